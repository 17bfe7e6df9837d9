import HeroPlanner
import HeroPreviewer
import HeroScene

/// Watches a capture folder while `play` shows it: each new capture (a new `.json` file, or
/// one written again) is loaded and shown at once, the list growing for `[` and `]`. A file
/// that does not load is one line for the status bar, and is tried again when it changes.
struct CaptureFolderReloader: SceneReloading, Sendable {
  let folder: String
  /// Each capture's path with the signature it was read at, oldest first.
  private var known: [(path: String, signature: SceneWatcher.Signature?)]
  private var scenes: [String: Scene]
  /// Files that did not load, at the signature they failed with.
  private var broken: [String: SceneWatcher.Signature?] = [:]

  /// Starts from the captures `playlist` loaded.
  init(folder: String, playlist: Playlist) {
    self.folder = folder
    known = playlist.paths.map { ($0, SceneWatcher.signature(of: $0)) }
    scenes = Dictionary(
      zip(playlist.paths, playlist.scenes), uniquingKeysWith: { first, _ in first })
  }

  mutating func poll() -> SceneReload? {
    guard let paths = try? CaptureFolder.captures(in: folder) else { return nil }
    var changed = false
    var failure: String?
    var next: [(path: String, signature: SceneWatcher.Signature?)] = []
    for path in paths {
      let signature = SceneWatcher.signature(of: path)
      if let old = known.first(where: { $0.path == path }), old.signature == signature {
        next.append(old)
        continue
      }
      if let failed = broken[path], failed == signature { continue }
      do {
        scenes[path] = try CaptureFolder.load(path: path)
        broken[path] = nil
        next.append((path, signature))
        changed = true
      } catch {
        broken[path] = signature
        failure = error.description.split(separator: "\n").first.map(String.init) ?? ""
      }
    }
    if next.count != known.count { changed = true }
    known = next
    if changed {
      return .newCaptures(known.compactMap { scenes[$0.path] })
    }
    return failure.map { .failed($0) }
  }

  /// Every capture of the folder that loads, oldest first, the newest shown; the first that
  /// does not load is named for the status line.
  struct Playlist {
    var paths: [String] = []
    var scenes: [Scene] = []
    var problem: String?
  }

  static func playlist(folder: String) -> Playlist {
    var list = Playlist()
    for path in (try? CaptureFolder.captures(in: folder)) ?? [] {
      do {
        list.scenes.append(try CaptureFolder.load(path: path))
        list.paths.append(path)
      } catch {
        let line = error.description.split(separator: "\n").first.map(String.init) ?? ""
        list.problem = list.problem ?? "left out: \(line)"
      }
    }
    return list
  }
}
