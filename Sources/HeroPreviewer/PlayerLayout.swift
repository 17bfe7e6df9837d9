/// Where the previewer puts things on a screen of a given size: the transition at the top left,
/// the inspector to its right, the timeline under both, then the marks row, the progress bar
/// and the status line at the bottom (which the line editor takes over while it is open).
public struct PlayerLayout: Hashable, Sendable {
  /// Below this size the screen shows a message instead of a squashed picture.
  public static let minimumColumns = 20
  public static let minimumRows = 8
  /// Rows under the transition: marks, bar, status.
  public static let chromeRows = 3
  /// What the transition keeps when panels open.
  static let minimumTransitionColumns = 20
  static let minimumTransitionRows = 4

  public let columns: Int
  public let rows: Int
  /// Width of the inspector on the right (0 when closed).
  public let inspectorColumns: Int
  /// Height of the timeline (0 when closed).
  public let timelineRows: Int

  public init(
    columns: Int, rows: Int, inspector: Bool = false, timeline: Bool = false,
    timelineViews: Int = 0
  ) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let free = max(0, self.rows - Self.chromeRows - Self.minimumTransitionRows)
    let wantedTimeline = timeline ? min(max(5, timelineViews + 2), max(5, self.rows * 2 / 5)) : 0
    timelineRows = min(wantedTimeline, free)
    let wantedInspector = inspector ? min(60, max(32, self.columns * 2 / 5)) : 0
    inspectorColumns = min(wantedInspector, max(0, self.columns - Self.minimumTransitionColumns))
  }

  public var tooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

  /// The transition area: rows 0..<transitionRows, columns 0..<transitionColumns.
  public var transitionRows: Int {
    max(0, rows - Self.chromeRows - timelineRows)
  }
  public var transitionColumns: Int { max(0, columns - inspectorColumns) }
  /// The inspector's first column.
  public var inspectorX: Int { transitionColumns }
  /// The timeline's rows.
  public var timelineRange: Range<Int> { transitionRows..<(transitionRows + timelineRows) }
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
