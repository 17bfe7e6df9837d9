import Foundation
import HeroRaster

/// Reduces 24-bit colours for terminals without direct colour: the nearest entry of the xterm
/// 256-colour palette (cube and grey ramp) or of the 8 basic colours, measured in OKLab so the
/// choice looks nearest rather than being nearest in raw RGB.
public struct ColorPalette: Sendable {
  /// The palette's colours with the terminal colour number of each.
  public let entries: [(index: Int, color: RGB)]
  private let lab: [(Double, Double, Double)]

  /// Positions in `entries` by OKLab lightness, and those lightnesses: the search starts at
  /// the colour's lightness and stops where lightness alone is farther than the best found.
  private let byLightness: [Int]
  private let lightness: [Double]

  public init(entries: [(index: Int, color: RGB)]) {
    self.entries = entries
    let lab = entries.map { Self.oklab($0.color) }
    self.lab = lab
    byLightness = lab.indices.sorted { lab[$0].0 == lab[$1].0 ? $0 < $1 : lab[$0].0 < lab[$1].0 }
    lightness = byLightness.map { lab[$0].0 }
  }

  /// xterm's colours 16…255: the 6×6×6 cube and the 24-step grey ramp. (0…15 differ between
  /// terminals, so they are not used.)
  public static let xterm256: ColorPalette = {
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    var entries: [(Int, RGB)] = []
    for r in 0..<6 {
      for g in 0..<6 {
        for b in 0..<6 {
          entries.append((16 + 36 * r + 6 * g + b, RGB(levels[r], levels[g], levels[b])))
        }
      }
    }
    for i in 0..<24 {
      let v = UInt8(8 + 10 * i)
      entries.append((232 + i, RGB(v, v, v)))
    }
    return ColorPalette(entries: entries)
  }()

  /// The 8 ANSI colours as xterm shows them.
  public static let basic8 = ColorPalette(entries: [
    (0, RGB(0, 0, 0)), (1, RGB(205, 0, 0)), (2, RGB(0, 205, 0)), (3, RGB(205, 205, 0)),
    (4, RGB(0, 0, 238)), (5, RGB(205, 0, 205)), (6, RGB(0, 205, 205)), (7, RGB(229, 229, 229)),
  ])

  /// The nearest entry's colour number.
  public func nearest(_ c: RGB) -> Int { entries[nearestPosition(c)].index }

  /// The nearest entry other than colour number `index`, in OKLab: what a colour takes where
  /// its nearest would merge it with a different colour beside it.
  public func nearest(_ c: RGB, avoiding index: Int) -> Int {
    let target = Self.oklab(c)
    var best = -1
    var bestDistance = Double.infinity
    for (position, entry) in entries.enumerated() where entry.index != index {
      let d = Self.distance(lab[position], target)
      if d < bestDistance {
        best = entry.index
        bestDistance = d
      }
    }
    return best < 0 ? index : best
  }

  /// The position in `entries` of the nearest among `candidates` (positions, ascending), at
  /// the least distance and the first of equals, measured as `nearestPosition` measures.
  func nearestPosition(_ c: RGB, among candidates: UnsafeBufferPointer<UInt8>) -> Int {
    let (l, a, b) = Self.oklab(c)
    var best = 0
    var bestDistance = Double.infinity
    for candidate in candidates {
      let i = Int(candidate)
      let e = lab[i]
      let d = (e.0 - l) * (e.0 - l) + (e.1 - a) * (e.1 - a) + (e.2 - b) * (e.2 - b)
      if d < bestDistance {
        bestDistance = d
        best = i
      }
    }
    return best
  }

