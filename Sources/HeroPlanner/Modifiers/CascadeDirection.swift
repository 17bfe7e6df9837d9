/// The order in which `cascade` delays a view's subviews.
///
/// `leadingToTrailing` and `trailingToLeading` follow the device language as in Hero; heroscope
/// plans for a left-to-right language. `radial` and `inverseRadial` order by distance of each
/// subview's centre from a point, as Hero's Swift API allows.
public enum CascadeDirection: Hashable, Sendable {
  case topToBottom, bottomToTop, leftToRight, rightToLeft
  case leadingToTrailing, trailingToLeading
  case radial(center: Point)
  case inverseRadial(center: Point)

  /// The directions that are written as a bare name.
  public static let named: [CascadeDirection] = [
    .topToBottom, .bottomToTop, .leftToRight, .rightToLeft, .leadingToTrailing, .trailingToLeading,
  ]

  public init?(name: String) {
    guard let direction = Self.named.first(where: { $0.name == name }) else { return nil }
    self = direction
  }

  public var name: String {
    switch self {
    case .topToBottom: "topToBottom"
    case .bottomToTop: "bottomToTop"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    case .leadingToTrailing: "leadingToTrailing"
    case .trailingToLeading: "trailingToLeading"
    case .radial: "radial"
    case .inverseRadial: "inverseRadial"
    }
  }

  /// The concrete direction for a left-to-right language.
  public var resolved: CascadeDirection {
    switch self {
    case .leadingToTrailing: .leftToRight
    case .trailingToLeading: .rightToLeft
    default: self
    }
  }

  /// Whether `a` goes before `b` (strictly), with the frames in the cascading view's coordinates.
  ///
  /// Hero's comparators: topToBottom by minY; bottomToTop by maxY descending, ties by maxX
  /// descending; leftToRight by minX; rightToLeft by maxX descending; radial by centre distance.
  public func orders(_ a: Rect, before b: Rect) -> Bool {
    switch resolved {
    case .topToBottom: a.minY < b.minY
    case .bottomToTop: a.maxY == b.maxY ? a.maxX > b.maxX : a.maxY > b.maxY
    case .leftToRight: a.minX < b.minX
    case .rightToLeft: a.maxX > b.maxX
    case .radial(let c): a.center.distance(to: c) < b.center.distance(to: c)
    case .inverseRadial(let c): a.center.distance(to: c) > b.center.distance(to: c)
    case .leadingToTrailing, .trailingToLeading: false  // resolved above
    }
  }
}
