import HeroPlanner

/// Builds the paths errors use to name a place in a document: `to.views[2].modifiers`.
///
/// Keys that are identifiers join with a dot; any other key is quoted in brackets
/// (`shadow["my key"]`) so the path can be read back unambiguously.
enum JSONPath {
  static func appending(key: String, to path: String) -> String {
    if isIdentifier(key) { return path.isEmpty ? key : path + "." + key }
    return path + "[" + quotedForMessage(key, quote: "\"", limit: 60) + "]"
  }

  static func appending(index: Int, to path: String) -> String {
    path + "[\(index)]"
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`, checked on UTF-8 bytes: this runs for every member of a scene.
  private static func isIdentifier(_ key: String) -> Bool {
    var isFirst = true
    for byte in key.utf8 {
      let letter =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
      let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      guard letter || (digit && !isFirst) else { return false }
      isFirst = false
    }
    return !isFirst
  }
}
