/// The reference the frame encoder is measured against: the fewest bytes that turn one screen
/// into the next, found exactly by a dynamic program, and a byte string that achieves it. For
/// tests and `heroscope-bench` only (it allocates freely; the 60 Hz path is `FrameEncoder`).
///
/// The model, which `FrameEncoder` works within too:
/// - The frame starts with the cursor unknown and the terminal's default colours, and ends with
///   the default colours again (the previous frame's last act, and what the next one assumes).
/// - Operations are those of `TerminalCodes` at their byte lengths: cursor moves (CUP, CHA,
///   VPA, CUF, CUB, CUD, CUU, CR, a horizontal and a vertical move together), one SGR with any of
///   a reset, a foreground and a background (or a colour added to the last SGR when no glyph
///   has used that colour since), glyphs in UTF-8 with autowrap from the last column into the
///   next row (`am` with `xenl`; never from the last row), and ECH / EL erases when the
///   terminal has `bce` (or the background is the default).
/// - With UTF-8, a cell may be written with any glyph of the same look (`CellLook`; without
///   it, only with its own glyph, a space needing only its background): a space needs only a
///   background, `█` only a foreground, `▀` and `▄` swap colours; a cell that did not change may
///   be written again when that is shorter than moving over it.
/// - Cells are written in reading order, each at most once (an erase counts as writing the
///   cells it clears). Encodings that go back over a row, or erase and then overwrite, are not
///   searched: those can be shorter still, so this is the minimum among reading-order
///   encodings, not over every byte string.
///
/// The dynamic program runs over the cells in reading order with the pen (colours and which
/// colours can still be added to the last SGR) and whether the cursor waits at a pending wrap as
/// the state; a state is dropped only when another at the same place costs less by more than
/// an SGR that turns its pen into the dropped one's (so nothing optimal is lost). Jumps land
/// on the next changed cell or, when writing a few unchanged cells before it is shorter, on one
/// of the cells before it (never further back than the move's length, since each cell costs a
/// byte).
public enum MinimumEncoding {
  /// The minimum's length in bytes.
  public static func byteCount(
    old: [TerminalCell], new: [TerminalCell], columns: Int, mode: ColorMode,
    backgroundColorErase: Bool = true, autoWrap: Bool = true, unicode: Bool = true
  ) -> Int {
    solve(
      old: old, new: new, columns: columns, mode: mode,
      backgroundColorErase: backgroundColorErase, autoWrap: autoWrap, unicode: unicode
    ).cost
  }

  /// A byte string of the minimum's length that draws `new` over `old`.
  public static func bytes(
    old: [TerminalCell], new: [TerminalCell], columns: Int, mode: ColorMode,
    backgroundColorErase: Bool = true, autoWrap: Bool = true, unicode: Bool = true
  ) -> [UInt8] {
    let solution = solve(
      old: old, new: new, columns: columns, mode: mode,
      backgroundColorErase: backgroundColorErase, autoWrap: autoWrap, unicode: unicode)
    var bytes: [UInt8] = []
    var lastSGR = -1
    for step in solution.steps {
      switch step {
      case .start: break
      case .print(let variant, let change):
        change.append(mode: mode, to: &bytes, lastSGR: &lastSGR)
        TerminalCodes.appendScalar(variant.glyph, to: &bytes)
      case .move(let move): move.append(to: &bytes)
      case .erase(let count, let toEnd, let change):
        change.append(mode: mode, to: &bytes, lastSGR: &lastSGR)
        if toEnd {
          TerminalCodes.appendCSI(0, UInt8(ascii: "K"), to: &bytes, omit: 0)
        } else {
          TerminalCodes.appendCSI(count, UInt8(ascii: "X"), to: &bytes)
        }
      case .finish(let reset):
        if reset { bytes += [0x1B, UInt8(ascii: "["), UInt8(ascii: "m")] }
      }
    }
    return bytes
  }

  enum Step {
    case start
    case print(CellVariant, PenChange)
    case move(CursorMove)
    /// ECH of `count` cells, or EL.
    case erase(count: Int, toEnd: Bool, PenChange)
    case finish(reset: Bool)
  }

  struct State: Hashable {
    var pen: Pen
    var pendingWrap: Bool
  }

