import HeroPlanner
import HeroScene

/// Following storyboard references into the files beside a storyboard, and taking in a screen of
/// another file named on the command line (`--to OTHER.storyboard:VC`).
///
/// A followed reference becomes a screen of this storyboard under the placeholder's id, whose
/// views come from the other file: segues to the placeholder and containers holding it then
/// work as for any screen. A reference that cannot be followed is a warning at the
/// placeholder, never a silent "0 view controllers".
extension Storyboard {
  /// Storyboards are read at most this many references away (each reads one other file).
  static let maximumLinkedFiles = 64

  static func reference(_ element: XMLElementNode, id: String) -> StoryboardReference {
    StoryboardReference(
      id: id, storyboardName: element["storyboardName"] ?? "",
      referencedIdentifier: element["referencedIdentifier"],
      bundleIdentifier: element["bundleIdentifier"], line: element.line, column: element.column)
  }

  /// References without a storyboard name point into this same file: the placeholder's id
  /// stands for the view controller with that storyboard ID.
  func sameFileAliases() -> [String: String] {
    var aliases: [String: String] = [:]
    for reference in references where reference.storyboardName.isEmpty {
      guard let identifier = reference.referencedIdentifier else { continue }
      if let vc = viewControllers.first(where: { $0.storyboardID == identifier }) {
        aliases[reference.id] = vc.id
      } else if let holder = containers.first(where: { $0.storyboardID == identifier }) {
        aliases[reference.id] = holder.id
      }
    }
    return aliases
  }

  /// Follows each reference to another file in `folder`, adding the screen it leads to; the
  /// warnings say which could not be followed and why.
  mutating func follow(_ references: [StoryboardReference], in folder: StoryboardFolder?)
    -> [StoryboardWarning]
  {
    var warnings: [StoryboardWarning] = []
    func warn(_ reference: StoryboardReference, _ why: String) {
      warnings.append(
        StoryboardWarning(
          .storyboardSegueSkipped, line: reference.line, column: reference.column,
          objectID: reference.id,
          message: "storyboard reference '\(reference.id)' to \(reference.target) is not "
            + "followed: \(why)"))
    }
    for reference in references {
      if reference.storyboardName.isEmpty {
        if reference.referencedIdentifier.map({ id in
          !viewControllers.contains { $0.storyboardID == id }
            && !containers.contains { $0.storyboardID == id }
        }) ?? true {
          warnings.append(
            StoryboardWarning(
              .storyboardSegueSkipped, line: reference.line, column: reference.column,
              objectID: reference.id,
              message: "storyboard reference '\(reference.id)' names no storyboard"
                + (reference.referencedIdentifier.map {
                  " and no view controller of this one has the storyboard ID '\($0)'"
                } ?? "") + "; not followed"))
        }
        continue
      }
      if let bundle = reference.bundleIdentifier {
        warn(reference, "its storyboard is in the bundle \(bundle), which heroscope cannot open")
        continue
      }
      guard let folder else {
        warn(reference, "the storyboard was not read from a file, so there is no folder to look in")
        continue
      }
      let other: Storyboard
      switch open(reference.storyboardName, in: folder) {
      case .success(let board): other = board
      case .failure(let why):
        warn(reference, why.message)
        continue
      }
      switch other.screen(named: reference.referencedIdentifier) {
      case .success(let screen):
        var entry = screen
        entry.id = reference.id
        entry.container = nil
        entry.link = StoryboardLink(file: other.file, id: screen.id, reference: reference)
        viewControllers.append(entry)
      case .failure(let why):
        warn(reference, why.message)
      }
    }
    return warnings
  }

  /// Why a reference or a named file cannot be followed, as a clause of a message.
  struct ReferenceProblem: Error {
    var message: String
  }

  /// The storyboard `name` (no extension) beside this one, read once and kept in `linked`.
  private mutating func open(_ name: String, in folder: StoryboardFolder)
    -> Result<Storyboard, ReferenceProblem>
  {
    let candidates = folder.candidates(for: name)
    for candidate in candidates {
      if let known = linked[candidate.display] { return .success(known) }
      if candidate.display == file {
        return .success(self)
      }
      let bytes: [UInt8]
      do {
        bytes = try FileReader.contents(ofFile: candidate.path)
      } catch {
        if error.reason == "no such file or directory" { continue }
        return .failure(
          ReferenceProblem(message: "\(candidate.display) cannot be read: \(error.reason)"))
      }
      guard linked.count < Self.maximumLinkedFiles else {
        return .failure(
          ReferenceProblem(
            message: "more than \(Self.maximumLinkedFiles) storyboard files are referenced"))
      }
      do {
        let board = try Storyboard(bytes: bytes, file: candidate.display)
        linked[candidate.display] = board
        linkedPaths.append(candidate.path)
        return .success(board)
      } catch {
        return .failure(
          ReferenceProblem(
            message: "\(candidate.display) does not read (line \(error.line ?? 0)): "
              + error.message))
      }
    }
    return .failure(
      ReferenceProblem(
        message: "no \(name).storyboard beside it (looked for "
          + candidates.map(\.display).joined(separator: ", ") + ")"))
  }

