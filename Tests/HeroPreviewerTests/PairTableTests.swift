import HeroPlanner
import Testing

@testable import HeroPreviewer

/// A terminal's pair table and screen, as ncurses keeps them, to check that every cell shows
/// the colours it was drawn in however the pairs are recycled.
struct FakePairTerminal {
  var table: PairTable
  var definitions: [Int32: PairTable.Colors] = [:]
  var screen: [Int32]
  /// The colours each cell must show (approximate ones where the table said so).
  var shown: [PairTable.Colors?]

  init(cells: Int, capacity: Int) {
    table = PairTable(capacity: capacity) { a, b in
      Int(abs(a.foreground - b.foreground) + abs(a.background - b.background))
    }
    screen = Array(repeating: 0, count: cells)
    shown = Array(repeating: nil, count: cells)
  }

  mutating func draw(_ colors: PairTable.Colors, at cell: Int) {
    let (pair, define) = table.acquire(colors)
    if define { definitions[pair] = colors }
    table.release(screen[cell])
    screen[cell] = pair
    shown[cell] = definitions[pair]
  }

  /// Every cell's pair still holds the colours it was drawn with.
  func consistent() -> Bool {
    screen.indices.allSatisfy { screen[$0] == 0 || definitions[screen[$0]] == shown[$0] }
  }
}

@Suite struct PairTableTests {
  @Test func sameColoursShareAPair() {
    var table = PairTable(capacity: 10) { _, _ in 0 }
    let colors = PairTable.Colors(foreground: 1, background: 2)
    let first = table.acquire(colors)
    let second = table.acquire(colors)
    #expect(first.define && !second.define)
    #expect(first.pair == second.pair)
    #expect(table.defined == 1)
    #expect(table.inUse == 1)
  }

  @Test func anIdlePairIsRecycledLeastRecentlyUsedFirst() {
    var table = PairTable(capacity: 2) { _, _ in 0 }
    let a = table.acquire(.init(foreground: 1, background: 1)).pair
    let b = table.acquire(.init(foreground: 2, background: 2)).pair
    table.release(b)
    table.release(a)
    let c = table.acquire(.init(foreground: 3, background: 3))
    #expect(c.define)
    #expect(c.pair == b)
    // b's old colours are gone; a's are still there.
    #expect(table.acquire(.init(foreground: 1, background: 1)) == (a, false))
    #expect(table.recycled == 1)
  }

  @Test func aPairInUseIsNeverRedefined() {
    var table = PairTable(capacity: 2) { a, b in
      Int(abs(a.foreground - b.foreground))
    }
    let a = table.acquire(.init(foreground: 10, background: 0)).pair
    let b = table.acquire(.init(foreground: 20, background: 0)).pair
    let c = table.acquire(.init(foreground: 12, background: 0))
    #expect(!c.define)
    #expect(c.pair == a)
    #expect(table.colors(of: a) == .init(foreground: 10, background: 0))
    #expect(table.colors(of: b) == .init(foreground: 20, background: 0))
    #expect(table.approximated == 1)
  }

  /// A long session of random gradients on an 80×24 screen with fewer pairs than colours:
  /// the table never runs out and never repaints a cell in another cell's colours.
  @Test(arguments: [2000, 65535])
  func aLongRandomSessionNeverShowsWrongColours(capacity: Int) {
    var rng = SplitMix64(seed: 0x5EED)
    let cells = 80 * 24
    var terminal = FakePairTerminal(cells: cells, capacity: capacity)
    for frame in 0..<300 {
      // A moving gradient over the whole screen plus random noise: thousands of colours.
      for cell in 0..<cells {
        let base = Int32((cell + frame * 7) % 4096)
        let colors =
          Int.random(in: 0..<4, using: &rng) == 0
          ? PairTable.Colors(
            foreground: Int32.random(in: 0..<0x100_0000, using: &rng),
            background: Int32.random(in: 0..<0x100_0000, using: &rng))
          : PairTable.Colors(foreground: base, background: base / 2)
        terminal.draw(colors, at: cell)
      }
      #expect(terminal.consistent(), "frame \(frame)")
    }
    #expect(terminal.table.defined <= capacity)
    #expect(terminal.table.inUse <= cells)
    #expect(terminal.table.approximated == 0)
    if capacity < 300 * cells { #expect(terminal.table.recycled > 0) }
  }

  /// With more colour combinations on screen than pairs, colours are approximated instead,
  /// still without redefining a pair that is on screen.
  @Test func aTinyTableApproximatesButStaysConsistent() {
    var rng = SplitMix64(seed: 42)
    var terminal = FakePairTerminal(cells: 200, capacity: 63)
    for _ in 0..<20_000 {
      let colors = PairTable.Colors(
        foreground: Int32.random(in: 0..<8, using: &rng),
        background: Int32.random(in: 0..<16, using: &rng))
      terminal.draw(colors, at: Int.random(in: 0..<200, using: &rng))
      #expect(terminal.consistent())
    }
    #expect(terminal.table.defined == 63)
    #expect(terminal.table.approximated > 0)
  }

  @Test func releaseAllMakesEveryPairIdleButKeepsItsColours() {
    var table = PairTable(capacity: 4) { _, _ in 0 }
    let a = table.acquire(.init(foreground: 1, background: 1)).pair
    _ = table.acquire(.init(foreground: 1, background: 1))
    table.releaseAll()
    #expect(table.inUse == 0)
    #expect(table.acquire(.init(foreground: 1, background: 1)) == (a, false))
  }
}
