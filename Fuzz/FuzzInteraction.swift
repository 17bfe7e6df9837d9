import HeroPlanner

/// libFuzzer target: any text is read as an interaction script (`--interact`) without trapping.
/// A failure points inside the script (or just past its end); a script that reads has calls,
/// each found at its column as written, and only its last may release (finish or cancel). A
/// script that reads runs on a small plan whose views are matched, delayed and sprung (so every
/// branch of Hero's resume has something to do), and the resumed transition samples to finite
/// layers from its first frame to its last.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInteraction(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let characters = Array(text)
  let script: InteractionScript
  do {
    script = try InteractionScript.parse(text)
  } catch {
    precondition(
      error.column >= 1 && error.column <= characters.count + 1,
      "failure column \(error.column) outside a script of \(characters.count) characters")
    return 0
  }
  precondition(!script.calls.isEmpty, "a script that reads has no calls")
  for (index, located) in script.calls.enumerated() {
    precondition(
      located.column >= 1 && located.column - 1 + located.text.count <= characters.count,
      "call \(located.text.debugDescription) at column \(located.column) is outside the script")
    precondition(
      String(characters[(located.column - 1)...]).hasPrefix(located.text),
      "call \(located.text.debugDescription) is not at column \(located.column)")
    precondition(
      !located.call.releases || index == script.calls.count - 1, "a call after a release")
  }
  for plan in interactionPlans {
    guard let interaction = try? Interaction(script, on: plan) else { continue }
    precondition(
      interaction.completesAfter.isFinite && interaction.completesAfter >= 0,
      "completes after \(interaction.completesAfter)")
    precondition((0...1).contains(interaction.progress), "progress \(interaction.progress)")
    for time in [0, interaction.completesAfter / 3, interaction.completesAfter, 1e9] {
      for layer in interaction.resumed.sample(time: time).layers {
        precondition(
          layer.opacity.isFinite && layer.quad.allSatisfy { $0.x.isFinite && $0.y.isFinite },
          "a non-finite layer \(layer.name) at \(time) s")
      }
    }
  }
  return 0
}

/// A matched pair with a delay on one side and a spring on the other, a faded view, and the
/// same scene dismissed; names and heroIDs the fuzzer can reach through the dictionary.
private let interactionPlans: [TransitionPlan] = {
  let scene = Scene(
    from: SceneView(
      frame: .zero,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 10, y: 10, width: 50, height: 50),
          modifiers: [.fade, .delay(0.1)]),
        SceneView(
          name: "card", frame: Rect(x: 20, y: 200, width: 100, height: 40),
          modifiers: [.translate(x: 0, y: 100, z: 0), .fade]),
      ]),
    to: SceneView(
      frame: .zero,
      subviews: [
        SceneView(
          name: "box", heroID: "box", frame: Rect(x: 100, y: 300, width: 200, height: 100),
          modifiers: [.spring(stiffness: 250, damping: 30)])
      ]))
  var dismissal = scene
  dismissal.presenting = false
  return [Planner.plan(scene), Planner.plan(dismissal)]
}()
