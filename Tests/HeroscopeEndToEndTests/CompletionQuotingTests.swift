import Foundation
import Testing
import HeroTestSupport

/// The completion scripts in real interactive bash, zsh and fish, in tmux: Tab is pressed on a
/// typed line and the line the shell then holds is read back (issue 36 §3 and §5). Every
/// candidate is inserted quoted, a folder's name as much as a file's; the words already on the
/// line are read as the shell reads them (a storyboard written `My\ Main.storyboard` or in
/// quotes); and nothing to offer inserts nothing. Before: zsh inserted a folder named
/// `d$(:>X);:>Y` unquoted (entering the line ran both commands), `--segue` offered nothing
/// after a quoted storyboard name, and a storyboard whose one segue identifier has a space
/// completed to `''` in bash.
@Suite(.serialized) struct CompletionQuotingTests {
  enum Shell: String, CaseIterable, CustomTestStringConvertible {
    case bash, zsh, fish
    var testDescription: String { rawValue }
    var path: String? { ToolRunner.find(rawValue) }
  }

  /// A folder holding hostile names: the folders `d$(:>X);:>Y` and `My Scenes`, and Match.storyboard as
  /// `My Main.storyboard`, with its segue identifier replaced by `segue` (XML text).
  private func folder(segue: String = "showDetail") throws -> String {
    let dir = try temporaryDirectory()
    for name in ["d$(:>X);:>Y", "My Scenes"] {
      try FileManager.default.createDirectory(
        atPath: dir + "/" + name, withIntermediateDirectories: false)
    }
    let text = try String(
      contentsOfFile: packageFile(storyboardFixture("Match")), encoding: .utf8
    ).replacingOccurrences(of: "identifier=\"showDetail\"", with: "identifier=\"\(segue)\"")
    try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/My Main.storyboard"))
    for shell in Shell.allCases {
      let script = try BinaryRunner.run(["--generate-completion-script", shell.rawValue])
      try Data(script.stdout.utf8).write(to: URL(fileURLWithPath: dir + "/c." + shell.rawValue))
    }
    return dir
  }

  /// An interactive `shell` in `dir`, the completion script loaded, the binary on PATH.
  private func session(_ shell: Shell, in dir: String) throws -> TmuxSession {
    let executable = try #require(shell.path)
    let bin = BinaryRunner.binary.deletingLastPathComponent().path
    let start: String
    let load: String
    switch shell {
    case .bash:
      start = "\(executable) --norc --noprofile"
      load = "source c.bash"
    case .zsh:
      start = "\(executable) -f"
      load = "autoload -U compinit; compinit -u -D; source c.zsh"
    case .fish:
      start = "\(executable) --no-config"
      load = "source c.fish"
    }
    let session = try TmuxSession(
      columns: 160, rows: 20,
      command: "cd \(TmuxSession.quote(dir)) && env PATH=\(TmuxSession.quote(bin)):\"$PATH\" "
        + "HOME=\(TmuxSession.quote(dir)) PS1='$ ' \(start)")
    try session.type(load + "; echo loaded-ok")
    try session.send("Enter")
    _ = try #require(
      try session.waitFor { $0.contains("\nloaded-ok") || $0.hasPrefix("loaded-ok") },
      "\(shell) did not load the script")
    try session.send("C-l")
    return session
  }

  /// The last line holding `heroscope` after typing `line` and pressing Tab.
  private func completed(_ session: TmuxSession, _ line: String, expecting: String) throws
    -> String
  {
    try session.send("C-u")
    try session.type(line)
    try session.send("Tab")
    let screen = try session.waitFor(timeout: 20) { $0.contains(expecting) } ?? ""
    let typed = screen.split(separator: "\n").last { $0.contains("heroscope ") }
    return typed.map(String.init) ?? screen
  }

  @Test(arguments: Shell.allCases)
  func aFolderCandidateIsInsertedQuotedAndRunsNothing(_ shell: Shell) throws {
    try #require(TmuxSession.available && shell.path != nil, "\(shell) or tmux is not installed")
    let dir = try folder()
    let session = try session(shell, in: dir)
    defer { session.kill() }
    let line = try completed(session, "heroscope plan d", expecting: "Y/")
    #expect(line.hasSuffix("heroscope plan d\\$\\(:\\>X\\)\\;:\\>Y/"), "\(shell): \(line)")
    // Entered, the line runs heroscope on that folder and nothing it names.
    try session.send("Enter")
    _ = try session.waitFor(timeout: 30) { $0.contains("no capture in this folder") }
    #expect(!FileManager.default.fileExists(atPath: dir + "/X"), "\(shell) ran :>X")
    #expect(!FileManager.default.fileExists(atPath: dir + "/Y"), "\(shell) ran :>Y")
    let spaced = try completed(session, "heroscope plan My\\ S", expecting: "Scenes/")
    #expect(spaced.hasSuffix("heroscope plan My\\ Scenes/"), "\(shell): \(spaced)")
  }

  @Test(arguments: Shell.allCases)
  func segueCompletesAfterAStoryboardWrittenWithABackslashOrInQuotes(_ shell: Shell) throws {
    try #require(TmuxSession.available && shell.path != nil, "\(shell) or tmux is not installed")
    let dir = try folder()
    let session = try session(shell, in: dir)
    defer { session.kill() }
    for storyboard in ["My\\ Main.storyboard", "\"My Main.storyboard\"", "'My Main.storyboard'"] {
      let line = try completed(
        session, "heroscope plan \(storyboard) --segue show", expecting: "showDetail")
      #expect(
        line.hasSuffix("heroscope plan \(storyboard) --segue showDetail"), "\(shell): \(line)")
    }
  }

  @Test(arguments: Shell.allCases)
  func aSegueIdentifierWithASpaceIsOfferedQuoted(_ shell: Shell) throws {
    try #require(TmuxSession.available && shell.path != nil, "\(shell) or tmux is not installed")
    let dir = try folder(segue: "show detail")
    let session = try session(shell, in: dir)
    defer { session.kill() }
    let line = try completed(
      session, "heroscope plan My\\ Main.storyboard --segue s", expecting: "detail")
    #expect(
      line.hasSuffix("heroscope plan My\\ Main.storyboard --segue show\\ detail"),
      "\(shell): \(line)")
  }

  @Test(arguments: Shell.allCases)
  func nothingToOfferInsertsNothing(_ shell: Shell) throws {
    try #require(TmuxSession.available && shell.path != nil, "\(shell) or tmux is not installed")
    // The one identifier holds a tab, which no candidate may: nothing is left to offer.
    let dir = try folder(segue: "show&#9;detail")
    let session = try session(shell, in: dir)
    defer { session.kill() }
    let typed = "heroscope plan My\\ Main.storyboard --segue "
    try session.send("C-u")
    try session.type(typed)
    try session.send("Tab")
    // Then a marker, typed after whatever Tab inserted: the line must read typed + marker.
    try session.type("MARK")
    let screen = try #require(try session.waitFor(timeout: 20) { $0.contains("MARK") })
    let line = screen.split(separator: "\n").last { $0.contains("MARK") }.map(String.init) ?? ""
    #expect(line.hasSuffix(typed + "MARK"), "\(shell): \(line)")
    let query = try BinaryRunner.run(
      ["transitions", dir + "/My Main.storyboard", "--complete", "segues"])
    #expect(query.status == 0 && query.stdout.isEmpty, "\(query.stdout.debugDescription)")
  }
}
