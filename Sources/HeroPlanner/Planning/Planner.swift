/// Plans a transition exactly as Hero would: preprocessors in Hero's order, then which views
/// animate, from what to what, for how long, and in which layer.
///
/// Pure: no I/O. Everything it decides is in the returned `TransitionPlan`.
public enum Planner {
  /// Overrides of the scene's own settings, as the command line's options give them.
  public struct Options: Hashable, Sendable {
    public var container: ContainerKind?
    /// The animation type for the chosen container.
    public var animation: AnimationType?
    public var presenting: Bool?
    /// The platform, when the command line overrides the scene's (`--platform`).
    public var platform: Platform?
    /// Whether each view keeps the notes that explain its decisions (`PlannedView.notes`):
    /// `plan` and the previewer's inspector read them; `frame`, `record`, `check` and the
    /// previewer's frames do without them, and planning without notes takes a third less time.
    public var explains: Bool

    public init(
      container: ContainerKind? = nil, animation: AnimationType? = nil, presenting: Bool? = nil,
      platform: Platform? = nil, explains: Bool = true
    ) {
      self.container = container
      self.animation = animation
      self.presenting = presenting
      self.platform = platform
      self.explains = explains
    }

    /// These options, with or without the notes.
    public func explaining(_ explains: Bool) -> Options {
      var options = self
      options.explains = explains
      return options
    }
  }

  public static func plan(_ scene: Scene, options: Options = Options()) -> TransitionPlan {
    let container = options.container ?? scene.container
    let presenting = options.presenting ?? scene.presenting
    let requested = options.animation ?? scene.animationType(for: container)
    var scene = scene
    if let platform = options.platform { scene.platform = platform }
    var context = PlanningContext(
      scene: scene, container: container, presenting: presenting, explains: options.explains)
    context.noteSceneKeys()

    context.processIgnoreSubviewModifiers()
    context.processConditionals()
    let (animation, reason) = context.resolveAnimation(requested: requested)
    context.processDefaultAnimation(animation)
    context.processMatches()
    context.processSources()
    context.processCascades()

    var builder = AnimationBuilder(context: consume context)
    builder.build()
    var plan = builder.plan(requested: requested, animation: animation, reason: reason)
    plan.addStackingFacts(explains: options.explains)
    return plan
  }
}
