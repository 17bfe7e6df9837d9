import HeroPlanner

/// Keys whose value is one of a few names, and a view's own transform.
extension SceneDecoder {
  /// One of an enum's names (`label`, `center`, `overFullScreen`), with the nearest one when
  /// it looks like a typo.
  func choice<T: RawRepresentable & CaseIterable>(
    _ value: JSONValue, path: @autoclosure () -> String, what: String
  ) throws(SceneLoadError) -> T where T.RawValue == String {
    let text = try string(value, path: path())
    if let found = T(rawValue: text) { return found }
    let names = T.allCases.map(\.rawValue)
    var message = "unknown \(what) \(quotedForMessage(text)); use " + names.joined(separator: ", ")
    if let near = NearestName.nearest(to: text, in: names) {
      message += " (did you mean '\(near)'?)"
    }
    throw error(message, at: value, path: path())
  }

  /// A view's own transform, written as transform modifiers in either syntax
  /// (`scale(0.96) rotate(0.1)`); any other modifier is an error.
  func ownTransform(_ value: JSONValue, path: @autoclosure () -> String) throws(SceneLoadError)
    -> (Transform3D, String)
  {
    let text = try string(value, path: path())
    let list = try modifiers(value, path: path())
    var state = TargetState()
    for modifier in list {
      switch modifier {
      case .translate, .scale, .rotate, .perspective, .transform:
        state.append(modifier)
      default:
        throw error(
          "a view's transform takes translate, scale, rotate, perspective or transform, "
            + "not '\(modifier.hero)'", at: value, path: path())
      }
    }
    return (state.transform ?? .identity, text)
  }
}
