import HeroANSI
import HeroPlanner
import HeroPreviewer

/// libFuzzer target: any bytes are a sequence of keys and pastes for the edit line (two bytes a
/// key: which, and the character it carries); afterwards the cursor is inside the text, the
/// text holds no control character (nothing typed or pasted can reach the screen raw), and the
/// visible window keeps the cursor in it at every width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  var editor = LineEditor(
    text: "fade", history: ["scale(0.5)", "translate(0, 100)"],
    completions: HeroModifier.allNames)
  var i = 0
  while i + 1 < bytes.count {
    let key = fuzzKey(bytes[i], bytes[i + 1], rest: bytes[(i + 2)...])
    i += 2
    if case .paste(let text) = key { i += text.utf8.count }
    _ = editor.handle(key)
    precondition(editor.cursor >= 0 && editor.cursor <= editor.scalars.count, "cursor outside")
  }
  precondition(
    !editor.scalars.contains(where: TerminalText.isControl), "a control character in the line")
  for width in [1, 2, 7, 40] {
    let window = editor.window(width: width)
    precondition(window.cursor >= 0 && window.cursor <= width, "cursor outside the window")
    precondition(window.text.unicodeScalars.count <= width, "window wider than its field")
  }
  return 0
}

/// A key from two bytes; a paste takes up to the next 64 bytes after them as its text.
private func fuzzKey(_ kind: UInt8, _ value: UInt8, rest: Slice<UnsafeBufferPointer<UInt8>>)
  -> Key
{
  let keys: [Key] = [
    .left, .right, .up, .down, .shiftLeft, .shiftRight, .wordLeft, .wordRight, .pageUp,
    .pageDown, .home, .end, .backspace, .delete, .tab, .backTab, .unknown,
    .alt("b"), .alt("f"),
  ]
  switch kind % 4 {
  case 0, 1: return .character(Unicode.Scalar(value))
  case 2: return keys[Int(value) % keys.count]
  default:
    let text = String(decoding: rest.prefix(Int(value) % 65), as: UTF8.self)
    return .paste(text)
  }
}
