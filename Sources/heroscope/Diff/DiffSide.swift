import HeroPlanner
import HeroScene
import HeroStoryboard

/// One side of `heroscope diff`: a saved `plan --json`, or a scene or storyboard transition
/// planned now; with where its views are written, for annotations on its lines.
struct DiffSide {
  var file: String
  var plan: PlanDocument
  /// Where each view of a scene or storyboard is; empty for a saved plan.
  var locations: SceneLocations

  /// Loads `path`; errors are printed as every command prints them (exit 1), a choice that
  /// does not apply is a usage error.
  static func load(_ path: String, planning: PlanningOptions, choice: StoryboardChoice)
    -> Result<DiffSide, CommandFailure>
  {
    var bytes: [UInt8] = []
    if !SceneInput.isStoryboard(path) && !CaptureFolder.isFolder(path) {
      do {
        bytes = try FileReader.contents(ofFile: path)
      } catch {
        Output.error("\(path): cannot read the file: \(error.reason)")
        return .failure(.exit(.badInput))
      }
      if let saved = PlanDocument(json: bytes) {
        if choice.isGiven {
          return .failure(
            .usage(
              "--segue, --from and --to choose a transition of a storyboard, and \(path) is a saved plan"
            ))
        }
        return .success(DiffSide(file: path, plan: saved, locations: SceneLocations()))
      }
    }
    var loaded: SceneInput.Loaded
    switch SceneInput.load(path, choice) {
    case .success(let value): loaded = value
    case .failure(let failure): return .failure(failure)
    }
    // The images do not change the plan; what cannot be shown is still said, as elsewhere.
    loaded.withImages(path: path, assets: planning.assets)
    var options = planning
    options.choice = choice
    let made = options.plan(loaded.scene, explains: false)
    let json = made.explanation().json()
    guard let document = PlanDocument(json: json) else {
      Output.error("\(path): the plan did not read back as JSON")
      return .failure(.exit(.badInput))
    }
    let locations = loaded.locations ?? SceneLocations(bytes: bytes)
    return .success(DiffSide(file: path, plan: document, locations: locations))
  }
}
