extension LayerState {
  /// The properties that can change between the two states an animation runs between. One
  /// left out comes out of every interpolation with the same bits as at both ends (it has
  /// equal bits at both, and is finite and not −0, so x + (x − x) · f is x for any finite f),
  /// so the sampler, which keeps each view's state from frame to frame, need not work it out
  /// or write it again: most views fade or move, and change two or three of seventeen.
  struct Varying: OptionSet, Sendable {
    let rawValue: UInt32

    static let position = Varying(rawValue: 1 << 0)
    static let size = Varying(rawValue: 1 << 1)
    static let transform = Varying(rawValue: 1 << 2)
    static let anchorPoint = Varying(rawValue: 1 << 3)
    static let opacity = Varying(rawValue: 1 << 4)
    static let cornerRadius = Varying(rawValue: 1 << 5)
    static let backgroundColor = Varying(rawValue: 1 << 6)
    static let borderWidth = Varying(rawValue: 1 << 7)
    static let borderColor = Varying(rawValue: 1 << 8)
    static let shadowColor = Varying(rawValue: 1 << 9)
    static let shadowOpacity = Varying(rawValue: 1 << 10)
    static let shadowRadius = Varying(rawValue: 1 << 11)
    static let shadowOffset = Varying(rawValue: 1 << 12)
    static let shadowPath = Varying(rawValue: 1 << 13)
    static let zPosition = Varying(rawValue: 1 << 14)
    static let masksToBounds = Varying(rawValue: 1 << 15)
    static let overlayColor = Varying(rawValue: 1 << 16)
    static let overlayOpacity = Varying(rawValue: 1 << 17)
    static let all = Varying(rawValue: (1 << 18) - 1)
  }

  /// What can change from `a` to `b`, for an animation with a transform path (`transformPath`:
  /// the transform changes) and an arc (`arc`: the position follows it).
  static func varying(
    from a: LayerState, to b: LayerState, transformPath: Bool, arc: Bool
  ) -> Varying {
    // Same bits, finite, not −0: interpolation gives the value back exactly.
    func still(_ x: Double, _ y: Double) -> Bool {
      x.bitPattern == y.bitPattern && x.isFinite && x.bitPattern != (-0.0).bitPattern
    }
    func still(_ x: Point, _ y: Point) -> Bool { still(x.x, y.x) && still(x.y, y.y) }
    func still(_ x: Size, _ y: Size) -> Bool {
      still(x.width, y.width) && still(x.height, y.height)
    }
    func still(_ x: RGBAColor, _ y: RGBAColor) -> Bool {
      still(x.red, y.red) && still(x.green, y.green) && still(x.blue, y.blue)
        && still(x.alpha, y.alpha)
    }
    func still(_ x: RGBAColor?, _ y: RGBAColor?) -> Bool {
      switch (x, y) {
      case (nil, nil): true
      case (let x?, let y?): still(x, y)
      default: false
      }
    }
    // Chosen, not interpolated: the same bits at both ends are enough.
    func same(_ x: Double, _ y: Double) -> Bool { x.bitPattern == y.bitPattern }
    func same(_ x: Transform3D, _ y: Transform3D) -> Bool {
      zip(x.rowMajor, y.rowMajor).allSatisfy { same($0, $1) }
    }
    func same(_ x: ShadowPath?, _ y: ShadowPath?) -> Bool {
      switch (x, y) {
      case (nil, nil): true
      case (let x?, let y?):
        same(x.rect.minX, y.rect.minX) && same(x.rect.minY, y.rect.minY)
          && same(x.rect.width, y.rect.width) && same(x.rect.height, y.rect.height)
          && same(x.cornerRadius, y.cornerRadius)
      default: false
      }
    }
    var v: Varying = []
    if arc || !still(a.position, b.position) { v.insert(.position) }
    if !still(a.size, b.size) { v.insert(.size) }
    if transformPath || !same(a.transform, b.transform) { v.insert(.transform) }
    if !still(a.anchorPoint, b.anchorPoint) { v.insert(.anchorPoint) }
    if !still(a.opacity, b.opacity) { v.insert(.opacity) }
    if !still(a.cornerRadius, b.cornerRadius) { v.insert(.cornerRadius) }
    if !still(a.backgroundColor, b.backgroundColor) { v.insert(.backgroundColor) }
    if !still(a.borderWidth, b.borderWidth) { v.insert(.borderWidth) }
    if !still(a.borderColor, b.borderColor) { v.insert(.borderColor) }
    if !still(a.shadowColor, b.shadowColor) { v.insert(.shadowColor) }
    if !still(a.shadowOpacity, b.shadowOpacity) { v.insert(.shadowOpacity) }
    if !still(a.shadowRadius, b.shadowRadius) { v.insert(.shadowRadius) }
    if !still(a.shadowOffset, b.shadowOffset) { v.insert(.shadowOffset) }
    if !same(a.shadowPath, b.shadowPath) { v.insert(.shadowPath) }
    if !still(a.zPosition, b.zPosition) { v.insert(.zPosition) }
    if a.masksToBounds != b.masksToBounds { v.insert(.masksToBounds) }
    if !still(a.overlayColor, b.overlayColor) { v.insert(.overlayColor) }
    if !still(a.overlayOpacity, b.overlayOpacity) { v.insert(.overlayOpacity) }
    return v
  }

  /// The `only` properties of `s` set to `a`'s (the others are `a`'s already).
  static func copy(_ a: inout LayerState, only v: Varying, into s: inout LayerState) {
    if v == .all {
      s = a
      return
    }
    if v.contains(.position) { s.position = a.position }
    if v.contains(.size) { s.size = a.size }
    if v.contains(.transform) { s.transform = a.transform }
    if v.contains(.anchorPoint) { s.anchorPoint = a.anchorPoint }
    if v.contains(.opacity) { s.opacity = a.opacity }
    if v.contains(.cornerRadius) { s.cornerRadius = a.cornerRadius }
    if v.contains(.backgroundColor) { s.backgroundColor = a.backgroundColor }
    if v.contains(.borderWidth) { s.borderWidth = a.borderWidth }
    if v.contains(.borderColor) { s.borderColor = a.borderColor }
    if v.contains(.shadowColor) { s.shadowColor = a.shadowColor }
    if v.contains(.shadowOpacity) { s.shadowOpacity = a.shadowOpacity }
    if v.contains(.shadowRadius) { s.shadowRadius = a.shadowRadius }
    if v.contains(.shadowOffset) { s.shadowOffset = a.shadowOffset }
    if v.contains(.shadowPath) { s.shadowPath = a.shadowPath }
    if v.contains(.zPosition) { s.zPosition = a.zPosition }
    if v.contains(.masksToBounds) { s.masksToBounds = a.masksToBounds }
    if v.contains(.overlayColor) { s.overlayColor = a.overlayColor }
    if v.contains(.overlayOpacity) { s.overlayOpacity = a.overlayOpacity }
  }
}
