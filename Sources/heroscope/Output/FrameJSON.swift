import HeroPlanner

/// `heroscope frame --format json`: the layers of one frame in draw order, bottom first.
enum FrameJSON {
  static func document(_ frame: Frame, plan: TransitionPlan) -> JSONOutput {
    .object([
      ("progress", .number(frame.progress)),
      ("time", .number(frame.time)),
      ("totalDuration", .number(frame.totalDuration)),
      ("size", .numbers([frame.screenSize.width, frame.screenSize.height])),
      ("containerColor", .string(frame.containerColor.hexRGBA)),
      ("layers", .array(frame.layers.map { layer($0, plan: plan) })),
    ])
  }

  static func layer(_ l: FrameLayer, plan: TransitionPlan) -> JSONOutput {
    guard case .object(var members) = plainLayer(l, plan: plan) else {
      return plainLayer(l, plan: plan)
    }
    // Only a layer with an image has the key: the fields of every other layer stay as they were.
    if let image = l.image, image.isSnapshot {
      members.append(("snapshot", .string(image.name)))
    } else if let image = l.image {
      members.append(
        (
          "image",
          .object([
            ("name", .string(image.name)), ("contentMode", .string(image.contentMode.rawValue)),
          ])
        ))
    }
    return .object(members)
  }

  private static func plainLayer(_ l: FrameLayer, plan: TransitionPlan) -> JSONOutput {
    .object([
      ("name", .string(l.name)),
      ("kind", .string(l.kind.rawValue)),
      ("screen", .string(l.screen.rawValue)),
      ("path", .numbers(l.path.map(Double.init))),
      ("sourcePath", .string(plan.view(l.view).sourcePath)),
      ("quad", .array(l.quad.map(JSONOutput.point))),
      ("opacity", .number(l.opacity)),
      ("color", .optional(l.color) { .string($0.hexRGBA) }),
      ("cornerRadius", .number(l.cornerRadius)),
      ("borderWidth", .number(l.borderWidth)),
      ("borderColor", .optional(l.borderColor) { .string($0.hexRGBA) }),
      (
        "shadow",
        .optional(l.shadow) {
          .object([
            ("quad", .array($0.quad.map(JSONOutput.point))), ("color", .string($0.color.hexRGBA)),
            ("opacity", .number($0.opacity)), ("radius", .number($0.radius)),
          ])
        }
      ),
      ("text", .optional(l.text) { .string($0) }),
      ("animating", .bool(l.isAnimating)),
      ("global", .bool(l.isGlobal)),
      (
        "arc",
        .optional(l.arc) {
          .array([.point($0.shownStart), .point($0.shownControl), .point($0.shownEnd)])
        }
      ),
      ("arcFraction", .optional(l.arcFraction) { .number($0) }),
    ])
  }
}