  /// The positions in `entries` that can be nearest to some colour of the box `low...high`
  /// (per channel), ascending. OKLab's l, m and s (cube roots) grow with each channel, so over
  /// the box they stay between their values at its two far corners; OKLab is linear in them.
  /// An entry is left out when the entry nearest the box's middle is nearer than it for every
  /// point of that l, m, s box: the difference of the two squared distances is linear there, so
  /// its least value is at a corner. The margin is far beyond rounding, so the list never
  /// leaves out the nearest entry.
  ///
  /// Only entries whose lightness is within reach are tested (`prefilter`; the box's lightness
  /// range widened by the farthest the entry nearest its middle is from any of its points: an
  /// entry beyond that is farther from every point of the box than that entry, so the test
  /// would leave it out too), and of those only the entries within that reach plus the box's
  /// radius of the box's centre (the same argument in all three coordinates). The lists are the
  /// same with and without it (the tests hold them to each other); it tests about one entry in
  /// ten.
  func candidates(low: RGB, high: RGB, into out: inout [UInt8], prefilter: Bool = true) {
    let lo = Self.lms(low)
    let hi = Self.lms(high)
    let middle = RGB(
      UInt8((Int(low.r) + Int(high.r)) / 2), UInt8((Int(low.g) + Int(high.g)) / 2),
      UInt8((Int(low.b) + Int(high.b)) / 2))
    let f = lab[nearestPosition(middle)]
    let ff = f.0 * f.0 + f.1 * f.1 + f.2 * f.2
    out.removeAll(keepingCapacity: true)
    // The lightness window: the l, m, s box's corners in OKLab (OKLab is linear in l, m, s,
    // so the box's image is the parallelepiped they span).
    var lightnessRange = (low: Double.infinity, high: -Double.infinity)
    var reach = 0.0
    var centre = (0.0, 0.0, 0.0)
    // Each corner worked out once, on the stack (a box is built while a frame is drawn).
    let radius = withUnsafeTemporaryAllocation(of: (Double, Double, Double).self, capacity: 8) {
      corners in
      for corner in 0..<8 {
        let x = Self.oklab(
          lms: (
            corner & 1 == 0 ? lo.0 : hi.0, corner & 2 == 0 ? lo.1 : hi.1,
            corner & 4 == 0 ? lo.2 : hi.2
          ))
        corners.initializeElement(at: corner, to: x)
        lightnessRange = (min(lightnessRange.low, x.0), max(lightnessRange.high, x.0))
        reach = max(reach, Self.distance(x, f))
        centre = (centre.0 + x.0 / 8, centre.1 + x.1 / 8, centre.2 + x.2 / 8)
      }
      // The parallelepiped's farthest point from its centre is a corner.
      return corners.reduce(0.0) { max($0, Self.distance($1, centre)) }
    }
    // Far beyond rounding: the windows only ever let more entries through to the test.
    let margin = reach + 1e-3
    let lowest = prefilter ? lightnessRange.low - margin : -Double.infinity
    let highest = prefilter ? lightnessRange.high + margin : Double.infinity
    let ball = prefilter ? (margin + radius) * (margin + radius) : Double.infinity
    for i in lab.indices {
      let e = lab[i]
      guard e.0 >= lowest && e.0 <= highest else { continue }
      let c = (e.0 - centre.0, e.1 - centre.1, e.2 - centre.2)
      guard c.0 * c.0 + c.1 * c.1 + c.2 * c.2 <= ball else { continue }
      // |x − e|² − |x − f|² = |e|² − |f|² − 2·lab(x)·(e − f), and lab(x) = M·lms(x): the
      // weight of each of l, m, s is Mᵀ(e − f).
      let d = (e.0 - f.0, e.1 - f.1, e.2 - f.2)
      let w = (
        0.2104542553 * d.0 + 1.9779984951 * d.1 + 0.0259040371 * d.2,
        0.7936177850 * d.0 - 2.4285922050 * d.1 + 0.7827717662 * d.2,
        -0.0040720468 * d.0 + 0.4505937099 * d.1 - 0.8086757660 * d.2
      )
      let least =
        e.0 * e.0 + e.1 * e.1 + e.2 * e.2 - ff
        - 2
        * (w.0 * (w.0 > 0 ? hi.0 : lo.0) + w.1 * (w.1 > 0 ? hi.1 : lo.1)
          + w.2 * (w.2 > 0 ? hi.2 : lo.2))
      if least <= 1e-9 { out.append(UInt8(truncatingIfNeeded: i)) }
    }
  }

