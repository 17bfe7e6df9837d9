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

  /// A page to photograph: a file the browser opens, in a window of its own size.
  struct Page {
    var file: URL
    var width: Int
    var height: Int
  }

  /// Screenshots of several pages from one browser run: each page sits in a frame of its own
  /// (its own document, so ids and scripts never meet) at its own place on one host page, and
  /// each picture is cut out of the one screenshot. Starting Chromium is most of a screenshot's
  /// cost, so a suite photographs all its pages at once.
  static func screenshots(of pages: [Page], in directory: URL, milliseconds: Int = 100) throws
    -> [PNGImage]
  {
    var top = 0
    var frames = ""
    var tops: [Int] = []
    for page in pages {
      tops.append(top)
      frames += """
        <iframe src="\(page.file.absoluteString)" scrolling="no" style="position:absolute;\
        left:0;top:\(top)px;width:\(page.width)px;height:\(page.height)px;border:0"></iframe>

        """
      top += page.height
    }
    let host = directory.appendingPathComponent("screenshots.html")
    try Data(
      """
      <!DOCTYPE html><html><body style="margin:0;overflow:hidden;background:#fff">
      \(frames)</body></html>
      """.utf8
    ).write(to: host)
    let width = pages.map(\.width).max() ?? 1
    let whole = try screenshot(host, width: width, height: max(top, 1), milliseconds: milliseconds)
    return zip(pages, tops).map { page, top in
      whole.cropped(x: 0, y: top, width: page.width, height: page.height)
    }
  }
}
