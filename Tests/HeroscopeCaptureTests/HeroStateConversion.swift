import Foundation
@preconcurrency import Hero
import HeroPlanner
import UIKit

/// heroscope's resolved target state as Hero's: what Hero's preprocessors would have left in
/// `context[view]` if Hero and heroscope agree, for the tests that hold the two side by side.
enum HeroStateConversion {
  static func heroState(_ s: TargetState) -> HeroTargetState {
    var h: HeroTargetState = []
    apply(s, to: &h)
    if let begin = s.beginState {
      let state = TargetState(modifiers: begin)
      h.beginState = [HeroModifier { apply(state, to: &$0) }]
    }
    return h
  }

  /// Sets every field `s` sets (begin states aside).
  static func apply(_ s: TargetState, to h: inout HeroTargetState) {
    func cg(_ c: RGBAColor) -> CGColor {
      UIColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha).cgColor
    }
    if let v = s.position { h.position = CGPoint(x: v.x, y: v.y) }
    if let v = s.size { h.size = CGSize(width: v.width, height: v.height) }
    if let v = s.transform {
      let m = v.rowMajor.map { CGFloat($0) }
      h.transform = CATransform3D(
        m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
        m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14],
        m44: m[15])
    }
    if let v = s.opacity { h.opacity = Float(v) }
    if let v = s.cornerRadius { h.cornerRadius = v }
    if let v = s.backgroundColor { h.backgroundColor = cg(v) }
    if let v = s.zPosition { h.zPosition = v }
    if let v = s.anchorPoint { h.anchorPoint = CGPoint(x: v.x, y: v.y) }
    if let v = s.contentsRect {
      h.contentsRect = CGRect(x: v.minX, y: v.minY, width: v.width, height: v.height)
    }
    if let v = s.contentsScale { h.contentsScale = v }
    if let v = s.borderWidth { h.borderWidth = v }
    if let v = s.borderColor { h.borderColor = cg(v) }
    if let v = s.shadowColor { h.shadowColor = cg(v) }
    if let v = s.shadowOpacity { h.shadowOpacity = Float(v) }
    if let v = s.shadowOffset { h.shadowOffset = CGSize(width: v.width, height: v.height) }
    if let v = s.shadowRadius { h.shadowRadius = v }
    if let v = s.masksToBounds { h.masksToBounds = v }
    h.displayShadow = s.displayShadow
    if let v = s.overlay { h.overlay = (cg(v.color), CGFloat(v.opacity)) }
    if let v = s.spring { h.spring = (CGFloat(v.stiffness), CGFloat(v.damping)) }
    if s.delay != 0 { h.delay = s.delay }
    if let v = s.duration { h.duration = v }
    if let v = s.timingFunction {
      let c = v.controlPoints.map(Float.init)
      h.timingFunction = CAMediaTimingFunction(controlPoints: c[0], c[1], c[2], c[3])
    }
    if let v = s.arc { h.arc = v }
    if let v = s.source { h.source = v }
    if let v = s.cascade { h.cascade = (v.delta, direction(v.direction), v.delayMatchedViews) }
    if let v = s.ignoreSubviewModifiers { h.ignoreSubviewModifiers = v }
    if let v = s.coordinateSpace { h.coordinateSpace = v == .global ? .global : .local }
    if let v = s.useScaleBasedSizeChange { h.useScaleBasedSizeChange = v }
    if let v = s.snapshotType {
      switch v {
      case .optimized: h.snapshotType = .optimized
      case .normal: h.snapshotType = .normal
      case .layerRender: h.snapshotType = .layerRender
      case .noSnapshot: h.snapshotType = .noSnapshot
      }
    }
    if s.nonFade { h.nonFade = true }
    if s.forceAnimate { h.forceAnimate = true }
  }

  static func direction(_ d: HeroPlanner.CascadeDirection) -> Hero.CascadeDirection {
    switch d {
    case .topToBottom: .topToBottom
    case .bottomToTop: .bottomToTop
    case .leftToRight, .leadingToTrailing: .leftToRight
    case .rightToLeft, .trailingToLeading: .rightToLeft
    case .radial(let c): .radial(center: CGPoint(x: c.x, y: c.y))
    case .inverseRadial(let c): .inverseRadial(center: CGPoint(x: c.x, y: c.y))
    }
  }

  /// The stand-in view at a scene path (`to.views[0].views[3]`) under the two roots.
  @MainActor
  static func view(at path: String, from: UIView, to: UIView) -> UIView? {
    var parts = path.components(separatedBy: ".views[")
    var view = parts.removeFirst() == "from" ? from : to
    for part in parts {
      guard let index = Int(part.dropLast()), view.subviews.indices.contains(index) else {
        return nil
      }
      view = view.subviews[index]
    }
    return view
  }
}
