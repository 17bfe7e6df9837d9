/// Prints a number the shortest way that parses back to the same value: `1` not `1.0`, `0.5`, `-0.333…`.
///
/// Used everywhere a number is printed for people (modifiers, plans), so output stays stable.
/// Integers up to 10^15 print without a point; others as Swift prints a `Double`, the shortest
/// form that reads back. Written on the stack through `ByteBuffer`'s number writer, which
/// skips Swift's general printer for short decimals (most of what plans print).
public func formatNumber(_ value: Double) -> String {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteBuffer.longestNumber) { buffer in
    guard let start = buffer.baseAddress else { return "\(value)" }
    let length = ByteBuffer.write(value, to: start)
    return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
  }
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
