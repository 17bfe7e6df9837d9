/// Why an image could not be read: the file as the caller named it, and what was wrong.
///
/// Printed as `FILE: reason`. The file name and the library's words are escaped here (control
/// characters as `\u{…}`), because HeroImage depends on no other target; heroscope's messages
/// quote an image through HeroText like every other name.
public struct ImageError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Error, Hashable, Sendable {
    /// The file could not be opened or read (the system's words).
    case unreadable(String)
    /// The bytes start as neither PNG nor JPEG.
    case unknownFormat
    /// A format this build cannot decode (what it is).
    case unsupportedFormat(String)
    /// The file is longer than the byte limit.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The image has more pixels than the limit.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The data is malformed or truncated (the decoder's words).
    case corrupt(String)
    /// Memory for the pixels could not be had.
    case outOfMemory
  }

  /// The file as the caller named it ("" for bytes that came from no file).
  public var file: String
  public var reason: Reason

  public init(file: String, reason: Reason) {
    self.file = file
    self.reason = reason
  }

  /// The reason alone, as a lowercase phrase.
  public var message: String {
    switch reason {
    case .unreadable(let why): "cannot be read: \(why)"
    case .unknownFormat: "is neither a PNG nor a JPEG file"
    case .unsupportedFormat(let what): "is \(what), which heroscope cannot decode"
    case .fileTooLarge(let bytes, let limit):
      "is \(bytes) bytes, more than the limit of \(limit) bytes"
    case .tooManyPixels(let width, let height, let limit):
      "is \(width)×\(height) pixels, more than the limit of \(limit) pixels"
    case .corrupt(let why): "is not a valid image: \(why)"
    case .outOfMemory: "needs more memory than could be had"
    }
  }

  public var description: String {
    let name = file.isEmpty ? "image" : file
    return ImageError.escaped(name) + ": " + ImageError.escaped(message)
  }

  /// As HeroText's `TerminalText.escapedShowingCodePoints` (which this target cannot import):
  /// newline, return and tab as `\n`, `\r`, `\t`; other C0/C1 and bidirectional controls
  /// and the line and paragraph separators as `\u{XX}`.
  static func escaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch scalar {
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\r": result.append(contentsOf: "\\r".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case _
      where value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
        || value == 0x061C || value == 0x2028 || value == 0x2029:
        result.append(
          contentsOf: "\\u{\(String(value, radix: 16, uppercase: true))}".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
