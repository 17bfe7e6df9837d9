import Testing

@testable import HeroPlanner

@Suite struct TargetStateTests {
  @Test func laterModifiersOverwriteEarlierOnes() {
    let state = TargetState(modifiers: [.opacity(0.3), .fade, .delay(0.1), .delay(0.2)])
    #expect(state.opacity == 0)
    #expect(state.delay == 0.2)
  }

  @Test func transformModifiersCompose() throws {
    let state = TargetState(modifiers: [.translate(x: 0, y: 100, z: 0), .scale(x: 0.5, y: 0.5, z: 1)])
    let t = try #require(state.transform)
    #expect(t == Transform3D.identity.translated(x: 0, y: 100, z: 0).scaled(x: 0.5, y: 0.5, z: 1))
  }

  @Test func transformReplacesWhatCameBefore() {
    let state = TargetState(modifiers: [.translate(x: 0, y: 100, z: 0), .transform(.scale(x: 2, y: 2, z: 1))])
    #expect(state.transform == .scale(x: 2, y: 2, z: 1))
  }

  @Test func perspectiveSetsM34OnTheCurrentTransform() {
    let state = TargetState(modifiers: [.scale(x: 2, y: 2, z: 1), .perspective(500)])
    #expect(state.transform?.m34 == -1.0 / 500)
    #expect(state.transform?.m11 == 2)
  }

  @Test func rotateAppliesXThenYThenZ() {
    let state = TargetState(modifiers: [.rotate(x: 0.1, y: 0.2, z: 0.3)])
    let expected = Transform3D.identity.rotated(angle: 0.1, x: 1, y: 0, z: 0)
      .rotated(angle: 0.2, x: 0, y: 1, z: 0).rotated(angle: 0.3, x: 0, y: 0, z: 1)
    #expect(state.transform == expected)
  }

  @Test func durationMatchLongestIsInfinity() {
    #expect(TargetState(modifiers: [.durationMatchLongest]).duration == .infinity)
  }

  @Test func conditionalsAreKeptAside() {
    let state = TargetState(modifiers: [.whenMatched([.fade]), .beginWithIfMatched([.zPosition(2)])])
    #expect(state.opacity == nil)
    #expect(state.conditionalModifiers.count == 2)
    #expect(state.conditionalModifiers[1].modifiers == [.beginWith([.zPosition(2)])])
  }

  @Test func beginWithAccumulates() {
    let state = TargetState(modifiers: [.beginWith([.fade]), .beginWith([.zPosition(1)])])
    #expect(state.beginState == [.fade, .zPosition(1)])
  }

  @Test func onlyAnimatablePropertiesMakeAViewAnimate() {
    #expect(!TargetState(modifiers: [.delay(1), .arc(intensity: 1), .zPosition(3)]).canAnimate)
    #expect(TargetState(modifiers: [.fade]).canAnimate)
    #expect(TargetState(modifiers: [.forceAnimate]).canAnimate)
    #expect(TargetState(modifiers: [.shadowRadius(2)]).canAnimate)
  }

  @Test func printsBackAsReadableModifiers() {
    let state = TargetState(modifiers: [.translate(x: 0, y: 100, z: 0), .scale(x: 0.5, y: 0.5, z: 1), .fade])
    #expect(state.modifiers.hero == "translate(0, 100) scale(0.5) fade")
    let rotated = TargetState(modifiers: [.rotate(x: 0, y: 0, z: 0.5)])
    #expect(rotated.modifiers.hero == "rotate(0.5)")
  }
}
