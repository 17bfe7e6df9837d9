import Foundation
import HeroPlanner
import HeroRaster

/// The inspector's live section: for each animated property of a view, its value at the
/// playhead and its eased fraction, so scrubbing shows numbers as well as a picture.
public enum LiveValues {
  /// `now 0.250 s` and a line per animated property (`opacity 0.63 · 63%`); nothing for a
  /// view that does not animate.
  public static func lines(for ref: ViewRef, in plan: TransitionPlan, time: Double) -> [String] {
    let view = plan.view(ref)
    guard let animation = view.animation else { return [] }
    let tracks = PropertyTrack.tracks(for: view)
    guard !tracks.isEmpty else { return [] }
    var out = ["now \(formatNumber(time, decimals: 3)) s:"]
    for track in tracks {
      let eased = track.easedFraction(at: time)
      let state = animation.state(fraction: eased)
      let percent = "\(Int((eased * 100).rounded()))%"
      out.append("\(track.property) \(value(of: track.property, in: state)) · \(percent)")
    }
    return out
  }

  /// A property's value as a short text, by Hero's property name.
  static func value(of property: String, in state: LayerState) -> String {
    switch property {
    case "position": return point(state.position)
    case "size":
      return
        "\(formatNumber(state.size.width, decimals: 1))×\(formatNumber(state.size.height, decimals: 1))"
    case "transform": return transform(state.transform)
    case "opacity": return formatNumber(state.opacity, decimals: 2)
    case "cornerRadius": return formatNumber(state.cornerRadius, decimals: 1)
    case "backgroundColor": return state.backgroundColor.map(\.description) ?? "clear"
    case "border":
      return
        "\(formatNumber(state.borderWidth, decimals: 1)) \(state.borderColor.map(\.description) ?? "clear")"
    case "shadow":
      return "opacity \(formatNumber(state.shadowOpacity, decimals: 2)) radius "
        + "\(formatNumber(state.shadowRadius, decimals: 1)) offset "
        + "\(formatNumber(state.shadowOffset.width, decimals: 1)),"
        + "\(formatNumber(state.shadowOffset.height, decimals: 1))"
    case "zPosition": return formatNumber(state.zPosition, decimals: 1)
    case "anchorPoint": return point(state.anchorPoint)
    case "overlay":
      return "\(state.overlayColor.description) \(formatNumber(state.overlayOpacity, decimals: 2))"
    default: return ""
    }
  }

  static func point(_ p: Point) -> String {
    "(\(formatNumber(p.x, decimals: 1)), \(formatNumber(p.y, decimals: 1)))"
  }

  /// A transform as its parts: translation, scale and rotation about z; `identity` for none.
  static func transform(_ t: Transform3D) -> String {
    guard t != .identity else { return "identity" }
    guard let parts = TransformDecomposition(t) else { return "(not decomposable)" }
    var out: [String] = []
    let translation = parts.translation
    if translation.contains(where: { abs($0) > 1e-9 }) {
      out.append(
        "translate "
          + translation.prefix(2).map { formatNumber($0, decimals: 1) }.joined(separator: ","))
    }
    let scale = parts.scale
    if scale.contains(where: { abs($0 - 1) > 1e-9 }) {
      out.append(
        "scale " + scale.prefix(2).map { formatNumber($0, decimals: 2) }.joined(separator: ","))
    }
    let q = parts.quaternion
    let degrees = 2 * atan2(q[2], q[3]) * 180 / .pi
    if abs(degrees) > 1e-6 { out.append("rotate \(formatNumber(degrees, decimals: 1))°") }
    return out.isEmpty ? "identity" : out.joined(separator: " ")
  }
}
