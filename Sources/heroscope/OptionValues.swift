import HeroCommandLine
import HeroPlanner
import HeroPreviewer

/// `--size COLSxROWS`: a terminal canvas in character cells.
struct CanvasSize: Equatable {
  var columns: Int
  var rows: Int

  /// What `frame` and `record` draw at without `--size`.
  static let standard = CanvasSize(columns: 100, rows: 40)
}

/// How heroscope's option values read, beside HeroCommandLine's numbers and choices.
extension ValueParser where Value == CanvasSize {
  /// `100x40`: 1 to 2000 columns, 1 to 1000 rows.
  static var canvasSize: Self {
    Self(valueName: "COLSxROWS", expected: "COLSxROWS such as 100x40") { text throws(ValueError) in
      let parts = text.lowercased().split(separator: "x")
      guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
        (1...2000).contains(columns), (1...1000).contains(rows)
      else { throw ValueError() }
      return CanvasSize(columns: columns, rows: rows)
    }
  }
}

extension ValueParser where Value == Double {
  /// `--speed S`: one of the previewer's speed steps (`0.5` or `0.5x`).
  static var playbackSpeed: Self {
    let steps = PlayerState.speeds.map { formatNumber($0) }.joined(separator: ", ")
    return Self(valueName: "S", expected: "one of \(steps)") { text throws(ValueError) in
      guard let speed = Double(text.hasSuffix("x") ? String(text.dropLast()) : text),
        PlayerState.speeds.contains(speed)
      else { throw ValueError() }
      return speed
    }
  }
}

extension ValueParser where Value == AnimationType {
  /// `--animation TYPE` in Hero's syntax; a parse error keeps its caret diagram.
  static var animationType: Self {
    Self(valueName: "TYPE", expected: "an animation type") { text throws(ValueError) in
      do throws(ModifierParseError) {
        return try AnimationType.parse(text)
      } catch {
        throw ValueError(message: "\(error.description)\n\(error.diagram)")
      }
    }
  }
}
