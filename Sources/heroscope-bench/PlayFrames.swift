import Foundation
import HeroANSI
import HeroPlanner
import HeroPreviewer
import HeroRaster
import HeroScene

/// `--play [SCENE…]`: the frames `heroscope play` draws while a transition plays, without a
/// terminal: each frame of the transition at 60 Hz composed as the player composes it
/// (`PlayerView.screen`: sampling, raster, chrome) and turned into the terminal's bytes
/// (`TerminalScreen.update`, 256 colours), with the player's buffers reused from frame to frame.
/// Its figures leave out what the terminal costs (ncurses, the `write`, waiting for input), which
/// `Scripts/measure-play.sh` measures in tmux; under callgrind they count the same instructions
/// run after run, where a shared machine's CPU time moves by a fifth.
struct PlayFrames {
  let name: String
  let scene: Scene
  let columns = 200
  let rows = 60
  /// Times the transition is played; the first is not counted (it warms the colour tables).
  let rounds = 4
  /// Between frames, 32 MB are written (untimed), as other programs running in the 16 ms
  /// between two frames of `play` leave the caches: each frame starts from memory.
  var cold = false
  /// Frames 1/60 s apart, the thread asleep in between as the player waits for its next
  /// deadline: on this machine an idle core comes back to a frame with its caches emptied and its
  /// clock slowed, and a frame costs about twice the CPU time it does back to back (the part of
  /// `play`'s CPU use the frames alone do not show).
  var paced = false

  struct Figures {
    var name: String
    var frames: Int
    var compose: [Double] = []
    var present: [Double] = []
    var bytes: [Double] = []

    var total: [Double] { zip(compose, present).map { $0 + $1 } }
  }

  func run() -> Figures {
    let plan = Planner.plan(scene, options: .init(explains: false))
    let state = PlayerState(scene: scene, autoplay: true, loop: true)
    let layout = PlayerView.layout(state: state, plan: plan, columns: columns, rows: rows)
    var buffers = PlayerView.Buffers()
    var screen = TerminalScreen(
      capabilities: TerminalCapabilities(colorMode: .palette256, unicode: true))
    let frames = max(2, Int((plan.totalDuration * 60).rounded()) + 1)
    var figures = Figures(name: name, frames: frames)
    var deadline = Self.monotonicNow()
    for round in 0..<rounds {
      for index in 0..<frames {
        if cold { Self.evictCaches() }
        if paced { deadline = Self.sleep(until: deadline + Player.frameInterval) }
        var frameState = state
        frameState.progress = Double(index) / Double(frames - 1)
        // Declared per frame, so that no copy outlives the frame and the next one draws in
        // place, as the player lets its last screen go before drawing.
        var canvas = Canvas(columns: 0, rows: 0)
        let compose = measure {
          canvas =
            PlayerView.screen(
              state: frameState, plan: plan, layout: layout, unicode: true, buffers: &buffers
            ).canvas
        }
        let present = measure { screen.update(canvas) }
        guard round > 0 else { continue }
        figures.compose.append(compose)
        figures.present.append(present)
        figures.bytes.append(Double(screen.bytes.count))
      }
    }
    return figures
  }

  static func monotonicNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// Sleeps until `deadline` (monotonic seconds) and returns it; a frame that ran past it does
  /// not sleep, and the next deadline counts from now, as the player skips ahead.
  static func sleep(until deadline: Double) -> Double {
    let now = monotonicNow()
    guard deadline > now else { return now }
    let wait = deadline - now
    var request = timespec(
      tv_sec: Int(wait), tv_nsec: Int(wait.truncatingRemainder(dividingBy: 1) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    return deadline
  }

  /// Memory written between frames for `cold`, larger than the caches of the machines it runs on.
  nonisolated(unsafe) static var evictor = [UInt8](repeating: 0, count: 32 << 20)

  static func evictCaches() {
    evictor.withUnsafeMutableBufferPointer { bytes in
      for i in stride(from: 0, to: bytes.count, by: 64) { bytes[i] &+= 1 }
    }
  }

  /// A scene file's frames (such as the 1,000-view scene `Scripts/measure-play.sh` generates).
  static func load(_ path: String) throws -> PlayFrames {
    let url = URL(fileURLWithPath: path)
    let scene = try SceneLoader.load(
      json: String(contentsOf: url, encoding: .utf8), fileName: url.lastPathComponent)
    return PlayFrames(name: url.deletingPathExtension().lastPathComponent, scene: scene)
  }

  static func demo() throws -> PlayFrames {
    PlayFrames(
      name: "demo",
      scene: try SceneLoader.load(json: Comparison.demoJSON(), fileName: "demo"))
  }

  static func report(_ figures: [Figures], wall: Bool) -> String {
    func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) * 1000 }
    func mean(_ values: [Double]) -> Double {
      values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) * 1000
    }
    var lines = [
      "heroscope-bench --play: the frames play draws at 200x60 (256 colours), composed and turned "
        + "into bytes, without the terminal; per frame in ms of "
        + (wall ? "wall-clock time" : "this thread's CPU time")
        + "; at 60 Hz: the mean frame's share of one core",
      "scene         frames  compose  present    total  total mean  at 60 Hz    bytes",
    ]
    for f in figures {
      lines.append(
        f.name.padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(
            format: " %7d %8.3f %8.3f %8.3f %11.3f %8.1f %% %8.0f", f.frames, median(f.compose),
            median(f.present), median(f.total), mean(f.total), mean(f.total) * 60 / 10,
            percentile(f.bytes.sorted(), 0.5)))
    }
    return lines.joined(separator: "\n")
  }
}
