extension PixelBuffer {
  /// The pixels as cells by `blitter`, written into `canvas` from its top-left corner: half
  /// blocks by their fast path (`halfBlocks`), the finer blitters by `CellSolver`.
  @_spi(Panels) public func cells(
    into canvas: inout Canvas, blitter: Blitter, only: Range<Int>? = nil, outside: RGB = .black
  ) {
    guard blitter != .half else {
      return halfBlocks(into: &canvas, only: only, outside: outside)
    }
    var solver = CellSolver()
    blitSolved(into: &canvas, blitter: blitter, solver: &solver)
  }

  /// Each cell's pixels gathered and split in two colours: the reference for every blitter
  /// (the half-block fast path is held to it by the tests) and the path of the finer ones.
  /// Outside `only` (pixel columns, whole cells) every pixel is known to be `outside`: those
  /// cells are what a cell of that colour alone comes to, without looking at their pixels (the
  /// columns around a phone are most of a wide terminal's picture).
  func blitSolved(
    into canvas: inout Canvas, blitter: Blitter, solver: inout CellSolver,
    only: Range<Int>? = nil, outside: RGB = .black
  ) {
    let shape = blitter.pixelsPerCell
    let rows = min(canvas.rows, height / shape.y)
    let columns = min(canvas.columns, width / shape.x)
    let looked = Self.clamped(
      only.map { ($0.lowerBound / shape.x)..<(($0.upperBound + shape.x - 1) / shape.x) },
      to: columns)
    let glyphs = blitter.glyphs
    let width = width
    let n = shape.x * shape.y
    let canvasColumns = canvas.columns
    var ink = ByteColorMemo()
    var paper = ByteColorMemo()
    colors.withUnsafeBufferPointer { colors in
      canvas.withUnsafeMutableCells { cells in
        withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 16) { gathered in
          guard let pixels = colors.baseAddress, let base = gathered.baseAddress else { return }
          // A cell of `outside` alone, worked out as any other cell is.
          var blank = Cell(glyph: " ", foreground: outside, background: outside)
          if looked != 0..<columns {
            for k in 0..<n { base[k] = Self.color(outside) }
            let split = solver.solve(base, count: n)
            let fore = ink.rgb(split.ink)
            let back = paper.rgb(split.paper)
            blank =
              split.mask == 0 || fore == back
              ? Cell(glyph: " ", foreground: back, background: back)
              : Cell(glyph: glyphs[split.mask], foreground: fore, background: back)
          }
          // A cell whose pixels are the last one's bit for bit (flat areas, most of a frame)
          // takes its answer without solving, found in the buffer itself (not by copying
          // every cell's pixels out first); only the pixels of a cell to solve are gathered
          // into `cell`.
          let cell = base
          for row in 0..<rows {
            for column in 0..<looked.lowerBound { cells[row * canvasColumns + column] = blank }
            for column in looked.upperBound..<columns {
              cells[row * canvasColumns + column] = blank
            }
            for column in looked {
              let first = pixels + row * shape.y * width + column * shape.x
              let i = row * canvasColumns + column
              if column > looked.lowerBound,
                Self.sameCell(first, as: shape.x, shape: shape, width: width)
              {
                cells[i] = cells[i - 1]
              } else if row > 0,
                Self.sameCell(first, as: shape.y * width, shape: shape, width: width)
              {
                // The cell above's pixels, bit for bit: a vertical edge down a column of cells.
                cells[i] = cells[i - canvasColumns]
              } else {
                var k = 0
                for dy in 0..<shape.y {
                  let line = first + dy * width
                  for dx in 0..<shape.x {
                    cell[k] = line[dx]
                    k += 1
                  }
                }
                let split = solver.solve(cell, count: n)
                let fore = ink.rgb(split.ink)
                let back = paper.rgb(split.paper)
                cells[i] =
                  split.mask == 0 || fore == back
                  ? Cell(glyph: " ", foreground: back, background: back)
                  : Cell(glyph: glyphs[split.mask], foreground: fore, background: back)
              }
            }
          }
        }
      }
    }
  }

  /// Whether the cell of `shape` pixels from `first` has the bits of the cell `offset` pixels
  /// back (the cell to its left, or above it): every pixel compared, without a branch each.
  @inline(__always)
  static func sameCell(
    _ first: UnsafePointer<SIMD4<Float>>, as offset: Int, shape: PixelsPerCell, width: Int
  ) -> Bool {
    var differs: UInt64 = 0
    for dy in 0..<shape.y {
      let line = first + dy * width
      for dx in 0..<shape.x { differs |= differingBits(line[dx], line[dx - offset]) }
    }
    return differs == 0
  }

  /// Nonzero where two pixels' bits differ: two 64-bit exclusive ors, without branches (a
  /// vector comparison's four lanes were tested one by one, with a branch each).
  @inline(__always)
  static func differingBits(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> UInt64 {
    let x = unsafeBitCast(a, to: SIMD2<UInt64>.self) ^ unsafeBitCast(b, to: SIMD2<UInt64>.self)
    return x[0] | x[1]
  }

  /// Per cell of `shape` pixels, the latest of their owners, into `owners`; outside `only`
  /// (pixel columns, whole cells) every pixel is known to be unowned. Through pointers, a row of
  /// cells at a time: the reference's test of every cell against the bounds and its checked
  /// index arithmetic were a third of the time the octant frame of 1,000 views spent in
  /// `Rasteriser.render` itself, and 6 % of play's frame where the picture is an image (a
  /// terminal's cell of 9 × 18 pixels).
  func cellOwners(
    columns: Int, rows: Int, shape: PixelsPerCell, only: Range<Int>? = nil,
    into owners: inout [Int32]
  ) {
    guard shape != .halfBlock else {
      return cellOwners(columns: columns, rows: rows, only: only, into: &owners)
    }
    guard shape.x > 0, shape.y > 0 else {
      return cellOwnersReference(
        columns: columns, rows: rows, shape: shape, only: only, into: &owners)
    }
    let count = columns * rows
    if owners.count != count { owners = Array(repeating: -1, count: count) }
    let width = width
    let across = shape.x
    let looked = Self.clamped(
      only.map { ($0.lowerBound / across)..<(($0.upperBound + across - 1) / across) },
      to: columns)
    // The cells whose pixels are looked at; every other one is unowned.
    let start = looked.lowerBound
    let end = max(start, min(looked.upperBound, width / across))
    let usableRows = min(rows, height / shape.y)
    owner.withUnsafeBufferPointer { owner in
      owners.withUnsafeMutableBufferPointer { owners in
        guard let source = owner.baseAddress, let target = owners.baseAddress else { return }
        for row in 0..<rows {
          let out = target + row * columns
          guard row < usableRows else {
            out.update(repeating: -1, count: columns)
            continue
          }
          out.update(repeating: -1, count: start)
          let top = source + row * shape.y * width
          for column in start..<end {
            var p = top + across * column
            var latest: Int32 = -1
            if across == 2 {
              for _ in 0..<shape.y {
                latest = max(latest, max(p[0], p[1]))
                p += width
              }
            } else {
              for _ in 0..<shape.y {
                for dx in 0..<across { latest = max(latest, p[dx]) }
                p += width
              }
            }
            out[column] = latest
          }
          (out + end).update(repeating: -1, count: columns - end)
        }
      }
    }
  }

  /// `cellOwners` for any shape, each cell looked at on its own: what the tests hold the
  /// finer blitters' path to.
  func cellOwnersReference(
    columns: Int, rows: Int, shape: PixelsPerCell, only: Range<Int>? = nil,
    into owners: inout [Int32]
  ) {
    let count = columns * rows
    if owners.count != count { owners = Array(repeating: -1, count: count) }
    let width = width
    let looked = Self.clamped(
      only.map { ($0.lowerBound / shape.x)..<(($0.upperBound + shape.x - 1) / shape.x) },
      to: columns)
    let usable = (min(looked.upperBound, width / shape.x), min(rows, height / shape.y))
    owner.withUnsafeBufferPointer { owner in
      owners.withUnsafeMutableBufferPointer { owners in
        for row in 0..<rows {
          for column in 0..<columns {
            var top: Int32 = -1
            if column >= looked.lowerBound && column < usable.0 && row < usable.1 {
              for dy in 0..<shape.y {
                let line = (row * shape.y + dy) * width + column * shape.x
                for dx in 0..<shape.x { top = max(top, owner[line + dx]) }
              }
            }
            owners[row * columns + column] = top
          }
        }
      }
    }
  }
}

/// The last colour turned into bytes, by its bits: neighbouring cells mostly share colours.
struct ByteColorMemo {
  private var key = SIMD4<UInt32>(repeating: .max)
  private var value = RGB(0, 0, 0)

  @inline(__always)
  mutating func rgb(_ c: SIMD4<Float>) -> RGB {
    let k = unsafeBitCast(c, to: SIMD4<UInt32>.self)
    if k == key { return value }
    key = k
    value = RGB(PixelBuffer.byte(c[0]), PixelBuffer.byte(c[1]), PixelBuffer.byte(c[2]))
    return value
  }
}
