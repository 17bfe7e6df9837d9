import HeroText

/// How an option's value is read: the placeholder help shows, what the option takes (for the
/// error), and the reading, which can fail with a suggestion or a message of its own.
public struct ValueParser<Value> {
  /// The placeholder in usage and help: `P`, `COLSxROWS`, `text|ansi|json`.
  public var valueName: String
  /// What the option takes, as the error says it: `--fps takes a whole number from 1 to 240`.
  public var expected: String
  /// The spellings of a closed set of values, so that `--json` on a command whose `--format`
  /// takes `json` can be pointed to `--format json`.
  public var choices: [String]
  let read: (String) throws(ValueError) -> Value

  public init(
    valueName: String, expected: String, choices: [String] = [],
    read: @escaping (String) throws(ValueError) -> Value
  ) {
    self.valueName = valueName
    self.expected = expected
    self.choices = choices
    self.read = read
  }
}

/// Why a value did not read: by default "not what the option takes", with the nearest choice if
/// there is one; or a message of its own (an animation type's parse error, with its caret).
public struct ValueError: Error {
  public var suggestion: String?
  public var message: String?

  public init(suggestion: String? = nil, message: String? = nil) {
    self.suggestion = suggestion
    self.message = message
  }
}

extension ValueParser where Value == String {
  /// Any text: a file, an identifier.
  public static func string(_ valueName: String) -> Self {
    Self(valueName: valueName, expected: "a value") { $0 }
  }
}

extension ValueParser where Value == Double {
  /// A finite number in `range`.
  public static func number(in range: ClosedRange<Double>, valueName: String = "N") -> Self {
    let expected =
      "a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
    return Self(valueName: valueName, expected: expected) { text throws(ValueError) in
      guard let value = Double(text), value.isFinite, range.contains(value) else {
        throw ValueError()
      }
      return value
    }
  }
}

extension ValueParser where Value == Int {
  /// A whole number in `range`.
  public static func integer(in range: ClosedRange<Int>, valueName: String = "N") -> Self {
    let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    return Self(valueName: valueName, expected: expected) { text throws(ValueError) in
      guard let value = Int(text), range.contains(value) else { throw ValueError() }
      return value
    }
  }
}

extension ValueParser where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
  /// One of an enum's raw values; a near miss is suggested.
  ///
  /// With `anyCase`, a name written in another case is the name (`tvos` is `tvOS`): for names
  /// whose case is only a brand's spelling.
  public static func choice(valueName: String? = nil, anyCase: Bool = false) -> Self {
    let names = Value.allCases.map(\.rawValue)
    return Self(
      valueName: valueName ?? names.joined(separator: "|"), expected: listed(names),
      choices: names
    ) { text throws(ValueError) in
      if let value = Value(rawValue: text) { return value }
      if anyCase,
        let value = Value.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
      {
        return value
      }
      throw ValueError(suggestion: NearestName.nearest(to: text, in: names))
    }
  }
}
