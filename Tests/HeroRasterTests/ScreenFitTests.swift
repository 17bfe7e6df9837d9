import Testing

@testable import HeroRaster

@Suite struct ScreenFitTests {
  @Test func aTallScreenFitsTheHeightAndIsCentred() {
    // 100×40 cells = 100×80 pixels; 375×667 fits by height: 80/667 px per point.
    let fit = ScreenFit(screen: (375, 667), columns: 100, rows: 40)
    #expect(abs(fit.scale - 80.0 / 667) < 1e-12)
    #expect(fit.originY == 0)
    let width: Double = 375 * 80.0 / 667
    let expected: Double = ((100 - width) / 2).rounded(.down)
    #expect(fit.originX == expected)
  }

  @Test func pixelCentresMapBackToScreenPoints() {
    let fit = ScreenFit(screen: (100, 100), columns: 50, rows: 25)
    let p = fit.point(pixelX: 0, pixelY: 0)
    #expect(p.x == 1 && p.y == 1)
    #expect(fit.cell(x: 99, y: 99)! == (49, 24))
    #expect(fit.cell(x: 120, y: 0) == nil)
  }
}
