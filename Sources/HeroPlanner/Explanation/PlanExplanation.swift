/// Everything heroscope says about a plan: the transition (container, direction, animation
/// type and how it was chosen, total duration, which screen is drawn on top), every view's
/// explanation, and the findings. Built once, in time linear in the number of views.
public struct PlanExplanation: Hashable, Sendable {
  /// A finding with the scene path of its view.
  public struct Finding: Hashable, Sendable {
    public var rule: FindingRule
    public var severity: PlanFinding.Severity
    /// The view's scene path, or nil for the transition as a whole.
    public var path: String?
    public var message: String
  }

  public var sceneName: String
  public var container: ContainerKind
  public var presenting: Bool
  public var requestedAnimation: AnimationType
  public var animation: AnimationType
  public var animationReason: String
  public var toScreenFirst: Bool
  /// The screen whose root the frames draw above the other's, or nil when it changes.
  public var screenOnTop: ScreenSide?
  public var totalDuration: Double
  /// Every view: the from screen's depth-first, then the to screen's.
  public var views: [ViewExplanation]
  /// The animating views in Hero's insertion order, as indices into `views`.
  public var insertionOrder: [Int]
  public var findings: [Finding]

  /// The sentence on which screen is inserted first and which is drawn on top (from the frames).
  public var screenOrderSentence: String {
    let inserted = toScreenFirst ? "to screen inserted first" : "from screen inserted first"
    guard let top = screenOnTop else {
      return "\(inserted) (the roots swap places as zPosition changes)"
    }
    let other = top == .to ? "from" : "to"
    return "\(inserted) (the \(top.rawValue) root is drawn above the \(other) root)"
  }
}

extension TransitionPlan {
  /// The explanation of the whole plan; its start and end frames are drawn once and each view
  /// finds its layer through one index per frame.
  public func explanation() -> PlanExplanation {
    let explainer = ViewExplainer(self)
    var whole = explanationSummary()
    whole.views = views.indices.map(explainer.explanation(at:))
    return whole
  }

  /// The explanation without its views (`views` is empty): what the streaming layouts write
  /// around the views they explain one at a time.
  func explanationSummary() -> PlanExplanation {
    PlanExplanation(
      sceneName: sceneName, container: container, presenting: presenting,
      requestedAnimation: requestedAnimation, animation: animation,
      animationReason: animationReason, toScreenFirst: toScreenFirst, screenOnTop: screenOnTop,
      totalDuration: totalDuration, views: [],
      insertionOrder: layers.insertionOrder.map { index(of: $0) },
      findings: findings.map {
        PlanExplanation.Finding(
          rule: $0.rule, severity: $0.severity, path: $0.view.map { view($0).sourcePath },
          message: $0.message)
      })
  }

  /// One view's explanation; `start` and `end` are its layers in the plan's start and end
  /// frames, when the caller has them (the inspector does not need them).
  public func explanation(
    of ref: ViewRef, start: ViewExplanation.LayerSummary? = nil,
    end: ViewExplanation.LayerSummary? = nil
  ) -> ViewExplanation {
    let v = views[index(of: ref)]
    func named(_ r: ViewRef) -> ViewExplanation.Named {
      let other = view(r)
      return ViewExplanation.Named(ref: r, sourcePath: other.sourcePath, name: other.name)
    }
    // Read in place: the animation sits behind a box, and copying it out is not free.
    let animates = v.animates
    let placement: ViewExplanation.Placement
    if animates {
      placement = v.container.map { .inside(named($0)) } ?? .container(v.coordinateSpace)
    } else if let owner = v.drawnWith, owner != ref {
      placement = .drawnWith(named(owner))
    } else {
      placement = v.included ? .still : .leftOut
    }
    let timing = v.readAnimation { a in
      ViewExplanation.Timing(
        delay: a.delay, duration: a.duration, curveDuration: a.curveDuration, curve: a.curve,
        spring: a.spring, settlingDuration: a.settlingDuration,
        springProperties: a.springProperties, curveProperties: a.curveProperties,
        arcIntensity: a.arc == nil ? nil : v.readState { $0.arc } ?? nil,
        arcControl: a.arc?.control,
        animatedProperties: a.animatedProperties, durationUpTo: a.durationUpTo)
    }
    return ViewExplanation(
      ref: ref, name: v.name, sourcePath: v.sourcePath, heroID: v.heroID, path: v.path,
      included: v.included, matchedWith: v.matchedWith.map(named),
      coordinateSpace: v.coordinateSpace, container: v.container.map(named),
      placement: placement, written: v.sceneView.modifierText,
      resolved: v.readState { $0.modifiers.hero },
      timing: timing, start: animates ? start : nil, end: animates ? end : nil,
      sentences: v.sentences)
  }
}

/// Explains a plan's views one at a time: the start and end frames are drawn once, and each
/// view finds its layers through one index per frame. `explanation()` keeps every view's
/// explanation; the streaming layouts make one, write it and let it go.
struct ViewExplainer {
  let plan: TransitionPlan
  private let start: Frame
  private let end: Frame
  private let startIndex: [Int?]
  private let endIndex: [Int?]

  init(_ plan: TransitionPlan) {
    self.plan = plan
    (start, end) = plan.startAndEndFrames()
    startIndex = plan.drawIndex(in: start)
    endIndex = plan.drawIndex(in: end)
  }

  /// The explanation of `plan.views[i]`.
  func explanation(at i: Int) -> ViewExplanation {
    plan.explanation(
      of: plan.views[i].ref,
      start: startIndex[i].map { ViewExplanation.LayerSummary(start.layers[$0], drawIndex: $0) },
      end: endIndex[i].map { ViewExplanation.LayerSummary(end.layers[$0], drawIndex: $0) })
  }

  /// Whether `plan.views[i]` animates (its explanation has a timing), without explaining it.
  func animates(at i: Int) -> Bool { plan.views[i].animates }
}
