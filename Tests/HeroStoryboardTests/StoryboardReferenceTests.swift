import HeroPlanner
import HeroStoryboard
import Testing

/// Storyboard references (`<viewControllerPlaceholder>`) and screens of other files. The TV
/// fixtures reproduce the structure of Hero's tvOS examples (TvOSExamples/Base.lproj/
/// Main.storyboard: a tab bar controller whose tabs are references to Basic.storyboard and
/// ImageGallery.storyboard, beside the localised folder), in files of our own.
@Suite struct StoryboardReferenceTests {
  let shelfName = "TV/Base.lproj/Shelf"

  @Test func aSegueToAReferencePlansIntoTheReferencedViewControllerOfTheOtherFile() throws {
    let shelf = try fixture(at: shelfName)
    let t = try shelf.transition(.segue("openDetail"))
    #expect(t.kind == .navigation)  // a show segue from inside the navigation controller
    let detail = try #require(shelf.viewController(id: t.to))
    #expect(detail.link?.file == "TV/Squares.storyboard")  // the folder above Base.lproj
    #expect(detail.link?.id == "sqd-VC-001")
    let made = try shelf.scene(for: t)
    #expect(made.scene.to.named("teal")?.frame == Rect(x: 700, y: 100, width: 520, height: 300))
    #expect(made.toFile == "TV/Squares.storyboard")
    #expect(made.fromFile == "TV/Base.lproj/Shelf.storyboard")
    // The navigation controller of this file gives the animation type.
    #expect(made.scene.animation[.navigation] == .zoom)
    #expect(made.scene.platform == .tvOS)
  }

  @Test func aReferenceWithoutAnIdentifierOpensTheOtherFilesInitialViewController() throws {
    let shelf = try fixture(at: shelfName)
    #expect(shelf.viewController(id: "sqr-PH-001")?.link?.id == "sqr-VC-001")
    #expect(shelf.viewController(id: "pst-PH-001")?.link?.id == "pst-VC-001")
  }

  @Test func tabsThatAreReferencesMoveBetweenTheirFiles() throws {
    let shelf = try fixture(at: shelfName)
    let t = try shelf.transition(.segue("tab-TB-001:tab1-tab2"))
    #expect(t.kind == .tab)
    let made = try shelf.scene(for: t)
    #expect(made.scene.from.named("amber") != nil)
    #expect(made.scene.to.subviews.first?.heroID == "poster0")
    // Hero's tvOS branch (HeroContext.swift:218-222) is warned about in the file it is in.
    let focused = try #require(made.warnings.first { $0.objectID == "pst-IV-001" })
    #expect(focused.file == "TV/Posters.storyboard")
    // The "1" of Hero's tvOS Basic.storyboard: Hero's parser keeps no modifier for a bare
    // number (HeroStringConvertible.swift:37-41), located in the referenced file.
    let amber = try #require(made.scene.from.named("amber"))
    #expect(amber.modifiers == [])
    #expect(amber.modifierStringFindings.first?.line == 23)
    #expect(made.file(ofPath: amber.sourcePath) == "TV/Squares.storyboard")
  }

