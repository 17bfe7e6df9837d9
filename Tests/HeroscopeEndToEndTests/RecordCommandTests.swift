import Foundation
import Testing
import HeroTestSupport

@Suite struct RecordCommandTests {
  @Test func aRecordingReplaysToTheLastFrame() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("heroscope-cast-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let cast = dir.appendingPathComponent("demo.cast").path
    let record = try BinaryRunner.run(["record", "-o", cast, "--size", "60x24", "--fps", "24"])
    #expect(record.status == 0)

    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 60)
    #expect(header["height"] as? Int == 24)
    #expect(header["timestamp"] is Int)
    #expect(header["title"] as? String == "Demo: gallery to photo")

    var grid = TerminalGrid(columns: 60, rows: 24)
    var last = -1.0
    var times: [Double] = []
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      #expect(event.count == 3)
      let time = try #require(event[0] as? Double)
      #expect(time >= last, "times must not go back")
      last = time
      times.append(time)
      #expect(event[1] as? String == "o")
      grid.feed(try #require(event[2] as? String))
    }
    // 24 fps over the 0.375 s demo, then the half-second hold.
    #expect(times.count == 11)
    #expect(abs((times.last ?? 0) - (times[times.count - 2] + 0.5)) < 1e-6)

    let frame = try BinaryRunner.run(["frame", "--progress", "1", "--format", "ansi", "--size", "60x24"])
    var expected = TerminalGrid(columns: 60, rows: 24)
    expected.feed(frame.stdout)
    #expect(grid == expected)
  }

  @Test func laterEventsWriteOnlyChangedCells() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("heroscope-cast-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let cast = dir.appendingPathComponent("demo.cast").path
    _ = try BinaryRunner.run(["record", "-o", cast, "--size", "60x24"])
    let lines = try String(contentsOfFile: cast, encoding: .utf8).split(separator: "\n")
    #expect(lines[1].contains("[2J"))
    #expect(!lines[2].contains("[2J"))
    #expect(lines[2].utf8.count < lines[1].utf8.count)
  }

  @Test func recordNeedsAnOutputFile() throws {
    let result = try BinaryRunner.run(["record"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("-o FILE.cast"))
  }
}
