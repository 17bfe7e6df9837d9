import Foundation
import Testing
import HeroTestSupport

/// One `$ heroscope …` line of a fenced block in README.md or docs/*.md, with the output shown
/// under it (up to the next `$ ` line or the end of the block).
struct DocumentedCommand: CustomTestStringConvertible, Sendable {
  var file: String
  var line: Int
  var command: String
  var expected: [String]

  var testDescription: String { "\(file):\(line): \(command)" }

  /// The commands that print and return: not `play`, which needs a terminal (nor the bare
  /// `heroscope SCENE` that means it).
  static let printing: Set<String> = [
    "plan", "frame", "check", "record", "transitions", "import", "modifiers", "help", "--help",
    "-h", "--version", "-V", "--generate-manual", "--generate-completion-script",
  ]

  /// Every documented command of the README and docs/, in file order.
  static let all: [DocumentedCommand] = {
    let root = BinaryRunner.packageRoot
    let docs = root.appendingPathComponent("docs")
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    return (["README.md"] + names).flatMap { name -> [DocumentedCommand] in
      guard
        let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      else { return [] }
      return parse(text, file: name)
    }
  }()

  static func parse(_ text: String, file: String) -> [DocumentedCommand] {
    var found: [DocumentedCommand] = []
    var inFence = false
    var current: DocumentedCommand?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let done = current { found.append(done) }
        current = nil
        inFence.toggle()
        continue
      }
      guard inFence else { continue }
      if line.hasPrefix("$ ") {
        if let done = current { found.append(done) }
        current = DocumentedCommand(
          file: file, line: index + 1, command: String(line.dropFirst(2)), expected: [])
      } else {
        current?.expected.append(line)
      }
    }
    return found.filter { command in
      let words = command.command.split(separator: " ")
      return words.first == "heroscope" && words.count > 1 && printing.contains(String(words[1]))
    }
  }

  /// Whether `actual` is what the document shows: line by line, trailing spaces and blank lines
  /// aside, where a line `…` stands for any number of lines.
  static func matches(_ actual: [String], _ expected: [String]) -> Bool {
    func trimmed(_ lines: [String]) -> [String] {
      var lines = lines.map { line in
        var line = line
        while line.last == " " { line.removeLast() }
        return line
      }
      while lines.last == "" { lines.removeLast() }
      return lines
    }
    let actual = trimmed(actual)
    let expected = trimmed(expected)
    func match(_ a: ArraySlice<String>, _ e: ArraySlice<String>) -> Bool {
      guard let first = e.first else { return a.isEmpty }
      if first.trimmingCharacters(in: .whitespaces) == "…" {
        let rest = e.dropFirst()
        return (a.startIndex...a.endIndex).contains { match(a[$0...], rest) }
      }
      guard let line = a.first, line == first else { return false }
      return match(a.dropFirst(), e.dropFirst())
    }
    return match(actual[...], expected[...])
  }
}

/// Every non-interactive command the README and docs/ show with its output prints that output,
/// run by `sh` in a scratch folder holding `Scenes/` and the files of `docs/examples/`.
@Suite struct DocumentedCommandTests {
  @Test func theDocumentsShowCommandsWithTheirOutput() {
    #expect(DocumentedCommand.all.count >= 6)
    #expect(DocumentedCommand.all.contains { $0.file == "README.md" })
  }

  @Test func aWildcardLineStandsForAnyLines() {
    #expect(DocumentedCommand.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
    #expect(DocumentedCommand.matches(["a", "d"], ["a", "…", "d"]))
    #expect(!DocumentedCommand.matches(["a", "b"], ["a", "…", "c"]))
    #expect(!DocumentedCommand.matches(["a", "b"], ["a"]))
    #expect(DocumentedCommand.matches(["a  ", "", ""], ["a"]))
  }

  @Test(arguments: DocumentedCommand.all)
  func theCommandPrintsWhatTheDocumentShows(_ documented: DocumentedCommand) throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-docs-\(getpid())-\(documented.line)")
    try? FileManager.default.removeItem(at: scratch)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let root = BinaryRunner.packageRoot
    try FileManager.default.createSymbolicLink(
      at: scratch.appendingPathComponent("Scenes"),
      withDestinationURL: root.appendingPathComponent("Scenes"))
    // Examples are there both by name (`broken.json`) and by their path in the repository
    // (`docs/examples/hero-reading.json`).
    try FileManager.default.createSymbolicLink(
      at: scratch.appendingPathComponent("docs"),
      withDestinationURL: root.appendingPathComponent("docs"))
    let examples = root.appendingPathComponent("docs/examples")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [] {
      try FileManager.default.copyItem(
        at: examples.appendingPathComponent(name), to: scratch.appendingPathComponent(name))
    }
    let result = try ToolRunner.run(
      "/bin/sh", ["-c", documented.command],
      environment: [
        "PATH": BinaryRunner.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
        "LC_ALL": "C.UTF-8", "HOME": scratch.path,
      ], directory: scratch, timeout: 60)
    #expect(!result.timedOut)
    let output = (result.stdout + result.stderr).components(separatedBy: "\n")
    #expect(
      DocumentedCommand.matches(output, documented.expected),
      """
      \(documented.testDescription) printed:
      \(result.stdout + result.stderr)
      """)
  }
}
