/// What a transition knows about its views (Sources/HeroContext.swift:27).
public class HeroContext {
  /// Sources/HeroContext.swift:28.
  internal var heroIDToSourceView = [String: UIView]()
  /// Sources/HeroContext.swift:29.
  internal var heroIDToDestinationView = [String: UIView]()
  /// Sources/HeroContext.swift:32.
  internal var targetStates = [UIView: HeroTargetState]()

  /// Sources/HeroContext.swift:38.
  internal init(container: UIView) {
    self.container = container
  }

  /// Sources/HeroContext.swift:42.
  internal func set(fromViews: [UIView], toViews: [UIView]) {
    self.fromViews = fromViews
    self.toViews = toViews
    process(views: fromViews, idMap: &heroIDToSourceView)
    process(views: toViews, idMap: &heroIDToDestinationView)
  }

  /// Each view's declared state, unless it lies outside the container without forceAnimate
  /// (Sources/HeroContext.swift:49).
  internal func process(views: [UIView], idMap: inout [String: UIView]) {
    for view in views {
      let targetState: HeroTargetState?
      if let modifiers = view.hero.modifiers {
        targetState = HeroTargetState(modifiers: modifiers)
      } else {
        targetState = nil
      }
      if targetState?.forceAnimate == true
        || container.convert(view.bounds, from: view).intersects(container.bounds)
      {
        if let heroID = view.hero.id {
          idMap[heroID] = view
        }
        targetStates[view] = targetState
      }
    }
  }

  /// Sources/HeroContext.swift:70.
  public let container: UIView
  /// Sources/HeroContext.swift:75.
  public var fromViews: [UIView] = []
  /// Sources/HeroContext.swift:80.
  public var toViews: [UIView] = []
}

extension HeroContext {
  /// Sources/HeroContext.swift:89.
  public func sourceView(for heroID: String) -> UIView? {
    return heroIDToSourceView[heroID]
  }

  /// Sources/HeroContext.swift:96.
  public func destinationView(for heroID: String) -> UIView? {
    return heroIDToDestinationView[heroID]
  }

  /// Sources/HeroContext.swift:315.
  public subscript(view: UIView) -> HeroTargetState? {
    get { return targetStates[view] }
    set { targetStates[view] = newValue }
  }
}
