import HeroPlanner
import HeroRaster
import Testing

@testable import HeroPreviewer

/// `f` frames the picture on the selected view and its partner, start to end; `f` again shows
/// the whole screen (issue 32 §4).
@Suite struct FocusTests {
  @Test func fFramesTheSelectedViewAndAgainShowsTheWholeScreen() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.character("f")) == .redraw)
    #expect(state.focused == nil)
    #expect(state.alert?.contains("select one first") == true)
    state.selected = ViewRef(.to, 1)
    #expect(state.handle(.character("f")) == .redraw)
    #expect(state.focused == ViewRef(.to, 1))
    #expect(state.handle(.character("f")) == .redraw)
    #expect(state.focused == nil)
  }

  @Test func aFramedPictureShowsTheViewLargerAndScrubbingStillWorks() throws {
    let scene = testScene()
    var state = PlayerState(scene: scene)
    let plan = Planner.plan(scene, options: state.plannerOptions)
    // The card fades in at the bottom: framed, it fills more of the picture.
    let box = try #require(plan.views.first { $0.name == "card" }).ref
    state.selected = box
    state.progress = 1
    let layout = PlayerLayout(columns: 80, rows: 24)
    func owned(_ state: PlayerState) -> Int {
      let screen = PlayerView.screen(state: state, plan: plan, layout: layout, unicode: true)
      guard let raster = screen.raster else { return 0 }
      return raster.cellOwners.indices.filter {
        raster.cellOwners[$0] >= 0 && screen.frame?.layers[Int(raster.cellOwners[$0])].view == box
      }.count
    }
    let whole = owned(state)
    _ = state.handle(.character("f"))
    let framed = owned(state)
    #expect(framed > whole, "framed \(framed) cells, whole \(whole)")
    // The rectangle covers the view at both ends: scrubbing keeps it in the picture.
    for progress in [0.6, 0.8, 1.0] {
      state.progress = progress
      #expect(owned(state) > 0, "at \(progress)")
    }
    let rect = try #require(plan.focusRect(on: box))
    #expect(rect.minX >= 0 && rect.minY >= 0)
    #expect(rect.maxX <= plan.screenSize.width && rect.maxY <= plan.screenSize.height)
  }

  @Test func theViewportIsFittedAsTheScreenWouldBe() {
    let whole = ScreenFit(screen: (200, 400), columns: 40, rows: 20)
    let part = ScreenFit(
      screen: (200, 400), columns: 40, rows: 20, viewport: Rect(x: 50, y: 100, width: 100, height: 200))
    #expect(part.scaleX == whole.scaleX * 2)
    // The viewport's corners land where the whole screen's corners did.
    let a = part.pixel(x: 50, y: 100)
    let b = whole.pixel(x: 0, y: 0)
    #expect(abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1)
    #expect(part.cell(x: 0, y: 0) == nil)
  }
}
