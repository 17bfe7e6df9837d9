import HeroPlanner

/// Turns parsed JSON into scene values, with an error at the offending value for anything else.
///
/// Holds the file's bytes so an error inside a string (a modifier's column) can be mapped back to
/// the character in the file. The readers take the path as an autoclosure: it is built only for
/// an error, which keeps a scene of thousands of views quick to load in debug builds.
struct SceneDecoder {
  let file: String
  let bytes: [UInt8]
  /// The modifier strings read so far in this scene, parsed.
  let parsedModifiers = ParsedModifierStrings()

  func error(_ message: String, at value: JSONValue, path: String) -> SceneLoadError {
    SceneLoadError(file: file, path: path, at: value.location, message: message)
  }

  /// "expected a number, found a string ("12")".
  func typeError(expected: String, found value: JSONValue, path: String) -> SceneLoadError {
    error("expected \(expected), found \(value.foundDescription)", at: value, path: path)
  }

  /// An unknown key, with the nearest known one when it looks like a typo.
  func unknownKey(_ member: JSONMember, in path: String, known: [String]) -> SceneLoadError {
    var message = "unknown key \(quotedForMessage(member.key))"
    if let near = NearestName.nearest(to: member.key, in: known) {
      message += "; did you mean '\(near)'?"
    } else {
      message += "; expected one of " + known.joined(separator: ", ")
    }
    return SceneLoadError(
      file: file, path: JSONPath.appending(key: member.key, to: path), at: member.keyLocation,
      message: message)
  }

  /// A required key that is absent; the error points at the object.
  func missingKey(_ key: String, in object: JSONValue, path: String, what: String) -> SceneLoadError
  {
    error("missing required key '\(key)' (\(what))", at: object, path: path)
  }

  func object(_ value: JSONValue, path: @autoclosure () -> String, expected: String = "an object")
    throws(SceneLoadError) -> [JSONMember]
  {
    guard case .object(let members) = value.kind else {
      throw typeError(expected: expected, found: value, path: path())
    }
    return members
  }

  func array(_ value: JSONValue, path: @autoclosure () -> String, expected: String = "an array")
    throws(SceneLoadError) -> [JSONValue]
  {
    guard case .array(let elements) = value.kind else {
      throw typeError(expected: expected, found: value, path: path())
    }
    return elements
  }

  func string(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError) -> String
  {
    guard case .string(let text) = value.kind else {
      throw typeError(expected: "a string", found: value, path: path())
    }
    return text
  }

  func bool(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError) -> Bool {
    guard case .bool(let flag) = value.kind else {
      throw typeError(expected: "true or false", found: value, path: path())
    }
    return flag
  }

  /// A number; the parser has already rejected non-finite ones. Every number in a scene is a
  /// length, an opacity or a z position, so one beyond `ModifierLimits.length` is refused: no
  /// screen shows it, and it would only overflow what draws it.
  func number(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError) -> Double
  {
    guard case .number(let n) = value.kind else {
      throw typeError(expected: "a number", found: value, path: path())
    }
    guard abs(n) <= ModifierLimits.length else {
      throw error(
        "\(formatJSONNumber(n)) is beyond what heroscope can preview: numbers in a scene go up "
          + "to ±\(formatJSONNumber(ModifierLimits.length)) points", at: value, path: path())
    }
    return n
  }

  /// A number ≥ 0 (a radius, a width); `what` names it in the message.
  func nonNegative(_ value: JSONValue, path: @autoclosure () -> String, what: String)
    throws(SceneLoadError) -> Double
  {
    let n = try number(value, path: path())
    guard n >= 0 else {
      throw error(
        "\(what) must not be negative, found \(formatJSONNumber(n))", at: value, path: path())
    }
    return n
  }

  /// An opacity, 0…1.
  func unitInterval(_ value: JSONValue, path: @autoclosure () -> String, what: String)
    throws(SceneLoadError) -> Double
  {
    let n = try number(value, path: path())
    guard (0...1).contains(n) else {
      throw error(
        "\(what) must be between 0 and 1, found \(formatJSONNumber(n))", at: value, path: path())
    }
    return n
  }

  /// Exactly `count` numbers, as `[x, y, w, h]` or `[w, h]`; `shape` names them for the message.
  func numbers(_ value: JSONValue, count: Int, path: @autoclosure () -> String, shape: String)
    throws(SceneLoadError)
    -> [Double]
  {
    guard case .array(let elements) = value.kind else {
      throw typeError(
        expected: "an array of \(count) numbers \(shape)", found: value, path: path())
    }
    guard elements.count == count else {
      throw error(
        "expected \(count) numbers \(shape), found \(elements.count)", at: value, path: path())
    }
    var result: [Double] = []
    result.reserveCapacity(count)
    for (i, element) in elements.enumerated() {
      result.append(try number(element, path: JSONPath.appending(index: i, to: path())))
    }
    return result
  }

  /// A colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or a UIKit name such as `red`.
  func color(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError)
    -> RGBAColor
  {
    let text = try string(value, path: path())
    if let color = RGBAColor(parsing: text) { return color }
    var message =
      "\(quotedForMessage(text)) is not a colour: use #rgb, #rrggbb, #rrggbbaa or a name such as "
      + "red or systemBlue"
    if !text.hasPrefix("#"),
      let near = NearestName.nearest(to: text, in: RGBAColor.allNames)
    {
      message += "; did you mean '\(near)'?"
    }
    throw error(message, at: value, path: path())
  }
}

/// Modifier strings already parsed while decoding one scene, by their text: a scene repeats a
/// few strings over thousands of views, and parsing one cost more than the rest of its view
/// (a quarter of loading a 10,000-view scene). Parsing is a function of the text alone; a
/// string that fails is not kept, so its error is reported where it is written.
final class ParsedModifierStrings {
  var byText: [String: [HeroModifier]] = [:]
}
