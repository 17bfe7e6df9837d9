import HeroCommandLine
import HeroPlanner

/// `--interact SCRIPT` of `plan` and `frame`: the script read and run on the plan; a script
/// that cannot run is a usage error naming the call and its column (exit 2).
enum InteractionOption {
  static func run(_ script: String, on plan: TransitionPlan) throws(CommandFailure) -> Interaction {
    do {
      return try Interaction(InteractionScript.parse(script), on: plan)
    } catch {
      throw .usage(TerminalText.cells(error.description))
    }
  }
}
