/// `heroscope plan --json`: the explanation as JSON, the schema in DESIGN.md plus notes,
/// findings and each view's clocks. Fields are only ever added, so tools that read them keep
/// working.
extension PlanExplanation {
  public var json: JSONOutput {
    .object([
      ("scene", .string(sceneName)),
      ("container", .string(container.rawValue)),
      ("presenting", .bool(presenting)),
      ("animation", .string(animation.description)),
      ("requestedAnimation", .string(requestedAnimation.description)),
      ("animationReason", .string(animationReason)),
      ("toScreenFirst", .bool(toScreenFirst)),
      ("screenOnTop", .optional(screenOnTop) { .string($0.rawValue) }),
      ("totalDuration", .number(totalDuration)),
      ("views", .array(views.map(\.json))),
      ("findings", .array(findings.map(\.json))),
    ])
  }
}

extension PlanExplanation.Finding {
  public var json: JSONOutput {
    .object([
      ("severity", .string(severity.rawValue)),
      ("path", .optional(path) { .string($0) }),
      ("message", .string(message)),
    ])
  }
}

extension ViewExplanation {
  public var json: JSONOutput {
    .object([
      ("name", .string(name)),
      ("heroID", .optional(heroID) { .string($0) }),
      ("screen", .string(ref.screen.rawValue)),
      ("path", .numbers(path.map(Double.init))),
      ("sourcePath", .string(sourcePath)),
      ("included", .bool(included)),
      ("matched", .bool(matchedWith != nil)),
      ("matchedWith", .optional(matchedWith) { .string($0.sourcePath) }),
      ("coordinateSpace", .string(coordinateSpace.rawValue)),
      ("container", .optional(container) { .string($0.sourcePath) }),
      ("animates", .bool(animates)),
      ("written", .optional(written) { .string($0) }),
      ("modifiers", .optional(resolved) { .string($0) }),
      ("delay", .optional(timing) { .number($0.delay) }),
      ("duration", .optional(timing) { .number($0.duration) }),
      ("curveDuration", .optional(timing) { .number($0.curveDuration) }),
      ("timingFunction", .optional(timing) { .numbers($0.curve.controlPoints) }),
      (
        "spring",
        .optional(timing?.spring) {
          .object([
            ("stiffness", .number($0.stiffness)), ("damping", .number($0.damping)),
            ("dampingRatio", .number($0.dampingRatio)),
            ("settlingDuration", .number($0.settlingDuration)),
          ])
        }
      ),
      ("springProperties", .optional(timing) { .array($0.springProperties.map { .string($0) }) }),
      ("curveProperties", .optional(timing) { .array($0.curveProperties.map { .string($0) }) }),
      ("arc", .optional(timing?.arcIntensity) { .number($0) }),
      ("start", .optional(start) { $0.json }),
      ("end", .optional(end) { $0.json }),
      ("notes", .array(notes.map { .string($0) })),
    ])
  }
}

extension ViewExplanation.LayerSummary {
  public var json: JSONOutput {
    .object([
      ("position", .point(position)),
      ("size", .numbers([size.width, size.height])),
      ("transform", .numbers(transform.rowMajor.map { abs($0) < 1e-12 ? 0 : $0 })),
      ("opacity", .number(opacity)),
    ])
  }
}
