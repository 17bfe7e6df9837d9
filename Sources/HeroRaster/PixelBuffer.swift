/// The pixel grid a frame is painted into before it becomes cells: linear floats for
/// compositing (red, green, blue and an unused lane, side by side so a pixel blends in one
/// vector operation), and for each pixel the topmost layer that visibly painted it.
@_spi(Panels) public struct PixelBuffer: Sendable {
  private(set) var width: Int
  private(set) var height: Int
  var colors: [SIMD4<Float>]
  /// Index of the topmost layer painted with alpha ≥ `ownerThreshold`, or -1.
  var owner: [Int32]

  /// Below this alpha a layer does not count as covering a pixel.
  static let ownerThreshold: Float = 0.05

  @_spi(Panels) public init(width: Int, height: Int, fill: RGB) {
    self.width = width
    self.height = height
    let count = width * height
    colors = Array(repeating: Self.color(fill), count: count)
    owner = Array(repeating: -1, count: count)
  }

  /// Every pixel back to `fill` with no owner, at this size: the storage is kept when the size
  /// is the same, so a frame at a steady size allocates nothing.
  /// `only` (columns): the pixels beyond them are left as they are, for a frame that neither
  /// paints nor reads them (`halfBlocks(into:only:outside:)`).
  /// `keeping`: a box of pixels left as they are too, which the frame's first layer paints
  /// over with opaque paint (its colour and owner take each pixel's place exactly): a frame
  /// whose first layer fills the buffer skips a pass over all of it.
  mutating func reset(
    width: Int, height: Int, fill: RGB, only: Range<Int>? = nil,
    keeping: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil
  ) {
    guard width == self.width, height == self.height else {
      self = PixelBuffer(width: width, height: height, fill: fill)
      return
    }
    let color = Self.color(fill)
    let columns = Self.clamped(only, to: width)
    if let keeping, keeping.minX < keeping.maxX, keeping.minY < keeping.maxY {
      return reset(columns: columns, keeping: keeping, color: color)
    }
    guard columns != 0..<width else {
      colors.withUnsafeMutableBufferPointer { $0.update(repeating: color) }
      owner.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
      return
    }
    colors.withUnsafeMutableBufferPointer { colors in
      owner.withUnsafeMutableBufferPointer { owner in
        guard let colors = colors.baseAddress, let owner = owner.baseAddress else { return }
        for row in 0..<height {
          let start = row * width + columns.lowerBound
          (colors + start).update(repeating: color, count: columns.count)
          (owner + start).update(repeating: -1, count: columns.count)
        }
      }
    }
  }

  /// `columns` of every row back to `color` and no owner, but for the box `keeping`.
  private mutating func reset(
    columns: Range<Int>, keeping: (minX: Int, minY: Int, maxX: Int, maxY: Int),
    color: SIMD4<Float>
  ) {
    let width = width
    let rows = max(0, min(keeping.minY, height))..<max(0, min(keeping.maxY, height))
    let kept = Self.clamped(max(0, keeping.minX)..<max(0, keeping.maxX), to: width)
    colors.withUnsafeMutableBufferPointer { colors in
      owner.withUnsafeMutableBufferPointer { owner in
        guard let colors = colors.baseAddress, let owner = owner.baseAddress else { return }
        func clear(_ row: Int, _ part: Range<Int>) {
          guard !part.isEmpty else { return }
          let start = row * width + part.lowerBound
          (colors + start).update(repeating: color, count: part.count)
          (owner + start).update(repeating: -1, count: part.count)
        }
        for row in 0..<height {
          guard rows.contains(row) else {
            clear(row, columns)
            continue
          }
          clear(
            row,
            columns.lowerBound..<max(columns.lowerBound, min(kept.lowerBound, columns.upperBound)))
          clear(
            row,
            max(columns.lowerBound, min(kept.upperBound, columns.upperBound))..<columns.upperBound)
        }
      }
    }
  }

  /// A byte colour as linear floats, the fourth lane 0.
  static func color(_ c: RGB) -> SIMD4<Float> {
    SIMD4(Float(c.r) / 255, Float(c.g) / 255, Float(c.b) / 255, 0)
  }

