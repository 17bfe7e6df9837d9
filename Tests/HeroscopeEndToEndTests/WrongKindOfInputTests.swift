import Foundation
import Testing
import HeroTestSupport

/// A file of another kind given as a scene is named for what it is, not answered with a JSON
/// parser's first complaint; platform names are read in any case (issue 36 §9). Before, each
/// of these printed "expected a value, found …", "unknown key 'scene'" or a bare "no capture in
/// this folder", and `--platform tvos` was refused.
@Suite struct WrongKindOfInputTests {
  private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = try temporaryDirectory() + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [
    ("plan", "Basic.storybaord", "this is an Interface Builder storyboard, but its name does not end in '.storyboard'"),
    ("plan", "README.md", "this reads as text (Markdown?), not a scene"),
    ("frame", "photo.png", "this is a PNG image, not a scene"),
    ("check", "page.html", "this is XML or HTML, not a scene"),
  ])
  func aFileOfAnotherKindIsNamedForWhatItIs(_ command: String, _ name: String, _ message: String)
    throws
  {
    let bytes: [UInt8]
    switch name {
    case "Basic.storybaord":
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: packageFile("Scenes/Main.storyboard"))))
    case "README.md": bytes = Array("# heroscope\n\nA previewer.\n".utf8)
    case "photo.png": bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    default: bytes = Array("<!doctype html>\n<html></html>\n".utf8)
    }
    let path = try file(name, bytes)
    let extra = command == "frame" ? ["--progress", "0.5"] : []
    let result = try BinaryRunner.run([command, path] + extra)
    #expect(result.status == 1, "\(name): exit \(result.status) \(result.stderr)")
    #expect(result.stderr.contains("\(path): "), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
    #expect(!result.stderr.contains("expected a value"), "\(result.stderr)")
  }

  @Test func aSavedPlanGivenAsASceneSaysToUseDiff() throws {
    let plan = try BinaryRunner.run(["plan", "Scenes/match.json", "--json"])
    let path = try file("saved.plan.json", Array(plan.stdout.utf8))
    for command in ["check", "plan"] {
      let result = try BinaryRunner.run([command, path])
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("this is a saved plan (heroscope plan --json), not a scene"))
      #expect(result.stderr.contains("heroscope diff"), "\(result.stderr)")
      #expect(!result.stderr.contains("unknown key 'scene'"), "\(result.stderr)")
    }
  }

  @Test func aFolderOfStoryboardsSaysToNameOne() throws {
    let dir = try temporaryDirectory()
    try FileManager.default.copyItem(
      atPath: packageFile("Scenes/Main.storyboard"), toPath: dir + "/Main.storyboard")
    let result = try BinaryRunner.run(["frame", dir, "--progress", "0.5"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "\(dir): no capture in this folder, which holds storyboards (1): name one, as in \(dir)/Main.storyboard"),
      "\(result.stderr)")
  }

  @Test(arguments: ["tvos", "TVOS", "tvOS", "IOS"])
  func platformNamesAreReadInAnyCase(_ name: String) throws {
    let result = try BinaryRunner.run(["plan", "Scenes/match.json", "--platform", name, "--json"])
    #expect(result.status == 0, "\(name): \(result.stderr)")
    let wrong = try BinaryRunner.run(["plan", "Scenes/match.json", "--platform", "tvOSX"])
    #expect(wrong.status == 2 && wrong.stderr.contains("did you mean 'tvOS'"), "\(wrong.stderr)")
  }
}
