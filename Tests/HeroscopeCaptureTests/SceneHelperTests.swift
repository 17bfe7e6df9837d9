import Foundation
@preconcurrency import Hero
import HeroPlanner
import HeroScene
@testable import HeroscopeCapture
import Testing
import UIKit

/// `HeroscopeCapture.scene(from:to:)`, the XCTest helper: a scene without a transition.
@MainActor
struct SceneHelperTests {
  @Test(arguments: GalleryMirror.scenes)
  func sceneOfAGalleryMirrorPlansAsTheHandWrittenScene(scene: String) throws {
    let transition = GalleryMirror.make(scene)
    let container: HeroscopeCapture.Container =
      transition.from.navigationController != nil ? .navigation : .modal
    let data = HeroscopeCapture.scene(
      from: transition.from, to: transition.to, container: container,
      presenting: transition.presenting)
    let url = try temporaryDirectory("helper").appendingPathComponent("scene.json")
    try data.write(to: url)
    try expectSamePlan(url.path, "Scenes/" + scene)
    let loaded = try SceneLoader.load(path: url.path)
    #expect(loaded.capture != nil)
    #expect(loaded.capture?.resolved == nil, "no transition ran: no resolved states")
  }

  /// The view's declared modifiers printed from a target state, loaded back.
  func declared(_ modifiers: [Hero.HeroModifier]) throws -> (text: String?, state: TargetState) {
    let from = BuiltViewController {
      Build.screen(
        "a", color: 0xffffff,
        subviews: [Build.view("v", CGRect(x: 0, y: 0, width: 10, height: 10), modifiers: modifiers)])
    }
    let to = BuiltViewController { Build.screen("b", color: 0xffffff, subviews: []) }
    let data = HeroscopeCapture.scene(from: from, to: to)
    let scene = try SceneLoader.load(data: data, fileName: "declared.json")
    let view = try #require(scene.from.subviews.first)
    return (view.modifierText, TargetState(modifiers: view.modifiers ?? []))
  }

  @Test func declaredModifiersPrintInHerosStringSyntax() throws {
    let text = try declared([.fade, .delay(0.1), .arc, .useGlobalCoordinateSpace]).text
    #expect(text == "fade delay(0.1) arc(1) useGlobalCoordinateSpace")
  }

  @Test func aLaterModifierOverwritesAnEarlierOneAsInHero() throws {
    #expect(try declared([.opacity(0.3), .opacity(0.6)]).text == "opacity(0.6)")
  }

