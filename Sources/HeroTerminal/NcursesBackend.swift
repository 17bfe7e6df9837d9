import CNcurses
import HeroANSI
import HeroImage
import HeroPlanner
import HeroPreviewer
import HeroRaster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: ncursesw sets it up, reads keys and mouse reports as `InputEvent`s and
/// restores it on exit, on SIGINT / SIGTERM / SIGQUIT and on a crash; frames are encoded by
/// `TerminalScreen` (cursor moves and combined colour changes for the changed cells only) and
/// sent in one `write()` each, inside synchronised-output mode 2026 where supported. ncurses
/// never draws a frame: going through its colour pairs and `tparm` cost more than the rest of
/// the frame.
public final class NcursesBackend: TerminalBackend {
  public let capabilities: TerminalCapabilities
  /// How the picture is drawn: the protocol named by `--graphics`, else what the terminal
  /// answered at start-up (`GraphicsChoice`).
  public private(set) var graphics: GraphicsProtocol = .cells
  public private(set) var facts = TerminalFacts()
  /// Why `graphics` was chosen (for the stats line), and the sentence the status line says
  /// once where cells were chosen against the user's wish or the terminal's means.
  public private(set) var graphicsReason = "asked for"
  public private(set) var graphicsNotice: String?
  /// How long the start-up queries took, in seconds, and the replies that came after them
  /// (read and dropped as they came, never as keys).
  public private(set) var probeDuration = 0.0
  public private(set) var lateReplies = 0
  /// What is on screen, and the bytes of each frame (with terminfo's `bce`, and `am` with
  /// `xenl`, which let the encoder erase and wrap).
  private var screen: TerminalScreen
  /// Bytes of the last frame written, for the stats line.
  private var lastFrameBytes = 0
  /// What one present writes, kept between frames for its storage.
  private var output: [UInt8] = []
  /// The picture's encoder where the picture is an image (`graphics`), and the bytes of its
  /// part of a frame (kept for their storage).
  private var pictures = PictureChannel(graphics: .cells, facts: TerminalFacts())
  private var pictureOutput: [UInt8] = []
  public var pictureBytes: Int { pictures.lastImageBytes }
  /// The terminal said its cell's pixels when asked (`CSI 16 t`): the kernel's figures are
  /// not read over them.
  private var cellPixelsAsked = false
  private var closed = false
  /// An ESC read right after another (two Esc pressed quickly): the next event starts from it.
  private var escapeRead = false
  private let mouse: Bool
  /// Drag reports are switched on after the first update, which sends ncurses' own mouse
  /// setup (any-motion tracking, mode 1003) to the terminal.
  private var dragModeSet = false
  /// Key codes ncurses gives modified arrows from the terminfo entry's extended keys
  /// (`kRIT5`…), as the keys they are.
  private var modifiedKeys: [Int32: Key] = [:]

