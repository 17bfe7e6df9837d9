import HeroText

/// One thing a command reads from its command line, declared as a value: a flag, an option with a
/// value, the positional arguments, or a group of them that several commands share.
///
/// Each is bound to a key path of the command's type, so the parser fills typed properties and
/// help is written from the same declarations.
public struct Argument<Root> {
  public enum Kind {
    /// `--json`: given or not.
    case flag
    /// `--progress P` or `--progress=P`.
    case option(valueName: String, expected: String, choices: [String])
    /// The words that are not options; `wrongCount` is the error when there are too few or many.
    case positional(valueName: String, count: ClosedRange<Int>, wrongCount: String)
    /// Another type's arguments, kept in a property of this one, with its own validation.
    case group([Argument<Root>], validate: (Root) throws(UsageError) -> Void)
  }

  /// The spellings: `["-o", "--output"]`; empty for positional arguments and groups.
  public var names: [String]
  public var kind: Kind
  public var help: String
  /// The help section it is listed under (a group's title); nil for the command's own.
  public var section: String?
  /// For a required option, the error when it is missing.
  public var missing: String?
  /// Whether its spellings say opposite things (`--watch`, `--no-watch`) rather than one.
  public var isInversion = false
  /// What a shell completes for its value or words; nil: worked out from the kind (an option's
  /// choices, else nothing).
  public var completion: ValueCompletion?
  /// Left out of help, the manual and completions: a way for the completion scripts to ask the
  /// program something, not for people.
  public var isHidden = false
  /// Whether it may be given more than once (`--ignore A --ignore B`), each value appended.
  public var isRepeatable = false
  /// For a flag: the words it may take as its value (`--loop pingpong`, `--loop=pingpong`); a
  /// next word that is not one of them is not its value.
  public var flagWords: [String] = []
  /// For a flag: the numbers it may take as its value (`--3d 30`), and what they are called.
  public var flagNumbers: (range: ClosedRange<Double>, name: String)?
  /// Sets the property from the spelling used and the value (empty for a flag).
  let apply: (inout Root, _ spelling: String, _ value: String) throws(UsageError) -> Void

  init(
    names: [String], kind: Kind, help: String, missing: String? = nil,
    apply: @escaping (inout Root, String, String) throws(UsageError) -> Void
  ) {
    self.names = names
    self.kind = kind
    self.help = help
    self.missing = missing
    self.apply = apply
  }

