import HeroPlanner

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
