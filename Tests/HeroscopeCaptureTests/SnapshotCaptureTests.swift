import Foundation
@preconcurrency @testable import Hero
import HeroImage
import HeroPlanner
import HeroScene
@testable import HeroscopeCapture
import HeroTestSupport
import Testing
import UIKit

/// The capture's pictures of each view (issue 34 §3), through the stand-ins: the stand-in
/// renderer (`CALayer.render(in:)` in Tests/CaptureStandIns) paints each view's background
/// colour and its visible subviews', so every pixel of a snapshot is known. Serialized: the
/// plugin is process-wide, as in an app.
@MainActor
@Suite(.serialized)
struct SnapshotCaptureTests {
  static let white: UInt32 = 0xffffff
  static let blue: UInt32 = 0x1565c0
  static let green: UInt32 = 0x2e7d32
  static let orange: UInt32 = 0xef6c00
  static let magenta: UInt32 = 0xd81b60

  /// A white screen with a blue card (it fades: a state of its own, at alpha 0.5 and with
  /// rounded corners) holding a still green row (no state: part of the card's picture), an
  /// orange dot that scales on its own (hidden from the card's picture) and a magenta badge
  /// Hero does not see (`isHeroEnabled = false`: in the picture, never a view of the scene).
  static func transition() -> (StandInTransition, card: UIView) {
    let row = Build.view("row", CGRect(x: 10, y: 10, width: 100, height: 20), color: green)
    let dot = Build.view(
      "dot", CGRect(x: 150, y: 10, width: 20, height: 20), color: orange,
      modifiers: [.scale(0.5)])
    let badge = Build.view("badge", CGRect(x: 10, y: 60, width: 40, height: 30), color: magenta)
    badge.hero.isEnabled = false
    let card = Build.view(
      "card", CGRect(x: 20, y: 100, width: 200, height: 100), color: blue, cornerRadius: 12,
      modifiers: [.fade], subviews: [row, dot, badge])
    card.alpha = 0.5
    let from = BuiltViewController { Build.screen("start", color: white, subviews: [card]) }
    let to = BuiltViewController { Build.screen("end", color: white, subviews: []) }
    return (StandInTransition(from: from, to: to), card)
  }

  /// Runs the transition with the capture on (`start`'s default) into a fresh folder.
  static func capture(_ transition: StandInTransition, snapshots: Bool? = nil) throws -> (
    folder: URL, scene: URL
  ) {
    let folder = try temporaryDirectory("snapshots")
    if let snapshots {
      HeroscopeCapture.start(directory: folder, snapshots: snapshots)
    } else {
      HeroscopeCapture.start(directory: folder)
    }
    defer {
      HeroscopeCapture.stop()
      HeroscopeCapture.start(directory: nil)
      HeroscopeCapture.stop()
    }
    transition.run()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let scene = try #require(files.first { $0.hasSuffix(".json") }, "\(files)")
    return (folder, folder.appendingPathComponent(scene))
  }

  static func pixel(_ hex: UInt32) -> RGBAImage.Pixel {
    RGBAImage.Pixel(
      red: UInt8((hex >> 16) & 0xff), green: UInt8((hex >> 8) & 0xff), blue: UInt8(hex & 0xff))
  }

  @Test func eachViewsPictureIsWrittenByDefaultBesideTheSceneNamedByItsPath() throws {
    let (folder, scene) = try Self.capture(Self.transition().0)
    let stem = scene.deletingPathExtension().lastPathComponent
    let pictures = folder.appendingPathComponent(stem + ".snapshots")
    let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
    // Every view of the scene (the badge is none), and nothing else in the capture folder.
    #expect(
      files == [
        "from.png", "from.views[0].png", "from.views[0].views[0].png", "from.views[0].views[1].png",
        "to.png",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    // The scene names each picture relative to itself.
    let loaded = try SceneLoader.load(path: scene.path)
    #expect(loaded.from.snapshot == stem + ".snapshots/from.png")
    #expect(loaded.from.subviews[0].snapshot == stem + ".snapshots/from.views[0].png")
    #expect(
      loaded.from.subviews[0].subviews[1].snapshot == stem + ".snapshots/from.views[0].views[1].png")
    #expect(loaded.to.snapshot == stem + ".snapshots/to.png")
    #expect(loaded.capture?.notCaptured?.contains("pixels") == false)
  }

