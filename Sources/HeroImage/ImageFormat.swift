/// The formats heroscope reads, known by their first bytes (never by the file's extension: an
/// asset catalog's `photo.png` is sometimes a JPEG).
public enum ImageFormat: String, Hashable, Sendable {
  case png
  case jpeg

  /// The format the bytes start as; nil for anything else.
  public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
    let head = Array(bytes.prefix(8))
    if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
    if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF { return .jpeg }
    return nil
  }

  /// What another common image file is, for a clear "cannot decode" (GIF, WebP, HEIC, PDF,
  /// SVG, TIFF); nil when the bytes look like none of them.
  static func otherKind(_ bytes: [UInt8]) -> String? {
    func starts(_ text: String, at offset: Int = 0) -> Bool {
      let magic = Array(text.utf8)
      return bytes.count >= offset + magic.count
        && Array(bytes[offset..<(offset + magic.count)]) == magic
    }
    if starts("GIF8") { return "a GIF" }
    if starts("RIFF") && starts("WEBP", at: 8) { return "a WebP image" }
    if starts("ftypheic", at: 4) || starts("ftypheix", at: 4) || starts("ftypmif1", at: 4) {
      return "a HEIF image"
    }
    if starts("%PDF") { return "a PDF" }
    if starts("<svg") || starts("<?xml") { return "an SVG or XML file" }
    if starts("II*\u{0}") || starts("MM\u{0}*") { return "a TIFF" }
    return nil
  }
}
