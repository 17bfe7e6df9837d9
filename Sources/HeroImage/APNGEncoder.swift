/// Frames to an animated PNG (APNG): `acTL` with the frame count and loops; the first frame is
/// the file's default image (what a viewer without APNG shows); each later frame is an `fcTL`
/// and `fdAT`s holding only the rectangle that changed, drawn over the previous frame
/// (dispose none, blend source). Identical frames are merged into one longer frame.
public enum APNGEncoder {
  /// An APNG of `frames` (all one size), looping forever or played once. Delays are written in
  /// milliseconds.
  public static func encode(
    _ frames: [AnimationFrame], loopsForever: Bool = true,
    channels: PNGEncoder.Channels = .automatic, level: Int = 9
  ) throws(AnimationEncodingError) -> [UInt8] {
    let timeline = try AnimationTimeline(frames, ticksPerSecond: 1000, maxSide: Int(Int32.max))
    let alpha = PNGEncoder.keepsAlpha(channels, timeline.entries.map(\.image))
    let first = timeline.entries[0].image
    var writer = PNGChunkWriter()
    writer.header(width: first.width, height: first.height, alpha: alpha)
    var control: [UInt8] = []
    control.appendBigEndian(UInt32(timeline.entries.count))
    control.appendBigEndian(UInt32(loopsForever ? 0 : 1))
    writer.chunk("acTL", control)
    var sequence: UInt32 = 0
    for (index, entry) in timeline.entries.enumerated() {
      writer.chunk("fcTL", frameControl(sequence: sequence, entry: entry))
      sequence += 1
      let image = index == 0 ? entry.image : entry.image.cropped(to: entry.changed)
      let data = PNGEncoder.imageData(image, alpha: alpha, level: level)
      if index == 0 {
        writer.chunk("IDAT", data)
      } else {
        var frameData: [UInt8] = []
        frameData.reserveCapacity(data.count + 4)
        frameData.appendBigEndian(sequence)
        frameData.append(contentsOf: data)
        writer.chunk("fdAT", frameData)
        sequence += 1
      }
    }
    writer.chunk("IEND", [])
    return writer.bytes
  }

  /// `fcTL`: the rectangle, the delay as a fraction (ms/1000, or cs/100 past 65.535 s), and
  /// dispose none (0), blend source (0).
  static func frameControl(sequence: UInt32, entry: AnimationTimeline.Entry) -> [UInt8] {
    var data: [UInt8] = []
    data.appendBigEndian(sequence)
    data.appendBigEndian(UInt32(entry.changed.width))
    data.appendBigEndian(UInt32(entry.changed.height))
    data.appendBigEndian(UInt32(entry.changed.x))
    data.appendBigEndian(UInt32(entry.changed.y))
    let (numerator, denominator): (Int, Int) =
      entry.ticks <= 65535 ? (entry.ticks, 1000) : (min(65535, (entry.ticks + 5) / 10), 100)
    data.appendBigEndian(UInt16(numerator))
    data.appendBigEndian(UInt16(denominator))
    data += [0, 0]
    return data
  }
}
