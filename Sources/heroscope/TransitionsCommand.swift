import Foundation
import HeroCommandLine
import HeroPlanner
import HeroScene
import HeroStoryboard

/// `heroscope transitions FILE.storyboard [--json]`: what a storyboard can preview — its view
/// controllers, the navigation and tab bar controllers holding them, and its transitions.
struct TransitionsCommand: HeroscopeCommand {
  static let configuration = CommandConfiguration(
    name: "transitions", abstract: "what a storyboard can preview",
    usage: ["FILE.storyboard [--json]"],
    discussion: """
      Its view controllers, the navigation and tab bar controllers holding them, and its
      transitions, with the ids that --segue, --from and --to take.
      """)

  var files: [String] = []
  var json = false
  var complete: CompletionQuery?

  /// What the completion scripts ask a storyboard for, with the hidden `--complete QUERY`.
  enum CompletionQuery: String, CaseIterable {
    /// Segue identifiers, for `--segue`.
    case segues
    /// View controllers' storyboard IDs and titles (else object ids), for `--from`.
    case controllers
    /// The same, and those of the storyboards beside it as `OTHER.storyboard:NAME`, for `--to`.
    case destinations
  }

  static var arguments: [Argument<Self>] {
    [
      .arguments(
        "FILE.storyboard", \.files, count: 1...1, wrongCount: wrongFile,
        help: "an Interface Builder storyboard"
      ).completing(.storyboardFiles),
      .flag("--json", \.json, help: "print the view controllers and transitions as JSON"),
      .option(
        "--complete", parser: .choice(), \.complete,
        help: "print segue identifiers or view controller names, one a line, for completion"
      ).hidden(),
    ]
  }

  static let wrongFile = "transitions takes one storyboard file (FILE.storyboard)"

  func validate() throws(UsageError) {
    guard files.allSatisfy(SceneInput.isStoryboard) else { throw UsageError(Self.wrongFile) }
  }

  func run() throws(CommandFailure) -> ExitStatus {
    if let complete {
      // For a completion script mid-line: names only, and silence when the file does not read.
      guard let storyboard = try? Storyboard(path: files[0]) else { return .badInput }
      // One a line, and nothing at all when nothing is left (an empty line would be a
      // candidate). Object ids come after a `--` line: the scripts offer them only when no
      // title or storyboard ID fits what is typed.
      let (names, ids) = Self.completions(complete, of: storyboard)
      let lines = names + (ids.isEmpty ? [] : [Self.idsFollow] + ids)
      if !lines.isEmpty { Output.print(lines.joined(separator: "\n")) }
      return .ok
    }
    let storyboard = try SceneInput.readStoryboard(files[0]).get()
    for warning in storyboard.warnings {
      Output.error(warning.printed(in: storyboard.file))
    }
    Output.print(json ? Self.json(storyboard).rendered() : Self.text(storyboard))
    return .ok
  }

  /// The line between names and object ids in `--complete` output.
  static let idsFollow = "--"

  /// The words a shell may insert (the scripts quote each): the names (segue identifiers;
  /// controllers' storyboard IDs and titles, as the docs write `--from Cities`), and apart,
  /// the object ids of controllers that have neither; each once, none with control characters
  /// (a line each), none empty or `--`.
  static func completions(_ query: CompletionQuery, of storyboard: Storyboard) -> (
    names: [String], ids: [String]
  ) {
    func controllers(_ board: Storyboard, prefix: String) -> (names: [String], ids: [String]) {
      let listed = board.viewControllers.filter { $0.qualifier == nil }
      let names = listed.flatMap { vc in [vc.storyboardID, vc.title].compactMap { $0 } }
      let ids = listed.filter { $0.storyboardID == nil && $0.title == nil }.map(\.id)
      return (names.map { prefix + $0 }, ids.map { prefix + $0 })
    }
    var names: [String]
    var ids: [String] = []
    switch query {
    case .segues: names = storyboard.transitions.map(\.segue)
    case .controllers: (names, ids) = controllers(storyboard, prefix: "")
    case .destinations:
      (names, ids) = controllers(storyboard, prefix: "")
      for neighbour in neighbours(of: storyboard) {
        let more = controllers(neighbour.board, prefix: neighbour.name + ":")
        names += more.names
        ids += more.ids
      }
    }
    var seen: Set<String> = [idsFollow]
    func usable(_ name: String) -> Bool {
      !name.isEmpty
        && name.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
        && seen.insert(name).inserted
    }
    return (names.filter(usable), ids.filter(usable))
  }

  /// The other storyboards in the same folder, read (those that do not read are left out), by
  /// the name `--to` takes them by.
  static func neighbours(of storyboard: Storyboard) -> [(name: String, board: Storyboard)] {
    guard let folder = storyboard.folder,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    let own = storyboard.file.split(separator: "/").last.map(String.init)
    return entries.filter { SceneInput.isStoryboard($0) && $0 != own }.sorted().compactMap { name in
      let path = folder.path == "." ? name : folder.path + "/" + name
      return (try? Storyboard(bytes: FileReader.contents(ofFile: path), file: name))
        .map { (name, $0) }
    }
  }

