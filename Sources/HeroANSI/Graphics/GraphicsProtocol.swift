import HeroPlanner

/// How the picture region reaches the terminal: as cells, which every terminal draws, or as an
/// image in one of the three image protocols terminals speak.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
  /// kitty's graphics protocol (kitty, Ghostty, WezTerm, Warp, recent iTerm2).
  case kitty
  /// DEC sixel (xterm in VT340 mode, iTerm2, WezTerm, foot, VS Code with images on).
  case sixel
  /// iTerm2's inline images, OSC 1337 (iTerm2, WezTerm, VS Code, Warp).
  case iterm
  /// Text cells drawn by a blitter: the way that works everywhere.
  case cells

  /// Whether the picture is drawn as an image at all.
  public var drawsPictures: Bool { self != .cells }

  /// Whether an image cannot be deleted, only drawn over (sixel, iTerm2): text written over
  /// its cells would cut a hole in it, so those cells are written before the image, never
  /// after; and it is decoded into the cells' pixels, slow enough that its rate is paced
  /// (`PictureFramePacing`).
  public var paintsIntoCells: Bool { self == .sixel || self == .iterm }

  /// Whether the terminal scales the image to the cells it covers (kitty's `c`/`r`, iTerm2's
  /// `width`/`height`): a picture may then be painted smaller than the cells' pixels. No
  /// terminal scales a sixel image.
  public var scalesImages: Bool { self == .kitty || self == .iterm }
}

/// What `--graphics` or `HEROSCOPE_GRAPHICS` ask for: the terminal's best way, found by asking
/// it (`auto`), or one way named.
public enum GraphicsMode: String, CaseIterable, Hashable, Sendable {
  case auto, kitty, sixel, iterm, cells

  /// The protocol named, or nil for `auto`.
  public var named: GraphicsProtocol? { GraphicsProtocol(rawValue: rawValue) }
}

/// Which graphics mode `play` uses: `--graphics`, else `HEROSCOPE_GRAPHICS`, else `auto`.
public enum GraphicsPreference {
  /// The mode asked for; a bad `HEROSCOPE_GRAPHICS` is an error naming it.
  public static func mode(option: GraphicsMode?, environment: TerminalEnvironment)
    -> Result<GraphicsMode, GraphicsChoiceError>
  {
    if let option { return .success(option) }
    guard let named = environment.graphics, !named.isEmpty else { return .success(.auto) }
    guard let mode = GraphicsMode(rawValue: named.lowercased()) else {
      return .failure(GraphicsChoiceError(value: named))
    }
    return .success(mode)
  }
}

extension GraphicsPreference {
  /// Whether kitty pictures may go through shared memory where the terminal reads it:
  /// `HEROSCOPE_KITTY_SHM` `on` (the default) or `off` (every frame in the escape sequences,
  /// as over ssh); any other value is an error naming it.
  public static func sharedMemory(_ environment: TerminalEnvironment)
    -> Result<Bool, SharedMemoryChoiceError>
  {
    guard let value = environment.kittySharedMemory, !value.isEmpty else { return .success(true) }
    switch value.lowercased() {
    case "on", "1", "yes": return .success(true)
    case "off", "0", "no": return .success(false)
    default: return .failure(SharedMemoryChoiceError(value: value))
    }
  }
}

/// `HEROSCOPE_KITTY_SHM` is neither on nor off.
public struct SharedMemoryChoiceError: Error, Hashable, Sendable {
  public let value: String
  public var message: String {
    "HEROSCOPE_KITTY_SHM must be on or off, not " + quotedForMessage(value)
  }
}

/// `HEROSCOPE_GRAPHICS` names no graphics mode.
public struct GraphicsChoiceError: Error, Hashable, Sendable {
  public let value: String
  public var message: String {
    "HEROSCOPE_GRAPHICS must be auto, kitty, sixel, iterm or cells, not "
      + quotedForMessage(value)
  }
}
