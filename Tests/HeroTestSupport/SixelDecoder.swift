/// A sixel image decoded back into pixels, written here from the VT340's description of sixel
/// (not from heroscope's encoder), so a test does not depend only on libsixel's `sixel2png`.
///
/// Understands what a sixel image is made of: `ESC P` parameters `q`, raster attributes
/// `"Pan;Pad;Ph;Pv`, colour definitions `#n;2;R;G;B` (percent) and selections `#n`, repeats
/// `!count`, `$` (back to the band's start), `-` (the next band) and data characters `?`…`~`,
/// up to `ESC \`. Pixels no bit painted stay unpainted (P2 = 1 leaves them as they were).
public struct SixelImage: Sendable {
  public var width: Int
  public var height: Int
  /// Three bytes a pixel; `painted` says which were set by a bit.
  public var rgb: [UInt8]
  public var painted: [Bool]
  /// The DCS parameters (P1;P2;P3) and the raster attributes' pixel aspect (Pan, Pad).
  public var parameters: [Int]
  public var aspect: (Int, Int)
  /// The registers defined, as the terminal would show them (8-bit channels).
  public var registers: [Int: (UInt8, UInt8, UInt8)]
  /// Bits set outside the raster attributes' width and height (none in a well-sized image).
  public var outside = 0

  public enum DecodeError: Error, Equatable {
    case noImage
    case unterminated
    case undefinedRegister(Int)
    case noRasterAttributes
    case badCharacter(UInt8, at: Int)
  }

  /// Decodes the first sixel image in `bytes` (what comes before `ESC P` is skipped).
  public static func decode(_ bytes: [UInt8]) throws(DecodeError) -> SixelImage {
    guard
      let start = (0..<max(0, bytes.count - 1)).first(where: {
        bytes[$0] == 0x1B && bytes[$0 + 1] == UInt8(ascii: "P")
      })
    else { throw .noImage }
    var at = start + 2
    func number() -> Int? {
      var value: Int?
      while at < bytes.count, (48...57).contains(bytes[at]) {
        value = (value ?? 0) * 10 + Int(bytes[at] - 48)
        at += 1
      }
      return value
    }
    func numbers() -> [Int] {
      var list = [number() ?? 0]
      while at < bytes.count, bytes[at] == UInt8(ascii: ";") {
        at += 1
        list.append(number() ?? 0)
      }
      return list
    }
    let parameters = numbers()
    guard at < bytes.count, bytes[at] == UInt8(ascii: "q") else { throw .noImage }
    at += 1
    var image = SixelImage(
      width: 0, height: 0, rgb: [], painted: [], parameters: parameters, aspect: (2, 1),
      registers: [:])
    var x = 0
    var band = 0
    var register = 0
    func put(_ bits: UInt8, count: Int) throws(DecodeError) {
      guard bits > 0 else {
        x += count
        return
      }
      guard image.width > 0 else { throw .noRasterAttributes }
      guard let colour = image.registers[register] else { throw .undefinedRegister(register) }
      for column in x..<(x + count) {
        for k in 0..<6 where bits & (1 << k) != 0 {
          let y = band * 6 + k
          guard y < image.height, column < image.width else {
            image.outside += 1
            continue
          }
          let i = y * image.width + column
          image.painted[i] = true
          image.rgb[i * 3] = colour.0
          image.rgb[i * 3 + 1] = colour.1
          image.rgb[i * 3 + 2] = colour.2
        }
      }
      x += count
    }
    var terminated = false
    loop: while at < bytes.count {
      let byte = bytes[at]
      switch byte {
      case 0x1B:
        terminated = at + 1 < bytes.count && bytes[at + 1] == 0x5C
        break loop
      case UInt8(ascii: "\""):
        at += 1
        let raster = numbers()
        image.aspect = (raster.count > 0 ? raster[0] : 1, raster.count > 1 ? raster[1] : 1)
        if raster.count >= 4, raster[2] > 0, raster[3] > 0, raster[2] * raster[3] <= 1 << 26 {
          image.width = raster[2]
          image.height = raster[3]
          image.rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
          image.painted = [Bool](repeating: false, count: image.width * image.height)
        }
      case UInt8(ascii: "#"):
        at += 1
        let fields = numbers()
        register = fields[0]
        if fields.count >= 5, fields[1] == 2 {
          func channel(_ percent: Int) -> UInt8 { UInt8((min(100, percent) * 255 + 50) / 100) }
          image.registers[register] = (channel(fields[2]), channel(fields[3]), channel(fields[4]))
        }
      case UInt8(ascii: "!"):
        at += 1
        let count = number() ?? 1
        guard at < bytes.count, (63...126).contains(bytes[at]) else {
          throw .badCharacter(at < bytes.count ? bytes[at] : 0, at: at)
        }
        try put(bytes[at] - 63, count: count)
        at += 1
      case UInt8(ascii: "$"):
        x = 0
        at += 1
      case UInt8(ascii: "-"):
        x = 0
        band += 1
        at += 1
      case 63...126:
        try put(byte - 63, count: 1)
        at += 1
      case 0x0A, 0x0D:
        at += 1
      default:
        throw .badCharacter(byte, at: at)
      }
    }
    guard terminated else { throw .unterminated }
    return image
  }
}
