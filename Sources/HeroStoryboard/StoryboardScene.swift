import HeroPlanner
import HeroScene

/// One transition of a storyboard as a scene, with what the mapping could not model.
public struct StoryboardScene: Sendable {
  public var scene: Scene
  public var transition: StoryboardTransition
  /// Elements and attributes not modelled, each with its line.
  public var warnings: [StoryboardWarning]
  /// Why Hero would not run this transition (`isHeroEnabled` is off where it is needed); nil
  /// when it would.
  public var heroDisabled: String?
  /// The same as a located warning: at the controller that needs `isHeroEnabled`.
  public var heroDisabledWarning: StoryboardWarning?
  /// Where each view's element and Hero attributes are in the storyboard, by scene path.
  public var locations: SceneLocations
  /// The files the two screens' lines are in: the storyboard's own, or the other file a
  /// screen comes from (a reference, or `--to OTHER.storyboard:VC`).
  public var fromFile: String
  public var toFile: String

  /// The file a scene path's lines are in (`to.views[0]` → `toFile`).
  public func file(ofPath path: String) -> String {
    path == "to" || path.hasPrefix("to.") ? toFile : fromFile
  }
}

extension Storyboard {
  /// Reads the storyboard at `path`, following its references into the files beside it;
  /// `displayName` is what messages call it.
  public init(path: String, displayName: String? = nil) throws(StoryboardError) {
    let name = displayName ?? path
    let bytes: [UInt8]
    do {
      bytes = try FileReader.contents(ofFile: path)
    } catch {
      throw StoryboardError(file: name, message: "cannot read the file: \(error.reason)")
    }
    try self.init(
      bytes: bytes, file: name, folder: StoryboardFolder(ofFile: path, displayName: name))
  }

  /// Reads the storyboard at `path` with the screens of the other files `selection` names
  /// (`--to OTHER.storyboard:VC`, see `includeFiles(namedIn:)`): what a command previewing one
  /// of its transitions reads.
  public init(path: String, displayName: String? = nil, for selection: StoryboardSelection)
    throws(StoryboardError)
  {
    try self.init(path: path, displayName: displayName)
    try includeFiles(namedIn: selection)
  }

