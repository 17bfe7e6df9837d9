/// Makes text from scenes and argv safe for a terminal: control characters and escape
/// sequences are replaced, so a scene cannot move the cursor or change colours.
enum Sanitizer {
  static func visible(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
            ? "?" : scalar
        }))
  }
}
