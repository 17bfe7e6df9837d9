import Foundation

/// Headless Chromium (Debian's `chromium`), for checking SVG output in a real browser.
enum Chromium {
  /// The browser, if installed (`.ci/run` installs it; elsewhere the browser tests skip).
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static let skipMessage =
    "chromium is not installed, so the SVG browser tests are skipped (`.ci/run` installs it: apt-get install chromium)"

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// A screenshot of `file` in a `width × height` window after `milliseconds` of virtual time
  /// (animations advance by exactly that, however slow the machine).
  static func screenshot(_ file: URL, width: Int, height: Int, milliseconds: Int = 100) throws -> PNGImage {
    guard let path else { throw Failure(description: skipMessage) }
    let dir = file.deletingLastPathComponent()
    let png = dir.appendingPathComponent(file.deletingPathExtension().lastPathComponent + "-\(milliseconds).png")
    let profile = dir.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    // As root in a container: no sandbox, no GPU; a profile of our own so runs never share one.
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
      "--virtual-time-budget=\(max(milliseconds, 1))", "--screenshot=\(png.path)", file.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(90)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning {
      process.terminate()
      throw Failure(description: "chromium took more than 90 s for \(file.path)")
    }
    try? FileManager.default.removeItem(at: profile)
    guard FileManager.default.fileExists(atPath: png.path) else {
      throw Failure(description: "chromium wrote no screenshot (exit \(process.terminationStatus))")
    }
    return try PNGImage(contentsOf: png)
  }
}
