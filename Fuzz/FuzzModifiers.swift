import HeroPlanner

/// libFuzzer target: any text is parsed as a modifier list without trapping, and every list that
/// parses prints back, in both syntaxes, to text that parses to the same list. The same text is
/// read as Hero reads a `modifierString` and an animation type string (only a located error,
/// never a trap), and as an interaction script run on a small plan.
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
  heroReading(text)
  return 0
}

private let interactionPlan = Planner.plan(
  Scene(
    from: SceneView(
      frame: .zero,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50),
          modifiers: [.fade, .delay(0.1)])
      ]),
    to: SceneView(
      frame: .zero,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 100, y: 300, width: 200, height: 100),
          modifiers: [.spring(stiffness: 250, damping: 30)])
      ])))

private func heroReading(_ text: String) {
  if let reading = try? HeroStringReader.read(text) {
    for finding in reading.findings {
      precondition(finding.column >= 1, "a finding before the string: \(finding)")
    }
    if let modifiers = reading.modifiers {
      for modifier in modifiers {
        precondition(
          modifier.beyondLimits == nil, "an unpreviewable value got through: \(modifier)")
      }
    }
  }
  _ = try? HeroStringReader.animationType(text)
  guard let script = try? InteractionScript.parse(text),
    let interaction = try? Interaction(script, on: interactionPlan)
  else { return }
  precondition(interaction.completesAfter.isFinite && interaction.completesAfter >= 0)
  for t in [0, 0.1, interaction.completesAfter] {
    _ = interaction.resumed.sample(time: t)
  }
}
