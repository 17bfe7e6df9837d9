import Foundation
import Testing
import HeroTestSupport

/// The scenes in `Scenes/`, as paths relative to the package root, sorted.
let galleryScenes: [String] = {
  let folder = BinaryRunner.packageRoot.appendingPathComponent("Scenes")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted().map { "Scenes/" + $0 }
}()

/// Runs `heroscope plan FILE --json` (plus any options) and returns the parsed plan.
private func plan(_ file: String, _ options: [String] = []) throws -> [String: Any] {
  let result = try BinaryRunner.run(["plan", file, "--json"] + options)
  #expect(result.status == 0, "plan \(file) failed: \(result.stderr)")
  return try parseJSON(result.stdout)
}

/// The planned views of one screen.
private func views(_ plan: [String: Any], screen: String) throws -> [[String: Any]] {
  let all = try #require(plan["views"] as? [[String: Any]])
  return all.filter { $0["screen"] as? String == screen }
}

/// The planned view with this name on this screen.
private func view(
  _ plan: [String: Any], _ name: String, screen: String, sourceLocation: SourceLocation = #_sourceLocation
) throws -> [String: Any] {
  try #require(
    try views(plan, screen: screen).first { $0["name"] as? String == name },
    "no view '\(name)' on the \(screen) screen", sourceLocation: sourceLocation)
}

private func number(_ value: Any?) -> Double? { value as? Double }

private func position(_ view: [String: Any], _ key: String) -> [Double]? {
  (view[key] as? [String: Any])?["position"] as? [Double]
}

private func opacity(_ view: [String: Any], _ key: String) -> Double? {
  (view[key] as? [String: Any])?["opacity"] as? Double
}

