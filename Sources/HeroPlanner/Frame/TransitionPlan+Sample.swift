/// Sampling a plan into a frame: every animating view's layer at time t, placed through its
/// container chain, with the still views drawn in their snapshots. The work is `FrameSampler`'s;
/// these build one for a single frame.
extension TransitionPlan {
  /// The frame at `progress` (0…1) of the total duration.
  public func sample(at progress: Double) -> Frame {
    var sampler = FrameSampler(self)
    var frame = Frame.empty
    sampler.sample(at: progress, into: &frame)
    return frame
  }

  /// The frame at `time` seconds.
  public func sample(time: Double) -> Frame {
    var sampler = FrameSampler(self)
    var frame = Frame.empty
    sampler.sample(time: time, into: &frame)
    return frame
  }

  /// Every animating view at the same eased fraction (0: all at their start, 1: all at their
  /// end), invisible layers kept; for the plan's start and end states.
  public func frame(allAt fraction: Double) -> Frame {
    var sampler = FrameSampler(self)
    return sampler.frame(allAt: fraction)
  }

  /// The plan's start and end frames (`frame(allAt: 0)` and `frame(allAt: 1)`) from one
  /// sampler: building a sampler reads the whole plan, as much work as drawing a frame.
  public func startAndEndFrames() -> (start: Frame, end: Frame) {
    var sampler = FrameSampler(self)
    let start = sampler.frame(allAt: 0)
    return (start, sampler.frame(allAt: 1))
  }

  /// The corners of a local rectangle on screen, clockwise from its top-left corner. A corner
  /// behind the eye is pushed to the horizon so the quad stays usable.
  static func quad(_ r: Rect, _ t: Transform3D) -> [Point] {
    var points: [Point] = []
    setQuad(&points, r, t)
    return points
  }

  /// `quad(r, t)` into `points`, in place when it already holds four points.
  static func setQuad(_ points: inout [Point], _ r: Rect, _ t: Transform3D) {
    let a = mapped(Point(x: r.minX, y: r.minY), t)
    let b = mapped(Point(x: r.maxX, y: r.minY), t)
    let c = mapped(Point(x: r.maxX, y: r.maxY), t)
    let d = mapped(Point(x: r.minX, y: r.maxY), t)
    guard points.count == 4 else {
      points = [a, b, c, d]
      return
    }
    points[0] = a
    points[1] = b
    points[2] = c
    points[3] = d
  }

  /// Points mapped by a transform, a point behind the eye pushed to the horizon as in `quad`.
  static func mapped(_ points: [Point], _ t: Transform3D) -> [Point] {
    points.map { mapped($0, t) }
  }

  /// One point mapped as `mapped(_:_:)` maps each.
  static func mapped(_ p: Point, _ t: Transform3D) -> Point {
    t.apply(to: p)
      ?? Point(x: p.x * t.m11 + p.y * t.m21 + t.m41, y: p.x * t.m12 + p.y * t.m22 + t.m42)
  }

  /// The mean linear scale of a transform's 2D part, for blur radii.
  static func scale(of t: Transform3D) -> Double {
    let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
    let sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
    return (sx + sy) / 2
  }
}
