/// What a file given as a scene looks like when it is not one, for an error that says so
/// instead of a JSON parser's first complaint (`expected a value, found '<'`): a storyboard
/// whose name lost its extension, another XML document, an image, Markdown or other text, a
/// saved plan.
enum ForeignFile {
  /// Why the bytes are not a JSON scene, when their first bytes say what they are; nil for
  /// anything that starts as JSON would (its own errors are better there).
  static func describe(_ bytes: [UInt8]) -> String? {
    func starts(_ magic: [UInt8]) -> Bool { bytes.starts(with: magic) }
    if starts([0x89, 0x50, 0x4E, 0x47]) { return image("a PNG image") }
    if starts([0xFF, 0xD8, 0xFF]) { return image("a JPEG image") }
    if starts(Array("GIF8".utf8)) { return image("a GIF image") }
    if starts(Array("%PDF".utf8)) { return image("a PDF document") }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return nil
    }
    if first == UInt8(ascii: "<") {
      if contains(body, "<document") && contains(body, "Storyboard") {
        return "this is an Interface Builder storyboard, but its name does not end in "
          + "'.storyboard', which is how heroscope knows to read it as one: rename it"
      }
      return "this is XML or HTML, not a scene (a scene is JSON: docs/scene-format.md; a "
        + "storyboard's name ends in '.storyboard')"
    }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"")
      || first == UInt8(ascii: "-") || (0x30...0x39).contains(first)
    {
      return nil
    }
    if first == UInt8(ascii: "#") {
      return "this reads as text (Markdown?), not a scene (a scene is JSON: docs/scene-format.md)"
    }
    // Letters: `true`, `false` and `null` are JSON, and left to its errors.
    if first >= 0x80 || (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first),
      ![UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n")].contains(first)
    {
      return "this reads as text, not a scene (a scene is JSON: docs/scene-format.md)"
    }
    return nil
  }

  /// A saved plan (`plan --json`) given where a scene is read: it has the plan's own keys.
  static func describeSavedPlan(_ root: JSONValue) -> String? {
    guard case .object(let members) = root.kind else { return nil }
    let keys = Set(members.map(\.key))
    guard keys.isSuperset(of: ["scene", "totalDuration", "views"]) else { return nil }
    return "this is a saved plan (heroscope plan --json), not a scene: compare two plans with "
      + "'heroscope diff BEFORE AFTER', or give the scene the plan was made from"
  }

  private static func image(_ kind: String) -> String {
    "this is \(kind), not a scene (a scene is JSON: docs/scene-format.md; a storyboard's name "
      + "ends in '.storyboard')"
  }

  private static func contains(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
    let pattern = Array(text.utf8)
    let window = bytes.prefix(4_096)
    guard window.count >= pattern.count else { return false }
    var i = window.startIndex
    while i + pattern.count <= window.endIndex {
      if window[i..<i + pattern.count].elementsEqual(pattern) { return true }
      i += 1
    }
    return false
  }
}