  @Test func everyDeclaredFieldLoadsBackAsTheSameState() throws {
    let modifiers: [Hero.HeroModifier] = [
      .position(CGPoint(x: 10, y: 20)), .size(CGSize(width: 30, height: 40)),
      .translate(x: 5, y: 100), .rotate(0.5), .scale(0.8), .opacity(0.25), .cornerRadius(6),
      .zPosition(3), .backgroundColor(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)),
      .overlay(color: .black, opacity: 0.1), .shadowOpacity(0.5), .delay(0.15),
      .duration(0.4), .timingFunction(CAMediaTimingFunction(controlPoints: 0.4, 0, 0.2, 1)),
      .spring(stiffness: 250, damping: 25), .source(heroID: "card 1"), .arc(intensity: 0.5),
      .cascade(delta: 0.03, direction: .radial(center: CGPoint(x: 1, y: 2)), delayMatchedViews: true),
      .ignoreSubviewModifiers(recursive: true), .useGlobalCoordinateSpace,
      .useScaleBasedSizeChange, .forceAnimate, .useNoSnapshot, .forceNonFade,
      .beginWith([.zPosition(2), .shadowOpacity(0.5)]),
    ]
    let loaded = try declared(modifiers).state
    let expected = try TargetState(
      modifiers: ModifierParser.parse(
        "position(10, 20) size(30, 40) translate(5, 100) rotate(0.5) scale(0.8) opacity(0.25) "
          + "cornerRadius(6) zPosition(3) backgroundColor(0.2, 0.4, 0.6, 0.8) "
          + "overlay(0, 0, 0, 0.1) shadowOpacity(0.5) delay(0.15) duration(0.4) "
          + "timingFunction(standard) spring(250, 25) source(\"card 1\") arc(0.5) "
          + "cascade(0.03, radial(1, 2), true) ignoreSubviewModifiers(true) "
          + "useGlobalCoordinateSpace useScaleBasedSizeChange forceAnimate useNoSnapshot "
          + "forceNonFade beginWith(zPosition(2), shadowOpacity(0.5))"))
    #expect(loaded.differences(from: expected, tolerance: 1e-9) == [])
  }

  @Test func durationMatchLongestPrintsByName() throws {
    #expect(try declared([.durationMatchLongest]).text == "durationMatchLongest")
  }

  @Test func aViewWithoutModifiersHasNoModifiersKey() throws {
    #expect(try declared([]).text == "")
    let from = BuiltViewController { Build.screen("a", color: 0xffffff, subviews: []) }
    let to = BuiltViewController { Build.screen("b", color: 0xffffff, subviews: []) }
    let text = String(decoding: HeroscopeCapture.scene(from: from, to: to), as: UTF8.self)
    #expect(!text.contains("\"modifiers\""))
  }

  @Test func aViewsUIKitFactsBecomeSceneKeys() throws {
    let from = BuiltViewController {
      let root = Build.screen("root", color: 0xffffff, subviews: [])
      let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
      label.text = "Title"
      label.textColor = Build.color(0x112233)
      label.textAlignment = .center
      let button = UIButton(frame: CGRect(x: 10, y: 60, width: 100, height: 44))
      button.setTitle("Go", for: .normal)
      let image = UIImageView(frame: CGRect(x: 10, y: 110, width: 50, height: 50))
      image.accessibilityIdentifier = "avatar"
      let box = UIView(frame: CGRect(x: 200, y: 200, width: 80, height: 40))
      box.backgroundColor = Build.color(0x336699)
      box.alpha = 0.5
      box.layer.borderWidth = 2
      box.layer.borderColor = Build.color(0xff0000).cgColor
      box.layer.shadowOpacity = 0.25
      box.layer.zPosition = 3
      box.layer.transform = CATransform3DMakeScale(2, 1, 1)
      box.isHidden = true
      box.hero.isEnabledForSubviews = false
      box.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
      for view in [label, button, image, box] { root.addSubview(view) }
      return root
    }
    let to = BuiltViewController { Build.screen("b", color: 0xffffff, subviews: []) }
    let scene = try SceneLoader.load(
      data: HeroscopeCapture.scene(from: from, to: to), fileName: "facts.json")
    let views = scene.from.subviews
    try #require(views.count == 4)
    #expect(views[0].name == "UILabel[0]")
    #expect(views[0].kind == .label)
    #expect(views[0].text == "Title")
    #expect(views[0].textColor?.hexString == "#112233")
    #expect(views[0].textAlignment == .center)
    #expect(views[0].opaque == false)
    #expect(views[1].name == "UIButton[1]")
    #expect(views[1].kind == .button)
    #expect(views[1].text == "Go")
    #expect(views[2].name == "avatar")
    #expect(views[2].kind == .image)
    let box = views[3]
    #expect(box.frame == Rect(x: 200, y: 200, width: 80, height: 40))
    #expect(box.color?.hexString == "#336699")
    #expect(box.opacity == 0.5)
    #expect(box.borderWidth == 2)
    #expect(box.borderColor?.hexString == "#ff0000")
    #expect(box.shadow?.opacity == 0.25)
    #expect(box.shadow?.radius == 3)
    #expect(box.zPosition == 3)
    #expect(box.transform == TargetState(modifiers: [.scale(x: 2, y: 1, z: 1)]).transform)
    // Hero does not look inside it: neither does the capture.
    #expect(box.subviews.isEmpty)
    let facts = scene.capture?.views["from.views[3]"]
    #expect(facts?.className == "UIView")
    #expect(facts?.hidden == true)
    #expect(facts?.heroEnabledForSubviews == false)
  }
}
