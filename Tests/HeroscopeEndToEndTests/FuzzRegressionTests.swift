import Foundation
import Testing
import HeroTestSupport

/// Every input the fuzzers once crashed on (Fuzz/regressions) is checked, planned and drawn by
/// the real binary without a crash: a clean result or a located error, exit 0 or 1 (issue 15 §9).
@Suite struct FuzzRegressionTests {
  static var inputs: [String] {
    let dir = BinaryRunner.packageRoot.appendingPathComponent("Fuzz/regressions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.sorted().map { "Fuzz/regressions/" + $0 }
  }

  @Test func thereAreRegressionInputs() {
    #expect(!Self.inputs.isEmpty)
  }

  @Test(arguments: inputs)
  func aFormerCrashIsHandled(_ path: String) throws {
    for arguments in [
      ["check", path], ["frame", path, "--progress", "0.37", "--arcs"],
      ["frame", path, "--progress", "1", "--format", "json"],
      ["frame", path, "--progress", "0.5", "--format", "svg", "--arcs"],
    ] {
      let result = try BinaryRunner.run(arguments)
      #expect([0, 1].contains(result.status), "\(arguments): exit \(result.status)\n\(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"), "\(arguments)")
    }
  }
}
