/// An interaction script: Hero's interactive calls in Hero's words, separated by `;`
/// (`update(0.4); apply(photo, position(100, 200)); finish`).
///
/// The calls are those of HeroTransition+Interactive.swift: `update(P)`, `finish`,
/// `finish(animate: false)`, `cancel`, `cancel(animate: false)`, `apply(VIEW, MODIFIERS)`,
/// `changeTarget(VIEW, MODIFIERS)` and `changeTarget(VIEW, MODIFIERS, isDestination: false)`.
/// VIEW is a view's path (`to.views[0]`), heroID or name; MODIFIERS are written in Hero's
/// string syntax and read strictly (a typo in a script should stop you).
public struct InteractionScript: Hashable, Sendable {
  public enum Call: Hashable, Sendable {
    case update(Double)
    case finish(animate: Bool)
    case cancel(animate: Bool)
    case apply(view: String, modifiers: [HeroModifier])
    case changeTarget(view: String, modifiers: [HeroModifier], isDestination: Bool)

    /// Hero's name of the call.
    public var name: String {
      switch self {
      case .update: "update"
      case .finish: "finish"
      case .cancel: "cancel"
      case .apply: "apply"
      case .changeTarget: "changeTarget"
      }
    }

    /// The call in Hero's words, as `parse` reads it back.
    public var text: String {
      switch self {
      case .update(let p): "update(\(formatNumber(p)))"
      case .finish(let animate): animate ? "finish" : "finish(animate: false)"
      case .cancel(let animate): animate ? "cancel" : "cancel(animate: false)"
      case .apply(let view, let modifiers): "apply(\(view), \(modifiers.hero))"
      case .changeTarget(let view, let modifiers, let isDestination):
        "changeTarget(\(view), \(modifiers.hero)\(isDestination ? "" : ", isDestination: false"))"
      }
    }

    public var releases: Bool {
      switch self {
      case .finish, .cancel: true
      default: false
      }
    }
  }

  /// A call, where it starts in the script (1-based characters) and as written.
  public struct Located: Hashable, Sendable {
    public var call: Call
    public var column: Int
    public var text: String
  }

