import HeroPlanner
import HeroStoryboard

/// libFuzzer target: any bytes are read as an Interface Builder storyboard, and every
/// transition it declares is made into a scene and planned; a bad file must be a located error,
/// never a trap, a hang or a stack overflow, and no error line may hold a raw line break.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let storyboard: Storyboard
  do {
    storyboard = try Storyboard(bytes: bytes, file: "fuzz.storyboard")
  } catch {
    checkOneLine(error.description)
    return 0
  }
  for warning in storyboard.warnings { checkOneLine(warning.description) }
  for transition in storyboard.transitions.prefix(8) {
    do {
      let made = try storyboard.scene(for: transition)
      _ = Planner.plan(made.scene, options: Planner.Options())
    } catch {
      checkOneLine(error.description)
    }
  }
  return 0
}

/// An error's first line (the rest is the program's caret diagram) holds no control character:
/// text from the file is escaped onto it.
private func checkOneLine(_ text: String) {
  let first = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
  precondition(
    !first.unicodeScalars.contains(where: TerminalText.isControl),
    "an error line holds a control character: \(first.debugDescription)")
}
