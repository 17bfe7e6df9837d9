import HeroPlanner

/// Finding an edited view again in another version of its file, by identity, never by
/// position alone: a view inserted before it must not receive its edit.
extension ViewEdit.Target {
  /// Where the view is in `scene`, given the scene the target's path was taken in (`was`).
  public enum Found: Hashable, Sendable {
    case at([Int])
    /// No view on the screen has its name and heroID.
    case gone
    /// `count` views share its name and heroID, and the tree changed: which one is unknowable.
    case ambiguous(count: Int)
  }

  /// The view on the same screen with the same name and heroID: the one such view, or, when
  /// several share them, the one at the same path provided the screen's tree of names and
  /// heroIDs is unchanged since `was` (nothing moved, so the path still means the same view).
  public func find(in scene: Scene, was: Scene) -> Found {
    if path.isEmpty { return .at([]) }
    var matches: [[Int]] = []
    var atPath = false
    Self.walk(scene.root(screen)) { viewPath, view in
      guard view.name == name, view.heroID == heroID else { return }
      matches.append(viewPath)
      if viewPath == path { atPath = true }
    }
    switch matches.count {
    case 0: return .gone
    case 1: return .at(matches[0])
    default:
      if atPath, Self.skeleton(scene.root(screen)) == Self.skeleton(was.root(screen)) {
        return .at(path)
      }
      return .ambiguous(count: matches.count)
    }
  }

  /// Each view under `root` (not the root itself) with its path, depth first, without recursion.
  static func walk(_ root: SceneView, _ body: ([Int], SceneView) -> Void) {
    var stack: [([Int], SceneView)] = root.subviews.enumerated().reversed().map {
      ([$0.offset], $0.element)
    }
    while let (path, view) = stack.popLast() {
      body(path, view)
      for (index, child) in view.subviews.enumerated().reversed() {
        stack.append((path + [index], child))
      }
    }
  }

  /// Every view's path, name and heroID: what identity depends on.
  private struct Bone: Equatable {
    var path: [Int]
    var name: String?
    var heroID: String?
  }

  private static func skeleton(_ root: SceneView) -> [Bone] {
    var bones: [Bone] = []
    walk(root) { bones.append(Bone(path: $0, name: $1.name, heroID: $1.heroID)) }
    return bones
  }
}

extension ViewEdit {
  /// `edits` made on `was`, moved to where their views are in `scene`; those whose view is
  /// gone (or cannot be told apart) are dropped and returned apart, to be reported.
  public static func carry(_ edits: [ViewEdit], from was: Scene, to scene: Scene)
    -> (kept: [ViewEdit], dropped: [ViewEdit])
  {
    var kept: [ViewEdit] = []
    var dropped: [ViewEdit] = []
    for var edit in edits {
      if case .at(let path) = edit.target.find(in: scene, was: was) {
        edit.target.path = path
        kept.append(edit)
      } else {
        dropped.append(edit)
      }
    }
    return (kept, dropped)
  }
}