  /// Per cell of two pixels (upper and lower), the later of their owners, into `owners`.
  /// Outside `only` (columns) every pixel is known to be unowned, and is not looked at.
  func cellOwners(columns: Int, rows: Int, only: Range<Int>? = nil, into owners: inout [Int32]) {
    let count = columns * rows
    if owners.count != count { owners = Array(repeating: -1, count: count) }
    let width = width
    let looked = Self.clamped(only, to: min(columns, width))
    owner.withUnsafeBufferPointer { owner in
      owners.withUnsafeMutableBufferPointer { owners in
        guard let base = owners.baseAddress else { return }
        for row in 0..<rows {
          let cells = row * columns
          (base + cells).update(repeating: -1, count: looked.lowerBound)
          for column in looked {
            let top = (row * 2) * width + column
            owners[cells + column] = max(owner[top], owner[top + width])
          }
          (base + cells + looked.upperBound).update(
            repeating: -1, count: columns - looked.upperBound)
        }
      }
    }
  }

  /// `columns` within `0..<limit` (all of them when nil).
  static func clamped(_ columns: Range<Int>?, to limit: Int) -> Range<Int> {
    guard let columns else { return 0..<limit }
    let lower = min(max(columns.lowerBound, 0), limit)
    return lower..<min(max(columns.upperBound, lower), limit)
  }

  /// The storage as buffer pointers for `body`, which paints through them: the layers of a
  /// frame are painted without a uniqueness check of four arrays for every run.
  mutating func withTarget<R>(_ body: (PixelTarget) -> R) -> R {
    let width = width
    return colors.withUnsafeMutableBufferPointer { colors in
      owner.withUnsafeMutableBufferPointer { owner in
        body(PixelTarget(colors: colors, owner: owner, width: width))
      }
    }
  }

  func rgb(_ i: Int) -> RGB {
    RGB(Self.byte(colors[i][0]), Self.byte(colors[i][1]), Self.byte(colors[i][2]))
  }

  /// A channel (0…1) as a byte: `UInt8(max(0, min(255, (v * 255).rounded())))`, NaN as 255,
  /// without a call into libm per channel (it runs for every pixel of every frame) and without
  /// a branch on the fraction, which fading colours made unpredictable (checked against the
  /// branching form for every Float from −1.5 to 2.5 and the specials).
  @inline(__always)
  static func byte(_ v: Float) -> UInt8 {
    let x = v * 255
    // 2^23: adding and taking it away rounds a smaller non-negative Float to a whole number
    // (to nearest, ties to even), and the sum's low mantissa bits are that number.
    let magic: Float = 8_388_608
    let inside = x > 0 ? (x < 254.5 ? x : 0) : 0
    var whole = (inside + magic) - magic
    whole -= whole > inside ? 1 : 0
    // The fraction is exact below 2^23, so this rounds halves away from zero as `rounded()`.
    whole += inside - whole >= 0.5 ? 1 : 0
    let rounded = UInt8(truncatingIfNeeded: (whole + magic).bitPattern)
    return x >= 254.5 || x.isNaN ? 255 : rounded
  }

