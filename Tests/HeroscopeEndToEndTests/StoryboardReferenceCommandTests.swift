import Foundation
import Testing
import HeroTestSupport

/// Storyboard references and `--to OTHER.storyboard:VC` on the command line, on fixtures shaped
/// like Hero's tvOS examples (TvOSExamples/Base.lproj/Main.storyboard: tabs that are references
/// to the storyboards beside its localised folder).
@Suite struct StoryboardReferenceCommandTests {
  let shelf = storyboardFixture("TV/Base.lproj/Shelf")
  let squares = storyboardFixture("TV/Squares")

  @Test func transitionsFollowsReferencesAndWarnsAtThoseItCannot() throws {
    let result = try BinaryRunner.run(["transitions", shelf])
    #expect(result.status == 0)
    #expect(result.stdout.contains(": 4 view controllers, 3 transitions"))
    #expect(
      result.stdout.contains(
        "  sqr-PH-001  storyboard reference to Tests/HeroStoryboardTests/Fixtures/TV/Squares.storyboard sqr-VC-001 (line 20) · title 'Squares'"
      ))
    #expect(
      result.stdout.contains(
        "  openDetail: navigation, mnu-VC-001 'Menu' → dtl-PH-001 'Squares Detail' in Squares.storyboard  (line 52)"
      ))
    #expect(
      result.stderr.contains(
        "Shelf.storyboard: line 68, column 17: warning: storyboard reference 'gon-PH-001' to Gone.storyboard"
      ))
  }

  @Test func transitionsJSONSaysWhereAReferencedScreenComesFrom() throws {
    let result = try BinaryRunner.run(["transitions", shelf, "--json"])
    let document = try parseJSON(result.stdout)
    let vcs = try #require(document["viewControllers"] as? [[String: Any]])
    let detail = try #require(vcs.first { $0["id"] as? String == "dtl-PH-001" })
    let reference = try #require(detail["reference"] as? [String: Any])
    #expect(reference["id"] as? String == "sqd-VC-001")
    #expect(reference["line"] as? Double == 63)
    #expect((reference["file"] as? String)?.hasSuffix("TV/Squares.storyboard") == true)
  }

  @Test func aTabTransitionBetweenTwoReferencedFilesPlans() throws {
    let result = try BinaryRunner.run(["plan", shelf, "--segue", "tab-TB-001:tab1-tab2", "--json"])
    #expect(result.status == 0)
    let plan = try parseJSON(result.stdout)
    #expect(plan["container"] as? String == "tab")
  }

  @Test func toAnotherStoryboardPlansAcrossFiles() throws {
    let result = try BinaryRunner.run(
      ["plan", squares, "--from", "Squares", "--to", "Viewer.storyboard:viewer"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Squares → viewer — modal transition"))
  }

  @Test func aMissingOtherStoryboardExits1NamingIt() throws {
    let result = try BinaryRunner.run(
      ["plan", squares, "--from", "Squares", "--to", "Nowhere.storyboard:viewer"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "Nowhere.storyboard: cannot read the file (looked beside Tests/HeroStoryboardTests/Fixtures/TV/Squares.storyboard and as given): no such file or directory"
      ))
  }

  @Test func anUnknownViewControllerOfAnotherStoryboardExits2WithTheNearestName() throws {
    let result = try BinaryRunner.run(
      ["plan", squares, "--from", "Squares", "--to", "Viewer.storyboard:veiwer"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("(did you mean 'Viewer.storyboard:viewer'?)"))
    #expect(result.stderr.contains("  Viewer.storyboard:vwr-VC-001 (storyboard ID viewer"))
  }

  @Test func helpAndCompletionOfferOtherStoryboards() throws {
    let help = try BinaryRunner.run(["plan", "--help"])
    #expect(help.stdout.contains("OTHER.storyboard:VC"))
    let words = try BinaryRunner.run(["transitions", squares, "--complete", "destinations"])
    let lines = words.stdout.split(separator: "\n").map(String.init)
    // A word with a space is offered: the scripts quote every candidate (issue 36 §5).
    #expect(lines.contains("Squares Detail"))
    #expect(lines.contains("Viewer.storyboard:viewer"))
    #expect(lines.contains("Posters.storyboard:posters"))
  }
}
