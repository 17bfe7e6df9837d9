import HeroPlanner

/// What an SVG picture shows besides the layers, and how fast a recording plays.
public struct SVGOptions: Hashable, Sendable {
  /// Each arc's curve, its start, control point and end, and where the view is on it.
  public var arcs: Bool
  /// A line naming the scene, the animation and the progress (or the speed), at the bottom.
  public var caption: Bool
  /// A recording's playback speed: 0.5 takes twice the transition's time.
  public var speed: Double

  public init(arcs: Bool = false, caption: Bool = true, speed: Double = 1) {
    self.arcs = arcs
    self.caption = caption
    self.speed = speed
  }
}

/// Frames and whole transitions as SVG in the scene's own points, for pull requests, issues
/// and talks: browsers and GitHub show them as they are. A recording animates with SMIL only
/// (GitHub strips scripts), with key frames only where something turns, and loops. Same plan,
/// same bytes.
public enum SVGWriter {
  /// Ticks per second of transition time that a recording samples (the previewer's rate).
  public static let ticksPerSecond = 60.0
  /// How long a recording holds the last frame before it loops, in seconds of playback.
  public static let hold = RecordingLimit.hold

  /// One frame, every layer a shape with its own geometry, colours and opacity.
  /// With `images`, the layers' images and snapshots are embedded (else their boxes alone).
  public static func frame(
    _ frame: Frame, plan: TransitionPlan, options: SVGOptions = SVGOptions(),
    images: SVGImages? = nil
  ) -> String {
    var segment = SVGSegment(first: 0)
    _ = segment.append(frame, arcs: options.arcs, images: images?.table ?? RasterImages())
    var caption: String?
    if options.caption {
      caption = Self.caption(
        plan, detail: "\(formatNumber(frame.progress * 100, decimals: 1)) %")
    }
    return document(
      plan, segments: [segment], timeline: .still, caption: caption, progressBar: nil,
      images: images)
  }

  /// The whole transition (up to `RecordingLimit.longest`) at its real timing (divided by
  /// `options.speed`), then the hold, on a loop.
  public static func recording(
    _ plan: TransitionPlan, options: SVGOptions = SVGOptions(), images: SVGImages? = nil
  ) -> String {
    let total = RecordingLimit.covered(plan)
    let ticks = total > 0 ? max(1, Int((total * ticksPerSecond).rounded(.up))) : 0
    let frames = (0...ticks).map { plan.sample(time: min(Double($0) / ticksPerSecond, total)) }
    return recording(frames, plan: plan, options: options, images: images)
  }

  /// A recording of `frames` (in time order, at their `time`), split into segments wherever
  /// the drawing order changes.
  static func recording(
    _ frames: [Frame], plan: TransitionPlan, options: SVGOptions, images: SVGImages? = nil
  ) -> String {
    let table = images?.table ?? RasterImages()
    let total = max(frames.last?.time ?? 0, 0)
    let speed = options.speed > 0 ? options.speed : 1
    let loop = total / speed + hold
    let timeline = SVGTimeline(keyTimes: frames.map { $0.time / speed / loop }, duration: loop)
    var segments: [SVGSegment] = []
    var current = SVGSegment(first: 0)
    for (i, frame) in frames.enumerated() {
      if current.append(frame, arcs: options.arcs, images: table) { continue }
      segments.append(current)
      current = SVGSegment(first: i)
      _ = current.append(frame, arcs: options.arcs, images: table)
    }
    segments.append(current)
    var caption: String?
    if options.caption {
      caption = Self.caption(plan, detail: "\(formatNumber(speed))×")
    }
    let bar = options.caption && total > 0 ? (total / speed) / loop : nil
    return document(
      plan, segments: segments, timeline: timeline, caption: caption, progressBar: bar,
      images: images)
  }

  /// Scene, animation type and direction, and `detail`.
  static func caption(_ plan: TransitionPlan, detail: String) -> String {
    let direction = plan.presenting ? "presenting" : "dismissing"
    return
      "\(plan.sceneName) · \(plan.container.rawValue) · \(plan.animation) · \(direction) · \(detail)"
  }

