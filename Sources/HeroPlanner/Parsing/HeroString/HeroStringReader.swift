/// A modifier string read exactly as Hero 1.6.4 reads `heroModifierString`, with what it drops.
///
/// Hero's `String.parse()` (Parser/HeroStringConvertible.swift:30-48) lexes and parses the whole
/// string, gives up on it entirely when the parser throws (the view then has no modifiers), and
/// otherwise maps each node through one switch (HeroModifier+HeroStringConvertible.swift:29-127),
/// leaving out the nodes it returns nil for. Arguments are read by position with
/// Array+HeroModifier.swift's getters: only a plain number is a number, only `true`/`false` is a
/// boolean, a missing or unreadable argument takes the default written beside the getter.
public struct HeroStringReading: Hashable, Sendable {
  /// The modifiers the view gets; nil when the string fails to parse (Hero sets none).
  public var modifiers: [HeroModifier]?
  public var findings: [HeroStringFinding]
}

public enum HeroStringReader {
  /// Every name Hero's string switch knows, in its order (HeroModifier+HeroStringConvertible.swift:33-123):
  /// the declarations with a `heroString` rule.
  public static let names: [String] = ModifierKind.declarations
    .compactMap { declaration in declaration.heroString.map { ($0.order, declaration.name) } }
    .sorted { $0.0 < $1.0 }.map(\.1)

  /// Reads `text` as Hero does; throws only where the app itself would trap (a run of digits
  /// and dots that is not a number, an expression cut short) or where a value is beyond what
  /// heroscope can preview (`ModifierLimits`).
  public static func read(_ text: String) throws(ModifierParseError) -> HeroStringReading {
    let outcome: HeroStringParser.Outcome
    do {
      outcome = try HeroStringParser.parse(text)
    } catch {
      throw refusalError(error, in: text)
    }
    switch outcome {
    case .failed(let failure):
      return HeroStringReading(
        modifiers: nil,
        findings: [
          HeroStringFinding(
            rule: .unparsed, column: failure.column,
            message:
              "Hero's parser cannot read this string (\(failure.message)), so Hero gives the view no modifiers at all"
          )
        ])
    case .nodes(let nodes):
      var findings: [HeroStringFinding] = []
      var modifiers: [HeroModifier] = []
      for node in nodes {
        var reading = NodeReading(node: node)
        if let modifier = reading.modifier() {
          if let problem = modifier.beyondLimits {
            throw ModifierParseError(
              kind: .unsupported, column: node.column, length: node.written.count,
              message: problem, source: text)
          }
          modifiers.append(modifier)
        }
        findings += reading.findings
      }
      return HeroStringReading(modifiers: modifiers, findings: findings)
    }
  }

  /// The located error for a string heroscope will not read: where the app traps, or nesting
  /// past the shared limit.
  static func refusalError(_ refusal: HeroStringParser.Refusal, in text: String)
    -> ModifierParseError
  {
    switch refusal {
    case .trap(let trap):
      return ModifierParseError(
        kind: .unexpectedToken, column: trap.column, length: max(1, trap.text.count),
        message: trapMessage(trap), source: text)
    case .tooDeep(let column, let message):
      return ModifierParseError(kind: .unsupported, column: column, message: message, source: text)
    }
  }

  static func trapMessage(_ trap: HeroStringLexer.Trap) -> String {
    if trap.text.first?.isNumber == true || trap.text.first == "." || trap.text.first == "-" {
      return "'\(trap.text)' is not a number, and Hero's lexer converts it with Float(…)! "
        + "(Lexer.swift:24): the app crashes on this string"
    }
    return "\(trap.text): Hero's parser reads past the last token (Parser.swift:36-39) and the "
      + "app crashes on this string"
  }

  /// The shortest decimal of Hero's Float: Hero reads every number as a Float (Lexer.swift:24);
  /// the Float's own shortest spelling keeps `0.35` printing as `0.35`, within a Float's
  /// precision of what the device computes.
  static func double(_ value: Float) -> Double {
    Double("\(value)") ?? Double(value)
  }
}

/// One node mapped the way `HeroModifier.from(node:)` maps it, with findings for what it drops,
/// defaults or ignores.
private struct NodeReading {
  let node: HeroStringNode
  var findings: [HeroStringFinding] = []
  /// How many arguments the modifier reads; the rest are ignored.
  private var reads = 0

