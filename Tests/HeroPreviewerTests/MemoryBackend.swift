import HeroANSI
import HeroPlanner
import HeroPreviewer
import HeroRaster

/// A terminal in memory, for tests: cells, a scripted clock and scripted input. Frames go
/// through `TerminalScreen` as on a real terminal; `screen` is what it says is shown.
///
/// Time only moves when the player waits: `nextEvent(timeout:)` jumps the clock to the next
/// scripted event or by the timeout, and records every wait, so a test can check the frame
/// schedule and that a paused player blocks instead of polling.
public final class MemoryBackend: TerminalBackend {
  public private(set) var size: (columns: Int, rows: Int)
  public let capabilities: TerminalCapabilities
  /// The cells as the last `present` left them, row by row.
  public private(set) var screen: [TerminalCell]
  private var terminal: TerminalScreen
  /// How many cells each `present` that changed any changed.
  public private(set) var presents: [Int] = []
  /// The timeouts the player waited with, in order (nil: blocked until input).
  public private(set) var waits: [Double?] = []
  /// The clock, in seconds.
  public var time: Double = 0
  /// Input still to come, at absolute times, in order.
  public var script: [(time: Double, event: InputEvent)] = []
  /// Past this time the backend reports a hang-up, so a test cannot loop forever.
  public var timeLimit: Double = 3600
  /// How the picture is drawn (cells unless a test asks for an image protocol), and what the
  /// terminal said of itself.
  public var graphics: GraphicsProtocol = .cells {
    didSet { pictures = PictureChannel(graphics: graphics, facts: facts) }
  }
  public var facts = TerminalFacts() {
    didSet { pictures = PictureChannel(graphics: graphics, facts: facts) }
  }
  private var pictures = PictureChannel(graphics: .cells, facts: TerminalFacts())
  /// The scenes the player prepared the pictures for, in order.
  public private(set) var preparedScenes: [Scene] = []
  /// Each present's bytes as the terminal gets them (the cells' text, then the image), and
  /// the cells an image that cannot be deleted left to be written again.
  public private(set) var frameBytes: [[UInt8]] = []
  public private(set) var redrawnAreas: [CellArea] = []
  /// The clock's time when each image was sent; how long a present takes on the clock (a
  /// slow terminal or machine, for the pacing of pictures).
  public private(set) var pictureTimes: [Double] = []
  public var presentCost: Double = 0
  /// Every image byte written, in order, and how many each present wrote (0 for one that sent
  /// no image bytes) and each invalidate or removal that wrote any.
  public private(set) var pictureLog: [UInt8] = []
  public private(set) var pictureWrites: [Int] = []
  public private(set) var pictureBytes = 0

  public init(columns: Int, rows: Int, capabilities: TerminalCapabilities) {
    size = (columns, rows)
    self.capabilities = capabilities
    screen = Array(repeating: .blank, count: columns * rows)
    terminal = TerminalScreen(capabilities: capabilities)
  }

  public var diagnostics: String { "memory \(capabilities.colorMode.rawValue)" }

  public func now() -> Double { time }

  public func present(_ canvas: Canvas) throws(TerminalError) -> Int {
    try present(canvas, picture: nil)
  }

  public func present(_ canvas: Canvas, picture: PictureFrame?) throws(TerminalError) -> Int {
    var bytes: [UInt8] = []
    if let redraw = pictures.frame(picture, screenRows: size.rows, into: &bytes) {
      terminal.forget(redraw)
      redrawnAreas.append(redraw)
    }
    time += presentCost
    if !bytes.isEmpty {
      pictureBytes = bytes.count
      pictureTimes.append(time)
    }
    pictureLog += bytes
    pictureWrites.append(bytes.count)
    precondition(
      canvas.columns == size.columns && canvas.rows == size.rows,
      "a \(canvas.columns)×\(canvas.rows) canvas on the \(size.columns)×\(size.rows) screen")
    let changed = terminal.update(canvas)
    if changed > 0 || !bytes.isEmpty { frameBytes.append(terminal.bytes + bytes) }
    guard changed > 0 else { return 0 }
    screen = terminal.shown
    presents.append(changed)
    return changed
  }

  public func removePictures() throws(TerminalError) {
    var bytes: [UInt8] = []
    _ = pictures.remove(into: &bytes)
    guard !bytes.isEmpty else { return }
    pictureLog += bytes
    pictureWrites.append(bytes.count)
  }

  public func prepareImages(for scene: Scene) {
    preparedScenes.append(scene)
    pictures.prepare(for: scene)
  }

  public func invalidate() throws(TerminalError) {
    try removePictures()
    screen = Array(repeating: .blank, count: size.columns * size.rows)
    terminal.forget()
  }

  public func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent? {
    waits.append(timeout)
    if let next = script.first, timeout.map({ next.time <= time + $0 }) ?? true {
      script.removeFirst()
      time = max(time, next.time)
      if case .resize = next.event { applyPendingResize() }
      return next.event
    }
    guard let timeout, time < timeLimit else { return .hangup }
    time += timeout
    return nil
  }

  public func pendingEvent() throws(TerminalError) -> InputEvent? {
    guard let next = script.first, next.time <= time else { return nil }
    script.removeFirst()
    if case .resize = next.event { applyPendingResize() }
    return next.event
  }

  /// Makes the next scripted `.resize` change the size to `columns × rows`.
  public func scheduleResize(at time: Double, columns: Int, rows: Int) {
    resizes.append((columns, rows))
    script.append((time, .resize))
  }

  private var resizes: [(Int, Int)] = []

  private func applyPendingResize() {
    guard !resizes.isEmpty else { return }
    let (columns, rows) = resizes.removeFirst()
    size = (columns, rows)
    screen = Array(repeating: .blank, count: columns * rows)
    terminal = TerminalScreen(capabilities: capabilities)
  }

  /// The glyphs on screen, one string per row.
  public var lines: [String] {
    (0..<size.rows).map { row in
      var line = String.UnicodeScalarView()
      for column in 0..<size.columns { line.append(screen[row * size.columns + column].glyph) }
      return String(line)
    }
  }

  public subscript(column: Int, row: Int) -> TerminalCell {
    screen[row * size.columns + column]
  }
}
