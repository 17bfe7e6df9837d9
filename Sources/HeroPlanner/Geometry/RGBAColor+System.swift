/// UIKit's system colours in the light appearance (iOS 15 and later), by the names app code
/// uses (`systemBackground`, `label`, `systemBlue`…); storyboards add a `Color` suffix.
extension RGBAColor {
  private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
    RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }

  public static let system: [(name: String, color: RGBAColor)] = [
    ("systemBackground", .white),
    ("secondarySystemBackground", rgb(242, 242, 247)),
    ("tertiarySystemBackground", .white),
    ("systemGroupedBackground", rgb(242, 242, 247)),
    ("secondarySystemGroupedBackground", .white),
    ("tertiarySystemGroupedBackground", rgb(242, 242, 247)),
    ("label", .black),
    ("secondaryLabel", rgb(60, 60, 67, 0.6)),
    ("tertiaryLabel", rgb(60, 60, 67, 0.3)),
    ("quaternaryLabel", rgb(60, 60, 67, 0.18)),
    ("placeholderText", rgb(60, 60, 67, 0.3)),
    ("link", rgb(0, 122, 255)),
    ("separator", rgb(60, 60, 67, 0.29)),
    ("opaqueSeparator", rgb(198, 198, 200)),
    ("systemFill", rgb(120, 120, 128, 0.2)),
    ("secondarySystemFill", rgb(120, 120, 128, 0.16)),
    ("tertiarySystemFill", rgb(118, 118, 128, 0.12)),
    ("quaternarySystemFill", rgb(116, 116, 128, 0.08)),
    ("systemRed", rgb(255, 59, 48)),
    ("systemOrange", rgb(255, 149, 0)),
    ("systemYellow", rgb(255, 204, 0)),
    ("systemGreen", rgb(52, 199, 89)),
    ("systemMint", rgb(0, 199, 190)),
    ("systemTeal", rgb(48, 176, 199)),
    ("systemCyan", rgb(50, 173, 230)),
    ("systemBlue", rgb(0, 122, 255)),
    ("systemIndigo", rgb(88, 86, 214)),
    ("systemPurple", rgb(175, 82, 222)),
    ("systemPink", rgb(255, 45, 85)),
    ("systemBrown", rgb(162, 132, 94)),
    ("systemGray", rgb(142, 142, 147)),
    ("systemGray2", rgb(174, 174, 178)),
    ("systemGray3", rgb(199, 199, 204)),
    ("systemGray4", rgb(209, 209, 214)),
    ("systemGray5", rgb(229, 229, 234)),
    ("systemGray6", rgb(242, 242, 247)),
    ("darkText", .black),
    ("lightText", rgb(255, 255, 255, 0.6)),
    ("groupTableViewBackground", rgb(242, 242, 247)),
  ]

  /// A system colour by name, ignoring case and a storyboard's `Color` suffix
  /// (`systemBackgroundColor`); the basic names (`red`, `darkGray`) work too.
  public init?(systemName: String) {
    var lowered = systemName.lowercased()
    if lowered.hasSuffix("color"), lowered.count > 5 { lowered.removeLast(5) }
    let all = Self.named + Self.system
    guard let entry = all.first(where: { $0.name.lowercased() == lowered }) else { return nil }
    self = entry.color
  }

  /// Every colour name a scene accepts, basic ones first.
  public static var allNames: [String] { (named + system).map(\.name) }
}
