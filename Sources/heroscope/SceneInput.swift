import HeroPlanner
import HeroRaster
import HeroScene
import HeroStoryboard

/// Loads the scene a command names (a scene file, a storyboard's transition, or the built-in
/// demo) and plans it with the command's options, reporting failures as DESIGN.md's error lines.
enum SceneInput {
  struct Loaded {
    var scene: Scene
    /// What errors and titles call it: the path as given (escaped onto one line, as
    /// `TerminalText.escaped`), or "demo".
    var displayName: String
    /// For a storyboard: its transitions and which one this is, for stepping in `play`.
    var storyboard: Storyboard?
    var transition: StoryboardTransition?
    var warnings: [StoryboardWarning] = []
    /// Why Hero would not run this storyboard transition, if it would not.
    var heroDisabled: String?
    /// The same, located at the controller concerned, for `check`.
    var heroDisabledWarning: StoryboardWarning?
    /// For a storyboard's transition: where each view's element is (a scene file's are read
    /// again from the file when `check` needs them).
    var locations: SceneLocations?
    /// The images the scene's views name, decoded (`withImages`), and what could not be shown.
    var images = SceneImages()
    /// The same images as the rasteriser samples them (levels of detail made once).
    var rasterImages = RasterImages()
    /// The scene file read when the path named a capture folder (its newest capture): the
    /// snapshots and images are relative to it.
    var captureFile: String?
  }

  static func isStoryboard(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".storyboard")
  }

  /// The scene at `path`, or the demo when nil; a bad file is printed and exit 1, a selection
  /// that names nothing a usage error. With `firstIfMany`, a storyboard of many transitions and
  /// no choice starts at its first (`play`, which steps through them).
  static func load(_ path: String?, _ choice: StoryboardChoice, firstIfMany: Bool = false)
    -> Result<Loaded, CommandFailure>
  {
    guard let path else {
      if let failure = rejectSelection(choice, "the built-in demo") { return .failure(failure) }
      return .success(Loaded(scene: DemoScene.scene, displayName: "demo"))
    }
    if CaptureFolder.isFolder(path) {
      if let failure = rejectSelection(choice, path) { return .failure(failure) }
      do {
        let newest = try CaptureFolder.newest(in: path)
        var loaded = Loaded(scene: try CaptureFolder.load(path: newest), displayName: newest)
        loaded.captureFile = newest
        return .success(loaded)
      } catch {
        Output.error(error.description)
        return .failure(.exit(.badInput))
      }
    }
    guard isStoryboard(path) else {
      if let failure = rejectSelection(choice, path) { return .failure(failure) }
      do {
        return .success(
          Loaded(scene: try SceneLoader.load(path: path), displayName: TerminalText.escaped(path)))
      } catch {
        Output.error(error.description)
        return .failure(.exit(.badInput))
      }
    }
    let storyboard: Storyboard
    switch readStoryboard(path, for: choice.selection) {
    case .success(let read): storyboard = read
    case .failure(let failure): return .failure(failure)
    }
    let transition: StoryboardTransition
    do {
      let chosen = choice.selection
      if firstIfMany, chosen == .only, storyboard.transitions.count > 1 {
        transition = storyboard.transitions[0]
      } else {
        transition = try storyboard.transition(chosen)
      }
    } catch {
      return .failure(.usage(error.description))
    }
    return load(transition, of: storyboard, reportDisabled: true)
  }

  /// One transition of a storyboard as a scene; a transition Hero would not run is reported.
  static func load(
    _ transition: StoryboardTransition, of storyboard: Storyboard, reportDisabled: Bool
  ) -> Result<Loaded, CommandFailure> {
    do {
      let made = try storyboard.scene(for: transition)
      if reportDisabled, let reason = made.heroDisabled {
        Output.error(
          "\(TerminalText.escaped(storyboard.file)): warning: \(TerminalText.escaped(reason))")
      }
      return .success(
        Loaded(
          scene: made.scene,
          displayName: TerminalText.escaped("\(storyboard.file) [\(transition.segue)]"),
          storyboard: storyboard, transition: transition, warnings: made.warnings,
          heroDisabled: made.heroDisabled, heroDisabledWarning: made.heroDisabledWarning,
          locations: made.locations))
    } catch {
      Output.error(error.description)
      return .failure(.exit(.badInput))
    }
  }

  /// Every file read for `path`, which no output may replace (`OutputFile`'s inputs): the file
  /// itself; for a capture folder, every capture in it now (the one picked, and those `play`
  /// steps to or follows); a storyboard's linked storyboards.
  static func filesRead(for path: String?, _ loaded: Loaded?) -> [String] {
    guard let path else { return [] }
    var files = [path]
    if CaptureFolder.isFolder(path) { files += (try? CaptureFolder.captures(in: path)) ?? [] }
    files += loaded?.storyboard?.linkedPaths ?? []
    return files
  }

  /// `--segue`, `--from` and `--to` choose within a storyboard; anything else is a usage error.
  private static func rejectSelection(_ choice: StoryboardChoice, _ what: String)
    -> CommandFailure?
  {
    guard choice.isGiven else { return nil }
    return .usage(
      "--segue, --from and --to choose a transition of a storyboard, and \(what) is not one")
  }

  /// The one scene of `plan`, `frame` and `record` (the demo when none is named), planned with
  /// the command line's options; with the notes that explain it only when they are printed.
  static func plan(_ path: String?, _ planning: PlanningOptions, explains: Bool)
    -> Result<(Loaded, TransitionPlan), CommandFailure>
  {
    load(path, planning.choice).map {
      var loaded = $0
      loaded.withImages(path: path, assets: planning.assets)
      return (loaded, planning.plan(loaded.scene, explains: explains))
    }
  }

  /// Every transition of the loaded storyboard as a scene (those that map), with the index of
  /// the loaded one, for `[` and `]` in `play`; empty for a scene file.
  static func playlist(_ loaded: Loaded) -> Playlist {
    guard let storyboard = loaded.storyboard, let current = loaded.transition else {
      return Playlist()
    }
    return playlist(storyboard, current: current, scene: loaded.scene)
  }

  /// A storyboard's transitions as scenes for `play`, and the first that would not map.
  struct Playlist {
    var scenes: [Scene] = []
    var index = 0
    /// One line: the first transition left out because it does not map, and why.
    var problem: String?
  }

  /// The storyboard's transitions as scenes, `current` (already made as `scene`) among them:
  /// in its place, or last when it is a pair the storyboard does not declare.
  static func playlist(_ storyboard: Storyboard, current: StoryboardTransition, scene: Scene)
    -> Playlist
  {
    var list = Playlist()
    var index: Int?
    for transition in storyboard.transitions {
      if transition == current {
        index = list.scenes.count
        list.scenes.append(scene)
        continue
      }
      do {
        list.scenes.append(try storyboard.scene(for: transition).scene)
      } catch {
        let line = error.description.split(separator: "\n").first.map(String.init) ?? ""
        list.problem = list.problem ?? "[\(transition.segue)] left out: \(line)"
      }
    }
    if index == nil {
      index = list.scenes.count
      list.scenes.append(scene)
    }
    list.index = index ?? 0
    return list
  }

  /// The storyboard at `path`, or its error printed and exit 1.
  /// With a selection, the screens of the other files it names too (`--to OTHER.storyboard:VC`).
  static func readStoryboard(_ path: String, for selection: StoryboardSelection? = nil)
    -> Result<Storyboard, CommandFailure>
  {
    do {
      guard let selection else { return .success(try Storyboard(path: path)) }
      return .success(try Storyboard(path: path, for: selection))
    } catch {
      Output.error(error.description)
      return .failure(.exit(.badInput))
    }
  }
}