  static let captionHeight = 22.0
  static let font = "font-family=\"Helvetica, Arial, sans-serif\""

  /// The picture: the container colour, each segment in its own time, then the caption.
  static func document(
    _ plan: TransitionPlan, segments: [SVGSegment], timeline: SVGTimeline, caption: String?,
    progressBar: Double?, images: SVGImages? = nil
  ) -> String {
    let w = SVGMarkup.number(plan.screenSize.width)
    let h = SVGMarkup.number(plan.screenSize.height)
    var defs = SVGDefinitions(size: plan.screenSize)
    var body = ""
    let container = SVGMarkup.components(plan.containerColor)[...]
    body += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(SVGMarkup.color(container))\"/>\n"
    for (n, segment) in segments.enumerated() {
      let end = n + 1 < segments.count ? segments[n + 1].first : nil
      var group = SVGTag("g")
      group.set("data-segment", "\(n)")
      if !timeline.isStill && (segment.first > 0 || end != nil) {
        visibility(&group, from: segment.first, to: end, timeline)
      }
      var content = "\n"
      for key in segment.order {
        content += SVGLayerWriter.layer(key, segment, timeline, plan, &defs, images) + "\n"
      }
      for key in segment.order where segment.arcs[key] != nil {
        content += SVGArcWriter.arc(key, segment, timeline) + "\n"
      }
      body += group.rendered(content) + "\n"
    }
    if let caption {
      body += captionMarkup(caption, plan: plan, timeline: timeline, progressBar: progressBar)
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
      <title>\(SVGMarkup.escaped(caption ?? plan.sceneName))</title>
      \(defs.rendered)\(body)</svg>

      """
  }

  /// Shows a segment's group only from its first tick until the next segment's.
  static func visibility(_ group: inout SVGTag, from first: Int, to end: Int?, _ t: SVGTimeline) {
    var values: [String] = []
    var keys: [String] = []
    if first > 0 {
      values.append("hidden")
      keys.append("0")
    }
    values.append("visible")
    keys.append(first > 0 ? SVGTimeline.keyTime(t.keyTimes[first]) : "0")
    if let end {
      values.append("hidden")
      keys.append(SVGTimeline.keyTime(t.keyTimes[end]))
    }
    group.set("visibility", first > 0 ? "hidden" : "visible")
    group.animations +=
      "<animate attributeName=\"visibility\" calcMode=\"discrete\" \(t.timing)"
      + " keyTimes=\"\(keys.joined(separator: ";"))\" values=\"\(values.joined(separator: ";"))\"/>"
  }

  /// A dark band at the bottom with the caption, and in a recording a bar that fills as the
  /// transition plays.
  static func captionMarkup(
    _ caption: String, plan: TransitionPlan, timeline: SVGTimeline, progressBar: Double?
  ) -> String {
    let width = plan.screenSize.width
    let top = plan.screenSize.height - captionHeight
    var out = "<g data-caption=\"\">"
    out +=
      "<rect x=\"0\" y=\"\(SVGMarkup.number(top))\" width=\"\(SVGMarkup.number(width))\""
      + " height=\"\(SVGMarkup.number(captionHeight))\" fill=\"#000000\" fill-opacity=\"0.6\"/>"
    if let progressBar, !timeline.isStill {
      let end = SVGTimeline.keyTime(progressBar)
      out +=
        "<rect x=\"0\" y=\"\(SVGMarkup.number(top))\" width=\"0\" height=\"2\" fill=\"#ffffff\">"
        + "<animate attributeName=\"width\" \(timeline.timing) keyTimes=\"0;\(end);1\""
        + " values=\"0;\(SVGMarkup.number(width));\(SVGMarkup.number(width))\"/></rect>"
    }
    out +=
      "<text x=\"6\" y=\"\(SVGMarkup.number(top + 15))\" \(font) font-size=\"12\""
      + " fill=\"#ffffff\">\(SVGMarkup.escaped(caption))</text></g>\n"
    return out
  }
}
