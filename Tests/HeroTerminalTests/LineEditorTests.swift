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
