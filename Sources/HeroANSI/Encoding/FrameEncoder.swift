/// Turns the cells put since the last frame into the bytes a terminal needs, within a few
/// percent of the shortest reading-order encoding (`MinimumEncoding`, whose model it shares):
/// it keeps what the terminal shows, so it skips cells whose look did not change, writes
/// unchanged cells again where that is shorter than moving over them, picks per cell the glyph
/// of the same look that needs the fewest colour changes (a space needs only a background, `█`
/// only a foreground, `▀` and `▄` swap colours), erases runs of one background with ECH / EL
/// where the terminal has `bce`, and moves the cursor with the shortest sequence. The backend
/// writes the result in one `write()` per frame.
///
/// Allocation-free once the screen's size is known: the bytes and both grids are reused.
/// A frame starts with the cursor unknown and the default colours and ends with the default
/// colours, so whatever the terminal does between frames (ncurses' own output) starts clean.
public struct FrameEncoder: Sendable {
  public let mode: ColorMode
  public let columns: Int
  /// The terminal fills erased cells with the current background (terminfo `bce`).
  public let backgroundColorErase: Bool
  /// Writing the last column leaves a pending wrap that the next glyph takes to the next row
  /// (terminfo `am` and `xenl`).
  public let autoWrap: Bool
  /// The terminal shows UTF-8: a cell may be written with another glyph of the same look
  /// (`█`, `▄`); without it, only with its own.
  public let unicode: Bool
  /// The frame so far.
  public private(set) var bytes: [UInt8] = []
  /// What the terminal shows, row by row.
  public private(set) var shown: [TerminalCell] = []
  /// `shown` with the cells put since the last frame.
  public private(set) var pending: [TerminalCell] = []
  private var dirtyRows: [Bool] = []
  /// The cells whose look changes in the frame being encoded, in reading order (worked out when
  /// it ends): the rollout's look-ahead reads them instead of scanning the cells between.
  private var changes: [Int32] = []
  /// Per row (and one past the last), the position in `changes` of its first change or of the
  /// first change after it; per cell of a row with changes, of the first change at or after
  /// it: where to start looking is read, not searched for, and the look-ahead and the search
  /// for the next change ask that a few times per change.
  private var rowChanges: [Int32] = []
  private var changeAtOrAfter: [Int32] = []
  /// Per change, in the same order, what the look-ahead weighs of it (`QuickCell`).
  private var quickCells: [QuickCell] = []
  /// The rollout (and the search for the next change in a row) scans cells as it did before
  /// `changes`, weighs each from the cell itself rather than its `QuickCell`, and every
  /// option's rollout is worked out whole rather than as its difference from another's: the
  /// reference the tests hold the list, the quick cells and the differences to.
  var rolloutScans = false
  private var cursor = CursorPosition.unknown
  private var pen = Pen.initial
  /// Where the last SGR's `m` is in `bytes`, for colours added to it later.
  private var lastSGR = -1
  /// The last `choose` asked (cell, pen, next change) and its answer, within a frame.
  private var lastChoice: (cell: Int, pen: Pen, next: Int?, answer: (CellVariant, PenChange, Int))?

  public init(
    mode: ColorMode, columns: Int, backgroundColorErase: Bool = true, autoWrap: Bool = true,
    unicode: Bool = true
  ) {
    self.mode = mode
    self.unicode = unicode
    self.columns = max(0, columns)
    self.backgroundColorErase = backgroundColorErase
    self.autoWrap = autoWrap
  }

  /// Starts a frame.
  public mutating func begin() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends raw bytes (mode switches and the like).
  public mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Sets one cell for the frame being encoded.
  public mutating func put(_ cell: TerminalCell, column: Int, row: Int) {
    guard column >= 0, column < columns, row >= 0 else { return }
    if row >= dirtyRows.count {
      // The screen grows to the row (only on the first frames: the size then stays).
      let rows = row + 1
      shown += repeatElement(.blank, count: rows * columns - shown.count)
      pending += repeatElement(.blank, count: rows * columns - pending.count)
      dirtyRows += repeatElement(false, count: rows - dirtyRows.count)
    }
    pending[row * columns + column] = cell
    dirtyRows[row] = true
  }