extension SceneInput.Loaded {
  /// Decodes the images the scene names (relative to `path`, the scene or storyboard file; the
  /// demo has none), shows each view whose image loaded by it, and prints each image that
  /// cannot be shown as a warning: the view keeps its placeholder, the command goes on.
  mutating func withImages(
    path: String?, assets: [String], loader: inout SceneImageLoader, report: Bool = true
  ) {
    guard let path else { return }
    let file = storyboard?.file ?? captureFile ?? path
    let resolver = SceneImageResolver(sceneFile: file, assetFolders: assets)
    var positions: SceneLocations? = locations
    images = loader.load(scene, resolver: resolver) { viewPath, key in
      if positions == nil {
        positions = (try? FileReader.contents(ofFile: file)).map(SceneLocations.init(bytes:))
      }
      return positions?.position(of: viewPath, key: key)
    }
    scene = images.applied(to: scene)
    rasterImages = SceneInput.rasterImages(images)
    if report {
      for problem in images.problems { Output.error(problem.warningLine) }
    }
  }

  mutating func withImages(path: String?, assets: [String]) {
    var loader = SceneImageLoader()
    withImages(path: path, assets: assets, loader: &loader)
  }
}

extension ImageProblem {
  /// `FILE: PATH: line L, column C: warning: message`, escaped, as the other warnings print.
  var warningLine: String {
    var text = TerminalText.escaped(place.file) + ": "
    if !place.jsonPath.isEmpty { text += TerminalText.escaped(place.jsonPath) + ": " }
    if let line = place.line {
      text += "line \(line)"
      if let column = place.column { text += ", column \(column)" }
      text += ": "
    }
    return text + "warning: " + TerminalText.escaped(message)
  }
}

extension SceneInput {
  /// The images as the rasteriser samples them, by `FrameImage.key`: an image whose pixels
  /// are those of one in `reusing` keeps its levels of detail (made once per decode).
  static func rasterImages(_ images: SceneImages, reusing old: RasterImages = RasterImages())
    -> RasterImages
  {
    RasterImages(
      Dictionary(
        uniqueKeysWithValues: images.byFrameKey.map { key, found in
          let template = found.resolved.renderingIntent == .template
          let (w, h, rgba) = (found.image.width, found.image.height, found.image.pixels)
          let scale = found.resolved.scale > 0 ? found.resolved.scale : 1
          if let kept = old[key],
            kept.pixelDigest
              == RasterImage.digest(width: w, height: h, rgba: rgba, isTemplate: template),
            kept.pointSize == Size(width: Double(w) / scale, height: Double(h) / scale)
          {
            return (key, kept)
          }
          return (
            key,
            RasterImage(
              width: w, height: h, rgba: rgba, scale: found.resolved.scale, isTemplate: template)
          )
        }))
  }
}