  init(node: HeroStringNode) { self.node = node }

  private var arguments: [HeroStringNode] { node.arguments }

  private mutating func note(_ rule: HeroStringFinding.Rule, _ column: Int, _ message: String) {
    findings.append(HeroStringFinding(rule: rule, column: column, message: message))
  }

  private func ordinal(_ index: Int) -> String {
    ["first", "second", "third", "fourth", "fifth"].indices.contains(index)
      ? ["first", "second", "third", "fourth", "fifth"][index] : "argument \(index + 1)"
  }

  /// `getCGFloat(i) ?? fallback`: a number, or the default with a finding when the argument is
  /// there but not a plain number.
  private mutating func number(_ index: Int, or fallback: Double) -> Double {
    reads = max(reads, index + 1)
    guard index < arguments.count else { return fallback }
    if let value = arguments[index].number { return HeroStringReader.double(value) }
    note(
      .defaulted, arguments[index].column,
      "the \(ordinal(index)) argument of \(node.name), `\(arguments[index].written)`, is not a plain number, so Hero reads it as \(formatNumber(fallback)) (Array+HeroModifier.swift:40-45)"
    )
    return fallback
  }

  /// `getCGFloat(i)` with no default: nil drops the modifier (the caller says so).
  private mutating func required(_ index: Int) -> Double? {
    reads = max(reads, index + 1)
    guard index < arguments.count, let value = arguments[index].number else { return nil }
    return HeroStringReader.double(value)
  }

  /// `getBool(i) ?? false`.
  private mutating func boolean(_ index: Int) -> Bool {
    reads = max(reads, index + 1)
    guard index < arguments.count else { return false }
    if let value = arguments[index].boolean { return value }
    note(
      .defaulted, arguments[index].column,
      "`\(arguments[index].written)` is not `true` or `false` (lowercase, bare), so Hero reads it as false (Array+HeroModifier.swift:59-64)"
    )
    return false
  }

  @discardableResult
  private mutating func dropped(_ why: String) -> HeroModifier? {
    note(.dropped, node.column, why)
    return nil
  }

  /// The modifier, or nil when Hero drops the node; findings for extra arguments either way.
  mutating func modifier() -> HeroModifier? {
    let result = mapped()
    if result != nil, arguments.count > reads {
      let extra = arguments[reads]
      note(
        .ignoredArgument, extra.column,
        reads == 0
          ? "\(node.name) takes no arguments in Hero's string syntax: Hero ignores `\(arguments.map(\.written).joined(separator: ", "))`"
          : "\(node.name) reads \(reads) argument\(reads == 1 ? "" : "s") in Hero's string syntax: Hero ignores `\(arguments[reads...].map(\.written).joined(separator: ", "))`"
      )
    }
    return result
  }

  // HeroModifier+HeroStringConvertible.swift:33-126, by each declaration's `heroString` rule.
  private mutating func mapped() -> HeroModifier? {
    switch node {
    case .number, .binary:
      return dropped(
        "`\(node.written)` is not a modifier: Hero ignores it (HeroStringConvertible.swift:37-41)")
    case .variable, .call: break
    }
    let name = node.name
    guard let kind = ModifierKind(named: name), let rule = kind.declaration.heroString else {
      return dropped(unknownMessage(name))
    }
    let form = kind.declaration.form
    let values: [ModifierValue]
    switch rule.reading {
    case .numbers(let defaults):
      guard let numbers = positional(defaults, form: form) else { return droppedForNumber(name) }
      guard let read = form.values(fromNumbers: numbers) else {
        preconditionFailure("\(name) is declared as read by position but its form is not numbers")
      }
      values = read
    case .timingFunction:
      guard let curve = timingFunction() else { return nil }
      values = [.curve(curve)]
    case .cascade: values = cascade()
    case .source:
      guard let id = source() else { return nil }
      values = [.heroID(id)]
    case .flag: values = [.flag(boolean(0))]
    }
    return HeroModifier(kind, values)
  }

