import Foundation
import HeroPlanner
import Testing
import HeroTestSupport

/// `check`'s formats, filters and exit codes, on the gallery, the storyboard fixtures and files
/// whose names try to forge a line.
@Suite struct CheckFormatTests {
  static let formats = ["text", "xcode", "github", "json", "sarif"]

  /// A scene with one finding of each severity: a matched view's fade (warning) and a repeated
  /// heroID (error).
  static let twoFindings = """
    { "from": { "views": [ { "name": "a", "heroID": "x", "frame": [0, 0, 50, 50], "modifiers": "fade" } ] },
      "to": { "views": [ { "name": "b", "heroID": "x", "frame": [100, 100, 50, 50] },
                         { "name": "d", "heroID": "x", "frame": [0, 0, 10, 10] } ] } }
    """

  /// A scene whose only finding is a warning (a matched view's fade).
  static let oneWarning = """
    { "from": { "views": [ { "name": "a", "heroID": "x", "frame": [0, 0, 50, 50], "modifiers": "fade" } ] },
      "to": { "views": [ { "name": "b", "heroID": "x", "frame": [100, 100, 50, 50] } ] } }
    """

  @Test func rulesListsEveryRuleWithItsSeverityAndMeaning() throws {
    let result = try BinaryRunner.run(["check", "--rules"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == FindingRule.allCases.count)
    for (line, rule) in zip(lines, FindingRule.allCases) {
      #expect(line.hasPrefix(rule.id + " "))
      #expect(line.contains(" \(rule.defaultSeverity.rawValue) "))
      #expect(line.hasSuffix(rule.meaning))
    }
  }

  @Test(arguments: formats)
  func theGalleryChecksInEveryFormatWithItsWarningsLocated(_ format: String) throws {
    let result = try BinaryRunner.run(["check", "Scenes", "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try BinaryRunner.run(["check", "Scenes", "--format", "json"])
    let findings = try #require(try parseJSON(json.stdout)["findings"] as? [[String: Any]])
    #expect(findings.count > 100)
    // Every finding of the gallery is about a value in a scene file: all are located.
    #expect(findings.allSatisfy { ($0["line"] as? Int ?? 0) >= 1 && ($0["column"] as? Int ?? 0) >= 1 })
    switch format {
    case "text":
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasSuffix(" scenes: 0 errors, \(findings.count) warnings\n"))
    case "xcode":
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == findings.count)
      let shape = /^Scenes\/[a-z0-9-]+\.json:\d+:\d+: warning: .+ \[[a-z-]+\]$/
      #expect(lines.allSatisfy { (try? shape.wholeMatch(in: String($0))) != nil })
    case "github":
      let lines = result.stdout.split(separator: "\n")
      #expect(lines.count == findings.count)
      let shape = /^::warning file=Scenes\/[a-z0-9-]+\.json,line=\d+,col=\d+,title=[a-z-]+::.+$/
      #expect(lines.allSatisfy { (try? shape.wholeMatch(in: String($0))) != nil })
    case "sarif":
      try Self.expectValidSARIF(result.stdout, results: findings.count)
    default:
      #expect(result.stdout == json.stdout)
    }
  }

  @Test func jsonHasTheFieldsTheContractNames() throws {
    let path = try temporaryScene(Self.twoFindings)
    let result = try BinaryRunner.run(["check", path, "--format", "json"])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let object = try parseJSON(result.stdout)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 2)
    for key in ["file", "line", "column", "severity", "rule", "message", "path", "transition"] {
      #expect(findings.allSatisfy { $0.keys.contains(key) }, "\(key) missing")
    }
    #expect(findings.map { $0["rule"] as? String } == ["matched-fade-ignored", "duplicate-hero-id"])
    #expect(findings.map { $0["severity"] as? String } == ["warning", "error"])
    #expect(findings.map { $0["path"] as? String } == ["from.views[0]", "to.views[1]"])
    #expect(findings.map { $0["line"] as? Int } == [1, 3])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["files": 1, "errors": 1, "warnings": 1])
  }

  @Test func sarifIsValidForAStoryboardAndAnError() throws {
    let path = try temporaryScene(Self.twoFindings)
    let result = try BinaryRunner.run(
      ["check", path, storyboardFixture("Containers"), "--format", "sarif"])
    #expect(result.status == 1)
    // Containers' six warnings (one is its reference to Other.storyboard, not beside it), and
    // the two images its image views name that no catalog beside it holds.
    try Self.expectValidSARIF(result.stdout, results: 10)
    #expect(result.stdout.contains("\"level\": \"error\""))
  }

  @Test(arguments: formats)
  func aStoryboardFindingSharedByTransitionsIsReportedOnceNamingThem(_ format: String) throws {
    let result = try BinaryRunner.run(["check", storyboardFixture("Containers"), "--format", format])
    #expect(result.status == 0)
    let output = result.stdout + result.stderr
    let mentions = output.components(separatedBy: "Hero is not enabled on 'Info'").count - 1
    #expect(mentions == 1, "\(output)")
    #expect(output.contains("showInfo") && output.contains("showAbout"))
  }

