/// Frames to a GIF89a: one global palette for the whole recording (`ColourPalette.medianCut`
/// over every frame), delays in hundredths of a second, the NETSCAPE2.0 loop, and after the
/// first frame only the rectangle that changed. Inside that rectangle, pixels that stay as
/// they were are written as the transparent index when that makes the frame smaller (long runs
/// of one index are what LZW packs best). Pixels with alpha below 128 are transparent; frames
/// with any such pixel are written whole over a cleared background (disposal 2), because a
/// transparent pixel cannot clear what the previous frame left.
///
/// Viewers show delays of 0 or 1 hundredths as 10, so a frame that would last less than 0.02 s
/// gives its place to the next one (a 60 Hz recording becomes about 50 Hz, its length kept).
public enum GIFEncoder {
  public static func encode(_ frames: [AnimationFrame], loopsForever: Bool = true)
    throws(AnimationEncodingError) -> [UInt8]
  {
    let timeline = try AnimationTimeline(
      frames, ticksPerSecond: 100, maxSide: 65535, minimumTicks: 2)
    let images = timeline.entries.map(\.image)
    let hasTransparency = !images.allSatisfy { $0.hasNoPixel(belowAlpha: 128) }
    // One index is kept for transparency: unchanged pixels, and pixels with alpha below 128.
    let palette = ColourPalette.medianCut(of: images, maximum: 255)
    let transparent = palette.colours.count
    var tableBits = 1
    while 1 << tableBits < transparent + 1 { tableBits += 1 }
    let minimumCodeSize = max(2, tableBits)
    var mapper = PaletteMapper(palette: palette)

    let width = images[0].width
    let height = images[0].height
    var out: [UInt8] = Array("GIF89a".utf8)
    out.appendLittleEndian(UInt16(width))
    out.appendLittleEndian(UInt16(height))
    // A global colour table of 2^tableBits entries; colour resolution 8 bits.
    out.append(0x80 | 0x70 | UInt8(tableBits - 1))
    out += [0, 0]
    for index in 0..<(1 << tableBits) {
      if index < palette.colours.count {
        let colour = palette.colours[index]
        out += [colour.red, colour.green, colour.blue]
      } else {
        out += [0, 0, 0]
      }
    }
    if loopsForever {
      out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }

    // What the viewer shows after each frame, as palette indices (transparent where nothing).
    var shown = [UInt8](repeating: UInt8(transparent), count: width * height)
    for (position, entry) in timeline.entries.enumerated() {
      let mapped = mapper.indices(of: entry.image, transparent: UInt8(transparent))
      let delay = UInt16(clamping: entry.ticks)
      if position == 0 || hasTransparency {
        let whole = PixelRectangle(x: 0, y: 0, width: width, height: height)
        let disposal: UInt8 = hasTransparency ? 2 : 1
        writeFrame(
          mapped, width: width, rectangle: whole, delay: delay, disposal: disposal,
          transparent: hasTransparency ? UInt8(transparent) : nil,
          minimumCodeSize: minimumCodeSize, into: &out)
        shown = mapped
        continue
      }
      let rectangle = entry.changed
      var plain = [UInt8]()
      writeFrame(
        mapped, width: width, rectangle: rectangle, delay: delay, disposal: 1, transparent: nil,
        minimumCodeSize: minimumCodeSize, into: &plain)
      var masked = mapped
      for y in rectangle.y..<(rectangle.y + rectangle.height) {
        for x in rectangle.x..<(rectangle.x + rectangle.width)
        where masked[y * width + x] == shown[y * width + x] {
          masked[y * width + x] = UInt8(transparent)
        }
      }
      var withMask = [UInt8]()
      writeFrame(
        masked, width: width, rectangle: rectangle, delay: delay, disposal: 1,
        transparent: UInt8(transparent), minimumCodeSize: minimumCodeSize, into: &withMask)
      out += withMask.count < plain.count ? withMask : plain
      shown = mapped
    }
    out.append(0x3B)
    return out
  }

  /// A graphic control extension, an image descriptor and the LZW data of `rectangle`.
  static func writeFrame(
    _ indices: [UInt8], width: Int, rectangle: PixelRectangle, delay: UInt16, disposal: UInt8,
    transparent: UInt8?, minimumCodeSize: Int, into out: inout [UInt8]
  ) {
    out += [0x21, 0xF9, 0x04, disposal << 2 | (transparent == nil ? 0 : 1)]
    out.appendLittleEndian(delay)
    out += [transparent ?? 0, 0]
    out.append(0x2C)
    out.appendLittleEndian(UInt16(rectangle.x))
    out.appendLittleEndian(UInt16(rectangle.y))
    out.appendLittleEndian(UInt16(rectangle.width))
    out.appendLittleEndian(UInt16(rectangle.height))
    out.append(0)
    var part = [UInt8]()
    part.reserveCapacity(rectangle.width * rectangle.height)
    for y in rectangle.y..<(rectangle.y + rectangle.height) {
      part += indices[(y * width + rectangle.x)..<(y * width + rectangle.x + rectangle.width)]
    }
    LZWEncoder.encode(part, minimumCodeSize: minimumCodeSize, into: &out)
  }
}

/// Pixels to palette indices, remembering recent answers: recordings repeat few colours.
struct PaletteMapper {
  let palette: ColourPalette
  /// Direct-mapped: the colour (with bit 24 set when valid) and its index.
  private var keys = [UInt32](repeating: 0, count: 1 << 16)
  private var values = [UInt8](repeating: 0, count: 1 << 16)

  init(palette: ColourPalette) {
    self.palette = palette
  }

  mutating func indices(of image: RGBAImage, transparent: UInt8) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: image.width * image.height)
    image.pixels.withUnsafeBufferPointer { pixels in
      for index in 0..<out.count {
        let at = index * 4
        guard pixels[at + 3] >= 128 else {
          out[index] = transparent
          continue
        }
        let rgb = UInt32(pixels[at]) | UInt32(pixels[at + 1]) << 8 | UInt32(pixels[at + 2]) << 16
        let key = rgb | 1 << 24
        let slot = Int((rgb &* 2_654_435_761) >> 16)
        if keys[slot] == key {
          out[index] = values[slot]
        } else {
          let nearest = UInt8(
            palette.nearest(
              RGBAImage.Pixel(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2])))
          keys[slot] = key
          values[slot] = nearest
          out[index] = nearest
        }
      }
    }
    return out
  }
}

extension RGBAImage {
  func hasNoPixel(belowAlpha threshold: UInt8) -> Bool {
    var index = 3
    while index < pixels.count {
      if pixels[index] < threshold { return false }
      index += 4
    }
    return true
  }
}