  /// Sets a pixel outright (no blending), ignoring pixels off the buffer.
  mutating func set(_ x: Int, _ y: Int, _ color: (Float, Float, Float)) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    colors[y * width + x] = SIMD4(color.0, color.1, color.2, 0)
  }

  /// A one-pixel outline through the corners of a quad (in pixel coordinates); `dashed` leaves
  /// out every other pair of pixels.
  @_spi(Panels) public mutating func outline(
    _ corners: [(x: Double, y: Double)], color: (Float, Float, Float), dashed: Bool = false
  ) {
    outline(corners, color: color, dashed: dashed) { _, _ in }
  }

  /// The outline, telling `drawn` each pixel it set (the arc overlay keeps off them).
  mutating func outline(
    _ corners: [(x: Double, y: Double)], color: (Float, Float, Float), dashed: Bool,
    drawn: (Int, Int) -> Void
  ) {
    var step = 0
    for k in corners.indices {
      let a = corners[k]
      let b = corners[(k + 1) % corners.count]
      let count = max(1, Int(saturating: max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)))
      for s in 0...count {
        step += 1
        if dashed && (step / 2) % 2 == 1 { continue }
        let t = Double(s) / Double(count)
        let x = Int(saturating: (a.x + (b.x - a.x) * t).rounded(.down))
        let y = Int(saturating: (a.y + (b.y - a.y) * t).rounded(.down))
        set(x, y, color)
        if x >= 0, y >= 0, x < width, y < height { drawn(x, y) }
      }
    }
  }

  /// The pixels as cells of two half-block pixels each (upper in the foreground of `▀`, lower in
  /// the background), written into `canvas` from its top-left corner. Outside `only` (columns)
  /// every pixel is known to be `outside` (the container around the screen, which no layer
  /// paints), and the cells there are that colour's without looking at the pixels.
  @_spi(Panels) public func halfBlocks(
    into canvas: inout Canvas, only: Range<Int>? = nil, outside: RGB = .black
  ) {
    let rows = min(canvas.rows, height / 2)
    let columns = min(canvas.columns, width)
    let looked = Self.clamped(only, to: columns)
    let canvasColumns = canvas.columns
    let width = width
    colors.withUnsafeBufferPointer { colors in
      canvas.withUnsafeMutableCells { cells in
        guard let pixels = colors.baseAddress, let base = cells.baseAddress else { return }
        // Runs of one colour are the rule: a pixel the same as the last one on its row
        // (bit for bit) takes the colour worked out for that one; else one the same as the
        // pixel above it (the lower pixel of the cell above, whose colour is that cell's
        // background), or the upper pixel of its own cell. Layers are rectangles: under
        // overlapping translucent ones, rows change colour at every edge, columns seldom.
        var upperMemo = ColorMemo()
        var lowerMemo = ColorMemo()
        // As the pixels there would give it.
        let around = upperMemo.rgb(Self.color(outside))
        let aroundCell = Cell(glyph: " ", foreground: around, background: around)
        for row in 0..<rows {
          let line = row * canvasColumns
          (base + line).update(repeating: aroundCell, count: looked.lowerBound)
          var column = looked.lowerBound
          while column < looked.upperBound {
            let i = row * 2 * width + column
            let upperKey = ColorMemo.key(colors[i])
            let upper: RGB
            var fresh = false
            if upperKey == upperMemo.key {
              upper = upperMemo.value
            } else if row > 0, upperKey == ColorMemo.key(colors[i - width]) {
              upper = cells[line - canvasColumns + column].background
              upperMemo.key = upperKey
              upperMemo.value = upper
            } else {
              upper = upperMemo.miss(colors[i], upperKey)
              fresh = true
            }
            let lowerKey = ColorMemo.key(colors[i + width])
            let lower =
              lowerKey == upperKey
              ? upper
              : lowerKey == lowerMemo.key
                ? lowerMemo.value : lowerMemo.miss(colors[i + width], lowerKey)
            let cell =
              upper == lower
              ? Cell(glyph: " ", foreground: upper, background: upper)
              : Cell(glyph: "▀", foreground: upper, background: lower)
            // A cell is a function of its two pixels' bits alone: the columns after it whose
            // pixels are these, bit for bit, take the same cell, found with four integer
            // comparisons a column instead of the memo's keys (a third of the time here).
            let run = Self.sameColumns(
              from: pixels + i, to: pixels + i + (looked.upperBound - column), width: width)
            (base + line + column).update(repeating: cell, count: run)
            column += run
            // A new colour that the next column does not repeat: a photo's pixels, most
            // likely all different from here on, which the memos and runs only slow down.
            if run == 1 && fresh {
              column = Self.changingColumns(
                pixels + row * 2 * width, width: width, from: column, to: looked.upperBound,
                into: base + line)
            }
          }
          (base + line + looked.upperBound).update(
            repeating: aroundCell, count: columns - looked.upperBound)
        }
      }
    }
  }

  /// The cells of `columns` from `start` (up to `end`) of the row of cells whose upper
  /// pixels begin at `upper`, each from its two pixels' bytes worked out at once (`bytes`),
  /// without memos or runs, for as long as each column's pixels differ from the column
  /// before's (bit for bit): returns the first column that does not (or `end`), where runs
  /// and memos take over again. `start` must not be the row's first column.
  @inline(__always)
  static func changingColumns(
    _ upper: UnsafePointer<SIMD4<Float>>, width: Int, from start: Int, to end: Int,
    into cells: UnsafeMutablePointer<Cell>
  ) -> Int {
    let raw = UnsafeRawPointer(upper)
    let stride = MemoryLayout<SIMD4<Float>>.stride
    let below = width * stride
    var column = start
    while column < end {
      let offset = column * stride
      let previous = offset - stride
      let differs =
        (raw.load(fromByteOffset: offset, as: UInt64.self)
          ^ raw.load(fromByteOffset: previous, as: UInt64.self))
        | (raw.load(fromByteOffset: offset + 8, as: UInt64.self)
          ^ raw.load(fromByteOffset: previous + 8, as: UInt64.self))
        | (raw.load(fromByteOffset: offset + below, as: UInt64.self)
          ^ raw.load(fromByteOffset: previous + below, as: UInt64.self))
        | (raw.load(fromByteOffset: offset + below + 8, as: UInt64.self)
          ^ raw.load(fromByteOffset: previous + below + 8, as: UInt64.self))
      if differs == 0 { break }
      let b = bytes(SIMD8(lowHalf: upper[column], highHalf: upper[column + width]))
      let top = RGB(
        UInt8(truncatingIfNeeded: b[0]), UInt8(truncatingIfNeeded: b[1]),
        UInt8(truncatingIfNeeded: b[2]))
      let bottom = RGB(
        UInt8(truncatingIfNeeded: b[4]), UInt8(truncatingIfNeeded: b[5]),
        UInt8(truncatingIfNeeded: b[6]))
      cells[column] =
        top == bottom
        ? Cell(glyph: " ", foreground: top, background: top)
        : Cell(glyph: "▀", foreground: top, background: bottom)
      column += 1
    }
    return column
  }

  /// `byte` of eight channels at once (two pixels' four lanes), each in the low bits of its
  /// lane: the same bytes by fewer vector steps. `x · 255` is held to 0…255 (NaN to 255, as
  /// `byte` gives), rounded to nearest with ties to even by the 2^23 sum, and a tie rounded
  /// down to even (a difference of exactly ½, exact below 2^23) taken up, away from zero.
  @inline(__always)
  static func bytes(_ v: SIMD8<Float>) -> SIMD8<UInt32> {
    let x = v * 255
    let magic = SIMD8<Float>(repeating: 8_388_608)
    var held = SIMD8<Float>(repeating: 255).replacing(with: x, where: x .< 255)
    held.replace(with: 0, where: .!(held .> 0))
    var whole = (held + magic) - magic
    whole.replace(with: whole + 1, where: held - whole .== 0.5)
    return unsafeBitCast(whole + magic, to: SIMD8<UInt32>.self) & 0xFF
  }

  /// How many pixels from `first` (at least one, and short of `end`) have the same bits as
  /// `first`, each with the pixel `width` below it the same as the one below `first`.
  @inline(__always)
  static func sameColumns(
    from first: UnsafePointer<SIMD4<Float>>, to end: UnsafePointer<SIMD4<Float>>, width: Int
  ) -> Int {
    let upper = UnsafeRawPointer(first)
    let lower = UnsafeRawPointer(first + width)
    let (u0, u1) = (upper.load(as: UInt64.self), upper.load(fromByteOffset: 8, as: UInt64.self))
    let (l0, l1) = (lower.load(as: UInt64.self), lower.load(fromByteOffset: 8, as: UInt64.self))
    var next = first + 1
    while next < end {
      let p = UnsafeRawPointer(next)
      let q = UnsafeRawPointer(next + width)
      let differs =
        (p.load(as: UInt64.self) ^ u0) | (p.load(fromByteOffset: 8, as: UInt64.self) ^ u1)
        | (q.load(as: UInt64.self) ^ l0) | (q.load(fromByteOffset: 8, as: UInt64.self) ^ l1)
      if differs != 0 { break }
      next += 1
    }
    return next - first
  }
}

