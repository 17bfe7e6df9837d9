/// A colour with red, green, blue and alpha components in 0…1 (not premultiplied).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// UIKit's `UIColor.label` in the light appearance: the default text colour of labels.
  public static let label = RGBAColor(red: 0, green: 0, blue: 0)

  /// UIKit's named colours (`UIColor.red`, `.darkGray`…), by the names people write in app code.
  public static let named: [(name: String, color: RGBAColor)] = [
    ("black", .black),
    ("white", .white),
    ("clear", .clear),
    ("red", RGBAColor(red: 1, green: 0, blue: 0)),
    ("green", RGBAColor(red: 0, green: 1, blue: 0)),
    ("blue", RGBAColor(red: 0, green: 0, blue: 1)),
    ("cyan", RGBAColor(red: 0, green: 1, blue: 1)),
    ("yellow", RGBAColor(red: 1, green: 1, blue: 0)),
    ("magenta", RGBAColor(red: 1, green: 0, blue: 1)),
    ("orange", RGBAColor(red: 1, green: 0.5, blue: 0)),
    ("purple", RGBAColor(red: 0.5, green: 0, blue: 0.5)),
    ("brown", RGBAColor(red: 0.6, green: 0.4, blue: 0.2)),
    ("gray", RGBAColor(red: 0.5, green: 0.5, blue: 0.5)),
    ("darkGray", RGBAColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
    ("lightGray", RGBAColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
  ]

  /// The colour for a UIKit name, ignoring case (`darkgray` works too).
  public init?(name: String) {
    let lowered = name.lowercased()
    guard let entry = Self.named.first(where: { $0.name.lowercased() == lowered }) else {
      return nil
    }
    self = entry.color
  }

  /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
  public init?(hex: String) {
    // Read as bytes into one integer: a scene has a colour or two per view, and walking
    // Characters (grapheme breaking) or growing arrays cost more than the rest of the view.
    var digits: UInt32 = 0
    var count = 0
    var utf8 = hex.utf8.makeIterator()
    guard utf8.next() == UInt8(ascii: "#") else { return nil }
    while let byte = utf8.next() {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      guard count < 8 else { return nil }
      digits = digits << 4 | UInt32(digit)
      count += 1
    }
    /// The `i`th of `count` components of `width` hex digits each, in 0…1.
    func component(_ i: Int, width: Int) -> Double {
      let shift = (count - (i + 1) * width) * 4
      if width == 1 { return Double((digits >> shift) & 0xF) * 17 / 255 }
      let high = Double((digits >> (shift + 4)) & 0xF)
      let low = Double((digits >> shift) & 0xF)
      return (high * 16 + low) / 255
    }
    switch count {
    case 3, 4, 6, 8:
      let width = count < 6 ? 1 : 2
      self.init(
        red: component(0, width: width), green: component(1, width: width),
        blue: component(2, width: width),
        alpha: count == 4 || count == 8 ? component(3, width: width) : 1)
    default:
      return nil
    }
  }

  /// Parses a hex colour, a UIKit colour name or a system colour name (`systemBlue`).
  public init?(parsing text: String) {
    if let color = RGBAColor(hex: text) ?? RGBAColor(systemName: text) {
      self = color
    } else {
      return nil
    }
  }

  /// `#rrggbbaa`, each component rounded to 8 bits.
  public var hexRGBA: String {
    "#" + [red, green, blue, alpha].map(Self.hexByte).joined()
  }

  /// `#rrggbb` when opaque, else `#rrggbbaa`.
  public var hexString: String {
    alpha == 1 ? "#" + [red, green, blue].map(Self.hexByte).joined() : hexRGBA
  }

  /// The UIKit name if the colour is exactly one, else nil.
  public var name: String? { Self.named.first(where: { $0.color == self })?.name }

  /// True when each component is exactly a multiple of 1/255, so the hex form is lossless.
  public var isExactIn8Bits: Bool {
    [red, green, blue, alpha].allSatisfy { c in
      let scaled = (c * 255).rounded()
      return scaled >= 0 && scaled <= 255 && scaled / 255 == c
    }
  }

  /// Per-component interpolation, as Core Animation interpolates colours.
  public func interpolated(to other: RGBAColor, _ f: Double) -> RGBAColor {
    RGBAColor(
      red: red + (other.red - red) * f, green: green + (other.green - green) * f,
      blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
  }

  public func withAlpha(_ a: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: a)
  }

  public var description: String { name ?? hexString }

  private static func hexByte(_ c: Double) -> String {
    let v = Int((min(max(c, 0), 1) * 255).rounded())
    let digits = Array("0123456789abcdef")
    return String([digits[v / 16], digits[v % 16]])
  }
}
