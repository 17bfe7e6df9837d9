/// Stand-in for `UIResponder`. Main-actor isolated as UIKit is, and `@preconcurrency` as an
/// Objective-C import is, so Swift 5 code such as Hero may call it from anywhere.
@preconcurrency @MainActor open class UIResponder: NSObject {}

/// Stand-in for UIKit's `UIView`: geometry (frame, bounds, center), the view tree, its look and
/// its layer, with UIKit's defaults. Layout does nothing: the tests place views by frame.
@preconcurrency @MainActor open class UIView: UIResponder {
  open var bounds: CGRect
  open var center: CGPoint
  open private(set) weak var superview: UIView?
  open private(set) var subviews: [UIView] = []
  open var backgroundColor: UIColor?
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var isOpaque = true
  open var tintColor: UIColor?
  open var accessibilityIdentifier: String?
  public let layer = CALayer()

  public init(frame: CGRect) {
    bounds = CGRect(origin: .zero, size: frame.size)
    center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
    layer.owner = self
  }

  public override convenience init() { self.init(frame: .zero) }

  /// The view in its superview's coordinates, from `center` and `bounds.size`.
  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
        height: bounds.height)
    }
    set {
      bounds.size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}

  /// A rectangle in `view`'s coordinates (the window's when nil) in this view's; transforms are
  /// not applied (the tests' views have none above a converted one).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let inRoot = (view ?? rootView).offsetToRoot
    let mine = offsetToRoot
    return rect.offsetBy(dx: inRoot.x - mine.x, dy: inRoot.y - mine.y)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    (view ?? rootView).convert(rect, from: self)
  }

  private var rootView: UIView { superview?.rootView ?? self }

  /// Where this view's bounds origin lies in its root's coordinates.
  private var offsetToRoot: CGPoint {
    guard let superview else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
    let up = superview.offsetToRoot
    return CGPoint(x: up.x + frame.minX - bounds.minX, y: up.y + frame.minY - bounds.minY)
  }
}

/// Stand-in for `NSTextAlignment` with iOS's raw values.
public enum NSTextAlignment: Int {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// Stand-in for `UILabel`: its text, colour and alignment.
@preconcurrency @MainActor open class UILabel: UIView {
  open var text: String?
  open var textColor: UIColor! = .black
  open var textAlignment: NSTextAlignment = .natural

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }
}

/// Stand-in for `UIControl`.
@preconcurrency @MainActor open class UIControl: UIView {
  /// Stand-in for `UIControl.State`.
  public struct State: OptionSet, Hashable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
}

/// Stand-in for `UIButton`: titles and title colours by state, the current ones for `.normal`.
@preconcurrency @MainActor open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  open var currentTitle: String? { titles[UIControl.State.normal.rawValue] }
  open var currentTitleColor: UIColor {
    titleColors[UIControl.State.normal.rawValue]
      ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  }
}

/// Stand-in for `UIImageView` (no image: a capture does not hold pixels).
@preconcurrency @MainActor open class UIImageView: UIView {}
