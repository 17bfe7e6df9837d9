import HeroPlanner

extension Storyboard {
  /// A modifier or animation type error placed on the character it names inside the runtime
  /// attribute's `value="…"`, counting an entity (`&quot;`) as the one character it stands for.
  func errorInValue(of element: XMLElementNode, _ error: ModifierParseError) -> StoryboardError {
    let place = location(inValueOf: element, character: error.column)
    return StoryboardError(
      file: file, line: place.line, column: place.column, message: error.message,
      diagram: error.diagram)
  }

  /// The file line and column of the `character`-th character (1-based) of the element's
  /// `value="…"`, counting an entity (`&quot;`) as the one character it stands for; the
  /// element's own place when it has no value attribute.
  func location(inValueOf element: XMLElementNode, character target: Int) -> (
    line: Int, column: Int
  ) {
    guard let start = valueStart(of: element) else { return (element.line, element.column) }
    let bytes = lines.bytes
    var offset = start.offset
    var characters = 1
    var col = start.column
    while offset < bytes.count, bytes[offset] != 0x22, characters < target {
      if bytes[offset] == 0x26, let semicolon = bytes[offset...].firstIndex(of: 0x3B) {
        col += semicolon - offset + 1
        offset = semicolon + 1
      } else {
        // One character: a UTF-8 lead byte and its continuation bytes.
        offset += 1
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        col += 1
      }
      characters += 1
    }
    return (start.line, col)
  }

  /// Where the text of the element's `value="…"` attribute starts: byte offset, line, column.
  private func valueStart(of element: XMLElementNode) -> (offset: Int, line: Int, column: Int)? {
    let bytes = lines.bytes
    guard element.line >= 1, element.line <= lines.starts.count else { return nil }
    let tagStart = lines.starts[element.line - 1] + element.column - 1
    let pattern = Array(" value=\"".utf8)
    var offset = tagStart
    while offset + pattern.count <= bytes.count {
      if bytes[offset] == 0x3E { return nil }  // '>': the tag ended without one
      if bytes[offset..<offset + pattern.count].elementsEqual(pattern) {
        let start = offset + pattern.count
        let lineIndex = lines.lineIndex(ofOffset: start)
        var column = 1
        var i = lines.starts[lineIndex]
        while i < start {
          i += 1
          while i < start, bytes[i] & 0xC0 == 0x80 { i += 1 }
          column += 1
        }
        return (start, lineIndex + 1, column)
      }
      offset += 1
    }
    return nil
  }
}
