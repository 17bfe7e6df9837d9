import Foundation

/// A plan as `plan --json` writes it, read back: what `heroscope diff` compares. A live scene
/// is planned and written as that JSON first, so a saved plan and a scene compare alike.
struct PlanDocument {
  var totalDuration: Double?
  var animation: String?
  var views: [DiffView]

  /// Reads `plan --json` output; nil when the text is not one (a scene, say).
  init?(json bytes: [UInt8]) {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      object["totalDuration"] != nil, let views = object["views"] as? [[String: Any]]
    else { return nil }
    totalDuration = object["totalDuration"] as? Double
    animation = object["animation"] as? String
    self.views = views.map(DiffView.init)
  }
}

/// One view of a plan, with the fields a diff compares.
struct DiffView {
  var screen: String
  var name: String
  var heroID: String?
  var path: [Int]
  var sourcePath: String
  var included: Bool
  var matched: Bool
  var matchedWith: String?
  var coordinateSpace: String
  var animates: Bool
  var delay: Double?
  var duration: Double?
  var timingFunction: [Double]?
  /// Stiffness and damping.
  var spring: [Double]?
  var arc: Double?
  var start: DiffLayer?
  var end: DiffLayer?

  init(_ json: [String: Any]) {
    screen = json["screen"] as? String ?? ""
    name = json["name"] as? String ?? ""
    heroID = json["heroID"] as? String
    path = (json["path"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue }
    sourcePath = json["sourcePath"] as? String ?? ""
    included = json["included"] as? Bool ?? true
    matched = json["matched"] as? Bool ?? false
    matchedWith = json["matchedWith"] as? String
    coordinateSpace = json["coordinateSpace"] as? String ?? ""
    animates = json["animates"] as? Bool ?? false
    delay = json["delay"] as? Double
    duration = json["duration"] as? Double
    timingFunction = json["timingFunction"] as? [Double]
    if let spring = json["spring"] as? [String: Any],
      let stiffness = spring["stiffness"] as? Double, let damping = spring["damping"] as? Double
    {
      self.spring = [stiffness, damping]
    }
    arc = json["arc"] as? Double
    start = (json["start"] as? [String: Any]).map(DiffLayer.init)
    end = (json["end"] as? [String: Any]).map(DiffLayer.init)
  }
}

/// A view's layer at the start or the end of the transition.
struct DiffLayer {
  var position: [Double]
  var size: [Double]
  var transform: [Double]
  var opacity: Double?
  var cornerRadius: Double?
  var color: String?
  /// The place in the frame's draw order, 0 at the bottom (its rank among the views of both
  /// plans is what a diff compares, so an inserted view does not move every other).
  var layer: Int?

  init(_ json: [String: Any]) {
    position = json["position"] as? [Double] ?? []
    size = json["size"] as? [Double] ?? []
    transform = json["transform"] as? [Double] ?? []
    opacity = json["opacity"] as? Double
    cornerRadius = json["cornerRadius"] as? Double
    color = json["color"] as? String
    layer = (json["layer"] as? NSNumber)?.intValue
  }
}