  /// The scene of one transition: the two screens' root views, the container kind and
  /// direction, and the animation types and presentation style Hero reads.
  public func scene(for transition: StoryboardTransition) throws(StoryboardError)
    -> StoryboardScene
  {
    guard let from = viewController(id: transition.from),
      let to = viewController(id: transition.to)
    else {
      throw StoryboardError(
        file: file, line: transition.line, message: "the transition names a missing screen")
    }
    var warnings: [StoryboardWarning] = []
    let fromBoard = board(of: from)
    let toBoard = board(of: to)
    let size = from.size ?? to.size ?? Size(width: 375, height: 667)
    if let fromSize = from.size, let toSize = to.size, fromSize != toSize {
      warnings.append(
        StoryboardWarning(
          .storyboardScreenSizeMismatch, line: to.line, column: to.element.column, objectID: to.id,
          message: "'\(to.displayName)' is \(formatNumber(toSize.width))×"
            + "\(formatNumber(toSize.height)) but '\(from.displayName)' is "
            + "\(formatNumber(fromSize.width))×\(formatNumber(fromSize.height)); "
            + "both are drawn on the first one's screen",
          file: elsewhere(toBoard)))
    }
    guard size.width > 0, size.height > 0 else {
      throw StoryboardError(
        file: fromBoard.file, line: from.line,
        message: "'\(from.displayName)' has a root view of no size")
    }
    let bounds = Rect(origin: .zero, size: size)
    // Each screen is mapped with its own file's colours and lines.
    var fromMapper = ViewMapper(storyboard: fromBoard)
    let fromRoot = try fromMapper.screen(from, side: .from, bounds: bounds)
    var toMapper = ViewMapper(storyboard: toBoard)
    let toRoot = try toMapper.screen(to, side: .to, bounds: bounds)
    var locations = fromMapper.locations
    for (path, view) in toMapper.locations.views { locations.record(view, at: path) }
    warnings += placed(fromMapper.warnings, in: fromBoard) + placed(toMapper.warnings, in: toBoard)

    let presented = transition.presenting ? to : from
    var animation: [ContainerKind: AnimationType] = [:]
    var heroDisabled: String?
    var heroDisabledWarning: StoryboardWarning?
    switch transition.kind {
    case .modal:
      let presentedBoard = board(of: presented)
      if let text = presented.modalAnimationType {
        var found: [StoryboardWarning] = []
        animation[.modal] = try presentedBoard.animationType(
          text,
          attribute: RuntimeAttribute.all(of: presented.element).first {
            $0.keyPath == "heroModalAnimationTypeString"
          }?.element ?? presented.element,
          keyPath: "heroModalAnimationTypeString", warnings: &found)
        warnings += placed(found, in: presentedBoard)
      }
      if !presented.heroEnabled {
        let place =
          presentedBoard.file == file
          ? "line \(presented.line)" : "\(presentedBoard.file), line \(presented.line)"
        heroDisabled =
          "Hero is not enabled on '\(presented.displayName)' (\(place)): UIKit "
          + "presents it with its own animation unless the app turns Hero on in code; set "
          + "isHeroEnabled in its User Defined Runtime Attributes"
        heroDisabledWarning = StoryboardWarning(
          .heroDisabled, line: presented.line, column: presented.element.column,
          objectID: presented.link?.id ?? presented.id, message: heroDisabled ?? "",
          file: elsewhere(presentedBoard))
      }
    case .navigation, .tab:
      if let holder = holder(of: from.id, kind: transition.kind)?.container {
        if let text = holder.animationType {
          animation[transition.kind] = try animationType(
            text, attribute: holder.animationElement,
            keyPath: transition.kind == .tab
              ? "heroTabBarAnimationTypeString" : "heroNavigationAnimationTypeString",
            warnings: &warnings)
        }
        if !holder.heroEnabled {
          let what = transition.kind == .tab ? "tab bar" : "navigation"
          heroDisabled =
            "Hero is not enabled on the \(what) controller \(holder.id) (line \(holder.line)): "
            + "UIKit runs its own transition unless the app turns Hero on in code; set "
            + "isHeroEnabled on it"
          heroDisabledWarning = StoryboardWarning(
            .heroDisabled, line: holder.line, objectID: holder.id,
            message: heroDisabled ?? "")
        }
      }
    }
    let style =
      (transition.modalPresentationStyle ?? presented.modalPresentationStyle)
      .flatMap(ModalPresentationStyle.init(rawValue:)) ?? .fullScreen
    var scene = Scene(
      name: "\(from.displayName) → \(to.displayName)",
      description:
        "\(transition.kind.rawValue) transition '\(transition.segue)' in "
        + Self.baseName(file)
        + (fromBoard.file != file || toBoard.file != file
          ? ", from \(Self.baseName(fromBoard.file)) to \(Self.baseName(toBoard.file))" : ""),
      size: size, container: transition.kind, presenting: transition.presenting,
      animation: animation, modalPresentationStyle: style, from: fromRoot, to: toRoot)
    scene.platform = platform
    return StoryboardScene(
      scene: scene, transition: transition, warnings: warnings, heroDisabled: heroDisabled,
      heroDisabledWarning: heroDisabledWarning, locations: locations, fromFile: fromBoard.file,
      toFile: toBoard.file)
  }

  /// Another file's name for a warning placed in it; nil for this storyboard's own lines.
  private func elsewhere(_ board: Storyboard) -> String? {
    board.file == file ? nil : board.file
  }

  /// Warnings found in `board`'s lines, named with its file when that is another one.
  private func placed(_ found: [StoryboardWarning], in board: Storyboard) -> [StoryboardWarning] {
    found.map { warning in
      var placed = warning
      placed.file = elsewhere(board)
      return placed
    }
  }

  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// An animation type string read as Hero reads it (`HeroStringReader.animationType`): what
  /// Hero skips or overrides is a warning at its character, only a string Hero traps on is an
  /// error.
  private func animationType(
    _ text: String, attribute holder: XMLElementNode?, keyPath: String,
    warnings: inout [StoryboardWarning]
  ) throws(StoryboardError) -> AnimationType {
    guard let holder else { return .auto }
    do {
      let reading = try HeroStringReader.animationType(text)
      for finding in reading.findings {
        let place = location(inValueOf: holder, character: finding.column)
        warnings.append(
          StoryboardWarning(
            .animationTypeString, line: place.line, column: place.column,
            message: "\(keyPath): \(finding.message)"))
      }
      return reading.type
    } catch {
      throw errorInValue(of: holder, error)
    }
  }
}
