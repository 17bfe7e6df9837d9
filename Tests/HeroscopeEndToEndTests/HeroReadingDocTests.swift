import Foundation
import Testing
import HeroTestSupport

/// The examples of docs/hero-reading.md, run as the page shows them: every output line the
/// page quotes must be printed.
@Suite struct HeroReadingDocTests {
  /// Each ``` block that starts with `$ heroscope …`: the arguments and the lines shown.
  static func examples() throws -> [(arguments: [String], lines: [String])] {
    let url = BinaryRunner.packageRoot.appendingPathComponent("docs/hero-reading.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var examples: [(arguments: [String], lines: [String])] = []
    for block in text.components(separatedBy: "```\n").enumerated() where block.offset % 2 == 1 {
      var lines = block.element.split(separator: "\n").map(String.init)
      guard let command = lines.first, command.hasPrefix("$ heroscope ") else { continue }
      lines.removeFirst()
      examples.append((words(String(command.dropFirst(12))), lines.filter { $0 != "…" }))
    }
    return examples
  }

  /// Shell words: spaces separate, double quotes group.
  static func words(_ line: String) -> [String] {
    var out: [String] = []
    var current = ""
    var quoted = false
    for c in line {
      if c == "\"" {
        quoted.toggle()
      } else if c == " " && !quoted {
        if !current.isEmpty { out.append(current) }
        current = ""
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { out.append(current) }
    return out
  }

  @Test func theExamplesPrintWhatThePageShows() throws {
    let examples = try Self.examples()
    #expect(examples.count == 4)
    for example in examples {
      let result = try BinaryRunner.run(example.arguments)
      #expect(result.status == 0, "\(example.arguments): \(result.stderr)")
      let printed = result.stdout + result.stderr
      for line in example.lines {
        #expect(printed.contains(line), "\(example.arguments) does not print:\n\(line)")
      }
    }
  }

  // What Hero drops is a warning (the app runs it); --strict (issue 25) makes it fail.
  @Test func strictCheckTurnsWhatHeroMisreadsIntoErrors() throws {
    let plain = try BinaryRunner.run(["check", "docs/examples/hero-reading.json"])
    #expect(plain.status == 0)
    let strict = try BinaryRunner.run(["check", "--strict", "docs/examples/hero-reading.json"])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("line 8, column 28: error: modifierString: `Fade`"), "\(strict.stderr)")
  }
}
