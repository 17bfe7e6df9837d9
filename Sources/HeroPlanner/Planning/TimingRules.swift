import HeroText

/// The clocks of one view: which of Hero's keys spring and which follow the view's duration and
/// timing curve, and how long the view lasts.
struct AnimationClocks: Hashable, Sendable {
  /// The view's own duration (set, computed or the longest).
  var duration: Double
  /// The spring of `springKeys`; nil when no key springs.
  var spring: Spring?
  var springKeys: [String]
  var curveKeys: [String]
  /// max(duration, settling duration when a key springs): Hero's `animate(delay:duration:)`
  /// returns the longest of its keys' animations.
  var length: Double
}

/// Hero's timing rules, one function each (HERO-SEMANTICS.md §4, §6, §7). Each returns its
/// decision and the notes that explain it; none reads or writes the planning context.
enum TimingRules {
  /// §4: a set duration wins; `durationMatchLongest` takes the longest set or computed duration;
  /// otherwise Hero's estimate from the move.
  static func duration(
    _ state: TargetState, estimate: (seconds: Double, detail: PlanNote), longest: Double,
    explains: Bool = true
  ) -> PlanningDecision<Double> {
    if let set = state.duration, set.isFinite {
      return PlanningDecision(set, explains: explains, note: "duration \(seconds: set) (set)")
    }
    if state.duration == .infinity {
      return PlanningDecision(
        longest, explains: explains,
        note: "durationMatchLongest: \(seconds: longest), the longest duration in the transition")
    }
    return PlanningDecision(
      estimate.seconds, explains: explains,
      note: "duration \(seconds: estimate.seconds) computed from the move: \(estimate.detail)")
  }

  /// §7: the arc the position follows, when `arc` is set and the move is at least 1 pt on both
  /// axes (HeroCoreAnimationViewContext.getAnimation's first branch).
  static func arc(
    _ state: TargetState, from start: Point, to end: Point, explains: Bool = true
  ) -> PlanningDecision<Arc?> {
    guard let intensity = state.arc else { return PlanningDecision(nil) }
    let arc = Arc(from: start, to: end, intensity: intensity)
    guard explains else { return PlanningDecision(arc) }
    let written: PlanNote = "arc(\(number: intensity))"
    if let arc {
      return PlanningDecision(
        arc,
        note: "\(written): the position follows a curve with control point \(arc.control.rounded)")
    }
    if start == end {
      return PlanningDecision(
        nil, note: "\(written) has nothing to bend: the position does not animate")
    }
    return PlanningDecision(
      nil, note: "\(written) is a straight line here: the move is under 1 pt on one axis")
  }

