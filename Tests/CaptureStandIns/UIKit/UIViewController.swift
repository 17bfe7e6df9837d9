/// Stand-in for `UIModalPresentationStyle` with iOS's raw values.
public enum UIModalPresentationStyle: Int {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// Stand-in for `UIViewController`: its view (made by `loadView` on first use), its parent
/// and the navigation and tab bar controllers found through it.
@preconcurrency @MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open private(set) weak var parent: UIViewController?
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The root view, loaded on first use as UIKit does.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  open var isViewLoaded: Bool { loadedView != nil }

  open func loadView() { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
  open func viewDidLoad() {}

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }

  open var navigationController: UINavigationController? {
    var current = parent
    while let vc = current {
      if let navigation = vc as? UINavigationController { return navigation }
      current = vc.parent
    }
    return nil
  }

  open var tabBarController: UITabBarController? {
    var current = parent
    while let vc = current {
      if let tab = vc as? UITabBarController { return tab }
      current = vc.parent
    }
    return nil
  }

  func adopt(_ child: UIViewController) { child.parent = self }
}

/// Stand-in for `UINavigationController`: a stack of children.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  open var viewControllers: [UIViewController] = [] {
    didSet { viewControllers.forEach(adopt) }
  }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
    adopt(rootViewController)
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }
}

/// Stand-in for `UITabBarController`: its tabs.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    didSet { viewControllers?.forEach(adopt) }
  }
}

/// Stand-in for `UIDevice`: what a capture records about the device.
@preconcurrency @MainActor open class UIDevice: NSObject {
  public static let current = UIDevice()
  open var model: String { "Linux" }
  open var systemName: String { "Linux" }
  open var systemVersion: String { ProcessInfo.processInfo.operatingSystemVersionString }
}

/// Stand-in for `UIScreen`: its scale.
@preconcurrency @MainActor open class UIScreen: NSObject {
  public static let main = UIScreen()
  open var scale: CGFloat { 2 }
}
