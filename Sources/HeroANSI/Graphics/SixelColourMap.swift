import HeroRaster

/// The nearest register of a `SixelPalette` for any colour, fast enough for every pixel of
/// every frame: the nearest is searched once per distinct colour and kept in a direct-mapped
/// cache that lives as long as the palette, so a frame that shows colours already seen (nearly
/// every frame of a transition) does no search at all.
///
/// Exact, not approximate: a cache holds whole colours, not bins, so two registers a shade
/// apart are never confused (a 5- or 6-bit table would map a flat scene colour to its bin's
/// nearest, which need not be the colour itself).
struct SixelColourMap {
  let palette: [RGB]
  /// `slotCount` keys (the colour as 0xRRGGBB, `empty` where none) and their registers.
  private var keys: [UInt32]
  private var registers: [UInt8]
  private static let slotBits = 16
  private static let slotCount = 1 << slotBits
  private static let empty: UInt32 = 0xFFFF_FFFF
  /// Searches done (cache misses), for the tests and the benchmark.
  private(set) var searches = 0

  init(palette: [RGB]) {
    precondition(!palette.isEmpty && palette.count <= 256, "a sixel palette has 1 to 256 colours")
    self.palette = palette
    keys = [UInt32](repeating: Self.empty, count: Self.slotCount)
    registers = [UInt8](repeating: 0, count: Self.slotCount)
  }

  /// The register nearest to the colour `key` (0xRRGGBB).
  @inline(__always)
  mutating func register(_ key: UInt32) -> UInt8 {
    let slot = Int((key &* 0x9E37_79B1) >> UInt32(32 - Self.slotBits))
    if keys[slot] == key { return registers[slot] }
    let found = nearest(key)
    searches += 1
    keys[slot] = key
    registers[slot] = found
    return found
  }

  /// The nearest register by squared RGB distance (the first of equals).
  func nearest(_ key: UInt32) -> UInt8 {
    let r = Int(key >> 16 & 0xFF)
    let g = Int(key >> 8 & 0xFF)
    let b = Int(key & 0xFF)
    var best = 0
    var bestDistance = Int.max
    palette.withUnsafeBufferPointer { colours in
      for index in colours.indices {
        let colour = colours[index]
        let dr = Int(colour.r) - r
        let dg = Int(colour.g) - g
        let db = Int(colour.b) - b
        let distance = dr * dr + dg * dg + db * db
        if distance < bestDistance {
          bestDistance = distance
          best = index
          if distance == 0 { break }
        }
      }
    }
    return UInt8(best)
  }

  /// Maps `count` RGB pixels (three bytes each) to registers in `out`, marking each register
  /// used in `used`; consecutive equal pixels (most of a flat UI) are looked up once.
  mutating func map(
    _ rgb: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>,
    used: UnsafeMutablePointer<Bool>
  ) {
    var lastKey = Self.empty
    var lastRegister: UInt8 = 0
    for i in 0..<count {
      let p = rgb + i * 3
      let key = UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
      if key != lastKey {
        lastKey = key
        lastRegister = register(key)
        used[Int(lastRegister)] = true
      }
      out[i] = lastRegister
    }
  }
}
