import Foundation
import HeroANSI
import HeroImage
import HeroRaster
import HeroTestSupport
import Testing

/// A real terminal drawing the sixel encoder's bytes: xterm as a VT340 (sixel, 256 colour
/// registers) on an X server of its own (Xvfb on display :95), screenshotted with ImageMagick's
/// `import`, the picture compared region by region with `frame --format png`.
///
/// The bytes are the library encoder's (the play path that will send them is the kitty helper's
/// work): xterm runs a shell that waits for them to be written, then `cat`s them.
enum XtermSixel {
  static let display = 95
  static let tools = ["Xvfb", "xterm", "import", "xdotool", "xdpyinfo"]

  /// Why the test cannot run here, or nil.
  static let skipReason: String? = {
    let missing = tools.filter { ToolRunner.find($0) == nil }
    if !missing.isEmpty {
      return "needs \(missing.joined(separator: ", ")) (Debian's xvfb, xterm, imagemagick,"
        + " xdotool, x11-utils; .ci/run installs them)"
    }
    if let owner = lockOwner(), kill(owner, 0) == 0 {
      return "display :\(display) is in use by another X server (pid \(owner))"
    }
    return nil
  }()

  /// The pid in the display's lock file (a lock whose pid is gone is stale: Xvfb takes it).
  static func lockOwner() -> pid_t? {
    guard let text = try? String(contentsOfFile: "/tmp/.X\(display)-lock", encoding: .utf8)
    else { return nil }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Processes started here, stopped by their own pid, each waited for with a deadline.
  final class Started {
    var processes: [Process] = []

    /// `errors` names a file for the tool's standard error (kept to explain a failed start).
    func start(_ tool: String, _ arguments: [String], directory: URL, errors: String? = nil)
      throws -> Process
    {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(ToolRunner.find(tool)))
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.environment = ToolRunner.environment(["DISPLAY": ":\(display)"])
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      if let errors, FileManager.default.createFile(atPath: errors, contents: nil),
        let handle = FileHandle(forWritingAtPath: errors)
      {
        process.standardError = handle
      } else {
        process.standardError = FileHandle.nullDevice
      }
      try process.run()
      processes.append(process)
      return process
    }

    /// The last started first: xterm (whose shell gets its hang-up) before the X server. An
    /// X server that had to be killed leaves its lock and socket, which are ours to remove.
    func stopAll() {
      for process in processes.reversed() where process.isRunning {
        let pid = process.processIdentifier
        process.terminate()
        if BinaryRunner.waitForExit(process, timeout: 10) == nil {
          kill(pid, SIGKILL)
          _ = BinaryRunner.waitForExit(process, timeout: 5)
        }
        if lockOwner() == pid {
          try? FileManager.default.removeItem(atPath: "/tmp/.X\(display)-lock")
          try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(display)")
        }
      }
      processes = []
    }

    deinit { stopAll() }
  }

  /// Runs an X tool against the display, with a deadline.
  static func x(_ tool: String, _ arguments: [String], timeout: TimeInterval = 15) throws
    -> ToolRunner.Result
  {
    try ToolRunner.run(
      try #require(ToolRunner.find(tool)), arguments,
      environment: ToolRunner.environment(["DISPLAY": ":\(display)"]), timeout: timeout)
  }

  /// Polls `body` every 0.2 s until it returns a value or `seconds` pass.
  static func poll<T>(_ seconds: Double, _ body: () throws -> T?) rethrows -> T? {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      if let value = try body() { return value }
      Thread.sleep(forTimeInterval: 0.2)
    } while Date() < deadline
    return try body()
  }
}

@Suite(
  "xterm as a VT340 draws the sixel encoder's picture where it belongs",
  .serialized, .enabled(if: XtermSixel.skipReason == nil, Comment(rawValue: XtermSixel.skipReason ?? "")))
struct XtermSixelTests {
  @Test("the picture at its cell, its regions as frame --format png, the screen not scrolled")
  func xtermDrawsTheFrame() throws {
    let folder = try ScratchFolder()
    let started = XtermSixel.Started()
    defer { started.stopAll() }
    let (columns, rows, border) = (60, 40, 2)
    _ = try started.start(
      "Xvfb",
      [":\(XtermSixel.display)", "-screen", "0", "1024x1024x24", "-nolisten", "tcp", "-noreset"],
      directory: folder.url)
    let up = try XtermSixel.poll(20) {
      try XtermSixel.x("xdpyinfo", [], timeout: 5).status == 0 ? true : nil
    }
    try #require(up == true, "Xvfb :\(XtermSixel.display) did not start within 20 s")
    // xterm's start is slow beside a full suite's builds and other X servers (CI once waited
    // more than 30 s): two minutes, and a start that died is tried once more, its errors kept.
    let xtermArguments = [
      "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm",
      "XTerm*numColorRegisters: 256", "-xrm", "XTerm*sixelScrolling: true", "-b",
      String(border), "-geometry", "\(columns)x\(rows)+0+0", "-bg", "black", "-fg", "white",
      "-e", "sh", "-c",
      "printf '\\033[?25l'; while [ ! -e ready ]; do sleep 0.1; done; cat frame.bin; exec sleep 120",
    ]
    let errors = folder.path("xterm-errors.txt")
    var xterm = try started.start("xterm", xtermArguments, directory: folder.url, errors: errors)
    var tries = 1
    let window = try XtermSixel.poll(120) { () -> String? in
      let found = try XtermSixel.x("xdotool", ["search", "--onlyvisible", "--class", "XTerm"], timeout: 5)
      if let id = found.stdout.split(separator: "\n").first { return String(id) }
      if !xterm.isRunning && tries < 2 {
        tries += 1
        xterm = try started.start("xterm", xtermArguments, directory: folder.url, errors: errors)
      }
      return nil
    }
    let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    let id = try #require(
      window,
      "no xterm window within 120 s (\(tries) start(s), running: \(xterm.isRunning); stderr: \(said.prefix(400)))"
    )

