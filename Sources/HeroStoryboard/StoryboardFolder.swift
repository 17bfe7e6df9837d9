import Foundation
import HeroScene

/// The folder a storyboard was read from, where its references' files are looked for: as the
/// file system knows it (`path`) and as messages name it (`displayPath`, from the name the user
/// gave, so `Scenes/Main.storyboard`'s neighbour is `Scenes/Basic.storyboard`).
public struct StoryboardFolder: Hashable, Sendable {
  public var path: String
  public var displayPath: String

  public init(path: String, displayPath: String) {
    self.path = path
    self.displayPath = displayPath
  }

  /// The folder of the file at `path`, named in messages as the folder of `displayName`.
  public init(ofFile path: String, displayName: String) {
    self.init(
      path: Self.directory(of: path) ?? ".", displayPath: Self.directory(of: displayName) ?? "")
  }

  /// Where a storyboard named `name` may be, in order: beside this file; when this file is
  /// localised (`Base.lproj/Main.storyboard`), in the folder above; and in a `Base.lproj`
  /// beside either. An app's compiled storyboards all end up in its bundle, so UIKit finds a
  /// reference's file in any of them.
  func candidates(for name: String) -> [(path: String, display: String)] {
    let file = name + ".storyboard"
    var folders = [(path, displayPath)]
    if isLocalised {
      let parent = (Self.parent(path), Self.parent(displayPath))
      folders.append(parent)
      folders.append((Self.join(parent.0, "Base.lproj"), Self.join(parent.1, "Base.lproj")))
    } else {
      folders.append((Self.join(path, "Base.lproj"), Self.join(displayPath, "Base.lproj")))
    }
    var seen: Set<String> = []
    return folders.map { (Self.join($0.0, file), Self.join($0.1, file)) }
      .filter { seen.insert($0.0).inserted }
  }

  /// A `.lproj` folder: the file is one localisation of the storyboard.
  private var isLocalised: Bool {
    let here = path == "." || path.isEmpty ? FileManager.default.currentDirectoryPath : path
    return Storyboard.baseName(here).hasSuffix(".lproj")
  }

  /// Everything before the last `/`; nil for a bare file name.
  static func directory(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func join(_ folder: String, _ name: String) -> String {
    if folder.isEmpty || folder == "." { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The folder above: `a/Base.lproj` → `a`, `Base.lproj` → `` (here), `` (here) → `..`.
  static func parent(_ folder: String) -> String {
    if folder.isEmpty || folder == "." { return ".." }
    if folder == "/" { return "/" }
    return directory(of: folder) ?? ""
  }
}
