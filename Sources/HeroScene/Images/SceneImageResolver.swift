import Foundation
import HeroImage
import HeroPlanner

/// A scene's image, found: the file to read, how many pixels it has per point, and how UIKit
/// would draw it.
public struct ResolvedImage: Hashable, Sendable {
  /// The file to read, as a path the program can open.
  public var path: String
  /// Pixels per point of that file (the catalog entry's scale, or a file name's `@2x`/`@3x`).
  public var scale: Double
  public var renderingIntent: ImageSetContents.RenderingIntent
  /// The catalog it came from; nil for a path.
  public var catalog: String?

  public init(
    path: String, scale: Double, renderingIntent: ImageSetContents.RenderingIntent = .automatic,
    catalog: String? = nil
  ) {
    self.path = path
    self.scale = scale
    self.renderingIntent = renderingIntent
    self.catalog = catalog
  }
}

/// A scene's image, decoded.
public struct SceneImage: Hashable, Sendable {
  public var resolved: ResolvedImage
  public var image: RGBAImage
}

/// Turns a view's `image` value into a file and its pixels, relative to one scene file.
///
/// A value that looks like a path (it ends in `.png`, `.jpg` or `.jpeg`, or starts with `/`,
/// `./` or `../`) is a file, relative to the scene's folder, read as it is; anything else is an
/// asset catalog name (`AssetCatalogs`), `Folder/NAME` inside a namespace. Nothing here throws
/// or aborts: a problem comes back as an `ImageProblem` to show as a warning.
public struct SceneImageResolver: Sendable {
  public let sceneFile: String
  public let catalogs: AssetCatalogs
  public let limits: ImageLimits

  public init(
    sceneFile: String, assetFolders: [String] = [], limits: ImageLimits = .default
  ) {
    self.init(
      sceneFile: sceneFile,
      catalogs: AssetCatalogs(forSceneFile: sceneFile, assetFolders: assetFolders),
      limits: limits)
  }

  public init(sceneFile: String, catalogs: AssetCatalogs, limits: ImageLimits = .default) {
    self.sceneFile = sceneFile
    self.catalogs = catalogs
    self.limits = limits
  }

  /// The `--assets` folders that do not exist or hold no catalog, as problems of the scene.
  public var setupProblems: [ImageProblem] {
    catalogs.problems.map {
      ImageProblem(place: ImageProblem.Place(file: sceneFile), image: "", message: $0)
    }
  }

  /// Whether the scene's value names a file rather than a catalog image.
  public static func isPath(_ value: String) -> Bool {
    let lower = value.lowercased()
    return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
      || value.hasPrefix("/") || value.hasPrefix("./") || value.hasPrefix("../")
  }

