import HeroPlanner
import HeroPreviewer

/// The options of SVG output: which commands they mean something for.
extension Invocation {
  /// `--speed S`: one of the previewer's speed steps (`0.5` or `0.5x`).
  static func speed(_ v: String) throws(UsageError) -> Double {
    guard let s = Double(v.hasSuffix("x") ? String(v.dropLast()) : v),
      PlayerState.speeds.contains(s)
    else {
      let steps = PlayerState.speeds.map { formatNumber($0) }.joined(separator: ", ")
      throw UsageError(message: "--speed takes one of \(steps), not '\(v)'")
    }
    return s
  }

  /// Whether the command writes SVG: `frame --format svg` or `record -o FILE.svg`.
  var writesSVG: Bool {
    switch command {
    case .frame: format == .svg
    case .record: output?.lowercased().hasSuffix(".svg") ?? false
    default: false
    }
  }

  /// `--speed` and `--no-caption` mean something only for SVG (`--speed` only for a
  /// recording), and `--size` and `--fps` nothing for SVG, which is drawn in the scene's points.
  func checkSVGOptions() throws(UsageError) {
    if speed != nil && !(command == .record && writesSVG) {
      throw UsageError(message: "--speed applies only to record -o FILE.svg")
    }
    if noCaption && !writesSVG {
      throw UsageError(
        message: "--no-caption applies only to frame --format svg and record -o FILE.svg")
    }
    if writesSVG && size != nil {
      throw UsageError(
        message: "--size does not apply to SVG, which is drawn in the scene's points")
    }
    if writesSVG && fps != nil {
      throw UsageError(
        message: "--fps does not apply to SVG, which keeps the transition's own timing")
    }
  }
}
