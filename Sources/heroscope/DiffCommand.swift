import HeroCommandLine
import HeroPlanner

/// `heroscope diff BEFORE AFTER`: what changed in a transition between two plans, view by
/// view; exit 1 when anything changed beyond the tolerance.
///
/// Each side is a saved `plan --json`, a scene, or a storyboard's transition (`--segue` or
/// `--from`/`--to` for both sides, `--before-…`/`--after-…` for one). The golden-plan
/// workflow: `heroscope plan S --json > S.plan.json`, then in CI `heroscope diff S.plan.json S`.
struct DiffCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "diff", abstract: "what changed in a transition between two plans; exit 1 if anything",
    usage: ["BEFORE AFTER [--tolerance X] [--json | --format text|json|github]"],
    discussion: """
      BEFORE and AFTER are saved plans (plan --json), scenes or storyboards. Views are paired by
      screen, ancestors' names, name and heroID, so an inserted view changes nothing else.
      Compared: appearing and disappearing views, included, animates, matched, coordinate space, delay, duration,
      timing function, spring, arc, and at the start and end position, size, opacity,
      transform, corner radius, colour and layer order; and the total duration.
      """)

  var files: [String] = []
  var planning = PlanningOptions()
  var before = SideChoice()
  var after = SideChoice()
  var tolerance: Double?
  var json = false
  var format: DiffFormat?

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "BEFORE AFTER", \.files, count: 2...2, wrongCount: "diff needs two files: BEFORE AFTER",
        help: "saved plans (.json from plan --json), scenes (.json) or storyboards"),
      .option(
        "--tolerance", parser: .number(in: 0...1e9, valueName: "X"), \.tolerance,
        help: "numbers closer than this are the same (default 1e-6)"),
      .flag("--json", \.json, help: "print the changes as JSON"),
      .option(
        "--format", parser: .choice(), \.format,
        help: "text (default), json, or github (annotations on AFTER's lines)"),
      .option(
        "--before-segue", parser: .string("ID"), \.before.segue,
        help: "BEFORE's segue, when the sides differ"),
      .option("--before-from", parser: .string("VC"), \.before.from, help: "BEFORE's from screen"),
      .option("--before-to", parser: .string("VC"), \.before.to, help: "BEFORE's to screen"),
      .option(
        "--after-segue", parser: .string("ID"), \.after.segue,
        help: "AFTER's segue, when the sides differ"),
      .option("--after-from", parser: .string("VC"), \.after.from, help: "AFTER's from screen"),
      .option("--after-to", parser: .string("VC"), \.after.to, help: "AFTER's to screen"),
      .planning(\.planning),
    ]
  }

  /// A side's own storyboard choice, which replaces the shared one.
  struct SideChoice {
    var segue: String?
    var from: String?
    var to: String?

    func choice(over shared: StoryboardChoice) -> StoryboardChoice {
      guard segue != nil || from != nil || to != nil else { return shared }
      var own = StoryboardChoice()
      own.segue = segue
      own.from = from
      own.to = to
      return own
    }
  }

  func validate() throws(UsageError) {
    if json, let format, format != .json {
      throw UsageError("--json and --format \(format.rawValue) say different things; give one")
    }
    for (side, choice) in [("BEFORE", before), ("AFTER", after)] {
      let made = choice.choice(over: StoryboardChoice())
      do throws(UsageError) {
        try made.validate()
      } catch {
        throw UsageError("\(side): \(error.message)")
      }
    }
  }

  func run() throws(CommandFailure) -> ExitStatus {
    let shared = planning.choice
    let old = try DiffSide.load(files[0], planning: planning, choice: before.choice(over: shared))
      .get()
    let new = try DiffSide.load(files[1], planning: planning, choice: after.choice(over: shared))
      .get()
    let diff = PlanDiff(before: old.plan, after: new.plan, tolerance: tolerance ?? 1e-6)
    let report: String
    switch json ? .json : format ?? .text {
    case .text: report = DiffReport.text(diff, before: old.file, after: new.file)
    case .json:
      report = DiffReport.json(
        diff, before: old.file, after: new.file, tolerance: tolerance ?? 1e-6)
    case .github: report = DiffReport.github(diff, after: new)
    }
    if !report.isEmpty { Output.print(String(report.dropLast())) }
    return diff.changes.isEmpty ? .ok : .badInput
  }
}
