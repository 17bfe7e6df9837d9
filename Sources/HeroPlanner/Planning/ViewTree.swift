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
    /// The frame in screen coordinates (scene views carry no transforms).
    public var frameInScreen: Rect
    public var depth: Int

    var viewBox: Boxed<SceneView> { _view }
  }

  public let side: ScreenSide
  public private(set) var nodes: [Node] = []

  /// Flattens `root`; the root's frame is the screen bounds whatever it says.
  public init(side: ScreenSide, root: SceneView, screenSize: Size) {
    self.side = side
    var rootView = root
    rootView.frame = Rect(origin: .zero, size: screenSize)
    // Keep subviews out of the stored copies: the tree holds them as nodes.
    nodes.reserveCapacity(Self.count(root))
    var stack: [(view: SceneView, parent: Int?, path: [Int], origin: Point, depth: Int)] = [
      (rootView, nil, [], .zero, 0)
    ]
    while let item = stack.popLast() {
      let index = nodes.count
      var stored = item.view
      stored.subviews = []
      let offset = item.view.frame.offsetBy(item.origin)
      let frame = Rect(
        x: tidy(offset.minX), y: tidy(offset.minY), width: offset.width, height: offset.height)
      nodes.append(
        Node(
          view: stored, path: item.path, parent: item.parent, frameInScreen: frame,
          depth: item.depth))
      if let parent = item.parent { nodes[parent].children.append(index) }
      // Pushed in reverse so they pop in document order: depth-first, pre-order.
      for (i, sub) in item.view.subviews.enumerated().reversed() {
        stack.append((sub, index, item.path + [i], frame.origin, item.depth + 1))
      }
    }
  }

  public var count: Int { nodes.count }

  /// How many views a tree holds, counted without recursion.
  static func count(_ root: SceneView) -> Int {
    var total = 0
    var stack = [root]
    while let view = stack.popLast() {
      total += 1
      stack.append(contentsOf: view.subviews)
    }
    return total
  }

  public subscript(index: Int) -> Node { nodes[index] }

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
