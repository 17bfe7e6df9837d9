import HeroANSI

/// The encoder's bytes beside the shortest reading-order encoding of the same change
/// (`MinimumEncoding`, computed exactly on every frame; not timed).
struct EncodeFigures {
  /// Per frame: the encoder's bytes and the minimum's.
  var bytes: [Int] = []
  var minimum: [Int] = []

  /// Records a frame whose cells are all put but not yet encoded; `encode` ends it.
  mutating func record(_ encoder: inout FrameEncoder, encode: (inout FrameEncoder) -> Void) {
    let least = MinimumEncoding.byteCount(
      old: encoder.shown, new: encoder.pending, columns: encoder.columns, mode: encoder.mode,
      backgroundColorErase: encoder.backgroundColorErase, autoWrap: encoder.autoWrap,
      unicode: encoder.unicode)
    encode(&encoder)
    minimum.append(least)
    bytes.append(encoder.bytes.count)
  }

  /// The median of the minimum's bytes.
  var minimumMedian: Int {
    let sorted = minimum.sorted()
    return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
  }

  /// All the encoder's bytes over all the minimum's.
  var ratio: Double {
    let least = minimum.reduce(0, +)
    return least == 0 ? 1 : Double(bytes.reduce(0, +)) / Double(least)
  }

  /// The largest ratio of one frame.
  var worstRatio: Double {
    zip(bytes, minimum).map { $1 == 0 ? 1 : Double($0) / Double($1) }.max() ?? 1
  }
}
