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

  /// Scenes/example-match-dismiss.json: the way back, presenting false, with the white card's
  /// `translate(y: 500)` and `useGlobalCoordinateSpace`.
  static func matchDismiss() -> StandInTransition {
    let second = BuiltViewController {
      Build.screen(
        "second screen", color: 0xffffff,
        subviews: [
          Build.view(
            "red", CGRect(x: 0, y: 0, width: 375, height: 667), color: 0xfc3a5e, heroID: "ironMan"
          ),
          Build.view(
            "black", CGRect(x: 62.5, y: 100, width: 250, height: 60), color: 0x555555,
            cornerRadius: 8, heroID: "batMan"),
          Build.view(
            "white card", CGRect(x: 62.5, y: 180, width: 250, height: 347), color: 0xffffff,
            cornerRadius: 8, modifiers: [.translate(y: 500), .useGlobalCoordinateSpace]),
        ])
    }
    let first = BuiltViewController {
      Build.screen(
        "first screen", color: 0xffffff,
        subviews: [
          Build.view(
            "red", CGRect(x: 87.5, y: 283.5, width: 200, height: 200), color: 0xfc3a5e,
            cornerRadius: 8, heroID: "ironMan"),
          Build.view(
            "black", CGRect(x: 87.5, y: 203.5, width: 200, height: 80), color: 0x555555,
            cornerRadius: 8, heroID: "batMan"),
        ])
    }
    return StandInTransition(from: second, to: first, presenting: false)
  }

  /// Scenes/example-app-store-card.json: Hero's App Store card, nested views with shadows,
  /// clipping, translucent headers and labels, `source`, springs, `forceAnimate`, animation none.
  static func appStoreCard() -> StandInTransition {
    func card(_ name: String, _ frame: CGRect, image: UInt32, title: String, heroID: String?)
      -> UIView
    {
      let spring: [HeroModifier] = [.useNoSnapshot, .spring(stiffness: 250, damping: 25)]
      let card = Build.view(
        name, frame, cornerRadius: frame.width == 375 ? 0 : 16, heroID: heroID,
        modifiers: heroID == nil ? nil : spring)
      card.layer.masksToBounds = true
      card.addSubview(Build.view("image", CGRect(origin: .zero, size: frame.size), color: image))
      let header = Build.view("blur header", CGRect(x: 0, y: 0, width: frame.width, height: 90))
      header.backgroundColor = UIColor(white: 1, alpha: 0xb3 / 255)
      header.isOpaque = false
      card.addSubview(header)
      for (labelName, text, y) in [
        ("title", title, 20.0), ("subtitle", "App Store Card Transition", 50.0),
      ] {
        let label = UILabel(frame: CGRect(x: 20, y: y, width: frame.width - 40, height: 30))
        label.accessibilityIdentifier = labelName
        label.text = text
        card.addSubview(label)
      }
      return card
    }
    func wrapper(_ index: Int, y: CGFloat, image: UInt32, heroID: String?) -> UIView {
      let wrapper = Build.view(
        "card wrapper \(index)", CGRect(x: 20, y: y, width: 335, height: 355),
        subviews: [
          card(
            "card \(index)", CGRect(x: 0, y: 0, width: 335, height: 355), image: image,
            title: "Hero", heroID: heroID)
        ])
      wrapper.layer.shadowColor = UIColor.black.cgColor
      wrapper.layer.shadowOpacity = 0.15
      wrapper.layer.shadowRadius = 12
      wrapper.layer.shadowOffset = CGSize(width: 0, height: 8)
      return wrapper
    }
    let cards = BuiltViewController {
      Build.screen(
        "cards", color: 0xffffff,
        subviews: [
          Build.view(
            "collection", CGRect(x: 0, y: 0, width: 375, height: 667),
            subviews: [
              wrapper(0, y: 100, image: 0x3f6fb5, heroID: "card0"),
              wrapper(1, y: 485, image: 0xc25b3a, heroID: nil),
            ])
        ])
    }
    let article = BuiltViewController {
      let root = Build.screen("article", color: nil, subviews: [])
      let effect = Build.view(
        "visual effect", CGRect(x: 0, y: 0, width: 375, height: 667),
        modifiers: [.fade, .useNoSnapshot])
      effect.backgroundColor = UIColor(
        red: 0xf2 / 255, green: 0xf2 / 255, blue: 0xf2 / 255, alpha: 0xcc / 255)
      effect.isOpaque = false
      root.addSubview(effect)
      let content = Build.view(
        "content card", CGRect(x: 0, y: 0, width: 375, height: 667), color: 0xffffff,
        modifiers: [.source(heroID: "card0"), .spring(stiffness: 250, damping: 25)])
      content.layer.masksToBounds = true
      let text = UILabel(frame: CGRect(x: 20, y: 395, width: 335, height: 272))
      text.accessibilityIdentifier = "content"
      text.text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
      text.hero.modifiers = [.useNoSnapshot, .forceAnimate, .spring(stiffness: 250, damping: 25)]
      content.addSubview(text)
      content.addSubview(
        card(
          "card", CGRect(x: 0, y: 0, width: 375, height: 375), image: 0x3f6fb5, title: "Hero 2",
          heroID: "card0"))
      root.addSubview(content)
      return root
    }
    article.hero.modalAnimationType = .none
    return StandInTransition(from: cards, to: article)
  }

  /// The gallery files mirrored here.
  nonisolated static let scenes = [
    "match.json", "example-match-dismiss.json", "showcase-default-push.json", "cascade.json",
    "example-app-store-card.json",
  ]

  /// The mirror of a gallery file of `scenes`.
  static func make(_ scene: String) -> StandInTransition {
    switch scene {
    case "match.json": match()
    case "example-match-dismiss.json": matchDismiss()
    case "showcase-default-push.json": push()
    case "example-app-store-card.json": appStoreCard()
    default: cascade()
    }
  }
}