  /// A look no cell has (a noncharacter): what `shown` holds where the terminal's cells are
  /// not known, so every cell put there is written.
  static let unknown = TerminalCell(glyph: "\u{FFFE}", foreground: -1, background: -1)

  /// The cells of `rows` × `columns` are no longer what `shown` says (an image was drawn over
  /// them, or one that cannot be deleted was there): the next frame writes them again.
  public mutating func forget(columns: Range<Int>, rows: Range<Int>) {
    let across = columns.clamped(to: 0..<self.columns)
    for row in rows.clamped(to: 0..<dirtyRows.count) {
      for column in across { shown[row * self.columns + column] = Self.unknown }
      dirtyRows[row] = true
    }
  }

  /// Ends a frame: encodes every changed cell, colours back to the terminal's defaults.
  public mutating func end() {
    cursor = .unknown
    pen = .initial
    lastSGR = -1
    lastChoice = nil
    // What changes is fixed for the whole frame: rows are marked shown only once encoded, and
    // the look-ahead reads only cells after the one being written.
    changes.removeAll(keepingCapacity: true)
    quickCells.removeAll(keepingCapacity: true)
    // Changed cells come in runs of one look: the last cell weighed is weighed again as it was.
    var lastCell: TerminalCell?
    var lastQuick = QuickCell(CellVariants.of(.blank, unicode: unicode), mode: mode)
    for row in dirtyRows.indices where dirtyRows[row] {
      for i in (row * columns)..<((row + 1) * columns) where changed(i) {
        changes.append(Int32(truncatingIfNeeded: i))
        if pending[i] != lastCell {
          lastCell = pending[i]
          lastQuick = QuickCell(CellVariants.of(pending[i], unicode: unicode), mode: mode)
        }
        quickCells.append(lastQuick)
      }
    }
    indexChanges()
    for row in dirtyRows.indices where dirtyRows[row] {
      encode(row: row)
      let start = row * columns
      pending.withUnsafeBufferPointer { pending in
        shown.withUnsafeMutableBufferPointer { shown in
          guard let from = pending.baseAddress, let to = shown.baseAddress else { return }
          (to + start).update(from: from + start, count: columns)
        }
      }
      dirtyRows[row] = false
    }
    if !pen.isDefault {
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      bytes.append(UInt8(ascii: "m"))
      pen = .initial
    }
  }

  @inline(__always) private func changed(_ i: Int) -> Bool {
    pending[i] != shown[i] && CellLook(pending[i]) != CellLook(shown[i])
  }

  /// The first column at or after `column` in `row` whose cell changes (`columns`: none),
  /// from the frame's list of changes: what changes is fixed while the frame is encoded.
  private func nextChanged(row: Int, from column: Int) -> Int {
    let start = row * columns
    guard !rolloutScans else {
      var c = column
      while c < columns && !changed(start + c) { c += 1 }
      return c
    }
    let k = firstChange(atOrAfter: start + column)
    guard k < changes.count else { return columns }
    return min(columns, Int(changes[k]) - start)
  }

  /// Works out `rowChanges` and `changeAtOrAfter` from `changes`, for the rows with a change.
  private mutating func indexChanges() {
    let rows = dirtyRows.count
    if rowChanges.count != rows + 1 { rowChanges = Array(repeating: 0, count: rows + 1) }
    if changeAtOrAfter.count != pending.count {
      changeAtOrAfter = Array(repeating: 0, count: pending.count)
    }
    let columns = columns
    changes.withUnsafeBufferPointer { changes in
      rowChanges.withUnsafeMutableBufferPointer { rowChanges in
        changeAtOrAfter.withUnsafeMutableBufferPointer { atOrAfter in
          var k = 0
          for row in 0..<rows {
            rowChanges[row] = Int32(truncatingIfNeeded: k)
            let start = row * columns
            let end = start + columns
            guard k < changes.count, Int(changes[k]) < end else { continue }
            for cell in start..<end {
              atOrAfter[cell] = Int32(truncatingIfNeeded: k)
              if k < changes.count && Int(changes[k]) == cell { k += 1 }
            }
          }
          rowChanges[rows] = Int32(truncatingIfNeeded: k)
        }
      }
    }
  }

