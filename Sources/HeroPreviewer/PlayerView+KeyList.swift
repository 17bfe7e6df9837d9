/// The previewer's keys for documents outside the terminal.
extension PlayerView {
  /// Every key as the `?` overlay lists it, in ASCII (`<- / ->`), so the manual page written
  /// from it always matches what the previewer says.
  public static var keyList: [(keys: String, action: String)] {
    helpLines(Glyphs(unicode: false)).map { (keys: $0.0, action: $0.1) }
  }
}
