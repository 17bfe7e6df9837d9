import HeroPlanner
import HeroRaster

/// The image half of the play path's frames, whatever the protocol: the encoder kept between
/// frames, the sixel palette made from the scene, and the cells an image that cannot be
/// deleted leaves to be drawn again as text.
///
/// One value serves the real terminal and the tests' backends alike, so what a test of the
/// play path checks (allocations, the order of text and image) is what the terminal gets.
public struct PictureChannel {
  public let graphics: GraphicsProtocol
  private let facts: TerminalFacts
  private var encoder = Encoder.none
  /// The scene colours the sixel palette was made from (nil: none made yet).
  private var paletteColours: SceneColours?
  /// Cells an encoder replaced by a new one left behind, for the next frame to draw again.
  private var leftBehind: CellArea?
  /// The bytes of the last image sent (0 before the first).
  public private(set) var lastImageBytes = 0
  /// How many frames went as kitty `a=f` edits of a rectangle (for the stats line and logs).
  public private(set) var edits = 0

  /// The encoder, one case per protocol: mutated where it is held (an existential would box a
  /// copy on every change, an allocation per frame).
  private enum Encoder {
    case none
    case kitty(KittyEncoder)
    case sixel(SixelEncoder)
    case iterm(ITermEncoder)
  }

  /// What a sixel palette is made from: the backgrounds apart from the rest.
  private struct SceneColours: Equatable {
    var backgrounds: [RGB]
    var colours: [RGB]
  }

  /// A channel for `graphics` on a terminal that said `facts` of itself. Sixel has no encoder
  /// until `prepare(for:)` gives it a scene to make its palette from.
  public init(graphics: GraphicsProtocol, facts: TerminalFacts) {
    self.graphics = graphics
    self.facts = facts
    switch graphics {
    case .kitty:
      encoder = .kitty(
        KittyEncoder(
          animationEdits: KittyEncoder.drawsEdits(terminal: facts.version),
          passthrough: facts.tmux && facts.passthrough, sharedMemory: facts.kittySharedMemory))
    case .iterm:
      encoder = .iterm(ITermEncoder(tmux: facts.tmux && facts.passthrough))
    case .sixel, .cells:
      encoder = .none
    }
  }

  /// How kitty's frames travel, for the stats line: `shared memory`, `shared memory failed
  /// (errno N)` once a write failed, nil for the escape sequences alone (and other protocols).
  public var transmission: String? {
    guard case .kitty(let kitty) = encoder else { return nil }
    if kitty.sendsThroughSharedMemory { return "shared memory" }
    if kitty.sharedMemoryFailure != 0 {
      return "shared memory failed (errno \(kitty.sharedMemoryFailure))"
    }
    return nil
  }

  /// The scene the pictures come from (called when it loads, reloads or is edited): sixel
  /// makes its palette from the scene's colours, again only when they changed.
  public mutating func prepare(for scene: Scene) {
    guard graphics == .sixel else { return }
    let (backgrounds, colours) = SixelPalette.sceneColours(scene)
    let key = SceneColours(backgrounds: backgrounds, colours: colours)
    guard key != paletteColours else { return }
    paletteColours = key
    var scratch: [UInt8] = []
    leaveBehind(remove(into: &scratch))
    encoder = .sixel(
      SixelEncoder(
        palette: SixelPalette(scene: scene, registers: facts.sixelColorRegisters ?? 256)))
  }

  /// Appends the bytes that show `picture` (nil: take the image off the screen) and returns
  /// the cells that must be written again as text, before these bytes, for the image to be
  /// right: where an image that cannot be deleted was and is no more.
  public mutating func frame(
    _ picture: PictureFrame?, screenRows: Int, into output: inout [UInt8]
  ) -> CellArea? {
    let before = output.count
    var redraw: CellArea?
    // Taken out of `encoder` before it changes, so its buffers are not shared (and copied).
    var taken = Encoder.none
    swap(&taken, &encoder)
    switch taken {
    case .none: break
    case .kitty(var kitty):
      taken = .none
      Self.send(picture, with: &kitty, into: &output)
      if picture != nil && kitty.lastWasEdit { edits += 1 }
      encoder = .kitty(kitty)
    case .sixel(var sixel):
      taken = .none
      // Set on every frame: a resize changes the rows, and the image must never scroll.
      sixel.screenRows = screenRows
      Self.send(picture, with: &sixel, into: &output)
      redraw = sixel.takeCellsToRedraw()
      encoder = .sixel(sixel)
    case .iterm(var iterm):
      taken = .none
      Self.send(picture, with: &iterm, into: &output)
      redraw = iterm.takeCellsToRedraw()
      encoder = .iterm(iterm)
    }
    if output.count > before { lastImageBytes = output.count - before }
    return union(redraw, takeLeftBehind())
  }

  private static func send<E: PictureEncoder>(
    _ picture: PictureFrame?, with encoder: inout E, into output: inout [UInt8]
  ) {
    if let picture {
      encoder.show(picture, into: &output)
    } else {
      encoder.remove(into: &output)
    }
  }

  /// Appends the bytes that take every image off the screen (quit, Ctrl-Z, a cleared screen);
  /// the cells it returns are to be drawn again.
  public mutating func remove(into output: inout [UInt8]) -> CellArea? {
    frame(nil, screenRows: 0, into: &output)
  }

  private mutating func leaveBehind(_ area: CellArea?) {
    leftBehind = union(leftBehind, area)
  }

  private mutating func takeLeftBehind() -> CellArea? {
    defer { leftBehind = nil }
    return leftBehind
  }

  private func union(_ a: CellArea?, _ b: CellArea?) -> CellArea? {
    guard let a else { return b }
    guard let b else { return a }
    return a.union(b)
  }
}
