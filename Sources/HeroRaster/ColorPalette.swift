import Foundation

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

  /// The nearest entry's colour.
  public func nearestColor(_ c: RGB) -> RGB { entries[nearestPosition(c)].color }

  /// The first entry (in `entries` order) at the least distance: the entries are visited
  /// outwards from the colour's lightness, and a side ends where the lightness difference
  /// alone exceeds the best distance (the distance adds squares to it, so it is never less).
  private func nearestPosition(_ c: RGB) -> Int {
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

  /// Björn Ottosson's OKLab, from sRGB.
  static func oklab(_ c: RGB) -> (Double, Double, Double) {
    let r = linear[Int(c.r)]
    let g = linear[Int(c.g)]
    let b = linear[Int(c.b)]
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
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

  public init(palette: ColorPalette) { self.palette = palette }

  /// The last colour asked for and its answer: neighbouring cells mostly share colours.
  private var lastKey = UInt32.max
  private var lastValue = 0

  public mutating func index(for c: RGB) -> Int {
    let key = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    if key == lastKey { return lastValue }
    let found = lookUp(c, key: key)
    lastKey = key
    lastValue = found
    return found
  }

  private mutating func lookUp(_ c: RGB, key: UInt32) -> Int {
    if keys.isEmpty {
      keys = Array(repeating: Self.emptySlot, count: 1 << Self.slotBits)
      values = Array(repeating: 0, count: 1 << Self.slotBits)
    }
    // Fibonacci hashing spreads neighbouring colours over the slots.
    let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
    if keys[slot] == key { return Int(values[slot]) }
    let found = palette.nearest(c)
    keys[slot] = key
    values[slot] = UInt8(truncatingIfNeeded: found)
    return found
  }
}
