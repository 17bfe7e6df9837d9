import HeroRaster

/// The `?` overlay: every key, in a box over the transition.
extension PlayerView {
  static func helpLines(_ glyphs: Glyphs) -> [(String, String)] {
    let (l, r, x) = (glyphs.leftArrow, glyphs.rightArrow, glyphs.times)
    return [
      ("\(l) / \(r)", "scrub 1 %"),
      ("Shift+\(l) / \(r)", "scrub 10 %, as PgUp / PgDn"),
      ("Home End 0\(glyphs.dash)9", "start, end, 0 \(glyphs.dash) 90 %"),
      (", / .", "step one frame (1/60 s)"),
      ("space", "play / pause"),
      ("r", "play backwards / forwards"),
      ("Enter", "finish() from here, as Hero"),
      ("Backspace", "cancel() from here, as Hero"),
      ("m / n / t", "modal / navigation / tab"),
      ("a / A", "next / previous animation"),
      ("d / b", "presenting flag / way back"),
      ("[ / ]", "previous / next transition"),
      ("c / f", "arc overlay / frame the view"),
      ("- / +", "speed 0.1\(x) \(glyphs.dash) 4\(x)"),
      ("l", "loop, ping-pong, off"),
      ("s", "frame-time stats"),
      ("Tab / Shift+Tab", "select next / previous view"),
      ("/", "find a view by name or heroID"),
      ("i", "inspector: what and why"),
      ("v", "view tree of both screens"),
      ("T", "timeline of delays"),
      ("z / x", "z-order / 3D view (\(l) \(r) turn)"),
      ("( / ), wheel", "3D: zoom; Shift+drag moves it"),
      ("e", "edit its modifiers"),
      ("Ctrl-A E U K W", "edit line: as in a shell"),
      ("< > / { }", "delay / duration \(glyphs.dash)+10 ms"),
      ("u / U", "undo / redo an edit"),
      ("w", "write the edits to the file"),
      ("\(glyphs.upArrow) / \(glyphs.downArrow)", "scroll the open panel"),
      ("mouse", "scrub, pick; drag views, bars"),
      ("Ctrl-L", "redraw the whole screen"),
      ("Esc", "close top panel, else quit"),
      ("q", "quit"),
    ]
  }

  /// The help box: two columns when one does not fit and there is room across, else one that
  /// scrolls (↑/↓, PgUp/PgDn) with a mark saying how much more there is.
  static func drawHelp(
    _ layout: PlayerLayout, scroll: Int, glyphs: Glyphs, into canvas: inout Canvas
  ) {
    var cache = ChromeCache()
    drawHelp(layout, scroll: scroll, glyphs: glyphs, into: &canvas, cache: &cache)
  }

  /// The help box from the cache, laid out again only for another size or scroll position.
  static func drawHelp(
    _ layout: PlayerLayout, scroll: Int, glyphs: Glyphs, into canvas: inout Canvas,
    cache: inout ChromeCache
  ) {
    let key = ChromeCache.HelpKey(
      columns: layout.columns, rows: layout.transitionRows, scroll: scroll,
      unicode: glyphs.unicode)
    if cache.helpKey != key {
      let box = helpBox(layout, scroll: scroll, glyphs: glyphs)
      cache.help = box.lines.map { Array($0.unicodeScalars) }
      cache.helpOrigin = (box.left, box.top)
      cache.helpKey = key
    }
    for row in 0..<cache.help.count {
      let y = cache.helpOrigin.y + row
      guard y >= 0, y < canvas.rows else { continue }
      let line = cache.help[row]
      for k in 0..<line.count {
        let x = cache.helpOrigin.x + k
        guard x >= 0, x < canvas.columns else { continue }
        canvas[x, y] = Cell(glyph: line[k], foreground: Style.text, background: Style.panel)
      }
    }
  }

  /// The help box's rows and where its top-left corner goes (no rows when it does not fit).
  static func helpBox(
    _ layout: PlayerLayout, scroll: Int, glyphs: Glyphs
  ) -> (left: Int, top: Int, lines: [String]) {
    let entries = helpLines(glyphs)
    let keyWidth = entries.map { $0.0.unicodeScalars.count }.max() ?? 0
    var items = entries.map { TextFit.padded($0.0, to: keyWidth + 2) + $0.1 }
    let itemWidth = items.map { $0.unicodeScalars.count }.max() ?? 0
    if items.count + 5 > layout.transitionRows && 2 * itemWidth + 7 <= layout.columns {
      let half = (items.count + 1) / 2
      items = (0..<half).map { row in
        let right = row + half < items.count ? items[row + half] : ""
        return TextFit.padded(items[row], to: itemWidth + 3) + right
      }
    }
    // Title, a blank line, the items, the closing line, inside a border.
    let room = max(1, layout.transitionRows - 5)
    let first = min(max(0, scroll), max(0, items.count - room))
    let shown = Array(items.dropFirst(first).prefix(room))
    let footer: String
    if shown.count < items.count {
      let more = first + shown.count < items.count ? "\(glyphs.downArrow) more" : "end"
      footer =
        "\(first + 1)\(glyphs.dash)\(first + shown.count)/\(items.count) \(more) · "
        + "\(glyphs.upArrow)\(glyphs.downArrow) PgUp PgDn scroll · other keys close"
    } else {
      footer = "any key closes this help"
    }
    let lines = ["heroscope keys", ""] + shown + [footer]
    let inner = (["heroscope keys", footer] + items).map { $0.unicodeScalars.count }.max() ?? 0
    let boxWidth = min(layout.columns, inner + 4)
    let boxHeight = min(layout.transitionRows, lines.count + 2)
    let left = (layout.columns - boxWidth) / 2
    let top = (layout.transitionRows - boxHeight) / 2
    guard boxWidth >= 4, boxHeight >= 3 else { return (left, top, []) }
    let b = glyphs.box
    var rows: [String] = []
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
      rows.append(text)
    }
    return (left, top, rows)
  }
}
