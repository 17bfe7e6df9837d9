import HeroPlanner
import HeroPreviewer
import HeroScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `w` in play: a scene file gets its edited `modifiers` values rewritten in place (the rest
/// of the file byte for byte); a storyboard is left alone and the transition, edits applied,
/// is written as a scene JSON beside it (`Main.storyboard` → `Main-2.json` for the second
/// transition), never over a file heroscope did not write in this session.
///
/// A scene file is read again at each `w` and every edited view found in it by identity
/// (screen, name and heroID as loaded; the path only when several views share those and
/// nothing moved). The write goes ahead only when each is found exactly once and its
/// modifiers in the file are still what heroscope last saw, merging with whatever else changed
/// in the file meanwhile; otherwise it refuses, says which view, and the edits stay in memory.
struct EditWriter: SceneWriting {
  var path: String
  var isStoryboard: Bool
  /// Scenes written beside the storyboard in this session, by path: their device and inode,
  /// so a later `w` replaces its own file and nothing else.
  private var ownFiles: [String: FileIdentity] = [:]

  init(path: String, isStoryboard: Bool) {
    self.path = path
    self.isStoryboard = isStoryboard
  }

  /// What was written, for the status line: the view and its new list for one edit, the views
  /// for several (`to.views[0] 'card' modifiers "fade"`).
  static func what(_ edits: [ViewEdit]) -> String {
    guard edits.count == 1, let edit = edits.first else {
      return edits.map { TerminalText.cells($0.target.label) }.joined(separator: ", ")
    }
    let key = edit.target.heroString ? "" : " modifiers"
    let text = edit.text.map { TerminalText.cells(jsonStringLiteral($0)) } ?? "removed"
    return "\(TerminalText.cells(edit.target.label))\(key) \(text)"
  }

  mutating func write(_ edits: [ViewEdit], scene: Scene, transition: Int) -> SceneWrite {
    let count = "\(edits.count) modifier list\(edits.count == 1 ? "" : "s")"
    if isStoryboard { return writeBeside(edits, scene: scene, transition: transition, count) }
    let name = TerminalText.cells(path.split(separator: "/").last.map(String.init) ?? path)
    do {
      let bytes = try FileReader.contents(ofFile: path)
      let onDisk = try SceneLoader.load(data: bytes, fileName: name)
      var located: [ModifierWriteBack.Edit] = []
      for edit in edits {
        let label = TerminalText.cells(edit.target.label)
        let found: [Int]
        switch edit.target.find(in: onDisk, was: scene) {
        case .at(let path): found = path
        case .gone:
          return .failed("not written: \(label) is no longer in \(name); the edits are kept")
        case .ambiguous(let views):
          return .failed(
            "not written: \(views) views in \(name) share \(label)'s name and heroID; "
              + "the edits are kept")
        }
        let expected = scene.view(on: edit.target.screen, at: edit.target.path)?.modifierText
        let now = onDisk.view(on: edit.target.screen, at: found)?.modifierText
        guard expected == now else {
          return .failed(
            "not written: \(label)'s modifiers changed in \(name) since it was read; "
              + "the edits are kept")
        }
        located.append(
          ModifierWriteBack.Edit(
            screen: edit.target.screen, path: found, text: edit.text,
            key: edit.target.heroString ? "modifierString" : "modifiers"))
      }
      let rewritten = try ModifierWriteBack.rewrite(bytes, fileName: name, edits: located)
      try OutputFile.write(rewritten, to: path)
      let written = try SceneLoader.load(data: rewritten, fileName: name)
      return .saved("wrote \(count) to \(name): \(Self.what(edits))", onDisk: written)
    } catch let error as FileReadError {
      return .failed("cannot read \(name): \(error.reason)")
    } catch let error as SceneLoadError {
      return .failed(
        TerminalText.cells(error.description.split(separator: "\n").first.map(String.init) ?? ""))
    } catch let error as OutputFile.Failure {
      return .failed("cannot write \(name): \(error.reason)")
    } catch {
      return .failed("cannot write \(name)")
    }
  }

  /// The scene beside the storyboard: `Main-2.json`, or when a file heroscope did not write
  /// has that name, the first free `Main-2.N.json`, said in the confirmation.
  private mutating func writeBeside(
    _ edits: [ViewEdit], scene: Scene, transition: Int, _ count: String
  ) -> SceneWrite {
    let preferred = Self.sceneBeside(path, transition: transition)
    let json = SceneEncoder.json(ViewEdit.apply(edits, to: scene))
    var target = preferred
    var number = 2
    while let existing = FileIdentity(path: target), ownFiles[target] != existing {
      guard number < 1000 else {
        return .failed("cannot write: \(Self.fileName(preferred)) and 998 more names are taken")
      }
      target = Self.sceneBeside(path, transition: transition, copy: number)
      number += 1
    }
    do {
      try OutputFile.write(
        Array(json.utf8), to: target, inputs: [path],
        replacing: ownFiles[target] != nil ? .any : .nothing)
    } catch {
      return .failed("cannot write \(Self.fileName(target)): \(error.reason)")
    }
    ownFiles[target] = FileIdentity(path: target)
    // Names only: the status line has room for two.
    let kept = target == preferred ? "" : " (\(Self.fileName(preferred)) is not heroscope's: kept)"
    return .written("wrote the scene with \(count) edited to \(Self.fileName(target))\(kept)")
  }

  /// The last part of `path`, for the status line.
  static func fileName(_ path: String) -> String {
    TerminalText.cells(path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// `dir/Main.storyboard`, transition 1 → `dir/Main-2.json`; with `copy` 3, `Main-2.3.json`.
  static func sceneBeside(_ path: String, transition: Int, copy: Int? = nil) -> String {
    var base = Substring(path)
    if let dot = base.lastIndex(of: "."), base[dot...].lowercased() == ".storyboard" {
      base = base[..<dot]
    }
    return "\(base)-\(transition + 1)\(copy.map { ".\($0)" } ?? "").json"
  }
}

/// A file's device and inode: what tells one file from another whatever it is called.
struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  /// The file at `path` (links followed); nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
