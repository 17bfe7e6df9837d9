/// Everything heroscope draws of one layer at one instant, in its container's coordinates:
/// geometry as CALayer has it (position of the anchor point, bounds size, transform) and the
/// visual properties Hero animates.
public struct LayerState: Hashable, Sendable {
  public var position: Point
  public var size: Size
  public var transform: Transform3D
  public var anchorPoint: Point
  public var opacity: Double
  public var cornerRadius: Double
  public var backgroundColor: RGBAColor?
  public var borderWidth: Double
  public var borderColor: RGBAColor?
  public var shadowColor: RGBAColor
  public var shadowOpacity: Double
  public var shadowRadius: Double
  public var shadowOffset: Size
  public var shadowPath: ShadowPath?
  public var zPosition: Double
  public var masksToBounds: Bool
  public var overlayColor: RGBAColor
  public var overlayOpacity: Double

  /// The layer of a view as it stands, centred on `position` in its container.
  public init(view: SceneView, position: Point, size: Size) {
    self.position = position
    self.size = size
    transform = view.transform
    anchorPoint = Point(x: 0.5, y: 0.5)
    opacity = view.opacity
    cornerRadius = view.cornerRadius
    backgroundColor = view.color
    borderWidth = view.borderWidth
    borderColor = view.borderColor
    let shadow = view.shadow ?? ShadowStyle()
    shadowColor = shadow.color
    shadowOpacity = shadow.opacity
    shadowRadius = shadow.radius
    shadowOffset = shadow.offset
    shadowPath = nil
    zPosition = view.zPosition
    masksToBounds = view.masksToBounds
    overlayColor = .clear
    overlayOpacity = 0
  }

  /// Sets the properties a target state names, as Hero's `viewState(targetState:)` lists them.
  /// `size` under `useScaleBasedSizeChange` becomes a scale of the transform instead.
  public mutating func apply(_ state: TargetState, scaleSizeChange: Bool = false) {
    if let size = state.size {
      if scaleSizeChange {
        let sx = self.size.width == 0 ? 1 : size.width / self.size.width
        let sy = self.size.height == 0 ? 1 : size.height / self.size.height
        transform = (state.transform ?? transform).scaled(x: sx, y: sy, z: 1)
      } else {
        self.size = size
      }
    }
    if let p = state.position { position = p }
    if let v = state.opacity { opacity = v }
    if let v = state.cornerRadius { cornerRadius = v }
    if let c = state.backgroundColor { backgroundColor = c }
    if let v = state.zPosition { zPosition = v }
    if let p = state.anchorPoint { anchorPoint = p }
    if let v = state.borderWidth { borderWidth = v }
    if let c = state.borderColor { borderColor = c }
    if let v = state.masksToBounds { masksToBounds = v }
    if state.displayShadow {
      if let c = state.shadowColor { shadowColor = c }
      if let v = state.shadowRadius { shadowRadius = v }
      if let v = state.shadowOpacity { shadowOpacity = v }
      if let p = state.shadowPath { shadowPath = p }
      if let s = state.shadowOffset { shadowOffset = s }
    }
    if let t = state.transform, !(scaleSizeChange && state.size != nil) { transform = t }
    if let overlay = state.overlay {
      overlayColor = overlay.color
      overlayOpacity = overlay.opacity
    }
  }

  /// Which properties differ from another state, by Hero's key names, for notes.
  public func changedProperties(to other: LayerState) -> [String] {
    PropertyNames.changed.names(changedPropertySet(to: other))
  }

  /// `changedProperties` as a set of bits, one per name in `PropertyNames.changed`.
  func changedPropertySet(to other: LayerState) -> PropertySet {
    var out = PropertySet()
    if position != other.position { out.insert(0) }
    if size != other.size { out.insert(1) }
    if transform != other.transform { out.insert(2) }
    if opacity != other.opacity { out.insert(3) }
    if cornerRadius != other.cornerRadius { out.insert(4) }
    if backgroundColor != other.backgroundColor { out.insert(5) }
    if borderWidth != other.borderWidth || borderColor != other.borderColor { out.insert(6) }
    if shadowColor != other.shadowColor || shadowOpacity != other.shadowOpacity
      || shadowRadius != other.shadowRadius || shadowOffset != other.shadowOffset
    {
      out.insert(7)
    }
    if zPosition != other.zPosition { out.insert(8) }
    if anchorPoint != other.anchorPoint { out.insert(9) }
    if overlayOpacity != other.overlayOpacity || overlayColor != other.overlayColor {
      out.insert(10)
    }
    return out
  }

