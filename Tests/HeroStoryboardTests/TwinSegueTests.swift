import Testing

@testable import HeroStoryboard

/// Segues that join the same two screens are told apart by what the storyboard says of each
/// (issue 35 §6): identifier, object id, kind and the control that triggers it.
@Suite struct TwinSegueTests {
  @Test func eachSegueKeepsItsIdentifierKindAndTrigger() throws {
    let storyboard = try fixture("TwinSegues")
    let found = storyboard.transitions.map {
      [$0.identifier ?? "-", $0.objectID ?? "-", $0.segueKind ?? "-", $0.trigger ?? "-"]
    }
    #expect(
      found == [
        ["open", "seg-01-sg", "presentation", "button 'Open' (id btn-01-vw)"],
        ["-", "seg-02-sg", "showDetail", "button 'More button' (id btn-02-vw)"],
        ["openInCode", "seg-03-sg", "presentation", "-"],
      ])
  }
}
