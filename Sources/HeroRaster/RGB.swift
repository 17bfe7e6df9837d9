import Foundation
import HeroPlanner

/// An 8-bit sRGB colour, what a terminal cell shows.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  public static let black = RGB(0, 0, 0)
  public static let white = RGB(255, 255, 255)

  /// The mean of two colours: what one cell shows for two half-block pixels.
  public static func average(_ a: RGB, _ b: RGB) -> RGB {
    RGB(
      UInt8((Int(a.r) + Int(b.r)) / 2), UInt8((Int(a.g) + Int(b.g)) / 2),
      UInt8((Int(a.b) + Int(b.b)) / 2))
  }

  /// Relative luminance (0…1) in sRGB, to pick a readable text colour.
  public var luminance: Double {
    func linear(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  public var description: String {
    "#" + [r, g, b].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
  }
}
