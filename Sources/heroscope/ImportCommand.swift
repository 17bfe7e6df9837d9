import Foundation
import HeroCommandLine
import HeroPlanner
import HeroScene
import HeroStoryboard

/// `heroscope import FILE.storyboard (--segue ID | --from VC --to VC) [-o FILE.json]`: one
/// transition of a storyboard as scene JSON to edit, which loads and plans as the storyboard.
struct ImportCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "import", abstract: "one transition of a storyboard as scene JSON, to edit",
    usage: ["FILE.storyboard [--segue ID | --from VC --to VC] [-o FILE.json]"],
    discussion: """
      The scene loads and plans as the storyboard's transition does; what the storyboard says
      that a scene does not model is a warning at its line.
      """)

  var files: [String] = []
  var output: String?
  var choice = StoryboardChoice()

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "FILE.storyboard", \.files, count: 1...1, wrongCount: wrongFile,
        help: "an Interface Builder storyboard"
      ).completing(.storyboardFiles),
      .option(
        "-o", "--output", parser: .string("FILE"), \.output,
        help: "where to write the scene (standard output without it)"
      ).completing(.files(extensions: ["json"])),
      .group(\.choice, section: "a storyboard's transition"),
    ]
  }

  static let wrongFile = "import takes one storyboard file (FILE.storyboard)"

  func validate() throws(UsageError) {
    guard files.allSatisfy(SceneInput.isStoryboard) else { throw UsageError(Self.wrongFile) }
    if let output {
      try OutputFile.checkExtension(
        output, known: [".json"], command: "import", writes: "a scene (.json)")
    }
  }

  func run() throws(CommandFailure) -> ExitStatus {
    let loaded = try SceneInput.load(files[0], choice).get()
    for warning in loaded.warnings {
      Output.error(warning.printed(in: files[0]))
    }
    let json = SceneEncoder.json(loaded.scene)
    guard let output else {
      Output.print(json)
      return .ok
    }
    do {
      try OutputFile.write(Array((json + "\n").utf8), to: output, inputs: files)
    } catch {
      Output.error(
        "\(TerminalText.escaped(output)): cannot write the scene: \(TerminalText.escaped(error.reason))"
      )
      return .badInput
    }
    Output.error("wrote \(loaded.displayName) to \(TerminalText.escaped(output))")
    return .ok
  }
}
