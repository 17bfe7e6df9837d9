import HeroPlanner

/// The text format: a map of which layer is on top in each cell, one letter per layer, with a
/// legend — for tests and for reading in a pull request.
///
/// `.` is the container outside the screen, a space a cell no layer covers. With the plan, a
/// layer keeps its letter in every frame of the transition: views are lettered a–z, A–Z, 0–9
/// in plan order (the from screen's, then the to screen's), then the overlays Hero adds, in
/// the same order (then `*`). Without it, layers are lettered in draw order.
public enum TextMapWriter {
  static let symbols = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  public static func symbol(for index: Int) -> Character {
    index < symbols.count ? symbols[index] : "*"
  }

  /// For each layer of `frame`, the index of its letter: its view's place in the plan, or for
  /// an overlay, after every view, its place among the views that have one.
  public static func letters(for frame: Frame, plan: TransitionPlan) -> [Int] {
    var overlayRank: [ViewRef: Int] = [:]
    for view in plan.views where view.state?.overlay != nil {
      overlayRank[view.ref] = overlayRank.count
    }
    return frame.layers.map { layer in
      let index = plan.index(of: layer.view)
      guard layer.kind == .overlay else { return index }
      return plan.views.count + (overlayRank[layer.view] ?? index)
    }
  }

  /// The map's rows, without the legend; `letters` maps a layer index to its letter's index
  /// (draw order when nil).
  public static func rows(_ raster: Raster, letters: [Int]? = nil) -> [String] {
    let canvas = raster.canvas
    let screen = raster.fit.screenPixels
    var lines: [String] = []
    for row in 0..<canvas.rows {
      var line = ""
      for column in 0..<canvas.columns {
        if let owner = raster.owner(column: column, row: row) {
          line.append(symbol(for: letters.map { $0[owner] } ?? owner))
        } else {
          // Inside where any of the cell's pixels is.
          let (across, down) = (raster.fit.pixelsPerCell.x, raster.fit.pixelsPerCell.y)
          let insideX = (column + 1) * across - 1 >= screen.minX && column * across < screen.maxX
          let insideY = (row + 1) * down - 1 >= screen.minY && row * down < screen.maxY
          line.append(insideX && insideY ? " " : ".")
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// The map and a legend line per layer that shows: `a  from  name (screen, path)`; with
  /// the plan, letters stay with their layers from frame to frame.
  public static func write(_ raster: Raster, frame: Frame, plan: TransitionPlan? = nil) -> String {
    let letters = plan.map { Self.letters(for: frame, plan: $0) }
    var out = rows(raster, letters: letters).joined(separator: "\n") + "\n\n"
    // The layers on top somewhere, and every label whose centre is on the screen: a label
    // too narrow for a cell is still named.
    var shown = Set(raster.cellOwners.filter { $0 >= 0 })
    for (index, layer) in frame.layers.enumerated()
    where raster.labelled && LabelPainter.isNamed(layer) {
      if let centre = LabelPainter.centre(of: layer),
        raster.fit.cell(x: centre.x, y: centre.y) != nil
      {
        shown.insert(Int32(index))
      }
    }
    for (index, layer) in frame.layers.enumerated() where shown.contains(Int32(index)) {
      let kind = layer.kind == .overlay ? " overlay" : ""
      let path = layer.path.map(String.init).joined(separator: ",")
      let letter = symbol(for: letters.map { $0[index] } ?? index)
      // A view drawn with its image says which.
      let image =
        layer.image.map { raster.imageNames.contains($0.key) } == true
        ? "  \(layer.image?.isSnapshot == true ? "snapshot" : "image") "
          + TerminalText.cells(layer.image?.name ?? "") : ""
      out +=
        "\(letter)  \(layer.screen.rawValue)\(kind)  \(TerminalText.cells(layer.name))"
        + "  [\(path)]  opacity \(formatNumber(layer.opacity, decimals: 2))\(image)\n"
    }
    return out
  }
}
