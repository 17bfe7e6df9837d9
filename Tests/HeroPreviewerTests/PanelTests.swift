import HeroPlanner
import Testing

@testable import HeroPreviewer
import HeroRaster

/// A cascade of six rows, and a matched pair with a fade the match overrides.
func debugPlan() -> TransitionPlan {
  let rows = (0..<6).map { i in
    SceneView(
      name: "row \(i)", frame: Rect(x: 0, y: Double(i) * 60, width: 300, height: 50), color: .white,
      modifiers: [.fade, .translate(x: 100, y: 0, z: 0)], sourcePath: "to.views[0].views[\(i)]")
  }
  let scene = Scene(
    name: "debug",
    from: SceneView(
      frame: .zero, color: .white,
      subviews: [
        SceneView(
          name: "card", heroID: "c", frame: Rect(x: 10, y: 10, width: 50, height: 50), color: .black,
          modifiers: [.fade], sourcePath: "from.views[0]")
      ],
      sourcePath: "from"),
    to: SceneView(
      frame: .zero, color: .white,
      subviews: [
        SceneView(
          name: "list", frame: Rect(x: 0, y: 200, width: 375, height: 400),
          modifiers: [.cascade(delta: 0.05, direction: .topToBottom, delayMatchedViews: false)], subviews: rows,
          sourcePath: "to.views[0]"),
        SceneView(
          name: "card", heroID: "c", frame: Rect(x: 0, y: 0, width: 375, height: 180), color: .black,
          sourcePath: "to.views[1]"),
      ], sourcePath: "to"))
  return Planner.plan(scene)
}