  /// The position in `changes` of the first change at or after cell `i` (`changes.count`: none).
  @inline(__always) private func firstChange(atOrAfter i: Int) -> Int {
    guard i < pending.count else { return changes.count }
    let row = i / columns
    let first = rowChanges[row]
    return Int(first == rowChanges[row + 1] ? first : changeAtOrAfter[i])
  }

  private mutating func encode(row: Int) {
    var column = nextChanged(row: row, from: 0)
    // Cells of a run already found shorter to write than to erase are not weighed again.
    var written = 0
    while column < columns {
      reach(row: row, column: column)
      if column >= written, case .at = cursor {
        switch eraseIfShorter(row: row, column: column) {
        case .erased(let next):
          column = next
          continue
        case .written(let end): written = end
        }
      }
      let next = nextChanged(row: row, from: column + 1)
      print(row * columns + column, next: next < columns ? row * columns + next : nil)
      cursor =
        Self.widthUncertain(pending[row * columns + column].glyph)
        ? .unknown
        : column + 1 == columns ? .pendingWrap(row: row) : .at(row: row, column: column + 1)
      column = next
    }
  }

  /// A variant the pen draws as it is, if any (the shorter glyph when both are).
  @inline(__always) private static func drawnAsIs(
    _ variants: CellVariants, _ pen: Pen
  ) -> CellVariant? {
    func fits(_ v: CellVariant) -> Bool {
      (v.foreground.map { $0 == pen.foreground } ?? true)
        && (v.background.map { $0 == pen.background } ?? true)
    }
    let first = fits(variants.first) ? variants.first : nil
    guard let second = variants.second, fits(second) else { return first }
    guard let first else { return second }
    return second.byteCount < first.byteCount ? second : first
  }

  /// The cheapest glyph and colour change for cell `i` from `pen`.
  private func cheapest(_ i: Int, pen: Pen) -> (CellVariant, PenChange, Int) {
    let variants = CellVariants.of(pending[i], unicode: unicode)
    if let variant = Self.drawnAsIs(variants, pen) {
      return (variant, PenChange(pen: pen), variant.byteCount)
    }
    var best: (CellVariant, PenChange, Int)?
    for pass in 0..<2 {
      guard let variant = pass == 0 ? variants.first : variants.second else { continue }
      PenChange.options(
        from: pen, foreground: variant.foreground, background: variant.background, mode: mode
      ) { change in
        let cost = change.byteCount + variant.byteCount
        if best.map({ cost < $0.2 }) ?? true { best = (variant, change, cost) }
      }
    }
    return best ?? (variants.first, PenChange(pen: pen), variants.first.byteCount)
  }

  /// Writes cell `i` at the cursor, with the glyph and colour change that cost least. Between
  /// options within a few bytes, the one that leaves the next change (`next`) cheapest wins,
  /// then the one that keeps the colour in use (a space's background when a █ can take the
  /// new colour as its foreground), so two colours that alternate stay in one pen.
  private mutating func print(_ i: Int, next: Int?) {
    let (variant, change, _) = remembered(i, pen: pen, next: next)
    change.append(mode: mode, to: &bytes, lastSGR: &lastSGR)
    TerminalCodes.appendScalar(variant.glyph, to: &bytes)
    pen = change.pen
    pen.use(variant)
  }

  /// `choose`, answered from the last call when it asked the same: weighing whether to erase a
  /// run chooses its first cell as `print` then does, often from the same pen towards the same
  /// next change (on the benchmark's 1,000-view frames, 46 % of the encoder's choices were such
  /// repeats: 110,212 asked, 59,380 worked out).
  private mutating func remembered(
    _ i: Int, pen current: Pen, next: Int?
  ) -> (CellVariant, PenChange, Int) {
    if let last = lastChoice, last.cell == i, last.pen == current, last.next == next {
      return last.answer
    }
    let answer = choose(i, pen: current, next: next)
    lastChoice = (i, current, next, answer)
    return answer
  }

