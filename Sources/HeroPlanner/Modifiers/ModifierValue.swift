/// One argument of a modifier as a value, so the parser, both printers and the lint can handle
/// every modifier through its declaration instead of case by case.
public enum ModifierValue: Hashable, Sendable {
  case number(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(RGBAColor)
  case flag(Bool)
  case heroID(String)
  case direction(CascadeDirection)
  case curve(TimingCurve)
  case transform(Transform3D)
  case path(ShadowPath)
  case modifiers([HeroModifier])

  /// The numbers `ModifierLimits` bounds, in the order a "beyond" message names the first bad
  /// one. A cascade's radial centre and a named curve are not limited; nested modifiers are
  /// checked where they are read.
  var limitedNumbers: [Double] {
    switch self {
    case .number(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.minX, r.minY, r.size.width, r.size.height]
    case .path(let p):
      [p.rect.minX, p.rect.minY, p.rect.size.width, p.rect.size.height, p.cornerRadius]
    case .transform(let t):
      [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
        t.m41, t.m42, t.m43, t.m44,
      ]
    case .curve(.custom(let x1, let y1, let x2, let y2)): [x1, y1, x2, y2]
    case .curve, .color, .flag, .heroID, .direction, .modifiers: []
    }
  }

  // Typed reads for a declaration's `make` and the printers: a mismatch is a declaration that
  // disagrees with its own form, a programmer error.

  var number: Double {
    guard case .number(let v) = self else { mismatch("a number") }
    return v
  }

  var point: Point {
    guard case .point(let v) = self else { mismatch("a point") }
    return v
  }

  var size: Size {
    guard case .size(let v) = self else { mismatch("a size") }
    return v
  }

  var rect: Rect {
    guard case .rect(let v) = self else { mismatch("a rect") }
    return v
  }

  var color: RGBAColor {
    guard case .color(let v) = self else { mismatch("a colour") }
    return v
  }

  var flag: Bool {
    guard case .flag(let v) = self else { mismatch("a flag") }
    return v
  }

  var heroID: String {
    guard case .heroID(let v) = self else { mismatch("a heroID") }
    return v
  }

  var direction: CascadeDirection {
    guard case .direction(let v) = self else { mismatch("a cascade direction") }
    return v
  }

  var curve: TimingCurve {
    guard case .curve(let v) = self else { mismatch("a timing curve") }
    return v
  }

  var transform: Transform3D {
    guard case .transform(let v) = self else { mismatch("a transform") }
    return v
  }

  var path: ShadowPath {
    guard case .path(let v) = self else { mismatch("a shadow path") }
    return v
  }

  var modifiers: [HeroModifier] {
    guard case .modifiers(let v) = self else { mismatch("a modifier list") }
    return v
  }

  private func mismatch(_ expected: String) -> Never {
    preconditionFailure("a modifier declaration expected \(expected), got \(self)")
  }
}
