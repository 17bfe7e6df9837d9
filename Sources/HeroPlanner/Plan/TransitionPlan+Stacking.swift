/// What covers what, read off the frames the plan draws, never restated from a rule of thumb:
/// Hero re-inserts a matched pair's later global siblings above it (HeroContext's
/// `snapshotView(for:)`), and zPosition reorders siblings, so "the to screen is on top" is not
/// true of every pair.
///
/// Every sentence the plan says about stacking comes from a `StackingFact` made here.
public struct StackingFact: Hashable, Sendable {
  /// The view the sentence is about, and the view it is compared with.
  public var view: ViewRef
  public var other: ViewRef
  /// Whether `view` is drawn above `other` at the start and at the end of the transition.
  public var aboveAtStart: Bool
  public var aboveAtEnd: Bool

  public init(view: ViewRef, other: ViewRef, aboveAtStart: Bool, aboveAtEnd: Bool) {
    self.view = view
    self.other = other
    self.aboveAtStart = aboveAtStart
    self.aboveAtEnd = aboveAtEnd
  }
}

extension TransitionPlan {
  /// Where each view's own layer (kind `.view`) is in a frame's draw order, indexed like
  /// `views`; built in one pass over the frame.
  public func drawIndex(in frame: Frame) -> [Int?] {
    var index = [Int?](repeating: nil, count: views.count)
    for (position, layer) in frame.layers.enumerated() where layer.kind == .view {
      index[self.index(of: layer.view)] = position
    }
    return index
  }

  /// Where each view's own layer is in the draw order of `frame(allAt: fraction)`, indexed like
  /// `views`: the same walk over the layer tree as sampling (zPosition sorting included), without
  /// placing or drawing anything. Equal to `drawIndex(in: frame(allAt: fraction))` up to
  /// numbering, which only the order matters for; planning 10,000 views spent a fifth of its
  /// time building two whole frames for this.
  func drawOrder(allAt fraction: Double) -> [Int?] {
    drawOrder(allAt: fraction, lists: drawLists())
  }

  /// Each view's content layers and child snapshots, indexed like `views`: the walk asks for
  /// both for every snapshot, and a dictionary look-up hashes the reference each time.
  struct DrawLists {
    var content: [[ContentLayer]?]
    var children: [[ViewRef]?]
  }

  func drawLists() -> DrawLists {
    var lists = DrawLists(
      content: Array(repeating: nil, count: views.count),
      children: Array(repeating: nil, count: views.count))
    for (ref, items) in content { lists.content[index(of: ref)] = items }
    for (ref, refs) in layers.children { lists.children[index(of: ref)] = refs }
    return lists
  }

  func drawOrder(allAt fraction: Double, lists: DrawLists) -> [Int?] {
    var order = [Int?](repeating: nil, count: views.count)
    var z = [Double](repeating: 0, count: views.count)
    var anyZ = views[0].sceneView.zPosition != 0 || views[fromCount].sceneView.zPosition != 0
    for i in views.indices {
      guard let zPosition = views[i].readAnimation({ $0.zPosition(fraction: fraction) })
      else { continue }
      z[i] = zPosition
      if z[i] != 0 { anyZ = true }
    }
    func sorted(_ nodes: [LayerTree.Node]) -> [LayerTree.Node] {
      guard anyZ else { return nodes }
      func depth(_ node: LayerTree.Node) -> Double {
        switch node {
        case .liveRoot(let side): views[index(of: ViewRef(side, 0))].sceneView.zPosition
        case .snapshot(let ref): z[index(of: ref)]
        }
      }
      return nodes.enumerated().sorted { a, b in
        let (za, zb) = (depth(a.element), depth(b.element))
        return za == zb ? a.offset < b.offset : za < zb
      }.map(\.element)
    }
    var next = 0
    func place(_ ref: ViewRef) {
      order[index(of: ref)] = next
      next += 1
      for item in lists.content[index(of: ref)] ?? [] {
        order[index(of: item.ref)] = next
        next += 1
      }
    }
    var stack: [LayerTree.Node] = sorted(layers.top).reversed()
    while let node = stack.popLast() {
      switch node {
      case .liveRoot(let side):
        guard !views[index(of: ViewRef(side, 0))].animates else { continue }
        place(ViewRef(side, 0))
      case .snapshot(let ref):
        guard views[index(of: ref)].animates else { continue }
        place(ref)
        stack.append(
          contentsOf: sorted((lists.children[index(of: ref)] ?? []).map { .snapshot($0) })
            .reversed())
      }
    }
    return order
  }

