import HeroPlanner
import HeroScene
import Testing

@testable import HeroStoryboard

/// An image view's `image` and `contentMode` attributes as the scene's keys (issue 34).
@Suite struct ViewMapperImageTests {
  func imageView(_ attributes: String, own: String = "", root: String = "") throws -> (
    SceneView?, [StoryboardWarning]
  ) {
    let xml = """
      <document><scenes>
      <viewController id="a"><view key="view" id="v"><rect key="frame" x="0" y="0" width="320" height="480"/>\(root)
        <subviews><imageView \(attributes) id="i"><rect key="frame" x="0" y="0" width="100" height="50"/>\(own)</imageView></subviews>
      </view></viewController>
      <viewController id="b"><view key="view" id="w"><rect key="frame" x="0" y="0" width="320" height="480"/></view></viewController>
      </scenes></document>
      """
    let board = try storyboard(xml)
    let made = try board.scene(for: try board.transition(.pair(from: "a", to: "b")))
    return (made.scene.from.subviews.first, made.warnings)
  }

  @Test func theImageAndContentModeAttributesAreKept() throws {
    let (view, warnings) = try imageView(#"image="photo" contentMode="scaleAspectFill""#)
    #expect(view?.image == "photo")
    #expect(view?.contentMode == .scaleAspectFill)
    #expect(warnings.isEmpty)
    let fixture = try fixtureScene("Mapping", .pair(from: "cards", to: "page"))
    #expect(fixture.scene.from.named("image photo")?.contentMode == .scaleAspectFill)
  }

  @Test func anImageViewThatSaysNothingIsScaleToFill() throws {
    #expect(try imageView(#"image="photo""#).0?.contentMode == .scaleToFill)
    // Interface Builder's `redraw` lays an image out as scaleToFill does.
    #expect(try imageView(#"image="photo" contentMode="redraw""#).0?.contentMode == .scaleToFill)
  }

  @Test func anUnknownContentModeIsAWarning() throws {
    let (view, warnings) = try imageView(#"image="photo" contentMode="sideways""#)
    #expect(view?.contentMode == .scaleToFill)
    #expect(warnings.map(\.rule) == [.storyboardAttributeNotModelled])
    #expect(warnings.first?.message.contains("sideways") == true)
  }

  /// UIKit's tintColor is inherited: an image view's own, else its nearest ancestor's, else
  /// none (systemBlue, `FrameImage.defaultTint`).
  @Test func theTintColorIsTheViewsOwnOrItsAncestors() throws {
    let red =
      #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    let green =
      #"<color key="tintColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    #expect(try imageView(#"image="star""#).0?.tintColor == nil)
    let inherited = try imageView(#"image="star""#, root: red)
    #expect(inherited.0?.tintColor == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(inherited.1.isEmpty)
    let own = try imageView(#"image="star""#, own: green, root: red)
    #expect(own.0?.tintColor == RGBAColor(red: 0, green: 1, blue: 0))
  }
}
