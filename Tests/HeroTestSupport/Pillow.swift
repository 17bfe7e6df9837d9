import Foundation

/// Pillow (Debian's python3-pil, which `.ci/run` installs) as the independent reader and
/// writer of image files, for every test target that checks images. Suites that need it are
/// skipped, saying why, where it is missing.
public enum Pillow {
  /// A python3 that can import PIL; the system's first (a pyenv python may lack Debian's
  /// packages).
  public static let python: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    var candidates = ["/usr/bin/python3"]
    candidates += path.split(separator: ":").map { "\($0)/python3" }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      guard
        let result = try? BinaryRunner.run(
          ["-c", "import PIL.Image"], executable: candidate, timeout: 60),
        result.status == 0
      else { continue }
      return candidate
    }
    return nil
  }()

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
  }

  /// Runs `script` with `arguments` (sys.argv[1...]); its standard output, or a failure with
  /// its standard error.
  @discardableResult
  public static func run(_ script: String, _ arguments: [String]) throws -> String {
    guard let python else { throw Failure(description: "no python3 with Pillow") }
    let result = try BinaryRunner.run(
      ["-c", script] + arguments, executable: python, timeout: 120)
    guard result.status == 0 else {
      throw Failure(description: "python failed (\(result.status)): \(result.stderr)")
    }
    return result.stdout
  }
}

/// A fresh temporary folder, removed when the value goes.
public final class ScratchFolder {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("heroscope-scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  public func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