private func isClose(_ a: Double?, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

/// The settling duration of a spring with mass 1 starting at rest, as HERO-SEMANTICS §6 defines
/// it for an underdamped spring: −ln(0.001 / (1 + |B|)) / (ζω₀).
private func springSettlingDuration(stiffness: Double, damping: Double) -> Double {
  let naturalFrequency = stiffness.squareRoot()
  let dampingRatio = damping / (2 * naturalFrequency)
  let dampedFrequency = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
  let b = dampingRatio * naturalFrequency / dampedFrequency
  return -log(0.001 / (1 + abs(b))) / (dampingRatio * naturalFrequency)
}

@Suite struct SceneGalleryTests {
  @Test func theGalleryIsThere() {
    // An empty or misplaced folder would make the per-scene tests pass vacuously.
    #expect(galleryScenes.count >= 60, "found \(galleryScenes.count) scenes in Scenes/")
    #expect(galleryScenes.contains("Scenes/match.json"))
  }

  @Test(arguments: galleryScenes)
  func everySceneChecksWithoutErrors(_ file: String) throws {
    let result = try BinaryRunner.run(["check", file])
    let errors = (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains("error:") }
    #expect(result.status == 0, "check \(file) exited with \(result.status)")
    #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    #expect(result.stdout.contains(" 0 errors") || result.stderr.contains(" 0 errors"))
  }

  @Test(arguments: galleryScenes)
  func everySceneHasANameAndADescription(_ file: String) throws {
    let url = BinaryRunner.packageRoot.appendingPathComponent(file)
    let scene = try parseJSON(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    let name = try #require(scene["name"] as? String)
    let description = try #require(scene["description"] as? String)
    #expect(!name.isEmpty)
    #expect(description.count >= 80, "the description of \(file) is too short to say what to look at")
  }

  // MARK: Hero's examples, one fact of each plan

  @Test func matchDrawsItsWhiteCardGloballyAbovePartners() throws {
    let plan = try plan("Scenes/example-match.json")
    let card = try view(plan, "white card", screen: "to")
    #expect(card["coordinateSpace"] as? String == "global")
    #expect(position(card, "start") == [187.5, 853.5])
    #expect(position(card, "end") == [187.5, 353.5])
    let red = try view(plan, "red", screen: "to")
    #expect(red["matched"] as? Bool == true)
    #expect(opacity(red, "start") == 0)
  }

  @Test func matchInCollectionCrossFadesBecauseLabelsAreNotOpaque() throws {
    let plan = try plan("Scenes/example-match-in-collection.json")
    let cell = try view(plan, "cell 7", screen: "from")
    #expect(cell["matched"] as? Bool == true)
    #expect(opacity(cell, "end") == 0)
    #expect(opacity(try view(plan, "content", screen: "to"), "start") == 0)
    // Only the tapped cell animates on the grid.
    #expect(try views(plan, screen: "from").filter { $0["animates"] as? Bool == true }.count == 1)
  }

  @Test func builtInTransitionSelectsPullWhenPresentingAndSlideWhenDismissing() throws {
    let presenting = try plan("Scenes/example-builtin-transition.json")
    #expect(presenting["animation"] as? String == "pull(left)")
    #expect(presenting["toScreenFirst"] as? Bool == true)
    let dismissing = try plan("Scenes/example-builtin-transition-dismiss.json")
    #expect(dismissing["animation"] as? String == "slide(down)")
    let grey = try view(dismissing, "grey screen", screen: "from")
    #expect(position(grey, "end") == [187.5, 1000.5])
  }

  @Test func appStoreCardSpringsForTheSettlingDurationOf250And25() throws {
    let plan = try plan("Scenes/example-app-store-card.json")
    let expected = springSettlingDuration(stiffness: 250, damping: 25)
    #expect(isClose(expected, 0.6189, within: 1e-4))
    for name in ["card", "content card"] {
      let card = try view(plan, name, screen: "to")
      let spring = try #require(card["spring"] as? [String: Any], "\(name) has no spring")
      #expect(number(spring["stiffness"]) == 250)
      #expect(number(spring["damping"]) == 25)
      #expect(isClose(number(card["duration"]), expected), "\(name): \(card["duration"] ?? "nil")")
    }
    #expect(plan["animation"] as? String == "none")
    #expect(isClose(number(plan["totalDuration"]), expected))
    let contentCard = try view(plan, "content card", screen: "to")
    #expect(contentCard["coordinateSpace"] as? String == "global")
    #expect((contentCard["modifiers"] as? String)?.contains("cornerRadius(16)") == true)
  }

  @Test func menuCirclesAllComeFromTheMenuButton() throws {
    let plan = try plan("Scenes/example-menu.json")
    for index in 1...8 {
      let circle = try view(plan, "circle \(index)", screen: "to")
      let modifiers = try #require(circle["modifiers"] as? String)
      #expect(modifiers.contains("source(menu)"), "circle \(index): \(modifiers)")
      #expect(circle["coordinateSpace"] as? String == "global")
      #expect(position(circle, "start") == [40, 300], "circle \(index) starts at the menu button")
    }
    #expect(try view(plan, "circle 8", screen: "to")["matched"] as? Bool == true)
    #expect(try view(plan, "circle 7", screen: "to")["heroID"] as? String == "quote")
  }

  @Test func closingTheOverFullScreenMenuLeavesTheListAlone() throws {
    let plan = try plan("Scenes/example-menu-dismiss.json")
    let list = try #require(try views(plan, screen: "to").first)
    #expect(list["animates"] as? Bool == false)  // Hero's fade leaves the presenting screen
    let menu = try #require(try views(plan, screen: "from").first)
    #expect(opacity(menu, "end") == 0)
  }

  @Test func menuPageCentreButtonTakesTheLongestDuration() throws {
    let plan = try plan("Scenes/example-menu-page.json")
    let total = try #require(number(plan["totalDuration"]))
    let button = try view(plan, "center button", screen: "to")
    #expect(isClose(number(button["duration"]), total))
    #expect(isClose(number(try view(plan, "circle 2", screen: "from")["duration"]), total))
    // The page root's source(selected) is replaced by the default fade.
    let page = try view(plan, "page", screen: "to")
    #expect(page["modifiers"] as? String == "fade durationMatchLongest")
  }

  @Test func cityGuideHeadlinesLeaveUpwards() throws {
    let plan = try plan("Scenes/example-city-guide.json")
    for name in ["adventure awaits", "in", "canada", "popular destinations"] {
      let label = try view(plan, name, screen: "from")
      let start = try #require(position(label, "start"))
      let end = try #require(position(label, "end"))
      #expect(end[1] == start[1] - 150, "\(name)")
      #expect(opacity(label, "end") == 0)
    }
    let cell = try view(plan, "Vancouver cell", screen: "to")
    #expect(cell["matched"] as? Bool == true)
    #expect(position(cell, "start") == [124, 493])
  }

  @Test func appleHomePageSlidesTheNextPageInAndKeepsTheLeavingPageOnTop() throws {
    let next = try plan("Scenes/example-apple-home-page-next.json")
    #expect(next["animation"] as? String == "none")
    let watch = try view(next, "watch", screen: "to")
    #expect(position(watch, "start") == [621, 368])
    #expect(isClose(number(watch["duration"]), 0.3))

    // Swiping right, the leaving page has beginWith(zPosition(2)): it is drawn above the arriving one.
    let frame = try BinaryRunner.run([
      "frame", "Scenes/example-apple-home-page-previous.json", "--progress", "0.5", "--format", "json",
    ])
    let layers = try #require(try parseJSON(frame.stdout)["layers"] as? [[String: Any]])
    let leaving = try #require(
      layers.firstIndex { $0["screen"] as? String == "from" && ($0["path"] as? [Int])?.isEmpty == true })
    let arrivingImage = try #require(layers.firstIndex { $0["name"] as? String == "macbook image" })
    #expect(leaving > arrivingImage, "the leaving page is drawn under the arriving page's image")

    // Closing: ignoreSubviewModifiers(recursive: true) keeps the leftover label modifiers still.
    let close = try plan("Scenes/example-apple-home-page-close.json")
    #expect(try view(close, "iPhone", screen: "from")["animates"] as? Bool == false)
    #expect(try view(close, "iphone", screen: "from")["matched"] as? Bool == true)
  }

  @Test func videoPlayerArcsOnlyOnTheWayBack() throws {
    let opening = try plan("Scenes/example-video-player.json")
    #expect(try view(opening, "Video Player thumbnail", screen: "from")["arc"] is NSNull)
    #expect(try view(opening, "player view", screen: "to")["arc"] is NSNull)
    let closing = try plan("Scenes/example-video-player-dismiss.json")
    #expect(number(try view(closing, "player view", screen: "from")["arc"]) == 1)
    #expect(number(try view(closing, "Video Player thumbnail", screen: "to")["arc"]) == 1)
  }

  @Test func imageGalleryDelaysMatchedImagesUntilTheCascadeIsDone() throws {
    let layout = try plan("Scenes/example-image-gallery-3-to-5.json")
    for index in 0..<15 {
      #expect(isClose(number(try view(layout, "image_\(index)", screen: "to")["delay"]), 0.225))
    }
    #expect(isClose(number(try view(layout, "image_15", screen: "to")["delay"]), 0.475))
    #expect(isClose(number(try view(layout, "image_16", screen: "to")["delay"]), 0.49))

    let viewer = try plan("Scenes/example-image-gallery-to-viewer.json")
    #expect(isClose(number(try view(viewer, "image_7", screen: "from")["delay"]), 0.225))
    // Radial from the tapped cell: its four neighbours come first, in document order.
    let neighbours = ["image_4", "image_6", "image_8", "image_10"]
    for (index, name) in neighbours.enumerated() {
      let delay = number(try view(viewer, name, screen: "from")["delay"])
      #expect(isClose(delay, 0.015 * Double(index + 1)), "\(name)")
    }
  }

  @Test func listToGridCascadesTheRowsWhenOpened() throws {
    let opening = try plan("Scenes/example-list-to-grid-open.json")
    for row in 0..<5 {
      let delay = number(try view(opening, "row \(row)", screen: "to")["delay"])
      #expect(isClose(delay, 0.02 * Double(row)), "row \(row): \(delay ?? -1)")
    }
    // Between list and grid the cascade sits on the root and the fade default animation replaces it.
    let switching = try plan("Scenes/example-list-to-grid.json")
    for cell in 0..<6 {
      #expect(number(try view(switching, "cell \(cell)", screen: "to")["delay"]) == 0)
    }
    #expect(number(try view(switching, "image_0", screen: "to")["arc"]) == 1)
    #expect(try view(switching, "row 0", screen: "from")["animates"] as? Bool == false)
  }

  @Test func basicArcsOnlyTheViewsThatMoveOnBothAxes() throws {
    let plan = try plan("Scenes/example-basic.json")
    #expect(number(try view(plan, "blue", screen: "to")["arc"]) == 1)
    #expect(number(try view(plan, "green", screen: "to")["arc"]) == 1)
    #expect(try view(plan, "purple", screen: "to")["arc"] is NSNull)
  }

  @Test func musicPlayerGrowsTheNextScreenOutOfTheCard() throws {
    let plan = try plan("Scenes/example-music-player.json")
    let root = try view(plan, "now playing", screen: "to")
    #expect(root["matched"] as? Bool == true)
    #expect(root["coordinateSpace"] as? String == "global")
    #expect((root["start"] as? [String: Any])?["size"] as? [Double] == [303, 398])
    #expect((root["modifiers"] as? String)?.contains("cornerRadius(15)") == true)
  }
}
