/// The colour pairs of a terminal, shared by the cells on screen.
///
/// ncurses draws a cell in a numbered pair (foreground, background), and the table is finite:
/// 65,535 pairs at best, 63 on an 8-colour terminal. A gradient playing at 60 Hz asks for new
/// colours every frame and exhausts it in seconds. So each pair counts the cells on screen that
/// use it; a pair no cell uses goes to an idle queue and is recycled least recently used first.
/// A pair is never redefined while a cell shows it: redefining it would repaint that cell in
/// the wrong colours, or leave it stale where ncurses sees the same pair number and skips it.
///
/// When every pair is in use (more colour combinations on screen than the table holds), the
/// nearest pair in use is shared instead, as `distance` measures: the colour is approximate but
/// never wrong for another cell.
public struct PairTable {
  public struct Colors: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor

    public init(foreground: TerminalColor, background: TerminalColor) {
      self.foreground = foreground
      self.background = background
    }
  }

  /// Pairs 1…capacity are used; pair 0 is the terminal's default and never redefined.
  public let capacity: Int
  private let distance: (Colors, Colors) -> Int
  private var pairOf: [Colors: Int32] = [:]
  private var colorsOf: [Colors?]
  private var users: [Int32]
  /// Idle pairs, oldest first, with the stamp they went idle at (stale entries are skipped).
  private var idle: [(pair: Int32, stamp: Int)] = []
  private var idleHead = 0
  private var idleStamp: [Int]
  private var clock = 0
  private var nextUnused: Int32 = 1
  /// How many times a pair was given new colours after the table filled up.
  public private(set) var recycled = 0
  /// How many times a colour was shown in an approximate pair because every pair was in use.
  public private(set) var approximated = 0

  public init(capacity: Int, distance: @escaping (Colors, Colors) -> Int) {
    precondition(capacity >= 1, "a pair table needs at least one pair, not \(capacity)")
    self.capacity = capacity
    self.distance = distance
    colorsOf = Array(repeating: nil, count: capacity + 1)
    users = Array(repeating: 0, count: capacity + 1)
    idleStamp = Array(repeating: -1, count: capacity + 1)
  }

  /// Pairs defined so far.
  public var defined: Int { Int(nextUnused) - 1 }

  /// Pairs some cell on screen uses.
  public var inUse: Int { users.reduce(0) { $0 + ($1 > 0 ? 1 : 0) } }

  /// The colours a pair holds now.
  public func colors(of pair: Int32) -> Colors? { colorsOf[Int(pair)] }

  /// A pair for one more cell in `colors`; `define` is true when the caller must (re)define
  /// the pair in the terminal before drawing with it.
  public mutating func acquire(_ colors: Colors) -> (pair: Int32, define: Bool) {
    if let pair = pairOf[colors] {
      users[Int(pair)] += 1
      return (pair, false)
    }
    if Int(nextUnused) <= capacity {
      let pair = nextUnused
      nextUnused += 1
      assign(pair, colors)
      return (pair, true)
    }
    while idleHead < idle.count {
      let (pair, stamp) = idle[idleHead]
      idleHead += 1
      guard users[Int(pair)] == 0, idleStamp[Int(pair)] == stamp else { continue }
      compactIdleQueue()
      if let old = colorsOf[Int(pair)] { pairOf[old] = nil }
      assign(pair, colors)
      recycled += 1
      return (pair, true)
    }
    compactIdleQueue()
    approximated += 1
    var best: Int32 = 1
    var bestDistance = Int.max
    for pair in 1...capacity {
      guard let candidate = colorsOf[pair] else { continue }
      let d = distance(colors, candidate)
      if d < bestDistance {
        bestDistance = d
        best = Int32(pair)
      }
    }
    users[Int(best)] += 1
    return (best, false)
  }

  /// One cell no longer shows `pair`.
  public mutating func release(_ pair: Int32) {
    guard pair > 0 else { return }
    precondition(users[Int(pair)] > 0, "pair \(pair) released more often than acquired")
    users[Int(pair)] -= 1
    if users[Int(pair)] == 0 {
      clock += 1
      idleStamp[Int(pair)] = clock
      idle.append((pair, clock))
      if idle.count - idleHead > 4 * capacity + 1024 { rebuildIdleQueue() }
    }
  }

  /// Every cell is gone (the screen was cleared): all pairs become idle, keeping their colours.
  public mutating func releaseAll() {
    for pair in 1..<users.count where users[pair] > 0 {
      users[pair] = 1
      release(Int32(pair))
    }
  }

  private mutating func assign(_ pair: Int32, _ colors: Colors) {
    colorsOf[Int(pair)] = colors
    pairOf[colors] = pair
    users[Int(pair)] = 1
    idleStamp[Int(pair)] = -1
  }

  /// Drops stale entries (pairs in use again, or idle since a later stamp), keeping the order.
  private mutating func rebuildIdleQueue() {
    idle = idle[idleHead...].filter {
      users[Int($0.pair)] == 0 && idleStamp[Int($0.pair)] == $0.stamp
    }
    idleHead = 0
  }

  private mutating func compactIdleQueue() {
    if idleHead > 4096 && idleHead * 2 > idle.count {
      idle.removeFirst(idleHead)
      idleHead = 0
    }
  }
}
