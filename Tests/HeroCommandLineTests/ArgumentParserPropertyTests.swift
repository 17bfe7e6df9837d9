import HeroCommandLine
import HeroPlanner
import Testing

/// Random command lines from the program's own words and some that are not: each reads as a
/// command whose values keep their promises, or as a usage error with a message on one line.
@Suite struct ArgumentParserPropertyTests {
  static let words = [
    "draw", "count", "help", "version", "drwa", "existing", "a.json", "b", "--", "-", "-o",
    "--output", "--output=x", "--fps", "3", "0", "-1", "0.5", "2", "--progress", "--progress=1",
    "--format", "json", "jsno", "--arcs", "--arcs=1", "--watch", "--no-watch", "--container",
    "text", "--tag", "--json", "--help", "-h", "--version", "--bogus", "-x", "\u{1B}[2J", "",
  ]

  @Test(arguments: 0..<8)
  func everyCommandLineIsACommandThatKeepsItsPromisesOrAUsageError(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 2_654_435_761 &+ 1)
    for _ in 0..<500 {
      let count = Int.random(in: 0...7, using: &rng)
      let line = (0..<count).map { _ in Self.words.randomElement(using: &rng) ?? "" }
      switch parsed(line) {
      case .success(let command as Draw):
        #expect(command.progress.map { (0...1).contains($0) } == true, "\(line)")
        #expect(command.scenes.count <= 1, "\(line)")
        #expect(command.shared.tag == nil || command.shared.container != nil, "\(line)")
      case .success(let command as Count):
        #expect(!command.files.isEmpty, "\(line)")
        #expect(command.fps.map { (1...240).contains($0) } ?? true, "\(line)")
      case .success(let command):
        Issue.record("\(line) read as \(type(of: command))")
      case .failure(let error):
        if error.message.hasPrefix("help: ") || error.message.hasPrefix("version: ") { continue }
        #expect(!error.message.isEmpty, "\(line)")
        #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 }, "\(line)")
      }
    }
  }
}
