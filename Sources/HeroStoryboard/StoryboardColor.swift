import HeroPlanner

/// The colour forms storyboards write: custom sRGB (or other RGB) components, calibrated or
/// generic white, `systemColor` names, colours named in `<resources>`, and old
/// `cocoaTouchSystemColor` names.
///
/// Components are rounded to 8 bits, invisible on screen, so an imported scene's `#rrggbbaa`
/// colours are exactly the storyboard's and the two plan alike.
enum StoryboardColor {
  /// A `<color>` element, resolving names against the storyboard's resources, then UIKit's
  /// system colours; nil when it names nothing known.
  static func resolve(_ element: XMLElementNode, named: [String: RGBAColor]) -> RGBAColor? {
    if let literal = literal(element) { return literal }
    for key in ["systemColor", "name", "cocoaTouchSystemColor"] {
      guard let name = element[key] else { continue }
      if let color = named[name] ?? RGBAColor(systemName: name) { return quantised(color) }
    }
    return nil
  }

  /// A colour given by its components; nil for a named one.
  static func literal(_ element: XMLElementNode) -> RGBAColor? {
    func value(_ key: String) -> Double? { element[key].flatMap(finiteNumber) }
    let alpha = value("alpha") ?? 1
    if let white = value("white") {
      return quantised(RGBAColor(red: white, green: white, blue: white, alpha: alpha))
    }
    if let r = value("red"), let g = value("green"), let b = value("blue") {
      return quantised(RGBAColor(red: r, green: g, blue: b, alpha: alpha))
    }
    return nil
  }

  /// Each component rounded to the nearest 1/255 and kept in 0…1.
  static func quantised(_ c: RGBAColor) -> RGBAColor {
    func q(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() / 255 }
    return RGBAColor(red: q(c.red), green: q(c.green), blue: q(c.blue), alpha: q(c.alpha))
  }
}
