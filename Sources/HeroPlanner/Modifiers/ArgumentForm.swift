/// The shape of a modifier's arguments: what both parsers read, what both printers write, and
/// the parameters it declares. Modifiers of one shape share it, so a new modifier of a known
/// shape needs nothing beyond its declaration.
public enum ArgumentForm: Hashable, Sendable {
  /// No arguments: `fade`, `.fade` (`fade()` reads too).
  case none
  /// One unlabelled number: `opacity(0.5)`, `.opacity(0.5)`; a nil default makes it required.
  case number(default: Double?)
  /// One finite, non-negative number of seconds: `duration(0.4)`.
  case duration
  /// Labelled numbers, positional in Hero's syntax: `spring(250, 30)`,
  /// `.spring(stiffness: 250, damping: 30)`. Unless `printsDefaults`, arguments equal to their
  /// default are left out when printing (`arc`, `.arc`).
  case numbers([ModifierParameter], printsDefaults: Bool)
  /// A point: `(x, y)` in Hero's syntax, a CGPoint in Swift.
  case point(default: Point?)
  /// A size: `(width, height)` in Hero's syntax, a CGSize in Swift.
  case size(default: Size?)
  /// A rectangle: `(x, y, width, height)` or a CGRect.
  case rect
  /// A rectangle with an optional corner radius, or a UIBezierPath's cgPath.
  case shadowPath
  /// `x`, `y` and `z`, each defaulting to `default`; one unlabelled number means `single`.
  case vector(default: Double, single: SingleArgument)
  /// A matrix: sixteen numbers, `identity`, or a CATransform3D expression.
  case transform
  /// One colour: a name, a hex code, components or a UIColor.
  case color
  /// A colour and an opacity: `overlay(r, g, b, opacity)`, `.overlay(color:opacity:)`.
  case overlay
  /// One boolean; the binder takes `label:` for it, Swift prints it with the label only when
  /// `labelledInSwift` (Hero's API has `masksToBounds(_:)` but `ignoreSubviewModifiers(recursive:)`).
  case flag(label: String, default: Bool?, labelledInSwift: Bool)
  /// A curve name or four control-point numbers.
  case timingCurve
  /// A heroID: a bare identifier or a string.
  case heroID
  /// `delta`, `direction` and `delayMatchedViews`.
  case cascade
  /// Modifiers as arguments; Swift prints them as one array when `arrayInSwift` (`beginWith`),
  /// else variadic (`whenMatched`).
  case modifiers(arrayInSwift: Bool)

  /// What one unlabelled number stands for in an `x, y, z` vector.
  public enum SingleArgument: Hashable, Sendable {
    /// `scale(0.5)`: both x and y.
    case both
    /// `translate(10)`: x.
    case x
    /// `rotate(1)`: z, the angle in the screen's plane.
    case z
  }

  /// The parameters in Swift's order, which is the order of `HeroModifier.arguments`.
  public var parameters: [ModifierParameter] {
    switch self {
    case .none: []
    case .number(let fallback):
      [ModifierParameter(nil, .number, fallback.map(ModifierValue.number))]
    case .duration: [ModifierParameter(nil, .number)]
    case .numbers(let parameters, _): parameters
    case .point(let fallback): [ModifierParameter(nil, .point, fallback.map(ModifierValue.point))]
    case .size(let fallback): [ModifierParameter(nil, .size, fallback.map(ModifierValue.size))]
    case .rect: [ModifierParameter(nil, .rect)]
    case .shadowPath: [ModifierParameter(nil, .path)]
    case .vector(let fallback, _):
      ["x", "y", "z"].map { ModifierParameter($0, .number, .number(fallback)) }
    case .transform: [ModifierParameter(nil, .transform)]
    case .color: [ModifierParameter(nil, .color)]
    case .overlay: [ModifierParameter("color", .color), ModifierParameter("opacity", .number)]
    case .flag(let label, let fallback, let labelled):
      [ModifierParameter(labelled ? label : nil, .flag, fallback.map(ModifierValue.flag))]
    case .timingCurve: [ModifierParameter(nil, .curve)]
    case .heroID: [ModifierParameter("heroID", .heroID)]
    case .cascade:
      [
        ModifierParameter("delta", .number, .number(0.02)),
        ModifierParameter("direction", .direction, .direction(.topToBottom)),
        ModifierParameter("delayMatchedViews", .flag, .flag(false)),
      ]
    case .modifiers: [ModifierParameter(nil, .modifiers)]
    }
  }

  /// The arguments read from plain numbers by position, as Hero's string parser reads them;
  /// nil for shapes it does not read that way.
  func values(fromNumbers n: [Double]) -> [ModifierValue]? {
    switch self {
    case .none: []
    case .number, .duration: [.number(n[0])]
    case .numbers: n.map(ModifierValue.number)
    case .point: [.point(Point(x: n[0], y: n[1]))]
    case .size: [.size(Size(width: n[0], height: n[1]))]
    case .vector: [.number(n[0]), .number(n[1]), .number(n[2])]
    case .overlay: [.color(RGBAColor(red: n[0], green: n[1], blue: n[2])), .number(n[3])]
    case .rect, .shadowPath, .transform, .color, .flag, .timingCurve, .heroID, .cascade,
      .modifiers:
      nil
    }
  }
}

/// One declared argument of a modifier, as Hero's Swift API has it.
public struct ModifierParameter: Hashable, Sendable {
  /// The Swift argument label; nil when the argument is unlabelled.
  public var label: String?
  public var type: ModifierValueType
  /// The value taken when the argument is left out; nil when it is required.
  public var defaultValue: ModifierValue?

  public init(_ label: String?, _ type: ModifierValueType, _ defaultValue: ModifierValue? = nil) {
    self.label = label
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// The type of a modifier argument, named as Hero's Swift API names it.
public enum ModifierValueType: String, Hashable, Sendable {
  case number = "CGFloat"
  case point = "CGPoint"
  case size = "CGSize"
  case rect = "CGRect"
  case color = "UIColor"
  case flag = "Bool"
  case heroID = "String"
  case direction = "CascadeDirection"
  case curve = "CAMediaTimingFunction"
  case transform = "CATransform3D"
  case path = "CGPath"
  case modifiers = "[HeroModifier]"
}
