import HeroPlanner
import HeroRaster

/// The timeline: a row per animating view, in order of start, with a bar from its delay to
/// delay + duration on the transition's time axis, the playhead, spring and arc marks, from/to
/// marks on a matched pair's rows, the selected row highlighted with a track per animated
/// property under it (its curve drawn inside the bar), and an axis row that scrubs when
/// clicked. Scrolls for long lists, with a mark saying which rows are shown.
public struct TimelinePanel: Sendable {
  /// What a row of the rendered panel is, for mouse clicks.
  public enum Row: Hashable, Sendable {
    case view(ViewRef)
    /// One animated property of the selected view.
    case track(ViewRef, String)
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
  static let partnerBackground = RGB(44, 44, 60)
  static let trackLabel = RGB(150, 150, 160)

  /// The views the timeline lists, in order of start (then plan order: the from screen's,
  /// then the to screen's).
  public static func views(of plan: TransitionPlan) -> [ViewRef] {
    let animating = plan.views.filter(\.animates)
    return animating.enumerated().sorted {
      ($0.element.animation?.delay ?? 0, $0.offset) < ($1.element.animation?.delay ?? 0, $1.offset)
    }.map(\.element.ref)
  }

  /// The body rows: each listed view, and the selected view's property tracks under it.
  public static func entries(of plan: TransitionPlan, selected: ViewRef?) -> [Row] {
    views(of: plan).flatMap { ref -> [Row] in
      guard ref == selected else { return [.view(ref)] }
      return [.view(ref)]
        + PropertyTrack.tracks(for: plan.view(ref)).map { .track(ref, $0.property) }
    }
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
    let origin = Double(axisStart)
    let column: (Double) -> Double = { t in origin + t / total * span }

    let listed = Self.views(of: plan)
    // Only a view the plan lists can have tracks or a partner (a stale reference has neither).
    let selected = selected.flatMap { listed.contains($0) ? $0 : nil }
    let entries = Self.entries(of: plan, selected: selected)
    let bodyRows = height - 2
    let first = max(0, min(scroll, max(0, entries.count - bodyRows)))
    var title =
      "timeline · \(listed.count) animating views · \(formatNumber(plan.totalDuration, decimals: 3)) s"
    if entries.count > bodyRows {
      let last = min(entries.count, first + bodyRows)
      title += " · rows \(first + 1)–\(last) of \(entries.count) ↑↓"
    }
    canvas.write(title, x: 1, y: 0, foreground: RGB(200, 200, 200))
    rows[0] = .header
    let partner = selected.flatMap { plan.view($0).matchedWith }
    let tracks = selected.map { PropertyTrack.tracks(for: plan.view($0)) } ?? []
    for (offset, entry) in entries.dropFirst(first).prefix(bodyRows).enumerated() {
      let y = offset + 1
      rows[y] = entry
      switch entry {
      case .view(let ref):
        drawViewRow(
          plan.view(ref), row: y, selected: ref == selected, partner: ref == partner,
          column: column)
      case .track(let ref, let property):
        guard let track = tracks.first(where: { $0.property == property }) else { continue }
        drawTrack(track, screen: ref.screen, row: y, column: column)
      case .axis, .header, .empty:
        continue
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
      let x = Int(column(t).rounded())
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
    let playhead = Int(column(min(max(time, 0), total)).rounded(.down))
    if playhead >= 0, playhead < columns {
      for y in 1..<height {
        let cell = canvas[playhead, y]
        canvas[playhead, y] = Cell(
          glyph: "│", foreground: Self.playheadColor, background: cell.background)
      }
    }
  }

  /// A view's row: its name (with `f↔` / `t↔` on both rows of a matched pair), its bar, and
  /// spring and arc marks after the bar.
  private mutating func drawViewRow(
    _ view: PlannedView, row y: Int, selected: Bool, partner: Bool, column: (Double) -> Double
  ) {
    let columns = canvas.columns
    if selected || partner {
      let background = selected ? Self.selectedBackground : Self.partnerBackground
      for x in 0..<columns { canvas[x, y] = Cell(background: background) }
    }
    var label = TerminalText.cells(view.name)
    if view.matchedWith != nil { label = (view.ref.screen == .from ? "f↔" : "t↔") + label }
    let shown =
      label.count > Self.labelWidth - 1 ? String(label.prefix(Self.labelWidth - 2)) + "…" : label
    canvas.write(shown, x: 1, y: y, foreground: selected ? .white : RGB(180, 180, 180))
    guard let animation = view.animation else { return }
    let color = view.ref.screen == .from ? Self.fromColor : Self.toColor
    drawBar(
      from: column(animation.delay), to: column(animation.delay + animation.duration),
      row: y, color: color)
    let end = Int(column(animation.delay + animation.duration).rounded(.down))
    var marks = ""
    if animation.spring != nil { marks += "~" }
    if animation.arc != nil { marks += "⌒" }
    if !marks.isEmpty {
      canvas.write(marks, x: min(end + 1, columns - marks.count), y: y, foreground: color)
    }
  }

  /// A property's track: its name indented, and its bar as the curve itself, each cell as
  /// high as the eased fraction at its middle (an overshoot fills the cell).
  private mutating func drawTrack(
    _ track: PropertyTrack, screen: ScreenSide, row y: Int, column: (Double) -> Double
  ) {
    let label = "  " + track.property
    let shown =
      label.count > Self.labelWidth - 1 ? String(label.prefix(Self.labelWidth - 2)) + "…" : label
    canvas.write(shown, x: 1, y: y, foreground: Self.trackLabel)
    let levels: [Unicode.Scalar] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    let color = screen == .from ? Self.fromColor : Self.toColor
    let start = column(track.delay)
    let end = column(track.delay + track.duration)
    let first = Int(start.rounded(.down))
    let last = max(first, Int((end - 1e-9).rounded(.down)))
    for x in first...last where x >= axisStart && x < canvas.columns {
      let middle = min(max(Double(x) + 0.5, start), end)
      let time = track.delay + (end > start ? (middle - start) / (end - start) : 1) * track.duration
      let value = min(max(track.easedFraction(at: time), 0), 1)
      let index = min(levels.count - 1, Int(value * Double(levels.count)))
      canvas[x, y] = Cell(
        glyph: levels[index], foreground: color, background: canvas[x, y].background)
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
