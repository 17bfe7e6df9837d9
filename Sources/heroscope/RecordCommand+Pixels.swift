import HeroCommandLine
import HeroPlanner
import HeroRaster

extension RecordCommand {
  /// ` at 0.5×` in the summary when the recording plays at another speed than 1.
  var atSpeed: String {
    guard let speed, speed != 1 else { return "" }
    return " at \(formatNumber(speed))×"
  }

  /// The GIF or APNG at `--scale`, `--fps` and `--speed`, refused before any pixel is drawn
  /// when its frames together would hold more than `PictureFiles.maxRecordingPixels`.
  func recordPixels(
    _ plan: TransitionPlan, as format: PictureFiles.Animation, to output: String,
    inputs: [String], images: RasterImages
  ) throws(CommandFailure) -> ExitStatus {
    let scale = scale ?? 1
    try PictureFiles.checkSize(plan.screenSize, scale: scale, viewport: nil)
    let schedule = RecordingSchedule(plan, fps: fps ?? 30, speed: speed ?? 1, pingPong: pingPong)
    let each = PictureWriter.pixelCount(
      screen: (plan.screenSize.width, plan.screenSize.height), scale: scale)
    let (all, overflow) = each.multipliedReportingOverflow(by: schedule.moments.count)
    if overflow || all > PictureFiles.maxRecordingPixels {
      throw .usage(
        "the recording would hold \(schedule.moments.count) frames of \(each) pixels, more than "
          + "\(PictureFiles.maxRecordingPixels) pixels in all; choose a smaller --scale or --fps")
    }
    let name = format == .gif ? "GIF" : "APNG"
    let bytes: [UInt8]
    do {
      bytes = try PictureFiles.animation(
        plan, schedule: schedule, scale: scale, format: format, arcs: arcs, images: images)
    } catch {
      Output.error("cannot make the \(name): \(error.description)")
      return .badInput
    }
    do {
      try OutputFile.write(bytes, to: output, inputs: inputs)
    } catch {
      Output.error(
        "\(TerminalText.escaped(output)): cannot write the recording: "
          + TerminalText.escaped(error.reason))
      return .badInput
    }
    let covered = formatNumber(RecordingLimit.covered(plan), decimals: 3)
    Output.error(
      "recorded \(schedule.moments.count) frames (\(thereAndBack)\(covered) s + "
        + "\(formatNumber(RecordingLimit.hold)) s hold)\(atSpeed) as \(name) to "
        + "\(TerminalText.escaped(output)) (\(bytes.count) bytes)")
    return .ok
  }
}
