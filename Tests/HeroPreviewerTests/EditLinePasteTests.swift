import AllocationCounter
import HeroPlanner
import Testing

@testable import HeroPreviewer

/// The edit line is linear in what it holds, and pasted text is text (issue 24, defect 7).
@Suite struct EditLinePasteTests {
  let card = ViewEdit.Target(screen: .to, path: [1], label: "to.views[1] 'card'")

  /// Each key used to copy the whole line (the editor was changed while the state still held
  /// it), so typing or pasting n characters cost n² bytes and n allocations. Counted, not
  /// timed: growing the line in place allocates a few dozen times for 20,000 characters.
  @Test func typingALongLineDoesNotCopyItPerKey() {
    var state = PlayerState(scene: testScene())
    state.beginEditing(card, text: "")
    let keys = 20_000
    let before = allocation_count()
    for _ in 0..<keys { _ = state.handle(.character("a")) }
    let allocations = allocation_count() - before
    #expect(state.editor?.scalars.count == keys)
    #expect(allocations < UInt64(keys / 20), "\(allocations) allocations for \(keys) keys")
  }

  @Test func aPasteIsOneInsertionOfText() {
    var editor = LineEditor(text: "fade ")
    _ = editor.handle(.left)
    #expect(editor.handle(.paste("scale(2)\nq\u{1B}[A\r")) == .editing)
    #expect(editor.text == "fadescale(2) q[A  ")
  }

  @Test func aPasteOutsideTheEditLineIsNeverKeys() {
    var state = PlayerState(scene: testScene())
    #expect(state.handle(.paste("q")) == .none)
    #expect(!state.quit)
  }

  @Test func aPasteInTheEditLineNeitherSubmitsNorQuits() {
    var state = PlayerState(scene: testScene())
    state.beginEditing(card, text: "")
    #expect(state.handle(.paste("fade\nq")) == .redraw)
    #expect(state.editor?.text == "fade q")
    #expect(!state.quit)
  }
}
