import Testing

@testable import HeroPlanner

/// What the keys for real views change in a plan: a view's own transform, the presentation
/// style, and a label's opacity flag.
@Suite struct SceneKeysTests {
  @Test func aStillViewIsDrawnWithItsOwnTransformAboutItsCentre() throws {
    var tilted = view("tilted", 100, 100, 100, 50)
    tilted.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(scene(from: screen([tilted]), to: screen()))
    let layer = try #require(plan.layer("tilted", .from, at: 0))
    // A 100×50 box centred on (150, 125), scaled by half: 50×25 around the same centre.
    #expect(approx(layer.quad[0], Point(x: 125, y: 112.5)))
    #expect(approx(layer.quad[2], Point(x: 175, y: 137.5)))
  }

  @Test func anAppearingViewAnimatesToItsOwnTransform() {
    var card = view("card", 0, 0, 100, 100, "fade")
    card.transform = .scale(x: 0.9, y: 0.9, z: 1)
    let plan = Planner.plan(scene(from: screen(), to: screen([card])))
    let end = plan.named("card", .to).animation?.end
    #expect(end?.transform == .scale(x: 0.9, y: 0.9, z: 1))
    #expect(end?.opacity == 1)
  }

  @Test func aTransformModifierReplacesTheViewsOwnTransformAsHerosDoes() {
    var card = view("card", 0, 0, 100, 100, "translate(0, 50)")
    card.transform = .scale(x: 0.9, y: 0.9, z: 1)
    let plan = Planner.plan(scene(from: screen(), to: screen([card])))
    let animation = plan.named("card", .to).animation
    #expect(animation?.start.transform == .translation(x: 0, y: 50, z: 0))
    #expect(animation?.end.transform == .scale(x: 0.9, y: 0.9, z: 1))
  }

  @Test func aStillViewsTransformMovesItsStillSubviews() {
    var box = view("box", 100, 100, 100, 100, nil, [view("inner", 0, 0, 50, 50)])
    box.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(scene(from: screen([box]), to: screen()))
    // The box shrinks about its centre (150, 150) to 125…175; its top-left quarter with it.
    let inner = plan.layer("inner", .from, at: 0)
    #expect(inner.map { approx($0.quad[0], Point(x: 125, y: 125)) } == true)
    #expect(inner.map { approx($0.quad[2], Point(x: 150, y: 150)) } == true)
    #expect(plan.findings.isEmpty)
  }

  @Test func aTransformedMasksToBoundsViewClipsToItsTransformedBox() {
    var box = view("box", 100, 100, 100, 100, masks: true, nil, [view("inner", -50, -50, 300, 300)])
    box.transform = .scale(x: 0.5, y: 0.5, z: 1)
    let plan = Planner.plan(scene(from: screen([box]), to: screen()))
    let clip = plan.layer("inner", .from, at: 0)?.clips.last
    #expect(clip.map { approx($0[0], Point(x: 125, y: 125)) && approx($0[2], Point(x: 175, y: 175)) } == true)
  }

  @Test func aTransformAboveSubviewsThatAnimateByThemselvesMovesThemWithoutAWarning() {
    var box = view(
      "box", 0, 0, 100, 100, nil, [view("inner", 0, 0, 10, 10, "fade"), view("other", 0, 0, 5, 5, id: "x")])
    box.transform = .translation(x: 5, y: 0, z: 0)
    let plan = Planner.plan(scene(from: screen([box]), to: screen()))
    #expect(plan.findings.isEmpty)
    // HeroContext.swift:241: the snapshot's position through the box's translation.
    #expect(plan.named("inner", .from).animation?.start.position == Point(x: 10, y: 5))
  }

  func overFullScreen(presenting: Bool) -> TransitionPlan {
    var s = scene(
      from: screen(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4), opaque: false),
      to: screen(), presenting: presenting, animation: .fade)
    s.modalPresentationStyle = .overFullScreen
    return Planner.plan(s)
  }

  @Test func overFullScreenSetsNoContainerColour() {
    #expect(overFullScreen(presenting: true).containerColor == .clear)
    #expect(overFullScreen(presenting: false).sample(at: 0.5).containerColor == .clear)
    var full = scene(from: screen(), to: screen(), animation: .fade)
    full.modalPresentationStyle = .fullScreen
    #expect(Planner.plan(full).containerColor == .black)
    // In a navigation controller the style does not count (Hero checks the container first).
    var pushed = scene(from: screen(), to: screen(), container: .navigation, animation: .fade)
    pushed.modalPresentationStyle = .overFullScreen
    #expect(Planner.plan(pushed).containerColor == .black)
  }

  @Test func dismissingOverFullScreenWithFadeLeavesThePresentingScreenAlone() {
    let plan = overFullScreen(presenting: false)
    #expect(plan.named("root", .to).animation == nil)  // the presenting screen stays as it is
    #expect(plan.named("root", .from).animation?.end.opacity == 0)  // the overlay fades out
    let full = Planner.plan(
      scene(
        from: screen(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4), opaque: false),
        to: screen(), presenting: false, animation: .fade))
    #expect(full.named("root", .to).animation?.start.opacity == 0)
  }

  @Test func presentingOverFullScreenFadesAsUsualAndSaysWhatStays() {
    let plan = overFullScreen(presenting: true)
    #expect(plan.named("root", .to).animation?.start.opacity == 0)
    #expect(
      plan.named("root", .to).notes.contains {
        $0.hasPrefix("overFullScreen: Hero sets no container colour")
      })
  }

  @Test func aLabelIsNotOpaqueSoItsMatchedPartnerFadesToo() {
    // Presenting: the to-view fades in; the from-view also fades out only when one of the
    // pair is not opaque (Hero's match rule). UIKit labels are not opaque.
    func plan(toKind kind: ViewKind) -> TransitionPlan {
      var title = view("title", 0, 0, 100, 20, id: "title", color: nil)
      title.kind = kind
      title.applyKindDefaults(opaqueSet: false, colorSet: true, textColorSet: false, textSet: false)
      return Planner.plan(
        scene(from: screen([view("title", 0, 0, 100, 20, id: "title")]), to: screen([title])))
    }
    #expect(plan(toKind: .label).named("title", .from).animation?.end.opacity == 0)
    #expect(plan(toKind: .view).named("title", .from).animation?.end.opacity == 1)
  }
}

@Suite struct SystemColourTests {
  @Test(arguments: [
    "backgroundColor(.systemBlue)", "backgroundColor(systemBlue)", "[.backgroundColor(UIColor.systemBlue)]",
  ])
  func modifiersTakeSystemColoursByName(text: String) throws {
    let blue = try #require(RGBAColor(systemName: "systemBlue"))
    #expect(try ModifierParser.parse(text) == [.backgroundColor(blue)])
  }

  @Test func aMisspeltSystemColourSuggestsTheName() {
    #expect(throws: ModifierParseError.self) { try ModifierParser.parse("backgroundColor(.sytemBlue)") }
    do {
      _ = try ModifierParser.parse("backgroundColor(.sytemBlue)")
    } catch {
      #expect(error.message == "unknown colour 'sytemBlue'; did you mean 'systemBlue'?")
    }
  }

  @Test func storyboardNamesEndInColor() {
    #expect(RGBAColor(systemName: "systemBackgroundColor") == .white)
    #expect(RGBAColor(systemName: "labelColor") == .black)
    #expect(RGBAColor(systemName: "Color") == nil)
    #expect(RGBAColor(systemName: "nonsense") == nil)
  }
}