  static func solve(
    old: [TerminalCell], new: [TerminalCell], columns: Int, mode: ColorMode,
    backgroundColorErase: Bool, autoWrap: Bool, unicode: Bool
  ) -> (cost: Int, steps: [Step]) {
    precondition(old.count == new.count && columns > 0, "screens of different sizes")
    let count = new.count
    let looks = new.map(CellLook.init)
    var nextChanged = [Int](repeating: count, count: count + 1)
    for p in stride(from: count - 1, through: 0, by: -1) {
      nextChanged[p] = looks[p] != CellLook(old[p]) ? p : nextChanged[p + 1]
    }
    // Where the run of cells with the same look as cell p ends, within its row.
    var runEnd = [Int](repeating: 0, count: count)
    for p in stride(from: count - 1, through: 0, by: -1) {
      let sameAsNext = (p + 1) % columns != 0 && looks[p + 1] == looks[p]
      runEnd[p] = sameAsNext ? runEnd[p + 1] : p + 1
    }

    var costs: [Int] = [0]
    var parents: [Int] = [-1]
    var steps: [Step] = [.start]
    var frontier: [Int: [State: Int]] = [:]
    var best = (cost: Int.max, node: -1)

    func add(_ position: Int, _ state: State, cost: Int, parent: Int, step: Step) {
      if let existing = frontier[position]?[state], costs[existing] <= cost { return }
      costs.append(cost)
      parents.append(parent)
      steps.append(step)
      frontier[position, default: [:]][state] = costs.count - 1
    }
    func finish(_ pen: Pen, cost: Int, parent: Int) {
      let total = cost + (pen.isDefault ? 0 : 3)
      guard total < best.cost else { return }
      costs.append(total)
      parents.append(parent)
      steps.append(.finish(reset: !pen.isDefault))
      best = (total, costs.count - 1)
    }
    /// From a cursor at `cursor`, with cells before `from` done: on to the next change.
    func jump(
      from cursor: CursorPosition, done from: Int, skipping position: Int?, pen: Pen, cost: Int,
      parent: Int
    ) {
      let q = nextChanged[from]
      guard q < count else { return finish(pen, cost: cost, parent: parent) }
      let direct = CursorMove(from: cursor, row: q / columns, column: q % columns)
      for t in max(from, q - max(1, direct.byteCount) + 1)...q where t != position {
        let move = t == q ? direct : CursorMove(from: cursor, row: t / columns, column: t % columns)
        add(
          t, State(pen: pen, pendingWrap: false), cost: cost + move.byteCount, parent: parent,
          step: .move(move))
      }
    }

    jump(from: .unknown, done: 0, skipping: nil, pen: .initial, cost: 0, parent: 0)
    for p in 0...count {
      guard var states = frontier.removeValue(forKey: p) else { continue }
      // Wrap states first: their moves land on this position's other states.
      for wrap in [true, false] {
        if !wrap, let more = frontier.removeValue(forKey: p) {
          for (state, node) in more where states[state].map({ costs[$0] > costs[node] }) ?? true {
            states[state] = node
          }
        }
        let group = states.filter { $0.key.pendingWrap == wrap }
        guard let cheapest = group.values.map({ costs[$0] }).min() else { continue }
        for (state, node) in group {
          let pen = state.pen
          let bound =
            4 + TerminalCodes.codeLength(pen.foreground, background: false, mode: mode)
            + TerminalCodes.codeLength(pen.background, background: true, mode: mode) + 4
          let cost = costs[node]
          if cost > cheapest + bound { continue }
          let cursor: CursorPosition =
            wrap ? .pendingWrap(row: p / columns - 1) : .at(row: p / columns, column: p % columns)
          // Skip to the next change (or finish).
          jump(from: cursor, done: p, skipping: wrap ? nil : p, pen: pen, cost: cost, parent: node)
          guard p < count, !wrap || autoWrap else { continue }
          // Write cell p, in either of its glyphs.
          let variants = CellVariants.of(new[p], unicode: unicode)
          for variant in [variants.first] + (variants.second.map { [$0] } ?? []) {
            PenChange.options(
              from: pen, foreground: variant.foreground, background: variant.background, mode: mode
            ) { change in
              var after = change.pen
              after.use(variant)
              add(
                p + 1, State(pen: after, pendingWrap: (p + 1) % columns == 0),
                cost: cost + change.byteCount + variant.byteCount, parent: node,
                step: .print(variant, change))
            }
          }
          // Erase from cell p.
          guard !wrap, case .solid(let color) = looks[p], color != CellLook.defaultForeground
          else { continue }
          let background: TerminalColor = color == CellLook.defaultBackground ? -1 : color
          guard backgroundColorErase || background < 0 else { continue }
          let end = runEnd[p]
          let rowEnd = (p / columns + 1) * columns
          PenChange.options(from: pen, foreground: nil, background: background, mode: mode) {
            change in
            var after = change.pen
            after.backgroundInsert = 0
            let base = cost + change.byteCount
            if end == rowEnd {
              costs.append(base + 3)
              parents.append(node)
              steps.append(.erase(count: end - p, toEnd: true, change))
              jump(
                from: cursor, done: end, skipping: nil, pen: after, cost: base + 3,
                parent: costs.count - 1)
              return
            }
            var c = nextChanged[p]
            while c < end {
              let n = c - p + 1
              let ech = TerminalCodes.csiLength(n)
              costs.append(base + ech)
              parents.append(node)
              steps.append(.erase(count: n, toEnd: false, change))
              jump(
                from: cursor, done: p + n, skipping: nil, pen: after, cost: base + ech,
                parent: costs.count - 1)
              c = nextChanged[c + 1]
            }
          }
        }
      }
    }
    guard best.node >= 0 else { return (0, []) }
    var path: [Step] = []
    var node = best.node
    while node >= 0 {
      path.append(steps[node])
      node = parents[node]
    }
    return (best.cost, path.reversed())
  }
}
