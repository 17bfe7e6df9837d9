/// Parses modifier lists written in Hero's string syntax or as a Swift array literal.
///
/// ```
/// try ModifierParser.parse("fade scale(0.5) translate(0, 100)")
/// try ModifierParser.parse("[.fade, .translate(y: 100), .cascade(delta: 0.02)]")
/// ```
/// Errors carry the column and a caret diagram (`ModifierParseError.diagram`).
public enum ModifierParser {
  /// The modifiers in `text`, in order.
  public static func parse(_ text: String) throws(ModifierParseError) -> [HeroModifier] {
    try parseList(text).modifiers
  }

  /// The modifiers and the syntax they were written in.
  public static func parseList(_ text: String) throws(ModifierParseError) -> (
    modifiers: [HeroModifier], syntax: ModifierSyntax
  ) {
    var parser = try ModifierSyntaxParser(source: text)
    let (items, syntax) = try parser.parseList()
    let binder = ModifierBinder(source: text)
    var modifiers: [HeroModifier] = []
    for item in items { modifiers.append(try binder.modifier(item)) }
    return (modifiers, syntax)
  }

  /// One modifier, for a single array item in a scene file.
  public static func parseOne(_ text: String) throws(ModifierParseError) -> HeroModifier {
    let list = try parse(text)
    guard list.count == 1 else {
      throw ModifierParseError(
        kind: .wrongArgumentCount, column: 1, length: max(1, text.count),
        message: "expected one modifier, found \(list.count)", source: text)
    }
    return list[0]
  }
}
