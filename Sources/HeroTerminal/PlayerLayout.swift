/// Where the previewer puts things on a screen of a given size: the transition on top, then
/// the marks row, the progress bar and the status line at the bottom.
public struct PlayerLayout: Hashable, Sendable {
  /// Below this size the screen shows a message instead of a squashed picture.
  public static let minimumColumns = 20
  public static let minimumRows = 8
  /// Rows under the transition: marks, bar, status.
  public static let chromeRows = 3

  public let columns: Int
  public let rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  public var tooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

  /// The transition area: rows 0..<transitionRows, every column.
  public var transitionRows: Int { max(0, rows - Self.chromeRows) }
  /// Each animating view's start and end, as ticks on the time axis.
  public var marksRow: Int { rows - 3 }
  public var barRow: Int { rows - 2 }
  public var statusRow: Int { rows - 1 }
  /// Rows where a click or drag scrubs.
  public var barRows: ClosedRange<Int> { marksRow...barRow }

  /// The column of a fraction of the time axis (0…1).
  public func column(fraction: Double) -> Int {
    guard columns > 1 else { return 0 }
    return Int((min(max(fraction, 0), 1) * Double(columns - 1)).rounded())
  }

  /// The fraction of the time axis at a column.
  public func fraction(column: Int) -> Double {
    guard columns > 1 else { return 0 }
    return min(max(Double(column) / Double(columns - 1), 0), 1)
  }
}
