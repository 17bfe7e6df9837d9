import HeroCommandLine
import HeroPlanner
import HeroStoryboard

/// `--segue ID` or `--from VC --to VC`: which transition of a storyboard a command reads.
struct StoryboardChoice: ParsableArguments {
  var segue: String?
  var from: String?
  var to: String?

  static var arguments: [Argument<Self>] {
    [
      .option(
        "--segue", parser: .string("ID"), \.segue,
        help: "a segue's identifier or object id"
      ).completing(.storyboard(query: TransitionsCommand.CompletionQuery.segues.rawValue)),
      .option(
        "--from", parser: .string("VC"), \.from,
        help: "the screen before: object id, storyboard ID, title or class"
      ).completing(.storyboard(query: TransitionsCommand.CompletionQuery.controllers.rawValue)),
      .option(
        "--to", parser: .string("VC"), \.to,
        help: "the screen after, named the same ways, or OTHER.storyboard:VC in another storyboard"
      ).completing(.storyboard(query: TransitionsCommand.CompletionQuery.destinations.rawValue)),
    ]
  }

  /// Half a `--from`/`--to` pair, or both ways of choosing, say nothing clear.
  func validate() throws(UsageError) {
    if (from == nil) != (to == nil) {
      throw UsageError("--from and --to go together: name both view controllers")
    }
    if segue != nil, from != nil {
      throw UsageError("use --segue ID or --from VC --to VC, not both")
    }
  }

  /// Whether the command line chooses a transition at all.
  var isGiven: Bool { segue != nil || from != nil }

  /// `--segue` or `--from`/`--to`, else the storyboard's only transition.
  var selection: StoryboardSelection {
    if let segue { return .segue(segue) }
    if let from, let to { return .pair(from: from, to: to) }
    return .only
  }
}

/// The options of every command that plans: the container, its animation, the direction, and
/// the storyboard transition.
struct PlanningOptions: ParsableArguments {
  var container: ContainerKind?
  var animation: AnimationType?
  var dismiss = false
  var back = false
  var platform: Platform?
  var choice = StoryboardChoice()
  /// `--assets DIR`: asset catalogs (or folders of them) searched after those beside the scene.
  var assets: [String] = []

  static var arguments: [Argument<Self>] {
    [
      .option(
        "--container", parser: .choice(), \.container, help: "preview in another container"),
      .option(
        "--animation", parser: .animationType, \.animation,
        help: "the animation type for that container, e.g. push(left)"
      ).completing(.words(AnimationType.cycle.map { "\($0)" })),
      .flag("--dismiss", \.dismiss, help: "plan the dismissal (presenting = false)"),
      .flag(
        "--back", \.back,
        help: "plan the way back: screens swapped, presenting flipped"
      ),
      .option(
        "--platform", parser: .choice(anyCase: true), \.platform,
        help: "iOS or tvOS: Hero's tvOS branches (default: the scene's, else iOS)"),
      .repeatable(
        "--assets", parser: .string("DIR"), \.assets,
        help: "also find image names in this asset catalog or folder of them (repeatable)"),
      .group(\.choice, section: "a storyboard's transition"),
    ]
  }

  /// The planner's options from `--container`, `--animation` and `--dismiss` (which, with
  /// `--back`, `scene(_:)` has already applied).
  var planner: Planner.Options {
    var options = Planner.Options(container: container, animation: animation)
    if dismiss && !back { options.presenting = false }
    options.platform = platform
    return options
  }

  /// The scene as planned: with `--back`, its way back (from the dismissal's screens when
  /// `--dismiss` is given too).
  func scene(_ scene: Scene) -> Scene {
    guard back else { return scene }
    var scene = scene
    if dismiss { scene.presenting = false }
    return scene.wayBack
  }

  /// `scene` planned with these options.
  func plan(_ scene: Scene, explains: Bool) -> TransitionPlan {
    Planner.plan(self.scene(scene), options: planner.explaining(explains))
  }
}
