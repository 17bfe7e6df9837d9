import HeroPlanner

/// libFuzzer target: any text is parsed as a modifier list without trapping, and every list that
/// parses prints back, in both syntaxes, to text that parses to the same list.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModifiers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let modifiers = try? ModifierParser.parse(text) else { return 0 }
  for printed in [modifiers.hero, modifiers.swift] {
    let reparsed: [HeroModifier]
    do {
      reparsed = try ModifierParser.parse(printed)
    } catch {
      fatalError("printed modifiers do not parse: \(printed.debugDescription): \(error)")
    }
    // NaN never compares equal; the parser refuses non-finite numbers, so none should appear.
    precondition(
      reparsed == modifiers,
      "round trip changed \(text.debugDescription) into \(printed.debugDescription)")
  }
  _ = try? AnimationType.parse(text)
  return 0
}
