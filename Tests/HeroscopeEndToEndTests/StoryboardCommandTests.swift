import Foundation
import Testing
import HeroTestSupport

/// A storyboard fixture of the HeroStoryboard tests, by its path from the package root (the
/// binary runs there).
func storyboardFixture(_ name: String) -> String {
  "Tests/HeroStoryboardTests/Fixtures/\(name).storyboard"
}

@Suite struct StoryboardCommandTests {
  @Test func transitionsListsScreensAndTransitions() throws {
    let result = try BinaryRunner.run(["transitions", storyboardFixture("Containers")])
    #expect(result.status == 0)
    #expect(result.stdout.contains("4 view controllers, 4 transitions"))
    #expect(
      result.stdout.contains(
        "  lst-VC-001  title 'List' · class ListViewController · 375×667 · Hero off · in navigation controller nav-NC-001"
      ))
    #expect(result.stdout.contains("  showImage: navigation, lst-VC-001 'List' → dtl-VC-002 'Image'  (line 65)"))
    #expect(result.stdout.contains("  showAbout: modal, set-VC-001 'Settings' → inf-VC-001 'Info'"))
  }

  @Test func transitionsJSONFollowsTheSchema() throws {
    let result = try BinaryRunner.run(["transitions", storyboardFixture("Match"), "--json"])
    #expect(result.status == 0)
    let document = try parseJSON(result.stdout)
    let vcs = try #require(document["viewControllers"] as? [[String: Any]])
    #expect(vcs.count == 2)
    for key in ["id", "storyboardID", "title", "class", "size", "heroEnabled", "container"] {
      #expect(vcs[0][key] != nil, "missing \(key)")
    }
    #expect(vcs[1]["heroEnabled"] as? Bool == true)
    #expect(vcs[1]["storyboardID"] as? String == "detail")
    let transitions = try #require(document["transitions"] as? [[String: Any]])
    #expect(transitions.count == 1)
    #expect(transitions[0]["segue"] as? String == "showDetail")
    #expect(transitions[0]["kind"] as? String == "modal")
    #expect(transitions[0]["from"] as? String == "BYZ-38-t0r")
    #expect(transitions[0]["to"] as? String == "dtl-VC-001")
  }

  @Test func planBySegueAndByViewControllers() throws {
    let bySegue = try BinaryRunner.run(["plan", storyboardFixture("Containers"), "--segue", "showImage"])
    #expect(bySegue.status == 0)
    #expect(bySegue.stdout.hasPrefix("List → Image — navigation transition 'showImage' in Containers.storyboard"))
    let byNames = try BinaryRunner.run([
      "plan", storyboardFixture("Containers"), "--from", "ListViewController", "--to", "Image",
    ])
    #expect(byNames.status == 0)
    #expect(byNames.stdout == bySegue.stdout)
  }

  @Test func theOnlyTransitionNeedsNoOption() throws {
    let result = try BinaryRunner.run(["frame", storyboardFixture("Match"), "--progress", "0.5", "--format", "json"])
    #expect(result.status == 0)
    let frame = try parseJSON(result.stdout)
    #expect((frame["layers"] as? [Any])?.isEmpty == false)
  }

  @Test func importedJSONPlansIdentically() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("heroscope-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let json = dir.appendingPathComponent("match.json").path
    let imported = try BinaryRunner.run(["import", storyboardFixture("Match"), "-o", json])
    #expect(imported.status == 0)
    #expect(imported.stdout.isEmpty)
    for command in [["plan", "--json"], ["plan"], ["frame", "--progress", "0.4", "--format", "json"]] {
      let fromStoryboard = try BinaryRunner.run(command + [storyboardFixture("Match")])
      let fromJSON = try BinaryRunner.run(command + [json])
      #expect(fromStoryboard.status == 0)
      #expect(fromJSON.stdout == fromStoryboard.stdout, "\(command)")
    }
    // Without -o, the scene goes to stdout.
    let printed = try BinaryRunner.run(["import", storyboardFixture("Match")])
    #expect(printed.stdout == (try String(contentsOfFile: json, encoding: .utf8)))
  }

  @Test func checkLintsEveryTransitionAndReportsHeroDisabled() throws {
    let result = try BinaryRunner.run(["check", storyboardFixture("Containers")])
    #expect(result.status == 0)
    // Two transitions to the same screen share its warning: reported once, naming both.
    #expect(
      result.stderr.contains(
        "Containers.storyboard [showInfo, showAbout]: line 98, column 17: warning: Hero is not enabled on 'Info' (line 98)"
      ))
    #expect(
      result.stderr.contains(
        "Containers.storyboard [showImage]: from.views[0].views[0].views[0]: line 56, column 49: warning: arc has no effect"
      ))
    #expect(
      result.stderr.contains(
        "Containers.storyboard: line 117, column 25: warning: segue 'showRemote' leads to"))
    #expect(result.stderr.contains("(object seg-05-sg) [storyboard-segue-skipped]"))
    // And two images no catalog beside the fixture holds (image-not-found).
    #expect(result.stderr.hasSuffix("checked 1 scene: 0 errors, 8 warnings\n"))
  }

  @Test func theGalleryStoryboardChecksCleanAndImportsToSceneFilesThatDo() throws {
    let checked = try BinaryRunner.run(["check", "Scenes/Main.storyboard"])
    #expect(checked.status == 0)
    #expect(checked.stderr == "checked 1 scene: 0 errors, 0 warnings\n")
    for segue in ["showCity", "showMap"] {
      let imported = try BinaryRunner.run(["import", "Scenes/Main.storyboard", "--segue", segue])
      #expect(imported.status == 0)
      let path = try temporaryScene(imported.stdout, name: "\(segue).json")
      let again = try BinaryRunner.run(["check", path])
      #expect(again.status == 0, "\(again.stderr)")
    }
  }

  @Test func checkWarnsAboutWhatIsNotModelledWithItsLine() throws {
    let result = try BinaryRunner.run(["check", storyboardFixture("Mapping"), "--from", "cards", "--to", "page"])
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "Mapping.storyboard [crd-VC-001→pag-VC-001]: line 53, column 29: warning: <switch> is drawn as a plain box"))
  }

  @Test func malformedXMLExits1WithLineAndColumn() throws {
    let result = try BinaryRunner.run(["plan", storyboardFixture("Malformed")])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(storyboardFixture("Malformed")): line 5, column "))
  }

  // Hero's parser gives up on `source("a") …` (Parser.swift:106-107) and the app runs on with
  // no modifiers on that view: a warning at the character, exit 0.
  @Test func aModifierStringHeroCannotParseIsAWarningAtItsStoryboardLineAndColumn() throws {
    let result = try BinaryRunner.run(["check", storyboardFixture("BadModifier")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "to.views[0]: line 25, column 123: warning: modifierString: Hero's parser cannot read this string"
      ), "\(result.stderr)")
    #expect(result.stderr.contains("[modifier-string-unparsed]"))
  }

  @Test func aModifierStringThatCrashesHeroExits1AtItsCharacter() throws {
    let result = try BinaryRunner.run(["check", storyboardFixture("HeroTrap")])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("HeroTrap.storyboard [go]: line 25, column 131: error: '1.2.3' is not a number"),
      "\(result.stderr)")
  }

  // Hero's tvOS Basic.storyboard has heroModifierString "1": it previews, with what Hero drops.
  @Test func aTvOSStoryboardWithHeroStringsPlansAndSaysWhatHeroDrops() throws {
    let plan = try BinaryRunner.run(["plan", storyboardFixture("HeroReading")])
    #expect(plan.status == 0, "\(plan.stderr)")
    let check = try BinaryRunner.run(["check", storyboardFixture("HeroReading")])
    #expect(check.status == 0)
    #expect(
      check.stderr.contains(
        "warning: modifierString: `Fade` is not a Hero modifier (names are case-sensitive): Hero ignores it; did you mean `fade`?"
      ), "\(check.stderr)")
    #expect(check.stderr.contains("[modifier-string-dropped]"))
    #expect(check.stderr.contains("warning: modifierString: `1` is not a modifier"))
    #expect(check.stderr.contains("Hero keeps only the last, `fade`"))
  }

  @Test func anUnknownViewControllerExits2ListingTheNames() throws {
    let result = try BinaryRunner.run(["plan", storyboardFixture("Match"), "--from", "Nope", "--to", "Detail"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: --from 'Nope' names no view controller"))
    #expect(result.stderr.contains("BYZ-38-t0r (storyboard ID match, title 'Match', class MatchViewController)"))
  }

  @Test func manyTransitionsWithoutAChoiceExit2() throws {
    let result = try BinaryRunner.run(["plan", storyboardFixture("Containers")])
    #expect(result.status == 2)
    #expect(result.stderr.contains("declares 4 transitions; choose one with --segue ID or --from VC --to VC"))
    #expect(result.stderr.contains("  showImage: navigation"))
  }

  @Test(arguments: [
    (["plan", "Scenes/match.json", "--segue", "x"], "--segue, --from and --to choose a transition of a storyboard"),
    (["plan", "--fps", "10"], "plan does not take --fps"),
    (["transitions", "--progress", "0.5", "a.storyboard"], "transitions does not take --progress"),
    (["import", storyboardFixture("Match"), "--from", "Match"], "--from and --to go together"),
    (["transitions", "Scenes/match.json"], "transitions takes one storyboard file"),
  ])
  func usageErrorsExit2(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: \(message)"))
  }
}
