import HeroPlanner
import HeroPreviewer
import HeroScene

/// `w` in play: a scene file gets its edited `modifiers` values rewritten in place (the rest
/// of the file byte for byte); a storyboard is left alone and the transition, edits applied,
/// is written as a scene JSON beside it (`Main.storyboard` → `Main-2.json` for the second
/// transition).
struct EditWriter: SceneWriting {
  var path: String
  var isStoryboard: Bool

  mutating func write(_ edits: [ViewEdit], scene: Scene, transition: Int) -> SceneWrite {
    let count = "\(edits.count) modifier list\(edits.count == 1 ? "" : "s")"
    if isStoryboard {
      let target = Self.sceneBeside(path, transition: transition)
      let json = SceneEncoder.json(ViewEdit.apply(edits, to: scene))
      do {
        try OutputFile.write(Array(json.utf8), to: target)
      } catch {
        return .failed("cannot write \(TerminalText.cells(target)): \(error.reason)")
      }
      return .written("wrote the scene with \(count) edited to \(TerminalText.cells(target))")
    }
    let name = TerminalText.cells(path.split(separator: "/").last.map(String.init) ?? path)
    do {
      let bytes = try FileReader.contents(ofFile: path)
      let rewritten = try ModifierWriteBack.rewrite(
        bytes, fileName: name,
        edits: edits.map {
          ModifierWriteBack.Edit(
            screen: $0.target.screen, path: $0.target.path, text: $0.text,
            key: $0.target.heroString ? "modifierString" : "modifiers")
        })
      try OutputFile.write(rewritten, to: path)
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
    return .written("wrote \(count) to \(name)")
  }

  /// `dir/Main.storyboard`, transition 1 → `dir/Main-2.json`.
  static func sceneBeside(_ path: String, transition: Int) -> String {
    var base = Substring(path)
    if let dot = base.lastIndex(of: "."), base[dot...].lowercased() == ".storyboard" {
      base = base[..<dot]
    }
    return "\(base)-\(transition + 1).json"
  }
}
