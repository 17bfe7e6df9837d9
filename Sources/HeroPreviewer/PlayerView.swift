import HeroANSI
import HeroPlanner
import HeroRaster

/// Draws the whole previewer screen as a canvas: the transition (exactly what
/// `heroscope frame --format ansi` prints for the same size) or its z-order view, the
/// inspector, the timeline, the marks row, the progress bar, the status line (or the line
/// editor) and the overlays. Pure: the same state and plan give the same screen.
public enum PlayerView {
  /// Colours of the previewer's own parts.
  enum Style {
    static let chrome = RGB(24, 28, 32)
    static let text = RGB(230, 233, 236)
    static let dim = RGB(144, 164, 174)
    static let accent = RGB(66, 165, 245)
    static let barRest = RGB(84, 110, 122)
    static let head = RGB(255, 255, 255)
    static let startMark = RGB(102, 187, 106)
    static let endMark = RGB(239, 83, 80)
    static let bothMarks = RGB(255, 202, 40)
    static let panel = RGB(38, 50, 56)
    static let alert = RGB(183, 28, 28)
    static let caret = RGB(255, 213, 79)
  }

  /// A drawn screen and what is where on it, so clicks can be mapped back.
  public struct Screen {
    public var canvas: Canvas
    public var layout: PlayerLayout
    /// The transition as rasterised (nil in the z-order view or when too small).
    public var raster: Raster?
    /// The frame drawn, for the drawing order of views.
    public var frame: Frame?
    public var timeline: TimelinePanel?
    /// Which view each row of the view tree shows, by screen row.
    public var treeRows: [Int: ViewRef] = [:]
    /// The picture region as an image (the image protocols), over blank cells: the transition
    /// or the z-order view; nil where the picture is cells (and while the help covers it).
    public var picture: PictureFrame?

    /// The views in drawing order (each once), for Tab.
    public var drawOrder: [ViewRef] { PlayerView.frameDrawOrder(frame) }

    /// The view on top at a cell of the transition, if any.
    public func view(atColumn column: Int, row: Int) -> ViewRef? {
      guard let raster, let frame, column < layout.transitionColumns, row < layout.transitionRows,
        let index = raster.owner(column: column, row: row)
      else { return nil }
      return frame.layers[index].view
    }
  }

  /// Every view of both screens, for Tab and search: `drawn` (drawing order) first, then the
  /// plan's other views in order, those invisible at this progress.
  public static func selectionOrder(drawn: [ViewRef], plan: TransitionPlan) -> [ViewRef] {
    let known = Set(drawn)
    return drawn.filter { plan.has($0) } + plan.views.map(\.ref).filter { !known.contains($0) }
  }

  /// The layout for a state on a terminal of this size.
  public static func layout(
    state: PlayerState, plan: TransitionPlan, columns: Int, rows: Int
  ) -> PlayerLayout {
    PlayerLayout(
      columns: columns, rows: rows, inspector: state.showInspector || state.showTree,
      timeline: state.showTimeline,
      timelineViews: state.showTimeline
        ? TimelinePanel.entries(
          of: plan, selected: state.selected.flatMap { plan.has($0) ? $0 : nil }
        )
        .count : 0)
  }

  /// The screen for `state` and `plan` on a terminal of `layout`'s size; `stats` is the stats
  /// line to show when the state asks for it.
  public static func render(
    state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, unicode: Bool,
    stats: String? = nil
  ) -> Canvas {
    screen(state: state, plan: plan, layout: layout, unicode: unicode, stats: stats).canvas
  }

  public static func screen(
    state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, unicode: Bool,
    stats: String? = nil
  ) -> Screen {
    var buffers = Buffers()
    return screen(
      state: state, plan: plan, layout: layout, unicode: unicode, stats: stats,
      buffers: &buffers)
  }

  /// What the screen is drawn with, kept from frame to frame so the 60 Hz path reuses its
  /// storage: the plan's sampler, the frame, the rasteriser's buffers and raster, the canvas.
  /// A screen returned shares them until the next one is drawn: drop it first (the player
  /// does) or the next frame copies them.
  public struct Buffers {
    var sampler: FrameSampler?
    var frame = Frame.empty
    var raster = Raster()
    var rasterBuffers = RasterBuffers()
    var canvas = Canvas(columns: 0, rows: 0)
    var chrome = ChromeCache()
    /// The focus rectangle worked out for a view of the plan drawn (`f`): sampled once, not
    /// every frame.
    var focus: (view: ViewRef, rect: Rect?)?
    /// The images of the scene's views, loaded once with the scene.
    public var images = RasterImages()
    /// A terminal cell's pixels where the picture is drawn as an image (nil: as cells).
    public var pictureCell: PixelSize?
    /// The last picture stays as it is this frame (a protocol paced to a lower rate): not
    /// painted again when it would cover the same cells.
    public var holdPicture = false
    /// The most pixels the image may have (nil: `PixelPicture`'s cap, for a terminal that
    /// scales the image to its cells). Sixel is drawn as it is: the terminal's own limit.
    public var pictureLimit: PixelSize?
    /// `picture` holds the z-order view, not the transition (never held in its place).
    var pictureIsZOrder = false
    /// The image's pixels, kept from frame to frame.
    var picture = PixelPicture()

