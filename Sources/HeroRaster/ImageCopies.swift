/// Upright image layers' pixels as they were last drawn (issue 34 §5: scaled copies kept per
/// drawn size). Each copy holds the image sampled at the pixel centres one layer covers, ready
/// to blend. A layer drawn again at the same size and place (a still frame, the held start or
/// end, a pause, a view that does not move while others do) is painted from its copy's rows
/// without sampling the image again. Kept per stream in `RasterBuffers`.
///
/// The copies are bounded. They share one ring of texels, which grows as copies need it up to
/// `budget` (three pictures' worth: a copy is at most one picture), and at most
/// `maximumEntries` of them are kept. A new copy takes the ring's next texels, and wraps to the
/// start when they run out; the copies it overwrites are dropped, as is the copy used longest
/// ago when every entry is taken. Once the ring has grown, making a copy allocates nothing.
struct ImageCopies: Sendable {
  /// What fixes a copy's texels bit for bit: the image and its level, the columns and rows,
  /// and every input of their sample positions. A column's u is `(x · m0 + m6) / m8` with x
  /// its centre in points (`(column + 0.5 − originX) / scaleX`); a row's v is likewise.
  /// Positions are part of the key, not only the size: a view moved by a fraction of a pixel
  /// samples the image elsewhere, and a copy made for the old place would differ from the
  /// exact sampler there.
  struct Key: Equatable, Sendable {
    var digest: Int
    var level: Int
    var columns: Range<Int>
    var rows: Range<Int>
    var m0, m4, m6, m7, m8: Double
    var originX, originY, scaleX, scaleY: Double
    var rectX, rectY, rectWidth, rectHeight: Double

    /// The fields' bits mixed into one number: equal keys have equal mixes (−0 is mixed as
    /// 0, which it equals).
    var mix: UInt64 {
      var h = UInt64(bitPattern: Int64(digest))
      func add(_ x: Int) { h = (h ^ UInt64(bitPattern: Int64(x))) &* 0x9E37_79B9_7F4A_7C15 }
      func add(_ x: Double) { h = (h ^ (x == 0 ? 0 : x.bitPattern)) &* 0x9E37_79B9_7F4A_7C15 }
      add(level)
      add(columns.lowerBound)
      add(columns.upperBound)
      add(rows.lowerBound)
      add(rows.upperBound)
      add(m0)
      add(m4)
      add(m6)
      add(m7)
      add(m8)
      add(originX)
      add(originY)
      add(scaleX)
      add(scaleY)
      add(rectX)
      add(rectY)
      add(rectWidth)
      add(rectHeight)
      return h
    }
  }

  /// One copy: its key and where its texels lie in the ring.
  struct Entry: Sendable {
    var key: Key
    /// The key's `mix`, compared first: a frame of a transition looks up every copy kept for
    /// each of its image layers, and most are not the one.
    var mix: UInt64
    var start: Int
    var count: Int
    var lastUse: UInt64
  }

  /// At most this many copies are kept.
  static let maximumEntries = 64
  /// Pictures' worth of texels the ring holds at most.
  static let picturesKept = 3

  /// The copies' texels, one after another: (red, green, blue) straight, as the painter blends
  /// them, and 0 (as the picture's pixels hold them, so an opaque row is copied as it is);
  /// zero where the image is transparent.
  var texels: [SIMD4<Float>] = []
  /// Each texel's alpha, at the same index.
  var alphas: [Float] = []
  /// The copies kept (at most `maximumEntries`).
  private(set) var entries: [Entry] = []
  /// Where the next copy starts in `texels`.
  private var head = 0
  /// Counts lookups, for "used longest ago".
  private var clock: UInt64 = 0

  /// Scratch for one layer's columns (the painter's per-column sample positions), kept so a
  /// frame allocates nothing.
  var columns: [ColumnSample] = []
  /// Scratch for two texel rows interpolated across at the columns' places: consecutive rows
  /// of a layer mostly sample one texel row in common, which is interpolated once for both.
  var across: [SIMD4<Float>] = []

  /// Where a column of an upright layer samples the image, and whether its rounded corner
  /// leaves it out on rows within the straight part of the sides.
  struct ColumnSample: Sendable {
    /// How far the column is past the straight part of the top and bottom edges
    /// (`RoundedRect.across`).
    var across: Double
    var x0: Int32
    var x1: Int32
    var fx: Float
    /// Outside the image's shown rectangle (left out on every row).
    var outside: Bool
    /// Left out on every row within the sides' straight part: outside, or outside the
    /// rounded bounds there.
    var cornerSkip: Bool
  }

  /// The copy for `key`, `count` texels: where it starts in `texels`, and whether it holds
  /// the key's texels already (else the caller writes them before reading). `budget`: texels
  /// the ring may hold.
  mutating func copy(for key: Key, count: Int, budget: Int) -> (start: Int, filled: Bool) {
    clock &+= 1
    let mix = key.mix
    // From the newest: Hero's second snapshot of a matched view is drawn just after the first.
    for k in entries.indices.reversed()
    where entries[k].mix == mix && entries[k].key == key && entries[k].count == count {
      entries[k].lastUse = clock
      return (entries[k].start, true)
    }
    let budget = max(budget, count)
    if head + count > budget { head = 0 }
    let start = head
    let end = start + count
    if texels.count < end {
      // Grown by half again at least (up to the budget), so a transition whose views grow
      // frame by frame grows it a few times, not every frame.
      let size = min(max(end, texels.count + texels.count / 2), max(budget, end))
      alphas.append(contentsOf: repeatElement(0, count: size - texels.count))
      texels.append(contentsOf: repeatElement(.zero, count: size - texels.count))
    }
    // The copies whose texels these overwrite are dropped.
    entries.removeAll { $0.start < end && start < $0.start + $0.count }
    if entries.count >= Self.maximumEntries,
      let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse })
    {
      entries.remove(at: oldest)
    }
    if entries.capacity < Self.maximumEntries { entries.reserveCapacity(Self.maximumEntries) }
    entries.append(Entry(key: key, mix: mix, start: start, count: count, lastUse: clock))
    head = end
    return (start, false)
  }

  /// `columns` with room for `count` samples, `across` for two rows of them.
  mutating func reserveColumns(_ count: Int) {
    if across.count < 2 * count {
      across.append(contentsOf: repeatElement(.zero, count: 2 * count - across.count))
    }
    if columns.count < count {
      columns.append(
        contentsOf: repeatElement(
          ColumnSample(across: 0, x0: 0, x1: 0, fx: 0, outside: true, cornerSkip: true),
          count: count - columns.count))
    }
  }
}
