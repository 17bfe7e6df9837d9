import Foundation
import HeroPlanner

/// The asset catalogs a scene's image names are looked up in, and every image set they hold by
/// the name code would ask for (`UIImage(named:)`).
///
/// Found as Xcode would have them in the app's target: the `*.xcassets` beside the scene or
/// storyboard and in each folder above it, up to the one holding an `.xcodeproj`, an
/// `.xcworkspace` or a `Package.swift` (the project's root); in that root's subfolders too (a
/// few levels down, as `Examples/HeroExamples/Assets.xcassets` is for storyboards under
/// `Examples/Examples/...`); then the `--assets` folders, each a catalog or a folder of them.
/// Without a project root above it, only the scene's own folder is searched. The first catalog
/// holding a name wins: nearer ones first.
public struct AssetCatalogs: Sendable {
  /// The catalog folders, in lookup order.
  public private(set) var catalogs: [String] = []
  /// Each image set's folder by its name (`Folder/NAME` inside a namespace).
  public private(set) var imageSets: [String: String] = [:]
  /// `--assets` folders that do not exist or hold no catalog.
  public private(set) var problems: [String] = []

  /// Folders a catalog search never enters: build products, dependencies, version control.
  static let skippedFolders: Set<String> = [
    ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm",
  ]
  /// How deep below the project root catalogs are looked for.
  static let rootSearchDepth = 3
  /// How deep groups may nest inside a catalog, and how many sets it may name: a catalog is a
  /// folder the user did not always make, so its walk is bounded.
  static let maximumGroupDepth = 32
  static let maximumSets = 100_000
  /// Folders walked in all: a bound whatever links the folders hold.
  static let maximumGroups = 20_000
  private var groupsWalked = 0
  /// The folders walked, by their real paths: a link back up is walked once.
  private var walked = Set<String>()

  public init(catalogs: [String]) {
    for catalog in catalogs { add(catalog: catalog) }
  }

  /// The catalogs for the scene file at `sceneFile`, then those in `assetFolders`.
  public init(forSceneFile sceneFile: String, assetFolders: [String] = []) {
    var found: [String] = []
    for folder in Self.foldersAbove(sceneFile) {
      found += Self.catalogs(in: folder.path, depth: folder.isRoot ? Self.rootSearchDepth : 0)
    }
    for folder in assetFolders {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        problems.append("the asset folder \(quotedForMessage(folder)) does not exist")
        continue
      }
      let inside = folder.hasSuffix(".xcassets") ? [folder] : Self.catalogs(in: folder, depth: 0)
      if inside.isEmpty {
        problems.append("the asset folder \(quotedForMessage(folder)) holds no .xcassets catalog")
      }
      found += inside
    }
    var seen = Set<String>()
    for catalog in found where seen.insert(Self.standardized(catalog)).inserted {
      add(catalog: catalog)
    }
  }

  /// The scene's folder and those above it up to the project root (marked), or the scene's
  /// folder alone when no folder above holds a project.
  static func foldersAbove(_ sceneFile: String) -> [(path: String, isRoot: Bool)] {
    let start = URL(fileURLWithPath: sceneFile).deletingLastPathComponent().standardizedFileURL
    var folders: [(String, Bool)] = []
    var folder = start
    for _ in 0..<64 {
      let isRoot = isProjectRoot(folder.path)
      folders.append((folder.path, isRoot))
      if isRoot { return folders }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return [(start.path, false)]
  }

  static func isProjectRoot(_ folder: String) -> Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return false
    }
    return names.contains {
      $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
    }
  }

  /// The `*.xcassets` folders directly in `folder`, sorted, then (with depth) those in its
  /// subfolders, level by level.
  static func catalogs(in folder: String, depth: Int) -> [String] {
    var result: [String] = []
    var level = [folder]
    for remaining in stride(from: depth, through: 0, by: -1) {
      var next: [String] = []
      for directory in level {
        for name in sortedSubfolders(of: directory) {
          let path = (directory as NSString).appendingPathComponent(name)
          if name.hasSuffix(".xcassets") {
            result.append(path)
          } else if remaining > 0, !name.hasPrefix("."), !skippedFolders.contains(name),
            !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace")
          {
            next.append(path)
          }
        }
      }
      level = next
    }
    return result
  }

  static func sortedSubfolders(of folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return []
    }
    return names.sorted().filter {
      var isDirectory: ObjCBool = false
      let path = (folder as NSString).appendingPathComponent($0)
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Indexes one catalog: its image sets by name, through groups and namespaces.
  mutating func add(catalog: String) {
    catalogs.append(catalog)
    index(folder: catalog, prefix: "", depth: 0)
  }

  /// Kinds of set that are not images, and folders that only some tools read: not groups.
  static let otherSetSuffixes = [
    ".appiconset", ".colorset", ".dataset", ".symbolset", ".imagestack", ".brandassets",
    ".launchimage", ".stickerpack", ".stickersequence", ".sticker", ".arresourcegroup",
    ".arobject", ".cubetextureset", ".mipmapset", ".textureset", ".complicationset",
    ".iconset", ".solidimagestack", ".spriteatlas", ".gcdashboardimage", ".gcleaderboard",
  ]

  private mutating func index(folder: String, prefix: String, depth: Int) {
    guard depth < Self.maximumGroupDepth, groupsWalked < Self.maximumGroups,
      walked.insert(Self.standardized(folder)).inserted
    else { return }
    groupsWalked += 1
    for name in Self.sortedSubfolders(of: folder) {
      guard imageSets.count < Self.maximumSets else { return }
      let path = (folder as NSString).appendingPathComponent(name)
      if name.hasSuffix(".imageset") {
        let key = prefix + String(name.dropLast(".imageset".count))
        if imageSets[key] == nil { imageSets[key] = path }
      } else if !Self.otherSetSuffixes.contains(where: { name.hasSuffix($0) }) {
        let namespace = Self.providesNamespace(path) ? prefix + name + "/" : prefix
        index(folder: path, prefix: namespace, depth: depth + 1)
      }
    }
  }

  /// Whether a group's `Contents.json` says `"provides-namespace": true` under `properties`.
  static func providesNamespace(_ group: String) -> Bool {
    let file = (group as NSString).appendingPathComponent("Contents.json")
    guard let bytes = try? FileReader.contents(ofFile: file),
      let root = try? JSONParser.parse(bytes), case .object(let members) = root.kind
    else { return false }
    for member in members where member.key == "properties" {
      guard case .object(let properties) = member.value.kind else { continue }
      for property in properties where property.key == "provides-namespace" {
        if case .bool(true) = property.value.kind { return true }
      }
    }
    return false
  }
}
