import HeroPlanner
import HeroPreviewer
import HeroRaster

@testable import HeroANSI

/// A terminal backend that encodes frames as the ncurses backend does (`TerminalScreen`, one
/// byte string per present) and applies them to a `TerminalModel`, for tests that play real
/// scenes: every frame's bytes, the minimum for the same change, and whether the model's
/// screen is the frame (mapped apart, by a `CellMapper` of its own). Time moves only when the
/// player waits, as in `MemoryBackend`.
final class EncodingBackend: TerminalBackend {
  let size: (columns: Int, rows: Int)
  let capabilities: TerminalCapabilities
  private var screen: TerminalScreen
  private var mapper: CellMapper
  private(set) var terminal: TerminalModel
  /// The canvas mapped, as the frame the terminal must show.
  private var frame: [TerminalCell]
  /// Per present: the encoder's bytes and the minimum's (nil where not worked out).
  private(set) var frames: [(bytes: Int, minimum: Int?)] = []
  /// Frames after which the terminal did not show the frame, described.
  private(set) var problems: [String] = []
  /// The minimum is worked out on every n-th frame (a dynamic program per frame is slow).
  var minimumEvery = 1
  var time = 0.0
  var timeLimit = 60.0

  init(columns: Int, rows: Int, capabilities: TerminalCapabilities) {
    size = (columns, rows)
    self.capabilities = capabilities
    screen = TerminalScreen(capabilities: capabilities)
    mapper = CellMapper(mode: capabilities.colorMode, unicode: capabilities.unicode)
    frame = Array(repeating: .blank, count: columns * rows)
    terminal = TerminalModel(
      columns: columns, rows: rows, mode: capabilities.colorMode, showing: frame)
  }

  var diagnostics: String { "encoding" }
  func now() -> Double { time }

  func present(_ canvas: Canvas) throws(TerminalError) -> Int {
    mapper.map(canvas, into: &frame)
    let old = screen.shown.isEmpty ? Array(repeating: .blank, count: frame.count) : screen.shown
    let changed = screen.stage(canvas)
    guard changed > 0 else { return 0 }
    let minimum =
      frames.count % minimumEvery == 0
      ? MinimumEncoding.byteCount(
        old: old, new: screen.staged, columns: size.columns, mode: capabilities.colorMode)
      : nil
    screen.encodeStaged()
    frames.append((screen.bytes.count, minimum))
    terminal.feed(screen.bytes)
    if !terminal.problems.isEmpty {
      problems.append("frame \(frames.count): \(terminal.problems.joined(separator: "; "))")
      terminal.problems = []
    }
    if terminal.foreground != -1 || terminal.background != -1 {
      problems.append("frame \(frames.count) ends with colours set")
    }
    if let difference = terminal.firstDifference(from: frame) {
      problems.append("frame \(frames.count): \(difference)")
    }
    return changed
  }

  func invalidate() throws(TerminalError) {}

  func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent? {
    guard let timeout, time < timeLimit else { return .hangup }
    time += timeout
    return nil
  }

  func pendingEvent() throws(TerminalError) -> InputEvent? { nil }
}
