import Testing

@testable import HeroScene

@Suite struct SceneLoadErrorTests {
  @Test(arguments: [
    (
      SceneLoadError(
        file: "a.json", jsonPath: "to.views[2].opacity", line: 4, column: 9,
        message: "opacity must be between 0 and 1, found 2"),
      "a.json: to.views[2].opacity: line 4, column 9: opacity must be between 0 and 1, found 2"
    ),
    (
      SceneLoadError(file: "a.json", message: "the file is empty"),
      "a.json: the file is empty"
    ),
    (
      SceneLoadError(file: "a.json", line: 1, column: 2, message: "expected a value"),
      "a.json: line 1, column 2: expected a value"
    ),
    (
      SceneLoadError(file: "a.json", jsonPath: "from", line: 3, message: "m"),
      "a.json: from: line 3: m"
    ),
    (
      SceneLoadError(
        file: "a.json", jsonPath: "to.modifiers", line: 1, column: 20,
        message: "unknown modifier 'scael'; did you mean 'scale'?",
        diagram: "fade scael(0.5)\n     ^~~~~"),
      "a.json: to.modifiers: line 1, column 20: unknown modifier 'scael'; did you mean 'scale'?\n"
        + "fade scael(0.5)\n     ^~~~~"
    ),
  ])
  func printsFilePathPlaceMessageAndDiagram(_ error: SceneLoadError, _ text: String) {
    #expect(error.description == text)
  }
}
