extension TransitionPlan {
  /// Whether the plan has this view: its index is within its own screen's views (a `from`
  /// index past the from screen would name a view of the other screen).
  public func has(_ ref: ViewRef) -> Bool {
    guard ref.index >= 0 else { return false }
    return ref.screen == .from ? ref.index < fromCount : fromCount + ref.index < views.count
  }

  /// The part of the screen to look at for a view: the union of where it and its matched
  /// partner are at the start and at the end of the transition, grown by a margin (a tenth of
  /// its larger side, at least 8 pt) and kept within the screen; nil for a view that draws
  /// nothing at either end. The focus key and `frame --focus` fit this rectangle.
  public func focusRect(on ref: ViewRef) -> Rect? {
    guard has(ref) else { return nil }
    var views: Set<ViewRef> = [ref]
    if let partner = view(ref).matchedWith { views.insert(partner) }
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    for progress in [0.0, 1.0] {
      for layer in sample(at: progress).layers where views.contains(layer.view) {
        for corner in layer.quad where corner.x.isFinite && corner.y.isFinite {
          (minX, maxX) = (min(minX, corner.x), max(maxX, corner.x))
          (minY, maxY) = (min(minY, corner.y), max(maxY, corner.y))
        }
      }
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    let margin = max(8, max(maxX - minX, maxY - minY) / 10)
    let screen = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
    let x0 = max(screen.minX, minX - margin)
    let y0 = max(screen.minY, minY - margin)
    let x1 = min(screen.maxX, maxX + margin)
    let y1 = min(screen.maxY, maxY + margin)
    guard x0 < x1, y0 < y1 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
