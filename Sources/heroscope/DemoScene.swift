import HeroPlanner
import HeroScene

/// The scene `swift run heroscope` plays: a gallery tile that becomes a full-width photo (a
/// match with an arc), tiles that cascade out, and rows that cascade in.
enum DemoScene {
  static let json = """
    {
      "name": "Demo: gallery to photo",
      "description": "A matched tile arcs into the header photo; the other tiles cascade out and the rows cascade in. Press c to see the arc, n/t/m to switch container, a for the animation type.",
      "size": [375, 667],
      "container": "modal",
      "from": {
        "name": "gallery",
        "color": "#fafafa",
        "views": [
          { "name": "header", "frame": [0, 0, 375, 88], "color": "#1e88e5", "text": "Gallery", "textColor": "#ffffff",
            "modifiers": "translate(0, -88)" },
          { "name": "grid", "frame": [0, 110, 375, 240], "modifiers": "cascade(0.03)",
            "views": [
              { "name": "tile 1", "frame": [15, 0, 105, 105], "color": "#8e24aa", "cornerRadius": 12, "modifiers": "fade scale(0.8)" },
              { "name": "tile 2", "frame": [135, 0, 105, 105], "color": "#3949ab", "cornerRadius": 12, "modifiers": "fade scale(0.8)" },
              { "name": "tile 3", "frame": [255, 0, 105, 105], "color": "#00897b", "cornerRadius": 12, "modifiers": "fade scale(0.8)" },
              { "name": "photo", "heroID": "photo", "frame": [15, 120, 105, 105], "color": "#e53935", "cornerRadius": 12, "text": "Photo", "textColor": "#ffffff" },
              { "name": "tile 5", "frame": [135, 120, 105, 105], "color": "#fdd835", "cornerRadius": 12, "modifiers": "fade scale(0.8)" },
              { "name": "tile 6", "frame": [255, 120, 105, 105], "color": "#6d4c41", "cornerRadius": 12, "modifiers": "fade scale(0.8)" }
            ] }
        ]
      },
      "to": {
        "name": "detail",
        "color": "#ffffff",
        "views": [
          { "name": "photo", "heroID": "photo", "frame": [0, 0, 375, 260], "color": "#e53935", "text": "Photo", "textColor": "#ffffff",
            "modifiers": "arc" },
          { "name": "close", "frame": [315, 24, 40, 40], "color": "#ffffffcc", "cornerRadius": 20, "text": "x",
            "modifiers": "scale(0.3) fade delay(0.15)" },
          { "name": "title", "frame": [20, 280, 335, 40], "color": "#eeeeee", "text": "Hero transitions",
            "modifiers": "translate(0, 40) fade" },
          { "name": "rows", "frame": [0, 340, 375, 320], "modifiers": "cascade(0.04)",
            "views": [
              { "name": "row 1", "frame": [20, 0, 335, 60], "color": "#90caf9", "modifiers": "fade translate(120, 0)" },
              { "name": "row 2", "frame": [20, 75, 335, 60], "color": "#a5d6a7", "modifiers": "fade translate(120, 0)" },
              { "name": "row 3", "frame": [20, 150, 335, 60], "color": "#ffcc80", "modifiers": "fade translate(120, 0)" },
              { "name": "row 4", "frame": [20, 225, 335, 60], "color": "#ce93d8", "modifiers": "fade translate(120, 0)" }
            ] }
        ]
      }
    }
    """

  /// The demo, loaded once; it is part of the program, so failing to load is a bug.
  static let scene: Scene = {
    do {
      return try SceneLoader.load(json: json, fileName: "demo")
    } catch {
      preconditionFailure("the built-in demo scene does not load: \(error)")
    }
  }()
}
