import Foundation
import HeroPlanner
import HeroRaster

/// `heroscope record [SCENE] -o FILE.cast [--fps N] [--size COLSxROWS]`: an asciicast v2
/// recording of the whole transition.
enum RecordCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard let output = invocation.output else {
      return Heroscope.usageError("record needs -o FILE.cast")
    }
    let plan: TransitionPlan
    switch SceneInput.plan(invocation) {
    case .success((_, let planned)): plan = planned
    case .failure(let status): return status
    }
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
      "recorded \(frames) frames (\(formatNumber(plan.totalDuration, decimals: 3)) s + "
        + "\(formatNumber(AsciicastWriter.hold)) s hold) to \(output)")
    return .ok
  }
}