  /// Every property interpolated at eased fraction `f` (beyond 0…1 for springs) into `s`:
  /// colours per component, the transform through `path`, the position along `arc` when there
  /// is one. Every argument read in place (`inout` and a pointer only for that; none is
  /// changed): the sampler's call through an animation copied the animation first, and an
  /// optional path (600 bytes) was copied for every test and unwrapping of it.
  /// `only`: the properties worked out; the others of `s` are left as they are (`Varying`:
  /// the sampler's state for the view, holding what they come to already).
  static func interpolate(
    _ a: inout LayerState, to end: inout LayerState, _ f: Double,
    transform path: UnsafeMutablePointer<TransformPath>?, arc: Arc?, only v: Varying = .all,
    into s: inout LayerState
  ) {
    func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    func color(_ x: RGBAColor?, _ y: RGBAColor?) -> RGBAColor? {
      switch (x, y) {
      case (nil, nil): nil
      case (let x?, let y?): x.interpolated(to: y, f)
      case (let x?, nil): x.interpolated(to: x.withAlpha(0), f)
      case (nil, let y?): y.withAlpha(0).interpolated(to: y, f)
      }
    }
    if v.contains(.position) {
      s.position = arc.map { $0.planePoint(at: f) } ?? a.position.interpolated(to: end.position, f)
    }
    if v.contains(.size) { s.size = a.size.interpolated(to: end.size, f) }
    if v.contains(.transform) {
      if let path {
        TransformPath.write(&path.pointee, f, into: &s.transform)
      } else {
        s.transform = f < 1 ? a.transform : end.transform
      }
    }
    if v.contains(.anchorPoint) {
      s.anchorPoint = a.anchorPoint.interpolated(to: end.anchorPoint, f)
    }
    if v.contains(.opacity) { s.opacity = lerp(a.opacity, end.opacity) }
    if v.contains(.cornerRadius) { s.cornerRadius = lerp(a.cornerRadius, end.cornerRadius) }
    if v.contains(.backgroundColor) {
      s.backgroundColor = color(a.backgroundColor, end.backgroundColor)
    }
    if v.contains(.borderWidth) { s.borderWidth = lerp(a.borderWidth, end.borderWidth) }
    if v.contains(.borderColor) { s.borderColor = color(a.borderColor, end.borderColor) }
    if v.contains(.shadowColor) {
      s.shadowColor = a.shadowColor.interpolated(to: end.shadowColor, f)
    }
    if v.contains(.shadowOpacity) { s.shadowOpacity = lerp(a.shadowOpacity, end.shadowOpacity) }
    if v.contains(.shadowRadius) { s.shadowRadius = lerp(a.shadowRadius, end.shadowRadius) }
    if v.contains(.shadowOffset) {
      s.shadowOffset = a.shadowOffset.interpolated(to: end.shadowOffset, f)
    }
    if v.contains(.shadowPath) { s.shadowPath = f < 0.5 ? a.shadowPath : end.shadowPath }
    if v.contains(.zPosition) { s.zPosition = lerp(a.zPosition, end.zPosition) }
    if v.contains(.masksToBounds) { s.masksToBounds = end.masksToBounds }
    if v.contains(.overlayColor) {
      s.overlayColor =
        a.overlayColor == .clear
        ? end.overlayColor : a.overlayColor.interpolated(to: end.overlayColor, f)
    }
    if v.contains(.overlayOpacity) {
      s.overlayOpacity = lerp(a.overlayOpacity, end.overlayOpacity)
    }
  }
}

/// A transform animation with both ends decomposed once, so sampling at 60 Hz does not
/// decompose again.
struct TransformPath: Hashable, Sendable {
  let start: Transform3D
  let end: Transform3D
  /// Whether both ends decompose; then their decompositions (else the identity's, unread).
  /// Not an optional pair: the sampler reads them in place, and unwrapping one copied both.
  let decomposes: Bool
  let startParts: TransformDecomposition
  let endParts: TransformDecomposition

  /// Decomposes through `cache`: many views of a scene move between the same transforms, and a
  /// decomposition costs more than the rest of building the view's animation.
  init?(from start: Transform3D, to end: Transform3D, cache: inout TransformDecomposition.Cache) {
    guard start != end else { return nil }
    self.start = start
    self.end = end
    if let a = cache.decomposition(of: start), let b = cache.decomposition(of: end) {
      (decomposes, startParts, endParts) = (true, a, b)
    } else {
      let identity = TransformDecomposition.identity
      (decomposes, startParts, endParts) = (false, identity, identity)
    }
  }

  /// No path: the identity to itself (what a view whose transform stands still stores).
  static let none = TransformPath()

  private init() {
    start = .identity
    end = .identity
    let identity = TransformDecomposition.identity
    (decomposes, startParts, endParts) = (false, identity, identity)
  }

  /// The transform at `f` written into `out`: the ends at 0 and 1, between them the
  /// decompositions interpolated (elements one by one when either end does not decompose).
  /// The path read in place (`inout` only for that): called on an unwrapped path, the path and
  /// its two decompositions were copied first.
  static func write(_ path: inout TransformPath, _ f: Double, into out: inout Transform3D) {
    if f == 0 {
      out = path.start
    } else if f == 1 {
      out = path.end
    } else if path.decomposes {
      out = path.startParts.interpolated(to: path.endParts, f).recomposed
    } else {
      out = Transform3D(
        rowMajor: zip(path.start.rowMajor, path.end.rowMajor).map { $0 + ($1 - $0) * f })
    }
  }

  static func == (a: TransformPath, b: TransformPath) -> Bool {
    a.start == b.start && a.end == b.end
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(end)
  }
}
