import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

@Suite struct PlayerViewTests {
  let scene = testScene()

  func render(
    columns: Int, rows: Int, progress: Double = 0.5, unicode: Bool = true,
    change: (inout PlayerState) -> Void = { _ in }, stats: String? = nil
  ) -> (Canvas, TransitionPlan) {
    var state = PlayerState(scene: scene)
    state.progress = progress
    change(&state)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    let canvas = PlayerView.render(
      state: state, plan: plan, layout: PlayerLayout(columns: columns, rows: rows),
      unicode: unicode, stats: stats)
    return (canvas, plan)
  }

  @Test func theScreenHasTheTransitionMarksBarAndStatusLine() {
    let (canvas, _) = render(columns: 40, rows: 12)
    let expected = [
      "                                        ",
      "                                        ",
      "                                        ",
      "                                        ",
      "            ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀            ",
      "               ▀▀▀▀▀▀▀▀▀▀               ",
      "                                        ",
      "                                        ",
      "                                        ",
      "├            ├                  ┤      ┤",
      "━━━━━━━━━━━━━━━━━━━━●───────────────────",
      " modal │ ‖ 50% │ 0.15 / 0.31 s          ",
    ]
    #expect(glyphLines(canvas) == expected, "\(describe(glyphLines(canvas), expected))")
  }

  @Test func withoutUTF8EverythingIsASCII() {
    let (canvas, _) = render(columns: 40, rows: 12, unicode: false)
    let lines = glyphLines(canvas)
    #expect(lines[9] == "[            [                  ]      ]")
    #expect(lines[10] == "====================O-------------------")
    #expect(lines[11] == " modal | || 50% | 0.15 / 0.31 s         ")
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII || $0 == "▀" } })
  }

  @Test func theTransitionAreaIsExactlyTheRasterisersFrame() {
    let (canvas, plan) = render(columns: 60, rows: 20, change: { $0.arcs = true })
    let layout = PlayerLayout(columns: 60, rows: 20)
    let expected = Rasteriser.render(
      plan.sample(at: 0.5), columns: 60, rows: layout.transitionRows,
      options: RasterOptions(arcs: true, labels: true)
    ).canvas
    for row in 0..<layout.transitionRows {
      for column in 0..<60 { #expect(canvas[column, row] == expected[column, row]) }
    }
    // The arc overlay draws braille.
    #expect(expected.cells.contains { (0x2800...0x28FF).contains($0.glyph.value) })
  }

  @Test func theStatusLineNamesEverythingAndShortensTheName() {
    let (canvas, _) = render(
      columns: 120, rows: 20,
      change: {
        $0.container = .navigation
        $0.speedIndex = 2
        $0.loop = true
        $0.motion = .playing
        $0.reversed = true
      })
    #expect(
      glyphLines(canvas)[19]
        == " Test scene │ navigation │ push(left) [auto] │ presenting │ ◀ 50% │ 0.18 / 0.35 s │ 0.5× loop │ ? help"
        + String(repeating: " ", count: 18))
    let (narrow, _) = render(columns: 92, rows: 20, change: { $0.container = .navigation })
    #expect(
      glyphLines(narrow)[19]
        == " Test s… │ navigation │ push(left) [auto] │ presenting │ ‖ 50% │ 0.18 / 0.35 s │ 1× │ ? help")
  }

  @Test func theStatusLineKeepsProgressAndTimeAtEveryWidth() {
    var previous = Int.max
    for columns in (20...140).reversed() {
      let (canvas, _) = render(columns: columns, rows: 12, change: { $0.loop = true })
      let line = glyphLines(canvas)[11]
      #expect(line.unicodeScalars.count == columns)
      #expect(
        line.contains("‖ 50%") && (line.contains("0.15 / 0.31 s") || line.contains("0.15/0.31")),
        "at \(columns): \(line)")
      let parts = line.split(separator: "│").count
      #expect(parts <= previous, "narrower shows more parts at \(columns)")
      previous = parts
    }
    let (wide, _) = render(columns: 140, rows: 12)
    #expect(glyphLines(wide)[11].contains("Test scene │ modal │ fade [auto] │ presenting"))
    let (mid, _) = render(columns: 64, rows: 12)
    #expect(glyphLines(mid)[11].hasPrefix(" Test scene │ modal │ fade [auto] │ ‖ 50% │ 0.15 / 0.31 s"))
  }

  @Test func sceneNamesCannotWriteEscapeSequences() {
    let hostile = testScene(name: "evil\u{1B}[2J\u{7}name")
    let plan = Planner.plan(hostile)
    let canvas = PlayerView.render(
      state: PlayerState(scene: hostile), plan: plan, layout: PlayerLayout(columns: 100, rows: 12),
      unicode: true)
    #expect(glyphLines(canvas)[11].hasPrefix(" evil [2J name │ modal"))
  }

  @Test func aTooSmallTerminalSaysSo() {
    let (canvas, _) = render(columns: 15, rows: 6)
    let expected = [
      "               ",
      "   terminal    ",
      "   too small   ",
      "     15×6      ",
      "   need 20×8   ",
      "               ",
    ]
    #expect(glyphLines(canvas) == expected, "\(describe(glyphLines(canvas), expected))")
    #expect(PlayerLayout(columns: 19, rows: 30).tooSmall)
    #expect(PlayerLayout(columns: 100, rows: 7).tooSmall)
    #expect(!PlayerLayout(columns: 20, rows: 8).tooSmall)
  }

  @Test func helpListsEveryKeyInABox() {
    // Two columns at 100 × 30: every key fits.
    let (canvas, _) = render(columns: 100, rows: 30, change: { $0.showHelp = true })
    let text = glyphLines(canvas).joined(separator: "\n")
    for key in [
      "← / →", "Shift+← / →", "PgUp / PgDn", "Home End 0–9", "space", "r ", "Enter",
      "Backspace", "m / n / t", "a / A", "d / b", "< > / { }", "c / f", "- / +", "l ", "s ", "Tab / Shift+Tab", "i ",
      "T ", "z / x", "e ", "u / U", "w ", "Ctrl-L", "↑ / ↓", "mouse", "Esc ", "q ", ", / .", "/ ",
    ] {
      #expect(text.contains(" " + key), "help lacks \(key)")
    }
    #expect(text.contains("┌───"))
    #expect(text.contains("any key closes this help"))
  }

  @Test func statsShowOnTheTopRow() {
    let (canvas, _) = render(
      columns: 60, rows: 12, change: { $0.showStats = true }, stats: "frame 1.00 ms")
    #expect(glyphLines(canvas)[0] == " frame 1.00 ms" + String(repeating: " ", count: 46))
    let (hidden, _) = render(columns: 60, rows: 12, stats: "frame 1.00 ms")
    #expect(!glyphLines(hidden)[0].contains("frame"))
  }

  @Test func theBarIsColouredUpToThePlayhead() {
    let (canvas, _) = render(columns: 41, rows: 12, progress: 0.25)
    let bar = PlayerLayout(columns: 41, rows: 12).barRow
    #expect(canvas[9, bar].foreground == PlayerView.Style.accent)
    #expect(canvas[10, bar].glyph == "●")
    #expect(canvas[11, bar].foreground == PlayerView.Style.barRest)
  }
}