  /// The glyph and colour change `print` writes for cell `i` from `pen`, and its bytes.
  private func choose(_ i: Int, pen current: Pen, next: Int?) -> (CellVariant, PenChange, Int) {
    let variants = CellVariants.of(pending[i], unicode: unicode)
    // A glyph the pen draws as it is costs only itself: no colour change is shorter.
    if let variant = Self.drawnAsIs(variants, current) {
      return (variant, PenChange(pen: current), variant.byteCount)
    }
    // Every option once, into a buffer on the stack (at most five per variant: keep, add to
    // the last SGR or a new SGR per colour, and a reset); the rollout only weighs options within
    // a few bytes of the cheapest.
    typealias Option = (variant: CellVariant, change: PenChange, cost: Int)
    return withUnsafeTemporaryAllocation(of: Option.self, capacity: 10) { options in
      var count = 0
      var cheapestCost = Int.max
      // A loop rather than a local function called twice: the variables a local function
      // captured were checked for exclusive access at run time on every option.
      for pass in 0..<2 {
        guard let variant = pass == 0 ? variants.first : variants.second else { continue }
        PenChange.options(
          from: current, foreground: variant.foreground, background: variant.background,
          mode: mode
        ) { change in
          guard count < options.count else { return }
          let cost = change.byteCount + variant.byteCount
          options.initializeElement(at: count, to: (variant, change, cost))
          cheapestCost = min(cheapestCost, cost)
          count += 1
        }
      }
      var alternatives = 0
      // Whether every option weighed changes the pen (so every one adds its rollout): then
      // only the rollouts' differences from the first one's decide, and those are cheaper.
      var allChange = true
      for k in 0..<count where options[k].cost <= cheapestCost + Self.rolloutMargin {
        alternatives += 1
        if options[k].change.byteCount == 0 { allChange = false }
      }
      var best: (option: Option, score: Int)?
      var reference: Pen?
      for k in 0..<count {
        let (variant, change, cost) = options[k]
        guard cost <= cheapestCost + Self.rolloutMargin else { continue }
        var score = cost * 64
        if alternatives > 1 && change.byteCount > 0 {
          var after = change.pen
          after.use(variant)
          if let next {
            if !allChange || rolloutScans {
              score += rollout(from: next, pen: after) * 64
            } else if let reference {
              score += rolloutDifference(from: next, after, reference) * 64
            } else {
              reference = after
            }
          }
          if after.foreground != current.foreground && current.foregroundInsert == 0 { score += 1 }
          if after.background != current.background && current.backgroundInsert == 0 { score += 1 }
        }
        if best.map({ score < $0.score }) ?? true { best = (options[k], score) }
      }
      guard let best else { return (variants.first, PenChange(pen: current), 0) }
      return (best.option.variant, best.option.change, best.option.cost)
    }
  }

  /// Options costing more than this many bytes over the cheapest are not weighed by rollout.
  static let rolloutMargin = 6

  /// How many changed cells the rollout looks ahead, and how far (in cells).
  static let rolloutCells = 6
  static let rolloutReach = 4 * 256

  /// What the next few changed cells cost from `i` on, each written the cheapest way from the
  /// pen the one before left (moves left out): how much a colour choice now costs later.
  private func rollout(from i: Int, pen: Pen) -> Int {
    guard !rolloutScans else {
      return rolloutByScanning(from: i, pen: pen, limit: rolloutLimit(from: i))
    }
    var total = 0
    var pen = pen
    for k in changesAhead(of: i) { total += quickCells[k].cost(pen: &pen) }
    return total
  }

  /// `rollout(from: i, pen: a) − rollout(from: i, pen: b)`, which is all a choice between
  /// the two pens needs: both weigh the same changes, and from the first change where the two
  /// pens have the same colours (all the rollout reads of a pen) on, each costs both the same.
  private func rolloutDifference(from i: Int, _ a: Pen, _ b: Pen) -> Int {
    var a = a
    var b = b
    var difference = 0
    for k in changesAhead(of: i) {
      guard a.foreground != b.foreground || a.background != b.background else { break }
      difference += quickCells[k].cost(pen: &a) - quickCells[k].cost(pen: &b)
    }
    return difference
  }

  /// The cell the look-ahead from cell `i` reaches no further than.
  @inline(__always) private func rolloutLimit(from i: Int) -> Int {
    min(pending.count, i + max(Self.rolloutReach, 4 * columns))
  }

