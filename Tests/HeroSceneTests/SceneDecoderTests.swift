import Testing

@testable import HeroScene

/// Every kind of mistake in a scene file, with the exact path and place it is reported at.
@Suite struct SceneDecoderTests {
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var path: String
    /// The text the error must point at (its first occurrence in `json`).
    var at: String
    var message: String
    var testDescription: String { name }
  }

  static let topLevelCases = [
    ErrorCase(
      name: "document is not an object", json: "[1]", path: "", at: "[1]",
      message: "expected a scene object, found an array"),
    ErrorCase(
      name: "missing from", json: #"{"to": {}}"#, path: "", at: "{",
      message: "missing required key 'from' (the screen being left)"),
    ErrorCase(
      name: "missing to", json: #"{"from": {}}"#, path: "", at: "{",
      message: "missing required key 'to' (the screen arriving)"),
    ErrorCase(
      name: "unknown top-level key", json: sceneWithTopLevel(#""nmae": "x""#), path: "nmae",
      at: #""nmae""#, message: "unknown key 'nmae'; did you mean 'name'?"),
    ErrorCase(
      name: "unknown key far from any", json: sceneWithTopLevel(#""zzz": 1"#), path: "zzz",
      at: #""zzz""#, message: "unknown key 'zzz'; expected one of name, description, size"),
    ErrorCase(
      name: "name is not a string", json: sceneWithTopLevel(#""name": 3"#), path: "name", at: "3",
      message: "expected a string, found a number (3)"),
    ErrorCase(
      name: "size has one number", json: sceneWithTopLevel(#""size": [375]"#), path: "size",
      at: "[375]", message: "expected 2 numbers [width, height], found 1"),
    ErrorCase(
      name: "size is not an array", json: sceneWithTopLevel(#""size": "375x667""#), path: "size",
      at: #""375x667""#,
      message: #"expected an array of 2 numbers [width, height], found a string ("375x667")"#),
    ErrorCase(
      name: "size element is a string", json: sceneWithTopLevel(#""size": [375, "667"]"#),
      path: "size[1]", at: #""667""#, message: #"expected a number, found a string ("667")"#),
    ErrorCase(
      name: "zero height", json: sceneWithTopLevel(#""size": [375, 0]"#), path: "size[1]",
      at: "0]", message: "the scene height must be at least 1 point, found 0"),
    ErrorCase(
      name: "negative width", json: sceneWithTopLevel(#""size": [-1, 10]"#), path: "size[0]",
      at: "-1", message: "the scene width must be at least 1 point, found -1"),
    ErrorCase(
      name: "non-finite size", json: sceneWithTopLevel(#""size": [1e400, 10]"#), path: "size[0]",
      at: "1e400", message: "non-finite number 1e400"),
    ErrorCase(
      name: "unknown container", json: sceneWithTopLevel(#""container": "sheet""#),
      path: "container", at: #""sheet""#,
      message: "unknown container 'sheet'; use modal, navigation or tab"),
    ErrorCase(
      name: "misspelt container", json: sceneWithTopLevel(#""container": "moda""#),
      path: "container", at: #""moda""#, message: "(did you mean 'modal'?)"),
    ErrorCase(
      name: "presenting is not a boolean", json: sceneWithTopLevel(#""presenting": "yes""#),
      path: "presenting", at: #""yes""#, message: #"expected true or false, found a string ("yes")"#
    ),
    ErrorCase(
      name: "animation is a string", json: sceneWithTopLevel(#""animation": "auto""#),
      path: "animation", at: #""auto""#, message: "expected an object, found a string"),
    ErrorCase(
      name: "unknown animation key", json: sceneWithTopLevel(#""animation": {"modl": "auto"}"#),
      path: "animation.modl", at: #""modl""#, message: "unknown key 'modl'; did you mean 'modal'?"),
    ErrorCase(
      name: "animation type is not a string",
      json: sceneWithTopLevel(#""animation": {"tab": true}"#), path: "animation.tab", at: "true",
      message: "expected a string, found a boolean (true)"),
    ErrorCase(
      name: "short hex colour", json: sceneWithTopLevel(##""containerColor": "#12""##),
      path: "containerColor", at: ##""#12""##,
      message:
        "'#12' is not a colour: use #rgb, #rrggbb, #rrggbbaa or a name such as red or systemBlue"),
    ErrorCase(
      name: "misspelt colour name", json: sceneWithTopLevel(#""containerColor": "rde""#),
      path: "containerColor", at: #""rde""#, message: "; did you mean 'red'?"),
    ErrorCase(
      name: "duplicate top-level key", json: sceneWithTopLevel(#""name": "a", "name": "b""#),
      path: "name", at: #""name": "b""#, message: "duplicate key 'name' (first written at line 1"),
  ]

  static let screenCases = [
    ErrorCase(
      name: "screen is not an object", json: #"{"from": [], "to": {}}"#, path: "from", at: "[]",
      message: "expected a screen object, found an array"),
    ErrorCase(
      name: "screen has a frame", json: #"{"from": {}, "to": {"frame": [0, 0, 1, 1]}}"#,
      path: "to.frame", at: #""frame""#,
      message: "a screen has no 'frame': it always spans the scene's size"),
    ErrorCase(
      name: "unknown screen key", json: #"{"from": {"colour": "red"}, "to": {}}"#,
      path: "from.colour", at: #""colour""#, message: "unknown key 'colour'; did you mean 'color'?"
    ),
    ErrorCase(
      name: "views is an object", json: #"{"from": {"views": {}}, "to": {}}"#, path: "from.views",
      at: #"{}}, "to""#, message: "expected an array of views, found an object"),
  ]

  static let viewCases = [
    ErrorCase(
      name: "view is not an object", json: sceneWithViews("3"), path: "to.views[0]", at: "3",
      message: "expected a view object, found a number (3)"),
    ErrorCase(
      name: "missing frame", json: sceneWithViews(#"{"name": "a"}"#), path: "to.views[0]",
      at: #"{"name""#, message: "missing required key 'frame' ([x, y, width, height])"),
    ErrorCase(
      name: "unknown key near a known one", json: sceneWithViews(viewWith(#""heroId": "a""#)),
      path: "to.views[0].heroId", at: #""heroId""#,
      message: "unknown key 'heroId'; did you mean 'heroID'?"),
    ErrorCase(
      name: "frame with three numbers", json: sceneWithViews(#"{"frame": [0, 0, 10]}"#),
      path: "to.views[0].frame", at: "[0, 0, 10]",
      message: "expected 4 numbers [x, y, width, height], found 3"),
    ErrorCase(
      name: "frame is a string", json: sceneWithViews(#"{"frame": "0 0 10 10"}"#),
      path: "to.views[0].frame", at: #""0 0"#,
      message: "expected an array of 4 numbers [x, y, width, height], found a string"),
    ErrorCase(
      name: "negative frame width", json: sceneWithViews(#"{"frame": [0, 0, -5, 10]}"#),
      path: "to.views[0].frame[2]", at: "-5",
      message: "the frame width must not be negative, found -5"),
    ErrorCase(
      name: "negative frame height", json: sceneWithViews(#"{"frame": [0, 0, 5, -0.5]}"#),
      path: "to.views[0].frame[3]", at: "-0.5",
      message: "the frame height must not be negative, found -0.5"),
    ErrorCase(
      name: "frame element is null", json: sceneWithViews(#"{"frame": [0, null, 5, 5]}"#),
      path: "to.views[0].frame[1]", at: "null", message: "expected a number, found null"),
    ErrorCase(
      name: "non-finite frame number", json: sceneWithViews(#"{"frame": [0, 0, 1e999, 5]}"#),
      path: "to.views[0].frame[2]", at: "1e999", message: "non-finite number 1e999"),
    ErrorCase(
      name: "opacity above 1", json: sceneWithViews(viewWith(#""opacity": 1.5"#)),
      path: "to.views[0].opacity", at: "1.5", message: "opacity must be between 0 and 1, found 1.5"
    ),
    ErrorCase(
      name: "opacity below 0", json: sceneWithViews(viewWith(#""opacity": -0.25"#)),
      path: "to.views[0].opacity", at: "-0.25",
      message: "opacity must be between 0 and 1, found -0.25"),
    ErrorCase(
      name: "opaque is a number", json: sceneWithViews(viewWith(#""opaque": 1"#)),
      path: "to.views[0].opaque", at: "1}", message: "expected true or false, found a number (1)"),
    ErrorCase(
      name: "negative corner radius", json: sceneWithViews(viewWith(#""cornerRadius": -1"#)),
      path: "to.views[0].cornerRadius", at: "-1",
      message: "cornerRadius must not be negative, found -1"),
    ErrorCase(
      name: "negative border width", json: sceneWithViews(viewWith(#""borderWidth": -2"#)),
      path: "to.views[0].borderWidth", at: "-2",
      message: "borderWidth must not be negative, found -2"),
    ErrorCase(
      name: "bad border colour", json: sceneWithViews(viewWith(##""borderColor": "#ggg""##)),
      path: "to.views[0].borderColor", at: ##""#ggg""##, message: "'#ggg' is not a colour"),
    ErrorCase(
      name: "colour is a number", json: sceneWithViews(viewWith(#""color": 255"#)),
      path: "to.views[0].color", at: "255", message: "expected a string, found a number (255)"),
    ErrorCase(
      name: "heroID is null", json: sceneWithViews(viewWith(#""heroID": null"#)),
      path: "to.views[0].heroID", at: "null", message: "expected a string, found null"),
    ErrorCase(
      name: "text is an array", json: sceneWithViews(viewWith(#""text": ["a"]"#)),
      path: "to.views[0].text", at: #"["a"]"#, message: "expected a string, found an array"),
    ErrorCase(
      name: "zPosition is a string", json: sceneWithViews(viewWith(#""zPosition": "1""#)),
      path: "to.views[0].zPosition", at: #""1""#, message: #"expected a number, found a string ("1")"#
    ),
    ErrorCase(
      name: "masksToBounds is a string", json: sceneWithViews(viewWith(#""masksToBounds": "no""#)),
      path: "to.views[0].masksToBounds", at: #""no""#, message: "expected true or false"),
    ErrorCase(
      name: "unknown shadow key", json: sceneWithViews(viewWith(#""shadow": {"blur": 2}"#)),
      path: "to.views[0].shadow.blur", at: #""blur""#,
      message: "unknown key 'blur'; expected one of color, opacity, radius, offset"),
    ErrorCase(
      name: "shadow opacity above 1", json: sceneWithViews(viewWith(#""shadow": {"opacity": 2}"#)),
      path: "to.views[0].shadow.opacity", at: "2}",
      message: "shadow opacity must be between 0 and 1, found 2"),
    ErrorCase(
      name: "negative shadow radius", json: sceneWithViews(viewWith(#""shadow": {"radius": -3}"#)),
      path: "to.views[0].shadow.radius", at: "-3",
      message: "shadow radius must not be negative, found -3"),
    ErrorCase(
      name: "shadow offset with one number",
      json: sceneWithViews(viewWith(#""shadow": {"offset": [1]}"#)),
      path: "to.views[0].shadow.offset", at: "[1]",
      message: "expected 2 numbers [width, height], found 1"),
    ErrorCase(
      name: "shadow is a string", json: sceneWithViews(viewWith(#""shadow": "big""#)),
      path: "to.views[0].shadow", at: #""big""#, message: "expected an object, found a string"),
    ErrorCase(
      name: "subview error names the nested path",
      json: sceneWithViews(viewWith(#""views": [{"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1], "name": 7}]"#)),
      path: "to.views[0].views[1].name", at: "7}", message: "expected a string, found a number (7)"),
    ErrorCase(
      name: "subview is not an object", json: sceneWithViews(viewWith(#""views": [true]"#)),
      path: "to.views[0].views[0]", at: "true", message: "expected a view object, found a boolean"),
    ErrorCase(
      name: "second view errors after a valid first",
      json: sceneWithViews(#"{"frame": [0, 0, 1, 1]}, {"frame": [0, 0, 1, 1], "opacity": 9}"#),
      path: "to.views[1].opacity", at: "9}", message: "opacity must be between 0 and 1, found 9"),
  ]

  @Test(arguments: topLevelCases + screenCases + viewCases)
  func reportsTheMistakeAtItsPathAndPlace(_ row: ErrorCase) throws {
    let error = try #require(loadingError(row.json))
    let place = try #require(position(of: row.at, in: row.json))
    #expect(error.file == "test.json")
    #expect(error.jsonPath == row.path)
    #expect(error.line == place.line)
    #expect(error.column == place.column)
    #expect(error.message.contains(row.message), "\(error.message)")
    #expect(error.diagram == nil)
  }

  @Test func pointsAtTheRightLineInAMultiLineFile() throws {
    let json = """
      {
        "from": {},
        "to": {
          "views": [
            { "frame": [0, 0, 10, 10] },
            { "frame": [0, 0, 10, 10],
              "cornerRadius": -4 }
          ]
        }
      }
      """
    let error = try #require(loadingError(json))
    #expect(
      error
        == SceneLoadError(
          file: "test.json", jsonPath: "to.views[1].cornerRadius", line: 7, column: 25,
          message: "cornerRadius must not be negative, found -4"))
  }
}
