import HeroPlanner

/// The timeline: a row per animating view with a bar from its delay to delay + duration on
/// the transition's time axis, the playhead, spring and arc marks, the selected row
/// highlighted, and an axis row that scrubs when clicked. Scrolls for long lists.
public struct TimelinePanel: Sendable {
  /// What a row of the rendered panel is, for mouse clicks.
  public enum Row: Hashable, Sendable {
    case view(ViewRef)
    case axis
    case header
    case empty
  }

  public var canvas: Canvas
  /// One entry per canvas row.
  public var rows: [Row]
  /// The column range of the time axis: time 0 at `axisStart`, the total at `axisEnd`.
  public var axisStart: Int
  public var axisEnd: Int

  static let labelWidth = 16
  static let background = RGB(24, 26, 32)
  static let fromColor = RGB(100, 181, 246)
  static let toColor = RGB(255, 167, 38)
  static let playheadColor = RGB(255, 255, 255)
  static let selectedBackground = RGB(66, 66, 90)

  /// The views the timeline lists, in plan order (the from screen's, then the to screen's).
  public static func views(of plan: TransitionPlan) -> [ViewRef] {
    plan.views.filter(\.animates).map(\.ref)
  }

  /// The panel for `plan` at `time`, `scroll` rows down, `columns × rows` cells.
  public init(
    plan: TransitionPlan, time: Double, selected: ViewRef?, scroll: Int, columns: Int,
    rows height: Int
  ) {
    canvas = Canvas(columns: columns, rows: height, fill: Cell(background: Self.background))
    rows = Array(repeating: .empty, count: height)
    axisStart = min(columns, Self.labelWidth + 1)
    axisEnd = max(axisStart + 1, columns - 2)
    guard height >= 3, columns > Self.labelWidth + 4 else { return }
    let total = max(plan.totalDuration, 1e-9)
    let span = Double(axisEnd - axisStart)
    func column(for t: Double) -> Double { Double(axisStart) + t / total * span }

    let listed = Self.views(of: plan)
    let title =
      "timeline · \(listed.count) animating views · \(formatNumber(plan.totalDuration, decimals: 3)) s"
    canvas.write(title, x: 1, y: 0, foreground: RGB(200, 200, 200))
    rows[0] = .header
    let bodyRows = height - 2
    let first = max(0, min(scroll, max(0, listed.count - bodyRows)))
    for (offset, ref) in listed.dropFirst(first).prefix(bodyRows).enumerated() {
      let y = offset + 1
      rows[y] = .view(ref)
      let view = plan.view(ref)
      if ref == selected {
        for x in 0..<columns { canvas[x, y] = Cell(background: Self.selectedBackground) }
      }
      let label = TerminalText.cells(view.name)
      let shown =
        label.count > Self.labelWidth - 1 ? String(label.prefix(Self.labelWidth - 2)) + "…" : label
      canvas.write(shown, x: 1, y: y, foreground: ref == selected ? .white : RGB(180, 180, 180))
      guard let animation = view.animation else { continue }
      let color = ref.screen == .from ? Self.fromColor : Self.toColor
      drawBar(
        from: column(for: animation.delay), to: column(for: animation.delay + animation.duration),
        row: y, color: color)
      let end = Int(column(for: animation.delay + animation.duration).rounded(.down))
      var marks = ""
      if animation.spring != nil { marks += "~" }
      if animation.arc != nil { marks += "⌒" }
      if !marks.isEmpty {
        canvas.write(marks, x: min(end + 1, columns - marks.count), y: y, foreground: color)
      }
    }
    // The axis: ticks every 0.1 s (or coarser), labelled in seconds.
    let axisRow = height - 1
    rows[axisRow] = .axis
    for x in axisStart...min(axisEnd, columns - 1) {
      canvas[x, axisRow] = Cell(
        glyph: "─", foreground: RGB(140, 140, 140), background: Self.background)
    }
    let step = Self.tickStep(total: total, columns: axisEnd - axisStart)
    var t = 0.0
    while t <= total + 1e-9 {
      let x = Int(column(for: t).rounded())
      if x < columns {
        canvas[x, axisRow] = Cell(
          glyph: "┴", foreground: RGB(160, 160, 160), background: Self.background)
        let text = formatNumber(t, decimals: 2)
        if x + 1 + text.count < columns {
          canvas.write(text, x: x + 1, y: axisRow, foreground: RGB(160, 160, 160))
        }
      }
      t += step
    }
    canvas.write("s", x: 1, y: axisRow, foreground: RGB(160, 160, 160))
    // The playhead over every row.
    let playhead = Int(column(for: min(max(time, 0), total)).rounded(.down))
    if playhead >= 0, playhead < columns {
      for y in 1..<height {
        let cell = canvas[playhead, y]
        canvas[playhead, y] = Cell(
          glyph: "│", foreground: Self.playheadColor, background: cell.background)
      }
    }
  }

  /// The time a click at `column` on the axis means.
  public func time(atColumn x: Int, total: Double) -> Double {
    let f = Double(x - axisStart) / Double(max(1, axisEnd - axisStart))
    return min(max(f, 0), 1) * total
  }

  /// A bar with eighth-block ends so short delays still show their offset.
  private mutating func drawBar(from start: Double, to end: Double, row: Int, color: RGB) {
    let eighths: [Unicode.Scalar] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
    let first = Int(start.rounded(.down))
    let last = max(first, Int((end - 1e-9).rounded(.down)))
    for x in first...last where x >= 0 && x < canvas.columns {
      let cell = canvas[x, row]
      let coverStart = max(start, Double(x))
      let coverEnd = min(end, Double(x + 1))
      let cover = max(0, coverEnd - coverStart)
      if cover >= 0.94 || (x != first && x != last) {
        canvas[x, row] = Cell(glyph: "█", foreground: color, background: cell.background)
      } else if x == first && start > Double(x) {
        // Starts inside the cell: a right-aligned part, drawn inverted with a left eighth block.
        let index = max(0, min(7, Int(((start - Double(x)) * 8).rounded()) - 1))
        canvas[x, row] = Cell(glyph: eighths[index], foreground: cell.background, background: color)
      } else {
        let index = max(0, min(7, Int((cover * 8).rounded()) - 1))
        canvas[x, row] = Cell(glyph: eighths[index], foreground: color, background: cell.background)
      }
    }
  }

  static func tickStep(total: Double, columns: Int) -> Double {
    let maxTicks = max(1, columns / 8)
    for step in [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10] where total / step <= Double(maxTicks) {
      return step
    }
    return total / Double(maxTicks)
  }
}
