/// Everything heroscope says about one view, once: who it is, what it is paired with, where it
/// is drawn, its modifiers, its timing (clocks per property), where it starts and ends, and the
/// planner's notes. `plan` (text), `plan --json` and the previewer's inspector are layouts of it.
///
/// Strings are as the scene wrote them; a layout for a terminal sanitises them.
public struct ViewExplanation: Hashable, Sendable {
  /// A view named in an explanation: its scene path and name.
  public struct Named: Hashable, Sendable {
    public var ref: ViewRef
    public var sourcePath: String
    public var name: String
  }

  /// Where the view is drawn.
  public enum Placement: Hashable, Sendable {
    /// Animating, in the transition container (global, or local without an animating ancestor).
    case container(TargetState.CoordinateSpace)
    /// Animating and local: inside its nearest animating ancestor's snapshot.
    case inside(Named)
    /// Not animating: drawn as part of an animating view or its screen's root.
    case drawnWith(Named)
    case still
    case leftOut
  }

  /// How the view moves in time: the spring's keys and the timing curve's keys.
  public struct Timing: Hashable, Sendable {
    public var delay: Double
    /// How long the view lasts after its delay (what the total counts).
    public var duration: Double
    /// The view's own duration: the clock of `curveProperties`.
    public var curveDuration: Double
    public var curve: TimingCurve
    public var spring: Spring?
    public var settlingDuration: Double?
    public var springProperties: [String]
    public var curveProperties: [String]
    /// The arc intensity when the position follows an arc, and its control point.
    public var arcIntensity: Double?
    public var arcControl: Point?
    /// The properties that change (Hero's names).
    public var animatedProperties: [String]
    /// With `durationMatchLongest`, the longest duration Hero's Dictionary order can give
    /// (`curveDuration` is the shortest); nil when it cannot differ.
    public var durationUpTo: Double? = nil
  }

  /// A layer on screen at the start or the end: centre, size, transform about the centre (its
  /// containers' included), effective opacity, corner radius, background colour, and its place
  /// in the frame's draw order (0 at the bottom), which `heroscope diff` compares.
  public struct LayerSummary: Hashable, Sendable {
    public var position: Point
    public var size: Size
    public var transform: Transform3D
    public var opacity: Double
    public var cornerRadius: Double = 0
    public var color: RGBAColor? = nil
    public var layer: Int = 0
  }

  public var ref: ViewRef
  public var name: String
  public var sourcePath: String
  public var heroID: String?
  public var path: [Int]
  public var included: Bool
  public var matchedWith: Named?
  public var coordinateSpace: TargetState.CoordinateSpace
  public var container: Named?
  public var placement: Placement
  /// The modifiers as written, and as the preprocessors left them (nil: no target state).
  public var written: String?
  public var resolved: String?
  public var timing: Timing?
  /// Nil when the view does not animate, or when it is not drawn in that frame.
  public var start: LayerSummary?
  public var end: LayerSummary?
  /// The planner's sentences, written out by whoever prints them.
  public var sentences: [PlanNote]

  public var notes: [String] { sentences.map(\.text) }

  public var animates: Bool { timing != nil }

  /// The one sentence on where the view is drawn.
  public var placementSentence: String {
    switch placement {
    case .container(let space):
      "\(space == .global ? "global" : "local"): drawn in the transition container"
    case .inside(let owner): "local: drawn inside \(owner.sourcePath) '\(owner.name)'"
    case .drawnWith(let owner): "does not animate: drawn as part of \(owner.sourcePath)"
    case .still: "does not animate"
    case .leftOut: "left out (outside the screen)"
    }
  }
}

extension ViewExplanation.LayerSummary {
  /// The summary of a frame layer: its centre on screen and the transform about it.
  init(_ layer: FrameLayer, drawIndex: Int = 0) {
    let centreLocal = Point(x: layer.size.width / 2, y: layer.size.height / 2)
    let centre = layer.toScreen.apply(to: centreLocal) ?? centreLocal
    let flat = Transform3D.translation(x: centreLocal.x, y: centreLocal.y, z: 0)
      .concatenating(layer.toScreen)
      .concatenating(.translation(x: -centre.x, y: -centre.y, z: 0))
    self.init(
      position: centre, size: layer.size, transform: flat, opacity: layer.opacity,
      cornerRadius: layer.cornerRadius, color: layer.color, layer: drawIndex)
  }
}
