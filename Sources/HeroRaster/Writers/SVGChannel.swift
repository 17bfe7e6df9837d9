import HeroPlanner

/// One attribute of one SVG element over the ticks of a segment: its value at each tick, how
/// far it may stray before a key frame is needed, and how a value is written.
struct SVGChannel {
  var values: [[Double]]
  /// The largest error a dropped key frame may leave, in the value's own units.
  var tolerance: Double
  var render: ([Double]) -> String

  /// Ticks whose values must be kept so that straight lines between them stay within
  /// `tolerance` of every tick: the first and the last, and every corner in between.
  func keyframes(times: [Double]) -> [Int] {
    let n = values.count
    guard n > 2 else { return Array(0..<n) }
    var kept = [0]
    var anchor = 0
    var end = 2
    while end < n {
      if fits(from: anchor, to: end, times: times) {
        end += 1
      } else {
        anchor = end - 1
        kept.append(anchor)
        end = anchor + 2
      }
    }
    kept.append(n - 1)
    return kept
  }

  /// Whether the ticks strictly between `a` and `b` lie on the line from `a` to `b`.
  private func fits(from a: Int, to b: Int, times: [Double]) -> Bool {
    let span = times[b] - times[a]
    let va = values[a]
    let vb = values[b]
    for i in (a + 1)..<b {
      let f = span > 0 ? (times[i] - times[a]) / span : 0
      let vi = values[i]
      for k in vi.indices where abs(vi[k] - (va[k] + (vb[k] - va[k]) * f)) > tolerance {
        return false
      }
    }
    return true
  }

  /// Whether every tick is within `tolerance` of the first (then the attribute is constant).
  var isConstant: Bool {
    guard let first = values.first else { return true }
    return values.allSatisfy { v in
      v.count == first.count && zip(v, first).allSatisfy { abs($0 - $1) <= tolerance / 2 }
    }
  }
}

/// When each tick of a segment falls in the loop, and how long the loop is.
struct SVGTimeline {
  /// 0…1 of the loop, one per tick of the whole recording.
  var keyTimes: [Double]
  /// Seconds; 0 for a still picture.
  var duration: Double

  static let still = SVGTimeline(keyTimes: [0], duration: 0)

  var isStill: Bool { duration == 0 }

  /// `dur` and `repeatCount`, shared by every animation so they stay in step.
  var timing: String {
    "dur=\"\(formatNumber(duration, decimals: 4))s\" repeatCount=\"indefinite\""
  }

  /// A `keyTimes` value: 5 decimals, kept increasing.
  static func keyTime(_ t: Double) -> String { formatNumber(min(max(t, 0), 1), decimals: 5) }
}

/// An SVG element being written: constant attributes, SMIL animations of the others.
struct SVGTag {
  var name: String
  var attributes = ""
  var animations = ""

  init(_ name: String, _ attributes: String = "") {
    self.name = name
    self.attributes = attributes
  }

  /// Adds a constant attribute.
  mutating func set(_ attribute: String, _ value: String) {
    attributes += " \(attribute)=\"\(value)\""
  }

  /// Adds an attribute from a channel over ticks `first..<first + count`: constant when it
  /// does not change, else an `<animate>` with key frames only where it turns.
  mutating func set(_ attribute: String, _ channel: SVGChannel, _ timeline: SVGTimeline, first: Int)
  {
    if timeline.isStill || channel.isConstant {
      set(attribute, channel.render(channel.values[0]))
      return
    }
    let (values, keyTimes) = Self.keyframes(channel, timeline, first: first)
    set(attribute, values[0])
    animations +=
      "<animate attributeName=\"\(attribute)\" \(timeline.timing) keyTimes=\"\(keyTimes)\""
      + " values=\"\(values.joined(separator: ";"))\"/>"
  }

  /// An `animateTransform` of one type (translate, rotate, scale), added to the ones before it.
  mutating func transform(
    _ type: String, _ channel: SVGChannel, _ timeline: SVGTimeline, first: Int, additive: Bool
  ) {
    var (values, keyTimes) = Self.keyframes(channel, timeline, first: first)
    if values.count == 1 {
      values.append(values[0])
      keyTimes = "0;1"
    }
    animations +=
      "<animateTransform attributeName=\"transform\" type=\"\(type)\""
      + (additive ? " additive=\"sum\"" : "")
      + " \(timeline.timing) keyTimes=\"\(keyTimes)\" values=\"\(values.joined(separator: ";"))\"/>"
  }

  /// The kept key frames as written values and their `keyTimes`, from 0 to 1 of the loop.
  static func keyframes(_ channel: SVGChannel, _ timeline: SVGTimeline, first: Int) -> (
    [String], String
  ) {
    let times = channel.values.indices.map { timeline.keyTimes[first + $0] }
    var values: [String] = []
    var keys: [String] = []
    func add(_ time: Double, _ value: [Double]) {
      let key = SVGTimeline.keyTime(time)
      if let last = keys.last, last == key || Double(last) ?? 0 >= Double(key) ?? 0 { return }
      keys.append(key)
      values.append(channel.render(value))
    }
    let kept = channel.isConstant ? [0] : channel.keyframes(times: times)
    if let f = kept.first, times[f] > 0 { add(0, channel.values[f]) }
    for i in kept { add(times[i], channel.values[i]) }
    if let l = kept.last, keys.last != "1" {
      keys.append("1")
      values.append(channel.render(channel.values[l]))
    }
    return (values, keys.joined(separator: ";"))
  }

  /// The element with `content` inside (animations first).
  func rendered(_ content: String = "") -> String {
    if animations.isEmpty && content.isEmpty { return "<\(name)\(attributes)/>" }
    return "<\(name)\(attributes)>\(animations)\(content)</\(name)>"
  }
}
