/// The characters the previewer draws its own parts with: Unicode in a UTF-8 locale, ASCII
/// otherwise (one character per cell either way).
struct Glyphs {
  struct Box {
    var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String
  }

  let separator: String
  let times: String
  let ellipsis: Unicode.Scalar
  let dash: String
  let forward: String
  let backward: String
  let paused: String
  let leftArrow: String
  let rightArrow: String
  let upArrow: String
  let downArrow: String
  /// Between a matched view and its partner, in the view tree.
  let matched: String
  let played: Unicode.Scalar
  let rest: Unicode.Scalar
  let head: Unicode.Scalar
  let startMark: Unicode.Scalar
  let endMark: Unicode.Scalar
  let bothMarks: Unicode.Scalar
  let box: Box
  /// Drawn with Unicode (else ASCII stand-ins).
  let unicode: Bool

  init(unicode: Bool) {
    self.unicode = unicode
    if unicode {
      separator = "│"
      times = "×"
      ellipsis = "…"
      dash = "–"
      forward = "▶"
      backward = "◀"
      paused = "‖"
      leftArrow = "←"
      rightArrow = "→"
      upArrow = "↑"
      downArrow = "↓"
      matched = "↔"
      played = "━"
      rest = "─"
      head = "●"
      startMark = "├"
      endMark = "┤"
      bothMarks = "┼"
      box = Box(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
        vertical: "│")
    } else {
      separator = "|"
      times = "x"
      ellipsis = "~"
      dash = "-"
      forward = ">"
      backward = "<"
      paused = "||"
      leftArrow = "Left"
      rightArrow = "Right"
      upArrow = "Up"
      downArrow = "Down"
      matched = "<->"
      played = "="
      rest = "-"
      head = "O"
      startMark = "["
      endMark = "]"
      bothMarks = "|"
      box = Box(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-",
        vertical: "|")
    }
  }
}
