import Foundation
import Testing
import HeroTestSupport

/// The `console` examples of docs/ci.md, run: each `$ heroscope …` line with the output the
/// page shows under it (stdout, then stderr), so the page cannot drift from the program.
@Suite struct DocsExamplesTests {
  struct Example: CustomStringConvertible, Sendable {
    var arguments: [String]
    var output: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let examples: [Example] = {
    let url = BinaryRunner.packageRoot.appendingPathComponent("docs/ci.md")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var examples: [Example] = []
    var inConsole = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inConsole = line == "```console"
        continue
      }
      guard inConsole else { continue }
      if line.hasPrefix("$ heroscope ") {
        let words = line.dropFirst("$ heroscope ".count).split(separator: " ").map(String.init)
        examples.append(Example(arguments: words, output: ""))
      } else if !examples.isEmpty {
        examples[examples.count - 1].output += line + "\n"
      }
    }
    return examples
  }()

  @Test func thePageHasExamples() {
    #expect(Self.examples.count >= 5)
  }

  @Test(arguments: examples)
  func anExamplePrintsWhatThePageShows(_ example: Example) throws {
    let result = try BinaryRunner.run(example.arguments)
    #expect(result.stdout + result.stderr == example.output)
  }
}
