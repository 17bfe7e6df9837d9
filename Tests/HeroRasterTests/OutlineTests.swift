import HeroPlanner
import Testing

@testable import HeroRaster

@Suite struct OutlineTests {
  @Test func theSelectionIsOutlined() {
    let f = frame([box("a", 4, 4, 12, 12, color: .black)])
    let plain = Rasteriser.render(f, columns: 20, rows: 10).canvas
    let outlined = Rasteriser.render(
      f, columns: 20, rows: 10, options: RasterOptions(highlights: [ViewRef(.to, 0): .selected])
    ).canvas
    #expect(plain != outlined)
    #expect(outlined[4, 5].background == RGB(255, 214, 0) || outlined[4, 5].foreground == RGB(255, 214, 0))
  }
}
