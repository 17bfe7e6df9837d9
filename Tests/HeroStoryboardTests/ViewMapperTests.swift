import HeroPlanner
import HeroScene
import Testing

@testable import HeroStoryboard

@Suite struct ViewMapperTests {
  func cards() throws -> StoryboardScene {
    try fixtureScene("Mapping", .pair(from: "cards", to: "page"))
  }

  @Test func framesAreDesignFramesInTheParentsCoordinates() throws {
    let scene = try fixtureScene("Match", .only).scene
    #expect(scene.size == Size(width: 375, height: 667))
    #expect(scene.from.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(scene.from.named("red")?.frame == Rect(x: 87.5, y: 283.5, width: 200, height: 200))
    let cell = try #require(try cards().scene.from.named("collectionViewCell"))
    #expect(cell.frame == Rect(x: 10, y: 10, width: 120, height: 120))
    #expect(cell.subviews.first?.subviews.first?.kind == .image)
  }

  @Test func heroIDsModifiersAndLayerAttributesAreRead() throws {
    let scene = try fixtureScene("Match", .only).scene
    let red = try #require(scene.from.named("red"))
    #expect(red.heroID == "ironMan")
    #expect(red.cornerRadius == 8)  // layer.cornerRadius
    #expect(scene.from.named("black")?.cornerRadius == 8)  // cornerRadius (an IBInspectable)
    let white = try #require(scene.to.named("white"))
    #expect(white.modifiers == [.translate(x: 0, y: 500, z: 0), .useGlobalCoordinateSpace])
    #expect(white.modifierText == "translate(0, 500) useGlobalCoordinateSpace")
  }

  @Test func everyColourFormIsRead() throws {
    let from = try cards().scene.from
    #expect(from.color == rgb(242, 242, 242))  // calibratedWhite 0.95
    #expect(from.named("half")?.color == rgb(51, 102, 153))  // a named colour in <resources>
    let card = try #require(from.named("card"))
    #expect(card.color == rgb(255, 128, 64, 0.5))  // calibratedRGB with alpha
    #expect(card.borderColor == rgb(0, 122, 255))  // systemColor, not in <resources>
    #expect(card.subviews.first?.color == .black)  // cocoaTouchSystemColor darkTextColor
    let match = try fixtureScene("Match", .only).scene
    #expect(match.from.color == .white)  // systemBackgroundColor from <resources>
    #expect(match.to.named("Iron Man")?.textColor == rgb(60, 60, 67, 0.6))
  }

