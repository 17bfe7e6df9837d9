import HeroPlanner

/// Modifier lists, and mapping a modifier parser's column back into the file.
extension SceneDecoder {
  /// A string in either modifier syntax, or an array with one modifier per string.
  ///
  /// An empty array gives `[]`, which differs from an absent key (nil): Hero gives a view with
  /// modifiers set, even none, a target state.
  func modifiers(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError)
    -> [HeroModifier]
  {
    switch value.kind {
    case .string(let text):
      if let parsed = parsedModifiers.byText[text] { return parsed }
      do {
        let parsed = try ModifierParser.parse(text)
        parsedModifiers.byText[text] = parsed
        return parsed
      } catch {
        throw parseError(error, inString: value, path: path())
      }
    case .array(let items):
      var modifiers: [HeroModifier] = []
      for (i, item) in items.enumerated() {
        guard case .string(let text) = item.kind else {
          throw typeError(
            expected: "a modifier string such as \"fade\"", found: item,
            path: JSONPath.appending(index: i, to: path()))
        }
        do {
          modifiers.append(try ModifierParser.parseOne(text))
        } catch {
          throw parseError(error, inString: item, path: JSONPath.appending(index: i, to: path()))
        }
      }
      return modifiers
    default:
      throw typeError(
        expected: "a modifier string or an array of modifier strings", found: value, path: path())
    }
  }

  /// The modifiers as written: the string, or the array's strings one after another.
  func modifierText(_ value: JSONValue) -> String? {
    switch value.kind {
    case .string(let text): return text
    case .array(let items):
      return items.compactMap { if case .string(let t) = $0.kind { t } else { nil } }
        .joined(separator: " ")
    default: return nil
    }
  }

  /// A modifier or animation error placed on the character it names inside the JSON string.
  ///
  /// The parser counts characters of the decoded text; escapes such as `\"` or `\u00e9` take more
  /// columns in the file, so the string literal is re-read to map one to the other.
  func parseError(_ error: ModifierParseError, inString value: JSONValue, path: String)
    -> SceneLoadError
  {
    let columns = JSONParser.characterColumns(ofStringAt: value.location, in: bytes)
    let index = error.column - 1
    var column = value.location.column
    if columns.indices.contains(index) {
      column = columns[index]
    } else if let end = columns.last {
      column = end
    }
    return SceneLoadError(
      file: file, jsonPath: path, line: value.location.line, column: column,
      message: error.message, diagram: error.diagram)
  }
}
