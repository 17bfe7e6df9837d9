import Foundation
import HeroPlanner
import Testing

@testable import HeroScene

@Suite struct SceneLoaderTests {
  /// The example in DESIGN.md, "Scene format".
  static let designExample = """
    {
      "name": "Match",
      "description": "Two views share a heroID; Hero moves one into the other.",
      "size": [375, 667],
      "container": "modal",
      "presenting": true,
      "animation": { "modal": "auto", "navigation": "auto", "tab": "auto" },
      "containerColor": "#000000",
      "from": {
        "color": "#ffffff",
        "views": [
          { "name": "red", "heroID": "ironMan", "frame": [20, 80, 100, 100], "color": "#e53935" },
          { "name": "black", "heroID": "batMan", "frame": [200, 80, 100, 100], "color": "#212121" }
        ]
      },
      "to": {
        "color": "#ffffff",
        "views": [
          { "name": "red", "heroID": "ironMan", "frame": [0, 300, 375, 200], "color": "#e53935",
            "modifiers": "arc" },
          { "name": "white", "frame": [40, 40, 80, 80], "color": "#fafafa",
            "modifiers": "translate(0, 100) fade" }
        ]
      }
    }
    """

  private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> RGBAColor {
    RGBAColor(red: r / 255, green: g / 255, blue: b / 255)
  }

  @Test func loadsTheDesignExampleExactly() throws {
    let scene = try SceneLoader.load(json: Self.designExample, fileName: "Scenes/match.json")
    let screen = Rect(x: 0, y: 0, width: 375, height: 667)
    let red = Self.rgb(0xE5, 0x39, 0x35)
    let expected = Scene(
      name: "Match", description: "Two views share a heroID; Hero moves one into the other.",
      size: Size(width: 375, height: 667), container: .modal, presenting: true,
      animation: [.modal: .auto, .navigation: .auto, .tab: .auto], containerColor: .black,
      from: SceneView(
        frame: screen, color: .white,
        subviews: [
          SceneView(
            name: "red", heroID: "ironMan", frame: Rect(x: 20, y: 80, width: 100, height: 100),
            color: red, sourcePath: "from.views[0]"),
          SceneView(
            name: "black", heroID: "batMan", frame: Rect(x: 200, y: 80, width: 100, height: 100),
            color: Self.rgb(0x21, 0x21, 0x21), sourcePath: "from.views[1]"),
        ], sourcePath: "from"),
      to: SceneView(
        frame: screen, color: .white,
        subviews: [
          SceneView(
            name: "red", heroID: "ironMan", frame: Rect(x: 0, y: 300, width: 375, height: 200),
            color: red, modifiers: [.arc(intensity: 1)], sourcePath: "to.views[0]"),
          SceneView(
            name: "white", frame: Rect(x: 40, y: 40, width: 80, height: 80),
            color: Self.rgb(0xFA, 0xFA, 0xFA),
            modifiers: [.translate(x: 0, y: 100, z: 0), .fade], sourcePath: "to.views[1]"),
        ], sourcePath: "to"))
    #expect(scene == expected)
  }

  @Test func fillsInDefaultsForAMinimalScene() throws {
    let scene = try SceneLoader.load(json: #"{"from": {}, "to": {}}"#, fileName: "Scenes/fade.json")
    let screen = Rect(x: 0, y: 0, width: 375, height: 667)
    #expect(
      scene
        == Scene(
          name: "fade", description: "", size: Size(width: 375, height: 667), container: .modal,
          presenting: true, animation: [:], containerColor: .black,
          from: SceneView(frame: screen, sourcePath: "from"),
          to: SceneView(frame: screen, sourcePath: "to")))
    #expect(scene.animationType(for: .navigation) == .auto)
  }

  @Test(arguments: [
    ("Scenes/match.json", "match"), ("match", "match"), ("a/b.c/scene.v2.json", "scene.v2"),
    (".hidden", ".hidden"), ("dir/", "Untitled"),
  ])
  func namesAnUnnamedSceneAfterItsFile(_ path: String, _ name: String) {
    #expect(SceneLoader.baseName(path) == name)
  }

