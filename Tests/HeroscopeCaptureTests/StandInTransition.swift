import Foundation
@preconcurrency @testable import Hero
import UIKit

/// Runs the part of Hero's `start()` (Sources/Transition/HeroTransition+Start.swift:28–165) a
/// plugin sees, with the stand-ins: the container, the context with both flattened hierarchies
/// (declared states, views outside the container left out), then every enabled plugin's
/// `process(fromViews:toViews:)`. Hero's six preprocessors are not reproduced: `resolve` plays
/// their part by setting the context's states before the plugins run.
@MainActor
struct StandInTransition {
  var from: UIViewController
  var to: UIViewController
  var presenting = true
  var size = CGSize(width: 375, height: 667)
  var defaultAnimation: HeroDefaultAnimationType = .auto
  /// Containers the view controllers are children of (their `parent` is weak, as in UIKit,
  /// where the window holds them).
  var containers: [UIViewController] = []

  /// Runs the plugins; `resolve` may change the context's states first (as Hero's preprocessors
  /// would). Returns the transition, for tests that look at the context.
  @discardableResult
  func run(resolve: (HeroContext) -> Void = { _ in }) -> HeroTransition {
    let transition = HeroTransition()
    transition.fromViewController = from
    transition.toViewController = to
    transition.isPresenting = presenting
    transition.defaultAnimation = defaultAnimation
    let container = UIView(frame: CGRect(origin: .zero, size: size))
    transition.container = container
    let context = HeroContext(container: container)
    transition.context = context
    let fromView: UIView = from.view
    let toView: UIView = to.view
    fromView.frame = container.bounds
    toView.frame = container.bounds
    container.addSubview(toView)
    container.addSubview(fromView)
    context.set(
      fromViews: fromView.flattenedViewHierarchy, toViews: toView.flattenedViewHierarchy)
    resolve(context)
    transition.plugins = HeroTransition.enabledPlugins.map { $0.init() }
    for plugin in transition.plugins {
      plugin.hero = transition
      plugin.process(fromViews: context.fromViews, toViews: context.toViews)
    }
    return transition
  }
}

/// A view controller whose view is built by a closure, named as the test wants.
@MainActor
final class BuiltViewController: UIViewController {
  let build: () -> UIView

  init(_ build: @escaping () -> UIView) {
    self.build = build
    super.init(nibName: nil, bundle: nil)
  }

  override func loadView() { view = build() }
}

/// Short builders for stand-in views.
@MainActor
enum Build {
  static func color(_ hex: UInt32) -> UIColor {
    UIColor(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }

  static func view(
    _ name: String, _ frame: CGRect, color: UInt32? = nil, cornerRadius: CGFloat = 0,
    heroID: String? = nil, modifiers: [HeroModifier]? = nil, subviews: [UIView] = []
  ) -> UIView {
    let view = UIView(frame: frame)
    view.accessibilityIdentifier = name
    view.backgroundColor = color.map(Build.color)
    view.layer.cornerRadius = cornerRadius
    view.hero.id = heroID
    view.hero.modifiers = modifiers
    subviews.forEach(view.addSubview)
    return view
  }

  static func screen(_ name: String, color: UInt32?, subviews: [UIView]) -> UIView {
    view(name, CGRect(x: 0, y: 0, width: 375, height: 667), color: color, subviews: subviews)
  }
}

/// A fresh directory under the system's temporary one.
func temporaryDirectory(_ label: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "heroscope-capture-\(label)-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
