import Foundation
import HeroANSI
import HeroPlanner
import HeroRaster
import HeroScene

/// `--compare FLOOR`: heroscope's frame without sampling (raster, then cells, diff and encode
/// through `TerminalScreen`) beside the plain C loop's (`Benchmarks/floor/floor.c`, built by
/// `Scripts/bench-compare.sh`) on the same frames in the same run, in both colour modes, with
/// the bytes each writes and the shortest reading-order encoding of heroscope's cells.
struct Comparison {
  let views: Int
  let columns: Int
  let rows: Int
  let frameCount: Int

  struct Row {
    var mode: ColorMode
    var heroscope: (total: Double, raster: Double, rest: Double)
    var floor: (total: Double, raster: Double, rest: Double)
    var bytes: Int
    var floorBytes: Int
    /// The median shortest encoding, and all of heroscope's bytes over all the minimum's (nil
    /// with `--no-minimum`).
    var minimum: (median: Int, ratio: Double)?
  }

  /// The same frames the benchmark plays: the 1,000-view scene, 10 % matched.
  func frames() -> (Frame, [Frame]) {
    let plan = Planner.plan(benchmarkScene(views: views))
    var sampler = FrameSampler(plan)
    var frames: [Frame] = []
    for i in 0..<frameCount {
      var frame = Frame.empty
      sampler.sample(at: Double(i) / Double(max(1, frameCount - 1)), into: &frame)
      frames.append(frame)
    }
    return (frames[0], frames)
  }

  /// The frames as the C loop reads them: each layer's quad in pixels, its colour and alpha.
  ///
  /// Written into an array of bytes and made `Data` once: appending to `Data` four bytes at a
  /// time cost more instructions than all of heroscope's frames (which made callgrind slow).
  func frameFile(_ frames: [Frame]) -> Data {
    var data: [UInt8] = Array("HSF1".utf8)
    func int32(_ v: Int) {
      withUnsafeBytes(of: Int32(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) }
    }
    func float(_ v: Double) {
      withUnsafeBytes(of: Float(v).bitPattern.littleEndian) { data.append(contentsOf: $0) }
    }
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    int32(columns)
    int32(rows)
    int32(frames.count)
    for frame in frames {
      let fit = ScreenFit(
        screen: (frame.screenSize.width, frame.screenSize.height), columns: columns, rows: rows)
      let container = frame.containerColor
      data.append(contentsOf: [
        byte(container.red), byte(container.green), byte(container.blue), 0,
      ])
      let painted = frame.layers.filter { $0.color != nil && $0.quad.count == 4 }
      int32(painted.count)
      for layer in painted {
        let corners = layer.quad.map { fit.pixel(x: $0.x, y: $0.y) }
        for corner in corners { float(corner.x) }
        for corner in corners { float(corner.y) }
        let color = layer.color ?? RGBAColor(red: 0, green: 0, blue: 0)
        data.append(contentsOf: [
          byte(color.red), byte(color.green), byte(color.blue),
          byte(color.alpha * layer.opacity),
        ])
      }
    }
    return Data(data)
  }

  /// heroscope's medians per frame, in milliseconds, and its bytes.
  func heroscope(_ frames: [Frame], mode: ColorMode) -> (Double, Double, Double, Int) {
    var screen = TerminalScreen(capabilities: TerminalCapabilities(colorMode: mode, unicode: true))
    var buffers = RasterBuffers()
    var raster = Raster()
    var rasterTimes: [Double] = []
    var restTimes: [Double] = []
    var bytes: [Double] = []
    for frame in frames {
      rasterTimes.append(
        measure {
          Rasteriser.render(
            frame, columns: columns, rows: rows, options: RasterOptions(arcs: false),
            buffers: &buffers, into: &raster)
        })
      restTimes.append(measure { screen.update(raster.canvas) })
      bytes.append(Double(screen.bytes.count))
    }
    let totals = zip(rasterTimes, restTimes).map { $0 + $1 }
    return (
      percentile(totals.sorted(), 0.5) * 1000, percentile(rasterTimes.sorted(), 0.5) * 1000,
      percentile(restTimes.sorted(), 0.5) * 1000, Int(percentile(bytes.sorted(), 0.5))
    )
  }