  static func text(_ storyboard: Storyboard) -> String {
    let vcs = storyboard.viewControllers.count
    let ts = storyboard.transitions.count
    var lines = [
      "\(storyboard.file): \(vcs) view controller\(vcs == 1 ? "" : "s"), \(ts) transition"
        + "\(ts == 1 ? "" : "s")", "", "view controllers:",
    ]
    for vc in storyboard.viewControllers {
      var parts: [String] = []
      if let link = vc.link {
        parts.append(
          "storyboard reference to \(link.file) \(link.id)"
            + (link.reference.map { " (line \($0.line))" } ?? ""))
      }
      if let id = vc.storyboardID { parts.append("storyboard ID \(id)") }
      if let title = vc.title { parts.append("title '\(title)'") }
      if let custom = vc.customClass { parts.append("class \(custom)") }
      if let size = vc.size {
        parts.append("\(formatNumber(size.width))×\(formatNumber(size.height))")
      }
      parts.append(vc.heroEnabled ? "Hero on" : "Hero off")
      if let type = vc.modalAnimationType { parts.append("modal animation \(type)") }
      if let holder = storyboard.container(id: vc.container) {
        parts.append("in \(holder.kind == .tab ? "tab bar" : "navigation") controller \(holder.id)")
      }
      lines.append("  \(vc.id)  " + parts.joined(separator: " · "))
    }
    if !storyboard.containers.isEmpty {
      lines += ["", "containers:"]
      for holder in storyboard.containers {
        var parts = [holder.kind == .tab ? "tab bar" : "navigation"]
        parts.append(holder.heroEnabled ? "Hero on" : "Hero off")
        if let type = holder.animationType { parts.append("animation \(type)") }
        parts.append("children " + holder.children.joined(separator: ", "))
        lines.append("  \(holder.id)  " + parts.joined(separator: " · "))
      }
    }
    lines += ["", "transitions:"]
    if storyboard.transitions.isEmpty {
      lines.append("  none declared: preview two screens with --from VC --to VC")
    }
    // Transitions between the same screens the same way read alike but for an object id: each
    // is told apart by its segue (issue 35 §6).
    func way(_ t: StoryboardTransition) -> [String] {
      [t.kind.rawValue, t.from, t.to, "\(t.presenting)"]
    }
    let ways = storyboard.transitions.map(way)
    for t in storyboard.transitions {
      let alike = ways.count { $0 == way(t) } > 1
      lines.append("  \(storyboard.describe(t))  (line \(t.line))" + (alike ? Self.apart(t) : ""))
    }
    // Every name here is the storyboard's text: each line escaped on its own, so a newline in a
    // segue identifier or title shows as `\n` and cannot print a line that reads as another.
    return lines.map(TerminalText.escaped).joined(separator: "\n")
  }

  /// ` · identifier open · segue id abc · kind show · triggered by button 'Open' (id …)`.
  static func apart(_ t: StoryboardTransition) -> String {
    var parts: [String] = []
    if let identifier = t.identifier {
      parts.append("identifier \(TerminalText.escaped(identifier))")
    }
    if let id = t.objectID { parts.append("segue id \(TerminalText.escaped(id))") }
    if let kind = t.segueKind { parts.append("kind \(TerminalText.escaped(kind))") }
    if t.segueKind != nil {
      parts.append(
        t.trigger.map { "triggered by \(TerminalText.escaped($0))" } ?? "performed in code")
    }
    return parts.map { " · " + $0 }.joined()
  }

  static func json(_ storyboard: Storyboard) -> JSONOutput {
    func string(_ s: String?) -> JSONOutput { s.map { .string($0) } ?? .null }
    let vcs: [JSONOutput] = storyboard.viewControllers.map { vc in
      let holder = storyboard.container(id: vc.container)
      return .object([
        ("id", .string(vc.id)),
        ("storyboardID", string(vc.storyboardID)),
        ("title", string(vc.title)),
        ("class", string(vc.customClass)),
        ("size", vc.size.map { .numbers([$0.width, $0.height]) } ?? .null),
        ("heroEnabled", .bool(vc.heroEnabled)),
        ("container", string(holder?.id)),
        ("containerKind", string(holder?.kind.rawValue)),
        ("containerHeroEnabled", holder.map { .bool($0.heroEnabled) } ?? .null),
        ("modalAnimationType", string(vc.modalAnimationType)),
        (
          "navigationAnimationType",
          string(holder?.kind == .navigation ? holder?.animationType : nil)
        ),
        ("tabBarAnimationType", string(holder?.kind == .tab ? holder?.animationType : nil)),
        ("line", .number(Double(vc.line))),
        (
          "reference",
          vc.link.map { link in
            .object([
              ("file", .string(link.file)), ("id", .string(link.id)),
              ("line", link.reference.map { .number(Double($0.line)) } ?? .null),
            ])
          } ?? .null
        ),
      ])
    }
    let transitions: [JSONOutput] = storyboard.transitions.map { t in
      .object([
        ("segue", .string(t.segue)),
        ("kind", .string(t.kind.rawValue)),
        ("from", .string(t.from)),
        ("to", .string(t.to)),
        ("modalPresentationStyle", string(t.modalPresentationStyle)),
        ("line", .number(Double(t.line))),
        ("identifier", string(t.identifier)),
        ("objectID", string(t.objectID)),
        ("segueKind", string(t.segueKind)),
        ("trigger", string(t.trigger)),
      ])
    }
    return .object([("viewControllers", .array(vcs)), ("transitions", .array(transitions))])
  }
}
