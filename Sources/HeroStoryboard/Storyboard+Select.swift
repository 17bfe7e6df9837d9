import HeroPlanner

/// Which transition of a storyboard a command previews.
public enum StoryboardSelection: Hashable, Sendable {
  /// The file's only transition.
  case only
  /// `--segue ID`: a segue's identifier or object id.
  case segue(String)
  /// `--from VC --to VC`: two view controllers by object id, storyboard ID, title or class.
  case pair(from: String, to: String)
}

/// A selection that names nothing, or more than one thing: a usage error (exit 2).
public struct StoryboardSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  /// What it could have been.
  public var candidates: [String]

  public var description: String {
    candidates.isEmpty
      ? message : message + "\n" + candidates.map { "  " + $0 }.joined(separator: "\n")
  }
}

extension Storyboard {
  /// The transition a selection names.
  ///
  /// A pair the storyboard declares takes the declared kind; the reverse of a declared one goes
  /// back (`presenting` false); otherwise two tabs of one tab bar controller are a tab move, a
  /// move from a screen of a navigation controller to another of it (or to a screen in no
  /// container) runs through that navigation controller (`pushes`), and anything else is a
  /// modal presentation.
  public func transition(_ selection: StoryboardSelection) throws(StoryboardSelectionError)
    -> StoryboardTransition
  {
    switch selection {
    case .only:
      guard transitions.count == 1 else {
        throw StoryboardSelectionError(
          message: transitions.isEmpty
            ? "\(file) declares no transition; name two screens with --from VC --to VC"
            : "\(file) declares \(transitions.count) transitions; choose one with --segue ID or "
              + "--from VC --to VC",
          candidates: transitions.isEmpty
            ? viewControllers.map(describe) : transitions.map(describe))
      }
      return transitions[0]
    case .segue(let name):
      let found = transitions.filter { $0.segue == name }
      guard let first = found.first else {
        throw StoryboardSelectionError(
          message: "no segue '\(name)' in \(file); its transitions are:",
          candidates: transitions.map(describe))
      }
      return first
    case .pair(let fromName, let toName):
      let from = try resolve(fromName, option: "--from")
      let to = try resolve(toName, option: "--to")
      guard from.id != to.id else {
        throw StoryboardSelectionError(
          message: "--from and --to name the same view controller '\(from.displayName)'",
          candidates: [])
      }
      return pair(from, to)
    }
  }

  /// A view controller by object id, storyboard ID, title or custom class.
  public func resolve(_ name: String, option: String) throws(StoryboardSelectionError)
    -> StoryboardViewController
  {
    let exact = viewControllers.filter { $0.id == name }
    if let only = exact.first { return only }
    let found = viewControllers.filter { $0.names.contains(name) }
    if found.count == 1 { return found[0] }
    // A name in another file (`Other.storyboard:VC`) is looked for among that file's screens.
    let qualifier = Self.otherFile(in: name)?.file
    let pool = viewControllers.filter { $0.qualifier == qualifier }
    let place = qualifier ?? file
    guard found.isEmpty else {
      throw StoryboardSelectionError(
        message: "\(option) '\(name)' names \(found.count) view controllers; use an object id:",
        candidates: found.map(describe))
    }
    let hint = NearestName.nearest(to: name, in: pool.flatMap(\.names)).map {
      " (did you mean '\($0)'?)"
    }
    throw StoryboardSelectionError(
      message: pool.isEmpty
        ? "\(option) '\(name)' names no view controller: \(place) has none"
        : "\(option) '\(name)' names no view controller in \(place)\(hint ?? ""); it could be "
          + "one of:",
      candidates: pool.map(describe))
  }