  @Test func jsonListsTheTransitionsOfADeduplicatedFinding() throws {
    let result = try BinaryRunner.run(["check", storyboardFixture("Containers"), "--format", "json"])
    let findings = try #require(try parseJSON(result.stdout)["findings"] as? [[String: Any]])
    let disabled = try #require(findings.first { $0["rule"] as? String == "hero-disabled" })
    #expect(disabled["transitions"] as? [String] == ["showInfo", "showAbout"])
    #expect(disabled["transition"] as? String == "showInfo")
    #expect(disabled["objectID"] as? String == "inf-VC-001")
    #expect(disabled["line"] as? Int == 98)
  }

  // MARK: Hostile names

  /// File names that try to print a line of their own, or to end a GitHub property.
  static let hostileNames = [
    "x\nforged.json: to.views[0]: error: FAKE\n.json",
    "cr\rforged.json",
    "esc\u{1B}[31mred.json",
    "comma,colon:percent%.json",
    "line\u{2028}separator.json",
  ]

  @Test(arguments: formats, hostileNames)
  func noFileNameForgesALine(_ format: String, _ name: String) throws {
    let path = try temporaryScene(Self.twoFindings, name: name)
    let result = try BinaryRunner.run(["check", path, "--format", format])
    #expect(result.status == 1)
    let output = format == "text" ? result.stderr : result.stdout
    #expect(!output.contains("\r") && !output.contains("\u{1B}"))
    // JSON may hold U+2028 in a string (it is no line there); the line formats escape it.
    if ["text", "xcode", "github"].contains(format) { #expect(!output.contains("\u{2028}")) }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    switch format {
    case "text":
      // Two findings and the summary: nothing else.
      #expect(lines.count == 3, "\(lines)")
      #expect(lines.allSatisfy { $0.hasPrefix("/") || $0.hasPrefix("checked ") })
    case "xcode":
      #expect(lines.count == 2, "\(lines)")
      #expect(lines.allSatisfy { $0.hasPrefix("/") })
    case "github":
      #expect(lines.count == 2, "\(lines)")
      #expect(lines.allSatisfy { $0.hasPrefix("::") })
      for line in lines {
        // The file property holds no raw comma or colon: it ends at ",line=".
        let properties = try #require(line.dropFirst(2).split(separator: "::").first)
        let file = try #require(properties.split(separator: " file=").last?.split(separator: ",").first)
        #expect(!file.contains(":"))
        #expect(properties.hasSuffix(",line=1,col=92,title=matched-fade-ignored") || properties.contains(",line=3,"))
      }
      if name.hasPrefix("comma") {
        #expect(output.contains("comma%2Ccolon%3Apercent%25.json"))
      }
      if name.hasPrefix("x\n") { #expect(output.contains("x%0Aforged.json%3A")) }
    case "json":
      let findings = try #require(try parseJSON(result.stdout)["findings"] as? [[String: Any]])
      #expect(findings.allSatisfy { $0["file"] as? String == path })
    default:
      try Self.expectValidSARIF(result.stdout, results: 2)
    }
  }

  // MARK: Colour

  /// Runs `check` on a pseudo-terminal (util-linux `script`), `environment` set before it.
  static func onATerminal(
    _ arguments: [String], environment: String = "env -u NO_COLOR TERM=xterm-256color"
  ) throws -> String {
    let quoted = ([BinaryRunner.binary.path, "check"] + arguments).map { "'\($0)'" }
    let command = "\(environment) timeout 60 " + quoted.joined(separator: " ")
    let result = try BinaryRunner.run(
      ["-qec", command, "/dev/null"], executable: "/usr/bin/script")
    return result.stdout
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func textIsColouredOnlyOnATerminalThatWantsIt() throws {
    let path = try temporaryScene(Self.twoFindings, name: "esc\u{1B}[31mred.json")
    let coloured = try Self.onATerminal([path])
    #expect(coloured.contains("\u{1B}[33mwarning:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[2m[duplicate-hero-id]\u{1B}[0m"))
    // The file name's own escape sequence is still escaped, never sent to the terminal.
    #expect(!coloured.contains("\u{1B}[31m"))
    #expect(coloured.contains("esc\\u{1B}[31mred.json"))
    let plain = try Self.onATerminal([path], environment: "env NO_COLOR=1 TERM=xterm-256color")
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains(": warning: fade has no effect"))
    // Piped, as every other test runs it: no colour either.
    #expect(!(try BinaryRunner.run(["check", path]).stderr.contains("\u{1B}")))
  }

  // MARK: Filters and exit codes

  @Test func ignoreOnlyQuietAndStrictChooseWhatIsReportedAndTheExitCode() throws {
    let both = try temporaryScene(Self.twoFindings)
    let warning = try temporaryScene(Self.oneWarning, name: "warning.json")
    func run(_ arguments: [String]) throws -> (status: Int32, rules: [String]) {
      let result = try BinaryRunner.run(["check"] + arguments + ["--format", "json"])
      let findings = try parseJSON(result.stdout)["findings"] as? [[String: Any]] ?? []
      return (result.status, findings.compactMap { $0["rule"] as? String })
    }
    #expect(try run([warning]) == (0, ["matched-fade-ignored"]))
    #expect(try run([warning, "--strict"]) == (1, ["matched-fade-ignored"]))
    #expect(try run([warning, "--quiet"]) == (0, []))
    #expect(try run([warning, "--strict", "--quiet"]) == (1, ["matched-fade-ignored"]))
    #expect(try run([both, "--ignore", "duplicate-hero-id"]) == (0, ["matched-fade-ignored"]))
    #expect(try run([both, "--only", "duplicate-hero-id"]) == (1, ["duplicate-hero-id"]))
    #expect(try run([both, "--quiet"]) == (1, ["duplicate-hero-id"]))
    #expect(
      try run([both, "--ignore", "duplicate-hero-id", "--ignore", "matched-fade-ignored"]) == (0, []))
    #expect(
      try run([both, "--only", "duplicate-hero-id", "--only", "matched-fade-ignored"])
        == (1, ["matched-fade-ignored", "duplicate-hero-id"]))
  }

  @Test func anUnknownRuleIsAUsageErrorWithTheNearestID() throws {
    let result = try BinaryRunner.run(["check", "Scenes/match.json", "--ignore", "matched-fade-ignord"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--ignore takes a rule id"))
    #expect(result.stderr.contains("did you mean 'matched-fade-ignored'?"))
  }

  @Test func rulesWithAScene_andNoSceneAtAll_areUsageErrors() throws {
    #expect(try BinaryRunner.run(["check", "--rules", "Scenes/match.json"]).status == 2)
    let none = try BinaryRunner.run(["check"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("check needs at least one scene file"))
  }

  @Test func aDirectoryIsCheckedFileByFileSkippingSavedPlansAndHiddenFolders() throws {
    let dir = try temporaryDirectory()
    try Self.oneWarning.write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: dir + "/nested/.hidden", withIntermediateDirectories: true)
    try Self.twoFindings.write(toFile: dir + "/nested/.hidden/bad.json", atomically: true, encoding: .utf8)
    try "not a scene".write(toFile: dir + "/nested/a.plan.json", atomically: true, encoding: .utf8)
    let storyboard = BinaryRunner.packageRoot.path + "/" + storyboardFixture("Match")
    try FileManager.default.copyItem(atPath: storyboard, toPath: dir + "/nested/Match.storyboard")
    let result = try BinaryRunner.run(["check", dir, "--format", "json"])
    #expect(result.status == 0, "\(result.stdout)")
    let object = try parseJSON(result.stdout)
    #expect((object["summary"] as? [String: Int])?["files"] == 2)
    let files = (object["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
    #expect(files == [dir + "/b.json"])
  }

  @Test func aSegueAppliesToADirectorysStoryboardsButNotToANamedSceneFile() throws {
    let dir = try temporaryDirectory()
    try Self.oneWarning.write(toFile: dir + "/scene.json", atomically: true, encoding: .utf8)
    let storyboard = BinaryRunner.packageRoot.path + "/" + storyboardFixture("Containers")
    try FileManager.default.copyItem(atPath: storyboard, toPath: dir + "/Containers.storyboard")
    let result = try BinaryRunner.run(["check", dir, "--segue", "showImage", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let findings = try parseJSON(result.stdout)["findings"] as? [[String: Any]] ?? []
    // The storyboard's image views name images no catalog beside it holds.
    #expect(
      Set(findings.compactMap { $0["rule"] as? String })
        == ["matched-fade-ignored", "matched-timing-ignored", "image-not-found"])
    let named = try BinaryRunner.run(["check", dir + "/scene.json", "--segue", "showImage"])
    #expect(named.status == 2)
  }

  @Test func anEmptyDirectoryIsAnError() throws {
    let result = try BinaryRunner.run(["check", try temporaryDirectory()])
    #expect(result.status == 1)
    #expect(result.stderr.contains("holds no scene"))
  }

  /// SARIF 2.1.0's required properties, and those GitHub code scanning reads.
  static func expectValidSARIF(_ text: String, results count: Int) throws {
    let log = try parseJSON(text)
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "heroscope")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids == FindingRule.allCases.map(\.id))
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == count)
    for result in results {
      let id = try #require(result["ruleId"] as? String)
      #expect(result["ruleIndex"] as? Int == ids.firstIndex(of: id))
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.isEmpty && !uri.contains(" ") && !uri.contains("\n"))
      if let region = physical["region"] as? [String: Any] {
        #expect((region["startLine"] as? Int ?? 0) >= 1)
        #expect((region["startColumn"] as? Int ?? 1) >= 1)
      }
    }
  }
}
