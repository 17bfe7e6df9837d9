/// `heroscope plan --json`: the explanation as JSON, the schema in DESIGN.md plus notes,
/// findings and each view's clocks. Fields are only ever added, so tools that read them keep
/// working.
///
/// Written straight into bytes, member by member, in the layout `JSONOutput.rendered` gives
/// (a tree of 10,000 views' values cost more to build and free than to print).
extension PlanExplanation {
  /// The whole document, pretty-printed, in UTF-8, without a final newline.
  public func json(indent: Int? = 2) -> [UInt8] {
    // About 1.3 KB a view: reserving it spares the copies of a growing buffer.
    var writer = JSONWriter(indent: indent, capacity: 1_024 + views.count * 1_400)
    write(to: &writer)
    return writer.finish()
  }

  public func write(to w: inout JSONWriter) {
    write(to: &w, viewCount: views.count, view: { views[$0] }, afterView: { _ in })
  }

  /// The layout with the views handed over by index, `afterView` called after each (the
  /// streaming path explains a view, writes it and flushes; `views` may then be empty).
  func write(
    to w: inout JSONWriter, viewCount: Int, view: (Int) -> ViewExplanation,
    afterView: (inout JSONWriter) -> Void, extra: ((inout JSONWriter) -> Void)? = nil
  ) {
    w.beginObject()
    w.member("scene", sceneName)
    w.member("container", container.rawValue)
    w.member("presenting", presenting)
    w.member("animation", animation.description)
    w.member("requestedAnimation", requestedAnimation.description)
    w.member("animationReason", animationReason)
    w.member("toScreenFirst", toScreenFirst)
    w.member("screenOnTop", screenOnTop?.rawValue)
    w.member("totalDuration", totalDuration)
    w.key("views")
    w.beginArray(oneLine: false)
    for i in 0..<viewCount {
      view(i).write(to: &w)
      afterView(&w)
    }
    w.endArray()
    w.key("findings")
    w.beginArray(oneLine: false)
    for finding in findings { finding.write(to: &w) }
    w.endArray()
    extra?(&w)
    w.endObject()
  }
}

extension PlanExplanation.Finding {
  public func write(to w: inout JSONWriter) {
    w.beginObject()
    w.member("rule", rule.id)
    w.member("severity", severity.rawValue)
    w.member("path", path)
    w.member("message", message)
    w.endObject()
  }
}

extension ViewExplanation {
  public func write(to w: inout JSONWriter) {
    w.beginObject()
    w.member("name", name)
    w.member("heroID", heroID)
    w.member("screen", ref.screen.rawValue)
    w.key("path")
    w.numbers(path.lazy.map(Double.init))
    w.member("sourcePath", sourcePath)
    w.member("included", included)
    w.member("matched", matchedWith != nil)
    w.member("matchedWith", matchedWith?.sourcePath)
    w.member("coordinateSpace", coordinateSpace.rawValue)
    w.member("container", container?.sourcePath)
    w.member("animates", animates)
    w.member("written", written)
    w.member("modifiers", resolved)
    w.member("delay", timing?.delay)
    w.member("duration", timing?.duration)
    w.member("curveDuration", timing?.curveDuration)
    // Only where Hero's order can lengthen a durationMatchLongest view: the upper bound.
    if let upTo = timing?.durationUpTo { w.member("durationUpTo", upTo) }
    w.key("timingFunction")
    if let timing { w.numbers(timing.curve.controlPoints) } else { w.null() }
    w.key("spring")
    if let spring = timing?.spring {
      w.beginObject()
      w.member("stiffness", spring.stiffness)
      w.member("damping", spring.damping)
      w.member("dampingRatio", spring.dampingRatio)
      w.member("settlingDuration", spring.settlingDuration)
      w.endObject()
    } else {
      w.null()
    }
    w.key("springProperties")
    if let timing { w.strings(timing.springProperties) } else { w.null() }
    w.key("curveProperties")
    if let timing { w.strings(timing.curveProperties) } else { w.null() }
    w.member("arc", timing?.arcIntensity)
    w.key("start")
    if let start { start.write(to: &w) } else { w.null() }
    w.key("end")
    if let end { end.write(to: &w) } else { w.null() }
    w.key("notes")
    w.strings(sentences)
    w.endObject()
  }
}

extension ViewExplanation.LayerSummary {
  /// The identity transform, row by row.
  private static let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

  public func write(to w: inout JSONWriter) {
    w.beginObject()
    w.key("position")
    w.numbers(position.x, position.y)
    w.key("size")
    w.numbers(size.width, size.height)
    w.key("transform")
    // Read in place: `rowMajor` would allocate an array for each of 20,000 layers. Most layers
    // are not transformed, and their sixteen numbers are written at once.
    let t = transform
    let rows = (
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44
    )
    withUnsafeBytes(of: rows) { bytes in
      let tidied = bytes.bindMemory(to: Double.self).lazy.map { abs($0) < 1e-12 ? 0 : $0 }
      if tidied.elementsEqual(Self.identity) {
        w.value(laidOut: "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]")
      } else {
        w.numbers(tidied)
      }
    }
    w.member("opacity", opacity)
    w.member("cornerRadius", cornerRadius)
    w.member("color", color?.hexRGBA)
    w.member("layer", Double(layer))
    w.endObject()
  }
}

extension JSONWriter {
  /// A member whose value is a string, or null.
  mutating func member(_ name: StaticString, _ value: String?) {
    key(name)
    string(value)
  }

  /// A member whose value is a number, or null.
  mutating func member(_ name: StaticString, _ value: Double?) {
    key(name)
    if let value { number(value) } else { null() }
  }

  /// `[x, y]`, on one line.
  mutating func numbers(_ x: Double, _ y: Double) {
    beginArray(oneLine: true)
    number(x)
    number(y)
    endArray()
  }

  mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }
}
