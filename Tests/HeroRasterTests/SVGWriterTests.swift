import Foundation
import HeroPlanner
import Testing

@testable import HeroRaster

/// A scene with what SVG has to draw: rounded corners, a border, a shadow, a clip, a label,
/// rotation, perspective, an arc and fades.
func richScene(name: String = "SVG test") -> Scene {
  func v(
    _ name: String, _ frame: Rect, _ color: RGBAColor?, id: String? = nil, radius: Double = 0,
    border: Double = 0, shadow: ShadowStyle? = nil, masks: Bool = false, text: String? = nil,
    textColor: RGBAColor? = nil, path: String? = nil, _ modifiers: String? = nil,
    _ subviews: [SceneView] = []
  ) -> SceneView {
    SceneView(
      name: name, heroID: id, frame: frame, color: color, cornerRadius: radius,
      borderWidth: border, borderColor: border > 0 ? RGBAColor(red: 0, green: 0, blue: 1) : nil,
      shadow: shadow, masksToBounds: masks, text: text, textColor: textColor,
      modifiers: modifiers.map { (try? ModifierParser.parse($0)) ?? [] }, subviews: subviews,
      sourcePath: path ?? name)
  }
  let red = RGBAColor(red: 0.9, green: 0.2, blue: 0.2)
  let from = SceneView(
    name: "first", frame: .zero, color: .white,
    subviews: [
      v(
        "card", Rect(x: 20, y: 80, width: 100, height: 100), red, id: "card", radius: 12,
        border: 3, shadow: ShadowStyle(opacity: 0.5, radius: 6, offset: Size(width: 0, height: 4))),
      v(
        "clipper", Rect(x: 200, y: 300, width: 100, height: 100),
        RGBAColor(red: 0.2, green: 0.7, blue: 0.3), masks: true, nil,
        [
          v(
            "inner", Rect(x: 50, y: 50, width: 100, height: 100),
            RGBAColor(red: 0.1, green: 0.1, blue: 0.6), text: "Hi",
            textColor: RGBAColor(red: 1, green: 1, blue: 0))
        ]),
      v(
        "spinner", Rect(x: 40, y: 450, width: 80, height: 60),
        RGBAColor(red: 1, green: 0.6, blue: 0), "rotate(0.5) fade"),
    ], sourcePath: "from")
  let to = SceneView(
    name: "second", frame: .zero, color: RGBAColor(red: 0.95, green: 0.95, blue: 0.95),
    subviews: [
      v(
        "card", Rect(x: 0, y: 300, width: 375, height: 200), red, id: "card",
        path: "to.views[0]", "arc"),
      v(
        "tilted", Rect(x: 100, y: 100, width: 160, height: 100),
        RGBAColor(red: 0.5, green: 0.2, blue: 0.7, alpha: 0.8), text: "Tilt",
        "perspective(400) rotate(0.9, 0, 0) translate(0, 50)"),
    ], sourcePath: "to")
  return Scene(name: name, from: from, to: to)
}

/// The SVG's layer groups by their index in the frame.
private func layerGroups(_ root: XMLNode) -> [Int: XMLNode] {
  var out: [Int: XMLNode] = [:]
  for g in root.all("g") {
    if let i = g.attributes["data-index"].flatMap(Int.init) { out[i] = g }
  }
  return out
}

/// The points of an outline path (pairs of numbers).
private func points(_ numbers: [Double]) -> [Point] {
  stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
}

private func close(_ a: Point, _ b: Point, _ tolerance: Double = 0.011) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether `p` lies on the segment from `a` to `b`, within `tolerance`.
private func onSegment(_ p: Point, _ a: Point, _ b: Point, _ tolerance: Double = 0.05) -> Bool {
  let d = b - a
  let length = (d.x * d.x + d.y * d.y).squareRoot()
  guard length > 0 else { return close(p, a, tolerance) }
  let cross = abs(d.x * (p.y - a.y) - d.y * (p.x - a.x)) / length
  let along = ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (length * length)
  return cross <= tolerance && along >= -0.001 && along <= 1.001
}

@Suite struct SVGWriterTests {
  let plan = Planner.plan(richScene())

