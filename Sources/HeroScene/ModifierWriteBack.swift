import HeroPlanner

/// The previewer's `w`: edited modifier lists written back into the scene file. Only each
/// edited view's `modifiers` value changes (or the key is added after the view's `{`); every
/// other byte of the file stays as it was.
public enum ModifierWriteBack {
  /// A view's new modifier list, by screen and index path (as `PlannedView.path` has it); nil
  /// text removes the `modifiers` key (an edit taken back on a view that had none).
  public struct Edit: Hashable, Sendable {
    public var screen: ScreenSide
    public var path: [Int]
    public var text: String?
    /// The key written: `modifiers`, or `modifierString` for a view that has Hero's string.
    public var key: String

    public init(screen: ScreenSide, path: [Int], text: String?, key: String = "modifiers") {
      self.screen = screen
      self.path = path
      self.text = text
      self.key = key
    }
  }

  /// The file's bytes with the edits written in; checked by loading the result, so a file
  /// that would not load again is never produced.
  public static func rewrite(_ bytes: [UInt8], fileName: String, edits: [Edit])
    throws(SceneLoadError) -> [UInt8]
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw SceneLoadError(
        file: fileName, path: error.path, at: error.location, message: error.message)
    }
    var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
    for edit in edits {
      let (view, path) = try find(edit, in: root, fileName: fileName)
      guard case .object(let members) = view.kind else {
        throw SceneLoadError(file: fileName, jsonPath: path, message: "is not a view object")
      }
      guard let text = edit.text else {
        if let index = members.firstIndex(where: { $0.key == edit.key }) {
          replacements.append((removal(of: index, in: members, bytes: bytes), []))
        }
        continue
      }
      let literal = jsonStringLiteral(text)
      if let member = members.first(where: { $0.key == edit.key }) {
        let start = member.value.location.offset
        replacements.append((start..<valueEnd(bytes, from: start), Array(literal.utf8)))
      } else {
        let member = inserted(
          edit.key, literal, members, bytes, view.location.offset + 1)
        replacements.append((member.at..<member.at, member.bytes))
      }
    }
    var out = bytes
    for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      out.replaceSubrange(replacement.range, with: replacement.bytes)
    }
    _ = try SceneLoader.load(data: out, fileName: fileName)
    return out
  }

  /// A new member for an object that lacks it, put before its first member and spaced as the
  /// object is: on a line of its own at the same indent in an object written a member a line,
  /// else with the space (or none) the object has after a colon and after a comma.
  private static func inserted(
    _ key: String, _ literal: String, _ members: [JSONMember], _ bytes: [UInt8], _ after: Int
  ) -> (at: Int, bytes: [UInt8]) {
    guard let first = members.first else { return (after, Array("\"\(key)\": \(literal)".utf8)) }
    let keyStart = first.keyLocation.offset
    let gap = after <= keyStart ? Array(bytes[after..<keyStart]) : []
    let keyEnd = valueEnd(bytes, from: keyStart)
    let valueStart = first.value.location.offset
    let separator = keyEnd <= valueStart ? Array(bytes[keyEnd..<valueStart]) : Array(": ".utf8)
    var afterComma: [UInt8]
    if gap.contains(UInt8(ascii: "\n")) {
      afterComma = gap
    } else if members.count > 1 {
      // What the file has between the first member's comma and the second member.
      let between = bytes[valueEnd(bytes, from: valueStart)..<members[1].keyLocation.offset]
      afterComma = Array(between.drop { $0 != UInt8(ascii: ",") }.dropFirst())
    } else {
      afterComma = separator.contains(UInt8(ascii: " ")) ? [UInt8(ascii: " ")] : []
    }
    if afterComma.contains(where: {
      $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n")
        && $0 != UInt8(ascii: "\r")
    }) {
      afterComma = [UInt8(ascii: " ")]
    }
    return (
      keyStart,
      Array("\"\(key)\"".utf8) + separator + Array(literal.utf8) + [UInt8(ascii: ",")] + afterComma
    )
  }

  /// The view object an edit names, and its JSON path.
  private static func find(_ edit: Edit, in root: JSONValue, fileName: String)
    throws(SceneLoadError) -> (JSONValue, String)
  {
    var path = edit.screen.rawValue
    func gone() -> SceneLoadError {
      SceneLoadError(
        file: fileName, jsonPath: path,
        message: "the edited view is no longer in the file; reload it and edit again")
    }
    guard case .object(let top) = root.kind,
      var value = top.first(where: { $0.key == edit.screen.rawValue })?.value
    else { throw gone() }
    for index in edit.path {
      guard case .object(let members) = value.kind,
        let views = members.first(where: { $0.key == "views" })?.value,
        case .array(let items) = views.kind, items.indices.contains(index)
      else { throw gone() }
      value = items[index]
      path = JSONPath.appending(index: index, to: JSONPath.appending(key: "views", to: path))
    }
    return (value, path)
  }

  /// The bytes of member `index` with one comma beside it (the one after it, or before it for
  /// the last member), so the object stays valid JSON without it.
  private static func removal(of index: Int, in members: [JSONMember], bytes: [UInt8])
    -> Range<Int>
  {
    let start = members[index].keyLocation.offset
    let end = valueEnd(bytes, from: members[index].value.location.offset)
    if index + 1 < members.count {
      return start..<members[index + 1].keyLocation.offset
    }
    guard index > 0 else { return start..<end }
    let previousEnd = valueEnd(bytes, from: members[index - 1].value.location.offset)
    return previousEnd..<end
  }

  /// The offset just past the JSON value starting at `start` (a string, an array or object,
  /// or a bare scalar), skipping over strings so brackets inside them do not count.
  static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
    var i = start
    var depth = 0
    var inString = false
    while i < bytes.count {
      let byte = bytes[i]
      if inString {
        if byte == UInt8(ascii: "\\") {
          i += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return i + 1 }
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return i }
          depth -= 1
          if depth == 0 { return i + 1 }
        case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
          if depth == 0 { return i }
        default: break
        }
      }
      i += 1
    }
    return i
  }
}
