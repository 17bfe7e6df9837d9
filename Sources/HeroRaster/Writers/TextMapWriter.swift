import HeroPlanner

/// The text format: a map of which layer is on top in each cell, one letter per layer, with a
/// legend — for tests and for reading in a pull request.
///
/// `.` is the container outside the screen, a space a cell no layer covers; layers are lettered
/// a–z, A–Z, 0–9 in draw order (then `*`).
public enum TextMapWriter {
  static let symbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  public static func symbol(for index: Int) -> Character {
    index < symbols.count ? symbols[index] : "*"
  }

  /// The map's rows, without the legend.
  public static func rows(_ raster: Raster) -> [String] {
    let canvas = raster.canvas
    let screen = raster.fit.screenPixels
    var lines: [String] = []
    for row in 0..<canvas.rows {
      var line = ""
      for column in 0..<canvas.columns {
        if let owner = raster.owner(column: column, row: row) {
          line.append(symbol(for: owner))
        } else {
          let insideX = column >= screen.minX && column < screen.maxX
          let insideY = row * 2 + 1 >= screen.minY && row * 2 < screen.maxY
          line.append(insideX && insideY ? " " : ".")
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// The map and a legend line per layer that shows: `a  from  name (screen, path)`.
  public static func write(_ raster: Raster, frame: Frame) -> String {
    var out = rows(raster).joined(separator: "\n") + "\n\n"
    let shown = Set(raster.cellOwners.filter { $0 >= 0 })
    for (index, layer) in frame.layers.enumerated() where shown.contains(Int32(index)) {
      let kind = layer.kind == .overlay ? " overlay" : ""
      let path = layer.path.map(String.init).joined(separator: ",")
      out +=
        "\(symbol(for: index))  \(layer.screen.rawValue)\(kind)  \(TerminalText.cells(layer.name))"
        + "  [\(path)]  opacity \(formatNumber(layer.opacity, decimals: 2))\n"
    }
    return out
  }
}
