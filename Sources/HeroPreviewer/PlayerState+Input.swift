import HeroANSI
import HeroPlanner

/// The reducer: what each key and mouse report does to the player's state.
extension PlayerState {
  /// Applies one key.
  public mutating func handle(_ key: Key) -> Effect {
    // Ctrl-L draws the screen again as it was, the notice included.
    if key == .character("\u{0C}") && editor == nil && search == nil && !showHelp {
      return .repaintAll
    }
    notice = nil
    if editor != nil { return handleEditing(key) }
    if showHelp { return handleHelp(key) }
    if search != nil { return handleSearch(key) }
    switch key {
    case .left: return threeD == nil ? scrubbed(byHundredths: -1) : turned(by: -10)
    case .right: return threeD == nil ? scrubbed(byHundredths: 1) : turned(by: 10)
    case .shiftLeft, .wordLeft, .pageUp: return scrubbed(byHundredths: -10)
    case .shiftRight, .wordRight, .pageDown: return scrubbed(byHundredths: 10)
    case .home: return scrubbed(to: 0)
    case .end: return scrubbed(to: 1)
    case .enter: return released(finishing: true)
    case .backspace: return released(finishing: false)
    case .escape: return closedTopmost()
    case .up: return scrolled(by: -1)
    case .down: return scrolled(by: 1)
    case .tab: return .cycleSelection(1)
    case .backTab: return .cycleSelection(-1)
    // A paste outside the edit and search lines is text for nothing: never keys.
    case .delete, .other, .alt, .unknown, .paste: return .none
    case .character(let c): return handle(character: c)
    }
  }

  /// Applies a mouse report; `layout` says where the progress bar is.
  public mutating func handle(_ mouse: MouseEvent, layout: PlayerLayout) -> Effect {
    switch mouse.action {
    case .press:
      guard !layout.tooSmall else { return .none }
      guard layout.barRows.contains(mouse.row) else {
        return .click(column: mouse.column, row: mouse.row, shift: mouse.shift)
      }
      dragging = true
      return scrubbed(to: layout.fraction(column: mouse.column))
    case .scrollUp, .scrollDown:
      let step = mouse.action == .scrollUp ? -3 : 3
      if layout.inspectorColumns > 0 && mouse.column >= layout.inspectorX {
        inspectorScroll = max(0, inspectorScroll + step)
        return .redraw
      }
      if layout.timelineRows > 0 && layout.timelineRange.contains(mouse.row) {
        timelineScroll = max(0, timelineScroll + step)
        return .redraw
      }
      // The wheel over the picture zooms the 3D view, as a pinch does the plugin's.
      if threeD != nil && mouse.row < layout.transitionRows
        && mouse.column < layout.transitionColumns
      {
        return zoomed(in: mouse.action == .scrollUp)
      }
      return .none
    case .drag:
      if timelineDrag != nil { return .dragTimeline(column: mouse.column) }
      if let turn = turnDrag { return dragged3D(turn, column: mouse.column, row: mouse.row) }
      if viewDrag != nil { return draggedView(column: mouse.column, row: mouse.row) }
      guard dragging else { return .none }
      return scrubbed(to: layout.fraction(column: mouse.column))
    case .release:
      dragging = false
      if timelineDrag != nil || turnDrag != nil {
        timelineDrag = nil
        turnDrag = nil
        return .redraw
      }
      return releasedView()
    case .other:
      return .none
    }
  }

