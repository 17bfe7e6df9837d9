import HeroPlanner
import Testing

@testable import HeroRaster

/// The picture in pixels behind `frame --format png` and `record -o FILE.gif|.png`: its size at
/// a scale, the labels in the project's bitmap font, and the recording's schedule.
@Suite struct PictureWriterTests {
  /// A 200 × 100 screen: a white box holding a black label "HI" at 1 pixel a point.
  static func labelled(_ text: String, textColor: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0))
    -> Frame
  {
    var label = SceneView(
      name: "title", frame: Rect(x: 50, y: 25, width: 100, height: 50), color: .white, text: text)
    label.textColor = textColor
    let scene = Scene(
      size: Size(width: 200, height: 100),
      from: SceneView(frame: .zero, color: .white, subviews: [label]),
      to: SceneView(frame: .zero, color: .white))
    return Planner.plan(scene).sample(at: 0)
  }

  static func dark(_ bytes: [UInt8], width: Int) -> [(x: Int, y: Int)] {
    stride(from: 0, to: bytes.count, by: 4).compactMap { i in
      bytes[i] < 128 ? ((i / 4) % width, (i / 4) / width) : nil
    }
  }

  @Test func aPictureIsTheScreenAtTheScaleRoundedUp() {
    let fit = PictureWriter.fit(screen: (375, 667), scale: 0.25)
    #expect(fit.pixelWidth == 94 && fit.pixelHeight == 167)
    let two = PictureWriter.fit(screen: (375, 667), scale: 2)
    #expect(two.pixelWidth == 750 && two.pixelHeight == 1334)
    let focus = PictureWriter.fit(
      screen: (375, 667), scale: 2, viewport: Rect(x: 10, y: 10, width: 100, height: 50))
    #expect(focus.pixelWidth == 200 && focus.pixelHeight == 100)
  }

  /// "HI" at 1 pixel a point: glyph pixels of 2 × 2 (12 / 7 rounded), two glyphs 12 apart less
  /// the 2-pixel gap: a block of 22 × 14 pixels, 89…110 × 43…56, centred on the box's centre
  /// (100, 50); the I's ink ends a glyph pixel short of its cell (columns 1…3 of 0…4): 108.
  @Test func aLabelIsCentredInItsBoxInItsColour() {
    let frame = Self.labelled("HI")
    let fit = PictureWriter.fit(screen: (200, 100), scale: 1)
    var buffers = RasterBuffers()
    let bytes = PictureWriter.rgba(frame, fit: fit, buffers: &buffers)
    let ink = Self.dark(bytes, width: 200)
    let xs = ink.map(\.x)
    let ys = ink.map(\.y)
    #expect(xs.min() == 89 && xs.max() == 108)
    #expect(ys.min() == 43 && ys.max() == 56)
    let plain = PictureWriter.rgba(frame, fit: fit, labels: false, buffers: &buffers)
    #expect(Self.dark(plain, width: 200).isEmpty)
  }

  /// A label longer than its box keeps the characters that fit; none is drawn outside it.
  @Test func aLongLabelIsCutToItsBox() {
    let frame = Self.labelled(String(repeating: "W", count: 40))
    let fit = PictureWriter.fit(screen: (200, 100), scale: 1)
    var buffers = RasterBuffers()
    let ink = Self.dark(PictureWriter.rgba(frame, fit: fit, buffers: &buffers), width: 200)
    #expect(!ink.isEmpty)
    #expect(ink.allSatisfy { (50..<150).contains($0.x) && (25..<75).contains($0.y) })
  }

  @Test func charactersBeyondASCIIAreQuestionMarks() {
    #expect(PixelLabels.rows("é") == PixelLabels.rows("?"))
    #expect(PixelLabels.rows("\u{1B}") == PixelLabels.rows("?"))
    #expect(PixelLabels.rows("A") != PixelLabels.rows("?"))
    #expect(PixelLabels.glyphs.count == 95)
  }

  /// Half speed at 10 frames a second doubles the playback; the hold stays half a second; at
  /// speed 1 both clocks agree.
  @Test func theScheduleFollowsSpeedAndFramesPerSecond() {
    var label = SceneView(name: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
    label.heroID = "a"
    var other = label
    other.frame = Rect(x: 100, y: 50, width: 10, height: 10)
    let scene = Scene(
      size: Size(width: 200, height: 100),
      from: SceneView(frame: .zero, color: .white, subviews: [label]),
      to: SceneView(frame: .zero, color: .white, subviews: [other]))
    let plan = Planner.plan(scene)
    let total = plan.totalDuration
    let half = RecordingSchedule(plan, fps: 10, speed: 0.5)
    #expect(half.moments.count == Int((total / 0.5 * 10).rounded(.up)) + 1)
    #expect(abs((half.moments.last?.playback ?? 0) - total / 0.5) < 1e-9)
    #expect(abs((half.moments.last?.transition ?? 0) - total) < 1e-9)
    #expect(abs(half.durations.reduce(0, +) - (total / 0.5 + RecordingLimit.hold)) < 1e-9)
    let one = RecordingSchedule(plan, fps: 30)
    #expect(one.moments.allSatisfy { $0.playback == $0.transition })
    let back = RecordingSchedule(plan, fps: 30, pingPong: true)
    #expect(back.moments.last?.transition == 0)
  }
}
