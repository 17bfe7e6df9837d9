import HeroPlanner
import HeroRaster

/// `heroscope frame [SCENE] --progress P [--format text|ansi|json|svg]`: one frame of the
/// transition.
enum FrameCommand {
  static func run(_ invocation: Invocation) -> ExitStatus {
    guard let progress = invocation.progress else {
      return Heroscope.usageError("frame needs --progress P, a number from 0 to 1")
    }
    let plan: TransitionPlan
    switch SceneInput.plan(invocation) {
    case .success((_, let planned)): plan = planned
    case .failure(let status): return status
    }
    let frame = plan.sample(at: progress)
    switch invocation.format {
    case .json:
      Output.print(FrameJSON.document(frame, plan: plan).rendered())
    case .text:
      // Labels on: a label's cells belong to its view, so a clear UILabel shows in the map.
      let raster = render(frame, invocation, labels: true)
      Output.print(TextMapWriter.write(raster, frame: frame, plan: plan))
    case .ansi:
      // Made by the program from sanitised labels: printed as is, escape sequences and all.
      Output.raw(ANSIWriter.full(render(frame, invocation, labels: true).canvas))
    case .svg:
      let options = SVGOptions(arcs: invocation.arcs, caption: !invocation.noCaption)
      Output.print(String(SVGWriter.frame(frame, plan: plan, options: options).dropLast()))
    }
    return .ok
  }

  static let defaultSize = (columns: 100, rows: 40)

  static func render(_ frame: Frame, _ invocation: Invocation, labels: Bool) -> Raster {
    let size = invocation.size ?? defaultSize
    return Rasteriser.render(
      frame, columns: size.columns, rows: size.rows,
      options: RasterOptions(arcs: invocation.arcs, labels: labels))
  }
}
