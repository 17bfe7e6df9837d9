/// What the planner decided for one view, and why.
public struct PlannedView: Hashable, Sendable {
  public var ref: ViewRef
  public var name: String
  public var heroID: String?
  /// Child indices from the root.
  public var path: [Int]
  /// Where the view was written in the scene (`to.views[0]`).
  public var sourcePath: String
  /// The view as the scene describes it (without its subviews).
  @Boxed public var sceneView: SceneView
  /// Its frame in screen coordinates, as it stands.
  public var frameInScreen: Rect
  /// False when Hero leaves the view out (outside the screen without forceAnimate).
  public var included: Bool
  public var matchedWith: ViewRef?
  /// The target state after preprocessing; nil when the view has none.
  @BoxedOptional public var state: TargetState?
  /// Set when the view animates.
  @BoxedOptional public var animation: ViewAnimation?
  /// Global views are drawn in the transition container; local ones inside `container`.
  public var coordinateSpace: TargetState.CoordinateSpace
  /// The animating ancestor a local view is drawn in; nil for the transition container.
  public var container: ViewRef?
  /// For a view that does not animate: the animating view (or screen root) it is drawn with.
  public var drawnWith: ViewRef?
  /// Short sentences, in planning order: what each step decided and what was ignored.
  public var sentences: [PlanNote]

  /// The sentences written out.
  public var notes: [String] { sentences.map(\.text) }

  public var animates: Bool { !_animation.isNil }

  /// Reads part of the animation in place (`animation` copies kilobytes out of its box).
  public func readAnimation<Result>(_ body: (ViewAnimation) -> Result) -> Result? {
    _animation.read(body)
  }

  /// Reads part of the target state in place (`state` copies it out of its box).
  public func readState<Result>(_ body: (TargetState) -> Result) -> Result? { _state.read(body) }

  /// The planner's boxes are shared, not copied into new ones (kilobytes a view).
  init(
    ref: ViewRef, name: String, heroID: String?, path: [Int], sourcePath: String,
    sceneView: Boxed<SceneView>, frameInScreen: Rect, included: Bool, matchedWith: ViewRef?,
    state: BoxedOptional<TargetState>, animation: BoxedOptional<ViewAnimation>,
    coordinateSpace: TargetState.CoordinateSpace, container: ViewRef?, drawnWith: ViewRef?,
    notes: [PlanNote]
  ) {
    self.ref = ref
    self.name = name
    self.heroID = heroID
    self.path = path
    self.sourcePath = sourcePath
    _sceneView = sceneView
    self.frameInScreen = frameInScreen
    self.included = included
    self.matchedWith = matchedWith
    _state = state
    _animation = animation
    self.coordinateSpace = coordinateSpace
    self.container = container
    self.drawnWith = drawnWith
    sentences = notes
  }
}
