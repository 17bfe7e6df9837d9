/// Animation type strings (`heroModalAnimationTypeString`, `heroNavigationAnimationTypeString`,
/// `heroTabBarAnimationTypeString`) read as Hero reads them.
///
/// Hero sets the type to `parseOne() ?? .auto` (UIViewController+Hero.swift:65-68), and
/// `parseOne()` is the **last** node its switch maps (HeroStringConvertible.swift:50-52): with
/// several types the last readable one wins, an unreadable one (`autoReverse(…)`, which is Swift
/// only, or `push` without a direction) is skipped, and nothing readable gives `auto`.
extension HeroStringReader {
  public struct AnimationTypeReading: Hashable, Sendable {
    public var type: AnimationType
    public var findings: [HeroStringFinding]
  }

  public static func animationType(_ text: String) throws(ModifierParseError)
    -> AnimationTypeReading
  {
    let outcome: HeroStringParser.Outcome
    do {
      outcome = try HeroStringParser.parse(text)
    } catch {
      throw refusalError(error, in: text)
    }
    switch outcome {
    case .failed(let failure):
      return AnimationTypeReading(
        type: .auto,
        findings: [
          HeroStringFinding(
            rule: .animationType, column: failure.column,
            message:
              "Hero's parser cannot read this animation type (\(failure.message)), so Hero uses auto"
          )
        ])
    case .nodes(let nodes):
      var findings: [HeroStringFinding] = []
      var read: [(AnimationType, HeroStringNode)] = []
      for node in nodes {
        if let type = animationType(node) {
          read.append((type, node))
        } else {
          findings.append(
            HeroStringFinding(
              rule: .animationType, column: node.column,
              message: "`\(node.written)` is not an animation type Hero's string syntax reads"
                + (node.name == "autoReverse"
                  ? " (autoReverse is Swift only; write selectBy(A, reversed A))" : "")
                + ": Hero skips it (DefaultAnimationPreprocessor.swift:185-238)"))
        }
      }
      guard let last = read.last else {
        if !nodes.isEmpty, let first = findings.first {
          findings.append(
            HeroStringFinding(
              rule: .animationType, column: first.column,
              message: "nothing here is a type Hero reads, so Hero uses auto"))
        }
        return AnimationTypeReading(type: .auto, findings: findings)
      }
      if read.count > 1 {
        findings.append(
          HeroStringFinding(
            rule: .animationType, column: last.1.column,
            message:
              "\(read.count) animation types: Hero keeps only the last, `\(last.0)` (HeroStringConvertible.swift:50-52)"
          ))
      }
      return AnimationTypeReading(type: last.0, findings: findings)
    }
  }

  /// HeroDefaultAnimationType.from(node:) (DefaultAnimationPreprocessor.swift:185-238); a
  /// direction is read by its node's name alone (lines 30-40).
  static func animationType(_ node: HeroStringNode) -> AnimationType? {
    let arguments = node.arguments
    func direction() -> AnimationType.Direction? {
      arguments.first.flatMap { AnimationType.Direction(rawValue: $0.name) }
    }
    switch node.name {
    case "auto": return .auto
    case "push": return direction().map(AnimationType.push)
    case "pull": return direction().map(AnimationType.pull)
    case "cover": return direction().map(AnimationType.cover)
    case "uncover": return direction().map(AnimationType.uncover)
    case "slide": return direction().map(AnimationType.slide)
    case "zoomSlide": return direction().map(AnimationType.zoomSlide)
    case "pageIn": return direction().map(AnimationType.pageIn)
    case "pageOut": return direction().map(AnimationType.pageOut)
    case "fade": return .fade
    case "zoom": return .zoom
    case "zoomOut": return .zoomOut
    case "selectBy":
      guard arguments.count >= 2, let presenting = animationType(arguments[0]),
        let dismissing = animationType(arguments[1])
      else { return nil }
      return .selectBy(presenting: presenting, dismissing: dismissing)
    case "none": return AnimationType.none
    default: return nil
    }
  }
}
