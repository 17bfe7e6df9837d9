import Foundation
import Testing
import HeroTestSupport

/// The manual renders without a warning in the C locale too, where groff reads raw UTF-8 as
/// invalid input characters (issue 36 §6): the page is ASCII, each character beyond it written
/// as a roff glyph groff and mandoc both know. Before, `…` and `·` were written raw and
/// `man -l` warned ("invalid input character code 128", "can't find special character").
@Suite struct ManualPageLocaleTests {
  private func page() throws -> String {
    let result = try BinaryRunner.run(["--generate-manual"])
    #expect(result.status == 0)
    return result.stdout
  }

  @Test func thePageIsASCII() throws {
    let page = try page()
    let beyond = page.unicodeScalars.filter { !$0.isASCII }
    #expect(beyond.isEmpty, "characters beyond ASCII: \(String(String.UnicodeScalarView(beyond)))")
    // What they were is still said: frame's usage `[--format …]` keeps its ellipsis as dots.
    #expect(page.contains("[\\-\\-format ...]"))
  }

  @Test(
    .enabled(if: ToolRunner.find("man") != nil, "needs man (man-db) and groff"),
    arguments: ["C", "POSIX", "C.UTF-8"])
  func manRendersThePageWithoutWarningsIn(locale: String) throws {
    let result = try ManualPageTests.rendered(try page(), locale: locale)
    #expect(result.status == 0 && !result.timedOut)
    #expect(result.stderr.isEmpty, "man -l warned in \(locale): \(result.stderr)")
    #expect(result.stdout.contains("EXIT STATUS"))
  }

  @Test(.enabled(if: ToolRunner.find("groff") != nil, "needs groff"))
  func groffReadsThePageWithoutWarningsOnEveryDevice() throws {
    let groff = try #require(ToolRunner.find("groff"))
    for device in ["ascii", "latin1", "utf8"] {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("heroscope-groff-\(getpid())-\(device).1")
      try page().write(to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      let result = try ToolRunner.run(
        groff, ["-ww", "-man", "-T\(device)", file.path],
        environment: ToolRunner.environment(["LC_ALL": "C"]), timeout: 60)
      #expect(result.status == 0, "\(device): \(result.stderr)")
      #expect(result.stderr.isEmpty, "groff -T\(device) warned: \(result.stderr)")
    }
  }
}
