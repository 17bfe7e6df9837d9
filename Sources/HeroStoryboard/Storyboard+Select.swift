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
  /// back (`presenting` false); otherwise two tabs of one tab bar controller are a tab move, two
  /// screens of one navigation controller a push, and anything else a modal presentation.
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
    throw StoryboardSelectionError(
      message: found.isEmpty
        ? "\(option) '\(name)' names no view controller in \(file); it could be one of:"
        : "\(option) '\(name)' names \(found.count) view controllers; use an object id:",
      candidates: (found.isEmpty ? viewControllers : found).map(describe))
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
    if let a = holder(of: from.id, kind: .navigation), a.container.id == to.container {
      return StoryboardTransition(
        segue: name, kind: .navigation, from: from.id, to: to.id, presenting: true,
        modalPresentationStyle: nil, line: from.line)
    }
    return StoryboardTransition(
      segue: name, kind: .modal, from: from.id, to: to.id, presenting: true,
      modalPresentationStyle: nil, line: from.line)
  }

  /// `BYZ-38-t0r  'Gallery' (storyboard ID gallery, class GalleryViewController)`.
  public func describe(_ vc: StoryboardViewController) -> String {
    var extras: [String] = []
    if let id = vc.storyboardID { extras.append("storyboard ID \(id)") }
    if let title = vc.title { extras.append("title '\(title)'") }
    if let custom = vc.customClass { extras.append("class \(custom)") }
    return vc.id + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
  }

  /// `showDetail: modal, BYZ-38-t0r 'Gallery' → 8rJ-Kc-sve 'Detail'`.
  public func describe(_ t: StoryboardTransition) -> String {
    func name(_ id: String) -> String {
      guard let vc = viewController(id: id), vc.displayName != id else { return id }
      return "\(id) '\(vc.displayName)'"
    }
    return "\(t.segue): \(t.kind.rawValue)\(t.presenting ? "" : " back"), "
      + "\(name(t.from)) → \(name(t.to))"
  }
}
