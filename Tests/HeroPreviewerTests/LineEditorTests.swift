import HeroANSI
import HeroPlanner
import Testing

@testable import HeroPreviewer

@Suite struct LineEditorTests {
  @Test func typingInsertsAtTheCursor() {
    var editor = LineEditor(text: "fade")
    _ = editor.handle(.home)
    for c in "scale(0.5) ".unicodeScalars { _ = editor.handle(.character(c)) }
    #expect(editor.text == "scale(0.5) fade")
    #expect(editor.cursor == 11)
  }

  /// C1 and bidirectional controls typed as characters never enter the line (found by the
  /// edit-line fuzzer: U+008C typed straight in reached the line, and so the screen).
  @Test(arguments: [0x85, 0x8C, 0x9A, 0x9B, 0x202E, 0x2066] as [UInt32])
  func typedControlCharactersNeverEnterTheLine(_ value: UInt32) throws {
    var editor = LineEditor(text: "fade")
    _ = editor.handle(.character(try #require(Unicode.Scalar(value))))
    #expect(editor.text == "fade")
    #expect(editor.cursor == 4)
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

@Suite struct LineEditorHistoryAndCompletionTests {
  @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
    var editor = LineEditor(text: "dra", history: ["fade", "scale(2)"])
    _ = editor.handle(.up)
    #expect(editor.text == "scale(2)")
    _ = editor.handle(.up)
    #expect(editor.text == "fade")
    _ = editor.handle(.up)
    #expect(editor.text == "fade")
    _ = editor.handle(.down)
    _ = editor.handle(.down)
    #expect(editor.text == "dra" && editor.cursor == 3)
  }

  @Test func tabCompletesAModifierNameOrItsCommonPart() {
    let names = HeroModifier.allNames
    var editor = LineEditor(text: "fade cas", completions: names)
    _ = editor.handle(.tab)
    #expect(editor.text == "fade cascade")
    var several = LineEditor(text: "shadowR", completions: names)
    _ = several.handle(.tab)
    #expect(several.text == "shadowRadius")
    var common = LineEditor(text: ".useg", completions: names)
    _ = common.handle(.tab)
    #expect(common.text == ".useGlobalCoordinateSpace")
    var ambiguous = LineEditor(text: "sha", completions: names)
    _ = ambiguous.handle(.tab)
    #expect(ambiguous.text == "shadow")
    var none = LineEditor(text: "xyz", completions: names)
    _ = none.handle(.tab)
    #expect(none.text == "xyz")
  }

  @Test func theSearchLineCompletesNothing() {
    var editor = LineEditor(text: "cas")
    _ = editor.handle(.tab)
    #expect(editor.text == "cas")
  }

  @Test func theEditLineOffersEarlierLinesAndModifierNames() {
    var state = PlayerState(scene: testScene())
    let target = ViewEdit.Target(screen: .to, path: [1], label: "card")
    state.beginEditing(target, text: "")
    for c in "fade".unicodeScalars { _ = state.handle(.character(c)) }
    _ = state.handle(.enter)
    state.beginEditing(target, text: "")
    for c in "scal".unicodeScalars { _ = state.handle(.character(c)) }
    _ = state.handle(.tab)
    #expect(state.editor?.text == "scale")
    _ = state.handle(.up)
    #expect(state.editor?.text == "fade")
  }
}
