import Foundation
import Testing
import HeroTestSupport

/// `Scripts/check-ncurses-symbols.sh`, which `.ci/run` runs: the shim uses only what ncurses 5.7
/// had (macOS's library), and the check does fail on a newer function.
@Suite(
  .enabled(
    if: ToolRunner.find("cc") != nil && ToolRunner.find("nm") != nil
      && FileManager.default.fileExists(atPath: "/usr/include/curses.h"),
    "needs a C compiler, nm and the ncurses headers"))
struct NcursesSymbolCheckTests {
  static let script = BinaryRunner.packageRoot.appendingPathComponent(
    "Scripts/check-ncurses-symbols.sh"
  ).path

  @Test func theShimUsesOnlyFunctionsNcurses57Had() throws {
    let result = try ToolRunner.run("/bin/bash", [Self.script], timeout: 120)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("all in ncurses 5.7"))
  }

  @Test func aFunctionAddedAfterNcurses57FailsTheCheck() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-ncurses-check-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = directory.appendingPathComponent("newer.c")
    try """
    #define NCURSES_WIDECHAR 1
    #include <curses.h>
    int uses_newer_functions(void) { return alloc_pair(1, 2) + init_extended_pair(3, 1, 2); }
    int uses_an_old_one(void) { return cbreak(); }

    """.write(to: source, atomically: true, encoding: .utf8)
    let result = try ToolRunner.run("/bin/bash", [Self.script, source.path], timeout: 120)
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("alloc_pair") && result.stderr.contains("init_extended_pair"))
    #expect(!result.stderr.contains("cbreak"))
  }

  @Test func theListOfNcurses57FunctionsSaysWhereItCameFrom() throws {
    let list = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent(
        "Scripts/data/ncurses-5.7-symbols.txt"), encoding: .utf8)
    #expect(list.contains("llib-lncursesw") && list.contains("v5.7"))
    let names = Set(list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    // What the shim calls, and what came later.
    for name in ["newterm", "wget_wch", "set_escdelay", "key_defined", "tigetstr", "getmouse"] {
      #expect(names.contains(name), "\(name)")
    }
    for name in ["alloc_pair", "free_pair", "init_extended_pair", "reset_color_pairs"] {
      #expect(!names.contains(name), "\(name)")
    }
  }
}
