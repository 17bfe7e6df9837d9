import HeroPlanner

/// Asking the terminal what it is, as a state machine without a terminal: the queries sent in
/// one burst at start-up, the bytes that came back fed in as they arrive, and the facts
/// learned. The backend only writes, reads and keeps the time (a terminal that answers nothing
/// costs `deadline`).
///
/// DA1 goes last: every terminal answers it, in order, so its reply says that no other reply
/// is coming. Inside tmux, tmux answers DA1 (and XTVERSION) itself and keeps the outer
/// terminal's answers to them, so the queries go through its passthrough and the probe waits
/// for kitty's reply, which tmux hands on, or the deadline.
public struct TerminalProbe: Sendable {
  /// How long to wait for the replies at most, in seconds, unless `HEROSCOPE_PROBE_MS` says
  /// otherwise (a slow link: ssh far away).
  public static let deadline = 0.2
  /// The longest wait `HEROSCOPE_PROBE_MS` may ask for.
  public static let longestDeadline = 5.0

  /// The wait `environment` asks for: `HEROSCOPE_PROBE_MS`, else `deadline`; a value that is
  /// not a whole number of milliseconds up to `longestDeadline` is an error naming it.
  public static func deadline(_ environment: TerminalEnvironment) -> Result<Double, ProbeWaitError>
  {
    guard let text = environment.probeMilliseconds, !text.isEmpty else { return .success(deadline) }
    guard text.count <= 5, text.allSatisfy(\.isASCII), let milliseconds = Int(text),
      (0...Int(longestDeadline * 1000)).contains(milliseconds)
    else { return .failure(ProbeWaitError(value: text)) }
    return .success(Double(milliseconds) / 1000)
  }
  /// The image id of kitty's query (an id of the probe's own: the picture's ids are others).
  public static let queryImageID = 31

  /// kitty's graphics query: a 1×1 RGB image, `a=q` (checked, never stored or shown).
  static let kittyQuery = "\u{1B}_Gi=\(queryImageID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
  /// The image id of the query by shared memory.
  public static let sharedMemoryImageID = 32
  /// The pixel the shared memory query's object holds.
  public static let sharedMemoryPixel: [UInt8] = [0, 0, 0]

  /// kitty's graphics query by shared memory (`t=s`): OK only from a terminal that could open
  /// the object `name` (the caller made it, holding `sharedMemoryPixel`), so one on this
  /// machine. Sent before the other kitty query: replies come in order, and in tmux the
  /// other's ends the wait.
  static func sharedMemoryQuery(_ name: String) -> String {
    var encoded: [UInt8] = []
    Array(name.utf8).withUnsafeBufferPointer { Base64.append($0, to: &encoded) }
    return "\u{1B}_Gi=\(sharedMemoryImageID),s=1,v=1,a=q,t=s,f=24;"
      + String(decoding: encoded, as: UTF8.self) + "\u{1B}\\"
  }
  /// XTVERSION.
  static let versionQuery = "\u{1B}[>0q"
  /// The text area and a cell in pixels (`CSI 14 t`, `CSI 16 t`).
  static let pixelQueries = "\u{1B}[14t\u{1B}[16t"
  /// XTSMGRAPHICS: read the colour registers, and the sixel geometry.
  static let graphicsQueries = "\u{1B}[?1;1;0S\u{1B}[?2;1;0S"
  /// DA1, last.
  static let attributesQuery = "\u{1B}[c"

  /// What was learned so far.
  public private(set) var facts = TerminalFacts()
  /// The text area in pixels (`CSI 14 t`), which gives the cell size where `CSI 16 t` is not
  /// answered.
  public private(set) var textAreaPixels: PixelSize?
  /// Replies read (each counted once), for the stats line.
  public private(set) var replies = 0
  /// Bytes read that were no reply (keys typed while the probe waited), in order, at most
  /// `maximumLeftover` of them: the backend hands them back to its input.
  public private(set) var leftover: [UInt8] = []
  /// The most of what was no reply kept: a few keys typed in 200 ms fit, a flood does not.
  public static let maximumLeftover = 256
  /// Whether the probe is done: DA1 answered (outside tmux), or kitty's reply came (in tmux).
  public private(set) var isFinished = false
  private let columns: Int
  private let rows: Int
  /// The escape sequence being read (its bytes, for `leftover` if it is no reply).
  private var sequence: EscapeSequenceReader?
  private var sequenceBytes: [UInt8] = []

  /// Inside tmux, whether its passthrough is worth trying: on, or not known (then a reply
  /// coming through says it is on).
  private let tryPassthrough: Bool
  /// The shared memory object the `t=s` query names (nil: not asked).
  private let sharedMemoryName: String?

  /// A probe for a terminal of `columns × rows` cells, in tmux or not (`passthrough`: what
  /// tmux's `allow-passthrough` says, nil when tmux could not be asked); `sharedMemory` names
  /// the object the `t=s` query asks the terminal to read (nil: pictures never go that way).
  public init(
    columns: Int, rows: Int, tmux: Bool, passthrough: Bool?, sharedMemory: String? = nil
  ) {
    self.columns = columns
    self.rows = rows
    sharedMemoryName = sharedMemory
    facts.tmux = tmux
    facts.passthrough = tmux && passthrough == true
    tryPassthrough = tmux && passthrough != false
  }

  /// Whether there is anything to ask: inside tmux without passthrough, nothing reaches the
  /// outer terminal (and tmux's own answers say nothing about it).
  public var asks: Bool { !facts.tmux || tryPassthrough }

