import HeroPlanner

/// When each frame of a recording (asciicast, GIF, APNG) is shown and which moment of the
/// transition it shows: `fps` frames a second of playback, the transition played at `speed`
/// (0.5 takes twice its time), up to `RecordingLimit.longest` of it, with `pingPong` played
/// back to its start. At speed 1 a frame's two times are the same.
public struct RecordingSchedule: Hashable, Sendable {
  /// One frame: when it is shown (seconds of playback) and the transition time it shows.
  public struct Moment: Hashable, Sendable {
    public var playback: Double
    public var transition: Double
  }

  public let moments: [Moment]

  public init(_ plan: TransitionPlan, fps: Int, speed: Double = 1, pingPong: Bool = false) {
    let speed = speed > 0 && speed.isFinite ? speed : 1
    let fps = Double(max(1, fps))
    let total = RecordingLimit.covered(plan)
    let length = total / speed
    let frames = max(1, Int(saturating: (length * fps).rounded(.up)))
    var moments: [Moment] = []
    moments.reserveCapacity(pingPong ? 2 * frames + 1 : frames + 1)
    for i in 0...(pingPong ? 2 * frames : frames) {
      if i > frames {
        // Ping-pong: the frames past the end play the transition back, as far again.
        let back = min(Double(i - frames) / fps, length)
        moments.append(Moment(playback: length + back, transition: total - back * speed))
      } else {
        let played = min(Double(i) / fps, length)
        moments.append(Moment(playback: played, transition: min(played * speed, total)))
      }
    }
    self.moments = moments
  }

  /// When the recording ends: the last frame's time and the hold after it.
  public var end: Double { (moments.last?.playback ?? 0) + RecordingLimit.hold }

  /// How long each frame stays on screen, the last one for the hold.
  public var durations: [Double] {
    moments.indices.map { i in
      (i + 1 < moments.count ? moments[i + 1].playback : end) - moments[i].playback
    }
  }
}
