/// An interactive transition as Hero runs it: the calls so far, and the transition they leave.
///
/// Hero's `update(p)` seeks every animation (HeroTransition.swift:124-146, then
/// HeroCoreAnimationViewContext.seek, lines 427-435); `apply` holds keys of a view and its
/// partner (HeroTransition+Interactive.swift:96-107, context lines 345-357); `changeTarget`
/// rewrites the values a later resume runs to or from (lines 122-133, context 359-377);
/// `finish` and `cancel` resume every view from where it stands (lines 47-82, then
/// HeroDefaultAnimator.resume, lines 63-75, and the context's resume, 379-405). The result is
/// a plan of its own (`resumed`): each animating view's remaining motion as a view animation,
/// so frames after the release are sampled, drawn and explained like any plan's.
public struct Interaction: Sendable {
  /// One view's motion after the release (or where it is held, before one).
  public struct ResumedView: Hashable, Sendable {
    public var ref: ViewRef
    /// What is left of its delay, and the time its keys on the view's curve run.
    public var delay: Double
    public var duration: Double
    /// When it stops, from the release: a springing key runs its whole settling duration.
    public var stopsAfter: Double
    public var from: LayerState
    public var to: LayerState
  }

  /// The release: `finish` or `cancel`.
  public struct Release: Hashable, Sendable {
    public var finishing: Bool
    public var animated: Bool
    public var progress: Double
    /// progress · total duration: Hero's `timePassed`.
    public var time: Double
  }

  public let script: InteractionScript
  /// The progress of the last `update` (0 without one).
  public private(set) var progress: Double = 0
  public private(set) var release: Release?
  /// Each animating view's resumed motion, in the plan's insertion order.
  public private(set) var views: [ResumedView] = []
  /// When the transition completes after the release (Hero's `complete(after:)`, 0 when that
  /// is 1/120 s or less: it completes at once); 0 before one. From then on every view is as
  /// its screen lays it out.
  public private(set) var completesAfter: Double = 0
  /// The transition from the last call on: every animating view runs its resumed motion.
  public private(set) var resumed: TransitionPlan

  /// What each held or changed view was given, indexed like `plan.views`.
  private var pins: [Int: [HeroModifier]] = [:]
  private var destinations: [Int: [HeroModifier]] = [:]
  private var sources: [Int: [HeroModifier]] = [:]

  /// Runs `script` on `plan`; an unknown view is a failure at its call's column.
  public init(_ script: InteractionScript, on plan: TransitionPlan) throws(InteractionScript
    .Failure)
  {
    self.script = script
    resumed = plan
    for located in script.calls {
      switch located.call {
      case .update(let p):
        // HeroTransition+Interactive.swift:39: clamped; the seek puts back every animation an
        // `apply` replaced (the hold is not among the view's animations, lines 352-355).
        progress = min(max(p, 0), 1)
        pins = [:]
      case .apply(let name, let modifiers):
        for index in try Self.viewAndPartner(name, in: plan, at: located) {
          pins[index, default: []] += modifiers
        }
      case .changeTarget(let name, let modifiers, let isDestination):
        let indices = try Self.viewAndPartner(name, in: plan, at: located)
        // Lines 125-132: the partner's opposite end changes.
        for (n, index) in indices.enumerated() {
          let destination = n == 0 ? isDestination : !isDestination
          if destination {
            destinations[index, default: []] += modifiers
          } else {
            sources[index, default: []] += modifiers
          }
        }
      case .finish(let animate):
        release = Release(
          finishing: true, animated: animate, progress: progress,
          time: progress * plan.totalDuration)
      case .cancel(let animate):
        // Lines 74-78: a negative progress counts as its size (it never is, once clamped).
        release = Release(
          finishing: false, animated: animate, progress: progress,
          time: abs(progress) * plan.totalDuration)
      }
    }
    build(plan)
  }

