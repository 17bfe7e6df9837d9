/// The picture encoder for a graphics protocol: the one place the play path asks, so each
/// protocol's encoder plugs in here.
public enum PictureEncoding {
  /// The encoder for `graphics` on a terminal that said `facts` of itself; nil where pictures
  /// are drawn as cells (`cells`, and the protocols whose encoder has not landed: sixel and
  /// iTerm2 draw cells until theirs do).
  public static func encoder(for graphics: GraphicsProtocol, facts: TerminalFacts)
    -> (any PictureEncoder)?
  {
    switch graphics {
    case .kitty:
      KittyEncoder(
        animationEdits: KittyEncoder.drawsEdits(terminal: facts.version),
        passthrough: facts.tmux && facts.passthrough)
    case .sixel, .iterm, .cells: nil
    }
  }

  /// Whether `graphics` draws the picture as an image (an encoder exists for it).
  public static func drawsPictures(_ graphics: GraphicsProtocol) -> Bool {
    encoder(for: graphics, facts: TerminalFacts()) != nil
  }
}
