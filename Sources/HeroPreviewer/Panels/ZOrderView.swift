import HeroPlanner
@_spi(Panels) import HeroRaster

/// The terminal's answer to Hero's debug plugin 3D view: every layer of the frame drawn as an
/// outline, shifted up and to the right by its place in the drawing order so the stack fans
/// out, numbered at its corner, with a legend of numbers and names (top first) at the right.
/// What covers what is plain.
///
/// The fan is worked out once (`Fan`, in half-block pixels) and drawn either as cells or, where
/// the terminal draws images, as an image at its own pixels (`renderPicture`); the legend is
/// text either way.
public enum ZOrderView {
  static let legendWidth = 28
  static let fromColor: (Float, Float, Float) = (0.39, 0.71, 0.96)
  static let toColor: (Float, Float, Float) = (1, 0.65, 0.15)
  static let overlayColor: (Float, Float, Float) = (0.6, 0.6, 0.6)
  static let selectedColor: (Float, Float, Float) = (1, 0.84, 0)
  static let background = RGB(20, 20, 24)

  /// The fan's layout: each layer's outline in half-block pixels (a cell is 1 × 2), its
  /// colour, and where its number goes (in cells); numbers that would cover another are
  /// left out (the legend still lists them).
  struct Fan {
    var legend: Int
    var columns: Int
    var outlines: [(corners: [(x: Double, y: Double)], color: (Float, Float, Float))] = []
    var numbers: [(x: Int, y: Int, text: String, color: RGB)] = []
    var colors: [RGB] = []

    init(_ frame: Frame, columns totalColumns: Int, rows: Int, selected: ViewRef?) {
      let count = frame.layers.count
      legend = totalColumns >= legendWidth * 2 ? legendWidth : 0
      columns = totalColumns - legend
      // Leave room for the fan: the screen shrinks to fit with the spread beside it.
      let spreadX = count > 1 ? min(3.0, Double(columns) * 0.35 / Double(count - 1)) : 0
      let spreadY = count > 1 ? min(1.5, Double(rows * 2) * 0.35 / Double(count - 1)) : 0
      let fanWidth = spreadX * Double(max(0, count - 1))
      let fanHeight = spreadY * Double(max(0, count - 1))
      let fit = ScreenFit(
        screen: (frame.screenSize.width, frame.screenSize.height),
        columns: max(1, columns - Int(fanWidth.rounded(.up))),
        rows: max(1, rows - Int((fanHeight / 2).rounded(.up))))
      var labels: [(x: Int, y: Int, text: String, color: RGB)] = []
      for (i, layer) in frame.layers.enumerated() {
        let dx = spreadX * Double(i)
        let dy = fanHeight - spreadY * Double(i)
        let corners = layer.quad.map { p -> (x: Double, y: Double) in
          let q = fit.pixel(x: p.x, y: p.y)
          return (q.x + dx, q.y + dy)
        }
        let color: (Float, Float, Float) =
          layer.view == selected && layer.kind == .view
          ? selectedColor
          : layer.kind == .overlay ? overlayColor : layer.screen == .from ? fromColor : toColor
        outlines.append((corners, color))
        let top = corners.min { $0.y == $1.y ? $0.x < $1.x : $0.y < $1.y } ?? (0, 0)
        let rgb = RGB(UInt8(color.0 * 255), UInt8(color.1 * 255), UInt8(color.2 * 255))
        colors.append(rgb)
        labels.append((Int(top.x.rounded()), Int((top.y / 2).rounded(.down)), "\(i)", rgb))
      }
      // Numbers at the corners, top layers first.
      var taken = Set<Int>()
      for label in labels.reversed() where label.y >= 0 && label.y < rows {
        let cells = (label.x..<(label.x + label.text.count + 1)).map {
          label.y * totalColumns + $0
        }
        guard label.x >= 0, label.x + label.text.count < columns, taken.isDisjoint(with: cells)
        else { continue }
        taken.formUnion(cells)
        numbers.append(label)
      }
    }
  }

  public static func render(
    _ frame: Frame, columns totalColumns: Int, rows: Int, selected: ViewRef?
  ) -> Canvas {
    let fan = Fan(frame, columns: totalColumns, rows: rows, selected: selected)
    var pixels = PixelBuffer(width: fan.columns, height: rows * 2, fill: background)
    for outline in fan.outlines { pixels.outline(outline.corners, color: outline.color) }
    var canvas = Canvas(columns: totalColumns, rows: rows, fill: Cell(background: background))
    pixels.halfBlocks(into: &canvas)
    for number in fan.numbers {
      canvas.write(
        number.text, x: number.x, y: number.y, foreground: number.color, background: background)
    }
    writeLegend(frame, fan: fan, rows: rows, into: &canvas)
    return canvas
  }

  /// The view as an image over the fan's columns, at `cell` pixels a cell, of the cell rows
  /// `shown` (the rest is covered by text); the canvas has the legend and blank cells under
  /// the image. Outlines are a fifth of a cell wide, numbers a cell tall.
  static func renderPicture(
    _ frame: Frame, columns totalColumns: Int, rows: Int, selected: ViewRef?,
    cell: PixelsPerCell, shown: Range<Int>, picture: inout PixelPicture
  ) -> Canvas {
    let fan = Fan(frame, columns: totalColumns, rows: rows, selected: selected)
    let (sx, sy) = (Double(cell.x), Double(cell.y) / 2)
    var pixels = PixelBuffer(width: fan.columns * cell.x, height: rows * cell.y, fill: background)
    let thickness = max(1, cell.x / 5)
    for outline in fan.outlines {
      pixels.outline(
        outline.corners.map { (x: $0.x * sx, y: $0.y * sy) }, color: outline.color,
        thickness: thickness)
    }
    // The font is 7 pixels tall: a glyph pixel as many pixels as fit 9 in a cell.
    let unit = max(1, cell.y / 9)
    for number in fan.numbers {
      let x = number.x * cell.x
      let y = number.y * cell.y
      let width = PixelBuffer.textWidth(number.text, unit: unit) + 2 * unit
      pixels.fill(x: x, y: y, width: width, height: cell.y, color: background)
      pixels.text(
        number.text, x: x + unit, y: y + (cell.y - 7 * unit) / 2, unit: unit, color: number.color)
    }
    let top = min(max(shown.lowerBound, 0), rows)
    let bottom = min(max(shown.upperBound, top), rows)
    picture.rows = top..<bottom
    picture.cell = cell
    picture.columns = 0..<fan.columns
    pixels.rgb(rows: (top * cell.y)..<(bottom * cell.y), into: &picture.rgb)
    var canvas = Canvas(columns: totalColumns, rows: rows, fill: Cell(background: background))
    writeLegend(frame, fan: fan, rows: rows, into: &canvas)
    return canvas
  }

  private static func writeLegend(_ frame: Frame, fan: Fan, rows: Int, into canvas: inout Canvas) {
    guard fan.legend > 0 else { return }
    canvas.write(
      "drawing order, top first", x: fan.columns + 1, y: 0, foreground: RGB(200, 200, 200))
    for (line, i) in frame.layers.indices.reversed().enumerated() where line + 1 < rows {
      let layer = frame.layers[i]
      let kind = layer.kind == .overlay ? " (overlay)" : ""
      var text = "\(i) \(TerminalText.cells(layer.name))\(kind)"
      if text.count > fan.legend - 2 { text = String(text.prefix(fan.legend - 3)) + "…" }
      canvas.write(text, x: fan.columns + 1, y: line + 1, foreground: fan.colors[i])
    }
  }
}
