import HeroPlanner

/// A modifier list's text with its `delay` or `duration` set, in the syntax it is written in
/// (Hero's string, a Swift literal, or a `modifierString`): the call already there has its
/// argument replaced, else one is added at the end, and the rest of the text stays as typed.
enum TimingText {
  /// `text` with `name(value)` set: `delay(0.12)` in Hero's syntax, `.delay(0.12)` in a Swift
  /// literal; nil when the result would not read back (the caller says so).
  static func setting(_ name: String, to value: Double, in text: String, heroString: Bool)
    -> String?
  {
    let number = formatNumber((value * 1000).rounded() / 1000, decimals: 3)
    let swift = !heroString && isSwiftLiteral(text)
    let call = (swift ? "." : "") + name
    var scalars = Array(text.unicodeScalars)
    if let (open, close) = lastCall(call, in: scalars, depth: swift ? 1 : 0) {
      scalars.replaceSubrange((open + 1)..<close, with: number.unicodeScalars)
    } else if swift {
      guard let end = scalars.lastIndex(of: "]") else { return nil }
      let inside = scalars[..<end].drop { $0 != "[" }.dropFirst()
      let empty = inside.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" }
      let addition = (empty ? "" : ", ") + "\(call)(\(number))"
      var cut = end
      while cut > 0, empty, scalars[cut - 1] != "[" { cut -= 1 }
      scalars.replaceSubrange(cut..<end, with: addition.unicodeScalars)
    } else {
      while let last = scalars.last, last == " " { scalars.removeLast() }
      let addition = (scalars.isEmpty ? "" : " ") + "\(call)(\(number))"
      scalars += addition.unicodeScalars
    }
    let result = String(String.UnicodeScalarView(scalars))
    return reads(result, heroString: heroString) ? result : nil
  }

  /// Whether the text is a Swift literal (`[.fade]`) rather than Hero's string syntax.
  static func isSwiftLiteral(_ text: String) -> Bool {
    text.unicodeScalars.first { $0 != " " && $0 != "\n" && $0 != "\t" } == "["
  }

  /// Whether the edited text still reads in its syntax.
  static func reads(_ text: String, heroString: Bool) -> Bool {
    if heroString { return (try? HeroStringReader.read(text)) != nil }
    return (try? ModifierParser.parse(text)) != nil
  }

  /// The parentheses of the last `call(` at bracket depth `depth` outside string literals,
  /// not part of a longer name.
  private static func lastCall(_ call: String, in scalars: [Unicode.Scalar], depth wanted: Int)
    -> (open: Int, close: Int)?
  {
    let name = Array(call.unicodeScalars)
    var depth = 0
    var quoted = false
    var found: (Int, Int)?
    var opened: [Int: Int] = [:]
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      if quoted {
        if c == "\\" { i += 1 } else if c == "\"" { quoted = false }
        i += 1
        continue
      }
      switch c {
      case "\"": quoted = true
      case "(", "[":
        depth += 1
      case ")", "]":
        if c == ")", let open = opened[depth] {
          opened[depth] = nil
          found = (open, i)
        }
        depth -= 1
      default:
        if depth == wanted, i + name.count < scalars.count,
          Array(scalars[i..<(i + name.count)]) == name, scalars[i + name.count] == "(",
          i == 0 || !isNamePart(scalars[i - 1])
        {
          i += name.count
          depth += 1
          opened[depth] = i
          i += 1
          continue
        }
      }
      i += 1
    }
    return found
  }

  private static func isNamePart(_ c: Unicode.Scalar) -> Bool {
    c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "."
  }
}