  /// The view a script names and its matched partner (Hero's `context.pairedView(for:)`), as
  /// indices into `plan.views`: the named one first.
  static func viewAndPartner(
    _ name: String, in plan: TransitionPlan, at call: InteractionScript.Located
  ) throws(InteractionScript.Failure) -> [Int] {
    guard let index = InteractionViewLookup.index(of: name, in: plan) else {
      let names = plan.views.filter(\.animates).map(\.name)
      let hint = NearestName.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw InteractionScript.Failure(
        column: call.column,
        message:
          "\(call.call.name): no view \(quotedForMessage(name)) (a name, a heroID or a path such as to.views[0])\(hint)"
      )
    }
    var indices = [index]
    if let partner = plan.views[index].matchedWith { indices.append(plan.index(of: partner)) }
    return indices
  }

  /// The layer where an update left it: each key at its own clock's seek
  /// (HeroCoreAnimationViewContext.swift:427-435: `timePassed − delay`, clamped to
  /// 0…duration − 0.001, a springing key's duration being its settling duration).
  static func seeked(_ animation: ViewAnimation, at timePassed: Double) -> LayerState {
    let offset = timePassed - animation.delay
    func clock(_ length: Double) -> Double {
      animation.delay + min(max(offset, 0), max(length - 0.001, 0))
    }
    let timing = animation.timing
    let c = timing.curveFraction(at: clock(animation.curveDuration))
    guard let spring = animation.spring else { return animation.state(curve: c, spring: c) }
    let s = timing.springFraction(at: clock(spring.settlingDuration))
    return animation.state(curve: c, spring: s)
  }

  private mutating func build(_ plan: TransitionPlan) {
    var views = plan.views
    var decompositions = TransformDecomposition.Cache()
    var resumedViews: [ResumedView] = []
    var longest = 0.0
    let timePassed = release?.time ?? progress * plan.totalDuration
    // Each view's motion first: when the transition completes depends on all of them.
    var moving: [(index: Int, state: TargetState, laidOut: LayerState)] = []
    for ref in plan.layers.insertionOrder {
      let index = plan.index(of: ref)
      guard let animation = views[index].animation, let state = views[index].state else { continue }
      var current = Self.seeked(animation, at: timePassed)
      if let held = pins[index] { current.apply(TargetState(modifiers: held)) }
      var start = animation.start
      var end = animation.end
      if let changed = sources[index] { start.apply(TargetState(modifiers: changed)) }
      if let changed = destinations[index] { end.apply(TargetState(modifiers: changed)) }
      // Where the view is once Hero completes and takes the snapshots away: as its screen
      // lays it out (changeTarget changed only the snapshots' animations).
      let laidOut = release?.finishing == false ? animation.start : animation.end
      let motion: ResumedView
      if let release, release.animated {
        motion = Self.resume(
          animation, state: state, ref: ref, current: current,
          to: release.finishing ? end : start, timePassed: release.time,
          reverse: !release.finishing)
      } else if release != nil {
        // `complete(finished:)` at once (lines 49-51, 68-70): laid out.
        motion = ResumedView(
          ref: ref, delay: 0, duration: 0, stopsAfter: 0, from: laidOut, to: laidOut)
      } else {
        motion = ResumedView(
          ref: ref, delay: 0, duration: 0, stopsAfter: 0, from: current, to: current)
      }
      longest = max(longest, motion.stopsAfter)
      resumedViews.append(motion)
      moving.append((index, state, laidOut))
    }
    // HeroTransition.swift:185-190: `complete(after:)` of 1/120 s or less completes at once.
    let completion = release == nil || longest <= 1.0 / 120 ? 0 : longest
    for n in resumedViews.indices where release != nil {
      let motion = resumedViews[n]
      guard motion.stopsAfter == 0, motion.from == motion.to, motion.to != moving[n].laidOut
      else { continue }
      // A view resume left where the seek held it (the context's `return 0`) stays there
      // until the transition completes, then is laid out: at once when it completes at once.
      resumedViews[n] =
        completion == 0
        ? ResumedView(
          ref: motion.ref, delay: 0, duration: 0, stopsAfter: 0, from: moving[n].laidOut,
          to: moving[n].laidOut)
        : ResumedView(
          ref: motion.ref, delay: completion, duration: 0, stopsAfter: completion,
          from: motion.from, to: moving[n].laidOut)
    }
    for (n, motion) in resumedViews.enumerated() {
      let (index, state, _) = moving[n]
      guard let animation = views[index].animation else { continue }
      let arc = state.arc.flatMap {
        Arc(from: motion.from.position, to: motion.to.position, intensity: $0)
      }
      let keys = animation.springProperties + animation.curveProperties
      // A jump at completion is no animation: nothing springs through it.
      var timing = state
      if release != nil, motion.duration == 0 { timing.spring = nil }
      let clocks =
        TimingRules.clocks(
          timing, keys: keys, duration: motion.duration, arc: arc, curve: animation.curve,
          warn: false
        ).value
      views[index].animation = ViewAnimation(
        start: motion.from, end: motion.to, delay: motion.delay, clocks: clocks,
        curve: animation.curve, arc: arc, animatedProperties: animation.animatedProperties,
        decompositions: &decompositions)
    }
    self.views = resumedViews
    completesAfter = completion
    resumed.views = views
    resumed.totalDuration = max(longest, 0)
  }

