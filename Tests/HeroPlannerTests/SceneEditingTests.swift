import Testing

@testable import HeroPlanner

@Suite struct SceneEditingTests {
  let scene = Scene(
    from: SceneView(frame: .zero),
    to: SceneView(
      frame: .zero,
      subviews: [SceneView(frame: .zero, subviews: [SceneView(frame: .zero, modifiers: [.fade])])]))

  @Test func replacingModifiersChangesOnlyThatView() throws {
    let edited = try #require(scene.replacingModifiers(on: .to, at: [0, 0], with: [.scale(x: 2, y: 2, z: 1)]))
    #expect(edited.view(on: .to, at: [0, 0])?.modifiers == [.scale(x: 2, y: 2, z: 1)])
    #expect(edited.view(on: .to, at: [0])?.modifiers == nil)
    #expect(edited.from == scene.from)
  }

  @Test func aMissingPathIsNil() {
    #expect(scene.replacingModifiers(on: .to, at: [3], with: []) == nil)
    #expect(scene.view(on: .from, at: [0]) == nil)
  }

  @Test func theRootCanBeEdited() throws {
    let edited = try #require(scene.replacingModifiers(on: .from, at: [], with: [.fade]))
    #expect(edited.from.modifiers == [.fade])
  }
}
