import HeroPlanner

/// `heroscope plan --json`: the schema in DESIGN.md, plus notes and findings.
enum PlanJSON {
  static func document(_ plan: TransitionPlan) -> JSONValue {
    let start = plan.frame(allAt: 0)
    let end = plan.frame(allAt: 1)
    return .object([
      ("scene", .string(plan.sceneName)),
      ("container", .string(plan.container.rawValue)),
      ("presenting", .bool(plan.presenting)),
      ("animation", .string(plan.animation.description)),
      ("requestedAnimation", .string(plan.requestedAnimation.description)),
      ("animationReason", .string(plan.animationReason)),
      ("toScreenFirst", .bool(plan.toScreenFirst)),
      ("totalDuration", .number(plan.totalDuration)),
      ("views", .array(plan.views.map { view($0, plan: plan, start: start, end: end) })),
      ("findings", .array(plan.findings.map { finding($0, plan: plan) })),
    ])
  }

  static func view(_ v: PlannedView, plan: TransitionPlan, start: Frame, end: Frame) -> JSONValue {
    let animation = v.animation
    return .object([
      ("name", .string(v.name)),
      ("heroID", .optional(v.heroID) { .string($0) }),
      ("screen", .string(v.ref.screen.rawValue)),
      ("path", .numbers(v.path.map(Double.init))),
      ("sourcePath", .string(v.sourcePath)),
      ("included", .bool(v.included)),
      ("matched", .bool(v.matchedWith != nil)),
      ("matchedWith", .optional(v.matchedWith) { .string(plan.view($0).sourcePath) }),
      ("coordinateSpace", .string(v.coordinateSpace.rawValue)),
      ("container", .optional(v.container) { .string(plan.view($0).sourcePath) }),
      ("animates", .bool(v.animates)),
      ("written", .optional(v.sceneView.modifierText) { .string($0) }),
      ("modifiers", .optional(v.state) { .string($0.modifiers.hero) }),
      ("delay", .optional(animation) { .number($0.delay) }),
      ("duration", .optional(animation) { .number($0.duration) }),
      ("timingFunction", .optional(animation) { .numbers($0.curve.controlPoints) }),
      (
        "spring",
        .optional(animation?.spring) {
          .object([("stiffness", .number($0.stiffness)), ("damping", .number($0.damping))])
        }
      ),
      ("arc", .optional(animation?.arc == nil ? nil : v.state?.arc) { .number($0) }),
      ("start", animation == nil ? .null : layerState(v.ref, in: start)),
      ("end", animation == nil ? .null : layerState(v.ref, in: end)),
      ("notes", .array(v.notes.map { .string($0) })),
    ])
  }

  /// A view's layer in screen coordinates: centre, size, the transform about the centre
  /// (its containers' included), and effective opacity.
  static func layerState(_ ref: ViewRef, in frame: Frame) -> JSONValue {
    guard let layer = frame.layers.first(where: { $0.view == ref && $0.kind == .view }) else {
      return .null
    }
    let centerLocal = Point(x: layer.size.width / 2, y: layer.size.height / 2)
    let center = layer.toScreen.apply(to: centerLocal) ?? centerLocal
    let flat = Transform3D.translation(x: centerLocal.x, y: centerLocal.y, z: 0)
      .concatenating(layer.toScreen)
      .concatenating(.translation(x: -center.x, y: -center.y, z: 0))
    return .object([
      ("position", .point(center)),
      ("size", .numbers([layer.size.width, layer.size.height])),
      ("transform", .numbers(flat.rowMajor.map { abs($0) < 1e-12 ? 0 : $0 })),
      ("opacity", .number(layer.opacity)),
    ])
  }

  static func finding(_ f: PlanFinding, plan: TransitionPlan) -> JSONValue {
    .object([
      ("severity", .string(f.severity.rawValue)),
      ("path", .optional(f.view) { .string(plan.view($0).sourcePath) }),
      ("message", .string(f.message)),
    ])
  }
}
