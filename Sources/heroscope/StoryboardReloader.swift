import HeroPlanner
import HeroPreviewer
import HeroScene
import HeroStoryboard

/// Watches a storyboard while `play` previews it, and the storyboards its references and
/// `--to OTHER:VC` read: a save of any reads them again and hands the player every transition,
/// the chosen one found again by the command line's selection; a save that does not read, or a
/// transition that no longer maps, is one line for the status bar.
struct StoryboardReloader: SceneReloading, Sendable {
  let path: String
  let selection: StoryboardSelection
  private var signature: SceneWatcher.Signature?
  /// The other files read at the last load, and how each looked then.
  private var linked: [String: SceneWatcher.Signature?]
  /// The images loaded when `play` started: a view naming one is drawn by it after a reload too.
  var images: SceneImages

  init(
    path: String, selection: StoryboardSelection, linked: [String] = [],
    images: SceneImages = SceneImages()
  ) {
    self.images = images
    self.path = path
    self.selection = selection
    signature = SceneWatcher.signature(of: path)
    self.linked = Self.signatures(of: linked)
  }

  private static func signatures(of paths: [String]) -> [String: SceneWatcher.Signature?] {
    var all: [String: SceneWatcher.Signature?] = [:]
    for path in paths { all[path] = SceneWatcher.signature(of: path) }
    return all
  }

  mutating func poll() -> SceneReload? {
    let now = SceneWatcher.signature(of: path)
    let others = Self.signatures(of: Array(linked.keys))
    guard now != signature || others != linked else { return nil }
    signature = now
    linked = others
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard now != nil else {
      return .failed("\(name): the file is gone (waiting for it to come back)")
    }
    do {
      let storyboard = try Storyboard(path: path, displayName: name, for: selection)
      let current: StoryboardTransition
      if selection == .only, let first = storyboard.transitions.first {
        current = first
      } else {
        do {
          current = try storyboard.transition(selection)
        } catch {
          return .failed("\(name): \(error.message)")
        }
      }
      let made = try storyboard.scene(for: current)
      let list = SceneInput.playlist(storyboard, current: current, scene: made.scene)
      linked = Self.signatures(of: storyboard.linkedPaths)
      // A transition that no longer maps keeps the last good ones on screen, as a broken save
      // of a scene file does.
      if let problem = list.problem { return .failed(problem) }
      return .reloadedTransitions(list.scenes.map(images.applied(to:)))
    } catch {
      return .failed(error.description.split(separator: "\n").first.map(String.init) ?? "")
    }
  }
}