  /// The stacking of the two screens' roots and of every matched pair, from the start and end
  /// frames (every layer kept, invisible ones too), with notes (when the plan `explains`) and
  /// warnings that say it.
  mutating func addStackingFacts(explains: Bool = true) {
    let lists = drawLists()
    let start = drawOrder(allAt: 0, lists: lists)
    let end = drawOrder(allAt: 1, lists: lists)
    func fact(_ a: ViewRef, _ b: ViewRef) -> StackingFact? {
      guard let a0 = start[index(of: a)], let b0 = start[index(of: b)],
        let a1 = end[index(of: a)], let b1 = end[index(of: b)]
      else { return nil }
      return StackingFact(view: a, other: b, aboveAtStart: a0 > b0, aboveAtEnd: a1 > b1)
    }
    var facts: [StackingFact] = []
    if let roots = fact(ViewRef(.to, 0), ViewRef(.from, 0)) {
      facts.append(roots)
      screenOnTop =
        roots.aboveAtStart == roots.aboveAtEnd ? (roots.aboveAtStart ? .to : .from) : nil
    }
    for i in views.indices {
      guard let partner = views[i].matchedWith, views[i].animates,
        views[index(of: partner)].animates
      else { continue }
      if index(of: views[i].ref) < index(of: partner), let f = fact(views[i].ref, partner) {
        facts.append(f)
      }
    }
    var both: [StackingFact] = []
    for f in facts {
      both.append(f)
      both.append(
        StackingFact(
          view: f.other, other: f.view, aboveAtStart: !f.aboveAtStart, aboveAtEnd: !f.aboveAtEnd))
    }
    stacking = both
    // Notes go into the views taken out of the plan and put back once: each write to `views`
    // rebuilds the timing table, and a copy of the array copied every view.
    var notes: [(index: Int, note: PlanNote)] = []
    for f in both where views[index(of: f.view)].animates {
      if explains { notes.append((index(of: f.view), stackingNote(f))) }
      if let warning = hiddenFade(f) {
        findings.append(PlanFinding(.fadeHiddenUnderPartner, view: f.view, message: warning))
      }
    }
    var annotated: [PlannedView] = []
    swap(&annotated, &views)
    for (index, note) in notes { annotated[index].sentences.append(note) }
    views = annotated
    // Findings stay in view order, as the planner sorted them (stable: same view keeps order).
    findings = findings.enumerated().sorted { a, b in
      let (x, y) = (a.element.view ?? ViewRef(.from, -1), b.element.view ?? ViewRef(.from, -1))
      return x == y ? a.offset < b.offset : x < y
    }.map(\.element)
  }

  /// The note a fact makes: `drawn above its partner 'x' (from.views[0])`, and what follows
  /// from it when one of the pair fades and the other stays.
  public func sentence(_ f: StackingFact) -> String { stackingNote(f).text }

  /// `sentence(_:)` as a note's parts, written out when read.
  func stackingNote(_ f: StackingFact) -> PlanNote {
    let roots = f.other.index == 0 && f.view.index == 0
    let other = views[index(of: f.other)]
    let path = other.sourcePath.isEmpty ? f.other.description : other.sourcePath
    // One note built in place (no nested notes to splice): the relation, then what follows.
    var text: PlanNote =
      roots
      ? "drawn \(f.aboveAtStart ? "above" : "under") the \(f.other.screen.rawValue) root"
      : "drawn \(f.aboveAtStart ? "above" : "under") its partner '\(other.name)' (\(path))"
    guard f.aboveAtStart == f.aboveAtEnd else {
      text.parts.append(
        .text(" at the start and \(f.aboveAtEnd ? "above" : "under") it at the end (zPosition)"))
      return text
    }
    let fades = fadesOut(f.view) || fadesIn(f.view)
    let otherFades = fadesOut(f.other) || fadesIn(f.other)
    if fades && !otherFades {
      text.parts.append(
        .text(
          f.aboveAtStart
            ? ", which stays opaque: the fade shows over it"
            : ", which stays opaque over it: where they overlap the fade is hidden"))
    } else if !fades && otherFades {
      text.parts.append(.text(f.aboveAtStart ? ", which fades under it" : ", which fades over it"))
    }
    return text
  }

  /// A warning when a view's fade plays under its opaque partner, so it cannot be seen where
  /// they overlap (the issue Hero users meet when pairs are listed in different orders).
  func hiddenFade(_ f: StackingFact) -> String? {
    guard f.aboveAtStart == f.aboveAtEnd, !f.aboveAtStart,
      fadesIn(f.view) || fadesOut(f.view), !(fadesIn(f.other) || fadesOut(f.other))
    else { return nil }
    let other = view(f.other)
    return
      "its fade plays under its matched partner '\(other.name)' (\(other.sourcePath)), which stays opaque over it, "
      + "so where they overlap the fade cannot be seen (the frame draws the partner above it)"
  }

  private func fadesIn(_ ref: ViewRef) -> Bool {
    views[index(of: ref)].readAnimation { $0.start.opacity < $0.end.opacity } ?? false
  }

  private func fadesOut(_ ref: ViewRef) -> Bool {
    views[index(of: ref)].readAnimation { $0.start.opacity > $0.end.opacity } ?? false
  }
}

extension ViewAnimation {
  /// `state(fraction: f).zPosition` without building the rest of the 450-byte state: stacking
  /// reads only the depth of every view, twice.
  func zPosition(fraction f: Double) -> Double {
    if f == 0 { return start.zPosition }
    if f == 1 && arc == nil { return end.zPosition }
    return start.zPosition + (end.zPosition - start.zPosition) * f
  }
}