  /// Numbers by position with Hero's getter defaults; nil when a required one is missing.
  /// One argument of `scale` or `rotate` means both axes or z, as Hero's switch reads it.
  private mutating func positional(_ defaults: [Double?], form: ArgumentForm) -> [Double]? {
    if arguments.count == 1, case .vector(_, let single) = form, single != .x,
      let x = defaults[0], let y = defaults[1], let z = defaults[2]
    {
      if single == .both {
        let s = number(0, or: x)
        return [s, s, z]
      }
      return [x, y, number(0, or: z)]
    }
    var out: [Double] = []
    for (index, fallback) in defaults.enumerated() {
      if let fallback {
        out.append(number(index, or: fallback))
      } else {
        guard let value = required(index) else { return nil }
        out.append(value)
      }
    }
    return out
  }

  /// CascadePreprocessor.swift init(_:): a delta, a direction by name only, and `true`.
  private mutating func cascade() -> [ModifierValue] {
    let delta = number(0, or: 0.02)
    reads = max(reads, 2)
    var direction = CascadeDirection.topToBottom
    if arguments.count > 1 {
      if let named = CascadeDirection(name: arguments[1].name) {
        direction = named
      } else {
        note(
          .defaulted, arguments[1].column,
          "`\(arguments[1].written)` is not a cascade direction Hero's string syntax knows (topToBottom, bottomToTop, leftToRight, rightToLeft, leadingToTrailing, trailingToLeading; radial and inverseRadial only in Swift), so Hero cascades topToBottom (CascadePreprocessor.swift init(_:))"
        )
      }
    }
    return [.number(delta), .direction(direction), .flag(boolean(2))]
  }

  /// The first argument's name; nil (dropped) without one.
  private mutating func source() -> String? {
    reads = 1
    guard let id = arguments.first else {
      dropped("source without a heroID: Hero ignores it")
      return nil
    }
    if case .variable = id {
    } else {
      note(
        .defaulted, id.column,
        "`\(id.written)` is not a plain name, so Hero takes its node's name `\(id.name)` as the heroID"
      )
    }
    return id.name
  }

  private mutating func droppedForNumber(_ name: String) -> HeroModifier? {
    let shown =
      arguments.first.map { "`\($0.written)` is not a plain number" } ?? "it has no argument"
    return dropped("\(name) needs a number and \(shown): Hero ignores the whole \(name)")
  }

  /// HeroModifier+HeroStringConvertible.swift:84-92: four plain numbers, else the first
  /// argument's name among CAMediaTimingFunction+Hero.swift's eight.
  private mutating func timingFunction() -> TimingCurve? {
    let numbers = arguments.prefix(4).compactMap(\.number)
    if numbers.count == 4 {
      reads = 4
      let v = numbers.map(HeroStringReader.double)
      return .custom(v[0], v[1], v[2], v[3])
    }
    reads = 1
    guard let first = arguments.first else {
      dropped("timingFunction without a curve: Hero ignores it")
      return nil
    }
    if let curve = TimingCurve(name: first.name) { return curve }
    let known = TimingCurve.named.compactMap(\.name)
    let hint =
      NearestName.nearest(to: first.name, in: known).map { "; did you mean `\($0)`?" } ?? ""
    if first.number != nil || arguments.count > 1 {
      dropped(
        "timingFunction needs a curve name or four plain numbers: Hero ignores `\(node.written)`\(hint)"
      )
      return nil
    }
    dropped(
      "`\(first.written)` is not a curve Hero's string syntax knows (\(known.joined(separator: ", "))): Hero ignores the whole timingFunction\(hint)"
    )
    return nil
  }

  private func unknownMessage(_ name: String) -> String {
    let names = HeroStringReader.names
    if let same = names.first(where: { $0.lowercased() == name.lowercased() }) {
      return
        "`\(name)` is not a Hero modifier (names are case-sensitive): Hero ignores it; did you mean `\(same)`?"
    }
    if ModifierKind(named: name) != nil {
      return
        "`\(name)` is in Hero's Swift API but not its string syntax: Hero ignores it here (set it in code, or use the scene's strict `modifiers` key)"
    }
    if let near = NearestName.nearest(to: name, in: names) {
      return "`\(name)` is not a Hero modifier: Hero ignores it; did you mean `\(near)`?"
    }
    return "`\(name)` is not a Hero modifier: Hero ignores it"
  }
}