    public init() {}

    /// Forgets the plan's sampler and the chrome drawn from it: the plan drawn next is another.
    public mutating func planChanged() {
      sampler = nil
      focus = nil
      arcs = nil
      chrome.planChanged()
    }

    /// The views whose arcs `c` shows with a selection (it and its partner), made once per
    /// selection, not every frame.
    var arcs: (view: ViewRef, views: Set<ViewRef>)?
    /// The terminal's palette where it has no direct colour: colours that would merge in it
    /// are separated before the picture is shown (`PaletteSeparation`).
    public var palette: ColorReducer?

    mutating func arcViews(_ state: PlayerState, _ plan: TransitionPlan) -> Set<ViewRef>? {
      guard state.arcs, let view = state.selected, plan.has(view) else { return nil }
      if let arcs, arcs.view == view { return arcs.views }
      let views = Set(PlayerView.highlights(state, plan).keys)
      arcs = (view, views)
      return views
    }

    /// The viewport for `state`'s focus on `plan`.
    mutating func viewport(_ state: PlayerState, _ plan: TransitionPlan) -> Rect? {
      guard let view = state.focused, plan.has(view) else { return nil }
      if let focus, focus.view == view { return focus.rect }
      let rect = plan.focusRect(on: view)
      focus = (view, rect)
      return rect
    }
  }

