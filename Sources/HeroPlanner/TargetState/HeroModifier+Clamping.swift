/// Numeric modifier arguments that Core Animation clamps when it draws them: Hero hands them to
/// CALayer unchanged, so an `opacity(2)` is an opaque layer, not an error. The planner applies
/// the clamped value (`TargetState.append`) and `check` says so.
extension HeroModifier {
  /// What Core Animation makes of an out-of-range argument: the modifier it amounts to and a
  /// sentence saying why; nil when every argument is in range.
  public var clamped: (modifier: HeroModifier, reason: String)? {
    let kind = self.kind
    guard let clamp = ModifierKind.declarations[kind.rawValue].clamp else { return nil }
    var values = arguments
    let v = values[clamp.argument].number
    let inRange: Double
    switch clamp.range {
    case .unit:
      inRange = min(max(v, 0), 1)
      guard inRange != v else { return nil }
    case .nonNegative:
      guard v < 0 else { return nil }
      inRange = 0
    }
    values[clamp.argument] = .number(inRange)
    return (HeroModifier(kind, values), clamp.reason)
  }

  /// Every out-of-range argument in a modifier list, nested lists (`beginWith`, `when…`)
  /// included, as `check` warnings.
  public static func clampWarnings(_ modifiers: [HeroModifier]) -> [String] {
    var out: [String] = []
    for index in modifiers.indices {
      if let list = modifiers[index].nestedModifiers {
        out += clampWarnings(list)
      } else if let (value, reason) = modifiers[index].clamped {
        out.append(
          "\(modifiers[index].hero) is out of range: \(reason), so it acts as \(value.hero)")
      }
    }
    return out
  }
}

/// A number Core Animation clamps when it draws it: which argument, to what, and why.
public struct ArgumentClamp: Hashable, Sendable {
  public enum Range: Hashable, Sendable {
    /// 0…1, as opacities.
    case unit
    /// 0 or more, as radii and widths.
    case nonNegative
  }

  /// The argument's index among the declaration's parameters.
  public var argument: Int
  public var range: Range
  /// Why, as `check` says it.
  public var reason: String

  init(_ argument: Int, _ range: Range, _ reason: String) {
    self.argument = argument
    self.range = range
    self.reason = reason
  }
}