  /// The positions in `changes` the look-ahead from cell `i` weighs: the first change at or
  /// after `i` and those after it, at most `rolloutCells`, all before `rolloutLimit`.
  @inline(__always) private func changesAhead(of i: Int) -> Range<Int> {
    let limit = rolloutLimit(from: i)
    let first = firstChange(atOrAfter: i)
    var end = first
    let most = min(changes.count, first + Self.rolloutCells)
    while end < most && Int(changes[end]) < limit { end += 1 }
    return first..<end
  }

  /// `rollout` by looking at every cell up to `limit` (the reference for `changes`).
  private func rolloutByScanning(from i: Int, pen: Pen, limit: Int) -> Int {
    var total = 0
    var pen = pen
    var index = i
    var cells = 0
    while index < limit && cells < Self.rolloutCells {
      guard dirtyRows[index / columns] else {
        index = (index / columns + 1) * columns
        continue
      }
      if changed(index) {
        total += quickCost(index, pen: &pen)
        cells += 1
      }
      index += 1
    }
    return total
  }

  /// About what cell `i` costs from `pen` (a glyph the pen draws as it is, else the variant
  /// whose colours take the shorter SGR), updating the pen: the rollout's cheap estimate.
  @inline(__always) private func quickCost(_ i: Int, pen: inout Pen) -> Int {
    let variants = CellVariants.of(pending[i], unicode: unicode)
    if let variant = Self.drawnAsIs(variants, pen) { return variant.byteCount }
    func sgr(_ v: CellVariant) -> Int {
      var bytes = 3
      var codes = 0
      if let f = v.foreground, f != pen.foreground {
        bytes += TerminalCodes.codeLength(f, background: false, mode: mode)
        codes += 1
      }
      if let b = v.background, b != pen.background {
        bytes += TerminalCodes.codeLength(b, background: true, mode: mode)
        codes += 1
      }
      return bytes + max(0, codes - 1) + v.byteCount
    }
    var variant = variants.first
    var cost = sgr(variant)
    if let second = variants.second, sgr(second) < cost {
      variant = second
      cost = sgr(second)
    }
    if let f = variant.foreground { pen.foreground = f }
    if let b = variant.background { pen.background = b }
    return cost
  }

  /// Brings the cursor to the cell: a move, or writing the unchanged cells before it again
  /// when that is shorter (from where the cursor is, or after a shorter move).
  private mutating func reach(row: Int, column: Int) {
    if case .at(row, column) = cursor { return }
    // At a pending wrap at the end of the row above, the next glyph lands here.
    if case .pendingWrap(row - 1) = cursor, autoWrap, column == 0 { return }
    let direct = CursorMove(from: cursor, row: row, column: column)
    var best = (cost: direct.byteCount, start: column, move: Optional(direct))
    let base = row * columns
    for start in max(0, column - direct.byteCount + 1)..<column {
      let flowing: Bool
      switch cursor {
      case .at(row, start): flowing = true
      case .pendingWrap(let r): flowing = autoWrap && r == row - 1 && start == 0
      default: flowing = false
      }
      // Moves are cheapest to where the cursor flows to, to the start of a row and straight
      // down: only those are worth writing unchanged cells from.
      if !flowing && start != 0 {
        guard case .at(_, start) = cursor else { continue }
      }
      let move = flowing ? nil : CursorMove(from: cursor, row: row, column: start)
      var cost = move?.byteCount ?? 0
      // Cells whose width a terminal may not know are never written again to move past them.
      if (start..<column).contains(where: { Self.widthUncertain(pending[base + $0].glyph) }) {
        continue
      }
      var simulated = pen
      for c in start..<column where cost < best.cost {
        let (variant, change, bytes) = cheapest(base + c, pen: simulated)
        cost += bytes
        simulated = change.pen
        simulated.use(variant)
      }
      if cost < best.cost { best = (cost, start, move) }
    }
    best.move?.append(to: &bytes)
    for c in best.start..<column { print(base + c, next: base + c + 1) }
    cursor = .at(row: row, column: column)
  }

  /// Glyphs newer than the width tables terminals and multiplexers may carry (the octants and
  /// the rest of Unicode 16's Symbols for Legacy Computing Supplement): tmux 3.3 and glibc 2.36
  /// do not advance over them, so after one the cursor is taken as unknown and the next cell
  /// is reached with an absolute move — no text drifts left where the terminal drew nothing.
  @inline(__always)
  static func widthUncertain(_ glyph: Unicode.Scalar) -> Bool {
    (0x1CC00...0x1CEBF).contains(glyph.value)
  }

