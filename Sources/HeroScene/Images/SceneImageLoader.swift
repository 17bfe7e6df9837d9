import Foundation
import HeroImage
import HeroPlanner

/// The images a scene's views name, decoded: one table per scene load, keyed by the scene's
/// own value for each image (what `FrameImage.name` holds), and the problems, located.
public struct SceneImages: Sendable {
  public var images: [String: SceneImage] = [:]
  /// The capture's pictures of views (`snapshot` values, always paths), by the scene's value.
  public var snapshots: [String: SceneImage] = [:]
  /// One per view whose image cannot be shown (each placed at that view's `image` value), and
  /// the `--assets` folders that hold no catalog.
  public var problems: [ImageProblem] = []

  public init() {}

  /// The scene with every image view whose image loaded shown by its image: the placeholder's
  /// grey and the label naming the image (the kind's defaults) are left out; colours and text
  /// the scene wrote itself stay.
  ///
  /// A view whose snapshot loaded is drawn by its picture alone: its colour and label are in
  /// the picture, and Hero's snapshot view has no background of its own (a
  /// `backgroundColor` modifier animates from clear, as on the device).
  public func applied(to scene: Scene) -> Scene {
    guard !images.isEmpty || !snapshots.isEmpty else { return scene }
    var scene = scene
    apply(to: &scene.from)
    apply(to: &scene.to)
    return scene
  }

  private func apply(to view: inout SceneView) {
    if let path = view.snapshot, snapshots[path] != nil {
      view.color = nil
      view.text = nil
    } else if view.kind == .image, let name = view.image, images[name] != nil {
      if view.color == ViewKind.imagePlaceholder { view.color = nil }
      if view.text == name { view.text = nil }
    }
    for i in view.subviews.indices { apply(to: &view.subviews[i]) }
  }

  /// Every image and snapshot by the key the raster's table uses (`FrameImage.key`).
  public var byFrameKey: [String: SceneImage] {
    var table = images
    for (path, image) in snapshots { table[FrameImage.snapshotKey(path)] = image }
    return table
  }
}

/// Loads a scene's images, keeping what it decoded by path, file size and modification time, so
/// a scene loaded again (a reload in `play`) decodes only files that changed.
public struct SceneImageLoader: Sendable {
  private struct Entry: Sendable {
    var modified: Date?
    var size: Int?
    var image: RGBAImage
  }

  private var decoded: [String: Entry] = [:]
  /// Files decoded so far (not found in the cache), for the tests of the cache.
  public private(set) var decodeCount = 0

  public init() {}

  /// Whether a file decoded before has changed since (its size or modification time, or it is
  /// gone): `play` then loads the scene's images again.
  public var hasChangedFiles: Bool {
    decoded.contains { path, entry in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      return attributes?[.modificationDate] as? Date != entry.modified
        || (attributes?[.size] as? NSNumber)?.intValue != entry.size
    }
  }

  /// Every image and snapshot `scene` names, resolved by `resolver` at `scale` pixels a
  /// point; `locate` gives the line and column of a view's value from its path
  /// (`to.views[1]`) and key (`image` or `snapshot`).
  public mutating func load(
    _ scene: Scene, resolver: SceneImageResolver, scale: Double = 1,
    locate: (_ viewPath: String, _ key: String) -> SceneLocations.Position? = { _, _ in nil }
  ) -> SceneImages {
    var result = SceneImages()
    result.problems = resolver.setupProblems
    var failed: Set<String> = []
    var failedSnapshots: Set<String> = []
    var stack = [scene.from, scene.to]
    func place(_ view: SceneView, _ key: String) -> ImageProblem.Place {
      let at = locate(view.sourcePath, key)
      return ImageProblem.Place(
        file: resolver.sceneFile, jsonPath: view.sourcePath + "." + key, line: at?.line,
        column: at?.column)
    }
    while let view = stack.popLast() {
      stack.append(contentsOf: view.subviews)
      if let path = view.snapshot, result.snapshots[path] == nil,
        !failedSnapshots.contains(path)
      {
        let at = place(view, "snapshot")
        switch resolver.resolveSnapshot(path, at: at).flatMap({ decode($0, path, resolver, at) }) {
        case .success(let image): result.snapshots[path] = image
        case .failure(let problem):
          failedSnapshots.insert(path)
          result.problems.append(problem)
        }
      }
      guard let name = view.image, result.images[name] == nil, !failed.contains(name) else {
        continue
      }
      switch load(name, resolver: resolver, scale: scale, at: place(view, "image")) {
      case .success(let image): result.images[name] = image
      case .failure(let problem):
        failed.insert(name)
        result.problems.append(problem)
      }
    }
    result.problems.sort {
      ($0.place.line ?? 0, $0.place.column ?? 0) < ($1.place.line ?? 0, $1.place.column ?? 0)
    }
    return result
  }

  private mutating func load(
    _ name: String, resolver: SceneImageResolver, scale: Double, at place: ImageProblem.Place
  ) -> Result<SceneImage, ImageProblem> {
    resolver.resolve(name, scale: scale, at: place).flatMap { decode($0, name, resolver, place) }
  }

  /// The pixels of a found file: from the cache when its size and modification time are those
  /// decoded before, else decoded (a problem names the scene's value).
  private mutating func decode(
    _ resolved: ResolvedImage, _ name: String, _ resolver: SceneImageResolver,
    _ place: ImageProblem.Place
  ) -> Result<SceneImage, ImageProblem> {
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path)
    let modified = attributes?[.modificationDate] as? Date
    let size = (attributes?[.size] as? NSNumber)?.intValue
    if let entry = decoded[resolved.path], entry.modified == modified, entry.size == size,
      modified != nil
    {
      return .success(SceneImage(resolved: resolved, image: entry.image))
    }
    do {
      decodeCount += 1
      let pixels = try ImageDecoder.decode(
        contentsOfFile: resolved.path, name: resolver.displayed(resolved.path),
        limits: resolver.limits)
      decoded[resolved.path] = Entry(modified: modified, size: size, image: pixels)
      return .success(SceneImage(resolved: resolved, image: pixels))
    } catch {
      decoded[resolved.path] = nil
      let what =
        place.jsonPath.hasSuffix(".snapshot")
        ? "snapshot file"
        : SceneImageResolver.isPath(name) ? "image file" : "image \(quotedForMessage(name)):"
      return .failure(
        ImageProblem(
          place: place, image: name,
          message: "\(what) \(quotedForMessage(error.file, limit: 200)) \(error.message)"))
    }
  }
}
