import HeroPlanner

/// The reducer: what each key and mouse report does to the player's state.
extension PlayerState {
  /// Applies one key.
  public mutating func handle(_ key: Key) -> Effect {
    if editor != nil { return handleEditing(key) }
    if showHelp {
      // Any key closes the help; q still quits.
      showHelp = false
      if key == .character("q") { return quitting() }
      return .redraw
    }
    switch key {
    case .left: return scrubbed(by: -0.01)
    case .right: return scrubbed(by: 0.01)
    case .shiftLeft, .pageUp: return scrubbed(by: -0.1)
    case .shiftRight, .pageDown: return scrubbed(by: 0.1)
    case .home: return scrubbed(to: 0)
    case .end: return scrubbed(to: 1)
    case .enter:
      guard progress < 1 else { return .none }
      motion = .finishing
      return .redraw
    case .backspace:
      guard progress > 0 else { return .none }
      motion = .cancelling
      return .redraw
    case .escape: return quitting()
    case .up: return scrolled(by: -1)
    case .down: return scrolled(by: 1)
    case .tab: return .cycleSelection(1)
    case .backTab: return .cycleSelection(-1)
    case .delete, .other: return .none
    case .character(let c): return handle(character: c)
    }
  }

  /// Applies a mouse report; `layout` says where the progress bar is.
  public mutating func handle(_ mouse: MouseEvent, layout: PlayerLayout) -> Effect {
    switch mouse.action {
    case .press:
      guard !layout.tooSmall else { return .none }
      guard layout.barRows.contains(mouse.row) else {
        return .click(column: mouse.column, row: mouse.row)
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
      return .none
    case .drag:
      guard dragging else { return .none }
      return scrubbed(to: layout.fraction(column: mouse.column))
    case .release:
      dragging = false
      return .none
    case .other:
      return .none
    }
  }

  private mutating func handle(character c: Unicode.Scalar) -> Effect {
    switch c {
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
    case "a": return cycledAnimation(by: 1)
    case "A": return cycledAnimation(by: -1)
    case "d":
      presenting.toggle()
      return .replan
    case "c":
      arcs.toggle()
      return .redraw
    case "-", "_":
      speedIndex = max(0, speedIndex - 1)
      return .redraw
    case "+", "=":
      speedIndex = min(Self.speeds.count - 1, speedIndex + 1)
      return .redraw
    case "l":
      loop.toggle()
      return .redraw
    case "s":
      showStats.toggle()
      return .redraw
    case "?":
      showHelp = true
      return .redraw
    case "i":
      showInspector.toggle()
      inspectorScroll = 0
      return .redraw
    case "T":
      showTimeline.toggle()
      return .redraw
    case "z":
      zOrder.toggle()
      return .redraw
    case "e":
      return .beginEdit
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
    switch line.handle(key) {
    case .editing:
      editor = line
      return .redraw
    case .cancel:
      closeEditor()
      return .redraw
    case .submit(let text):
      do {
        let modifiers = try ModifierParser.parse(text)
        if let target = editTarget {
          let edit = ViewEdit(target: target, text: text, modifiers: modifiers)
          if let index = edits.firstIndex(where: {
            $0.target.screen == target.screen && $0.target.path == target.path
          }) {
            edits[index] = edit
          } else {
            edits.append(edit)
          }
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

  /// Opens the editor on `text` for `target`.
  public mutating func beginEditing(_ target: ViewEdit.Target, text: String) {
    editor = LineEditor(text: text)
    editTarget = target
    editError = nil
  }

  private mutating func closeEditor() {
    editor = nil
    editTarget = nil
    editError = nil
  }

  /// ↑ and ↓ scroll the inspector when it is open, else the timeline.
  private mutating func scrolled(by step: Int) -> Effect {
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

  /// The next view in `order` (drawing order) after the selected one, wrapping around.
  public mutating func cycleSelection(by step: Int, order: [ViewRef]) {
    guard !order.isEmpty else { return }
    if let current = selected, let index = order.firstIndex(of: current) {
      selected = order[(index + step % order.count + order.count) % order.count]
    } else {
      selected = step > 0 ? order.first : order.last
    }
    inspectorScroll = 0
  }

  private mutating func quitting() -> Effect {
    quit = true
    return .quit
  }

  private mutating func scrubbed(by delta: Double) -> Effect {
    scrubbed(to: progress + delta)
  }

  private mutating func scrubbed(to fraction: Double) -> Effect {
    scrub(to: fraction)
    return .redraw
  }

  private mutating func switched(to kind: ContainerKind) -> Effect {
    guard container != kind else { return .none }
    container = kind
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
}
