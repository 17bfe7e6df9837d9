import Foundation
import HeroPlanner
import HeroRaster

/// `heroscope record [SCENE] -o FILE.cast [--fps N] [--size COLSxROWS]`: an asciicast v2
/// recording of the whole transition; `-o FILE.svg [--speed S]`: an animated SVG of it.
enum RecordCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard let output = invocation.output else {
      return Heroscope.usageError("record needs -o FILE.cast or -o FILE.svg")
    }
    let plan: TransitionPlan
    switch SceneInput.plan(invocation) {
    case .success((_, let planned)): plan = planned
    case .failure(let status): return status
    }
    if RecordingLimit.cuts(plan) {
      Output.error(
        "the transition lasts \(formatNumber(plan.totalDuration, decimals: 3)) s; the recording "
          + "covers its first \(formatNumber(RecordingLimit.longest)) s")
    }
    if invocation.writesSVG { return recordSVG(plan, invocation, to: output) }
    let size = invocation.size ?? FrameCommand.defaultSize
    let cast = AsciicastWriter.record(
      plan, columns: size.columns, rows: size.rows, fps: invocation.fps ?? 30,
      timestamp: Int(Date().timeIntervalSince1970), options: RasterOptions(arcs: invocation.arcs))
    do {
      try OutputFile.write(Array(cast.utf8), to: output)
    } catch {
      Output.error("\(output): cannot write the recording: \(error.reason)")
      return .badInput
    }
    let frames = cast.split(separator: "\n").count - 2
    Output.error(
      "recorded \(frames) frames (\(formatNumber(RecordingLimit.covered(plan), decimals: 3)) s + "
        + "\(formatNumber(AsciicastWriter.hold)) s hold) to \(output)")
    return .ok
  }

  /// The animated SVG, at `--speed`, looping.
  static func recordSVG(_ plan: TransitionPlan, _ invocation: Invocation, to output: String)
    -> ExitStatus
  {
    let speed = invocation.speed ?? 1
    let svg = SVGWriter.recording(
      plan, options: SVGOptions(arcs: invocation.arcs, caption: !invocation.noCaption, speed: speed)
    )
    do {
      try OutputFile.write(Array(svg.utf8), to: output)
    } catch {
      Output.error("\(output): cannot write the recording: \(error.reason)")
      return .badInput
    }
    Output.error(
      "recorded \(formatNumber(RecordingLimit.covered(plan), decimals: 3)) s at \(formatNumber(speed))× "
        + "(+ \(formatNumber(SVGWriter.hold)) s hold, looping) as SVG to \(output)"
        + " (\(svg.utf8.count) bytes)")
    return .ok
  }
}