  static let syncBegin = "\u{1B}[?2026h"
  static let syncEnd = "\u{1B}[?2026l"
  /// ncurses turns on any-motion tracking (1003) for REPORT_MOUSE_POSITION; button-event
  /// tracking (1002) reports motion only while a button is held, which is all a drag needs.
  static let dragOn = "\u{1B}[?1003l\u{1B}[?1002h"
  static let mouseOff = "\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l"
  /// Bracketed paste (mode 2004): the terminal wraps pasted text in `ESC [200~` … `ESC [201~`,
  /// so it is read as text and never as keys.
  static let pasteOn = "\u{1B}[?2004h"
  static let pasteOff = "\u{1B}[?2004l"
  static let pasteStart: [Unicode.Scalar] = ["[", "2", "0", "0", "~"]
  static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]
  /// The most of one paste kept (the rest is read and dropped): 4 Mi characters.
  static let pasteLimit = 1 << 22

  /// Sets up the terminal: locale, newterm, cbreak, no echo, keypad, hidden cursor, short Esc
  /// delay, mouse with drag reports, the colour mode and the restore handlers.
  public init(environment: TerminalEnvironment, graphics asked: GraphicsMode = .cells)
    throws(TerminalError)
  {
    let unicode = cn_setlocale() == 1
    try Self.openTerminal(environment)
    do throws(TerminalError) {
      // Without cursor addressing (TERM=dumb) nothing can be drawn in place.
      guard cn_tigetstr("cup") != nil else {
        throw TerminalError.noCursorAddressing(environment.term)
      }
      try Curses.check(
        cn_install_signal_handlers(Self.resetSequence()), "sigaction (restore handlers)")
      try Curses.check(cn_cbreak(), "cbreak()")
      try Curses.check(cn_noecho(), "noecho()")
      try Curses.check(cn_nonl(), "nonl()")
      try Curses.check(cn_keypad(1), "keypad(stdscr, TRUE)")
      try Curses.check(cn_quiet_output(), "leaveok(stdscr, TRUE)")
      // A terminal without `civis` keeps its cursor: not worth failing for.
      _ = cn_curs_set(0)
      try Curses.check(cn_set_escdelay(25), "set_escdelay(25)")
      try Curses.check(cn_mouseinterval(0), "mouseinterval(0)")
      Self.defineMissingKeys()
      modifiedKeys = Self.modifiedArrowCodes()
      let mode = try Self.colorMode(environment)
      let sync = environment.wantsSynchronizedOutput(terminfoHasSync: cn_tigetstr("Sync") != nil)
      capabilities = TerminalCapabilities(
        colorMode: mode, unicode: unicode, synchronizedOutput: sync)
      screen = TerminalScreen(
        capabilities: capabilities, backgroundColorErase: cn_tigetflag("bce") > 0,
        autoWrap: cn_tigetflag("am") > 0 && cn_tigetflag("xenl") > 0)
      mouse = cn_mousemask(CN_ALL_MOUSE_EVENTS | CN_REPORT_MOUSE_POSITION) != 0
      // ncurses clears the screen on its first refresh: let it happen now, before any frame,
      // so that a later getch finds nothing to draw.
      try Curses.check(cn_wnoutrefresh(), "wnoutrefresh(stdscr)")
      try Curses.check(cn_doupdate(), "doupdate()")
      _ = cn_write(Self.pasteOn, Self.pasteOn.utf8.count)
      // What the terminal says about itself, asked once ncurses has set it up (no echo, no
      // line buffering) and before anything reads input.
      var rows: Int32 = 0
      var columns: Int32 = 0
      cn_getmaxyx(&rows, &columns)
      (facts, probeDuration) = Self.probe(environment, columns: Int(columns), rows: Int(rows))
      let decision = GraphicsChoice.decide(mode: asked, facts: facts, environment: environment)
      graphics = decision.graphics
      graphicsReason = decision.reason
      graphicsNotice = decision.notice
      cellPixelsAsked = facts.cellPixels != nil
      setUpPictures(environment)
    } catch {
      _ = cn_endwin()
      cn_remove_signal_handlers()
      throw error
    }
  }

  deinit { close() }

  /// The encoder for `graphics`, and the bytes that delete its images written by the signal
  /// handlers too (SIGINT, SIGTERM, a crash, and Ctrl-Z: the picture must not stay on the
  /// shell's screen).
  private func setUpPictures(_ environment: TerminalEnvironment) {
    var named = facts
    if named.version == nil { named.version = environment.termProgram }
    pictures = PictureChannel(graphics: graphics, facts: named)
    readCellPixels()
    cn_set_picture_reset(
      graphics == .kitty
        ? KittyEncoder.deleteAll(passthrough: named.tmux && named.passthrough) : "")
    // Killed (its window closed), play leaves no shared memory object behind unread.
    cn_set_signal_cleanup(graphics == .kitty ? SharedMemory.unlinkTracked : nil)
  }

  /// The cell's pixels from TIOCGWINSZ where the start-up queries did not say (kitty fills
  /// the fields; a resize or a font change may change them, so they are read again then).
  private func readCellPixels() {
    guard graphics.drawsPictures, !cellPixelsAsked else { return }
    var width: Int32 = 0
    var height: Int32 = 0
    guard cn_cell_pixels(&width, &height) == CN_OK else { return }
    facts.cellPixels = PixelSize(width: Int(width), height: Int(height))
  }

  /// Writes the bytes that take the picture's images off the screen, if any were shown.
  private func writePictureRemoval() {
    pictureOutput.removeAll(keepingCapacity: true)
    // An image that cannot be deleted stays until its cells are written: the callers clear
    // the screen or leave it.
    _ = pictures.remove(into: &pictureOutput)
    guard !pictureOutput.isEmpty else { return }
    _ = pictureOutput.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { cn_write($0.baseAddress, $0.count) }
    }
  }

  public func removePictures() throws(TerminalError) { writePictureRemoval() }

  public func prepareImages(for scene: Scene) { pictures.prepare(for: scene) }

  /// The terminal type drawn with when `TERM` has no terminfo entry here: macOS's terminfo is
  /// old (no `tmux-256color` on some versions, no `xterm-direct`), and nearly every terminal
  /// emulator and multiplexer understands xterm's sequences.
  public static let fallbackTerminal = "xterm-256color"

  /// newterm for `TERM`; when that type is unknown, one line on stderr saying so (written
  /// before ncurses sends anything, so it stays on the normal screen) and newterm for
  /// `fallbackTerminal`. `COLORTERM` still selects 24-bit colour afterwards, as the colour mode
  /// is read from the environment first.
  private static func openTerminal(_ environment: TerminalEnvironment) throws(TerminalError) {
    guard cn_newterm(nil) == CN_ERR else { return }
    let notice =
      "heroscope: TERM='\(TerminalText.cells(environment.term))' has no terminfo entry here;"
      + " drawing as \(fallbackTerminal)\n"
    let bytes = Array(notice.utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    guard cn_newterm(fallbackTerminal) != CN_ERR else {
      throw TerminalError.unknownTerminal(environment.term)
    }
  }

  /// Restores the terminal: mouse modes off, cursor visible, alternate screen left, modes as
  /// they were. Safe to call twice.
  public func close() {
    guard !closed else { return }
    closed = true
    writePictureRemoval()
    let off =
      Self.mouseOff + Self.pasteOff + (capabilities.synchronizedOutput ? Self.syncEnd : "")
    _ = cn_write(off, off.utf8.count)
    _ = cn_mousemask(0)
    _ = cn_curs_set(1)
    _ = cn_endwin()
    cn_remove_signal_handlers()
  }

  public var size: (columns: Int, rows: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    cn_getmaxyx(&rows, &columns)
    return (Int(max(0, columns)), Int(max(0, rows)))
  }

  public var diagnostics: String {
    var text =
      capabilities.colorMode == .monochrome
      ? "monochrome" : "\(capabilities.colorMode.rawValue) colours"
    text += " · \(lastFrameBytes) B"
    text += " · sync \(capabilities.synchronizedOutput ? "on" : "off")"
    text += capabilities.unicode ? "" : " · ascii"
    return text + " · " + graphicsSummary
  }

  /// The protocol, why, and what the probe cost: `kitty (the terminal answered kitty's
  /// query) · probe 3 ms`.
  public var graphicsSummary: String {
    var text = "\(graphics.rawValue) (\(graphicsReason))"
    text += " · probe \(Int((probeDuration * 1000).rounded())) ms"
    if let version = facts.version { text += " · " + TerminalText.cells(version) }
    if let cell = facts.cellPixels { text += " · cell \(cell.width)×\(cell.height) px" }
    if let transmission = pictures.transmission { text += " · " + transmission }
    if pictures.edits > 0 {
      text += " · \(pictures.edits) a=f edit\(pictures.edits == 1 ? "" : "s")"
    }
    return text + (lateReplies > 0 ? " · \(lateReplies) late replies" : "")
  }

  public func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Encodes what changed (the bottom-right cell too: terminals defer the wrap after the last
  /// column) and writes it.
  public func present(_ canvas: Canvas) throws(TerminalError) -> Int {
    try present(canvas, picture: nil)
  }

  /// The cells that changed, then the picture's image bytes (nothing for the same picture;
  /// the deletion of the image where there is no picture now), in one synchronised write.
  public func present(_ canvas: Canvas, picture: PictureFrame?) throws(TerminalError) -> Int {
    // The image first: where it leaves cells that only text can clear (sixel, iTerm2), they
    // are written in this frame, before the image's bytes (text after it would cut holes).
    pictureOutput.removeAll(keepingCapacity: true)
    if let redraw = pictures.frame(picture, screenRows: size.rows, into: &pictureOutput) {
      screen.forget(redraw)
    }
    let changed = screen.update(canvas)
    guard changed > 0 || !pictureOutput.isEmpty else { return 0 }
    // One buffer, one write: the mode 2026 brackets around the frame's bytes.
    output.removeAll(keepingCapacity: true)
    if capabilities.synchronizedOutput { output += Self.syncBegin.utf8 }
    output += screen.bytes
    output += pictureOutput
    if capabilities.synchronizedOutput { output += Self.syncEnd.utf8 }
    if mouse && !dragModeSet {
      // ncurses asks for any-motion reports; only drags are wanted (mode 1002).
      output += Self.dragOn.utf8
      dragModeSet = true
    }
    lastFrameBytes = screen.bytes.count
    let result = output.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { cn_write($0.baseAddress, $0.count) }
    }
    if result == CN_ERR { throw TerminalError.callFailed("write(stdout, \(output.count) bytes)") }
    return changed
  }

  public func invalidate() throws(TerminalError) {
    screen.forget()
    // The images go too: the next frame sends the picture in full, at the cell size now.
    writePictureRemoval()
    readCellPixels()
    // ncurses clears the screen now (and has nothing left to draw at the next getch); the
    // next frame is then drawn in full.
    try Curses.check(cn_erase(), "werase(stdscr)")
    try Curses.check(cn_clearok(), "clearok(curscr, TRUE)")
    try Curses.check(cn_wnoutrefresh(), "wnoutrefresh(stdscr)")
    try Curses.check(cn_doupdate(), "doupdate()")
  }

  public func nextEvent(timeout: Double?) throws(TerminalError) -> InputEvent? {
    if let resumed = resumedEvent() { return resumed }
    if escapeRead {
      escapeRead = false
      return escapeSequence()
    }
    let milliseconds = timeout.map { Int32(min(($0 * 1000).rounded(.up), 60_000)) } ?? -1
    cn_timeout(milliseconds)
    var value: UInt32 = 0
    let result = cn_get_wch(&value)
    if result == CN_ERR {
      if let resumed = resumedEvent() { return resumed }
      // A blocking read fails only when input is gone (or a signal interrupted it).
      if timeout == nil && errno != EINTR { return .hangup }
      return nil
    }
    if result == CN_KEY_CODE_YES { return keyCode(Int32(bitPattern: value)) }
    switch value {
    case 27: return escapeSequence()
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 8, 127: return .key(.backspace)
    default: return Unicode.Scalar(value).map { .key(.character($0)) }
    }
  }

  /// After a suspend and resume: the modes, mouse, paste and cursor set up again, and the
  /// player told to repaint everything (the shell and ncurses have drawn over it).
  private func resumedEvent() -> InputEvent? {
    guard cn_take_resumed() == 1 else { return nil }
    _ = cn_reset_prog_mode()
    _ = cn_curs_set(0)
    let modes = (mouse ? Self.dragOn : "") + Self.pasteOn
    _ = cn_write(modes, modes.utf8.count)
    return .repaint
  }

  /// After an ESC ncurses did not make a key of: the rest of the sequence, read whole from
  /// what is already waiting (a started sequence gets a moment for its last bytes), as one key.
  public func pendingEvent() throws(TerminalError) -> InputEvent? {
    try nextEvent(timeout: 0)
  }

  /// The rest of an escape sequence, read whole (`EscapeSequenceReader`) as one key; nil for
  /// a terminal's reply that came after the start-up wait (or any reply, or a sequence too
  /// long to be a key): read and dropped, never taken for keys.
  private func escapeSequence() -> InputEvent? {
    var reader = EscapeSequenceReader()
    while !reader.isComplete {
      cn_timeout(reader.scalars.isEmpty ? 0 : 25)
      var value: UInt32 = 0
      let result = cn_get_wch(&value)
      if result == CN_ERR { break }
      if result == CN_KEY_CODE_YES {
        // ESC before a key ncurses knows: Alt with that key.
        guard reader.scalars.isEmpty else { return .key(.unknown) }
        switch keyCode(Int32(bitPattern: value)) {
        case .key(.left), .key(.shiftLeft): return .key(.wordLeft)
        case .key(.right), .key(.shiftRight): return .key(.wordRight)
        case .key: return .key(.unknown)
        case let event: return event
        }
      }
      guard let scalar = Unicode.Scalar(value) else { return .key(.unknown) }
      reader.add(scalar)
    }
    let scalars = reader.scalars
    // Esc twice (`ESC ESC`): this Esc now, and the second one starts the next event, so each
    // press is counted, as each `q` is, and a sequence after it is still read whole.
    if scalars == ["\u{1B}"] {
      escapeRead = true
      return .key(.escape)
    }
    if scalars == Self.pasteStart { return .key(.paste(readPaste())) }
    if reader.overflowed || TerminalReply.parse(scalars) != nil {
      lateReplies += 1
      return nil
    }
    return .key(EscapeSequence.key(scalars))
  }

  /// The text of a bracketed paste, up to `ESC [201~` (or a quiet half second, should the end
  /// never come): linear in its length, at most `pasteLimit` characters kept.
  private func readPaste() -> String {
    var text: [Unicode.Scalar] = []
    var tail: [Unicode.Scalar] = []
    cn_timeout(500)
    while true {
      var value: UInt32 = 0
      let result = cn_get_wch(&value)
      if result == CN_ERR { break }
      // A key ncurses made of pasted bytes is not text.
      if result == CN_KEY_CODE_YES { continue }
      guard let scalar = Unicode.Scalar(value) else { continue }
      // The last few characters, to find the end marker without searching the text.
      tail.append(scalar)
      if tail.count > Self.pasteEnd.count { tail.removeFirst() }
      if tail == Self.pasteEnd {
        text.removeLast(min(text.count, Self.pasteEnd.count - 1))
        break
      }
      if text.count < Self.pasteLimit { text.append(scalar) }
    }
    return String(String.UnicodeScalarView(text))
  }

  private func keyCode(_ code: Int32) -> InputEvent {
    switch code {
    case CN_KEY_LEFT: return .key(.left)
    case CN_KEY_RIGHT: return .key(.right)
    case CN_KEY_UP: return .key(.up)
    case CN_KEY_DOWN: return .key(.down)
    case CN_KEY_SLEFT: return .key(.shiftLeft)
    case CN_KEY_SRIGHT: return .key(.shiftRight)
    case CN_KEY_PPAGE: return .key(.pageUp)
    case CN_KEY_NPAGE: return .key(.pageDown)
    case CN_KEY_HOME: return .key(.home)
    case CN_KEY_END: return .key(.end)
    case CN_KEY_ENTER: return .key(.enter)
    case CN_KEY_BACKSPACE: return .key(.backspace)
    case CN_KEY_BTAB: return .key(.backTab)
    case CN_KEY_DC: return .key(.delete)
    case CN_KEY_RESIZE:
      // A second resize right after the first can be lost; this reads the size again.
      _ = cn_sync_size()
      return .resize
    case CN_KEY_MOUSE:
      var column: Int32 = 0
      var row: Int32 = 0
      var state: UInt = 0
      guard cn_getmouse(&column, &row, &state) != CN_ERR else { return .key(.other(code)) }
      let action: MouseEvent.Action
      if state & CN_REPORT_MOUSE_POSITION != 0 {
        action = .drag
      } else if state & (CN_BUTTON1_PRESSED | CN_BUTTON1_CLICKED) != 0 {
        action = .press
      } else if state & CN_BUTTON1_RELEASED != 0 {
        action = .release
      } else if state & CN_BUTTON4_PRESSED != 0 {
        action = .scrollUp
      } else if CN_BUTTON5_PRESSED != 0 && state & CN_BUTTON5_PRESSED != 0 {
        action = .scrollDown
      } else {
        action = .other
      }
      return .mouse(
        MouseEvent(
          column: Int(column), row: Int(row), action: action,
          shift: state & CN_BUTTON_SHIFT != 0))
    default: return .key(modifiedKeys[code] ?? .other(code))
    }
  }

  /// The codes terminfo's extended keys give xterm's modified arrows, Home and End
  /// (`ESC [1;5C` is `kRIT5`), mapped to the keys they stand for.
  private static func modifiedArrowCodes() -> [Int32: Key] {
    var codes: [Int32: Key] = [:]
    for modifier in 2...8 {
      for final in ["A", "B", "C", "D", "H", "F"] {
        let sequence = "[1;\(modifier)\(final)"
        let code = cn_key_defined("\u{1B}" + sequence)
        guard code > 0 else { continue }
        codes[code] = EscapeSequence.key(Array(sequence.unicodeScalars))
      }
    }
    return codes
  }

  /// The best colour mode the terminal has: direct colour when `COLORTERM` says 24-bit or
  /// terminfo says `RGB` (the frame encoder writes the colour codes itself, so terminfo need not
  /// know them), else the 256 palette, else 8 colours; monochrome for `NO_COLOR` or no colours.
  private static func colorMode(_ environment: TerminalEnvironment) throws(TerminalError)
    -> ColorMode
  {
    if environment.noColor { return .monochrome }
    if environment.directColor { return .direct }
    if cn_has_colors() == 0 { return .monochrome }
    try Curses.check(cn_start_color(), "start_color()")
    let colors = Int(cn_colors())
    let rgb = cn_tigetflag("RGB") > 0 || cn_tigetnum("RGB") > 0 || cn_tigetstr("RGB") != nil
    if rgb && colors >= 1 << 24 { return .direct }
    if colors >= 256 { return .palette256 }
    if colors >= 8 { return .basic8 }
    return .monochrome
  }

  /// Shift+arrows, Home, End, PgUp and PgDn as xterm-like terminals send them, for terminfo
  /// entries that lack them.
  private static func defineMissingKeys() {
    let keys: [(String, Int32)] = [
      ("\u{1B}[1;2D", CN_KEY_SLEFT), ("\u{1B}[1;2C", CN_KEY_SRIGHT),
      ("\u{1B}[H", CN_KEY_HOME), ("\u{1B}OH", CN_KEY_HOME), ("\u{1B}[1~", CN_KEY_HOME),
      ("\u{1B}[7~", CN_KEY_HOME), ("\u{1B}[F", CN_KEY_END), ("\u{1B}OF", CN_KEY_END),
      ("\u{1B}[4~", CN_KEY_END), ("\u{1B}[8~", CN_KEY_END), ("\u{1B}[5~", CN_KEY_PPAGE),
      ("\u{1B}[6~", CN_KEY_NPAGE), ("\u{1B}[Z", CN_KEY_BTAB), ("\u{1B}[3~", CN_KEY_DC),
    ]
    for (sequence, code) in keys { _ = cn_define_key_if_missing(sequence, code) }
  }

  /// What the signal handlers write before endwin: synchronised output and mouse modes off,
  /// colours reset, cursor visible, alternate screen left (terminfo's strings where it has
  /// them, padding removed).
  private static func resetSequence() -> String {
    func capability(_ name: String, _ fallback: String) -> String {
      guard let pointer = cn_tigetstr(name) else { return fallback }
      // Drop `$<5>`-style padding: the handlers write the bytes themselves.
      var out = String.UnicodeScalarView()
      var padding = false
      var previous: Unicode.Scalar = " "
      for scalar in String(cString: pointer).unicodeScalars {
        if padding {
          if scalar == ">" { padding = false }
        } else if previous == "$" && scalar == "<" {
          out.removeLast()
          padding = true
        } else {
          out.append(scalar)
        }
        previous = scalar
      }
      return String(out)
    }
    return syncEnd + mouseOff + pasteOff + capability("sgr0", "\u{1B}[0m")
      + capability("cnorm", "\u{1B}[?25h")
      + capability("rmcup", "\u{1B}[?1049l")
  }
}