  private mutating func handle(character c: Unicode.Scalar) -> Effect {
    switch c {
    // Ctrl-L redraws everything, as in every curses program.
    case "\u{0C}": return .repaintAll
    case "0"..."9":
      return scrubbed(to: Double(c.value - 0x30) / 10)
    case " ":
      if isMoving {
        motion = .paused
      } else {
        play()
      }
      return .redraw
    case "r":
      reversed.toggle()
      play()
      return .redraw
    case "m": return switched(to: .modal)
    case "n": return switched(to: .navigation)
    case "t": return switched(to: .tab)
    case ".": return .stepFrames(1)
    case ",": return .stepFrames(-1)
    case "/":
      search = LineEditor(text: "")
      searchOrigin = selected
      return .redraw
    case "a": return cycledAnimation(by: 1)
    case "A": return cycledAnimation(by: -1)
    case "d":
      presenting.toggle()
      notice =
        "d: now \(presenting ? "presenting" : "dismissing") with the same screens"
        + (presenting ? "" : " (the from screen is dismissed)") + " · b shows the way back"
      return .replan
    case "b":
      turnBack()
      notice =
        back
        ? "b: the way back, screens swapped (\(presenting ? "presenting" : "dismissing")) · b again: this way"
        : "b: this way again (\(presenting ? "presenting" : "dismissing")) · d flips presenting alone"
      return .replan
    case "c":
      arcs.toggle()
      return .redraw
    case "f": return focusToggled()
    case "-", "_":
      speedIndex = max(0, speedIndex - 1)
      return .redraw
    case "+", "=":
      speedIndex = min(Self.speeds.count - 1, speedIndex + 1)
      return .redraw
    case "l":
      steppedLoop()
      return .redraw
    case "s":
      showStats.toggle()
      return .redraw
    case "?":
      showHelp = true
      helpScroll = 0
      return .redraw
    case "i":
      showInspector.toggle()
      inspectorScroll = 0
      return .redraw
    case "T":
      showTimeline.toggle()
      return .redraw
    case "v":
      showTree.toggle()
      return .redraw
    case "z":
      zOrder.toggle()
      return .redraw
    case "x": return toggled3D()
    case "(", ")": return zoomed(in: c == ")")
    case "e":
      return .beginEdit
    case "u": return undone()
    case "U": return redone()
    case "w": return .writeEdits
    case "<": return .retime(delay: -Self.timingStep, duration: 0)
    case ">": return .retime(delay: Self.timingStep, duration: 0)
    case "{": return .retime(delay: 0, duration: -Self.timingStep)
    case "}": return .retime(delay: 0, duration: Self.timingStep)
    case "[": return steppedTransition(by: -1)
    case "]": return steppedTransition(by: 1)
    case "q", "Q": return quitting()
    default: return .none
    }
  }

  /// Keys while the line editor is open: they edit the line; Enter applies it if it parses,
  /// else shows where it is wrong and keeps the last good plan; Esc leaves it as it was.
  private mutating func handleEditing(_ key: Key) -> Effect {
    guard var line = editor else { return .none }
    // Taken out while it changes, so its text is not shared and a key costs what it changes,
    // not a copy of the line (a pasted line of 100 KB was quadratic).
    editor = nil
    switch line.handle(key) {
    case .editing:
      editor = line
      return .redraw
    case .cancel:
      closeEditor()
      return .redraw
    case .submit(let text):
      do {
        // A `modifierString` view is edited as Hero reads it: only what Hero cannot run is
        // refused, and what it drops shows in the inspector once replanned.
        let modifiers =
          editTarget?.heroString == true
          ? try HeroStringReader.read(text).modifiers ?? []
          : try ModifierParser.parse(text)
        if editHistory.last != text { editHistory.append(text) }
        if let target = editTarget {
          undoEdits.append(edits)
          redoEdits = []
          record(
            ViewEdit(
              target: target, text: text, modifiers: modifiers,
              original: editOriginal ?? ViewEdit.Original(text: nil, modifiers: nil)))
        }
        closeEditor()
        return .replan
      } catch {
        editor = line
        editError = error
        return .redraw
      }
    }
  }

  /// Keeps `edit` as its view's edit (replacing an earlier one); its original is the file's,
  /// from before the first edit of this view.
  mutating func record(_ edit: ViewEdit) {
    var edit = edit
    if let earlier = (edits + savedEdits).first(where: { $0.target.isSameView(as: edit.target) }) {
      edit.original = earlier.original
    }
    if let index = edits.firstIndex(where: { $0.target.isSameView(as: edit.target) }) {
      edits[index] = edit
    } else {
      edits.append(edit)
    }
  }

  /// Opens the editor on `text` for `target`.
  /// `original` is the view's modifiers in the file, for an edit taken back after a write.
  public mutating func beginEditing(
    _ target: ViewEdit.Target, text: String, original: ViewEdit.Original? = nil
  ) {
    editor = LineEditor(text: text, history: editHistory, completions: HeroModifier.allNames)
    editTarget = target
    editOriginal = original
    editError = nil
  }

  private mutating func closeEditor() {
    editor = nil
    editTarget = nil
    editOriginal = nil
    editError = nil
  }

  /// How many views' modifiers are edited and not yet written (`2 unsaved` in the status line).
  public var unsavedCount: Int { ViewEdit.unsavedCount(current: edits, saved: savedEdits) }