  @Test func aPictureIsTheViewAtTheScreensScaleWithoutItsAlphaOrCornersAndItsMovingSubviewsHidden()
    throws
  {
    let (transition, card) = Self.transition()
    let (folder, scene) = try Self.capture(transition)
    let stem = scene.deletingPathExtension().lastPathComponent
    let file = folder.appendingPathComponent(stem + ".snapshots/from.views[0].png").path
    let image = try ImageDecoder.decode(contentsOfFile: file)
    // 200×100 points at the stand-in screen's scale, 2.
    #expect(image.width == 400 && image.height == 200)
    // Opaque blue up to the corner (cornerRadius and alpha are off while Hero photographs).
    #expect(image[0, 0] == Self.pixel(Self.blue))
    #expect(image[399, 199] == Self.pixel(Self.blue))
    // The still row and the badge Hero does not see are part of the picture.
    #expect(image[(10 + 50) * 2, (10 + 10) * 2] == Self.pixel(Self.green))
    #expect(image[(10 + 20) * 2, (60 + 15) * 2] == Self.pixel(Self.magenta))
    // The dot animates on its own: hidden from its parent's picture, drawn in its own.
    #expect(image[(150 + 10) * 2, (10 + 10) * 2] == Self.pixel(Self.blue))
    let dot = try ImageDecoder.decode(
      contentsOfFile: folder.appendingPathComponent(stem + ".snapshots/from.views[0].views[1].png")
        .path)
    #expect(dot.width == 40 && dot[20, 20] == Self.pixel(Self.orange))
    // The screen's picture leaves the fading card out.
    let screen = try ImageDecoder.decode(
      contentsOfFile: folder.appendingPathComponent(stem + ".snapshots/from.png").path)
    // 667 points tall at 2 would be 1,334 pixels: capped at 1,024.
    #expect(screen.width == 576 && screen.height == 1024)
    let s = 1024.0 / 667
    #expect(screen[Int(120 * s), Int(150 * s)] == Self.pixel(Self.white))
    // The app's views are as they were.
    #expect(card.alpha == 0.5)
    #expect(card.layer.cornerRadius == 12)
    #expect(card.subviews[1].alpha == 1)
  }

  @Test func aPictureIsAtMost1024PixelsOnItsLongSide() throws {
    let wide = Build.view(
      "wide", CGRect(x: 0, y: 0, width: 3000, height: 100), color: Self.green, modifiers: [.fade])
    let from = BuiltViewController { Build.screen("start", color: Self.white, subviews: [wide]) }
    let to = BuiltViewController { Build.screen("end", color: Self.white, subviews: []) }
    let (folder, scene) = try Self.capture(StandInTransition(from: from, to: to))
    let stem = scene.deletingPathExtension().lastPathComponent
    let image = try ImageDecoder.decode(
      contentsOfFile: folder.appendingPathComponent(stem + ".snapshots/from.views[0].png").path)
    // 3000 pt at 1024/3000 pixels a point: 1024 by 34.1, rounded up.
    #expect(image.width == 1024)
    #expect(image.height == 35)
  }

  @Test func snapshotsFalseWritesTheSceneAlone() throws {
    let (folder, scene) = try Self.capture(Self.transition().0, snapshots: false)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    let loaded = try SceneLoader.load(path: scene.path)
    #expect(loaded.from.snapshot == nil)
    #expect(loaded.from.subviews[0].snapshot == nil)
    #expect(loaded.capture?.notCaptured?.hasPrefix("views' pixels") == true)
  }

  @Test func heroscopeDrawsTheCapturedPictureInPlaceOfTheBox() throws {
    let (folder, scene) = try Self.capture(Self.transition().0)
    let png = folder.appendingPathComponent("frame.png").path
    let result = try BinaryRunner.run(
      ["frame", scene.path, "--progress", "0", "--format", "png", "--scale", "1", "-o", png])
    try #require(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let image = try ImageDecoder.decode(contentsOfFile: png)
    #expect(image.width == 375 && image.height == 667)
    // The badge is in no view of the scene, only in the card's picture: heroscope drew it, at
    // the card's opacity (0.5) over the white screen.
    let badge = image[20 + 30, 100 + 75]
    let expected = Self.pixel(Self.magenta)
    for (got, want) in [
      (badge.red, expected.red), (badge.green, expected.green), (badge.blue, expected.blue),
    ] {
      let over = (Double(want) * 0.5 + 255 * 0.5).rounded()
      #expect(abs(Double(got) - over) <= 2, "badge pixel \(badge)")
    }
    // Cut to the rounded bounds: the card's corner pixel is the screen's white.
    #expect(image[20, 100] == Self.pixel(Self.white))
  }

  @Test func aMissingSnapshotIsAWarningAtItsLineAndColumnAndTheViewKeepsItsBox() throws {
    let (folder, scene) = try Self.capture(Self.transition().0)
    let stem = scene.deletingPathExtension().lastPathComponent
    try FileManager.default.removeItem(
      at: folder.appendingPathComponent(stem + ".snapshots/from.views[0].png"))
    let text = try String(contentsOf: scene, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("from.views[0].png") }) + 1
    let column = try #require(lines[line - 1].range(of: "\"" + stem)).lowerBound
    let columnNumber = lines[line - 1].distance(from: lines[line - 1].startIndex, to: column) + 1
    let check = try BinaryRunner.run(["check", scene.path])
    let said = check.stdout + check.stderr
    #expect(
      said.contains(
        "from.views[0].snapshot: line \(line), column \(columnNumber): warning: snapshot file '"
          + stem + ".snapshots/from.views[0].png' cannot be read"), "\(said)")
    #expect(said.contains("[image-not-found]"), "\(said)")
    let frame = try BinaryRunner.run(["frame", scene.path, "--progress", "0"])
    #expect(frame.status == 0)
    #expect(frame.stderr.contains("from.views[0].snapshot: line \(line), column \(columnNumber)"))
  }
}