  /// `screen(state:plan:layout:unicode:stats:)` drawn with `buffers`, whose sampler must be for
  /// `plan` (or none).
  /// `explained` is `plan` with its notes, for the inspector (nil: `plan` has them).
  public static func screen(
    state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, unicode: Bool,
    stats: String? = nil, explained: TransitionPlan? = nil, buffers: inout Buffers
  ) -> Screen {
    var canvas = Canvas(columns: 0, rows: 0)
    swap(&canvas, &buffers.canvas)
    let background = Cell(background: Style.chrome)
    if canvas.columns == layout.columns && canvas.rows == layout.rows {
      // The transition's picture (or the z-order view) is copied over its whole rectangle
      // below: only a screen too small for it needs that filled.
      if layout.tooSmall {
        canvas.fill(background)
      } else {
        canvas.fill(
          background, except: 0..<layout.transitionColumns, 0..<layout.transitionRows)
      }
    } else {
      canvas = Canvas(columns: layout.columns, rows: layout.rows, fill: background)
    }
    defer { buffers.canvas = canvas }
    let glyphs = Glyphs(unicode: unicode)
    var screen = Screen(canvas: Canvas(columns: 0, rows: 0), layout: layout)
    if layout.tooSmall {
      drawTooSmall(layout, glyphs: glyphs, into: &canvas)
      screen.canvas = canvas
      return screen
    }
    var sampler = buffers.sampler ?? FrameSampler(plan)
    buffers.sampler = nil
    sampler.sample(at: state.sampleFraction, into: &buffers.frame)
    buffers.sampler = sampler
    // The 3D view turns the sampled frame (eased in and out); the rasteriser draws it as any
    // frame.
    let frame = state.pose3D.map { buffers.frame.stacked3D($0) } ?? buffers.frame
    screen.frame = frame
    if state.zOrder, let cell = buffers.pictureCell, !state.showHelp {
      // The z-order view as an image where the terminal draws them; its legend stays text.
      let (shape, shown) = pictureArea(
        state, plan: plan, frame: frame, layout: layout, cell: cell,
        stats: state.showStats && stats != nil, buffers: buffers)
      canvas.blit(
        ZOrderView.renderPicture(
          frame, columns: layout.transitionColumns, rows: layout.transitionRows,
          selected: state.selected, cell: shape, shown: shown, picture: &buffers.picture),
        x: 0, y: 0)
      buffers.pictureIsZOrder = true
      screen.picture = pictureFrame(buffers.picture)
    } else if state.zOrder {
      canvas.blit(
        ZOrderView.render(
          frame, columns: layout.transitionColumns, rows: layout.transitionRows,
          selected: state.selected), x: 0, y: 0)
    } else if let cell = buffers.pictureCell, !state.showHelp {
      drawPicture(
        state, plan: plan, frame: frame, layout: layout, cell: cell,
        stats: state.showStats && stats != nil, buffers: &buffers, into: &screen)
      canvas.blit(buffers.raster.canvas, x: 0, y: 0)
    } else {
      Rasteriser.render(
        frame, columns: layout.transitionColumns, rows: layout.transitionRows,
        options: RasterOptions(
          arcs: state.arcs, labels: true, highlights: highlights(state, plan),
          blitter: unicode ? state.blitter : .half, viewport: buffers.viewport(state, plan),
          arcViews: buffers.arcViews(state, plan), images: buffers.images),
        buffers: &buffers.rasterBuffers, into: &buffers.raster)
      if var reducer = buffers.palette {
        // Taken out and put back, so its memo is not copied.
        buffers.palette = nil
        PaletteSeparation.separate(&buffers.raster.canvas, reducer: &reducer)
        buffers.palette = reducer
      }
      canvas.blit(buffers.raster.canvas, x: 0, y: 0)
      screen.raster = buffers.raster
    }
    if layout.inspectorColumns > 0 && state.showTree {
      screen.treeRows = drawTree(
        state, plan: plan, frame: frame, layout: layout, glyphs: glyphs, into: &canvas)
    } else if layout.inspectorColumns > 0 {
      drawInspector(state, plan: explained ?? plan, layout: layout, glyphs: glyphs, into: &canvas)
    }
    if layout.timelineRows > 0 {
      let panel = TimelinePanel(
        plan: plan, time: state.sampleFraction * plan.totalDuration, selected: state.selected,
        scroll: state.timelineScroll, columns: layout.columns, rows: layout.timelineRows)
      canvas.blit(panel.canvas, x: 0, y: layout.timelineRange.lowerBound)
      screen.timeline = panel
    }
    drawMarks(plan, layout: layout, glyphs: glyphs, into: &canvas, cache: &buffers.chrome)
    drawBar(state, layout: layout, glyphs: glyphs, into: &canvas)
    drawInvisibleMark(
      state, plan: plan, frame: frame, layout: layout, glyphs: glyphs, into: &canvas)
    if state.editor != nil {
      drawEditor(state, plan: plan, layout: layout, glyphs: glyphs, into: &canvas)
    } else if state.search != nil {
      drawSearch(state, plan: plan, frame: frame, layout: layout, glyphs: glyphs, into: &canvas)
    } else if let alert = state.alert {
      let line = TextFit.fit(" " + alert, width: layout.columns, glyphs: glyphs)
      canvas.write(
        TextFit.padded(line, to: layout.columns), x: 0, y: layout.statusRow, foreground: .white,
        background: Style.alert)
    } else {
      drawStatusLine(
        state, plan: plan, layout: layout, glyphs: glyphs, into: &canvas,
        cache: &buffers.chrome)
    }
    if let notice = state.notice, layout.transitionRows > 1 {
      // What the last key changed, over the bottom of the picture until the next key; fitted
      // once, not every frame it stays up.
      let key = ChromeCache.NoticeKey(
        text: notice, columns: layout.columns, unicode: glyphs.unicode)
      if buffers.chrome.noticeKey != key {
        buffers.chrome.notice = TextFit.fit(
          " " + notice + " ", width: layout.columns, glyphs: glyphs)
        buffers.chrome.noticeKey = key
      }
      canvas.write(
        buffers.chrome.notice, x: 0, y: layout.transitionRows - 1, foreground: Style.chrome,
        background: Style.caret)
    }
    if state.showStats, let stats {
      let line = TextFit.fit(" " + stats, width: layout.columns, glyphs: glyphs)
      canvas.write(
        TextFit.padded(line, to: layout.columns), x: 0, y: 0, foreground: Style.text,
        background: Style.panel)
    }
    if state.showHelp {
      drawHelp(
        layout, scroll: state.helpScroll, glyphs: glyphs, into: &canvas, cache: &buffers.chrome)
    }
    screen.canvas = canvas
    return screen
  }

