import HeroPlanner
import Testing

@testable import HeroStoryboard

@Suite struct StoryboardReadTests {
  @Test func viewControllersCarryTheirIdentityAndHeroSettings() throws {
    let board = try fixture("Match")
    #expect(board.viewControllers.map(\.id) == ["BYZ-38-t0r", "dtl-VC-001"])
    let detail = try #require(board.viewController(id: "dtl-VC-001"))
    #expect(detail.storyboardID == "detail")
    #expect(detail.title == "Detail")
    #expect(detail.customClass == "MatchDetailViewController")
    #expect(detail.size == Size(width: 375, height: 667))
    #expect(detail.heroEnabled)
    #expect(board.viewController(id: "BYZ-38-t0r")?.heroEnabled == false)
  }

  @Test func aSegueOnAButtonBelongsToItsViewController() throws {
    let board = try fixture("Match")
    #expect(board.transitions.count == 1)
    let t = try #require(board.transitions.first)
    #expect(t.segue == "showDetail")
    #expect(t.kind == .modal)
    #expect(t.from == "BYZ-38-t0r")
    #expect(t.to == "dtl-VC-001")
    #expect(t.modalPresentationStyle == "fullScreen")
  }

  @Test func showPushesOnlyInsideANavigationControllerAndTabsAreTabTransitions() throws {
    let board = try fixture("Containers")
    let kinds = Dictionary(uniqueKeysWithValues: board.transitions.map { ($0.segue, $0.kind) })
    #expect(kinds["showImage"] == .navigation)  // show from the navigation controller's root
    #expect(kinds["showAbout"] == .modal)  // show from a tab with no navigation controller
    #expect(kinds["showInfo"] == .modal)  // a presentation segue
    #expect(kinds["tab-TB-001:tab1-tab2"] == .tab)
    // The pushed screen is inside the navigation controller too.
    #expect(board.viewController(id: "dtl-VC-002")?.container == "nav-NC-001")
    #expect(board.viewController(id: "set-VC-001")?.container == "tab-TB-001")
  }

  @Test func seguesThatAreNotTransitionsAreWarningsNotSilentDrops() throws {
    let board = try fixture("Containers")
    #expect(
      board.warnings.map(\.description) == [
        "line 116, column 25: warning: unwind segue 'back' names no destination screen; not "
          + "listed (preview it with --from VC --to VC)",
        "line 117, column 25: warning: segue 'showRemote' leads to the storyboard reference "
          + "'ref-SR-001' (line 126), which cannot be followed into Other.storyboard (its initial "
          + "view controller); not listed",
        "line 118, column 25: warning: embed segue 'emb-01-sg' is not a transition between two "
          + "screens; not listed",
        // The reference itself, at the placeholder: its file is not beside the storyboard.
        "line 126, column 17: warning: storyboard reference 'ref-SR-001' to Other.storyboard "
          + "(its initial view controller) is not followed: no Other.storyboard beside it (looked "
          + "for Other.storyboard, Base.lproj/Other.storyboard)",
      ])
    #expect(try fixture("Match").warnings.isEmpty)
  }

  @Test func aTitleMayComeFromTheNavigationItem() throws {
    let xml = """
      <document><scenes>
      <viewController id="a"><navigationItem key="navigationItem" title="Inbox" id="n"/><view key="view" id="v"/></viewController>
      </scenes></document>
      """
    #expect(try storyboard(xml).viewControllers.first?.title == "Inbox")
  }

  @Test func containersCarryTheirAnimationTypes() throws {
    let board = try fixture("Containers")
    let nav = try #require(board.container(id: "nav-NC-001"))
    #expect(nav.kind == .navigation)
    #expect(nav.heroEnabled)
    #expect(nav.animationType == "fade")
    #expect(nav.children == ["lst-VC-001"])
    #expect(board.container(id: "tab-TB-001")?.animationType == "zoomSlide(left)")
  }

  @Test func malformedXMLIsAnErrorWithLineAndColumn() {
    do {
      _ = try Storyboard(path: fixturePath("Malformed"), displayName: "Malformed.storyboard")
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "Malformed.storyboard")
      #expect(error.line == 5)
      #expect(error.column != nil)
      #expect(error.description.hasPrefix("Malformed.storyboard: line 5, column "))
    }
  }

  @Test func aDocumentThatIsNotAStoryboardIsAnError() {
    #expect(throws: StoryboardError.self) { try storyboard("<plist><dict/></plist>") }
    do {
      _ = try storyboard("<plist><dict/></plist>")
    } catch {
      #expect(error.message == "not a storyboard: the root element is <plist>, not <document>")
      #expect(error.line == 1)
    }
  }

  @Test func aMissingFileIsAnError() {
    do {
      _ = try Storyboard(path: "/nonexistent/x.storyboard")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "cannot read the file: no such file or directory")
    }
  }
}

