import HeroText

/// `heroscope plan`: the explanation as text, one block per animating view with what it does and
/// the notes that say why, then the views that do not animate, then the findings.
///
/// Written straight into bytes (a plan of 10,000 views is 5 MB of text); strings are as the
/// scene wrote them, so a caller printing it for a terminal sanitises it.
extension PlanExplanation {
  public func text(description: String) -> String {
    String(decoding: textBytes(description: description), as: UTF8.self)
  }

  /// The text in UTF-8, without a final newline.
  public func textBytes(description: String) -> [UInt8] {
    // About 500 bytes a view: reserving it spares the copies of a growing buffer.
    var out = ByteBuffer(capacity: 1_024 + views.count * 600)
    write(text: &out, description: description)
    return out.bytes
  }

  func write(text out: inout ByteBuffer, description: String) {
    write(
      text: &out, description: description, viewCount: views.count,
      animates: { views[$0].animates }, view: { views[$0] }, afterView: { _ in })
  }

  /// The layout with the views handed over by index, `afterView` called after each view's
  /// lines (the streaming path explains a view, writes it and flushes; `views` may then be
  /// empty). `animates(i)` must say what `view(i).animates` says.
  func write(
    text out: inout ByteBuffer, description: String, viewCount: Int, animates: (Int) -> Bool,
    view: (Int) -> ViewExplanation, afterView: (inout ByteBuffer) -> Void
  ) {
    out.put(inLine: sceneName)
    if !description.isEmpty {
      out.put(" — ")
      out.put(inLine: description)
    }
    out.put("\n")
    out.put(inLine: container.rawValue)
    out.put(presenting ? ", presenting · animation " : ", dismissing · animation ")
    out.put(inLine: animationReason)
    out.put("\ntotal ")
    Self.seconds(totalDuration, &out)
    out.put(" · ")
    out.number(Double(insertionOrder.count))
    out.put(" of ")
    out.number(Double(viewCount))
    out.put(" views animate · ")
    out.put(inLine: screenOrderSentence)
    for i in insertionOrder where animates(i) {
      let view = view(i)
      guard let timing = view.timing else { continue }
      out.put("\n\n")
      out.put(inLine: view.sourcePath)
      out.put(" '")
      out.put(inLine: view.name)
      out.put("'")
      if let id = view.heroID {
        out.put(" (heroID ")
        out.put(inLine: id)
        out.put(")")
      }
      if let partner = view.matchedWith {
        out.put(" — matched with ")
        out.put(inLine: partner.sourcePath)
      }
      out.put("\n  ")
      timing.write(summary: &out, coordinateSpace: view.coordinateSpace)
      if timing.spring != nil {
        out.put("\n  ")
        timing.write(clocks: &out)
      }
      if let written = view.written {
        out.put("\n  written:  ")
        out.put(inLine: written)
      }
      if let resolved = view.resolved {
        out.put("\n  resolved: ")
        out.put(inLine: resolved)
      }
      out.put("\n  start: ")
      Self.summary(view.start, &out)
      out.put("\n  end:   ")
      Self.summary(view.end, &out)
      for note in view.sentences {
        out.put("\n  · ")
        note.write(to: &out, json: false)
      }
      afterView(&out)
    }
    var stillHeading = false
    for i in 0..<viewCount where !animates(i) {
      let view = view(i)
      if !stillHeading {
        out.put("\n\nViews that do not animate:")
        stillHeading = true
      }
      out.put("\n  ")
      out.put(inLine: view.sourcePath)
      out.put(" '")
      out.put(inLine: view.name)
      out.put("': ")
      view.sentences.last?.write(to: &out, json: false)
      afterView(&out)
    }
    if !findings.isEmpty {
      out.put("\n\nFindings:")
      for finding in findings {
        out.put("\n  ")
        out.put(inLine: finding.severity.rawValue)
        out.put(": ")
        if let path = finding.path {
          out.put(inLine: path)
          out.put(": ")
        }
        out.put(inLine: finding.message)
        // The rule as `check` names it, for --rules, --ignore and the other formats.
        out.put(" [")
        out.put(inLine: finding.rule.id)
        out.put("]")
      }
    }
  }

  /// `centre (187.5, 333.5) · size 375×667 · opacity 1`, or `not drawn`.
  static func summary(_ layer: ViewExplanation.LayerSummary?, _ out: inout ByteBuffer) {
    guard let layer else { return out.put("not drawn") }
    out.put("centre (")
    out.number(layer.position.x, decimals: 1)
    out.put(", ")
    out.number(layer.position.y, decimals: 1)
    out.put(") · size ")
    out.number(layer.size.width, decimals: 1)
    out.put("×")
    out.number(layer.size.height, decimals: 1)
    out.put(" · opacity ")
    out.number(layer.opacity, decimals: 3)
  }

  /// `0.35 s`.
  static func seconds(_ v: Double, _ out: inout ByteBuffer) {
    out.number(v, decimals: 3)
    out.put(" s")
  }
}

extension ViewExplanation.Timing {
  /// `global · delay 0 s · duration 0.553 s · spring(250, 30) · arc 1`: the first timing line of
  /// the plan text and the inspector.
  public func summary(coordinateSpace: TargetState.CoordinateSpace?) -> String {
    var out = ByteBuffer()
    write(summary: &out, coordinateSpace: coordinateSpace)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// For a view that springs, which properties run on which clock; nil when nothing springs.
  public var clocksLine: String? {
    guard spring != nil else { return nil }
    var out = ByteBuffer()
    write(clocks: &out)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  func write(summary out: inout ByteBuffer, coordinateSpace: TargetState.CoordinateSpace?) {
    if let coordinateSpace { out.put(coordinateSpace == .global ? "global · " : "local · ") }
    out.put("delay ")
    PlanExplanation.seconds(delay, &out)
    out.put(" · duration ")
    PlanExplanation.seconds(duration, &out)
    if let durationUpTo {
      out.put(" (up to ")
      PlanExplanation.seconds(durationUpTo, &out)
      out.put(" by Hero's order)")
    }
    out.put(" · ")
    if let spring {
      out.put("spring(")
      out.number(spring.stiffness)
      out.put(", ")
      out.number(spring.damping)
      out.put(")")
    } else {
      writeCurve(&out)
    }
    if let arcIntensity {
      out.put(" · arc ")
      out.number(arcIntensity)
    }
  }

  /// `springs position, opacity (settles in 1.473 s) · cornerRadius on easeInOut over 0.3 s`;
  /// nothing when nothing springs.
  func write(clocks out: inout ByteBuffer) {
    guard let spring else { return }
    out.put("springs ")
    list(springProperties, &out)
    out.put(" (settles in ")
    PlanExplanation.seconds(spring.settlingDuration, &out)
    out.put(")")
    if !curveProperties.isEmpty {
      out.put(" · ")
      list(curveProperties, &out)
      out.put(" on ")
      writeCurve(&out)
      out.put(" over ")
      PlanExplanation.seconds(curveDuration, &out)
    }
  }

  /// The curve's name, or `curve(…)` with its control points.
  private func writeCurve(_ out: inout ByteBuffer) {
    if let name = curve.name {
      out.put(inLine: name)
    } else {
      out.put("curve(")
      out.put(inLine: curve.description)
      out.put(")")
    }
  }

  private func list(_ items: [String], _ out: inout ByteBuffer) {
    for (i, item) in items.enumerated() {
      if i > 0 { out.put(", ") }
      out.put(inLine: item)
    }
  }
}