  /// The transition as an image over blank cells (the image protocols): the raster gets the
  /// cells and their owners (clicks find views as on the cells), `screen.picture` the image of
  /// the rows no text line covers (the stats line, the invisible-view line, the notice).
  static func drawPicture(
    _ state: PlayerState, plan: TransitionPlan, frame: Frame, layout: PlayerLayout,
    cell: PixelSize, stats: Bool, buffers: inout Buffers, into screen: inout Screen
  ) {
    let columns = layout.transitionColumns
    let rows = layout.transitionRows
    let (shape, shown) = pictureArea(
      state, plan: plan, frame: frame, layout: layout, cell: cell, stats: stats,
      buffers: buffers)
    let aspect =
      cell.width > 0 && cell.height > 0
      ? Double(cell.height) / Double(cell.width)
      : Double(PixelPicture.defaultCell.height) / Double(PixelPicture.defaultCell.width)
    let held =
      buffers.holdPicture && !buffers.pictureIsZOrder && buffers.picture.width > 0
      && buffers.picture.rows == shown && buffers.picture.cell == shape
      && buffers.raster.canvas.columns == columns && buffers.raster.canvas.rows == rows
    if !held {
      render(
        frame, columns: columns, rows: rows, shape: shape, aspect: aspect, shown: shown,
        state: state, plan: plan, buffers: &buffers)
    }
    screen.raster = buffers.raster
    screen.picture = pictureFrame(buffers.picture)
  }

  /// Where the picture goes as an image: a cell's pixels in it (the terminal's, within the
  /// picture's limit) and the cell rows it covers — those no text line covers (the stats
  /// line, the line naming an invisible selected view, a notice).
  static func pictureArea(
    _ state: PlayerState, plan: TransitionPlan, frame: Frame, layout: PlayerLayout,
    cell: PixelSize, stats: Bool, buffers: Buffers
  ) -> (shape: PixelsPerCell, shown: Range<Int>) {
    let rows = layout.transitionRows
    let shape = PixelPicture.cell(
      terminal: (cell.width, cell.height), columns: layout.transitionColumns, rows: rows,
      limit: buffers.pictureLimit.map { ($0.width, $0.height) })
    let invisible =
      state.selected.map {
        plan.has($0) && !isVisible($0, in: frame) && layout.transitionColumns > 4
      } ?? false
    let top = (stats ? 1 : 0) + (invisible ? 1 : 0)
    let bottom = rows - (state.notice != nil && rows > 1 ? 1 : 0)
    return (shape, top..<max(top, bottom))
  }

  /// The picture the backend sends, over the cells its pixels cover; nil when it has none.
  static func pictureFrame(_ picture: PixelPicture) -> PictureFrame? {
    guard picture.height > 0, picture.width > 0, picture.cell.x > 0 else { return nil }
    return PictureFrame(
      rgb: picture.rgb, width: picture.width, height: picture.height,
      column: picture.columns.lowerBound, row: picture.rows.lowerBound,
      columns: picture.columns.count,
      rows: picture.rows.count)
  }

  /// The picture painted: the rows `shown` as an image, the raster's cells blank.
  private static func render(
    _ frame: Frame, columns: Int, rows: Int, shape: PixelsPerCell, aspect: Double,
    shown: Range<Int>, state: PlayerState, plan: TransitionPlan, buffers: inout Buffers
  ) {
    Rasteriser.renderPicture(
      frame, columns: columns, rows: rows, cell: shape, cellAspect: aspect, shown: shown,
      options: RasterOptions(
        arcs: state.arcs, labels: true, highlights: highlights(state, plan),
        viewport: buffers.viewport(state, plan), arcViews: buffers.arcViews(state, plan),
        images: buffers.images),
      buffers: &buffers.rasterBuffers, into: &buffers.raster, picture: &buffers.picture)
  }

  /// The selected view outlined, and its matched partner dashed.
  static func highlights(_ state: PlayerState, _ plan: TransitionPlan) -> [ViewRef: Highlight] {
    guard let selected = state.selected, plan.has(selected) else {
      return [:]
    }
    var marks: [ViewRef: Highlight] = [selected: .selected]
    if let partner = plan.view(selected).matchedWith { marks[partner] = .partner }
    return marks
  }

  static func drawTooSmall(_ layout: PlayerLayout, glyphs: Glyphs, into canvas: inout Canvas) {
    let lines = [
      "terminal", "too small", "\(layout.columns)\(glyphs.times)\(layout.rows)",
      "need \(PlayerLayout.minimumColumns)\(glyphs.times)\(PlayerLayout.minimumRows)",
    ]
    let top = max(0, (layout.rows - lines.count) / 2)
    for (i, line) in lines.enumerated() {
      let x = max(0, (layout.columns - line.unicodeScalars.count) / 2)
      canvas.write(line, x: x, y: top + i, foreground: Style.text)
    }
  }
}