  /// A script that cannot be run: the call and column, for a usage error.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var description: String { "--interact column \(column): \(message)" }
  }

  public var text: String
  public var calls: [Located]

  /// A script of `calls` made in code (the previewer's gestures), its text in Hero's words.
  public init(calls: [Call]) {
    var located: [Located] = []
    var column = 1
    for call in calls {
      let text = call.text
      located.append(Located(call: call, column: column, text: text))
      column += text.count + 2
    }
    self.calls = located
    text = calls.map(\.text).joined(separator: "; ")
  }

  private init(text: String, calls: [Located]) {
    self.text = text
    self.calls = calls
  }

  public static let callNames = ["update", "finish", "cancel", "apply", "changeTarget"]

  /// The calls of `text`; an unknown call, a malformed argument or a call after `finish` or
  /// `cancel` (Hero ignores those: its state is no longer animating) is a failure.
  public static func parse(_ text: String) throws(Failure) -> InteractionScript {
    var calls: [Located] = []
    for piece in split(text, at: ";", from: 1) {
      let trimmed = trim(piece)
      guard !trimmed.text.isEmpty else { continue }
      if let last = calls.last, last.call.releases {
        throw Failure(
          column: trimmed.column,
          message:
            "\(quotedForMessage(trimmed.text)) comes after \(last.call.name): Hero ignores every call once the transition is finishing or cancelling"
        )
      }
      calls.append(try call(trimmed.text, column: trimmed.column))
    }
    guard !calls.isEmpty else {
      throw Failure(column: 1, message: "the script has no calls (e.g. \"update(0.4); finish\")")
    }
    return InteractionScript(text: text, calls: calls)
  }

  private static func call(_ text: String, column: Int) throws(Failure) -> Located {
    let name = String(text.prefix { $0.isLetter || $0.isNumber })
    let rest = trim(String(text.dropFirst(name.count)), from: column + name.count)
    var arguments: [(text: String, column: Int)] = []
    if !rest.text.isEmpty {
      guard rest.text.first == "(", rest.text.last == ")" else {
        throw Failure(
          column: rest.column, message: "\(quotedForMessage(name)) needs its arguments in ( )")
      }
      let inner = String(rest.text.dropFirst().dropLast())
      arguments = split(inner, at: ",", from: rest.column + 1).map { trim($0) }
        .filter { !$0.text.isEmpty }
    }
    func fail(_ message: String, at where: Int? = nil) -> Failure {
      Failure(column: `where` ?? column, message: message)
    }
    func flag(_ label: String, default value: Bool) throws(Failure) -> Bool {
      guard let argument = arguments.first else { return value }
      let parts = argument.text.split(separator: ":", maxSplits: 1).map {
        trim(String($0), from: 0).text
      }
      guard arguments.count == 1, parts.count == 2, parts[0] == label,
        let flag = Bool(parts[1])
      else {
        throw fail("\(name) takes only '\(label): true' or '\(label): false'", at: argument.column)
      }
      return flag
    }
    let located: Call
    switch name {
    case "update":
      guard arguments.count == 1, let p = Double(arguments[0].text), p.isFinite else {
        throw fail("update needs one progress number, e.g. update(0.4)")
      }
      located = .update(p)
    case "finish": located = .finish(animate: try flag("animate", default: true))
    case "cancel": located = .cancel(animate: try flag("animate", default: true))
    case "apply", "changeTarget":
      guard arguments.count >= 2 else {
        throw fail("\(name) needs a view and modifiers, e.g. \(name)(photo, position(100, 200))")
      }
      var modifierArguments = Array(arguments[1...])
      var isDestination = true
      if name == "changeTarget", let last = modifierArguments.last,
        last.text.hasPrefix("isDestination")
      {
        let parts = last.text.split(separator: ":", maxSplits: 1).map {
          trim(String($0), from: 0).text
        }
        guard parts.count == 2, let flag = Bool(parts[1]) else {
          throw fail("isDestination is true or false", at: last.column)
        }
        isDestination = flag
        modifierArguments.removeLast()
      }
      guard let first = modifierArguments.first else {
        throw fail("\(name) needs modifiers after the view")
      }
      // The modifiers run from the first to the last argument, commas inside calls included.
      let modifierText = String(
        text.dropFirst(first.column - column).prefix(
          (modifierArguments.last.map { $0.column + $0.text.count } ?? first.column)
            - first.column))
      let modifiers: [HeroModifier]
      do {
        modifiers = try ModifierParser.parse(modifierText)
      } catch {
        throw fail(
          "\(name): \(error.message)", at: first.column + max(0, error.column - 1))
      }
      located =
        name == "apply"
        ? .apply(view: arguments[0].text, modifiers: modifiers)
        : .changeTarget(
          view: arguments[0].text, modifiers: modifiers, isDestination: isDestination)
    default:
      let hint = NearestName.nearest(to: name, in: callNames).map { "; did you mean '\($0)'?" }
      throw fail(
        "unknown call \(quotedForMessage(name.isEmpty ? text : name))"
          + (hint ?? " (calls: \(callNames.joined(separator: ", ")))"))
    }
    return Located(call: located, column: column, text: text)
  }

  /// Splits at `separator` outside parentheses; each piece with the column it starts at.
  private static func split(_ text: String, at separator: Character, from column: Int)
    -> [(text: String, column: Int)]
  {
    var pieces: [(String, Int)] = []
    var current = ""
    var start = column
    var depth = 0
    var at = column
    for c in text {
      if c == "(" { depth += 1 }
      if c == ")" { depth = max(0, depth - 1) }
      if c == separator && depth == 0 {
        pieces.append((current, start))
        current = ""
        start = at + 1
      } else {
        current.append(c)
      }
      at += 1
    }
    pieces.append((current, start))
    return pieces
  }

  private static func trim(_ piece: (text: String, column: Int)) -> (text: String, column: Int) {
    trim(piece.text, from: piece.column)
  }

  private static func trim(_ text: String, from column: Int) -> (text: String, column: Int) {
    let leading = text.prefix { $0 == " " || $0 == "\t" || $0 == "\n" }.count
    var body = String(text.dropFirst(leading))
    while let last = body.last, last == " " || last == "\t" || last == "\n" { body.removeLast() }
    return (body, column + leading)
  }
}
