import Foundation
import Testing
import HeroTestSupport

/// `heroscope --generate-completion-script bash|zsh|fish`, loaded in each shell (where it is
/// installed; `.ci/run` installs all three) and asked to complete real command lines, from the
/// package root so `Scenes/` is there to complete.
@Suite(.serialized) struct CompletionScriptTests {
  enum Shell: String, CaseIterable, CustomTestStringConvertible {
    case bash, zsh, fish
    var testDescription: String { rawValue }
    var path: String? { ToolRunner.find(rawValue) }
  }

  /// The script, written to a temporary file of its own for each call: suites that run beside
  /// this one complete too, and a file shared by name was removed under another's feet.
  func script(_ shell: Shell) throws -> URL {
    let result = try BinaryRunner.run(["--generate-completion-script", shell.rawValue])
    #expect(result.status == 0, "\(result.stderr)")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-completion-\(UUID().uuidString).\(shell.rawValue)")
    try result.stdout.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The binary's folder first on PATH, so the scripts can ask `heroscope` about storyboards.
  var environment: [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return ToolRunner.environment([
      "PATH": BinaryRunner.binary.deletingLastPathComponent().path + ":" + path,
      "HOME": FileManager.default.temporaryDirectory.path, "LC_ALL": "C.UTF-8",
    ])
  }

  /// What `shell` completes for `line` (the last word is the one completed; "" for a new word),
  /// unescaped, sorted.
  func complete(_ shell: Shell, _ line: [String]) throws -> [String] {
    let executable = try #require(shell.path)
    let file = try script(shell)
    defer { try? FileManager.default.removeItem(at: file) }
    let result: ToolRunner.Result
    switch shell {
    case .bash:
      // As bash calls a completion function: COMP_WORDS and COMP_CWORD set, COMPREPLY read.
      let program = """
        source "$1"; shift
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
        _heroscope
        for word in "${COMPREPLY[@]}"; do printf '%s\\n' "$word"; done
        """
      result = try ToolRunner.run(
        executable, ["--norc", "--noprofile", "-c", program, "bash", file.path] + line,
        environment: environment, timeout: 30)
    case .zsh:
      // As zsh's completion system calls it: words and CURRENT set; compadd records the matches.
      let program = """
        source "$1"; shift
        compadd() { print -r -- "${@[-1]}"; }
        words=("$@"); CURRENT=$#
        _heroscope
        """
      result = try ToolRunner.run(
        executable, ["-f", "-c", program, "zsh", file.path] + line, environment: environment,
        timeout: 30)
    case .fish:
      // fish's own completion of a command line.
      let commandLine = line.map { $0.isEmpty ? "" : $0 }.joined(separator: " ")
      result = try ToolRunner.run(
        executable,
        [
          "--no-config", "-c", "source $argv[1]; complete --do-complete=$argv[2]", file.path,
          commandLine,
        ],
        environment: environment, timeout: 30)
    }
    #expect(result.status == 0 && !result.timedOut, "\(shell) \(line): \(result.stderr)")
    return result.stdout.split(separator: "\n").map {
      // fish adds a tab and a description; bash's candidates are escaped for its command line.
      String($0.split(separator: "\t", omittingEmptySubsequences: false)[0])
        .replacingOccurrences(of: "\\", with: "")
    }.sorted()
  }

  @Test(arguments: Shell.allCases)
  func commandsAndScenesCompleteAfterTheProgram(_ shell: Shell) throws {
    try #require(shell.path != nil, "\(shell) is not installed")
    #expect(try complete(shell, ["heroscope", "pl"]) == ["plan", "play"])
    #expect(try complete(shell, ["heroscope", "tr"]) == ["transitions"])
    // A scene for the default command: folders, scene files and storyboards, nothing else.
    #expect(try complete(shell, ["heroscope", "Sce"]) == ["Scenes/"])
    #expect(
      try complete(shell, ["heroscope", "Scenes/Ma"]) == ["Scenes/Main.storyboard"])
    #expect(
      try complete(shell, ["heroscope", "plan", "Scenes/match-w"]) == [
        "Scenes/match-with-modifiers.json"
      ])
    #expect(try complete(shell, ["heroscope", "help", "im"]) == ["import"])
  }

  @Test(arguments: Shell.allCases)
  func optionsAreEachCommandsOwn(_ shell: Shell) throws {
    try #require(shell.path != nil, "\(shell) is not installed")
    #expect(try complete(shell, ["heroscope", "plan", "--js"]) == ["--json"])
    // frame takes --format, not --json; record takes --fps.
    #expect(try complete(shell, ["heroscope", "frame", "--js"]) == [])
    #expect(try complete(shell, ["heroscope", "record", "--fp"]) == ["--fps"])
    #expect(try complete(shell, ["heroscope", "--vers"]) == ["--version"])
    #expect(
      try complete(shell, ["heroscope", "--generate-c"]) == ["--generate-completion-script"])
    // The hidden option the scripts use is not offered.
    #expect(try complete(shell, ["heroscope", "transitions", "--com"]) == [])
  }

  @Test(arguments: Shell.allCases)
  func optionValuesComplete(_ shell: Shell) throws {
    try #require(shell.path != nil, "\(shell) is not installed")
    #expect(
      try complete(shell, ["heroscope", "frame", "--format", ""]) == [
        "ansi", "json", "png", "svg", "text",
      ])
    #expect(try complete(shell, ["heroscope", "plan", "--container", "n"]) == ["navigation"])
    #expect(
      try complete(shell, ["heroscope", "play", "--animation", "zoom"]) == [
        "zoom", "zoomOut", "zoomSlide(down)", "zoomSlide(left)", "zoomSlide(right)",
        "zoomSlide(up)",
      ])
    #expect(
      try complete(shell, ["heroscope", "--generate-completion-script", ""]) == [
        "bash", "fish", "zsh",
      ])
    // An option's value is not taken for the command word.
    #expect(
      try complete(shell, ["heroscope", "--container", "tab", "fra"]) == ["frame"])
  }

  @Test(arguments: Shell.allCases)
  func aStoryboardsSeguesAndViewControllersComeFromHeroscope(_ shell: Shell) throws {
    try #require(shell.path != nil, "\(shell) is not installed")
    #expect(
      try complete(shell, ["heroscope", "plan", "Scenes/Main.storyboard", "--segue", ""]) == [
        "showCity", "showMap",
      ])
    #expect(
      try complete(shell, ["heroscope", "Scenes/Main.storyboard", "--from", "Ci"]) == [
        "Cities", "City",
      ])
    #expect(
      try complete(
        shell, ["heroscope", "import", "Scenes/Main.storyboard", "--from", "cities", "--to", "m"])
        == ["map"])
    // Without a storyboard on the line there is nothing to ask.
    #expect(try complete(shell, ["heroscope", "plan", "--segue", ""]) == [])
  }

  @Test func bashEscapesWhatItsCommandLineWouldReadAsSyntax() throws {
    let bash = try #require(Shell.bash.path, "bash is not installed")
    let file = try script(.bash)
    defer { try? FileManager.default.removeItem(at: file) }
    let program = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _heroscope
      printf '%s\\n' "${COMPREPLY[@]}"
      complete -p heroscope
      """
    let result = try ToolRunner.run(
      bash,
      ["--norc", "--noprofile", "-c", program, "bash", file.path, "heroscope", "--animation", "pul"],
      environment: environment, timeout: 30)
    #expect(
      result.stdout.split(separator: "\n") == [
        "pull\\(left\\)", "pull\\(right\\)", "pull\\(up\\)", "pull\\(down\\)",
        "complete -F _heroscope heroscope",
      ], "\(result.stdout)\(result.stderr)")
  }

  @Test func zshFindsTheInstalledScriptOnFpathAndFishRegistersIt() throws {
    if let zsh = Shell.zsh.path {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("heroscope-zfunc-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.moveItem(
        at: try script(.zsh), to: folder.appendingPathComponent("_heroscope"))
      // As `make install` puts it in share/zsh/site-functions: compinit reads its #compdef line.
      let program = """
        fpath=("$1" $fpath)
        autoload -U compinit
        compinit -u -d "$1/.zcompdump"
        print -r -- "$_comps[heroscope]"
        """
      let result = try ToolRunner.run(
        zsh, ["-f", "-c", program, "zsh", folder.path], environment: environment, timeout: 60)
      #expect(result.stdout == "_heroscope\n", "\(result.stdout)\(result.stderr)")
    }
    if let fish = Shell.fish.path {
      let file = try script(.fish)
      defer { try? FileManager.default.removeItem(at: file) }
      let result = try ToolRunner.run(
        fish, ["--no-config", "-c", "source $argv[1]; complete -c heroscope", file.path],
        environment: environment, timeout: 30)
      #expect(
        result.stdout.contains("heroscope -a '(_heroscope_candidates)'"),
        "\(result.stdout)\(result.stderr)")
    }
  }

  @Test func theHiddenQueryPrintsNamesOnly() throws {
    let segues = try BinaryRunner.run(
      ["transitions", "Scenes/Main.storyboard", "--complete", "segues"])
    #expect(segues.status == 0 && segues.stdout == "showCity\nshowMap\n")
    let controllers = try BinaryRunner.run(
      ["transitions", "Scenes/Main.storyboard", "--complete", "controllers"])
    #expect(controllers.stdout == "cities\nCities\ncity\nCity\nmap\nMap\n")
    let help = try BinaryRunner.run(["help", "transitions"])
    #expect(!help.stdout.contains("--complete"))
    let broken = try BinaryRunner.run(["transitions", "missing.storyboard", "--complete", "segues"])
    #expect(broken.status == 1 && broken.stdout.isEmpty && broken.stderr.isEmpty)
  }

  @Test func anUnknownShellIsAUsageErrorWithASuggestion() throws {
    let result = try BinaryRunner.run(["--generate-completion-script", "zhs"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("takes bash, zsh or fish, not 'zhs'; did you mean 'zsh'?"))
    let missing = try BinaryRunner.run(["--generate-completion-script"])
    #expect(missing.status == 2 && missing.stderr.contains("needs a value"))
  }
}