  /// The burst of queries, each wrapped in tmux's passthrough inside tmux.
  public var queries: [UInt8] {
    guard asks else { return [] }
    var all = [Self.kittyQuery, Self.versionQuery, Self.pixelQueries, Self.graphicsQueries]
    if let sharedMemoryName { all.insert(Self.sharedMemoryQuery(sharedMemoryName), at: 0) }
    guard facts.tmux else { return Array((all + [Self.attributesQuery]).joined().utf8) }
    return all.flatMap { Self.passthrough(Array($0.utf8)) }
  }

  /// Inside tmux, what is asked again when nothing came back after `retryAfter` of the wait:
  /// tmux 3.3a now and then passes nothing on (about one start in three in the tests; a
  /// redraw it has pending seems the cause). A reply that then comes twice is read twice, to
  /// the same effect.
  public var retryQueries: [UInt8] {
    guard facts.tmux, asks, !isFinished else { return [] }
    return [Self.kittyQuery, Self.pixelQueries].flatMap { Self.passthrough(Array($0.utf8)) }
  }
  /// The part of the wait after which tmux is asked again.
  public static let retryAfter = 0.25

  /// `bytes` as tmux passes them to the outer terminal: `ESC P tmux ;`, the bytes with each
  /// ESC doubled, `ESC \`.
  public static func passthrough(_ bytes: [UInt8]) -> [UInt8] {
    var out = Array("\u{1B}Ptmux;".utf8)
    for byte in bytes {
      if byte == 0x1B { out.append(0x1B) }
      out.append(byte)
    }
    return out + [0x1B, 0x5C]
  }

  /// Reads replies out of `bytes` (a sequence may continue in the next call); what is no reply
  /// goes to `leftover`.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if var reader = sequence {
        sequenceBytes.append(byte)
        // Replies are ASCII; any other byte is taken as the Latin-1 character of its value.
        let complete = reader.add(Unicode.Scalar(byte))
        sequence = reader
        if complete { finishSequence() }
      } else if byte == 0x1B {
        sequence = EscapeSequenceReader()
        sequenceBytes = [byte]
      } else {
        keep([byte])
      }
    }
  }

  /// Ends the wait (the deadline passed, or a caller gives up): a sequence begun and not
  /// finished goes back to the input, where the rest of it will follow and be read whole.
  public mutating func stop() {
    if sequence != nil { keep(sequenceBytes) }
    sequence = nil
    sequenceBytes = []
    isFinished = true
  }

  /// Takes in the cell size the kernel knows (TIOCGWINSZ's pixel fields, where filled): used
  /// when the terminal does not answer `CSI 16 t`.
  public mutating func kernelPixels(width: Int, height: Int) {
    guard facts.cellPixels == nil, columns > 0, rows > 0, width > 0, height > 0 else { return }
    cellFromArea(PixelSize(width: width, height: height))
  }

  private mutating func finishSequence() {
    guard let reader = sequence else { return }
    let reply: TerminalReply?
    if reader.overflowed {
      reply = .other
    } else {
      reply = TerminalReply.parse(reader.scalars)
    }
    if let reply {
      replies += 1
      learn(reply)
    } else {
      keep(sequenceBytes)
    }
    sequence = nil
    sequenceBytes = []
  }

  private mutating func keep(_ bytes: [UInt8]) {
    leftover += bytes.prefix(max(0, Self.maximumLeftover - leftover.count))
  }

  private mutating func learn(_ reply: TerminalReply) {
    switch reply {
    case .kittyGraphics(let id, let ok) where id == Self.sharedMemoryImageID:
      // A later error (a retry finds the object gone) takes nothing back.
      facts.kittySharedMemory = facts.kittySharedMemory || ok
    case .kittyGraphics(let id, let ok):
      guard id == nil || id == Self.queryImageID else { return }
      facts.kittyGraphics = ok
      // In tmux the passthrough worked, and nothing after it is awaited.
      if facts.tmux {
        facts.passthrough = true
        facts.answered = true
        isFinished = true
      }
    case .version(let version): facts.version = version
    case .cellPixels(let size):
      facts.cellPixels = size
      // Through tmux's passthrough: it is on.
      if facts.tmux { facts.passthrough = true }
    case .textAreaPixels(let size):
      textAreaPixels = size
      if facts.cellPixels == nil { cellFromArea(size) }
    case .colorRegisters(let count): facts.sixelColorRegisters = count
    case .sixelGeometry(let size): facts.sixelMaxPixels = size
    case .primaryAttributes(let attributes):
      // Inside tmux this is tmux's own answer, which says nothing of the outer terminal.
      guard !facts.tmux else { return }
      facts.sixel = attributes.contains(4)
      facts.answered = true
      isFinished = true
    case .graphicsAttributeFailed, .other: break
    }
  }

  /// A cell's size from the text area's, where it divides into whole cells of a sane size.
  private mutating func cellFromArea(_ area: PixelSize) {
    guard columns > 0, rows > 0 else { return }
    let cell = PixelSize(width: area.width / columns, height: area.height / rows)
    guard TerminalReply.cellLimit.contains(cell.width),
      TerminalReply.cellLimit.contains(cell.height)
    else { return }
    facts.cellPixels = cell
  }
}

/// `HEROSCOPE_PROBE_MS` is no wait heroscope takes.
public struct ProbeWaitError: Error, Hashable, Sendable {
  public let value: String
  public var message: String {
    "HEROSCOPE_PROBE_MS must be a whole number of milliseconds from 0 to "
      + "\(Int(TerminalProbe.longestDeadline * 1000)), not " + quotedForMessage(value)
  }
}
