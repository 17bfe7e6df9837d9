/// Numeric modifier arguments that Core Animation clamps when it draws them: Hero hands them to
/// CALayer unchanged, so an `opacity(2)` is an opaque layer, not an error. The planner applies
/// the clamped value (`TargetState.append`) and `check` says so.
extension HeroModifier {
  /// What Core Animation makes of an out-of-range argument: the modifier it amounts to and a
  /// sentence saying why; nil when every argument is in range.
  public var clamped: (modifier: HeroModifier, reason: String)? {
    func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
    switch self {
    case .opacity(let v) where unit(v) != v:
      return (.opacity(unit(v)), "Core Animation clamps a layer's opacity to 0…1")
    case .shadowOpacity(let v) where unit(v) != v:
      return (.shadowOpacity(unit(v)), "Core Animation clamps shadowOpacity to 0…1")
    case .overlay(let color, let v) where unit(v) != v:
      return (
        .overlay(color: color, opacity: unit(v)),
        "the overlay is a layer, whose opacity Core Animation clamps to 0…1"
      )
    case .cornerRadius(let v) where v < 0:
      return (.cornerRadius(0), "Core Animation draws a negative corner radius as square corners")
    case .borderWidth(let v) where v < 0:
      return (.borderWidth(0), "Core Animation draws no border for a negative width")
    case .shadowRadius(let v) where v < 0:
      return (.shadowRadius(0), "Core Animation blurs a shadow by no less than 0")
    default:
      return nil
    }
  }

  /// Every out-of-range argument in a modifier list, nested lists (`beginWith`, `when…`)
  /// included, as `check` warnings.
  public static func clampWarnings(_ modifiers: [HeroModifier]) -> [String] {
    var out: [String] = []
    for index in modifiers.indices {
      switch modifiers[index] {
      case .beginWith(let list), .beginWithIfMatched(let list), .whenMatched(let list),
        .whenPresenting(let list), .whenDismissing(let list), .whenAppearing(let list),
        .whenDisappearing(let list):
        out += clampWarnings(list)
      default:
        if let (value, reason) = modifiers[index].clamped {
          out.append(
            "\(modifiers[index].hero) is out of range: \(reason), so it acts as \(value.hero)")
        }
      }
    }
    return out
  }
}