  @Test func viewFlagsAndShadowsAreRead() throws {
    let from = try cards().scene.from
    #expect(from.named("half")?.opacity == 0.5)
    let card = try #require(from.named("card"))
    #expect(!card.opaque)
    #expect(card.masksToBounds)
    #expect(card.borderWidth == 2)
    #expect(card.zPosition == 2)
    #expect(
      card.shadow == ShadowStyle(color: .black, opacity: 0.3, radius: 10, offset: Size(width: 0, height: 4)))
  }

  @Test func hiddenViewsAreLeftOutWithAWarning() throws {
    let made = try cards()
    #expect(made.scene.from.named("hidden") == nil)
    #expect(made.warnings.contains { $0.line == 14 && $0.message.contains("hidden") })
  }

  @Test func whatIsNotModelledIsAWarningAtItsLine() throws {
    let warnings = try cards().warnings
    #expect(
      warnings.map(\.description) == [
        "line 14, column 29: warning: hidden <view 'hidden' id=crd-HD-001> left out (a hidden view draws nothing)",
        "line 41, column 37: warning: runtime attribute 'accessibilityHint' is not modelled",
        "line 53, column 29: warning: <switch> is drawn as a plain box of its background colour",
        // Hero's parser has no labels: `:` is not an operator it knows (Parser.swift:127-129),
        // so the type string is lost and the type is auto (UIViewController+Hero.swift:67).
        "line 93, column 133: warning: heroModalAnimationTypeString: Hero's parser cannot read this animation type (':' is not an operator Hero's parser knows), so Hero uses auto",
      ])
    #expect(
      warnings.map(\.rule) == [
        .storyboardHiddenView, .storyboardAttributeNotModelled, .storyboardPlainBox,
        .animationTypeString,
      ])
    // Each names the view's object id, and a column on its line.
    #expect(warnings[0].objectID == "crd-HD-001")
    #expect(warnings.allSatisfy { ($0.column ?? 0) > 0 })
  }

  @Test func everyMappedViewIsLocatedAtItsElementWithItsHeroAttributes() throws {
    let made = try cards()
    for path in ["from", "to"] {
      #expect(made.locations.views[path] != nil, "\(path) has no location")
    }
    let card = try #require(made.locations.views.first { $0.value.objectID == "crd-LY-001" })
    #expect(card.value.object.line > 0)
    // The heroID runtime attribute sits below the element's opening tag.
    let heroID = try #require(card.value.keys["heroID"])
    #expect(heroID.line > card.value.object.line)
  }

  @Test func subviewsOfAViewWithHeroDisabledForSubviewsLoseTheirHeroID() throws {
    let card = try #require(try cards().scene.from.named("card"))
    #expect(card.heroID == "card")
    #expect(card.subviews.first?.heroID == nil)
  }

  @Test func labelsButtonsAndImagesGetUIKitsDefaults() throws {
    let label = try #require(try fixtureScene("Match", .only).scene.to.named("Iron Man"))
    #expect(label.kind == .label)
    #expect(!label.opaque)  // the cross-fade rule reads it
    #expect(label.color == nil)
    #expect(label.text == "Iron Man")
    #expect(label.textAlignment == .center)
    let open = try #require(try fixtureScene("Match", .only).scene.from.named("Open"))
    #expect(open.kind == .button)
    #expect(open.text == "Open")
    #expect(open.textColor == ViewKind.buttonTitle)
    let from = try cards().scene.from
    #expect(from.named("Close")?.textColor == .white)  // the normal state's titleColor
    let image = try #require(from.named("image photo"))
    #expect(image.image == "photo")
    #expect(image.color == ViewKind.imagePlaceholder)
    #expect(image.text == "photo")
  }

  @Test func tableViewsKeepTheirPrototypeCellsAsLaidOut() throws {
    let scene = try fixtureScene("Containers", .segue("showImage")).scene
    let cell = try #require(scene.from.subviews.first)
    #expect(cell.frame == Rect(x: 0, y: 28, width: 375, height: 52))
    let image = try #require(cell.subviews.first?.subviews.first)
    #expect(image.heroID == "image_0")
    #expect(image.modifiers == [.arc(intensity: 1)])
  }

  @Test func aTablesHeaderAndStaticCellsAreSubviews() throws {
    let xml = """
      <document><scenes>
      <tableViewController id="a"><tableView key="view" id="t">
        <rect key="frame" x="0" y="0" width="320" height="480"/>
        <view key="tableHeaderView" id="h" userLabel="header"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
        <sections><tableViewSection id="s"><cells>
          <tableViewCell id="c" userLabel="static cell"><rect key="frame" x="0" y="128" width="320" height="44"/></tableViewCell>
        </cells></tableViewSection></sections>
      </tableView></tableViewController>
      <viewController id="b"><view key="view" id="w"><rect key="frame" x="0" y="0" width="320" height="480"/></view></viewController>
      </scenes></document>
      """
    let board = try storyboard(xml)
    let scene = try board.scene(for: try board.transition(.pair(from: "a", to: "b"))).scene
    #expect(scene.from.subviews.map(\.name) == ["header", "static cell"])
    #expect(scene.from.subviews.last?.frame == Rect(x: 0, y: 128, width: 320, height: 44))
  }

  @Test func theSceneTakesTheContainerAnimationAndPresentationStyle() throws {
    let scene = try cards().scene
    #expect(scene.container == .modal)
    // The fixture writes `selectBy(presenting: zoom, dismissing: zoomOut)`, which Hero's string
    // parser cannot read (labels): the device uses auto (UIViewController+Hero.swift:67).
    #expect(scene.animation[.modal] == .auto)
    #expect(scene.modalPresentationStyle == .overFullScreen)
    let nav = try fixtureScene("Containers", .segue("showImage")).scene
    #expect(nav.container == .navigation)
    #expect(nav.animation[.navigation] == .fade)
    let tab = try fixtureScene("Containers", .segue("tab-TB-001:tab1-tab2")).scene
    #expect(tab.container == .tab)
    #expect(tab.animation[.tab] == .zoomSlide(.left))
  }

  @Test func aTransitionWithHeroDisabledIsReported() throws {
    let made = try fixtureScene("Containers", .segue("showInfo"))
    #expect(made.heroDisabled?.hasPrefix("Hero is not enabled on 'Info' (line 98)") == true)
    #expect(try fixtureScene("Match", .only).heroDisabled == nil)
    #expect(try fixtureScene("Containers", .segue("showImage")).heroDisabled == nil)
  }

  // heroModifierString is read by Hero's parser (UIView+Hero.swift:149-152): `"a"` cannot start
  // an argument (Parser.swift:106-107), so Hero drops the whole string; that is a finding at
  // the `&quot;` in the file, not an error.
  @Test func aStringHeroCannotParseIsAFindingPointingIntoTheStoryboard() throws {
    let made = try fixtureScene("BadModifier", .only)
    let view = try #require(made.scene.to.subviews.first)
    #expect(view.modifiers == nil)
    #expect(view.modifierString == "source(\"a\") scael(0.5)")
    let finding = try #require(view.modifierStringFindings.first)
    let expected = try #require(try position(of: "&quot;a", inFixture: "BadModifier"))
    #expect(finding.rule == .unparsed)
    #expect(finding.line == expected.line)
    #expect(finding.fileColumn == expected.column)
  }

  // Lexer.swift:24 converts `1.2.3` with Float(…)!: the app crashes, so the storyboard is
  // refused at that character.
  @Test func aStringThatCrashesHeroIsAnErrorAtItsCharacter() throws {
    let board = try fixture("HeroTrap")
    let transition = try board.transition(.only)
    let expected = try #require(try position(of: "1.2.3", inFixture: "HeroTrap"))
    do {
      _ = try board.scene(for: transition)
      Issue.record("expected an error")
    } catch {
      #expect(error.line == expected.line)
      #expect(error.column == expected.column)
      #expect(error.message.contains("crashes"))
    }
  }

  // Hero's tvOS Basic.storyboard sets heroModifierString "1": Hero drops the number
  // (HeroStringConvertible.swift:37-41) and the view keeps an empty list.
  @Test func heroStringFindingsCarryTheirStoryboardLineAndColumn() throws {
    let made = try fixtureScene("HeroReading", .only)
    let tile = try #require(made.scene.from.subviews.first)
    #expect(tile.modifiers == [])
    #expect(tile.modifierStringFindings.map(\.rule) == [.dropped])
    let caption = try #require(made.scene.from.subviews.last)
    #expect(caption.modifiers == [.translate(x: 0, y: 50, z: 0)])
    #expect(caption.modifierStringFindings.map(\.rule) == [.dropped, .defaulted])
    let plus = try #require(try position(of: "10 + 90", inFixture: "HeroReading"))
    #expect(caption.modifierStringFindings[1].line == plus.line)
    #expect(caption.modifierStringFindings[1].fileColumn == plus.column)
    // heroModalAnimationTypeString "push(left) fade": parseOne() keeps the last
    // (HeroStringConvertible.swift:50-52).
    #expect(made.scene.animation[.modal] == .fade)
    let fade = try #require(try position(of: "fade\"", inFixture: "HeroReading"))
    #expect(
      made.warnings.contains {
        $0.line == fade.line && $0.column == fade.column
          && $0.message.contains("Hero keeps only the last")
      })
  }

  // targetRuntime="AppleTV": Hero's tvOS branches apply, and import keeps the platform.
  @Test func anAppleTVStoryboardPlansForTvOS() throws {
    let scene = try fixtureScene("HeroReading", .only).scene
    #expect(scene.platform == .tvOS)
    #expect(try fixtureScene("Match", .only).scene.platform == .iOS)
    #expect(SceneEncoder.json(scene).contains(#""platform": "tvOS""#))
  }

  @Test func importWritesAHeroStringAsAModifierStringThatReadsTheSame() throws {
    let scene = try fixtureScene("HeroReading", .only).scene
    let json = SceneEncoder.json(scene)
    #expect(json.contains(#""modifierString": "Fade translate(10 + 90, 50)""#))
    let loaded = try SceneLoader.load(json: json, fileName: "imported.json")
    let caption = try #require(loaded.from.subviews.last)
    #expect(caption.modifiers == [.translate(x: 0, y: 50, z: 0)])
    #expect(caption.modifierStringFindings.map(\.rule) == [.dropped, .defaulted])
    #expect(Planner.plan(loaded).totalDuration == Planner.plan(scene).totalDuration)
  }
}

@Suite struct ImportRoundTripTests {
  @Test(arguments: [
    ("Match", StoryboardSelection.only),
    ("Mapping", .pair(from: "cards", to: "page")),
    ("Containers", .segue("showImage")),
    ("Containers", .segue("tab-TB-001:tab1-tab2")),
    ("Containers", .pair(from: "Image", to: "List")),
  ])
  func theImportedSceneLoadsAndPlansAsTheStoryboard(name: String, selection: StoryboardSelection)
    throws
  {
    let scene = try fixtureScene(name, selection).scene
    let json = SceneEncoder.json(scene)
    let loaded = try SceneLoader.load(json: json, fileName: "imported.json")
    #expect(loaded == scene)
    let a = Planner.plan(loaded)
    let b = Planner.plan(scene)
    #expect(a.totalDuration == b.totalDuration)
    for p in [0, 0.3, 0.7, 1.0] {
      #expect(a.sample(at: p) == b.sample(at: p))
    }
  }
}