  /// §6, as Hero 1.6.4 runs it (HeroCoreAnimationViewContext.swift, `getAnimation` and
  /// `animate(delay:duration:)`): a position on an arc follows the duration and curve; with a
  /// spring every other key except `cornerRadius` springs over the spring's own settling
  /// duration; the rest follow the duration and curve. The view lasts the longest of them.
  ///
  /// `keys` are Hero's keys the target state sets (`TargetState.heroKeySet`), so a key that does
  /// not change still counts for how long the view lasts, as in Hero.
  static func clocks(
    _ state: TargetState, keys: [String], duration: Double, arc: Arc?, curve: TimingCurve,
    warn: Bool
  ) -> PlanningDecision<AnimationClocks> {
    let onArc = arc != nil
    guard let spring = state.spring else {
      return PlanningDecision(
        AnimationClocks(
          duration: duration, spring: nil, springKeys: [], curveKeys: keys, length: duration))
    }
    let springText = "spring(\(formatNumber(spring.stiffness)), \(formatNumber(spring.damping)))"
    var springKeys: [String] = []
    var curveKeys: [String] = []
    for key in keys {
      if key == "cornerRadius" || (key == "position" && onArc) {
        curveKeys.append(key)
      } else {
        springKeys.append(key)
      }
    }
    let curveText: PlanNote = "\(seconds: duration) on \(curve.name ?? "curve(\(curve))")"
    var notes: [PlanNote] = []
    var why: [String] = []
    if curveKeys.contains("cornerRadius") { why.append("Hero never springs cornerRadius") }
    if curveKeys.contains("position") { why.append("the position follows its arc") }
    guard !springKeys.isEmpty else {
      if curveKeys.isEmpty {
        notes.append("\(springText) has nothing to spring: the view sets no animated property")
      } else {
        notes.append(
          "\(springText) springs nothing here: \(why.joined(separator: "; ")); "
            + "\(curveKeys.joined(separator: ", ")) follow\(curveKeys.count == 1 ? "s" : "") \(curveText)"
        )
      }
      return PlanningDecision(
        AnimationClocks(
          duration: duration, spring: nil, springKeys: [], curveKeys: curveKeys, length: duration),
        notes: notes)
    }
    let settling = spring.settlingDuration
    var warnings: [(rule: FindingRule, message: String)] = []
    if spring.stiffness <= 0 || spring.damping <= 0 {
      warnings.append(
        (
          .springNeverSettles,
          "\(springText) never settles: a spring needs stiffness and damping above 0; heroscope cannot tell how long a device runs it and shows its end at once"
        ))
    }
    let kind =
      spring.isUnderdamped
      ? "under-damped (ζ \(formatNumber(spring.dampingRatio, decimals: 3)))" : "critically damped"
    notes.append(
      "\(springText): \(kind), settles in \(seconds: settling); springs "
        + "\(springKeys.joined(separator: ", ")) over that time, whatever duration or timingFunction say"
    )
    if !curveKeys.isEmpty {
      notes.append(
        "\(curveKeys.joined(separator: ", ")) follow\(curveKeys.count == 1 ? "s" : "") \(curveText), not the spring: \(why, joinedBy: "; ")"
      )
    }
    let length = max(duration, settling)
    notes.append(
      "lasts \(seconds: length) after its delay: the longer of its duration (\(seconds: duration)) and the spring's settling (\(seconds: settling))"
    )
    var written: [String] = []
    if let set = state.duration {
      written.append(set.isFinite ? "duration(\(formatNumber(set)))" : "durationMatchLongest")
    }
    if let tf = state.timingFunction {
      written.append(
        "timingFunction(\(tf.name ?? tf.controlPoints.map(formatNumber).joined(separator: ", ")))")
    }
    if let intensity = state.arc { written.append("arc(\(formatNumber(intensity)))") }
    if warn && !written.isEmpty {
      let set = written.joined(separator: " and ")
      warnings.append(
        (
          .springDurationIgnoredInDocs,
          "\(springText) with \(set): Hero's docs say the spring is ignored; Hero 1.6 still springs "
            + "\(springKeys.joined(separator: ", ")) over \(seconds(settling))"
            + (curveKeys.isEmpty
              ? ""
              : " (only \(curveKeys.joined(separator: ", ")) follow\(curveKeys.count == 1 ? "s" : "") \(set))")
        ))
    }
    return PlanningDecision(
      AnimationClocks(
        duration: duration, spring: spring, springKeys: springKeys, curveKeys: curveKeys,
        length: length),
      notes: notes, warnings: warnings)
  }

  static func seconds(_ v: Double) -> PlanNote { "\(number: v, decimals: 3) s" }
}

extension TargetState {
  /// Hero's layer keys this state animates, in the order of HeroCoreAnimationViewContext's
  /// `viewState(targetState:)`, as bits indexing the names in `PropertyNames.heroKeys`. A size
  /// under `useScaleBasedSizeChange` animates the transform instead.
  func heroKeySet(scaleSizeChange: Bool) -> PropertySet {
    var keys = PropertySet()
    var transformSet = transform != nil
    if size != nil {
      if scaleSizeChange { transformSet = true } else { keys.insert(0) }
    }
    if position != nil { keys.insert(1) }
    if opacity != nil { keys.insert(2) }
    if cornerRadius != nil { keys.insert(3) }
    if backgroundColor != nil { keys.insert(4) }
    if zPosition != nil { keys.insert(5) }
    if borderWidth != nil || borderColor != nil { keys.insert(6) }
    if displayShadow
      && (shadowColor != nil || shadowRadius != nil || shadowOpacity != nil || shadowPath != nil
        || shadowOffset != nil)
    {
      keys.insert(7)
    }
    if contentsRect != nil { keys.insert(8) }
    if contentsScale != nil { keys.insert(9) }
    if transformSet { keys.insert(10) }
    if overlay != nil { keys.insert(11) }
    if anchorPoint != nil { keys.insert(12) }
    return keys
  }
}
