import Foundation
import Testing
import HeroTestSupport

/// `make install` and `make uninstall` into a temporary prefix, with the binary the tests built
/// (`BINARY=`: a release build inside `swift test` would wait on the build folder it holds).
@Suite(.serialized, .enabled(if: ToolRunner.find("make") != nil, "needs make"))
struct InstallTests {
  static let installed = [
    "bin/heroscope", "share/man/man1/heroscope.1",
    "share/bash-completion/completions/heroscope", "share/zsh/site-functions/_heroscope",
    "share/fish/vendor_completions.d/heroscope.fish",
  ]

  func temporaryDirectory(_ name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-install-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  func make(_ arguments: [String]) throws -> ToolRunner.Result {
    let make = try #require(ToolRunner.find("make"))
    let result = try ToolRunner.run(
      make, ["--no-print-directory"] + arguments + ["BINARY=\(BinaryRunner.binary.path)"],
      timeout: 120)
    #expect(!result.timedOut)
    return result
  }

  @Test func installPutsTheBinaryManualAndCompletionsUnderThePrefixAndUninstallRemovesThem()
    throws
  {
    let prefix = try temporaryDirectory("prefix")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let install = try make(["install", "PREFIX=\(prefix.path)"])
    #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
    for path in Self.installed {
      let file = prefix.appendingPathComponent(path).path
      let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
      #expect(size > 0, "\(path) is missing or empty")
    }
    // The installed binary runs headless, as the macOS CI job runs it.
    let binary = prefix.appendingPathComponent("bin/heroscope").path
    #expect(FileManager.default.isExecutableFile(atPath: binary))
    let frame = try ToolRunner.run(
      binary, ["frame", "Scenes/match-with-modifiers.json", "--progress", "0.5"])
    #expect(frame.status == 0 && frame.stdout.contains("second screen"), "\(frame.stderr)")
    let manual = try String(
      contentsOf: prefix.appendingPathComponent("share/man/man1/heroscope.1"), encoding: .utf8)
    #expect(manual.hasPrefix(".TH HEROSCOPE 1"))
    let zsh = try String(
      contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_heroscope"),
      encoding: .utf8)
    #expect(zsh.hasPrefix("#compdef heroscope"))

    let uninstall = try make(["uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
    for path in Self.installed {
      #expect(
        !FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path),
        "\(path) is still there")
    }
  }

  @Test func withoutABinaryInstallBuildsARelease() throws {
    // A dry run (make -n): what `make install` does on a fresh checkout, without building here.
    let make = try #require(ToolRunner.find("make"))
    let result = try ToolRunner.run(
      make, ["--no-print-directory", "-n", "install", "PREFIX=/tmp/nowhere"], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("swift build -c release --product heroscope"))
    #expect(result.stdout.contains("swift build -c release --show-bin-path"))
    #expect(result.stdout.contains("--generate-manual > '/tmp/nowhere/share/man/man1/heroscope.1'"))
  }

  @Test func destdirStagesTheInstallUnderItself() throws {
    let stage = try temporaryDirectory("stage")
    defer { try? FileManager.default.removeItem(at: stage) }
    let install = try make(["install", "PREFIX=/opt/heroscope", "DESTDIR=\(stage.path)"])
    #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
    for path in Self.installed {
      #expect(
        FileManager.default.fileExists(
          atPath: stage.appendingPathComponent("opt/heroscope").appendingPathComponent(path).path),
        "\(path) is not staged")
    }
    #expect(!FileManager.default.fileExists(atPath: "/opt/heroscope/bin/heroscope"))
  }

  /// PREFIX and DESTDIR reach the shell as one quoted word whatever they hold: each hostile
  /// value installs at its literal path and runs nothing (issue 36 §3). Before, the quote, the
  /// backticks and `$(…)` ran what they held.
  @Test(arguments: [
    ("quote", "PREFIX", "p\"; touch RAN; echo \""),
    ("backticks", "DESTDIR", "d`touch RAN`"),
    ("dollar", "PREFIX", "p$$(touch RAN)"),
    ("single quote and space", "PREFIX", "it's my prefix"),
  ])
  func hostilePathsInstallLiterallyAndRunNothing(_ label: String, _ name: String, _ value: String)
    throws
  {
    let root = try temporaryDirectory("hostile-\(label.replacingOccurrences(of: " ", with: "-"))")
    defer { try? FileManager.default.removeItem(at: root) }
    let make = try #require(ToolRunner.find("make"))
    let literal = value.replacingOccurrences(of: "$$", with: "$")
    let (arguments, prefix): ([String], String) =
      name == "PREFIX"
      ? (["PREFIX=\(root.path)/\(value)"], "\(root.path)/\(literal)")
      : (["DESTDIR=\(root.path)/\(value)", "PREFIX=/opt/h"], "\(root.path)/\(literal)/opt/h")
    // Run from `root`, where a command that got through would leave RAN.
    let result = try ToolRunner.run(
      make,
      ["--no-print-directory", "-C", BinaryRunner.packageRoot.path, "install"] + arguments
        + ["BINARY=\(BinaryRunner.binary.path)"], directory: root, timeout: 120)
    #expect(result.status == 0, "\(label): \(result.stdout)\(result.stderr)")
    for path in Self.installed {
      #expect(
        FileManager.default.fileExists(atPath: prefix + "/" + path), "\(label): \(path) missing")
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("RAN").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: BinaryRunner.packageRoot.appendingPathComponent("RAN").path), "\(label) ran")
    let uninstall = try ToolRunner.run(
      make,
      ["--no-print-directory", "-C", BinaryRunner.packageRoot.path, "uninstall"] + arguments,
      directory: root, timeout: 60)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/heroscope"))
  }

  @Test func aRelativeInstallRootIsRefused() throws {
    let result = try make(["install", "PREFIX=relative/place"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("install needs an absolute PREFIX"), "\(result.stderr)")
  }
}
