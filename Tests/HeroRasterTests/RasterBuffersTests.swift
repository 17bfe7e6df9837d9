import HeroPlanner
import Testing

@_spi(Panels) @testable import HeroRaster

/// Rendering into reused storage (the previewer's 60 Hz path) draws exactly what a fresh render
/// draws, frame after frame: when the size changes, when the arcs stay (the overlay's dots are
/// kept) and when they move.
@Suite struct RasterBuffersTests {
  /// Arcs the overlay tests draw: one, another in its place, and one with a NaN point.
  let arc = Arc(start: Point(x: 2, y: 2), control: Point(x: 18, y: 2), end: Point(x: 18, y: 18))
  let moved = Arc(start: Point(x: 2, y: 18), control: Point(x: 2, y: 2), end: Point(x: 18, y: 2))
  let broken = Arc(start: Point(x: .nan, y: 2), control: Point(x: 9, y: 9), end: Point(x: 18, y: 2))
  /// A frame of random layers; every third carries an arc, the same ones while `arcSeed` is.
  static func randomFrame(seed: UInt64, arcSeed: UInt64) -> Frame {
    var rng = SplitMix64(seed: seed)
    var arcs = SplitMix64(seed: arcSeed)
    var layers: [FrameLayer] = []
    for i in 0..<40 {
      var layer = LayerPainterSpanTests.randomLayer(&rng)
      if i % 3 == 0 {
        func point() -> Point {
          Point(x: .random(in: -20...220, using: &arcs), y: .random(in: -20...240, using: &arcs))
        }
        layer.arc = Arc(start: point(), control: point(), end: point())
        layer.arcFraction = .random(in: 0...1, using: &rng)
        layer.text = "label \(i)"
      }
      layers.append(layer)
    }
    return frame(layers, width: 200, height: 220)
  }

  @Test func reusedBuffersDrawWhatAFreshRenderDraws() {
    var buffers = RasterBuffers()
    var raster = Raster()
    // Same arcs for a few frames, then others; sizes change in between.
    let steps: [(seed: UInt64, arcSeed: UInt64, columns: Int, rows: Int)] = [
      (1, 7, 80, 24), (2, 7, 80, 24), (3, 7, 80, 24), (4, 8, 80, 24), (5, 8, 33, 17),
      (6, 8, 33, 17), (7, 9, 200, 60), (8, 9, 200, 60), (9, 9, 80, 24),
    ]
    for step in steps {
      let f = Self.randomFrame(seed: step.seed, arcSeed: step.arcSeed)
      let options = RasterOptions(arcs: true, labels: true, highlights: [ViewRef(.to, 0): .selected])
      let fresh = Rasteriser.render(f, columns: step.columns, rows: step.rows, options: options)
      Rasteriser.render(
        f, columns: step.columns, rows: step.rows, options: options, buffers: &buffers, into: &raster)
      #expect(raster.canvas == fresh.canvas, "frame \(step.seed) at \(step.columns)x\(step.rows)")
      #expect(raster.cellOwners == fresh.cellOwners, "frame \(step.seed)")
      #expect(raster.fit == fresh.fit)
    }
  }

  @Test func cellsBesideTheScreenAreTheContainersAsEveryPixelSays() {
    // Without highlights only the screen's columns are looked at; a highlight of a view that
    // is not in the frame makes the rasteriser look at every pixel, and draws nothing.
    let nowhere: [ViewRef: Highlight] = [ViewRef(.from, 999): .selected]
    for (seed, size) in [(1, (80, 24)), (2, (200, 60)), (3, (33, 40)), (4, (400, 120))] {
      let f = Self.randomFrame(seed: UInt64(seed), arcSeed: 1)
      let screen = Rasteriser.render(f, columns: size.0, rows: size.1)
      let every = Rasteriser.render(
        f, columns: size.0, rows: size.1, options: RasterOptions(highlights: nowhere))
      #expect(screen.canvas == every.canvas, "frame \(seed) at \(size)")
      #expect(screen.cellOwners == every.cellOwners, "frame \(seed) at \(size)")
    }
  }

  @Test func reusedBuffersWithOutlinesNowAndThenDrawWhatAFreshRenderDraws() {
    // Outlines paint beside the screen; the frames after them (without) neither reset nor read
    // those pixels, and must still draw the container there.
    var buffers = RasterBuffers()
    var raster = Raster()
    let outlined = RasterOptions(highlights: [ViewRef(.to, 0): .selected])
    for (seed, highlights) in [(1, true), (2, false), (3, true), (4, true), (5, false), (6, false)] {
      // Layers reaching beyond the screen, outlined with the view they all share.
      let f = Self.randomFrame(seed: UInt64(seed), arcSeed: 1)
      let options = highlights ? outlined : RasterOptions()
      let fresh = Rasteriser.render(f, columns: 120, rows: 30, options: options)
      Rasteriser.render(f, columns: 120, rows: 30, options: options, buffers: &buffers, into: &raster)
      #expect(raster.canvas == fresh.canvas, "frame \(seed)")
      #expect(raster.cellOwners == fresh.cellOwners, "frame \(seed)")
    }
  }

  @Test func framesWithTheLastFramesArcsDrawWhatAFreshRenderDraws() {
    // The overlay skips its update when a frame's arcs are the last frame's, in order; a NaN
    // arc never equals itself, so a frame holding one is counted in again.
    expectReusedBuffersDrawFreshFrames([
      [arc, moved], [arc, moved], [moved, arc], [moved, arc], [moved], [broken], [broken], [],
      [], [arc], [arc],
    ])
  }

  @Test func theArcOverlayFollowsArcsThatComeGoAndRepeat() {
    // The same arc on two layers, one of them going; arcs replaced; none; a NaN arc twice.
    expectReusedBuffersDrawFreshFrames([
      [arc], [arc, arc], [arc, moved], [moved], [], [arc], [broken, arc], [broken], [moved, arc],
    ])
  }

  /// Draws a frame of boxes with each list of arcs in turn into the same buffers and raster, and
  /// expects each to be what a fresh render draws.
  func expectReusedBuffersDrawFreshFrames(_ frames: [[Arc]]) {
    var buffers = RasterBuffers()
    var raster = Raster()
    for (n, arcs) in frames.enumerated() {
      let f = frame(arcs.map { box("a", 8, 8, 4, 4, arc: $0) })
      Rasteriser.render(
        f, columns: 20, rows: 10, options: RasterOptions(arcs: true), buffers: &buffers,
        into: &raster)
      let fresh = Rasteriser.render(f, columns: 20, rows: 10, options: RasterOptions(arcs: true))
      #expect(raster.canvas == fresh.canvas, "frame \(n)")
    }
  }
}
