import HeroText

/// One screen's views flattened depth-first, parents before children, as Hero's
/// `flattenedViewHierarchy`; index 0 is the root.
///
/// Built without recursion, so trees hundreds of levels deep are fine.
public struct ViewTree: Sendable {
  public struct Node: Sendable {
    /// Boxed and shared with the planned view: one copy of each scene view, not three.
    @Boxed public var view: SceneView
    public var path: [Int]
    public var parent: Int?
    public var children: [Int] = []
    /// The frame offset by its ancestors' frames: where it is on screen when no ancestor has a
    /// transform of its own (else see `centre(_:in:)` and `boundsInScreen(_:)`).
    public var frameInScreen: Rect
    public var depth: Int
    /// Whether a view between the root and this one (neither included) has its own transform:
    /// then its place on screen and its flattened transform are worked out through them.
    public var hasTransformedAncestor = false

    var viewBox: Boxed<SceneView> { _view }
  }

  public let side: ScreenSide
  public private(set) var nodes: [Node] = []

  /// Flattens `root`; the root's frame is the screen bounds whatever it says.
  public init(side: ScreenSide, root: SceneView, screenSize: Size) {
    self.side = side
    var rootView = root
    rootView.frame = Rect(origin: .zero, size: screenSize)
    // Keep subviews out of the stored copies: the tree holds them as nodes. Each view is
    // copied once, out of its parent's subviews, which the walk holds as arrays (a retain each).
    nodes.reserveCapacity(Self.count(root))
    var rootSubviews = rootView.subviews
    rootView.subviews = []
    nodes.append(
      Node(view: rootView, path: [], parent: nil, frameInScreen: rootView.frame, depth: 0))
    var stack: [(siblings: [SceneView], next: Int, parent: Int, origin: Point)] = []
    if !rootSubviews.isEmpty { stack.append((rootSubviews, 0, 0, rootView.frame.origin)) }
    rootSubviews = []
    while !stack.isEmpty {
      let top = stack.count - 1
      let position = stack[top].next
      guard position < stack[top].siblings.count else {
        stack.removeLast()
        continue
      }
      stack[top].next += 1
      let parent = stack[top].parent
      var stored = stack[top].siblings[position]
      let subviews = stored.subviews
      stored.subviews = []
      let offset = stored.frame.offsetBy(stack[top].origin)
      let frame = Rect(
        x: tidy(offset.minX), y: tidy(offset.minY), width: offset.width, height: offset.height)
      let index = nodes.count
      // The parent's path and this view's position, built in one array of the right size.
      var path: [Int] = []
      path.reserveCapacity(nodes[parent].path.count + 1)
      path += nodes[parent].path
      path.append(position)
      let transformedAbove =
        parent != 0
        && (nodes[parent].hasTransformedAncestor || !nodes[parent].view.transform.isIdentity)
      nodes.append(
        Node(
          view: stored, path: path, parent: parent, frameInScreen: frame,
          depth: nodes[parent].depth + 1, hasTransformedAncestor: transformedAbove))
      nodes[parent].children.append(index)
      if !subviews.isEmpty { stack.append((subviews, 0, index, frame.origin)) }
    }
  }

  public var count: Int { nodes.count }

  /// How many views a tree holds, counted without recursion.
  static func count(_ root: SceneView) -> Int {
    var total = 1
    var stack = [root.subviews]
    while let siblings = stack.popLast() {
      total += siblings.count
      for view in siblings where !view.subviews.isEmpty { stack.append(view.subviews) }
    }
    return total
  }

  /// Read in place: a node holds arrays and a box, and most reads want one field.
  public subscript(index: Int) -> Node {
    _read { yield nodes[index] }
  }

  /// The frame in the parent's coordinates.
  public func frameInParent(_ index: Int) -> Rect { nodes[index].view.frame }

  /// A readable name: the view's own, else its heroID, else its JSON path.
  public func displayName(_ index: Int) -> String {
    let view = nodes[index].view
    if let name = view.name, !name.isEmpty { return name }
    if let id = view.heroID, !id.isEmpty { return id }
    return view.sourcePath.isEmpty ? "\(side.rawValue)#\(index)" : view.sourcePath
  }

  /// All descendants of `index`, depth-first.
  public func descendants(of index: Int) -> [Int] {
    var out: [Int] = []
    var stack = Array(nodes[index].children.reversed())
    while let next = stack.popLast() {
      out.append(next)
      stack.append(contentsOf: nodes[next].children.reversed())
    }
    return out
  }
}
