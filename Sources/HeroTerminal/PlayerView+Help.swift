import HeroRaster

/// The `?` overlay: every key, in a box over the transition.
extension PlayerView {
  static func helpLines(_ glyphs: Glyphs) -> [(String, String)] {
    let (l, r, x) = (glyphs.leftArrow, glyphs.rightArrow, glyphs.times)
    return [
      ("\(l) / \(r)", "scrub 1 %"),
      ("Shift+\(l) / \(r)", "scrub 10 %"),
      ("PgUp / PgDn", "scrub 10 %"),
      ("Home / End", "start / end"),
      ("0 \(glyphs.dash) 9", "jump to 0 \(glyphs.dash) 90 %"),
      ("space", "play / pause"),
      ("r", "play backwards / forwards"),
      ("Enter", "finish: on to the end"),
      ("Backspace", "cancel: back to the start"),
      ("m / n / t", "modal / navigation / tab"),
      ("a / A", "next / previous animation"),
      ("d", "presenting / dismissing"),
      ("[ / ]", "previous / next transition"),
      ("c", "arc overlay"),
      ("- / +", "speed 0.1\(x) \(glyphs.dash) 4\(x)"),
      ("l", "loop"),
      ("s", "frame-time stats"),
      ("Tab / Shift+Tab", "select next / previous view"),
      ("i", "inspector: what and why"),
      ("T", "timeline of delays"),
      ("z", "z-order: what covers what"),
      ("e", "edit its modifiers"),
      ("\(glyphs.upArrow) / \(glyphs.downArrow)", "scroll the open panel"),
      ("mouse", "bar: scrub · click: select"),
      ("q / Esc", "quit"),
    ]
  }

  static func drawHelp(_ layout: PlayerLayout, glyphs: Glyphs, into canvas: inout Canvas) {
    let entries = helpLines(glyphs)
    let keyWidth = entries.map { $0.0.unicodeScalars.count }.max() ?? 0
    let items = entries.map { TextFit.padded($0.0, to: keyWidth + 2) + $0.1 }
    var lines = ["heroscope keys", ""]
    // Two columns when one does not fit the height and there is room across.
    let itemWidth = items.map { $0.unicodeScalars.count }.max() ?? 0
    if items.count + 5 > layout.transitionRows && 2 * itemWidth + 7 <= layout.columns {
      let half = (items.count + 1) / 2
      for row in 0..<half {
        let right = row + half < items.count ? items[row + half] : ""
        lines.append(TextFit.padded(items[row], to: itemWidth + 3) + right)
      }
    } else {
      lines += items
    }
    lines.append("any key closes this help")
    let inner = lines.map { $0.unicodeScalars.count }.max() ?? 0
    let boxWidth = min(layout.columns, inner + 4)
    let boxHeight = min(layout.transitionRows, lines.count + 2)
    guard boxWidth >= 4, boxHeight >= 3 else { return }
    let left = (layout.columns - boxWidth) / 2
    let top = (layout.transitionRows - boxHeight) / 2
    let b = glyphs.box
    for row in 0..<boxHeight {
      var text: String
      if row == 0 {
        text = b.topLeft + String(repeating: b.horizontal, count: boxWidth - 2) + b.topRight
      } else if row == boxHeight - 1 {
        text = b.bottomLeft + String(repeating: b.horizontal, count: boxWidth - 2) + b.bottomRight
      } else {
        let content = row - 1 < lines.count ? lines[row - 1] : ""
        let fitted = TextFit.fit(content, width: boxWidth - 4, glyphs: glyphs)
        text = b.vertical + " " + TextFit.padded(fitted, to: boxWidth - 4) + " " + b.vertical
      }
      canvas.write(text, x: left, y: top + row, foreground: Style.text, background: Style.panel)
    }
  }
}