/// The last linear colour turned into bytes and its answer (`PixelBuffer.byte` per channel).
/// The key is the pixel's four lanes bit for bit, compared in one vector operation (the unused
/// lane only ever makes a spare miss).
private struct ColorMemo {
  var key = SIMD4<UInt32>(repeating: .max)
  var value = RGB(0, 0, 0)

  @inline(__always)
  mutating func rgb(_ c: SIMD4<Float>) -> RGB {
    let k = Self.key(c)
    if k == key { return value }
    return miss(c, k)
  }

  /// A pixel's four lanes bit for bit.
  @inline(__always)
  static func key(_ c: SIMD4<Float>) -> SIMD4<UInt32> { unsafeBitCast(c, to: SIMD4<UInt32>.self) }

  /// A new colour (`k` its key), worked out apart: the compiler would not inline `rgb` with
  /// it, and the call cost every pixel, hit or miss.
  @inline(never)
  mutating func miss(_ c: SIMD4<Float>, _ k: SIMD4<UInt32>) -> RGB {
    key = k
    value = RGB(PixelBuffer.byte(c[0]), PixelBuffer.byte(c[1]), PixelBuffer.byte(c[2]))
    return value
  }
}

/// A pixel buffer's storage while a frame's layers are painted into it (`withTarget`).
struct PixelTarget {
  let colors: UnsafeMutableBufferPointer<SIMD4<Float>>
  let owner: UnsafeMutableBufferPointer<Int32>
  let width: Int

