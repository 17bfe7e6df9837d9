import HeroPlanner

/// A stretch of ticks over which one drawing order serves every frame: each layer that shows
/// in any of them, in an order consistent with all of them, with its look at each tick (nil
/// where it does not show). A recording is a row of segments, each shown in its own time.
struct SVGSegment {
  /// Identifies a layer from frame to frame.
  struct Key: Hashable {
    var kind: FrameLayer.Kind
    var view: ViewRef
    /// Counts repeats of the same kind and view within one frame.
    var occurrence: Int
  }

  var first: Int
  var count = 0
  var order: [Key] = []
  var looks: [Key: [SVGLayerLook?]] = [:]
  /// The layer as first seen, for its name, path and kind.
  var layers: [Key: FrameLayer] = [:]
  var arcs: [Key: [[Point]?]] = [:]

  init(first: Int) { self.first = first }

  /// The frame's layers as keys, in draw order.
  static func keys(_ frame: Frame) -> [Key] {
    var seen: [Key: Int] = [:]
    return frame.layers.map { layer in
      var key = Key(kind: layer.kind, view: layer.view, occurrence: 0)
      key.occurrence = seen[key, default: 0]
      seen[key] = key.occurrence + 1
      return key
    }
  }

  /// Adds the next tick's frame, or returns false when its order cannot be merged with this
  /// segment's (a layer moved past another): then a new segment starts.
  mutating func append(
    _ frame: Frame, arcs drawArcs: Bool, images: RasterImages = RasterImages()
  ) -> Bool {
    let keys = Self.keys(frame)
    guard let merged = Self.merge(order, keys) else { return false }
    order = merged
    for (key, layer) in zip(keys, frame.layers) {
      if looks[key] == nil {
        looks[key] = Array(repeating: nil, count: count)
        layers[key] = layer
      }
      looks[key]?.append(SVGLayerLook(layer, images: images))
      if drawArcs, let arc = layer.arc {
        if arcs[key] == nil { arcs[key] = Array(repeating: nil, count: count) }
        let now = arc.point(at: layer.arcFraction ?? 0)
        // Seen in perspective (the 3D view), the curve goes as its points projected one by one.
        let curve =
          arc.projection == nil
          ? []
          : (0...SVGArcWriter.samples).map {
            arc.point(at: Double($0) / Double(SVGArcWriter.samples))
          }
        arcs[key]?.append([arc.shownStart, arc.shownControl, arc.shownEnd, now] + curve)
      }
    }
    count += 1
    for key in order where (looks[key]?.count ?? 0) < count { looks[key]?.append(nil) }
    for key in arcs.keys where (arcs[key]?.count ?? 0) < count { arcs[key]?.append(nil) }
    return true
  }

  /// `current` with the new keys of `next` inserted after their predecessors in `next`; nil
  /// when the keys both hold come in a different order.
  static func merge(_ current: [Key], _ next: [Key]) -> [Key]? {
    if current.isEmpty { return next }
    if current == next { return current }
    let inCurrent = Set(current)
    let inNext = Set(next)
    guard current.filter(inNext.contains) == next.filter(inCurrent.contains) else { return nil }
    var result = current
    var position: [Key: Int] = [:]
    for (i, key) in result.enumerated() { position[key] = i }
    var last = -1
    for key in next {
      if let p = position[key] {
        last = p
      } else {
        last += 1
        result.insert(key, at: last)
        for i in last..<result.count { position[result[i]] = i }
      }
    }
    return result
  }
}
