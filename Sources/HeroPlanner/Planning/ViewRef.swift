/// A view in a plan: its screen and its index in that screen's depth-first list (root = 0).
public struct ViewRef: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var screen: ScreenSide
  public var index: Int

  public init(_ screen: ScreenSide, _ index: Int) {
    self.screen = screen
    self.index = index
  }

  public static func < (a: ViewRef, b: ViewRef) -> Bool {
    a.screen == b.screen ? a.index < b.index : a.screen == .from
  }

  public var description: String { "\(screen.rawValue)#\(index)" }
}