  /// Source-over compositing in sRGB, as Core Animation blends. An opaque paint takes the
  /// pixel's place exactly (`x + (c − x) · 1` can round an ulp away from c, by what was under
  /// it), so what a layer covers with opaque paint does not depend on the layers beneath:
  /// `Occlusion` leaves those out.
  @inline(__always)
  func blend(_ i: Int, r: Float, g: Float, b: Float, alpha: Float, layer: Int32, owns: Bool = true)
  {
    guard alpha > 0 else { return }
    let a = min(alpha, 1)
    colors[i] = a == 1 ? SIMD4(r, g, b, 0) : colors[i] + (SIMD4(r, g, b, 0) - colors[i]) * a
    if owns && a >= PixelBuffer.ownerThreshold { owner[i] = layer }
  }

  /// `blend` over the pixels `start..<end` of the buffer in one pass: one layer's run of a row.
  func blendRun(_ start: Int, _ end: Int, r: Float, g: Float, b: Float, alpha: Float, layer: Int32)
  {
    guard alpha > 0, start < end else { return }
    run(start, end, SIMD4(r, g, b, 0), min(alpha, 1), layer)
  }

  /// `blendRun` over the same columns of a band of rows: one layer's run of columns on each.
  func blendRect(
    rows: Range<Int>, columns: Range<Int>, r: Float, g: Float, b: Float, alpha: Float,
    layer: Int32
  ) {
    guard alpha > 0, !columns.isEmpty else { return }
    let a = min(alpha, 1)
    let color = SIMD4(r, g, b, 0)
    for row in rows {
      let start = row * width + columns.lowerBound
      run(start, start + columns.count, color, a, layer)
    }
  }

  /// One run blended at `a` (0 < a ≤ 1): colour and owner in one pass (a second pass over the
  /// owners cost as much again as the blending).
  @inline(__always)
  private func run(_ start: Int, _ end: Int, _ color: SIMD4<Float>, _ a: Float, _ layer: Int32) {
    guard a >= PixelBuffer.ownerThreshold else { return mix(start, end, color, a) }
    guard let colorBase = colors.baseAddress, let ownerBase = owner.baseAddress else { return }
    // Through raw pointers, the owner in a register: in the loop over the buffers' subscripts
    // the compiler reloaded the layer's index from memory for every pixel.
    let pixels = colorBase + start
    let owners = ownerBase + start
    let count = end - start
    if a == 1 {
      pixels.update(repeating: color, count: count)
    } else {
      for k in 0..<count { pixels[k] += (color - pixels[k]) * a }
    }
    owners.update(repeating: layer, count: count)
  }

  /// Mixes a colour into `start..<end` by `strength`, leaving the owners alone (shadows).
  func shadeRun(_ start: Int, _ end: Int, r: Float, g: Float, b: Float, strength: Float) {
    guard start < end else { return }
    mix(start, end, SIMD4(r, g, b, 0), strength)
  }

  /// Mixes a colour into pixel `i` by `strength` (a shadow's soft edge).
  @inline(__always)
  func shade(_ i: Int, r: Float, g: Float, b: Float, strength: Float) {
    colors[i] += (SIMD4(r, g, b, 0) - colors[i]) * strength
  }

  /// `pixel += (color − pixel) · a` over `start..<end`, each channel as a Float on its own.
  @inline(__always)
  private func mix(_ start: Int, _ end: Int, _ color: SIMD4<Float>, _ a: Float) {
    for i in start..<end { colors[i] += (color - colors[i]) * a }
  }
}
