/// Everything heroscope knows about one modifier, declared once in `ModifierKind.declaration`:
/// the parser, both printers, the Hero-string reader, the lint and the planner's notes read it
/// from here instead of each restating it.
public struct ModifierDeclaration: Sendable {
  /// The name in both syntaxes (`scale`, `whenMatched`…).
  public let name: String
  /// The arguments: their labels, types and defaults, and how they read and print.
  public let form: ArgumentForm
  /// The target-state property the modifier sets when applied (`TargetState.append`).
  public let property: ModifierProperty
  /// How Hero's own string parser reads it; nil when Hero's string syntax drops the name.
  public let heroString: HeroStringRule?
  /// The bound past which its numbers are refused (`ModifierLimits`); nil for none.
  public let limit: ArgumentLimit?
  /// The argument Core Animation clamps when drawing, for `check`'s warnings; nil for none.
  public let clamp: ArgumentClamp?
  /// The modifier from its arguments, in the order of `form.parameters`.
  let make: @Sendable ([ModifierValue]) -> HeroModifier

  init(
    _ name: String, _ form: ArgumentForm, sets property: ModifierProperty,
    heroString: HeroStringRule? = nil, limit: ArgumentLimit? = nil, clamp: ArgumentClamp? = nil,
    make: @escaping @Sendable ([ModifierValue]) -> HeroModifier
  ) {
    self.name = name
    self.form = form
    self.property = property
    self.heroString = heroString
    self.limit = limit
    self.clamp = clamp
    self.make = make
  }

  /// The declared arguments, in Swift's order.
  public var parameters: [ModifierParameter] { form.parameters }

  /// Whether a matched view (or one given a `source`) loses this modifier: it takes its
  /// position, size and transform from the view it moves to (HERO-SEMANTICS.md §3.5).
  public var ignoredWhenMatched: Bool {
    property == .position || property == .size || property == .transform
  }
}

/// How Hero 1.6.4's string parser reads a name (HeroModifier+HeroStringConvertible.swift).
public struct HeroStringRule: Hashable, Sendable {
  /// Where Hero's switch lists the name (1 is first): suggestions try names in this order.
  public var order: Int
  public var reading: Reading

  public enum Reading: Hashable, Sendable {
    /// Plain numbers by position, each with the default Hero's getter gives it; a nil default
    /// makes the number required (the modifier is dropped without it).
    case numbers([Double?])
    /// A curve name or four plain numbers.
    case timingFunction
    /// A number, a direction by name and `true`.
    case cascade
    /// The first argument's name.
    case source
    /// `true`, else false.
    case flag
  }

  init(_ order: Int, _ reading: Reading) {
    self.order = order
    self.reading = reading
  }
}