  /// The screen a reference into this file opens: the view controller with the storyboard ID,
  /// or the initial one; a navigation or tab bar controller opens as its first child.
  func screen(named identifier: String?) -> Result<StoryboardViewController, ReferenceProblem> {
    let id: String
    if let identifier {
      if let vc = viewControllers.first(where: { $0.storyboardID == identifier }) {
        return .success(vc)
      }
      guard let holder = containers.first(where: { $0.storyboardID == identifier }) else {
        let known =
          (viewControllers.compactMap(\.storyboardID) + containers.compactMap(\.storyboardID))
        let hint = NearestName.nearest(to: identifier, in: known).map { "; did you mean '\($0)'?" }
        return .failure(
          ReferenceProblem(
            message: "\(file) has no view controller with the storyboard ID '\(identifier)'"
              + (hint ?? (known.isEmpty ? "" : " (it has " + known.joined(separator: ", ") + ")"))))
      }
      id = holder.id
    } else {
      guard let initial = initialViewController else {
        return .failure(
          ReferenceProblem(
            message: "\(file) has no initial view controller and the reference names none"))
      }
      id = initial
    }
    if let vc = viewController(id: id) { return .success(vc) }
    if let holder = container(id: id), let first = holder.children.first,
      let vc = viewController(id: first)
    {
      return .success(vc)
    }
    return .failure(
      ReferenceProblem(
        message: "'\(id)' in \(file) is not a screen heroscope can preview"))
  }
}

/// Screens of another storyboard file named on the command line: `--to OTHER.storyboard:VC`.
extension Storyboard {
  /// `OTHER.storyboard:VC` split at the first `.storyboard:` (any case); nil for a plain name.
  public static func otherFile(in name: String) -> (file: String, name: String)? {
    let marker = Array(".storyboard:".utf8)
    let bytes = Array(name.utf8)
    guard bytes.count > marker.count else { return nil }
    for start in 0...(bytes.count - marker.count) {
      let slice = bytes[start..<start + marker.count].map {
        $0 | (($0 >= 0x41 && $0 <= 0x5A) ? 0x20 : 0)
      }
      guard slice == marker, start > 0 else { continue }
      let file = String(decoding: bytes[..<(start + marker.count - 1)], as: UTF8.self)
      let rest = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
      return (file, rest)
    }
    return nil
  }

  /// Takes in every screen of the other files a `--from`/`--to` pair names, as
  /// `OTHER.storyboard:ID` (and by `OTHER.storyboard:` before any of its names), so the pair
  /// resolves as within one file. The file is looked for in this storyboard's folder, then as
  /// given; one that cannot be read is an error in that file's name.
  public mutating func includeFiles(namedIn selection: StoryboardSelection)
    throws(StoryboardError)
  {
    guard case .pair(let from, let to) = selection else { return }
    for name in [from, to] {
      guard let (fileName, _) = Self.otherFile(in: name),
        !viewControllers.contains(where: { $0.qualifier == fileName })
      else { continue }
      let (other, otherPath) = try openNamed(fileName)
      linked[other.file] = other
      linkedPaths.append(otherPath)
      for vc in other.viewControllers {
        var entry = vc
        entry.id = "\(fileName):\(vc.id)"
        entry.container = nil
        entry.link = StoryboardLink(file: other.file, id: vc.id, reference: nil)
        entry.qualifier = fileName
        viewControllers.append(entry)
      }
    }
  }

  /// The storyboard `name` (as written after `--to`): beside this one (a bare file name also
  /// where a reference would find it: the folder above a `.lproj`, or `Base.lproj`), else as
  /// given.
  private func openNamed(_ name: String) throws(StoryboardError) -> (Storyboard, path: String) {
    var tries: [(path: String, display: String)] = []
    if !name.hasPrefix("/"), let folder {
      if !name.contains("/"), name.lowercased().hasSuffix(".storyboard") {
        tries += folder.candidates(for: String(name.dropLast(".storyboard".count)))
      } else {
        tries.append(
          (
            StoryboardFolder.join(folder.path, name),
            StoryboardFolder.join(folder.displayPath, name)
          ))
      }
    }
    if !tries.contains(where: { $0.path == name }) { tries.append((name, name)) }
    var firstFailure: FileReadError?
    for candidate in tries {
      let bytes: [UInt8]
      do {
        bytes = try FileReader.contents(ofFile: candidate.path)
      } catch {
        firstFailure = firstFailure ?? error
        continue
      }
      return (try Storyboard(bytes: bytes, file: candidate.display), candidate.path)
    }
    let looked = tries.count > 1 ? " (looked beside \(file) and as given)" : ""
    throw StoryboardError(
      file: tries.last?.display ?? name,
      message: "cannot read the file\(looked): \(firstFailure?.reason ?? "not found")")
  }
}