  /// The distance between two OKLab colours.
  @inline(__always) static func distance(
    _ x: (Double, Double, Double), _ y: (Double, Double, Double)
  ) -> Double {
    ((x.0 - y.0) * (x.0 - y.0) + (x.1 - y.1) * (x.1 - y.1) + (x.2 - y.2) * (x.2 - y.2))
      .squareRoot()
  }

  /// The nearest entry's colour.
  public func nearestColor(_ c: RGB) -> RGB { entries[nearestPosition(c)].color }

  /// The first entry (in `entries` order) at the least distance: the entries are visited
  /// outwards from the colour's lightness, and a side ends where the lightness difference
  /// alone exceeds the best distance (the distance adds squares to it, so it is never less).
  func nearestPosition(_ c: RGB) -> Int {
    let (l, a, b) = Self.oklab(c)
    var best = 0
    var bestDistance = Double.infinity
    func visit(_ i: Int) {
      let e = lab[i]
      let d = (e.0 - l) * (e.0 - l) + (e.1 - a) * (e.1 - a) + (e.2 - b) * (e.2 - b)
      if d < bestDistance || (d == bestDistance && i < best) {
        bestDistance = d
        best = i
      }
    }
    // The first position whose lightness is not below the colour's.
    var low = 0
    var high = lightness.count
    while low < high {
      let mid = (low + high) / 2
      if lightness[mid] < l { low = mid + 1 } else { high = mid }
    }
    var up = low
    var down = low - 1
    while up < lightness.count || down >= 0 {
      if up < lightness.count {
        let dl = (lightness[up] - l) * (lightness[up] - l)
        if dl > bestDistance { up = lightness.count } else { visit(byLightness[up]); up += 1 }
      }
      if down >= 0 {
        let dl = (lightness[down] - l) * (lightness[down] - l)
        if dl > bestDistance { down = -1 } else { visit(byLightness[down]); down -= 1 }
      }
    }
    return best
  }

  /// sRGB bytes to linear light, worked out once (a `pow` per channel per lookup before).
  private static let linear: [Double] = (0...255).map { v in
    let x = Double(v) / 255
    return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
  }

  /// OKLab's cone responses (cube roots), from sRGB: each grows with every channel.
  static func lms(_ c: RGB) -> (Double, Double, Double) {
    let r = linear[Int(c.r)]
    let g = linear[Int(c.g)]
    let b = linear[Int(c.b)]
    return (
      cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
      cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
      cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    )
  }

  /// Björn Ottosson's OKLab, from sRGB.
  static func oklab(_ c: RGB) -> (Double, Double, Double) { oklab(lms: lms(c)) }

  /// OKLab from the cone responses (`lms`).
  @inline(__always) static func oklab(lms: (Double, Double, Double)) -> (Double, Double, Double) {
    let (l, m, s) = lms
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }
}

/// A memo of palette lookups: a terminal shows the same few colours frame after frame.
///
/// A direct-mapped cache (one slot per hash of the colour, a new colour replaces the old one)
/// rather than a Dictionary: no hashing of the key through `Hasher`, no growth, no
/// allocation after the first lookup; every answer is still the palette's nearest colour.
public struct ColorReducer: Sendable {
  public let palette: ColorPalette
  /// `0xRRGGBB` per slot, or `emptySlot`.
  private var keys: [UInt32] = []
  /// The palette's colour number per slot.
  private var values: [UInt8] = []

  private static let slotBits = 14
  private static let emptySlot = UInt32.max

  /// Per box of 8×8×8 colours, the entries that can be nearest there, worked out the first
  /// time a colour of the box is asked for.
  private var boxes = PaletteBoxes()

  public init(palette: ColorPalette) {
    self.palette = palette
  }

  /// The last two colours asked for and their answers: neighbouring cells mostly share
  /// colours, and a cell asks for two (its foreground, then its background), so one memo
  /// missed on nearly every call.
  private var lastKey = UInt32.max
  private var lastValue = 0
  private var earlierKey = UInt32.max
  private var earlierValue = 0

  public mutating func index(for c: RGB) -> Int {
    let key = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    if key == lastKey { return lastValue }
    let found = key == earlierKey ? earlierValue : lookUp(c, key: key)
    earlierKey = lastKey
    earlierValue = lastValue
    lastKey = key
    lastValue = found
    return found
  }

