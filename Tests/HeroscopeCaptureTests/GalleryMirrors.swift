import Foundation
@preconcurrency import Hero
import UIKit

/// Stand-in view controllers built to mirror scenes of the Scenes/ gallery, view for view: a
/// capture of them must plan as the hand-written scene does.
@MainActor
enum GalleryMirror {
  /// Scenes/match.json: Hero's MatchExample, modal, auto (→ fade).
  static func match() -> StandInTransition {
    let from = BuiltViewController {
      Build.screen(
        "first screen", color: 0xffffff,
        subviews: [
          Build.view(
            "red", CGRect(x: 87.5, y: 283.5, width: 200, height: 200), color: 0xe53935,
            cornerRadius: 8, heroID: "ironMan"),
          Build.view(
            "black", CGRect(x: 87.5, y: 203.5, width: 200, height: 80), color: 0x212121,
            cornerRadius: 8, heroID: "batMan"),
        ])
    }
    let to = BuiltViewController {
      Build.screen(
        "second screen", color: 0xffffff,
        subviews: [
          Build.view(
            "red", CGRect(x: 0, y: 0, width: 375, height: 667), color: 0xe53935, heroID: "ironMan"
          ),
          Build.view(
            "black", CGRect(x: 62.5, y: 100, width: 250, height: 60), color: 0x212121,
            cornerRadius: 8, heroID: "batMan"),
        ])
    }
    return StandInTransition(from: from, to: to)
  }

  /// Scenes/showcase-default-push.json: a push in a navigation controller, push(left).
  static func push() -> StandInTransition {
    let rows: [(String, CGRect, UInt32, CGFloat)] = [
      ("inbox header", CGRect(x: 0, y: 0, width: 375, height: 88), 0x1565c0, 0),
      ("message 1", CGRect(x: 16, y: 110, width: 343, height: 74), 0xe3f2fd, 10),
      ("message 2", CGRect(x: 16, y: 200, width: 343, height: 74), 0xe3f2fd, 10),
      ("message 3", CGRect(x: 16, y: 290, width: 343, height: 74), 0xe3f2fd, 10),
      ("message 4", CGRect(x: 16, y: 380, width: 343, height: 74), 0xe3f2fd, 10),
      ("compose", CGRect(x: 287, y: 579, width: 64, height: 64), 0xffca28, 32),
    ]
    let detail: [(String, CGRect, UInt32, CGFloat)] = [
      ("detail header", CGRect(x: 0, y: 0, width: 375, height: 88), 0xd84315, 0),
      ("photo", CGRect(x: 16, y: 110, width: 343, height: 260), 0xfff3e0, 12),
      ("line 1", CGRect(x: 16, y: 392, width: 343, height: 22), 0xffccbc, 4),
      ("line 2", CGRect(x: 16, y: 426, width: 300, height: 22), 0xffccbc, 4),
      ("line 3", CGRect(x: 16, y: 460, width: 220, height: 22), 0xffccbc, 4),
      ("reply", CGRect(x: 16, y: 579, width: 343, height: 56), 0x3949ab, 10),
    ]
    func screen(_ name: String, _ color: UInt32, _ views: [(String, CGRect, UInt32, CGFloat)])
      -> UIView
    {
      Build.screen(
        name, color: color,
        subviews: views.map { Build.view($0.0, $0.1, color: $0.2, cornerRadius: $0.3) })
    }
    let from = BuiltViewController { screen("inbox", 0x1e88e5, rows) }
    let to = BuiltViewController { screen("detail", 0xff7043, detail) }
    let navigation = UINavigationController(rootViewController: from)
    navigation.pushViewController(to, animated: true)
    navigation.hero.navigationAnimationType = .push(direction: .left)
    return StandInTransition(from: from, to: to, containers: [navigation])
  }

  /// Scenes/cascade.json: a collection with `cascade` whose twelve cells fade and scale in.
  static func cascade() -> StandInTransition {
    let from = BuiltViewController {
      Build.screen(
        "list screen", color: 0xffffff,
        subviews: [
          Build.view("title", CGRect(x: 20, y: 60, width: 335, height: 44), color: 0xeeeeee)
        ])
    }
    let to = BuiltViewController {
      let columns: [CGFloat] = [10, 131.7, 253.3]
      let rows: [CGFloat] = [10, 131.7, 253.3, 375]
      var cells: [UIView] = []
      for (r, y) in rows.enumerated() {
        for (c, x) in columns.enumerated() {
          cells.append(
            Build.view(
              "cell \(r * 3 + c + 1)", CGRect(x: x, y: y, width: 111.7, height: 111.7),
              color: 0xe53935, cornerRadius: 4, modifiers: [.fade, .scale(0.5)]))
        }
      }
      return Build.screen(
        "collection screen", color: 0xffffff,
        subviews: [
          Build.view(
            "collection", CGRect(x: 0, y: 100, width: 375, height: 500), modifiers: [.cascade],
            subviews: cells)
        ])
    }
    return StandInTransition(from: from, to: to)
  }

  /// The gallery files mirrored here.
  nonisolated static let scenes = ["match.json", "showcase-default-push.json", "cascade.json"]

  /// The mirror of a gallery file of `scenes`.
  static func make(_ scene: String) -> StandInTransition {
    switch scene {
    case "match.json": match()
    case "showcase-default-push.json": push()
    default: cascade()
    }
  }
}
