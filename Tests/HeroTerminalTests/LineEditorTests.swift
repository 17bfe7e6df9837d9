import Testing

@testable import HeroTerminal

@Suite struct LineEditorTests {
  @Test func typingInsertsAtTheCursor() {
    var editor = LineEditor(text: "fade")
    _ = editor.handle(.home)
    for c in "scale(0.5) ".unicodeScalars { _ = editor.handle(.character(c)) }
    #expect(editor.text == "scale(0.5) fade")
    #expect(editor.cursor == 11)
  }

  @Test func backspaceAndDeleteRemoveAroundTheCursor() {
    var editor = LineEditor(text: "fdade")
    _ = editor.handle(.left)
    _ = editor.handle(.left)
    _ = editor.handle(.left)
    _ = editor.handle(.backspace)
    #expect(editor.text == "fade")
    _ = editor.handle(.delete)
    #expect(editor.text == "fde")
    _ = editor.handle(.end)
    _ = editor.handle(.delete)
    #expect(editor.text == "fde")
  }

  @Test func enterSubmitsAndEscapeCancels() {
    var editor = LineEditor(text: "fade")
    #expect(editor.handle(.enter) == .submit("fade"))
    #expect(editor.handle(.escape) == .cancel)
  }

  @Test func controlCharactersNeverEnterTheLine() {
    var editor = LineEditor(text: "")
    _ = editor.handle(.character("\u{1B}"))
    _ = editor.handle(.character("\u{7}"))
    _ = editor.handle(.character("\u{7F}"))
    #expect(editor.text.isEmpty)
  }

  @Test func theWindowKeepsTheCursorInView() {
    var editor = LineEditor(text: "0123456789abcdef")
    var window = editor.window(width: 8)
    #expect(window.cursor == 7)
    #expect(window.text == "9abcdef")
    _ = editor.handle(.home)
    window = editor.window(width: 8)
    #expect(window.text == "01234567")
    #expect(window.cursor == 0)
  }
}

@Suite struct LineEditorShellKeysTests {
  func typed(_ text: String, then keys: [Key]) -> LineEditor {
    var editor = LineEditor(text: text)
    for key in keys { _ = editor.handle(key) }
    return editor
  }

  @Test func ctrlAAndCtrlEGoToTheStartAndEnd() {
    #expect(typed("fade scale(0.5)", then: [.character("\u{01}")]).cursor == 0)
    #expect(typed("fade", then: [.home, .character("\u{05}")]).cursor == 4)
  }

  @Test func ctrlUAndCtrlKDeleteToTheStartAndToTheEnd() {
    let left: [Key] = Array(repeating: .left, count: 5)
    #expect(typed("fade scale(0.5)", then: left + [.character("\u{15}")]).text == "(0.5)")
    #expect(typed("fade scale(0.5)", then: left + [.character("\u{0B}")]).text == "fade scale")
  }

  @Test func ctrlWDeletesTheWordBeforeTheCursor() {
    #expect(typed("fade scale(0.5)", then: [.character("\u{17}")]).text == "fade scale(0.")
    #expect(typed("fade scale", then: [.character("\u{17}")]).text == "fade ")
    #expect(typed("fade ", then: [.character("\u{17}")]).text == "")
  }

  @Test func ctrlOrAltArrowsAndAltBFMoveByWords() {
    var editor = typed("fade scale(0.5)", then: [.wordLeft])
    #expect(editor.cursor == 13)
    _ = editor.handle(.wordLeft)
    _ = editor.handle(.alt("b"))
    #expect(editor.cursor == 5)
    _ = editor.handle(.alt("f"))
    #expect(editor.cursor == 10)
    _ = editor.handle(.wordRight)
    #expect(editor.cursor == 12)
    #expect(editor.text == "fade scale(0.5)")
  }

  @Test func otherControlCharactersAndAltKeysDoNothing() {
    let editor = typed("fade", then: [.character("\u{02}"), .alt("x"), .unknown])
    #expect(editor.text == "fade" && editor.cursor == 4)
  }
}