  /// Colours given another entry than their nearest (`override`), which every lookup honours.
  private var overrides: [UInt32: UInt8] = [:]

  /// From now on `c` is shown as colour number `index`.
  public mutating func override(_ c: RGB, with index: Int) {
    let key = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    // A stream of ever new colours starts the overrides afresh rather than growing without end.
    if overrides.count >= 4096 { overrides.removeAll() }
    overrides[key] = UInt8(truncatingIfNeeded: index)
    if !keys.isEmpty {
      let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
      keys[slot] = Self.emptySlot
    }
    (lastKey, earlierKey) = (UInt32.max, UInt32.max)
  }

  private mutating func lookUp(_ c: RGB, key: UInt32) -> Int {
    if !overrides.isEmpty, let index = overrides[key] { return Int(index) }
    if keys.isEmpty {
      keys = Array(repeating: Self.emptySlot, count: 1 << Self.slotBits)
      values = Array(repeating: 0, count: 1 << Self.slotBits)
    }
    // Fibonacci hashing spreads neighbouring colours over the slots.
    let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
    if keys[slot] == key { return Int(values[slot]) }
    let found = palette.entries[boxes.nearestPosition(c, in: palette)].index
    keys[slot] = key
    values[slot] = UInt8(truncatingIfNeeded: found)
    return found
  }
}

/// The palette entries that can be nearest within each box of 8×8×8 colours, worked out for a
/// box the first time one of its colours is asked for (a few microseconds each: building all
/// 32,768 boxes of the 256-colour palette up front cost about 570 M instructions, a tenth of a
/// second before the first frame, where a frame meets a few hundred boxes). A box with one
/// candidate is answered with no OKLab at all, the others are searched among a few. Every
/// answer is the one `ColorPalette.nearest` gives (the lists hold every entry that can be
/// nearest).
struct PaletteBoxes: Sendable {
  /// Per box, `start << 8 | count` into `candidates`, or `unbuilt`; empty before the first
  /// lookup.
  private var spans: [UInt32] = []
  private var candidates: [UInt8] = []
  /// The list a box is worked out into, kept for its storage.
  private var scratch: [UInt8] = []

  static let unbuilt = UInt32.max
  static let boxCount = 1 << 15

  init() {}

  /// The position in `palette.entries` of the nearest entry to `c`.
  mutating func nearestPosition(_ c: RGB, in palette: ColorPalette) -> Int {
    // A box's count must fit in a byte.
    guard palette.entries.count < 256 else { return palette.nearestPosition(c) }
    if spans.isEmpty {
      spans = Array(repeating: Self.unbuilt, count: Self.boxCount)
      // Room for the candidates of most boxes a screen meets (about 8 each), so building a
      // box seldom grows the list: at 60 Hz a new colour costs its box, not a copy of the rest.
      candidates.reserveCapacity(Self.boxCount * 8)
      scratch.reserveCapacity(256)
    }
    let box = Int(c.r >> 3) << 10 | Int(c.g >> 3) << 5 | Int(c.b >> 3)
    var span = spans[box]
    if span == Self.unbuilt {
      span = build(box, palette)
      spans[box] = span
    }
    let start = Int(span >> 8)
    let count = Int(span & 0xFF)
    if count == 1 { return Int(candidates[start]) }
    if count == 0 { return palette.nearestPosition(c) }
    return candidates.withUnsafeBufferPointer { all in
      palette.nearestPosition(c, among: UnsafeBufferPointer(rebasing: all[start..<start + count]))
    }
  }

  /// Works out box `box`'s candidates; its span.
  private mutating func build(_ box: Int, _ palette: ColorPalette) -> UInt32 {
    let (r, g, b) = (UInt8((box >> 10) << 3), UInt8((box >> 5 & 31) << 3), UInt8((box & 31) << 3))
    palette.candidates(low: RGB(r, g, b), high: RGB(r | 7, g | 7, b | 7), into: &scratch)
    let span = UInt32(candidates.count) << 8 | UInt32(scratch.count)
    candidates.append(contentsOf: scratch)
    return span
  }
}
