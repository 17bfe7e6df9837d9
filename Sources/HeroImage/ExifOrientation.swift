/// How a camera says its JPEG is to be turned for display: EXIF's tag 0x0112 (1 to 8). Phones
/// store pixels as the sensor read them and set this tag instead of turning them; UIKit turns
/// them when it draws, and so does the decoder here.
public enum ExifOrientation: Int, Hashable, Sendable {
  case up = 1
  case upMirrored = 2
  case down = 3
  case downMirrored = 4
  case leftMirrored = 5
  case right = 6
  case rightMirrored = 7
  case left = 8

  /// Whether the displayed image is the stored one on its side (width and height swapped).
  public var swapsSides: Bool { rawValue >= 5 }

  /// The orientation in a JPEG's first EXIF segment; `.up` when there is none or it cannot be
  /// read (a bad offset, a count past the end, a value outside 1–8).
  public static func read(fromJPEG bytes: [UInt8]) -> ExifOrientation {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
    var at = 2
    while at + 4 <= bytes.count {
      guard bytes[at] == 0xFF else { return .up }
      let marker = bytes[at + 1]
      if marker == 0xFF {
        at += 1  // fill byte
        continue
      }
      // Start of scan or end of image: no metadata follows that matters.
      if marker == 0xDA || marker == 0xD9 { return .up }
      // Markers without a length (RSTn, TEM).
      if (0xD0...0xD7).contains(marker) || marker == 0x01 {
        at += 2
        continue
      }
      let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
      guard length >= 2, at + 2 + length <= bytes.count else { return .up }
      let body = (at + 4)..<(at + 2 + length)
      if marker == 0xE1, body.count >= 6,
        Array(bytes[body.lowerBound..<(body.lowerBound + 6)]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
      {
        return fromTIFF(bytes[(body.lowerBound + 6)..<body.upperBound])
      }
      at += 2 + length
    }
    return .up
  }

  /// The orientation entry of the TIFF structure inside an EXIF segment (its first IFD).
  static func fromTIFF(_ tiff: ArraySlice<UInt8>) -> ExifOrientation {
    let base = tiff.startIndex
    let count = tiff.count
    guard count >= 8 else { return .up }
    let little: Bool
    switch (tiff[base], tiff[base + 1]) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return .up
    }
    func u16(_ offset: Int) -> Int? {
      guard offset >= 0, offset + 2 <= count else { return nil }
      let a = Int(tiff[base + offset])
      let b = Int(tiff[base + offset + 1])
      return little ? a | b << 8 : a << 8 | b
    }
    func u32(_ offset: Int) -> Int? {
      guard let low = u16(little ? offset : offset + 2),
        let high = u16(little ? offset + 2 : offset)
      else { return nil }
      return high << 16 | low
    }
    guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return .up }
    for entry in 0..<entries {
      let at = ifd + 2 + entry * 12
      guard let tag = u16(at) else { return .up }
      guard tag == 0x0112 else { continue }
      // A SHORT, count 1, its value in the first two bytes of the value field.
      guard u16(at + 2) == 3, let value = u16(at + 8) else { return .up }
      return ExifOrientation(rawValue: value) ?? .up
    }
    return .up
  }
}

extension RGBAImage {
  /// The image as displayed when stored with `orientation`.
  public func oriented(_ orientation: ExifOrientation) -> RGBAImage {
    if orientation == .up { return self }
    let w = width
    let h = height
    let outWidth = orientation.swapsSides ? h : w
    let outHeight = orientation.swapsSides ? w : h
    var out = [UInt8](repeating: 0, count: pixels.count)
    pixels.withUnsafeBytes { source in
      let source = source.bindMemory(to: UInt32.self)
      out.withUnsafeMutableBytes { target in
        let target = target.bindMemory(to: UInt32.self)
        for sy in 0..<h {
          for sx in 0..<w {
            let (dx, dy): (Int, Int)
            switch orientation {
            case .up: (dx, dy) = (sx, sy)
            case .upMirrored: (dx, dy) = (w - 1 - sx, sy)
            case .down: (dx, dy) = (w - 1 - sx, h - 1 - sy)
            case .downMirrored: (dx, dy) = (sx, h - 1 - sy)
            case .leftMirrored: (dx, dy) = (sy, sx)
            case .right: (dx, dy) = (h - 1 - sy, sx)
            case .rightMirrored: (dx, dy) = (h - 1 - sy, w - 1 - sx)
            case .left: (dx, dy) = (sy, w - 1 - sx)
            }
            target[dy * outWidth + dx] = source[sy * w + sx]
          }
        }
      }
    }
    return RGBAImage(checkedWidth: outWidth, height: outHeight, pixels: out)
  }
}
