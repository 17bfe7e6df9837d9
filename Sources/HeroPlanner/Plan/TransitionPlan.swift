/// A planned transition: every view's decision and animation, the layer structure Hero builds,
/// and the total duration. `sample(at:)` turns it into a frame.
public struct TransitionPlan: Sendable {
  public var sceneName: String
  public var screenSize: Size
  public var containerColor: RGBAColor
  public var container: ContainerKind
  public var presenting: Bool
  /// The animation type as set (before `auto` and `selectBy` are resolved).
  public var requestedAnimation: AnimationType
  /// The type Hero runs.
  public var animation: AnimationType
  /// How `requestedAnimation` became `animation`.
  public var animationReason: String
  /// Hero's insertToViewFirst: the to screen's layers go in first, so the from screen is on top.
  public var toScreenFirst: Bool
  public var totalDuration: Double
  /// Every view of both screens: the from screen's depth-first, then the to screen's. Each
  /// assignment rebuilds `timings` (O(views)): change many views in a copy, assigned once.
  public var views: [PlannedView] { didSet { timings = views.map { $0.readAnimation(\.timing) } } }
  /// Each view's timing (nil: it does not animate), indexed like `views`. Sampling reads it
  /// for every view on every frame; reading a whole `ViewAnimation` there copied kilobytes.
  private(set) var timings: [AnimationTiming?]
  public var findings: [PlanFinding]
  /// The layer tree as Hero builds it in the transition container.
  public var layers: LayerTree
  /// What each snapshot (and each live root, under index 0) draws of its still descendants.
  public var content: [ViewRef: [ContentLayer]]

  public init(
    sceneName: String, screenSize: Size, containerColor: RGBAColor, container: ContainerKind,
    presenting: Bool, requestedAnimation: AnimationType, animation: AnimationType,
    animationReason: String, toScreenFirst: Bool, totalDuration: Double, views: [PlannedView],
    findings: [PlanFinding], layers: LayerTree, content: [ViewRef: [ContentLayer]], fromCount: Int
  ) {
    self.sceneName = sceneName
    self.screenSize = screenSize
    self.containerColor = containerColor
    self.container = container
    self.presenting = presenting
    self.requestedAnimation = requestedAnimation
    self.animation = animation
    self.animationReason = animationReason
    self.toScreenFirst = toScreenFirst
    self.totalDuration = totalDuration
    self.views = views
    self.findings = findings
    self.layers = layers
    self.content = content
    self.fromCount = fromCount
    timings = views.map { $0.readAnimation(\.timing) }
  }

  /// The planned view for a reference.
  public func view(_ ref: ViewRef) -> PlannedView { views[index(of: ref)] }

  /// Where a view is in `views`.
  public func index(of ref: ViewRef) -> Int {
    ref.screen == .from ? ref.index : fromCount + ref.index
  }

  /// What covers what: the roots and every matched pair, read off the start and end frames.
  public var stacking: [StackingFact] = []
  /// The screen whose root is drawn above the other's throughout, or nil when it changes.
  public var screenOnTop: ScreenSide?

  /// How many views the from screen has.
  public var fromCount: Int

  /// The animating views in Hero's insertion order.
  public var animatingViews: [PlannedView] { layers.insertionOrder.map(view) }
}