  /// heroscope's cells again, untimed, each change beside its shortest encoding.
  func minimum(_ frames: [Frame], mode: ColorMode) -> (median: Int, ratio: Double) {
    var screen = TerminalScreen(capabilities: TerminalCapabilities(colorMode: mode, unicode: true))
    var buffers = RasterBuffers()
    var raster = Raster()
    var least: [Int] = []
    var written = 0
    for frame in frames {
      Rasteriser.render(
        frame, columns: columns, rows: rows, options: RasterOptions(arcs: false),
        buffers: &buffers, into: &raster)
      let old =
        screen.shown.isEmpty
        ? Array(repeating: TerminalCell.blank, count: columns * rows) : screen.shown
      guard screen.stage(raster.canvas) > 0 else { continue }
      least.append(
        MinimumEncoding.byteCount(old: old, new: screen.staged, columns: columns, mode: mode))
      screen.encodeStaged()
      written += screen.bytes.count
    }
    let total = least.reduce(0, +)
    let sorted = least.sorted()
    return (
      sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2],
      total == 0 ? 1 : Double(written) / Double(total)
    )
  }

  /// Runs the C loop on the frames file; its medians and bytes.
  func floor(_ path: String, file: URL, mode: ColorMode) throws -> (Double, Double, Double, Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [file.path, mode == .direct ? "direct" : "256"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CompareError.failed("the C loop \(path) exited with \(process.terminationStatus)")
    }
    var values: [String: Double] = [:]
    for field in String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
      let parts = field.split(separator: "=")
      if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
    }
    guard let total = values["total_ms"], let raster = values["raster_ms"],
      let rest = values["cells_diff_encode_ms"], let bytes = values["bytes"]
    else {
      throw CompareError.failed("the C loop \(path) printed no figures")
    }
    return (total, raster, rest, Int(bytes))
  }

  func run(floor path: String, minimum withMinimum: Bool) throws -> [Row] {
    let (_, frames) = frames()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "heroscope-bench-frames-\(getpid()).bin")
    try frameFile(frames).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var rows: [Row] = []
    for mode in [ColorMode.palette256, .direct] {
      // Alternated in one run, so both meet the same load.
      let ours = heroscope(frames, mode: mode)
      let theirs = try floor(path, file: file, mode: mode)
      rows.append(
        Row(
          mode: mode, heroscope: (ours.0, ours.1, ours.2), floor: (theirs.0, theirs.1, theirs.2),
          bytes: ours.3, floorBytes: theirs.3,
          minimum: withMinimum ? minimum(frames, mode: mode) : nil))
    }
    return rows
  }
}

enum CompareError: Error, CustomStringConvertible {
  case failed(String)

  var description: String {
    switch self {
    case .failed(let message): return message
    }
  }
}

extension Comparison {
  /// The first frame of the demo `heroscope` plays, in milliseconds: planning it (without
  /// notes, as `play` plans), sampling at 0, rasterising at this size and turning the canvas into
  /// bytes on a fresh screen, whose colour tables start empty as a new `play`'s do.
  func firstDemoFrame(mode: ColorMode) throws -> Double {
    let scene = try SceneLoader.load(json: Self.demoJSON(), fileName: "demo")
    var bytes = 0
    let time = measure {
      let plan = Planner.plan(scene, options: .init(explains: false))
      let raster = Rasteriser.render(plan.sample(at: 0), columns: columns, rows: rows)
      var screen = TerminalScreen(
        capabilities: TerminalCapabilities(colorMode: mode, unicode: true))
      screen.update(raster.canvas)
      bytes = screen.bytes.count
    }
    guard bytes > 0 else { throw CompareError.failed("the demo's first frame wrote nothing") }
    return time * 1000
  }

  /// The demo's JSON, read from the executable's source (its module cannot be imported).
  static func demoJSON() throws -> String {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("heroscope/DemoScene.swift"),
      encoding: .utf8)
    let parts = source.components(separatedBy: "\"\"\"")
    guard parts.count >= 3 else { throw CompareError.failed("no demo scene in DemoScene.swift") }
    return parts[1].split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
  }

  /// The table `--compare` prints.
  func report(_ table: [Row], firstFrames: [(ColorMode, Double)], wall: Bool) -> String {
    var lines = [
      "heroscope-bench --compare: \(views) views (10% matched) at \(columns)x\(rows), \(frameCount)"
        + " frames, the same frames through both; medians per frame in ms of "
        + (wall ? "wall-clock time" : "this thread's CPU time"),
      "colours  heroscope: total = raster + cells·diff·encode   C loop: total = raster + rest"
        + "   ratio    bytes  C bytes  minimum  bytes/min",
    ]
    for row in table {
      lines.append(
        String(
          format:
            "%-7@  %9.3f = %6.3f + %6.3f               %8.3f = %6.3f + %6.3f  %6.2f  %7d  %7d  ",
          row.mode == .direct ? "24-bit" : "256", row.heroscope.total, row.heroscope.raster,
          row.heroscope.rest, row.floor.total, row.floor.raster, row.floor.rest,
          row.floor.total > 0 ? row.heroscope.total / row.floor.total : 0, row.bytes,
          row.floorBytes)
          + (row.minimum.map { String(format: "%7d  %9.3f", $0.median, $0.ratio) }
            ?? "      -          -"))
    }
    lines.append(
      "first frame of the demo at \(columns)x\(rows) (plan, sample, raster, bytes; fresh colour"
        + " tables): "
        + firstFrames.map {
          ($0.0 == .direct ? "24-bit " : "256 ") + String(format: "%.3f ms", $0.1)
        }.joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
