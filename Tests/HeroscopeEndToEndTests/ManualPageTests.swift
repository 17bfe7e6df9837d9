import Foundation
import HeroPreviewer
import Testing
import HeroTestSupport

/// `heroscope --generate-manual`: rendered by `man -l` (man-db and groff, which `.ci/run`
/// installs) without a warning, and holding every command, option, key, exit code and
/// environment variable.
@Suite struct ManualPageTests {
  func page() throws -> String {
    let result = try BinaryRunner.run(["--generate-manual"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// `man -l` of the page in `locale`, as a reader's pager would get it.
  static func rendered(_ page: String, locale: String) throws -> ToolRunner.Result {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-\(UUID().uuidString)-\(locale).1")
    try page.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let man = try #require(ToolRunner.find("man"))
    return try ToolRunner.run(
      man, ["--warnings=all", "-l", file.path],
      environment: ToolRunner.environment([
        "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100", "LC_ALL": locale, "LANG": locale,
      ]), timeout: 60)
  }

  @Test(.enabled(if: ToolRunner.find("man") != nil, "needs man (man-db) and groff"))
  func manRendersThePageWithoutWarnings() throws {
    let result = try Self.rendered(try page(), locale: "C.UTF-8")
    #expect(result.status == 0 && !result.timedOut)
    #expect(result.stderr.isEmpty, "man -l warned: \(result.stderr)")
    let text = result.stdout
    #expect(text.contains("heroscope - preview and debug Hero transitions in a terminal"))
    #expect(text.contains("COMMANDS") && text.contains("EXIT STATUS") && text.contains("KEYS"))
  }

  @Test func everyCommandOptionKeyExitCodeAndVariableIsOnThePage() throws {
    let page = try page()
    let help = try BinaryRunner.run(["--help"]).stdout
    for command in ["play", "plan", "frame", "check", "record", "transitions", "import", "modifiers"] {
      #expect(help.contains("  \(command) "), "\(command) is not a command any more")
      #expect(page.contains(".SS \(command)\n"), "no section for \(command)")
      // Every option the command's help lists is on the page, escaped for roff.
      let commandHelp = try BinaryRunner.run(["help", command]).stdout
      let options = commandHelp.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard let first = words.first, first.hasPrefix("--") else { return nil }
        return String(first.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
      }
      #expect(!options.isEmpty || command == "modifiers" || command == "check")
      for option in options {
        #expect(
          page.contains("\\fB" + option.replacingOccurrences(of: "-", with: "\\-") + "\\fR"),
          "\(command) \(option)")
      }
    }
    for key in PlayerView.keyList {
      // (The page is ASCII: `·` is the roff bullet.)
      let roff = key.action.replacingOccurrences(of: "-", with: "\\-")
        .replacingOccurrences(of: "·", with: "\\(bu")
      #expect(page.contains(roff), "\(key.keys)")
    }
    for section in [".SH KEYS", ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH OPTIONS"] {
      #expect(page.contains(section))
    }
    for code in ["0", "1", "2"] { #expect(page.contains(".TP\n\\fB\(code)\\fR\n")) }
    for variable in [
      "TERM", "COLORTERM", "NO_COLOR", "TERM_PROGRAM", "HEROSCOPE_SYNC", "HEROSCOPE_STATS_LOG",
    ] {
      #expect(page.contains(".TP\n\\fB\(variable.replacingOccurrences(of: "_", with: "_"))"))
    }
    #expect(page.contains("\\-\\-generate\\-completion\\-script"))
  }
}
