import HeroPlanner

/// `heroscope diff`'s output formats, over one list of changes.
enum DiffFormat: String, CaseIterable, Sendable {
  case text, json, github
}

extension PlanDiff.Change {
  /// How a change names its view: `to.views[2] 'card' #photo`, or the path before → after
  /// when it moved.
  var subject: String {
    guard let screen else { return "transition" }
    var text: String
    switch (beforePath, afterPath) {
    case (let a?, let b?) where a != b: text = "\(a) → \(b)"
    case (let a?, _): text = a
    case (nil, let b?): text = b
    default: text = screen
    }
    if let name { text += " '\(name)'" }
    if let heroID { text += " #\(heroID)" }
    return text
  }

  /// `duration: 0.5 s → 0.7 s`, or `appears` / `disappears`: numbers as `plan` prints them.
  var summary: String {
    field == "appears" || field == "disappears"
      ? field
      : "\(field): \(before.printed(field: field, beside: after)) → "
        + after.printed(field: field, beside: before)
  }
}

enum DiffReport {
  static func text(_ diff: PlanDiff, before: String, after: String) -> String {
    guard !diff.changes.isEmpty else {
      return "no changes between \(FindingText.oneLine(before)) and \(FindingText.oneLine(after))\n"
    }
    var out = "\(FindingText.oneLine(before)) → \(FindingText.oneLine(after))\n"
    for change in diff.changes {
      out += FindingText.oneLine("\(change.subject): \(change.summary)") + "\n"
    }
    out +=
      "\(diff.changes.count) change\(diff.changes.count == 1 ? "" : "s") in \(viewCount(diff)) view\(viewCount(diff) == 1 ? "" : "s")\n"
    return out
  }

  /// GitHub workflow commands on the after file, at the changed view's line where known.
  static func github(_ diff: PlanDiff, after side: DiffSide) -> String {
    var out = ""
    for change in diff.changes {
      var properties = ["file=" + FindingText.githubProperty(side.file)]
      if let path = change.afterPath, let at = side.locations.position(of: path, key: nil) {
        properties.append("line=\(at.line)")
        properties.append("col=\(at.column)")
      }
      properties.append("title=" + FindingText.githubProperty("transition changed"))
      let message = FindingText.githubMessage("\(change.subject): \(change.summary)")
      out += "::error \(properties.joined(separator: ","))::\(message)\n"
    }
    return out
  }

  static func json(_ diff: PlanDiff, before: String, after: String, tolerance: Double) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("before")
    w.string(before)
    w.key("after")
    w.string(after)
    w.key("tolerance")
    w.number(tolerance)
    w.key("changes")
    w.beginArray(oneLine: false)
    for change in diff.changes {
      w.beginObject()
      w.key("screen")
      w.string(change.screen)
      w.key("beforePath")
      w.string(change.beforePath)
      w.key("afterPath")
      w.string(change.afterPath)
      w.key("name")
      w.string(change.name)
      w.key("heroID")
      w.string(change.heroID)
      w.key("field")
      w.string(change.field)
      w.key("before")
      change.before.write(to: &w)
      w.key("after")
      change.after.write(to: &w)
      w.endObject()
    }
    w.endArray()
    w.key("summary")
    w.beginObject()
    w.key("changes")
    w.integer(diff.changes.count)
    w.key("views")
    w.integer(viewCount(diff))
    w.endObject()
    w.endObject()
    w.append(terminator: "\n")
    return String(decoding: w.finish(), as: UTF8.self)
  }

  /// How many views changed (the transition as a whole not counted).
  static func viewCount(_ diff: PlanDiff) -> Int {
    Set(diff.changes.compactMap { $0.screen == nil ? nil : $0.subject }).count
  }
}
