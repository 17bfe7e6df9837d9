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

/// `modifierString`: Hero's `heroModifierString`, read by Hero's own parser rules.
extension SceneDecoder {
  /// Reads the string as Hero does (`HeroStringReader`); what Hero drops or reads otherwise is
  /// kept on the view as findings placed on their character in the file, and only what Hero
  /// itself cannot run is an error.
  func readModifierString(_ value: JSONValue, path: String, into view: inout SceneView)
    throws(SceneLoadError)
  {
    guard case .string(let text) = value.kind else {
      throw typeError(expected: "a modifier string such as \"fade\"", found: value, path: path)
    }
    let reading: HeroStringReading
    do {
      reading = try HeroStringReader.read(text)
    } catch {
      throw parseError(error, inString: value, path: path)
    }
    view.modifiers = reading.modifiers
    view.modifierText = text
    view.modifierString = text
    let columns =
      reading.findings.isEmpty
      ? [] : JSONParser.characterColumns(ofStringAt: value.location, in: bytes)
    view.modifierStringFindings = reading.findings.map { finding in
      var located = finding
      located.line = value.location.line
      let index = finding.column - 1
      located.fileColumn =
        columns.indices.contains(index) ? columns[index] : (columns.last ?? value.location.column)
      return located
    }
  }

  /// A view with both keys: in Hero, setting `heroModifierString` replaces the view's modifiers
  /// (UIView+Hero.swift:149-152), so one of the two would be lost without a word.
  func bothModifierKeys(_ member: JSONMember, path: String) -> SceneLoadError {
    SceneLoadError(
      file: file, path: JSONPath.appending(key: member.key, to: path), at: member.keyLocation,
      message:
        "a view has either 'modifiers' (heroscope's strict notation) or 'modifierString' (Hero's heroModifierString, read as Hero reads it), not both"
    )
  }
}
