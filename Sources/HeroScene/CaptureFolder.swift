import Foundation
import HeroPlanner

/// A folder the app's HeroscopeCapture writes into: one scene file per transition.
///
/// `plan`, `frame`, `record`, `check --against-hero` and `play` take a folder for its newest
/// capture (plain `check DIR` checks every scene in it); `play` also steps
/// through them and follows new ones. The plugin writes each file atomically (a rename), so a
/// file is never seen half-written on the same machine; a file copied in by other means may
/// be, so a parse failure of a file younger than a second is retried until it settles.
public enum CaptureFolder {
  /// How long a file may still be being written.
  public static let settlingTime: TimeInterval = 1

  /// Whether `path` names a directory.
  public static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The folder's `.json` files, oldest first (by modification time, then name); hidden files
  /// (an editor's or a copy's temporary ones) are left out.
  public static func captures(in folder: String) throws(SceneLoadError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw SceneLoadError(
        file: folder, message: "cannot read the folder: \(error.localizedDescription)")
    }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    let files = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }
      .map { (path: base + $0, modified: modificationDate(base + $0) ?? .distantPast) }
    return files.sorted { a, b in
      a.modified != b.modified ? a.modified < b.modified : a.path < b.path
    }.map(\.path)
  }

  /// The newest capture of the folder; an error saying so when it has none.
  public static func newest(in folder: String) throws(SceneLoadError) -> String {
    guard let newest = try captures(in: folder).last else {
      // A folder of storyboards is a likely mistake: say how to name one.
      let storyboards = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.lowercased().hasSuffix(".storyboard") && !$0.hasPrefix(".") }.sorted()
      if let first = storyboards.first {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        throw SceneLoadError(
          file: folder,
          message: "no capture in this folder, which holds storyboards (\(storyboards.count)): "
            + "name one, as in \(base)\(first), or give the folder to check")
      }
      throw SceneLoadError(
        file: folder,
        message: "no capture in this folder (.json files written by HeroscopeCapture in the app)")
    }
    return newest
  }

  /// Loads a capture, retrying while a parse failure may be a file still being written (one
  /// modified less than `settlingTime` ago); gives up `settlingTime` after it was modified, and
  /// after twice that in all (a file written again and again).
  public static func load(path: String, pause: (TimeInterval) -> Void = Thread.sleep)
    throws(SceneLoadError) -> Scene
  {
    let deadline = Date().addingTimeInterval(2 * settlingTime)
    while true {
      do {
        return try SceneLoader.load(path: path)
      } catch {
        guard let modified = modificationDate(path),
          Date().timeIntervalSince(modified) < settlingTime, Date() < deadline
        else { throw error }
        pause(0.05)
      }
    }
  }

  static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
