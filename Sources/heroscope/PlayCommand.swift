import Foundation
import HeroANSI
import HeroCommandLine
import HeroPlanner
import HeroPreviewer
import HeroRaster
import HeroScene
import HeroTerminal

/// `heroscope [play] [SCENE]`: the interactive previewer, in ncurses.
///
/// SCENE may be a capture folder (docs/capture.md): its newest capture is shown, each new one
/// as soon as the app writes it, and `[` / `]` step through them.
///
/// `--autoplay` starts playing at once, `--loop` wraps around at the ends (`--loop pingpong`:
/// forward, then back), `--exit-after-play`
/// quits when playing reaches an end. A scene file is watched (`--no-watch` turns it off): a
/// save reloads it, keeping progress, selection and edits; a broken save keeps the last good
/// plan and shows the error. On quit, edited modifier lists are printed, ready to paste.
/// `HEROSCOPE_STATS_LOG=FILE` writes one line per drawn frame when the player quits, for
/// `Scripts/measure-play.sh`.
struct PlayCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "play", abstract: "the interactive previewer",
    usage: ["[SCENE] [--autoplay] [--loop [pingpong]] [--exit-after-play] [--no-watch]"],
    discussion: """
      Space plays and pauses, arrows scrub, ? lists every key. A scene file is watched: a save
      reloads it, keeping progress, selection and edits. On quit, edited modifier lists are
      printed, ready to paste.
      """)

  var scenes: [String] = []
  var autoplay = false
  /// `--loop` ("") or `--loop pingpong`; nil without it.
  var loop: String?
  var exitAfterPlay = false
  var watch: Bool?
  var cells: Blitter?
  var graphics: GraphicsMode?
  var planning = PlanningOptions()

  static var arguments: [Argument<Self>] {
    [
      .scene(\.scenes, of: "play"),
      .flag("--autoplay", \.autoplay, help: "start playing at once"),
      .flag(
        "--loop", \.loop, orOneOf: ["pingpong"],
        help: "wrap around at the ends; --loop pingpong plays forward, then back"),
      .flag("--exit-after-play", \.exitAfterPlay, help: "quit when playing reaches an end"),
      .cells(\.cells),
      .option(
        "--graphics", parser: .choice(valueName: "WAY"), \.graphics,
        help:
          "how the picture reaches the terminal: auto (ask it at start-up: kitty, else sixel, else"
          + " iTerm2 images, else cells; docs/graphics.md), kitty, sixel, iterm or cells"),
      .inversion(
        "--watch", "--no-watch", \.watch,
        help: "reload the scene file when it is saved (the default), or not"),
      .planning(\.planning),
    ]
  }

  /// Where to turn when there is no terminal to play in.
  static let noTerminalHint = """
    hint: for a picture without a terminal, use
      heroscope frame [SCENE] --progress 0.5 --format ansi   (one frame, as text)
      heroscope record [SCENE] -o FILE.cast                  (the whole transition)
    """

  func run() throws(CommandFailure) -> ExitStatus {
    let path = scenes.first
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      let which = isatty(STDIN_FILENO) == 1 ? "stdout is" : "stdin is"
      Output.error("error: play needs a terminal, but \(which) not one\n" + Self.noTerminalHint)
      return .usage
    }
    var loaded = try SceneInput.load(path, planning.choice, firstIfMany: true).get()
    // Kept for the watcher: a reload decodes only the image files that changed.
    var imageLoader = SceneImageLoader()
    loaded.withImages(path: path, assets: planning.assets, loader: &imageLoader)
    let variables = ProcessInfo.processInfo.environment
    var state = PlayerState(
      scene: loaded.scene, options: planning.planner, autoplay: autoplay, loop: loop != nil,
      exitAfterPlay: exitAfterPlay)
    state.pingPong = loop == "pingpong"
    // An image that cannot be shown is said in the status line until the first key: the
    // warnings printed on standard error are behind the screen once it starts.
    if let first = loaded.images.problems.first {
      let more = loaded.images.problems.count - 1
      state.notice =
        "warning: " + TerminalText.escaped(first.message)
        + (more > 0 ? " (and \(more) more: heroscope check lists them)" : "")
    }
    if planning.back {
      // The way back of the dismissal with --dismiss too, as `PlanningOptions.scene` plans it.
      if planning.dismiss { state.presenting = false }
      state.turnBack()
    }
    var playlist = SceneInput.playlist(loaded)
    // The other transitions of a storyboard show the images loaded with this one.
    playlist.scenes = playlist.scenes.map(loaded.images.applied(to:))
    // A capture folder: every capture, the newest shown; new ones are followed (`watcher`).
    let captures = path.flatMap {
      CaptureFolder.isFolder($0) ? CaptureFolderReloader.playlist(folder: $0) : nil
    }
    if let captures, !captures.scenes.isEmpty {
      playlist = SceneInput.Playlist(
        scenes: captures.scenes, index: captures.scenes.count - 1, problem: captures.problem)
    }
    state.blitter = try chosenBlitter(cells, terminal: true)
    let graphicsMode: GraphicsMode
    switch GraphicsPreference.mode(option: graphics, environment: TerminalEnvironment(variables)) {
    case .success(let mode): graphicsMode = mode
    case .failure(let error): throw .usage(error.message)
    }
    state.transitionIndex = playlist.index
    state.alert = playlist.problem
    let statsLog = variables["HEROSCOPE_STATS_LOG"].flatMap { $0.isEmpty ? nil : $0 }
    let frames: [Player.FrameRecord]
    let edits: [ViewEdit]
    var watcher: (any SceneReloading)?
    if let path, watch != false {
      // Loads run off the frame loop: a large save never stops keys or drawing.
      if let captures {
        watcher = BackgroundReloader(CaptureFolderReloader(folder: path, playlist: captures))
      } else {
        watcher = BackgroundReloader(
          SceneInput.isStoryboard(path)
            ? StoryboardReloader(
              path: path, selection: planning.choice.selection,
              linked: loaded.storyboard?.linkedPaths ?? [], images: loaded.images)
            : FileReloader(
              path: path, images: loaded.images, assets: planning.assets,
              raster: loaded.rasterImages, loader: imageLoader))
      }
    }
    var environment = TerminalEnvironment(variables)
    if case .failure(let error) = TerminalProbe.deadline(environment) {
      throw .usage(error.message)
    }
    if case .failure(let error) = GraphicsPreference.sharedMemory(environment) {
      throw .usage(error.message)
    }
    if environment.tmux { environment.tmuxPassthrough = TmuxPassthrough.ask() }
    var graphicsLine = ""
    do {
      let backend = try NcursesBackend(environment: environment, graphics: graphicsMode)
      defer { backend.close() }
      // The terminal's XTVERSION reply decides the blitter where nothing named one.
      if cells == nil {
        state.blitter =
          (try? chosenBlitter(nil, terminal: true, xtversion: backend.facts.version))
          ?? state.blitter
      }
      if let notice = backend.graphicsNotice, state.notice == nil {
        state.notice = TerminalText.escaped(notice)
      }
      let player = Player(
        scene: loaded.scene, state: state, backend: backend, recordFrames: statsLog != nil,
        watcher: watcher, transitions: playlist.scenes,
        // A capture folder's edits are printed on quit, not written into the captures.
        writer: captures != nil
          ? nil : path.map { EditWriter(path: $0, isStoryboard: SceneInput.isStoryboard($0)) },
        images: loaded.rasterImages)
      try player.run()
      // Read at quit, with the replies that came late.
      graphicsLine =
        "# graphics " + TerminalText.escaped(backend.graphicsSummary) + " · blitter "
        + player.state.blitter.rawValue + "\n"
      frames = player.frames
      edits = player.allEdits
    } catch .noCursorAddressing(let term) {
      Output.error(
        "error: \(TerminalError.noCursorAddressing(TerminalText.cells(term)).description)\n"
          + Self.noTerminalHint)
      return .usage
    } catch {
      // A terminal that cannot be driven at all: not a usage mistake.
      Output.error("error: \(error.description)")
      return .badInput
    }
    if !edits.isEmpty { Output.print(ViewEdit.summary(edits)) }
    if let statsLog {
      var text = graphicsLine + "# time_s frame_ms moving changed_cells render_ms progress\n"
      for frame in frames {
        text +=
          "\(frame.time) \(frame.duration * 1000) \(frame.moving ? 1 : 0) \(frame.changedCells)"
          + " \(frame.renderDuration * 1000) \(frame.progress)\n"
      }
      do {
        // Read at quit: a watched capture folder may hold captures that came while playing.
        try OutputFile.write(
          Array(text.utf8), to: statsLog, inputs: SceneInput.filesRead(for: path, loaded))
      } catch {
        Output.error(
          "error: cannot write the stats log '\(TerminalText.escaped(statsLog))': "
            + TerminalText.escaped(error.reason))
        return .badInput
      }
    }
    return .ok
  }
}