  /// `--arcs`: sets the property to true.
  public static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Root, Bool>, help: String
  ) -> Self {
    Self(names: [name], kind: .flag, help: help) { root, _, _ in root[keyPath: keyPath] = true }
  }

  /// `--loop` or `--loop pingpong`: a flag that may be followed by one of `words`; the
  /// property is the word, or "" for the flag alone.
  public static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Root, String?>, orOneOf words: [String],
    help: String
  ) -> Self {
    var flag = Self(names: [name], kind: .flag, help: help) { root, _, value in
      root[keyPath: keyPath] = value
    }
    flag.flagWords = words
    return flag
  }

  /// `--3d` or `--3d 30`: a flag that may be followed by a number in `range`; the property is
  /// the number, or `standard` for the flag alone.
  public static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Root, Double?>, orNumber range: ClosedRange<Double>,
    named valueName: String, standard: Double, help: String
  ) -> Self {
    var flag = Self(names: [name], kind: .flag, help: help) { root, _, value in
      root[keyPath: keyPath] = value.isEmpty ? standard : Double(value)
    }
    flag.flagNumbers = (range, valueName)
    return flag
  }

  /// Whether `word` may be this flag's value (one of `flagWords`, or a number in `flagNumbers`).
  func flagTakes(_ word: String) -> Bool {
    if flagWords.contains(word) { return true }
    guard let numbers = flagNumbers, let value = Double(word), value.isFinite else { return false }
    return numbers.range.contains(value)
  }

  /// `pingpong or nothing`, `YAW_DEGREES (-180 to 180) or nothing`, for messages.
  var flagValues: String? {
    if let numbers = flagNumbers {
      return "\(numbers.name) (\(formatNumber(numbers.range.lowerBound)) to "
        + "\(formatNumber(numbers.range.upperBound))) or nothing"
    }
    return flagWords.isEmpty ? nil : "\(listed(flagWords, conjunction: "or")) or nothing"
  }

  /// `--watch` / `--no-watch`: true or false, nil when neither is given; giving both is an error.
  public static func inversion(
    _ on: String, _ off: String, _ keyPath: WritableKeyPath<Root, Bool?>, help: String
  ) -> Self {
    var inversion = Self(names: [on, off], kind: .flag, help: help) { root, spelling, _ in
      root[keyPath: keyPath] = spelling == on
    }
    inversion.isInversion = true
    return inversion
  }

  /// `--fps N`: the value read by `parser`; nil when not given. With `missing`, it is required.
  public static func option<Value>(
    _ names: String..., parser: ValueParser<Value>, _ keyPath: WritableKeyPath<Root, Value?>,
    help: String, missing: String? = nil
  ) -> Self {
    let kind = Kind.option(
      valueName: parser.valueName, expected: parser.expected, choices: parser.choices)
    return Self(names: names, kind: kind, help: help, missing: missing) {
      root, spelling, text throws(UsageError) in
      do throws(ValueError) {
        root[keyPath: keyPath] = try parser.read(text)
      } catch {
        if let message = error.message { throw UsageError("\(spelling): \(message)") }
        var message = "\(spelling) takes \(parser.expected), not \(quotedForMessage(text))"
        if let near = error.suggestion { message += "; did you mean '\(near)'?" }
        throw UsageError(message)
      }
    }
  }

  /// `--ignore RULE`, as often as wanted: each value read by `parser` is appended, in order.
  public static func repeatable<Value>(
    _ names: String..., parser: ValueParser<Value>, _ keyPath: WritableKeyPath<Root, [Value]>,
    help: String
  ) -> Self {
    let kind = Kind.option(
      valueName: parser.valueName, expected: parser.expected, choices: parser.choices)
    var argument = Self(names: names, kind: kind, help: help) {
      root, spelling, text throws(UsageError) in
      do throws(ValueError) {
        root[keyPath: keyPath].append(try parser.read(text))
      } catch {
        if let message = error.message { throw UsageError("\(spelling): \(message)") }
        var message = "\(spelling) takes \(parser.expected), not \(quotedForMessage(text))"
        if let near = error.suggestion { message += "; did you mean '\(near)'?" }
        throw UsageError(message)
      }
    }
    argument.isRepeatable = true
    return argument
  }

  /// The positional words, in order, `count` of them.
  public static func arguments(
    _ valueName: String, _ keyPath: WritableKeyPath<Root, [String]>, count: ClosedRange<Int>,
    wrongCount: String, help: String
  ) -> Self {
    Self(
      names: [], kind: .positional(valueName: valueName, count: count, wrongCount: wrongCount),
      help: help
    ) { root, _, word in root[keyPath: keyPath].append(word) }
  }

  /// The arguments of `Group`, kept in a property, listed in help under `section`.
  public static func group<Group: ParsableArguments>(
    _ keyPath: WritableKeyPath<Root, Group>, section: String
  ) -> Self {
    let members = Group.arguments.map { $0.lifted(keyPath, section: section) }
    return Self(
      names: [],
      kind: .group(members) { root throws(UsageError) in try root[keyPath: keyPath].validate() },
      help: ""
    ) { _, _, _ in }
  }

  /// This argument of a part, as an argument of the whole that holds the part at `keyPath`.
  func lifted<Whole>(_ keyPath: WritableKeyPath<Whole, Root>, section: String) -> Argument<Whole> {
    let kind: Argument<Whole>.Kind
    switch self.kind {
    case .flag: kind = .flag
    case .option(let valueName, let expected, let choices):
      kind = .option(valueName: valueName, expected: expected, choices: choices)
    case .positional(let valueName, let count, let wrongCount):
      kind = .positional(valueName: valueName, count: count, wrongCount: wrongCount)
    case .group(let members, let validate):
      kind = .group(
        members.map { $0.lifted(keyPath, section: section) },
        validate: { whole throws(UsageError) in try validate(whole[keyPath: keyPath]) })
    }
    var whole = Argument<Whole>(names: names, kind: kind, help: help, missing: missing) {
      whole, spelling, value throws(UsageError) in
      try apply(&whole[keyPath: keyPath], spelling, value)
    }
    whole.section = self.section ?? section
    whole.isInversion = isInversion
    whole.completion = completion
    whole.isHidden = isHidden
    whole.isRepeatable = isRepeatable
    whole.flagWords = flagWords
    whole.flagNumbers = flagNumbers
    return whole
  }

  /// This declaration with `completion` saying what a shell completes for it.
  public func completing(_ completion: ValueCompletion) -> Self {
    var copy = self
    copy.completion = completion
    return copy
  }

  /// This declaration, left out of help, the manual and completions.
  public func hidden() -> Self {
    var copy = self
    copy.isHidden = true
    return copy
  }

  /// The spelling help and messages use: the long name when there is one.
  var displayName: String {
    names.first { $0.hasPrefix("--") } ?? names.first ?? ""
  }
}
