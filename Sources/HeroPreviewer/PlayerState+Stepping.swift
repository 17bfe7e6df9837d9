/// Scrubbing by steps (← → by 1 %, PgUp PgDn by 10 %, `,` `.` by a frame) without drift:
/// progress is worked out each time from whole numbers of steps, never by adding a step to
/// the last progress. Added in turn, 0.1 and 0.01 drift: 0.6 less ten 0.01s is 0.4999…, which
/// the status line shows as 50 % but which is drawn (the bar's head, the time, an edge on a
/// pixel's centre) as another frame than 0.5. So the same steps from the same place give the
/// same progress in any order, and a step that lands on a whole percent is that percent
/// exactly, as digits and `frame --progress` give it.
extension PlayerState {
  /// Where the scrubbing keys have taken progress, counted from where they started.
  struct ScrubSteps: Hashable, Sendable {
    /// Where stepping started, less its whole hundredths: 0 when it started on a whole
    /// percent (the start, a digit, Home, End, or an earlier step), else that progress (after
    /// playing or a drag).
    var origin: Double
    var hundredths: Int
    var frames: Int
    /// The transition's length the frames are counted in (seconds).
    var totalDuration: Double
    /// The progress these steps gave: any other move (playing, a drag, a digit) leaves another
    /// progress, and stepping then starts again from there.
    var progress: Double

    /// Steps starting at `progress`; one within a billionth of a percent of a whole percent
    /// starts on it.
    init(at progress: Double, totalDuration: Double) {
      let percent = (progress * 100).rounded()
      if abs(progress * 100 - percent) < 1e-9 {
        origin = 0
        hundredths = Int(percent)
      } else {
        origin = progress
        hundredths = 0
      }
      frames = 0
      self.totalDuration = totalDuration
      self.progress = progress
    }

    /// The progress of these steps: from whole numbers, so on a whole percent (origin 0, no
    /// frames) it is `hundredths / 100` exactly.
    var value: Double {
      let framesPart =
        frames != 0 && totalDuration > 0 ? Double(frames) / 60 / totalDuration : 0
      return origin + Double(hundredths) / 100 + framesPart
    }
  }

  /// Moves by `hundredths` of the transition and `frames` of 1/60 s of its `totalDuration`
  /// and pauses; past either end it stops there, and stepping goes on from that end.
  mutating func step(hundredths: Int, frames: Int = 0, totalDuration: Double? = nil) {
    var steps =
      scrubSteps.flatMap { $0.progress == progress ? $0 : nil }
      ?? ScrubSteps(at: progress, totalDuration: totalDuration ?? 0)
    // Frames are counted in one length of the transition: a plan made again since starts anew.
    if frames != 0, let totalDuration, steps.totalDuration != totalDuration {
      if steps.frames != 0 { steps = ScrubSteps(at: progress, totalDuration: totalDuration) }
      steps.totalDuration = totalDuration
    }
    steps.hundredths += hundredths
    steps.frames += frames
    let value = steps.value
    scrub(to: value)
    steps.progress = progress
    // Stopped at an end: the next step starts from there.
    scrubSteps =
      value == progress ? steps : ScrubSteps(at: progress, totalDuration: steps.totalDuration)
  }
}
