import HeroPlanner

/// One `NAME.imageset/Contents.json`, read as Xcode reads it: its image entries (file, idiom,
/// scale, appearances) and the template rendering intent.
public struct ImageSetContents: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var filename: String
    /// `universal`, `iphone`, `ipad`, `mac`…
    public var idiom: String
    /// 1, 2 or 3; nil for a single-scale image (no `scale` key).
    public var scale: Double?
    /// Whether the entry is for the "any" appearance (no `appearances`, or only `any` values).
    public var anyAppearance: Bool
  }

  /// How UIKit draws the image: as its colours, or as a mask tinted by the view's tintColor.
  public enum RenderingIntent: String, Hashable, Sendable {
    case automatic = "default"
    case original
    case template
  }

  public var entries: [Entry]
  public var renderingIntent: RenderingIntent

  /// Reads the JSON; a syntax error or a value of the wrong type is an error with its line and
  /// column. Entries without a `filename` (empty slots in Xcode's editor) are left out.
  init(bytes: [UInt8]) throws(JSONParseError) {
    let root = try JSONParser.parse(bytes)
    guard case .object(let members) = root.kind else {
      throw JSONParseError(
        message: "expected an object, found \(root.typeName)", location: root.location, path: "")
    }
    entries = []
    renderingIntent = .automatic
    for member in members {
      switch member.key {
      case "images":
        guard case .array(let items) = member.value.kind else {
          throw JSONParseError(
            message: "expected an array, found \(member.value.typeName)",
            location: member.value.location, path: "images")
        }
        for (index, item) in items.enumerated() {
          if let entry = try Self.entry(item, path: "images[\(index)]") { entries.append(entry) }
        }
      case "properties":
        guard case .object(let properties) = member.value.kind else { continue }
        for property in properties where property.key == "template-rendering-intent" {
          if case .string(let text) = property.value.kind {
            renderingIntent = RenderingIntent(rawValue: text) ?? .automatic
          }
        }
      default: continue
      }
    }
  }

  private static func entry(_ item: JSONValue, path: String) throws(JSONParseError) -> Entry? {
    guard case .object(let fields) = item.kind else {
      throw JSONParseError(
        message: "expected an object, found \(item.typeName)", location: item.location, path: path)
    }
    var filename: String?
    var idiom = "universal"
    var scale: Double?
    var anyAppearance = true
    for field in fields {
      switch (field.key, field.value.kind) {
      case ("filename", .string(let text)): filename = text
      case ("idiom", .string(let text)): idiom = text
      case ("scale", .string(let text)):
        guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0, value <= 16
        else {
          throw JSONParseError(
            message:
              "a scale is written \"1x\", \"2x\" or \"3x\", not \(quotedForMessage(text, quote: "\""))",
            location: field.value.location, path: path + ".scale")
        }
        scale = value
      case ("appearances", .array(let appearances)):
        for appearance in appearances {
          guard case .object(let keys) = appearance.kind else { continue }
          for key in keys where key.key == "value" {
            if case .string(let value) = key.value.kind, value != "any" { anyAppearance = false }
          }
        }
      case ("filename", _), ("idiom", _), ("scale", _):
        throw JSONParseError(
          message: "expected a string, found \(field.value.typeName)",
          location: field.value.location, path: path + "." + field.key)
      default: continue
      }
    }
    guard let filename, !filename.isEmpty else { return nil }
    return Entry(filename: filename, idiom: idiom, scale: scale, anyAppearance: anyAppearance)
  }

  /// The entry UIKit would pick on an iPhone at `scale`: the "any" appearance, universal idiom
  /// (iphone when no universal entry has a file), and of those the scale closest to `scale`, the
  /// larger on a tie (scaling down loses less than scaling up). A single-scale entry fits any.
  public func entry(forScale scale: Double) -> Entry? {
    let usable = entries.filter(\.anyAppearance)
    var candidates = usable.filter { $0.idiom == "universal" }
    if candidates.isEmpty { candidates = usable.filter { $0.idiom == "iphone" } }
    return candidates.min { a, b in
      let da = abs((a.scale ?? scale) - scale)
      let db = abs((b.scale ?? scale) - scale)
      if da != db { return da < db }
      return (a.scale ?? 1) > (b.scale ?? 1)
    }
  }
}
