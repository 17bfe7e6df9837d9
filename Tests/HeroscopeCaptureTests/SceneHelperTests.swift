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
}