  private func pair(_ from: StoryboardViewController, _ to: StoryboardViewController)
    -> StoryboardTransition
  {
    if let declared = transitions.first(where: { $0.from == from.id && $0.to == to.id }) {
      return declared
    }
    if var back = transitions.first(where: { $0.from == to.id && $0.to == from.id }) {
      back.from = from.id
      back.to = to.id
      back.presenting = false
      back.segue += " (back)"
      return back
    }
    let name = "\(from.id)→\(to.id)"
    if let a = holder(of: from.id, kind: .tab), let b = holder(of: to.id, kind: .tab),
      a.container.id == b.container.id, a.index != b.index
    {
      return StoryboardTransition(
        segue: name, kind: .tab, from: from.id, to: to.id, presenting: a.index < b.index,
        modalPresentationStyle: nil, line: from.line)
    }
    if let navigation = holder(of: from.id, kind: .navigation)?.container,
      let presenting = pushes(from: from, to: to, in: navigation)
    {
      return StoryboardTransition(
        segue: name, kind: .navigation, from: from.id, to: to.id, presenting: presenting,
        modalPresentationStyle: nil, line: from.line)
    }
    return StoryboardTransition(
      segue: name, kind: .modal, from: from.id, to: to.id, presenting: true,
      modalPresentationStyle: nil, line: from.line)
  }

  /// Whether a move from `from` (inside `navigation`) to `to` runs through that navigation
  /// controller, and then whether it is a push (true) or a pop (false); nil when it does not.
  ///
  /// Two screens of one navigation controller switch through it: Hero's
  /// `replaceViewController(with:)` sets the stack with `setViewControllers(_:animated:)`
  /// (UIViewController+Hero.swift:317-325), so the navigation controller's animation type
  /// applies, and UIKit calls it a push unless the new top was already on the stack
  /// (HeroTransition+UINavigationControllerDelegate.swift:43: `isPresenting = operation ==
  /// .push`). A screen in no container is taken into the stack the same way (the examples'
  /// list → grid switch, ListTableViewController.swift:61-63, and the gallery's push,
  /// ImageGalleryCollectionViewController.swift:49-53). A screen held by another container
  /// is presented instead.
  func pushes(
    from: StoryboardViewController, to: StoryboardViewController,
    in navigation: StoryboardContainer
  ) -> Bool? {
    if let other = holder(of: to.id, kind: .navigation)?.container {
      guard other.id == navigation.id else { return nil }
      guard let fromDepth = stackDepth(of: from.id, in: navigation),
        let toDepth = stackDepth(of: to.id, in: navigation)
      else { return true }
      return toDepth >= fromDepth
    }
    return to.container == nil ? true : nil
  }

  /// How deep a screen sits in a navigation controller's stack as the storyboard builds it:
  /// 0 for the root, one more for each push from a screen of the stack.
  func stackDepth(of id: String, in navigation: StoryboardContainer) -> Int? {
    guard let root = navigation.children.first else { return nil }
    var depth = [root: 0]
    var frontier = [root]
    while !frontier.isEmpty {
      var next: [String] = []
      for source in frontier {
        for t in transitions
        where t.kind == .navigation && t.presenting && t.from == source && depth[t.to] == nil {
          depth[t.to] = (depth[source] ?? 0) + 1
          next.append(t.to)
        }
      }
      frontier = next
    }
    return depth[id]
  }

  /// `BYZ-38-t0r  'Gallery' (storyboard ID gallery, class GalleryViewController)`.
  public func describe(_ vc: StoryboardViewController) -> String {
    var extras: [String] = []
    if let link = vc.link, vc.qualifier == nil { extras.append("\(link.file) \(link.id)") }
    if let id = vc.storyboardID { extras.append("storyboard ID \(id)") }
    if let title = vc.title { extras.append("title '\(title)'") }
    if let custom = vc.customClass { extras.append("class \(custom)") }
    return vc.id + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
  }

  /// `showDetail: modal, BYZ-38-t0r 'Gallery' → 8rJ-Kc-sve 'Detail'`.
  public func describe(_ t: StoryboardTransition) -> String {
    func name(_ id: String) -> String {
      guard let vc = viewController(id: id), vc.displayName != id else { return id }
      let elsewhere = vc.link.map { " in \(Self.baseName($0.file))" } ?? ""
      return "\(id) '\(vc.displayName)'" + (vc.qualifier == nil ? elsewhere : "")
    }
    return "\(t.segue): \(t.kind.rawValue)\(t.presenting ? "" : " back"), "
      + "\(name(t.from)) → \(name(t.to))"
  }
}
