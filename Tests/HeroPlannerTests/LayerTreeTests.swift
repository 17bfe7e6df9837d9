import Testing

@testable import HeroPlanner

/// The layer tree records lifts and applies them once; the order it ends with must be the
/// one Hero's eager moves give (UIView.addSubview, one view at a time).
@Suite struct LayerTreeTests {
  /// A random screen: nested views, some sharing heroIDs with the other screen, some global,
  /// some with modifiers, some still.
  static func randomScreen(_ rng: inout SplitMix64, side: String, ids: [String]) -> SceneView {
    func unit() -> Double { Double.random(in: 0...1, using: &rng) }
    func make(_ depth: Int, _ path: String) -> [SceneView] {
      let count = depth == 0 ? 12 : Int(unit() * 4)
      return (0..<count).map { i in
        let modifiers: [HeroModifier]? =
          unit() < 0.3
          ? nil
          : unit() < 0.4 ? [.fade, .useGlobalCoordinateSpace] : [.translate(x: 0, y: 20, z: 0)]
        return SceneView(
          name: "\(side)\(path).\(i)", heroID: unit() < 0.45 ? ids[Int(unit() * Double(ids.count))] : nil,
          frame: Rect(x: unit() * 200, y: unit() * 400, width: 40, height: 40), color: .white,
          modifiers: modifiers, subviews: depth < 2 ? make(depth + 1, "\(path).\(i)") : [],
          sourcePath: "\(side)\(path).\(i)")
      }
    }
    return SceneView(frame: .zero, color: .white, subviews: make(0, ""), sourcePath: side)
  }

  /// Replays the snapshots' insertion eagerly, moving views in arrays as UIKit does.
  static func eagerOrder(_ plan: TransitionPlan, trees: [ScreenSide: ViewTree]) -> (
    top: [ViewRef], children: [ViewRef: [ViewRef]]
  ) {
    var top: [ViewRef] = []
    var children: [ViewRef: [ViewRef]] = [:]
    var parent: [ViewRef: ViewRef?] = [:]
    func add(_ node: ViewRef, to container: ViewRef?) {
      if let old = parent[node] {
        if let old { children[old]?.removeAll { $0 == node } } else { top.removeAll { $0 == node } }
      }
      parent[node] = .some(container)
      if let container { children[container, default: []].append(node) } else { top.append(node) }
    }
    func lift(_ ref: ViewRef) {
      guard let tree = trees[ref.screen] else { return }
      var stack = [ref.index]
      while let index = stack.popLast() {
        let current = ViewRef(ref.screen, index)
        if plan.view(current).coordinateSpace == .global, parent[current] != nil {
          add(current, to: nil)
        }
        stack.append(contentsOf: tree[index].children.reversed())
      }
    }
    for ref in plan.layers.insertionOrder {
      let container = plan.view(ref).container
      if let partner = plan.view(ref).matchedWith, parent[partner] != nil, let tree = trees[partner.screen] {
        add(partner, to: container)
        add(ref, to: container)
        for child in tree[partner.index].children { lift(ViewRef(partner.screen, child)) }
        if let grand = tree[partner.index].parent,
          let position = tree[grand].children.firstIndex(of: partner.index)
        {
          for sibling in tree[grand].children[(position + 1)...] { lift(ViewRef(partner.screen, sibling)) }
        }
      }
      add(ref, to: container)
    }
    return (top, children.filter { !$0.value.isEmpty })
  }

  @Test(arguments: 0..<40)
  func recordedLiftsEndInTheOrderOfEagerMoves(_ seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed))
    let ids = (0..<10).map { "id\($0)" }
    let scene = Scene(
      size: Size(width: 375, height: 667),
      from: Self.randomScreen(&rng, side: "from", ids: ids),
      to: Self.randomScreen(&rng, side: "to", ids: ids))
    for presenting in [true, false] {
      let plan = Planner.plan(scene, options: Planner.Options(presenting: presenting))
      let trees: [ScreenSide: ViewTree] = [
        .from: ViewTree(side: .from, root: scene.from, screenSize: scene.size),
        .to: ViewTree(side: .to, root: scene.to, screenSize: scene.size),
      ]
      let eager = Self.eagerOrder(plan, trees: trees)
      let top = plan.layers.top.compactMap { node -> ViewRef? in
        if case .snapshot(let ref) = node { ref } else { nil }
      }
      #expect(top == eager.top)
      #expect(plan.layers.children.filter { !$0.value.isEmpty } == eager.children)
      #expect(plan.layers.insertionOrder.count > 5, "too few animating views to test anything")
    }
  }

  /// Setting `top` with the live roots inserted first puts them under every snapshot and keeps
  /// the rest as it was; leaving a root out takes it out; later adds still go on top.
  @Test(arguments: 0..<20)
  func liveRootsInsertedAtTheBottomStayUnderTheSnapshots(_ seed: Int) {
    var rng = SplitMix64(seed: UInt64(seed) &+ 101)
    let ids = (0..<10).map { "id\($0)" }
    let scene = Scene(
      size: Size(width: 375, height: 667),
      from: Self.randomScreen(&rng, side: "from", ids: ids),
      to: Self.randomScreen(&rng, side: "to", ids: ids))
    let plan = Planner.plan(scene)
    // The plan's tree already has the roots at the bottom: take them out to start again.
    var base = LayerTree()
    for ref in plan.layers.insertionOrder {
      base.add(ref, to: plan.layers.container(of: ref) ?? nil)
    }
    var withRoots = base
    withRoots.top.insert(contentsOf: [.liveRoot(.to), .liveRoot(.from)], at: 0)
    let expected: [LayerTree.Node] = [.liveRoot(.to), .liveRoot(.from)] + base.top
    #expect(withRoots.top == expected)
    #expect(withRoots.children == base.children)
    #expect(withRoots.insertionOrder == base.insertionOrder)
    #expect(withRoots.top.prefix(2) == [.liveRoot(.to), .liveRoot(.from)])
    // Leaving the from root out of the next set takes it out of the container.
    var oneRoot = withRoots
    oneRoot.top = withRoots.top.filter { $0 != .liveRoot(.from) }
    #expect(!oneRoot.top.contains(.liveRoot(.from)) && oneRoot.top.first == .liveRoot(.to))
    // A snapshot added afterwards goes on top.
    if let last = plan.layers.insertionOrder.first {
      withRoots.add(last, to: nil)
      #expect(withRoots.top.last == .snapshot(last))
    }
  }
}