  @Test func readsEveryTopLevelKey() throws {
    let json = """
      {"name": "N", "description": "D", "size": [320.5, 480], "container": "navigation",
       "presenting": false, "animation": {"navigation": "push(left)",
       "tab": "selectBy(zoom, zoomOut)"}, "containerColor": "darkGray",
       "from": {}, "to": {}}
      """
    let scene = try SceneLoader.load(json: json, fileName: "x.json")
    #expect(scene.name == "N")
    #expect(scene.description == "D")
    #expect(scene.size == Size(width: 320.5, height: 480))
    #expect(scene.container == .navigation)
    #expect(scene.presenting == false)
    #expect(
      scene.animation == [
        .navigation: .push(.left), .tab: .selectBy(presenting: .zoom, dismissing: .zoomOut),
      ])
    #expect(scene.containerColor == RGBAColor(name: "darkGray"))
    #expect(scene.to.frame == Rect(x: 0, y: 0, width: 320.5, height: 480))
  }

  @Test func loadsBytesAndFiles() throws {
    let bytes = Array(Self.designExample.utf8)
    let fromBytes = try SceneLoader.load(data: bytes, fileName: "match.json")
    let fromData = try SceneLoader.load(data: Data(bytes), fileName: "match.json")
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-\(UInt64.random(in: 0...UInt64.max))-match.json")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let fromFile = try SceneLoader.load(path: url.path)
    #expect(fromBytes == fromData)
    #expect(fromFile == fromBytes)
  }

  @Test func namesAFileWithoutANameAfterThePathNotTheDisplayName() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-\(UInt64.random(in: 0...UInt64.max)).json")
    try Data(#"{"from": {}, "to": {"name": 1}}"#.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try SceneLoader.load(path: url.path, displayName: "shown.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "shown.json")
      #expect(error.jsonPath == "to.name")
    }
  }

  @Test func reportsAMissingFileWithTheOSReason() throws {
    do {
      _ = try SceneLoader.load(path: "/nonexistent/heroscope/none.json")
      Issue.record("expected an error")
    } catch {
      #expect(
        error
          == SceneLoadError(
            file: "/nonexistent/heroscope/none.json",
            message: "cannot read the file: no such file or directory"))
    }
  }

  @Test func refusesADirectoryAsNotARegularFile() throws {
    do {
      _ = try SceneLoader.load(path: FileManager.default.temporaryDirectory.path, displayName: "tmp")
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "tmp")
      #expect(error.message == "cannot read the file: it is a directory, not a regular file")
    }
  }

  @Test(arguments: [
    ("", "the file is empty"), (" \n\t\r\n", "the file is empty (only whitespace)"),
  ])
  func reportsAnEmptyFile(_ json: String, _ message: String) throws {
    let error = try #require(loadingError(json, file: "empty.json"))
    #expect(error == SceneLoadError(file: "empty.json", message: message))
  }

  @Test func reportsSyntaxErrorsWithTheFileAndPlace() throws {
    let error = try #require(loadingError("{\"from\": {},\n \"to\": {\"views\": [1,]}}"))
    #expect(
      error
        == SceneLoadError(
          file: "test.json", jsonPath: "to.views[1]", line: 2, column: 21,
          message: "expected a value after ',', found ']' (JSON allows no trailing comma)"))
  }

  @Test func reportsInvalidUTF8AsAnError() throws {
    var bytes = Array(#"{"from": {}, "to": {"name": "ab"}}"#.utf8)
    bytes.insert(0xFF, at: 31)
    do {
      _ = try SceneLoader.load(data: bytes, fileName: "bad.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.jsonPath == "to.name")
      #expect((error.line, error.column) == (1, 32))
      #expect(error.message.hasPrefix("invalid UTF-8: byte 0xFF"))
    }
  }
}