  /// HeroDefaultAnimator.resume (lines 63-75) and the context's resume (lines 379-425) for one
  /// view: a computed duration is first raised to the estimate from where the view is now plus
  /// the time passed; then the remaining delay and duration by the branches as written (the
  /// reverse ones are not the forward ones mirrored); every key restarts the view's timing
  /// function from its current value over that time, and a springing key runs its settling
  /// duration.
  static func resume(
    _ animation: ViewAnimation, state: TargetState, ref: ViewRef, current: LayerState,
    to target: LayerState, timePassed: Double, reverse: Bool
  ) -> ResumedView {
    var duration = animation.curveDuration
    if state.duration == nil {
      let estimate = AnimationBuilder.estimatedDuration(from: current, to: state, explains: false)
      duration = max(duration, estimate.0 + timePassed)
    }
    let delay = state.delay
    var resumed: (delay: Double, duration: Double)?
    if reverse {
      if timePassed > delay + duration {
        resumed = (timePassed - (delay + duration), duration)
      } else if timePassed > delay {
        resumed = (0, duration - (timePassed - delay))
      }
    } else {
      if timePassed <= delay {
        resumed = (delay - timePassed, duration)
      } else if timePassed <= delay + duration {
        resumed = (0, duration - (timePassed - delay))
      }
    }
    // `return 0` branches: no new animation; the view stays where the seek left it.
    guard let resumed else {
      return ResumedView(
        ref: ref, delay: 0, duration: 0, stopsAfter: 0, from: current, to: current)
    }
    var stops = resumed.duration
    if let spring = animation.spring, !animation.springProperties.isEmpty {
      stops = max(stops, spring.settlingDuration)
    }
    return ResumedView(
      ref: ref, delay: resumed.delay, duration: resumed.duration,
      stopsAfter: stops + resumed.delay, from: current, to: target)
  }
}

/// Finding the view a script names: a path as the plan prints it (`to.views[0]`), else a
/// heroID (the to screen's view first: its partner follows anyway), else a unique name.
public enum InteractionViewLookup {
  public static func index(of name: String, in plan: TransitionPlan) -> Int? {
    if let i = plan.views.firstIndex(where: { $0.sourcePath == name }) { return i }
    if let i = plan.views.lastIndex(where: { $0.heroID == name && $0.animates }) { return i }
    let named = plan.views.indices.filter { plan.views[$0].name == name }
    if named.count == 1 { return named[0] }
    return named.first { plan.views[$0].animates }
  }
}