  @Test func aFrameIsXMLInTheScenesOwnPoints() throws {
    let svg = SVGWriter.frame(plan.sample(at: 0.5), plan: plan)
    let (root, error) = XMLTree.parse(svg)
    let svgRoot = try #require(root, "not well-formed: \(String(describing: error))")
    #expect(svgRoot.name == "svg")
    #expect(svgRoot.attributes["viewBox"] == "0 0 375 667")
    #expect(svgRoot.attributes["width"] == "375")
    #expect(svgRoot.attributes["height"] == "667")
    #expect(!svg.contains("<script"))
  }

  @Test(arguments: [0.0, 0.2, 0.5, 0.8, 1.0])
  func everyLayerIsDrawnAtItsQuadInItsColourAndOpacity(progress: Double) throws {
    let frame = plan.sample(at: progress)
    let root = try #require(XMLTree.parse(SVGWriter.frame(frame, plan: plan)).root)
    let groups = layerGroups(root)
    var checked = 0
    for (i, layer) in frame.layers.enumerated() {
      guard let color = layer.color else { continue }
      let group = try #require(groups[i], "layer \(i) '\(layer.name)' is missing")
      #expect(group.attributes["data-name"] == layer.name)
      let body = try #require(group.children.first { $0.attributes["opacity"] != nil })
      #expect(abs((Double(body.attributes["opacity"] ?? "") ?? -1) - layer.opacity) < 1e-4)
      let fill = try #require(body.children.first { $0.name == "path" || $0.name == "rect" })
      #expect(fill.attributes["fill"] == hexRGB(color))
      #expect(abs((Double(fill.attributes["fill-opacity"] ?? "") ?? -1) - color.alpha) < 1e-4)
      let q = layer.quad
      if fill.name == "rect" {
        let n = ["x", "y", "width", "height"].map { Double(fill.attributes[$0] ?? "") ?? .nan }
        let corners = [
          Point(x: n[0], y: n[1]), Point(x: n[0] + n[2], y: n[1]),
          Point(x: n[0] + n[2], y: n[1] + n[3]), Point(x: n[0], y: n[1] + n[3]),
        ]
        for k in 0..<4 { #expect(close(corners[k], q[k], 0.015), "\(layer.name) corner \(k)") }
        let rx = Double(fill.attributes["rx"] ?? "0") ?? .nan
        let expectedRadius = min(layer.cornerRadius, layer.size.width / 2, layer.size.height / 2)
        #expect(abs(rx - expectedRadius * (n[2] / layer.size.width)) < 0.011, "\(layer.name) radius")
        checked += 1
        continue
      }
      let outline = points(fill.numbers("d"))
      if outline.count == 4 {
        for k in 0..<4 { #expect(close(outline[k], q[k]), "\(layer.name) corner \(k)") }
      } else {
        // Rounded: the straight part of each side lies on the quad's side, through its middle.
        #expect(outline.count == 17)
        for (side, start) in [0, 4, 8, 12].enumerated() {
          let a = q[side]
          let b = q[(side + 1) % 4]
          let middle = (a + b) / 2
          #expect(onSegment(outline[start], a, b), "\(layer.name) side \(side)")
          #expect(onSegment(outline[start + 1], a, b), "\(layer.name) side \(side)")
          #expect(onSegment(middle, outline[start], outline[start + 1]), "\(layer.name) side \(side)")
        }
      }
      checked += 1
    }
    #expect(checked >= 4)
  }

  @Test func perspectiveLayersKeepTheirProjectedCorners() throws {
    let frame = plan.sample(at: 0.05)
    let tilted = try #require(frame.layers.firstIndex { $0.name == "tilted" })
    let layer = frame.layers[tilted]
    #expect(layer.toScreen.m24 != 0 || layer.toScreen.m14 != 0, "the test needs perspective")
    // A tilted rectangle projects to a trapezoid: its top and bottom differ in width.
    #expect(abs(layer.quad[1].x - layer.quad[0].x - (layer.quad[2].x - layer.quad[3].x)) > 1)
    let root = try #require(XMLTree.parse(SVGWriter.frame(frame, plan: plan)).root)
    let body = try #require(layerGroups(root)[tilted]?.children.first)
    let outline = points(try #require(body.children.first { $0.name == "path" }).numbers("d"))
    for k in 0..<4 { #expect(close(outline[k], layer.quad[k])) }
  }

  @Test func bordersShadowsClipsAndLabelsAreDrawn() throws {
    let frame = plan.sample(at: 0)
    let svg = SVGWriter.frame(frame, plan: plan)
    let root = try #require(XMLTree.parse(svg).root)
    let groups = layerGroups(root)
    let cardIndex = try #require(frame.layers.firstIndex { $0.name == "card" && $0.screen == .from })
    let card = try #require(groups[cardIndex])
    // Border: an even-odd ring in the border colour.
    let border = try #require(card.all("path").first { $0.attributes["fill-rule"] == "evenodd" })
    #expect(border.attributes["fill"] == "#0000ff")
    #expect(points(border.numbers("d")).count == 34)
    // Shadow: a blurred shape outside the opacity group.
    let shadow = try #require(card.children.first { $0.attributes["filter"] != nil })
    let shadowLayer = try #require(frame.layers[cardIndex].shadow)
    #expect(abs((Double(shadow.attributes["fill-opacity"] ?? "") ?? 0) - shadowLayer.opacity) < 1e-4)
    let filterID = try #require(shadow.attributes["filter"]).dropFirst(5).dropLast()
    let blur = try #require(root.all("filter").first { $0.attributes["id"] == String(filterID) })
    #expect(blur.all("feGaussianBlur").first?.attributes["stdDeviation"] == "3")

    // Clip: 'inner' shows only inside 'clipper'.
    let innerIndex = try #require(frame.layers.firstIndex { $0.name == "inner" })
    let inner = try #require(groups[innerIndex])
    let clipped = frame.layers[innerIndex].clips
    #expect(!clipped.isEmpty)
    var ancestorClips: [String] = []
    var node = inner.parent
    while let n = node {
      if let c = n.attributes["clip-path"] { ancestorClips.append(c) }
      node = n.parent
    }
    #expect(ancestorClips.count == clipped.count)
    let clipIDs = Set(ancestorClips.map { String($0.dropFirst(5).dropLast()) })
    let polygons = root.all("clipPath").filter { clipIDs.contains($0.attributes["id"] ?? "") }
      .compactMap { $0.children.first }
    let clipperQuad = try #require(frame.layers.first { $0.name == "clipper" }?.quad)
    #expect(polygons.contains { p in zip(points(p.numbers("points")), clipperQuad).allSatisfy { close($0, $1) } })

    // Label: its text in the view's text colour, centred on the box.
    let text = try #require(inner.all("text").first)
    #expect(text.text == "Hi")
    #expect(text.attributes["fill"] == "#ffff00")
    let centre = text.numbers("transform")
    let q = frame.layers[innerIndex].quad
    #expect(close(Point(x: centre[0], y: centre[1]), (q[0] + q[2]) / 2))
  }

  @Test(arguments: [
    (TextAlignment?.none, "middle", 60.0), (.center, "middle", 60), (.left, "start", 10),
    (.natural, "start", 10), (.justified, "start", 10), (.right, "end", 110),
  ])
  func labelsSitWhereTheirAlignmentSays(alignment: TextAlignment?, anchor: String, x: Double) throws {
    var label = SceneView(name: "title", frame: Rect(x: 10, y: 20, width: 100, height: 30), text: "Hi")
    label.textAlignment = alignment
    let scene = Scene(
      size: Size(width: 200, height: 200), from: SceneView(frame: .zero, color: .white, subviews: [label]),
      to: SceneView(frame: .zero, color: .white))
    let frame = Planner.plan(scene).sample(at: 0)
    let root = try #require(XMLTree.parse(SVGWriter.frame(frame, plan: Planner.plan(scene))).root)
    let text = try #require(root.all("text").first { $0.text == "Hi" })
    #expect(text.attributes["text-anchor"] == anchor)
    let at = text.numbers("transform")
    #expect(close(Point(x: at[0], y: at[1]), Point(x: x, y: 35)))
  }

  @Test func theCaptionNamesSceneAnimationAndProgressAndCanBeLeftOut() throws {
    let frame = plan.sample(at: 0.25)
    let with = try #require(XMLTree.parse(SVGWriter.frame(frame, plan: plan)).root)
    let caption = try #require(with.all("g").first { $0.attributes["data-caption"] != nil })
    let text = caption.all("text").first?.text ?? ""
    #expect(text.contains("SVG test"))
    #expect(text.contains("25 %"))
    #expect(text.contains("\(plan.animation)"))
    let without = SVGWriter.frame(frame, plan: plan, options: SVGOptions(caption: false))
    #expect(!without.contains("data-caption"))
  }

  @Test func arcsShowTheirCurveAndControlPoint() throws {
    let frame = plan.sample(at: 0.5)
    let arc = try #require(frame.layers.compactMap(\.arc).first)
    let svg = SVGWriter.frame(frame, plan: plan, options: SVGOptions(arcs: true))
    let root = try #require(XMLTree.parse(svg).root)
    let group = try #require(root.all("g").first { $0.attributes["data-arc"] != nil })
    let curve = try #require(group.all("path").first { ($0.attributes["d"] ?? "").contains("Q") })
    let p = points(curve.numbers("d"))
    #expect(close(p[0], arc.start) && close(p[1], arc.control) && close(p[2], arc.end))
    #expect(!SVGWriter.frame(frame, plan: plan).contains("data-arc"))
  }

  @Test func userTextIsEscaped() throws {
    let hostile = "<b>&amp; \"quoted\" 'single' \u{1B}[31mred\u{7}\u{0}"
    var scene = richScene(name: hostile)
    scene.from.subviews[0].name = hostile
    scene.from.subviews[0].heroID = hostile
    scene.to.subviews[0].heroID = hostile
    scene.from.subviews[1].subviews[0].text = hostile
    let plan = Planner.plan(scene)
    for svg in [
      SVGWriter.frame(plan.sample(at: 0), plan: plan), SVGWriter.recording(plan),
    ] {
      let (root, error) = XMLTree.parse(svg)
      let parsed = try #require(root, "not well-formed: \(String(describing: error))")
      #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      let expected = "<b>&amp; \"quoted\" 'single' ?[31mred??"
      #expect(parsed.all("title").first?.text.hasPrefix(expected) == true)
      #expect(parsed.all("g").contains { $0.attributes["data-name"] == expected })
      #expect(parsed.all("g").contains { $0.attributes["data-hero-id"] == expected })
      #expect(parsed.all("text").contains { $0.text == expected })
    }
  }

  @Test func theSameSceneGivesTheSameBytes() {
    let again = Planner.plan(richScene())
    #expect(
      SVGWriter.frame(plan.sample(at: 0.4), plan: plan)
        == SVGWriter.frame(again.sample(at: 0.4), plan: again))
    let options = SVGOptions(arcs: true, speed: 0.5)
    #expect(SVGWriter.recording(plan, options: options) == SVGWriter.recording(again, options: options))
  }
}

@Suite struct SVGRecordingTests {
  let plan = Planner.plan(richScene())

  @Test(arguments: [0.1, 0.5, 1.0, 4.0])
  func aRecordingLoopsAtTheTransitionsTimingDividedByTheSpeed(speed: Double) throws {
    let svg = SVGWriter.recording(plan, options: SVGOptions(speed: speed))
    let root = try #require(XMLTree.parse(svg).root)
    #expect(!svg.contains("<script"))
    let animations = root.all("animate") + root.all("animateTransform")
    #expect(!animations.isEmpty)
    let loop = plan.totalDuration / speed + SVGWriter.hold
    for a in animations {
      #expect(a.attributes["repeatCount"] == "indefinite")
      let dur = Double((a.attributes["dur"] ?? "").dropLast()) ?? -1
      #expect(abs(dur - loop) < 1e-4)
      let keys = (a.attributes["keyTimes"] ?? "").split(separator: ";").compactMap { Double($0) }
      let values = (a.attributes["values"] ?? "").split(separator: ";", omittingEmptySubsequences: false)
      #expect(keys.count == values.count)
      #expect(keys.first == 0 && keys.last == 1)
      #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  /// Each key frame of an animated attribute of a layer's fill: its time in the transition
  /// and its value.
  private func keyframes(_ fill: XMLNode, _ attribute: String, speed: Double = 1) -> [(
    time: Double, value: String
  )] {
    guard let a = fill.children.first(where: { $0.attributes["attributeName"] == attribute }) else {
      return []
    }
    let keys = (a.attributes["keyTimes"] ?? "").split(separator: ";").compactMap { Double($0) }
    let values = (a.attributes["values"] ?? "").split(separator: ";").map(String.init)
    let loop = plan.totalDuration / speed + SVGWriter.hold
    return zip(keys, values).map { (min($0 * loop * speed, plan.totalDuration), $1) }
  }

  private func fill(_ root: XMLNode, _ path: String) throws -> XMLNode {
    let group = try #require(root.all("g").first { $0.attributes["data-layer"] == path })
    let body = try #require(group.children.first { $0.attributes["opacity"] != nil })
    return try #require(body.children.first { $0.name == "rect" || $0.name == "path" })
  }

  @Test(arguments: [1.0, 0.25])
  func aMovingBoxIsWhereTheFramesSayAtEveryKeyFrame(speed: Double) throws {
    let svg = SVGWriter.recording(plan, options: SVGOptions(speed: speed))
    let root = try #require(XMLTree.parse(svg).root)
    // The matched card moves upright: a rect whose x, y, width and height animate.
    let card = try fill(root, "to.views[0]")
    #expect(card.name == "rect")
    var checked = 0
    let edges: [(String, (FrameLayer) -> Double)] = [
      ("x", { $0.quad[0].x }), ("y", { $0.quad[0].y }),
      ("width", { $0.quad[1].x - $0.quad[0].x }), ("height", { $0.quad[3].y - $0.quad[0].y }),
    ]
    for (attribute, expected) in edges {
      let frames = keyframes(card, attribute, speed: speed)
      #expect(frames.count >= 3, "\(attribute) barely animates")
      for (time, value) in frames {
        // Where the layer is not drawn (opacity 0) the key frame holds its nearest shape.
        guard
          let layer = plan.sample(time: time).layers.first(where: {
            $0.name == "card" && $0.screen == .to
          })
        else { continue }
        #expect(abs((Double(value) ?? .nan) - expected(layer)) < 0.25, "\(attribute) at \(time) s")
        checked += 1
      }
    }
    #expect(checked >= 12)
    // What does not change is not animated.
    let still = try #require(root.all("g").first { $0.attributes["data-layer"] == "from" })
    #expect(still.all("animate").isEmpty)
  }

  @Test func aTurningViewAnimatesItsOutlineThroughTheFramesCorners() throws {
    let root = try #require(XMLTree.parse(SVGWriter.recording(plan)).root)
    let spinner = try fill(root, "spinner")
    #expect(spinner.name == "path")
    let frames = keyframes(spinner, "d")
    #expect(frames.count >= 3)
    var checked = 0
    for (time, value) in frames {
      guard let layer = plan.sample(time: time).layers.first(where: { $0.name == "spinner" })
      else { continue }
      let outline = points(XMLNode.numbers(in: value))
      for k in 0..<4 { #expect(close(outline[k], layer.quad[k], 0.25), "corner \(k) at \(time) s") }
      checked += 1
    }
    #expect(checked >= 3)
  }

  @Test func aStraightLinearMoveNeedsOnlyItsEndsAsKeyFrames() throws {
    let mover = SceneView(
      name: "mover", frame: Rect(x: 250, y: 80, width: 40, height: 40),
      color: RGBAColor(red: 1, green: 0, blue: 0),
      modifiers: try ModifierParser.parse("translate(-240, 0) duration(1) timingFunction(linear)"),
      sourcePath: "to.views[0]")
    let scene = Scene(
      size: Size(width: 300, height: 200), animation: [.modal: AnimationType.none],
      from: SceneView(frame: .zero, color: .white, sourcePath: "from"),
      to: SceneView(frame: .zero, color: .white, subviews: [mover], sourcePath: "to"))
    let plan = Planner.plan(scene)
    let svg = SVGWriter.recording(plan, options: SVGOptions(caption: false))
    let root = try #require(XMLTree.parse(svg).root)
    // Only x changes: y, the size and the colour stay constant attributes.
    let animations = root.all("animate")
    #expect(animations.count == 1)
    #expect(animations.first?.attributes["attributeName"] == "x")
    // Start, end, and the end held until the loop restarts.
    #expect(animations.first?.attributes["keyTimes"] == "0;0.66667;1")
    #expect(animations.first?.attributes["values"] == "10;250;250")
  }

  @Test func keyFramesAreKeptOnlyWhereAValueTurns() {
    let times = (0...10).map { Double($0) / 10 }
    let line = SVGChannel(values: times.map { [$0 * 100] }, tolerance: 0.05) { "\($0)" }
    #expect(line.keyframes(times: times) == [0, 10])
    let vee = SVGChannel(values: times.map { [abs($0 - 0.5) * 100] }, tolerance: 0.05) { "\($0)" }
    #expect(vee.keyframes(times: times) == [0, 5, 10])
    let flat = SVGChannel(values: times.map { _ in [3] }, tolerance: 0.05) { "\($0)" }
    #expect(flat.isConstant)
    #expect(!line.isConstant)
  }

  @Test func whereSomethingIsNotDrawnItHoldsItsNearestShape() {
    // So a shadow that fades out at the end stays where it was instead of jumping back.
    #expect(SVGLayerWriter.nearest([nil, 1, nil, nil, 4, nil]) == [1, 1, 1, 1, 4, 4])
    #expect(SVGLayerWriter.nearest([Int?.none, nil]) == nil)
  }

  @Test func aLayerThatMovesPastAnotherStartsANewSegment() {
    let a = SVGSegment.Key(kind: .view, view: ViewRef(.from, 1), occurrence: 0)
    let b = SVGSegment.Key(kind: .view, view: ViewRef(.to, 1), occurrence: 0)
    let c = SVGSegment.Key(kind: .view, view: ViewRef(.to, 2), occurrence: 0)
    #expect(SVGSegment.merge([a, b], [a, c, b]) == [a, c, b])
    #expect(SVGSegment.merge([a, b], [c]) == [c, a, b])
    #expect(SVGSegment.merge([a, b], [b, a]) == nil)
  }
}

@Suite struct SVGSegmentTests {
  let plan = Planner.plan(richScene())

  @Test func aChangeOfDrawingOrderShowsEachOrderOnlyInItsOwnTime() throws {
    // The same frames, but halfway the bottom two drawn layers swap places.
    let total = plan.totalDuration
    var frames = (0...10).map { plan.sample(time: total * Double($0) / 10) }
    for i in 5...10 { frames[i].layers.swapAt(0, 1) }
    let svg = SVGWriter.recording(frames, plan: plan, options: SVGOptions(caption: false))
    let root = try #require(XMLTree.parse(svg).root)
    let segments = root.children.filter { $0.attributes["data-segment"] != nil }
    #expect(segments.count == 2)
    let loop = total + SVGWriter.hold
    let switchKey = SVGTimeline.keyTime(frames[5].time / loop)
    let first = try #require(segments.first?.children.first { $0.name == "animate" })
    #expect(first.attributes["attributeName"] == "visibility")
    #expect(first.attributes["values"] == "visible;hidden")
    #expect(first.attributes["keyTimes"] == "0;\(switchKey)")
    let second = try #require(segments.last?.children.first { $0.name == "animate" })
    #expect(segments.last?.attributes["visibility"] == "hidden")
    #expect(second.attributes["values"] == "hidden;visible")
    #expect(second.attributes["keyTimes"] == "0;\(switchKey)")
    // Each segment draws the swapped layers in its own order.
    let names = segments.map { s in
      s.children.compactMap { $0.attributes["data-layer"] }.prefix(2)
    }
    #expect(names[0].first == names[1].last)
  }
}

@Suite struct SVGMarkupTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
    ("\"double\" 'single'", "&quot;double&quot; &apos;single&apos;"),
    ("\u{1B}[31mred\u{1B}[0m", "?[31mred?[0m"),
    ("line\nbreak\ttab\u{0}nul\u{7F}del\u{85}nel", "line?break?tab?nul?del?nel"),
    ("no\u{FFFE}n\u{FFFF}characters", "noncharacters"),
    ("写真 🦸 café", "写真 🦸 café"),
  ])
  func textIsSafeInAttributesAndContent(text: String, escaped: String) {
    #expect(SVGMarkup.escaped(text) == escaped)
  }

  @Test func numbersArePrintedTheSameWayEveryTime() {
    #expect(SVGMarkup.number(1) == "1")
    #expect(SVGMarkup.number(-0.001) == "0")
    #expect(SVGMarkup.number(12.3456) == "12.35")
    #expect(SVGMarkup.number(.nan) == "0")
    #expect(SVGMarkup.fraction(1.02) == "1")
    #expect(SVGMarkup.color([255, 0, 127.6][...]) == "#ff0080")
  }
}