  /// Keys while the help is open: ↑/↓ and PgUp/PgDn scroll it, any other key (`q` and Esc
  /// too) closes it.
  private mutating func handleHelp(_ key: Key) -> Effect {
    let count = PlayerView.helpLines(Glyphs(unicode: false)).count
    switch key {
    case .up: helpScroll = max(0, helpScroll - 1)
    case .down: helpScroll = min(count, helpScroll + 1)
    case .pageUp: helpScroll = max(0, helpScroll - 10)
    case .pageDown: helpScroll = min(count, helpScroll + 10)
    default: showHelp = false
    }
    return .redraw
  }

  /// Esc closes the topmost thing open (the help, search and edit line are handled before
  /// this), then the view tree, the inspector, the timeline and the z-order view; with nothing
  /// open it quits.
  private mutating func closedTopmost() -> Effect {
    if showTree {
      showTree = false
    } else if showInspector {
      showInspector = false
    } else if showTimeline {
      showTimeline = false
    } else if zOrder {
      zOrder = false
    } else {
      return quitting()
    }
    return .redraw
  }

  /// ↑ and ↓ walk the view tree when it is open, else scroll the inspector, else the timeline.
  private mutating func scrolled(by step: Int) -> Effect {
    if showTree { return .stepInTree(step) }
    if showInspector {
      inspectorScroll = max(0, inspectorScroll + step)
      return .redraw
    }
    if showTimeline {
      timelineScroll = max(0, timelineScroll + step)
      return .redraw
    }
    return .none
  }

  /// `u`: the edits as they were before the last applied one.
  private mutating func undone() -> Effect {
    step(from: \.undoEdits, to: \.redoEdits, empty: "nothing to undo", done: "undone · U redoes")
  }

  /// `U`: the edit `u` took back.
  private mutating func redone() -> Effect {
    step(from: \.redoEdits, to: \.undoEdits, empty: "nothing to redo", done: "redone · u undoes")
  }

  /// Undo and redo are one move between two stacks: the top of `from` becomes the edits, and
  /// the current edits go onto `to`.
  private mutating func step(
    from: WritableKeyPath<PlayerState, [[ViewEdit]]>,
    to: WritableKeyPath<PlayerState, [[ViewEdit]]>, empty: String, done: String
  ) -> Effect {
    guard let next = self[keyPath: from].popLast() else {
      notice = empty
      return .redraw
    }
    self[keyPath: to].append(edits)
    edits = next
    notice = done
    return .replan
  }

  /// `l`: off → loop → ping-pong → off, saying which.
  private mutating func steppedLoop() {
    if !loop {
      loop = true
      pingPong = false
      notice = "loop: wraps around at the ends · l again: ping-pong"
    } else if !pingPong {
      pingPong = true
      notice = "ping-pong: forward, then back · l again: off"
    } else {
      loop = false
      pingPong = false
      notice = "loop off"
    }
  }

  /// Turns to the way back, or from it: the screens swap and `presenting` flips.
  public mutating func turnBack() {
    back.toggle()
    presenting.toggle()
  }

  private mutating func quitting() -> Effect {
    quit = true
    return .quit
  }

  private mutating func scrubbed(byHundredths steps: Int) -> Effect {
    step(hundredths: steps)
    return .redraw
  }

  private mutating func scrubbed(to fraction: Double) -> Effect {
    scrub(to: fraction)
    return .redraw
  }

  /// A container change replans at once and says so in the status line, since `t` sits next
  /// to `T` and a changed transition is easy to miss.
  private mutating func switched(to kind: ContainerKind) -> Effect {
    guard container != kind else { return .none }
    container = kind
    notice = "container now \(kind.rawValue) · m modal · n navigation · t tab"
    return .replan
  }

  /// The next (or previous) type of `AnimationType.cycle` for the current container; a type
  /// outside the cycle (such as `selectBy`) steps to its first or last entry.
  private mutating func cycledAnimation(by step: Int) -> Effect {
    let cycle = AnimationType.cycle
    let current = animation[container] ?? .auto
    let next: Int
    if let index = cycle.firstIndex(of: current) {
      next = (index + step + cycle.count) % cycle.count
    } else {
      next = step > 0 ? 0 : cycle.count - 1
    }
    animation[container] = cycle[next]
    return .replan
  }

  /// `f`: the picture framed on the selected view and its partner, start to end; again, the
  /// whole screen.
  private mutating func focusToggled() -> Effect {
    if focused != nil {
      focused = nil
      return .redraw
    }
    guard let selected else {
      alert = "f frames the selected view: select one first (Tab, /, or click it)"
      return .redraw
    }
    focused = selected
    return .redraw
  }
}
