import Foundation
import Testing
import HeroTestSupport

/// A python3 that can import yaml.
let pythonWithYAML: String? = {
  for candidate in ["/usr/bin/python3", "python3"] {
    guard let path = ToolRunner.find(candidate),
      let result = try? ToolRunner.run(path, ["-c", "import yaml"], timeout: 30),
      result.status == 0
    else { continue }
    return path
  }
  return nil
}()

/// `.github/workflows/ci.yml`, read by a real YAML parser (PyYAML, which `.ci/run` installs): it
/// cannot run here, so the test holds it to what it must do.
@Suite(.enabled(if: pythonWithYAML != nil, "needs python3 with PyYAML (python3-yaml)"))
struct WorkflowTests {
  static var python: String? { pythonWithYAML }

  /// The workflow as JSON values, parsed by PyYAML.
  func workflow() throws -> [String: Any] {
    let python = try #require(Self.python)
    let script = """
      import json, sys, yaml
      with open(sys.argv[1]) as f:
          document = yaml.safe_load(f)
      print(json.dumps(document, default=str))
      """
    let path = BinaryRunner.packageRoot.appendingPathComponent(".github/workflows/ci.yml").path
    let result = try ToolRunner.run(python, ["-c", script, path], timeout: 30)
    #expect(result.status == 0, "ci.yml is not valid YAML: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  /// The `run` lines of a job's steps, joined.
  func runs(_ job: [String: Any]) -> String {
    let steps = job["steps"] as? [[String: Any]] ?? []
    return steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
  }

  func job(_ name: String) throws -> [String: Any] {
    let jobs = try #require(try workflow()["jobs"] as? [String: Any])
    return try #require(jobs[name] as? [String: Any], "no job '\(name)'")
  }

  @Test func theLinuxJobRunsCiRun() throws {
    let linux = try job("linux")
    #expect((linux["runs-on"] as? String)?.hasPrefix("ubuntu-") == true)
    #expect(runs(linux).contains(".ci/run"))
    let steps = linux["steps"] as? [[String: Any]] ?? []
    #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
  }

  @Test func theMacJobBuildsTestsInstallsAndRunsTheInstalledBinaryHeadless() throws {
    let mac = try job("macos")
    let runner = try #require(mac["runs-on"] as? String)
    #expect(runner.hasPrefix("macos-") && runner != "macos-13", "\(runner) is not a current image")
    let lines = runs(mac)
    for expected in [
      "swift build -c release", "swift test", "make install PREFIX=",
      "/bin/heroscope\" frame Scenes/match-with-modifiers.json --progress 0.5",
      "/bin/heroscope\" check Scenes", "make uninstall",
    ] {
      #expect(lines.contains(expected), "the macOS job does not run \(expected)")
    }
    // The prefix is a temporary folder of the runner's.
    let environment = try #require(mac["env"] as? [String: Any])
    #expect((environment["PREFIX"] as? String)?.contains("runner.temp") == true)
  }

  @Test func itRunsOnPushesAndPullRequests() throws {
    let document = try workflow()
    // PyYAML reads the key `on` as YAML 1.1's true.
    let triggers = try #require((document["on"] ?? document["true"]) as? [String: Any])
    #expect(triggers.keys.contains("push") && triggers.keys.contains("pull_request"))
  }
}