  @Test func referencesThatCannotBeFollowedAreWarningsAtThePlaceholder() throws {
    let shelf = try fixture(at: shelfName)
    func warning(_ id: String) throws -> StoryboardWarning {
      try #require(shelf.warnings.first { $0.objectID == id })
    }
    let gone = try warning("gon-PH-001")
    let place = try #require(
      try position(of: "<viewControllerPlaceholder storyboardName=\"Gone\"", inFixture: shelfName))
    #expect((gone.line, gone.column) == (place.line, place.column))
    #expect(gone.message.contains("no Gone.storyboard beside it"))
    #expect(try warning("typ-PH-001").message.hasSuffix("did you mean 'posters'?"))
    #expect(try warning("bnd-PH-001").message.contains("bundle com.example.SettingsKit"))
    // The segue to the missing file is not listed, and says why.
    #expect(!shelf.transitions.contains { $0.segue == "openGone" })
    #expect(
      shelf.warnings.contains {
        $0.message.hasPrefix("segue 'openGone' leads to the storyboard reference 'gon-PH-001'")
      })
  }

  @Test func aStoryboardReadFromMemoryNamesEveryReferenceItCannotFollow() throws {
    let board = try storyboard(
      """
      <document><scenes>
      <viewControllerPlaceholder storyboardName="Other" id="p1"/>
      </scenes></document>
      """)
    #expect(board.viewControllers.isEmpty)
    #expect(
      board.warnings.map(\.description) == [
        "line 2, column 1: warning: storyboard reference 'p1' to Other.storyboard (its initial view controller) is not followed: the storyboard was not read from a file, so there is no folder to look in"
      ])
  }

  @Test func aReferenceWithinTheSameFileLeadsToThatViewController() throws {
    let board = try storyboard(
      """
      <document><scenes>
      <viewController id="a" title="A"><view key="view" id="va"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
      <connections><segue destination="p1" kind="presentation" identifier="go" id="s1"/></connections></viewController>
      <viewController id="b" storyboardIdentifier="bee"><view key="view" id="vb"><rect key="frame" x="0" y="0" width="10" height="10"/></view></viewController>
      <viewControllerPlaceholder referencedIdentifier="bee" id="p1"/>
      </scenes></document>
      """)
    #expect(board.transitions.map(\.to) == ["b"])
    #expect(board.warnings.isEmpty)
  }

  @Test func aScreenOfAnotherFileIsNamedAsFileColonViewController() throws {
    var squares = try fixture(at: "TV/Squares")
    let choice = StoryboardSelection.pair(from: "Squares", to: "Viewer.storyboard:viewer")
    try squares.includeFiles(namedIn: choice)
    let t = try squares.transition(choice)
    // Not in a navigation controller: the gallery presents it
    // (ImageGalleryCollectionViewController.swift:49-55).
    #expect(t.kind == .modal)
    #expect(t.to == "Viewer.storyboard:vwr-VC-001")
    let made = try squares.scene(for: t)
    #expect(made.toFile == "TV/Viewer.storyboard")
    #expect(made.heroDisabled == nil)  // isHeroEnabled is on in Viewer.storyboard
  }

  @Test func anUnknownViewControllerOfAnotherFileSuggestsTheNearestName() throws {
    var squares = try fixture(at: "TV/Squares")
    let choice = StoryboardSelection.pair(from: "Squares", to: "Viewer.storyboard:viewr")
    try squares.includeFiles(namedIn: choice)
    #expect {
      try squares.transition(choice)
    } throws: { error in
      (error as? StoryboardSelectionError)?.message
        == "--to 'Viewer.storyboard:viewr' names no view controller in Viewer.storyboard (did you mean 'Viewer.storyboard:viewer'?); it could be one of:"
    }
  }

  @Test func aMissingOtherFileIsAnErrorInItsName() throws {
    var squares = try fixture(at: "TV/Squares")
    #expect {
      try squares.includeFiles(namedIn: .pair(from: "Squares", to: "Nowhere.storyboard:x"))
    } throws: { error in
      let error = error as? StoryboardError
      return error?.file == "Nowhere.storyboard"
        && error?.message
          == "cannot read the file (looked beside TV/Squares.storyboard and as given): no such file or directory"
    }
  }
}

/// Two screens of one navigation controller switch through it: `replaceViewController(with:)`
/// sets the navigation controller's stack (UIViewController+Hero.swift:317-325), and UIKit asks
/// Hero for a push or a pop (HeroTransition+UINavigationControllerDelegate.swift:43).
@Suite struct SameNavigationControllerTests {
  @Test func aScreenInNoContainerIsSwitchedToThroughTheNavigationController() throws {
    // The examples' list → grid switch (ListTableViewController.swift:61-63).
    let stack = try fixture("Stack")
    let t = try stack.transition(.pair(from: "list", to: "grid"))
    #expect(t.kind == .navigation)
    #expect(t.presenting)
    let made = try stack.scene(for: t)
    #expect(made.scene.animation[.navigation] == .fade)  // the navigation controller's type
    #expect(made.heroDisabled == nil)  // Hero is on on the navigation controller
  }

  @Test func aScreenDeeperInTheStackReturnsToAnEarlierOneByAPop() throws {
    let stack = try fixture("Stack")
    let back = try stack.transition(.pair(from: "more", to: "list"))
    #expect(back.kind == .navigation)
    #expect(!back.presenting)
    let forward = try stack.transition(.pair(from: "list", to: "more"))
    #expect(forward.kind == .navigation)
    #expect(forward.presenting)
  }

  @Test func aScreenOfAnotherNavigationControllerIsPresented() throws {
    let stack = try fixture("Stack")
    #expect(try stack.transition(.pair(from: "list", to: "elsewhere")).kind == .modal)
    #expect(try stack.transition(.pair(from: "grid", to: "list")).kind == .modal)
  }
}