/// The player draws every frame with the same buffers (sampler, frame, raster, canvas); each
/// screen must be the one drawn afresh, whatever came before: other progress, the arc overlay
/// on and off, the z-order view, another terminal size, another plan.
@Suite struct PlayerViewBuffersTests {
  @Test func screensDrawnWithReusedBuffersAreTheScreensDrawnAfresh() {
    let scene = testScene()
    var other = testScene(name: "Other")
    other.to.subviews[1].frame = Rect(x: 5, y: 5, width: 90, height: 20)
    var buffers = PlayerView.Buffers()
    var plan = Planner.plan(scene)
    let steps: [(progress: Double, arcs: Bool, zOrder: Bool, columns: Int, rows: Int, other: Bool)] = [
      (0.5, false, false, 40, 12, false), (0.1, true, false, 40, 12, false),
      (0.9, true, false, 40, 12, false), (0.3, false, true, 40, 12, false),
      (0.6, true, false, 60, 20, false), (0.6, true, false, 60, 20, true),
      (0.2, false, false, 60, 20, true), (1, true, false, 40, 12, false),
    ]
    var usingOther = false
    for (n, step) in steps.enumerated() {
      if step.other != usingOther {
        usingOther = step.other
        plan = Planner.plan(usingOther ? other : scene)
        buffers.planChanged()
      }
      var state = PlayerState(scene: usingOther ? other : scene)
      state.progress = step.progress
      state.arcs = step.arcs
      state.zOrder = step.zOrder
      let layout = PlayerLayout(columns: step.columns, rows: step.rows)
      let reused = PlayerView.screen(
        state: state, plan: plan, layout: layout, unicode: true, buffers: &buffers)
      let fresh = PlayerView.screen(state: state, plan: plan, layout: layout, unicode: true)
      #expect(reused.canvas == fresh.canvas, "step \(n)")
      #expect(reused.frame == fresh.frame, "step \(n)")
      #expect(reused.raster?.cellOwners == fresh.raster?.cellOwners, "step \(n)")
    }
  }
}
