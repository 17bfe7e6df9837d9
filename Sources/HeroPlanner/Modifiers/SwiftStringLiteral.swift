import HeroText

/// A Swift string literal (control characters as `\u{XX}`), for heroIDs in printed modifiers.
///
/// The modifier lexer reads text as characters (grapheme clusters), so a combining mark right
/// after the opening quote or an escape would merge with it; when the literal would not read back
/// as `s`, every non-ASCII scalar is escaped too, which always reads back.
public func swiftStringLiteral(_ s: String) -> String {
  let escape: (UInt32) -> String = { "\\u{\(String($0, radix: 16))}" }
  let literal = stringLiteral(s, escape: escape)
  if readsBack(literal, as: s) { return literal }
  return stringLiteral(s, escapingNonASCII: true, escape: escape)
}

/// Whether the modifier lexer reads `literal` as exactly one string token with value `s`.
private func readsBack(_ literal: String, as s: String) -> Bool {
  guard let tokens = try? ModifierLexer(literal).tokenize(), tokens.count == 2,
    case .string(let value) = tokens[0].kind
  else { return false }
  return value.unicodeScalars.elementsEqual(s.unicodeScalars)
}