/// The scene file watcher, as the player polls it (off the frame loop, in a
/// `BackgroundReloader`). A reload decodes the images that are new or whose files changed (by
/// size and modification time) and keeps the others; an image file saved again while the
/// scene is not reloads its images alone.
struct FileReloader: SceneReloading, Sendable {
  var watcher: SceneWatcher
  let path: String
  let assets: [String]
  /// The images of the scene on screen, as loaded and as drawn.
  var images: SceneImages
  var raster: RasterImages
  /// Keeps the decoded files, so a reload decodes only what changed.
  var loader = SceneImageLoader()
  /// The scene last reloaded (nil until the first reload: the images are `play`'s own).
  var scene: Scene?

  init(
    path: String, images: SceneImages = SceneImages(), assets: [String] = [],
    raster: RasterImages = RasterImages(), loader: SceneImageLoader = SceneImageLoader()
  ) {
    watcher = SceneWatcher(path: path)
    self.loader = loader
    self.path = path
    self.assets = assets
    self.images = images
    self.raster = raster
  }

  /// The scene's images loaded again (only new or changed files decoded): the scene with its
  /// images applied, and the new table when it differs from the one on screen.
  mutating func withImages(_ scene: Scene) -> SceneReload {
    self.scene = scene
    let resolver = SceneImageResolver(sceneFile: path, assetFolders: assets)
    images = loader.load(scene, resolver: resolver)
    let table = SceneInput.rasterImages(images, reusing: raster)
    guard table != raster else { return .reloaded(images.applied(to: scene)) }
    raster = table
    return .reloadedWithImages(images.applied(to: scene), table)
  }

  mutating func poll() -> SceneReload? {
    switch watcher.poll() {
    case nil:
      // The scene file as it was: an image file saved again reloads the images alone.
      guard loader.hasChangedFiles else { return nil }
      let scene = self.scene ?? (try? SceneLoader.load(path: path))
      guard let scene else { return nil }
      let reload = withImages(scene)
      if case .reloaded = reload { return nil }
      return reload
    case .reloaded(let scene): return withImages(scene)
    case .failed(var error):
      // One line for the status bar: file (its name, to leave room), JSON path, line and
      // column, message.
      error.file = error.file.split(separator: "/").last.map(String.init) ?? error.file
      return .failed(error.description.split(separator: "\n").first.map(String.init) ?? "")
    }
  }
}