    // The cell size, from the window's size (the border is 2 pixels on each side). A window
    // xdotool finds may not be mapped yet ("unable to read X window image": CI once): asked
    // again until it can be read, with a deadline.
    var refused = ""
    let screenshot = try XtermSixel.poll(30) { () -> Bool? in
      let shot = try XtermSixel.x("import", ["-window", id, folder.path("empty.png")])
      refused = shot.stderr
      return shot.status == 0 ? true : nil
    }
    try #require(screenshot == true, "import could not screenshot the window in 30 s: \(refused)")
    let empty = try ImageDecoder.decode(contentsOfFile: folder.path("empty.png"))
    let cellWidth = (empty.width - 2 * border) / columns
    let cellHeight = (empty.height - 2 * border) / rows
    try #require(cellWidth >= 4 && cellHeight >= 8, "cells of \(cellWidth)×\(cellHeight) px?")

    // The picture ends on the row above the last: drawn with scrolling on, it must not scroll.
    let (picture, _, palette) = try PictureReference.frame(progress: 0.5, scale: 0.5, in: folder)
    let coveredRows = (picture.height + cellHeight - 1) / cellHeight
    let coveredColumns = (picture.width + cellWidth - 1) / cellWidth
    let row = rows - 1 - coveredRows
    try #require(row >= 1, "the picture needs \(coveredRows) rows")
    var placed = picture
    (placed.column, placed.row, placed.columns, placed.rows) = (2, row, coveredColumns, coveredRows)
    var encoder = SixelEncoder(palette: palette, screenRows: rows)
    var bytes: [UInt8] = Array("\u{1B}[2J".utf8)
    encoder.show(placed, into: &bytes)
    let expected = try SixelImage.decode(bytes)
    #expect(expected.height == picture.height, "cut although it fits above the last row")
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path("frame.bin")))
    try Data().write(to: URL(fileURLWithPath: folder.path("ready")))

    let left = border + 2 * cellWidth
    let top = border + row * cellHeight
    var last = ""
    let matched = try XtermSixel.poll(90) { () -> Bool? in
      guard try XtermSixel.x("import", ["-window", id, folder.path("shot.png")]).status == 0
      else { return nil }
      let shot = try ImageDecoder.decode(contentsOfFile: folder.path("shot.png"))
      let report = Self.compare(shot, at: (left, top), expected: expected, picture: picture)
      last = report.summary
      return report.ok ? true : nil
    }
    #expect(matched == true, "xterm's picture did not match within 90 s: \(last)")
  }

  struct Report {
    var ok: Bool
    var summary: String
  }

  /// The picture's 6×8 regions in the screenshot at (`left`, `top`): each region's mean
  /// channel difference from the decoded sixel at most 1 (xterm shows the registers as set,
  /// a level apart at most where it rounds a percent its own way) and from the `frame --format
  /// png` picture at most the palette's mean error there plus 1.
  static func compare(
    _ shot: RGBAImage, at origin: (Int, Int), expected: SixelImage, picture: PictureFrame
  ) -> Report {
    guard origin.0 + picture.width <= shot.width, origin.1 + picture.height <= shot.height else {
      return Report(ok: false, summary: "the screenshot is \(shot.width)×\(shot.height)")
    }
    let (across, down) = (6, 8)
    var worst = (sixel: 0.0, picture: 0.0, region: "")
    var ok = true
    for ry in 0..<down {
      for rx in 0..<across {
        let x0 = rx * picture.width / across
        let x1 = (rx + 1) * picture.width / across
        let y0 = ry * picture.height / down
        let y1 = (ry + 1) * picture.height / down
        var sixelDifference = 0
        var pictureDifference = 0
        var paletteError = 0
        for y in y0..<y1 {
          for x in x0..<x1 {
            let s = ((origin.1 + y) * shot.width + origin.0 + x) * 4
            let p = (y * picture.width + x) * 3
            for c in 0..<3 {
              let seen = Int(shot.pixels[s + c])
              sixelDifference += abs(seen - Int(expected.rgb[p + c]))
              pictureDifference += abs(seen - Int(picture.rgb[p + c]))
              paletteError += abs(Int(expected.rgb[p + c]) - Int(picture.rgb[p + c]))
            }
          }
        }
        let samples = Double((x1 - x0) * (y1 - y0) * 3)
        let meanSixel = Double(sixelDifference) / samples
        let meanPicture = Double(pictureDifference) / samples
        let meanPalette = Double(paletteError) / samples
        if meanSixel > 1 || meanPicture > meanPalette + 1 { ok = false }
        if meanSixel > worst.sixel || meanPicture - meanPalette > worst.picture {
          worst = (meanSixel, meanPicture - meanPalette, "region \(rx),\(ry)")
        }
      }
    }
    return Report(
      ok: ok,
      summary: String(
        format: "worst %@: %.2f from the sixel, %.2f beyond the palette's error", worst.region,
        worst.sixel, worst.picture))
  }
}