  /// Where `image` is, for drawing at `scale` pixels per point; `place` is where the scene
  /// named it (the scene file alone when nil).
  public func resolve(_ image: String, scale: Double, at place: ImageProblem.Place? = nil)
    -> Result<ResolvedImage, ImageProblem>
  {
    let place = place ?? ImageProblem.Place(file: sceneFile)
    func problem(_ message: String) -> Result<ResolvedImage, ImageProblem> {
      .failure(ImageProblem(place: place, image: image, message: message))
    }
    guard !image.isEmpty else { return problem("an image is named by a non-empty string") }
    if Self.isPath(image) {
      let path =
        image.hasPrefix("/") ? image : (sceneFolder as NSString).appendingPathComponent(image)
      return .success(ResolvedImage(path: path, scale: Self.scale(ofFileName: image)))
    }
    guard let set = catalogs.imageSets[image] else {
      let searched =
        catalogs.catalogs.isEmpty
        ? "no asset catalog was found beside the scene or above it"
        : "it is in none of "
          + catalogs.catalogs.map { quotedForMessage(displayed($0)) }
          .joined(separator: ", ")
      var message = "image \(quotedForMessage(image)) cannot be found: \(searched)"
      // Inside a namespace the name is `Folder/NAME`: the bare NAME is the likeliest slip.
      let names = catalogs.imageSets.keys.sorted()
      let namespaced = names.first { $0.hasSuffix("/" + image) }
      if let near = namespaced ?? NearestName.nearest(to: image, in: names) {
        message += " (did you mean \(quotedForMessage(near))?)"
      }
      return problem(message)
    }
    let contentsPath = (set as NSString).appendingPathComponent("Contents.json")
    let bytes: [UInt8]
    do {
      bytes = try FileReader.contents(ofFile: contentsPath)
    } catch {
      return problem(
        "image \(quotedForMessage(image)): \(displayed(contentsPath)) cannot be read: \(error.reason)"
      )
    }
    let contents: ImageSetContents
    do {
      contents = try ImageSetContents(bytes: bytes)
    } catch {
      return problem(
        "image \(quotedForMessage(image)): \(displayed(contentsPath)): line \(error.location.line), "
          + "column \(error.location.column): \(error.message)")
    }
    guard let entry = contents.entry(forScale: scale) else {
      return problem(
        "image \(quotedForMessage(image)) has no universal image for the any appearance in "
          + displayed(set))
    }
    return .success(
      ResolvedImage(
        path: (set as NSString).appendingPathComponent(entry.filename),
        scale: entry.scale ?? 1, renderingIntent: contents.renderingIntent,
        catalog: catalogs.catalogs.first { set.hasPrefix($0 + "/") }))
  }

  /// Where a view's `snapshot` is: always a path (a PNG the capture wrote), relative to the
  /// scene's folder, at 1 pixel a point (it is stretched to the bounds whatever its size).
  public func resolveSnapshot(_ value: String, at place: ImageProblem.Place? = nil)
    -> Result<ResolvedImage, ImageProblem>
  {
    guard !value.isEmpty else {
      return .failure(
        ImageProblem(
          place: place ?? ImageProblem.Place(file: sceneFile), image: value,
          message: "a snapshot is named by a non-empty path"))
    }
    let path =
      value.hasPrefix("/") ? value : (sceneFolder as NSString).appendingPathComponent(value)
    return .success(ResolvedImage(path: path, scale: 1))
  }

  /// `resolve`, then the file read and decoded (with `limits`).
  public func load(_ image: String, scale: Double, at place: ImageProblem.Place? = nil)
    -> Result<SceneImage, ImageProblem>
  {
    switch resolve(image, scale: scale, at: place) {
    case .failure(let problem): return .failure(problem)
    case .success(let resolved):
      do {
        let pixels = try ImageDecoder.decode(
          contentsOfFile: resolved.path, name: displayed(resolved.path), limits: limits)
        return .success(SceneImage(resolved: resolved, image: pixels))
      } catch {
        let what = Self.isPath(image) ? "image file" : "image \(quotedForMessage(image)):"
        return .failure(
          ImageProblem(
            place: place ?? ImageProblem.Place(file: sceneFile), image: image,
            message: "\(what) \(quotedForMessage(error.file, limit: 200)) \(error.message)"))
      }
    }
  }

  var sceneFolder: String {
    (sceneFile as NSString).deletingLastPathComponent.isEmpty
      ? "." : (sceneFile as NSString).deletingLastPathComponent
  }

  /// A path as messages show it: relative to the scene's folder when inside it.
  func displayed(_ path: String) -> String {
    let folder = URL(fileURLWithPath: sceneFolder).standardizedFileURL.path + "/"
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    return full.hasPrefix(folder) ? String(full.dropFirst(folder.count)) : path
  }

  /// UIKit's reading of a file name: `name@2x.png` has 2 pixels a point, `name@3x~iphone.png` 3.
  static func scale(ofFileName name: String) -> Double {
    let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
    let base = stem.split(separator: "~").first.map(String.init) ?? stem
    guard let at = base.lastIndex(of: "@"), base[base.index(after: at)...].hasSuffix("x"),
      let value = Double(base[base.index(after: at)...].dropLast()), value > 0, value <= 16
    else { return 1 }
    return value
  }
}
