import Foundation
import HeroPlanner
import HeroPreviewer
import HeroScene
import Testing

@testable import HeroANSI

/// The encoder on real previewer frames: the built-in demo and the scene gallery played to the
/// end at 60 Hz, every frame's bytes applied to a terminal model (which must then show the
/// frame) and held to the shortest reading-order encoding of the same change.
@Suite struct FrameEncoderGalleryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The demo `heroscope` plays without a scene, read from its source (the executable's
  /// module cannot be imported here).
  static func demo() throws -> Scene {
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/heroscope/DemoScene.swift"), encoding: .utf8)
    let parts = source.components(separatedBy: "\"\"\"")
    try #require(parts.count >= 3)
    let json = parts[1].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    return try SceneLoader.load(json: json, fileName: "demo")
  }

  static let gallery: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Scenes").path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()

  /// Plays `scene` from start to end; the backend's frames.
  static func play(
    _ scene: Scene, columns: Int, rows: Int, mode: ColorMode, minimumEvery: Int = 1
  ) throws -> EncodingBackend {
    let backend = EncodingBackend(
      columns: columns, rows: rows,
      capabilities: TerminalCapabilities(colorMode: mode, unicode: true))
    backend.minimumEvery = minimumEvery
    let state = PlayerState(scene: scene, autoplay: true, exitAfterPlay: true)
    try Player(scene: scene, state: state, backend: backend).run()
    return backend
  }

  static func check(_ backend: EncodingBackend, _ name: String) {
    #expect(backend.problems.isEmpty, "\(name): \(backend.problems.prefix(3))")
    #expect(!backend.frames.isEmpty, "\(name)")
    for (k, frame) in backend.frames.enumerated() {
      guard let minimum = frame.minimum else { continue }
      #expect(frame.bytes >= minimum, "\(name) frame \(k)")
      #expect(
        Double(frame.bytes) <= 1.15 * Double(minimum),
        "\(name) frame \(k): \(frame.bytes) bytes, minimum \(minimum)")
    }
  }

  @Test(arguments: ColorMode.allCases)
  func theDemoIsDrawnExactlyWithinFifteenPercentOfTheMinimum(mode: ColorMode) throws {
    Self.check(try Self.play(try Self.demo(), columns: 120, rows: 40, mode: mode), "demo \(mode)")
  }

  /// Every frame checked on the terminal model; the minimum on every fifth (it takes a
  /// dynamic program per frame).
  @Test(arguments: gallery)
  func everyGallerySceneIsDrawnExactlyWithinFifteenPercentOfTheMinimum(_ file: String) throws {
    let scene = try SceneLoader.load(path: Self.root.appendingPathComponent("Scenes/\(file)").path)
    Self.check(
      try Self.play(scene, columns: 80, rows: 24, mode: .palette256, minimumEvery: 5), file)
  }
}
