import HeroPlanner
import HeroScene
import HeroStoryboard

/// Loads the scene a command names (a scene file, a storyboard's transition, or the built-in
/// demo) and the planner options from the command line, reporting failures as DESIGN.md's
/// error lines.
enum SceneInput {
  struct Loaded {
    var scene: Scene
    /// What errors and titles call it: the path as given, or "demo".
    var displayName: String
    /// For a storyboard: its transitions and which one this is, for stepping in `play`.
    var storyboard: Storyboard?
    var transition: StoryboardTransition?
    var warnings: [StoryboardWarning] = []
    /// Why Hero would not run this storyboard transition, if it would not.
    var heroDisabled: String?
  }

  static func isStoryboard(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".storyboard")
  }

  /// `--segue` or `--from`/`--to`, else the storyboard's only transition.
  static func selection(_ invocation: Invocation) -> StoryboardSelection {
    if let segue = invocation.segue { return .segue(segue) }
    if let from = invocation.fromController, let to = invocation.toController {
      return .pair(from: from, to: to)
    }
    return .only
  }

  /// The scene at `path`, or the demo when nil; on failure the message is printed and the exit
  /// status returned (1 for a bad file, 2 for a selection that names nothing). With
  /// `firstIfMany`, a storyboard of many transitions and no choice starts at its first (`play`,
  /// which steps through them).
  static func load(_ path: String?, _ invocation: Invocation, firstIfMany: Bool = false)
    -> Result<Loaded, ExitStatus>
  {
    guard let path else {
      if let status = rejectSelection(invocation, "the built-in demo") { return .failure(status) }
      return .success(Loaded(scene: DemoScene.scene, displayName: "demo"))
    }
    guard isStoryboard(path) else {
      if let status = rejectSelection(invocation, path) { return .failure(status) }
      do {
        return .success(Loaded(scene: try SceneLoader.load(path: path), displayName: path))
      } catch {
        Output.error(error.description)
        return .failure(.badInput)
      }
    }
    let storyboard: Storyboard
    switch readStoryboard(path) {
    case .success(let read): storyboard = read
    case .failure(let status): return .failure(status)
    }
    let transition: StoryboardTransition
    do {
      let chosen = selection(invocation)
      if firstIfMany, chosen == .only, storyboard.transitions.count > 1 {
        transition = storyboard.transitions[0]
      } else {
        transition = try storyboard.transition(chosen)
      }
    } catch {
      return .failure(Heroscope.usageError(error.description))
    }
    return load(transition, of: storyboard, reportDisabled: true)
  }

  /// One transition of a storyboard as a scene; a transition Hero would not run is reported.
  static func load(
    _ transition: StoryboardTransition, of storyboard: Storyboard, reportDisabled: Bool
  ) -> Result<Loaded, ExitStatus> {
    do {
      let made = try storyboard.scene(for: transition)
      if reportDisabled, let reason = made.heroDisabled {
        Output.error("\(storyboard.file): warning: \(reason)")
      }
      return .success(
        Loaded(
          scene: made.scene, displayName: "\(storyboard.file) [\(transition.segue)]",
          storyboard: storyboard, transition: transition, warnings: made.warnings,
          heroDisabled: made.heroDisabled))
    } catch {
      Output.error(error.description)
      return .failure(.badInput)
    }
  }

  /// `--segue`, `--from` and `--to` choose within a storyboard; anything else is a usage error.
  private static func rejectSelection(_ invocation: Invocation, _ what: String) -> ExitStatus? {
    guard invocation.segue != nil || invocation.fromController != nil else { return nil }
    return Heroscope.usageError(
      "--segue, --from and --to choose a transition of a storyboard, and \(what) is not one")
  }

  /// `--container`, `--animation` and `--dismiss` as planner options; nil (after printing a
  /// usage error) when the animation type does not parse.
  static func options(_ invocation: Invocation) -> Planner.Options? {
    var options = Planner.Options(container: invocation.container)
    if invocation.dismiss { options.presenting = false }
    if let text = invocation.animation {
      do {
        options.animation = try AnimationType.parse(text)
      } catch {
        _ = Heroscope.usageError("--animation: \(error.description)\n\(error.diagram)")
        return nil
      }
    }
    return options
  }

  /// The single scene argument of plan, frame, record and play (optional: the demo).
  static func singleScene(_ invocation: Invocation) -> String?? {
    switch invocation.arguments.count {
    case 0: return .some(nil)
    case 1: return .some(invocation.arguments[0])
    default: return nil
    }
  }

  /// The one scene of `plan`, `frame` and `record` (the demo when none is named), planned with
  /// the command line's options; on failure, the message is printed and the exit status
  /// returned instead.
  static func plan(_ invocation: Invocation) -> Result<(Loaded, TransitionPlan), ExitStatus> {
    guard let path = singleScene(invocation) else {
      return .failure(Heroscope.usageError("\(invocation.command.rawValue) takes one scene"))
    }
    guard let options = options(invocation) else { return .failure(.usage) }
    switch load(path, invocation) {
    case .success(let loaded):
      return .success((loaded, Planner.plan(loaded.scene, options: options)))
    case .failure(let status): return .failure(status)
    }
  }

  /// Every transition of the loaded storyboard as a scene (those that map), with the index of
  /// the loaded one, for `[` and `]` in `play`; empty for a scene file.
  static func playlist(_ loaded: Loaded) -> Playlist {
    guard let storyboard = loaded.storyboard, let current = loaded.transition else {
      return Playlist()
    }
    return playlist(storyboard, current: current, scene: loaded.scene)
  }

  /// A storyboard's transitions as scenes for `play`, and the first that would not map.
  struct Playlist {
    var scenes: [Scene] = []
    var index = 0
    /// One line: the first transition left out because it does not map, and why.
    var problem: String?
  }

  /// The storyboard's transitions as scenes, `current` (already made as `scene`) among them:
  /// in its place, or last when it is a pair the storyboard does not declare.
  static func playlist(_ storyboard: Storyboard, current: StoryboardTransition, scene: Scene)
    -> Playlist
  {
    var list = Playlist()
    var index: Int?
    for transition in storyboard.transitions {
      if transition == current {
        index = list.scenes.count
        list.scenes.append(scene)
        continue
      }
      do {
        list.scenes.append(try storyboard.scene(for: transition).scene)
      } catch {
        let line = error.description.split(separator: "\n").first.map(String.init) ?? ""
        list.problem = list.problem ?? "[\(transition.segue)] left out: \(line)"
      }
    }
    if index == nil {
      index = list.scenes.count
      list.scenes.append(scene)
    }
    list.index = index ?? 0
    return list
  }

  /// The storyboard at `path`, or its error printed and exit 1.
  static func readStoryboard(_ path: String) -> Result<Storyboard, ExitStatus> {
    do {
      return .success(try Storyboard(path: path))
    } catch {
      Output.error(error.description)
      return .failure(.badInput)
    }
  }
}