@Suite struct StoryboardSelectTests {
  @Test func theOnlyTransitionNeedsNoOption() throws {
    let board = try fixture("Match")
    #expect(try board.transition(.only).segue == "showDetail")
  }

  @Test func manyTransitionsNeedAChoiceListingThem() throws {
    let board = try fixture("Containers")
    do {
      _ = try board.transition(.only)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains("declares 4 transitions"))
      #expect(error.candidates.count == 4)
    }
  }

  @Test(arguments: ["lst-VC-001", "List", "ListViewController"])
  func aViewControllerIsNamedByIdTitleOrClass(name: String) throws {
    let board = try fixture("Containers")
    let t = try board.transition(.pair(from: name, to: "Image"))
    #expect(t.from == "lst-VC-001")
    #expect(t.to == "dtl-VC-002")
    #expect(t.kind == .navigation)
    #expect(t.segue == "showImage")  // the declared segue between them
  }

  @Test func theReverseOfADeclaredTransitionGoesBack() throws {
    let board = try fixture("Containers")
    let t = try board.transition(.pair(from: "Image", to: "List"))
    #expect(t.kind == .navigation)
    #expect(!t.presenting)
  }

  @Test func twoTabsMoveByTheirOrder() throws {
    let board = try fixture("Containers")
    let back = try board.transition(.pair(from: "Settings", to: "List"))
    #expect(back.kind == .tab)
    #expect(!back.presenting)
  }

  @Test func undeclaredPairsArePresentedModally() throws {
    let board = try fixture("Match")
    let t = try board.transition(.pair(from: "detail", to: "match"))
    #expect(t.kind == .modal)
    #expect(!t.presenting)  // the reverse of showDetail: a dismissal
  }

  @Test func anUnknownNameListsWhatItCouldHaveBeen() throws {
    let board = try fixture("Match")
    do {
      _ = try board.transition(.pair(from: "Matc", to: "Detail"))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.message
          == "--from 'Matc' names no view controller in Match.storyboard (did you mean 'match'?); "
          + "it could be one of:")
      #expect(
        error.candidates == [
          "BYZ-38-t0r (storyboard ID match, title 'Match', class MatchViewController)",
          "dtl-VC-001 (storyboard ID detail, title 'Detail', class MatchDetailViewController)",
        ])
    }
  }

  @Test func anAmbiguousNameAsksForAnObjectId() throws {
    let xml = """
      <document><scenes>
        <viewController id="a1" title="Same"><view key="view" id="v1"><rect key="frame" x="0" y="0" width="10" height="10"/></view></viewController>
        <viewController id="a2" title="Same"><view key="view" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/></view></viewController>
      </scenes></document>
      """
    let board = try storyboard(xml)
    do {
      _ = try board.transition(.pair(from: "Same", to: "a2"))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "--from 'Same' names 2 view controllers; use an object id:")
      #expect(error.candidates == ["a1 (title 'Same')", "a2 (title 'Same')"])
    }
  }

  @Test func anUnknownSegueListsTheTransitions() throws {
    let board = try fixture("Match")
    do {
      _ = try board.transition(.segue("showDetial"))
      Issue.record("expected an error")
    } catch {
      #expect(error.candidates == ["showDetail: modal, BYZ-38-t0r 'Match' → dtl-VC-001 'Detail'"])
    }
  }
}
