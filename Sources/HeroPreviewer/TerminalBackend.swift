import HeroANSI
import HeroPlanner
import HeroRaster

/// Where the player draws and reads keys: ncurses on a real terminal, or memory in tests.
///
/// The player hands over each frame as a whole canvas; the backend remembers what is on screen
/// and sends only what changed (on a real terminal through `TerminalScreen`, the one way from
/// a canvas to a terminal's bytes).
public protocol TerminalBackend: AnyObject {
  /// The screen size in cells.
  var size: (columns: Int, rows: Int) { get }
  var capabilities: TerminalCapabilities { get }
  /// How the picture region is drawn: cells, or an image in a graphics protocol.
  var graphics: GraphicsProtocol { get }
  /// What the terminal said about itself at start-up.
  var facts: TerminalFacts { get }
  /// A short line for the stats overlay: colour mode, bytes written, synchronised output.
  var diagnostics: String { get }

  /// Monotonic time in seconds, for frame deadlines and frame times.
  func now() -> Double
  /// Shows `canvas` (the whole screen, at `size`) in one update, writing only the cells that
  /// differ from what is on screen; how many did (nothing is written when none did).
  @discardableResult
  func present(_ canvas: Canvas) throws(TerminalError) -> Int
  /// `present(canvas)` with the picture region as an image over its cells (`graphics` not
  /// `cells`), in the same update: nil takes any image shown off the screen (a panel or the
  /// help over the picture, the z-order view); the same picture again sends nothing.
  @discardableResult
  func present(_ canvas: Canvas, picture: PictureFrame?) throws(TerminalError) -> Int
  /// Takes every image shown off the screen (quitting): the cells stay.
  func removePictures() throws(TerminalError)
  /// Bytes of the last image sent (0 when none was), for the stats line.
  var pictureBytes: Int { get }
  /// The scene the pictures are drawn from, when it loads, reloads or is edited (sixel makes
  /// its colour registers from it).
  func prepareImages(for scene: Scene)
  /// Forgets what is on screen (after a resize): the next present repaints the whole screen.
  func invalidate() throws(TerminalError)
  /// The next input event, waiting at most `timeout` seconds (nil: until there is one); nil
  /// when the time passed without input.
  func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent?
  /// An input event that is already waiting, without waiting for one: the player drains a
  /// burst of input (a paste, a key held down) this way before drawing once.
  func pendingEvent() throws(TerminalError) -> InputEvent?
}

extension TerminalBackend {
  /// A backend that draws no images draws cells, and was asked nothing.
  public var graphics: GraphicsProtocol { .cells }
  public var facts: TerminalFacts { TerminalFacts() }
  /// A backend that draws no images draws the cells alone.
  @discardableResult
  public func present(_ canvas: Canvas, picture: PictureFrame?) throws(TerminalError) -> Int {
    try present(canvas)
  }
  public func removePictures() throws(TerminalError) {}
  public var pictureBytes: Int { 0 }
  public func prepareImages(for scene: Scene) {}
}
