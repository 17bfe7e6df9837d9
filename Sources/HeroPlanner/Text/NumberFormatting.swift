/// Prints a number the shortest way that parses back to the same value: `1` not `1.0`, `0.5`, `-0.333…`.
///
/// Used everywhere a number is printed for people (modifiers, plans), so output stays stable.
public func formatNumber(_ value: Double) -> String {
  if value == 0 { return "0" }  // also folds -0 into 0
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}

/// Snaps arithmetic noise away (`0.15000000000000002` → `0.15`): rounds to a nanounit, far
/// below anything a transition can show, so sums of frames and cascade delays print cleanly.
public func tidy(_ value: Double) -> Double {
  guard value.isFinite, abs(value) < 1e6 else { return value }
  return (value * 1e9).rounded() / 1e9
}

/// Prints a number rounded to a number of decimals, without trailing zeros; for readable reports.
public func formatNumber(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  return formatNumber((value * scale).rounded() / scale)
}

extension String {
  /// Pads on the left to `width` characters (`"7"` → `"07"`), for hex codes.
  public func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
