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

  /// Relative luminance (0…1) in sRGB, to pick a readable text colour. From a table of the
  /// 256 linear values: the arc overlay asks it for every cell it draws, every frame, and
  /// `pow` was a tenth of an octant frame.
  public var luminance: Double {
    Self.linear.withUnsafeBufferPointer { linear in
      0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }
  }

  /// Each channel value's linear light.
  private static let linear: [Double] = (0...255).map { c in
    let v = Double(c) / 255
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  public var description: String {
    "#" + [r, g, b].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
  }
}
