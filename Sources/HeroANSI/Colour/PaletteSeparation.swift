import HeroRaster

/// In a palette of 256 (or 8) colours two colours that differ can fall on one entry; where
/// they meet — a view on what lies under it — the view vanishes (Hero's Menu storyboard showed
/// 3 of its 8 circles). Before the cells are mapped, the colour of such a pair that covers
/// fewer cells is replaced by the nearest *other* entry's colour (OKLab), so what 24-bit shows
/// apart the palette shows apart too. A function of the canvas alone: every frame is
/// separated afresh, and the mapping after it stays a function of each cell.
public enum PaletteSeparation {
  /// The pairs one canvas separates at most (each costs a pass over the cells).
  static let maximumPairs = 32
  /// Colours nearer than this in OKLab are one colour to the eye (an edge's blend and the view
  /// it blends): they may share an entry.
  public static let apart = 0.03

  /// Whether two colours are far enough apart that merging them would hide something.
  public static func distinct(_ a: RGB, _ b: RGB) -> Bool {
    ColorPalette.distance(ColorPalette.oklab(a), ColorPalette.oklab(b)) >= apart
  }

  /// Separates `canvas` for `palette`; says whether any colour was replaced.
  @discardableResult
  public static func separate(_ canvas: inout Canvas, palette: ColorPalette) -> Bool {
    var reducer = ColorReducer(palette: palette)
    return separate(&canvas, reducer: &reducer)
  }

  /// The same with a reducer kept from frame to frame (its memo is only a cache of nearest
  /// entries, so the answer is the same): a frame with nothing to separate allocates nothing.
  @discardableResult
  public static func separate(_ canvas: inout Canvas, reducer: inout ColorReducer) -> Bool {
    let palette = reducer.palette
    var changed = false
    // A replacement can meet a third colour: a couple of rounds at most.
    for _ in 0..<3 {
      let pairs = merged(canvas, &reducer)
      guard !pairs.isEmpty else { break }
      for (a, b) in pairs {
        var (countA, countB) = (0, 0)
        for cell in canvas.cells {
          if cell.background == a { countA += 1 }
          if cell.background == b { countB += 1 }
        }
        let (minor, major) = countA <= countB ? (a, b) : (b, a)
        let taken = reducer.index(for: major)
        let entry = palette.nearest(minor, avoiding: taken)
        guard let replacement = palette.entries.first(where: { $0.index == entry })?.color else {
          continue
        }
        replace(minor, with: replacement, in: &canvas)
        changed = true
      }
    }
    return changed
  }

  /// The pairs of different colours that meet on one entry: a cell's two colours under a
  /// block glyph, or the backgrounds of cells side by side or one above the other.
  static func merged(_ canvas: Canvas, _ reducer: inout ColorReducer) -> [(RGB, RGB)] {
    var pairs: [(RGB, RGB)] = []
    let columns = canvas.columns
    func note(_ a: RGB, _ b: RGB) {
      // Cheapest first: the memoised entries, then (for the few that meet) OKLab; play runs
      // this over every cell of every frame in a palette.
      guard a != b, reducer.index(for: a) == reducer.index(for: b), distinct(a, b),
        pairs.count < maximumPairs,
        !pairs.contains(where: { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) })
      else { return }
      pairs.append((a, b))
    }
    canvas.cells.withUnsafeBufferPointer { cells in
      for i in cells.indices {
        let cell = cells[i]
        if cell.glyph == "▀" || BlockGlyphs.isCellGlyph(cell.glyph) {
          note(cell.foreground, cell.background)
        }
        if (i + 1) % columns != 0 { note(cell.background, cells[i + 1].background) }
        if i + columns < cells.count { note(cell.background, cells[i + columns].background) }
      }
    }
    return pairs
  }

  /// Every use of `old` in the cells' colours (ink of block glyphs and backgrounds) as `new`.
  static func replace(_ old: RGB, with new: RGB, in canvas: inout Canvas) {
    for y in 0..<canvas.rows {
      for x in 0..<canvas.columns {
        var cell = canvas[x, y]
        var touched = false
        if cell.background == old {
          cell.background = new
          touched = true
        }
        if cell.foreground == old,
          cell.glyph == " " || cell.glyph == "▀" || BlockGlyphs.isCellGlyph(cell.glyph)
        {
          cell.foreground = new
          touched = true
        }
        if touched { canvas[x, y] = cell }
      }
    }
  }
}
