/// Stand-in for UIKit's `UIColor`, always in (extended) sRGB.
open class UIColor: NSObject {
  let red: CGFloat
  let green: CGFloat
  let blue: CGFloat
  let alphaComponent: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    alphaComponent = alpha
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  open var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alphaComponent)
  }

  /// The components in extended sRGB; true when the colour could be converted (always, here).
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = alphaComponent
    return true
  }

  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
}
