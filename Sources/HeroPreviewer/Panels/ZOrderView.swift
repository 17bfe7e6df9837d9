import HeroPlanner
@_spi(Panels) import HeroRaster

/// The terminal's answer to Hero's debug plugin 3D view: every layer of the frame drawn as an
/// outline, shifted up and to the right by its place in the drawing order so the stack fans
/// out, numbered at its corner, with a legend of numbers and names (top first) at the right.
/// What covers what is plain.
public enum ZOrderView {
  static let legendWidth = 28
  static let fromColor: (Float, Float, Float) = (0.39, 0.71, 0.96)
  static let toColor: (Float, Float, Float) = (1, 0.65, 0.15)
  static let overlayColor: (Float, Float, Float) = (0.6, 0.6, 0.6)
  static let selectedColor: (Float, Float, Float) = (1, 0.84, 0)

  public static func render(
    _ frame: Frame, columns totalColumns: Int, rows: Int, selected: ViewRef?
  ) -> Canvas {
    let count = frame.layers.count
    let legend = totalColumns >= legendWidth * 2 ? legendWidth : 0
    let columns = totalColumns - legend
    // Leave room for the fan: the screen shrinks to fit with the spread beside it.
    let spreadX = count > 1 ? min(3.0, Double(columns) * 0.35 / Double(count - 1)) : 0
    let spreadY = count > 1 ? min(1.5, Double(rows * 2) * 0.35 / Double(count - 1)) : 0
    let fanWidth = spreadX * Double(max(0, count - 1))
    let fanHeight = spreadY * Double(max(0, count - 1))
    let fit = ScreenFit(
      screen: (frame.screenSize.width, frame.screenSize.height),
      columns: max(1, columns - Int(fanWidth.rounded(.up))),
      rows: max(1, rows - Int((fanHeight / 2).rounded(.up))))
    var pixels = PixelBuffer(width: columns, height: rows * 2, fill: RGB(20, 20, 24))
    var labels: [(Int, Int, String, RGB)] = []
    for (i, layer) in frame.layers.enumerated() {
      let dx = spreadX * Double(i)
      let dy = fanHeight - spreadY * Double(i)
      let corners = layer.quad.map { p -> (Double, Double) in
        let q = fit.pixel(x: p.x, y: p.y)
        return (q.x + dx, q.y + dy)
      }
      let color: (Float, Float, Float) =
        layer.view == selected && layer.kind == .view
        ? selectedColor
        : layer.kind == .overlay ? overlayColor : layer.screen == .from ? fromColor : toColor
      pixels.outline(corners.map { (x: $0.0, y: $0.1) }, color: color)
      let top = corners.min { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 < $1.1 } ?? (0, 0)
      let rgb = RGB(UInt8(color.0 * 255), UInt8(color.1 * 255), UInt8(color.2 * 255))
      labels.append((Int(top.0.rounded()), Int((top.1 / 2).rounded(.down)), "\(i)", rgb))
    }
    var canvas = Canvas(columns: totalColumns, rows: rows, fill: Cell(background: RGB(20, 20, 24)))
    pixels.halfBlocks(into: &canvas)
    // Numbers at the corners, top layers first; one that would cover another is left out (the
    // legend still lists it).
    var taken = Set<Int>()
    for (x, y, text, color) in labels.reversed() where y >= 0 && y < rows {
      let cells = (x..<(x + text.count + 1)).map { y * totalColumns + $0 }
      guard x >= 0, x + text.count < columns, taken.isDisjoint(with: cells) else { continue }
      taken.formUnion(cells)
      canvas.write(text, x: x, y: y, foreground: color, background: RGB(20, 20, 24))
    }
    guard legend > 0 else { return canvas }
    canvas.write("drawing order, top first", x: columns + 1, y: 0, foreground: RGB(200, 200, 200))
    for (line, i) in frame.layers.indices.reversed().enumerated() where line + 1 < rows {
      let layer = frame.layers[i]
      let kind = layer.kind == .overlay ? " (overlay)" : ""
      var text = "\(i) \(TerminalText.cells(layer.name))\(kind)"
      if text.count > legend - 2 { text = String(text.prefix(legend - 3)) + "…" }
      canvas.write(text, x: columns + 1, y: line + 1, foreground: labels[i].3)
    }
    return canvas
  }
}