@Suite struct CurvePlotTests {
  @Test func aLinearCurveIsADiagonal() throws {
    let plan = planOfOneView(
      [.fade, .timingFunction(.linear), .duration(1)], frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animation = try #require(plan.views[1].animation)
    let lines = CurvePlot.lines(for: animation, columns: 4, rows: 2)
    #expect(lines.count == 2)
    // Starts bottom-left, ends top-right.
    #expect(lines[1].unicodeScalars.first!.value & 0x40 != 0)
    #expect(lines[0].unicodeScalars.last!.value & 0x08 != 0)
  }

  @Test func aSpringsOvershootIsPlotted() throws {
    let plan = planOfOneView(
      [.fade, .spring(stiffness: 100, damping: 5)], frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animation = try #require(plan.views[1].animation)
    let lines = CurvePlot.lines(for: animation, columns: 20, rows: 4)
    // The value 1 is not the top row: something is above it.
    #expect(lines[0].unicodeScalars.contains { $0.value != 0x2800 })
  }
}

@Suite struct TimelinePanelTests {
  @Test func cascadeBarsFormAStaircase() {
    let plan = debugPlan()
    let panel = TimelinePanel(plan: plan, time: 0, selected: nil, scroll: 0, columns: 80, rows: 12)
    var starts: [Int] = []
    for (y, row) in panel.rows.enumerated() {
      guard case .view(let ref) = row, plan.view(ref).name.hasPrefix("row") else { continue }
      let start = (0..<80).first { x in
        x >= panel.axisStart && panel.canvas[x, y].glyph != " " && panel.canvas[x, y].glyph != "│"
      }
      starts.append(start ?? -1)
    }
    #expect(starts.count == 6)
    #expect(starts == starts.sorted())
    #expect(Set(starts).count == 6)
  }

  @Test func theSelectedRowIsHighlightedAndTheAxisScrubs() {
    let plan = debugPlan()
    let card = ViewRef(.to, 8)
    #expect(plan.view(card).name == "card")
    let panel = TimelinePanel(
      plan: plan, time: plan.totalDuration / 2, selected: card, scroll: 0, columns: 80, rows: 12)
    let row = panel.rows.firstIndex(of: .view(card)) ?? -1
    #expect(row > 0)
    #expect(panel.canvas[0, row].background == TimelinePanel.selectedBackground)
    #expect(panel.rows.last == .axis)
    #expect(abs(panel.time(atColumn: panel.axisEnd, total: 2) - 2) < 1e-9)
    #expect(panel.time(atColumn: panel.axisStart, total: 2) == 0)
    #expect((0..<80).contains { panel.canvas[$0, 3].glyph == "│" })
  }

  /// The glyphs of one row of a panel.
  func line(_ panel: TimelinePanel, _ y: Int) -> String {
    String(String.UnicodeScalarView((0..<panel.canvas.columns).map { panel.canvas[$0, y].glyph }))
  }

  @Test func rowsComeInOrderOfStart() {
    let plan = debugPlan()
    let delays = TimelinePanel.views(of: plan).map { plan.view($0).animation?.delay ?? -1 }
    #expect(delays == delays.sorted())
    #expect(Set(TimelinePanel.views(of: plan)) == Set(plan.views.filter(\.animates).map(\.ref)))
  }

  @Test func theSelectedViewHasATrackPerPropertyWithItsCurveInsideTheBar() throws {
    let plan = debugPlan()
    let row = ViewRef(.to, 3)
    let properties = PropertyTrack.tracks(for: plan.view(row)).map(\.property)
    #expect(properties.contains("opacity") && properties.contains("transform"))
    let panel = TimelinePanel(plan: plan, time: 0, selected: row, scroll: 0, columns: 80, rows: 20)
    let at = try #require(panel.rows.firstIndex(of: .view(row)))
    for (i, property) in properties.enumerated() {
      #expect(panel.rows[at + 1 + i] == .track(row, property))
      let text = line(panel, at + 1 + i)
      #expect(text.hasPrefix("   " + property))
      // The curve rises from the lowest eighth to a full block along the bar.
      #expect(text.contains("▁") && text.contains("█"), "\(text)")
    }
    let plain = TimelinePanel(plan: plan, time: 0, selected: nil, scroll: 0, columns: 80, rows: 20)
    #expect(!plain.rows.contains { if case .track = $0 { true } else { false } })
  }

  @Test func aMatchedPairsRowsAreMarkedFromAndTo() throws {
    let plan = debugPlan()
    let panel = TimelinePanel(
      plan: plan, time: 0, selected: ViewRef(.from, 1), scroll: 0, columns: 80, rows: 20)
    let from = try #require(panel.rows.firstIndex(of: .view(ViewRef(.from, 1))))
    let to = try #require(panel.rows.firstIndex(of: .view(ViewRef(.to, 8))))
    #expect(line(panel, from).hasPrefix(" f↔card"))
    #expect(line(panel, to).hasPrefix(" t↔card"))
    #expect(panel.canvas[0, to].background == TimelinePanel.partnerBackground)
  }

  @Test func aLongListSaysWhichRowsItShows() {
    let plan = debugPlan()
    let panel = TimelinePanel(plan: plan, time: 0, selected: nil, scroll: 2, columns: 100, rows: 5)
    let count = TimelinePanel.entries(of: plan, selected: nil).count
    #expect(line(panel, 0).contains("rows 3–5 of \(count) ↑↓"), "\(line(panel, 0))")
    let all = TimelinePanel(plan: plan, time: 0, selected: nil, scroll: 0, columns: 100, rows: 20)
    #expect(!line(all, 0).contains("rows"))
  }

  @Test func aStaleSelectionHasNoTracks() {
    let plan = debugPlan()
    let panel = TimelinePanel(
      plan: plan, time: 0, selected: ViewRef(.from, 40), scroll: 0, columns: 80, rows: 20)
    #expect(!panel.rows.contains { if case .track = $0 { true } else { false } })
  }

  @Test func longListsScroll() {
    let plan = debugPlan()
    let top = TimelinePanel(plan: plan, time: 0, selected: nil, scroll: 0, columns: 80, rows: 5)
    let scrolled = TimelinePanel(plan: plan, time: 0, selected: nil, scroll: 3, columns: 80, rows: 5)
    #expect(top.rows[1] != scrolled.rows[1])
  }
}

@Suite struct InspectorTextTests {
  @Test func aMatchedViewShowsItsPartnerAndTheIgnoredFade() {
    let plan = debugPlan()
    let lines = InspectorText.lines(for: ViewRef(.from, 1), in: plan)
    #expect(lines.contains("matched with to.views[1] 'card'"))
    #expect(lines.contains { $0.hasPrefix("· fade ignored: matched views take their opacity from the match") })
    #expect(lines.contains { $0.hasPrefix("global: drawn in the transition container") })
    #expect(lines.contains("written:  fade"))
  }

  @Test func aSpringingViewShowsItsTwoClocksInThePlansWords() throws {
    let plan = Planner.plan(
      Scene(
        from: SceneView(frame: .zero),
        to: SceneView(
          frame: .zero,
          subviews: [
            SceneView(
              frame: Rect(x: 0, y: 0, width: 10, height: 10),
              modifiers: try ModifierParser.parse("fade cornerRadius(4) spring(100, 10) duration(0.3)"))
          ])))
    let ref = ViewRef(.to, 1)
    let lines = InspectorText.lines(for: ref, in: plan)
    let timing = try #require(plan.explanation(of: ref).timing)
    #expect(lines.contains(timing.summary(coordinateSpace: nil)))
    #expect(lines.contains("springs opacity (settles in 1.473 s) · cornerRadius on standard over 0.3 s"))
  }
}

@Suite struct ZOrderViewTests {
  @Test func everyLayerIsLabelledInDrawingOrder() {
    let plan = debugPlan()
    let frame = plan.sample(at: 0.5)
    let canvas = ZOrderView.render(frame, columns: 100, rows: 40, selected: nil)
    let text = (0..<40).map { y in String(String.UnicodeScalarView((0..<100).map { canvas[$0, y].glyph })) }
      .joined(separator: "\n")
    for (i, layer) in frame.layers.enumerated() where i < 5 {
      #expect(text.contains("\(i) \(layer.name)"))
    }
  }

  /// The image is the cells' fan at the cell's pixels: every outline cell of the cells
  /// drawing has its colour somewhere in that cell of the image, and the image's outlines
  /// are thicker than a pixel; the legend is the same text.
  @Test func asAnImageItIsTheSameFanAtTheCellsPixelsWithTheSameLegend() {
    let plan = debugPlan()
    let frame = plan.sample(at: 0.5)
    let cells = ZOrderView.render(frame, columns: 100, rows: 40, selected: nil)
    var picture = PixelPicture()
    let cell = PixelsPerCell(x: 8, y: 16)
    let canvas = ZOrderView.renderPicture(
      frame, columns: 100, rows: 40, selected: nil, cell: cell, shown: 0..<40,
      picture: &picture)
    #expect(picture.width == 72 * 8 && picture.height == 40 * 16 && picture.rows == 0..<40)
    #expect(picture.rgb.count == picture.width * picture.height * 3)
    for y in 0..<40 {
      for x in 72..<100 { #expect(canvas[x, y] == cells[x, y], "legend cell (\(x), \(y))") }
    }
    let background: (UInt8, UInt8, UInt8) = (20, 20, 24)
    func colours(inCell x: Int, _ y: Int) -> Set<[UInt8]> {
      var found = Set<[UInt8]>()
      for py in (y * 16)..<((y + 1) * 16) {
        for px in (x * 8)..<((x + 1) * 8) {
          let i = (py * picture.width + px) * 3
          found.insert(Array(picture.rgb[i..<(i + 3)]))
        }
      }
      return found
    }
    var checked = 0
    for y in 0..<40 {
      for x in 0..<72 where cells[x, y].glyph == "▀" || cells[x, y].glyph == "▄" {
        let fg = cells[x, y].foreground
        guard (fg.r, fg.g, fg.b) != background else { continue }
        checked += 1
        #expect(colours(inCell: x, y).contains([fg.r, fg.g, fg.b]), "cell (\(x), \(y))")
      }
    }
    #expect(checked > 50)
  }
}