  enum EraseDecision {
    /// Erased: go on from this column.
    case erased(Int)
    /// Writing is shorter, for the cells up to this column.
    case written(Int)
  }

  /// Erases the run of one background from the cell with ECH (EL to the end of the row) when
  /// that is shorter than writing it.
  private mutating func eraseIfShorter(row: Int, column: Int) -> EraseDecision {
    let base = row * columns
    let look = CellLook(pending[base + column])
    guard case .solid(let color) = look, color != CellLook.defaultForeground else {
      return .written(column + 1)
    }
    let background: TerminalColor = color == CellLook.defaultBackground ? -1 : color
    guard backgroundColorErase || background < 0 else { return .written(column + 1) }
    var end = column + 1
    var lastChanged = column
    while end < columns, CellLook(pending[base + end]) == look {
      if changed(base + end) { lastChanged = end }
      end += 1
    }
    let count = lastChanged - column + 1
    var change = PenChange(pen: pen)
    var changeCost = Int.max
    PenChange.options(from: pen, foreground: nil, background: background, mode: mode) {
      if $0.byteCount < changeCost { (change, changeCost) = ($0, $0.byteCount) }
    }
    let toEnd = end == columns
    let next = nextChanged(row: row, from: lastChanged + 1)
    // Where the cursor goes next: the next change in the row, or in a row below.
    var after = (row, next)
    if next == columns {
      after = (row + 1, 0)
      var below = row + 1
      while below < dirtyRows.count {
        if dirtyRows[below] {
          let first = nextChanged(row: below, from: 0)
          if first < columns {
            after = (below, first)
            break
          }
        }
        below += 1
      }
    }
    var eraseCost =
      changeCost + (toEnd ? 3 : TerminalCodes.csiLength(count))
      + CursorMove(from: .at(row: row, column: column), row: after.0, column: after.1).byteCount
    var writeCost = 0
    var simulated = pen
    for c in column...lastChanged {
      // The first cell as `print` would write it (its colour change weighed by what follows),
      // the rest the cheapest way.
      let following = c < lastChanged ? base + c + 1 : after.0 * columns + after.1
      let (variant, change, bytes) =
        c == column
        ? remembered(
          base + c, pen: simulated, next: following < pending.count ? following : nil)
        : cheapest(base + c, pen: simulated)
      writeCost += bytes
      simulated = change.pen
      simulated.use(variant)
      // Every cell of the run looks the same, and with Unicode has the same ways to be
      // written: once one is drawn with the pen as it is, so is every one after it, for the
      // same bytes and leaving the same pen (the scanning reference weighs each).
      if c > column && change.byteCount == 0 && unicode && !rolloutScans {
        writeCost += bytes * (lastChanged - c)
        break
      }
    }
    let writtenCursor: CursorPosition =
      lastChanged + 1 == columns
      ? .pendingWrap(row: row) : .at(row: row, column: lastChanged + 1)
    if next < columns || !(autoWrap && lastChanged + 1 == columns) {
      writeCost += CursorMove(from: writtenCursor, row: after.0, column: after.1).byteCount
    }
    // The pen each leaves, by what the next few changes cost with it.
    let afterIndex = after.0 * columns + after.1
    if afterIndex < pending.count, changed(afterIndex) {
      var erased = change.pen
      erased.backgroundInsert = 0
      if rolloutScans {
        eraseCost += rollout(from: afterIndex, pen: erased)
        writeCost += rollout(from: afterIndex, pen: simulated)
      } else {
        eraseCost += rolloutDifference(from: afterIndex, erased, simulated)
      }
    }
    guard eraseCost < writeCost else { return .written(lastChanged + 1) }
    change.append(mode: mode, to: &bytes, lastSGR: &lastSGR)
    pen = change.pen
    pen.backgroundInsert = 0
    if toEnd {
      TerminalCodes.appendCSI(0, UInt8(ascii: "K"), to: &bytes, omit: 0)
    } else {
      TerminalCodes.appendCSI(count, UInt8(ascii: "X"), to: &bytes)
    }
    cursor = .at(row: row, column: column)
    return .erased(next)
  }
}
