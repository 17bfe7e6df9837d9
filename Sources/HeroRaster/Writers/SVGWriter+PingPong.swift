import HeroPlanner

extension SVGWriter {
  /// The whole transition (up to `RecordingLimit.longest`), then back to its start, then the
  /// hold, on a loop (`record --pingpong`): as a motion editor's ping-pong, for a demo.
  public static func pingPongRecording(
    _ plan: TransitionPlan, options: SVGOptions = SVGOptions(), images: SVGImages? = nil
  ) -> String {
    let total = RecordingLimit.covered(plan)
    let ticks = total > 0 ? max(1, Int((total * ticksPerSecond).rounded(.up))) : 0
    var frames = (0...ticks).map { plan.sample(time: min(Double($0) / ticksPerSecond, total)) }
    if ticks > 0 {
      for tick in 1...ticks {
        let elapsed = min(Double(tick) / ticksPerSecond, total)
        var frame = plan.sample(time: total - elapsed)
        frame.time = total + elapsed
        frames.append(frame)
      }
    }
    return recording(frames, plan: plan, options: options, images: images)
  }
}
