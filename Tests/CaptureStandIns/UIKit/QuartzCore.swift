// Stand-in for the parts of Core Graphics and Core Animation that `Capture/HeroscopeCapture.swift`
// and Hero's target state use, so the capture compiles and runs on Linux. Declared as Apple
// documents them (names, types, optionality); only what the capture's tests exercise behaves.
@_exported import Foundation

/// Core Graphics' colour (a CF type, a class in Swift): its components in its colour space,
/// here always red, green, blue and alpha in sRGB.
public final class CGColor {
  /// The components, alpha last.
  public let components: [CGFloat]?
  public var numberOfComponents: Int { components?.count ?? 0 }
  public var alpha: CGFloat { components?.last ?? 1 }

  init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }
}

/// Core Graphics' path; the capture only notes whether a shadow path is set.
public final class CGPath {
  public init() {}
}

/// Core Animation's 4×4 transform, row-major, for row vectors (`m41…m43` translate).
public struct CATransform3D {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1],
      m23: r[1][2], m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
  m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t.rows == CATransform3DIdentity.rows
}

/// `a` then `b`: the product a·b for row vectors.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.rows
  let y = b.rows
  var out = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      out[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
    }
  }
  return CATransform3D(rows: out)
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z); the identity for a zero axis.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let t = 1 - c
  return CATransform3D(
    m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), its control points as `Float`s.
open class CAMediaTimingFunction: NSObject {
  private let points: [Float]

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
  }

  /// Writes control point `idx` (0…3) as two `Float`s at `ptr`.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let i = max(0, min(3, idx)) * 2
    ptr[0] = points[i]
    ptr[1] = points[i + 1]
  }
}

/// Core Animation's layer: the properties a view's look is read from.
open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var shadowColor: CGColor? = UIColor.black.cgColor
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowPath: CGPath?
  open var zPosition: CGFloat = 0
  open var masksToBounds = false
  open var transform = CATransform3DIdentity
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The view whose layer this is (UIKit makes the view its layer's delegate).
  weak var owner: UIView?

  public override init() { super.init() }

  /// Draws known pixels the tests read back: the view's background colour over its bounds,
  /// then each subview that is not hidden and whose alpha is above 0, at its frame with its
  /// alpha, and theirs in turn. No corners, borders, text or transforms.
  open func render(in ctx: CGContext) {
    guard let view = owner else { return }
    Self.draw(view, in: ctx, alpha: view.alpha)
  }

  private static func draw(_ view: UIView, in ctx: CGContext, alpha: CGFloat) {
    guard !view.isHidden, alpha > 0 else { return }
    if let color = view.backgroundColor {
      ctx.fill(view.bounds, with: color.cgColor, alpha: alpha)
    }
    let saved = ctx.origin
    for subview in view.subviews {
      let frame = subview.frame
      ctx.origin = CGPoint(
        x: saved.x + frame.minX - subview.bounds.minX,
        y: saved.y + frame.minY - subview.bounds.minY)
      draw(subview, in: ctx, alpha: alpha * subview.alpha)
    }
    ctx.origin = saved
  }
}
