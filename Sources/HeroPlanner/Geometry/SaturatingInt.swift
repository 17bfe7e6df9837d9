extension Int {
  /// The one guarded conversion from a coordinate, length or count to an integer: `Int(_:)`
  /// traps on NaN, infinities and anything past `Int.max`, which a perspective divide or an
  /// absurd scene can produce. Values are truncated toward zero as `Int(_:)` does, clamped to
  /// ±2⁴⁰ (far past any canvas, and still safe to add to or multiply by small numbers); NaN is 0.
  @inlinable @inline(__always)
  public init(saturating value: Double) {
    let limit = 1_099_511_627_776.0  // 2⁴⁰
    if value >= -limit && value <= limit {
      self.init(value)
    } else if value > limit {
      self = 1 << 40
    } else if value < -limit {
      self = -(1 << 40)
    } else {
      self = 0
    }
  }

  /// `Int(saturating: value.rounded(.down))` without a call into libm: baseline x86-64 has no
  /// rounding instruction, and this runs for every layer and every row of a frame.
  @inlinable @inline(__always)
  public init(saturatingFloor value: Double) { self = Self.saturatingRounded(value, up: false) }

  /// `Int(saturating: value.rounded(.up))` without a call into libm (see `saturatingFloor`).
  @inlinable @inline(__always)
  public init(saturatingCeiling value: Double) { self = Self.saturatingRounded(value, up: true) }

  /// Truncated, then moved one whole step where that went the wrong way; beyond ±2⁴⁰ (and
  /// for NaN), as `Int(saturating:)`.
  @inlinable @inline(__always)
  static func saturatingRounded(_ value: Double, up: Bool) -> Int {
    let limit = 1_099_511_627_776.0  // 2⁴⁰
    guard value >= -limit && value <= limit else { return Int(saturating: value) }
    let whole = Int(value)
    if up { return Double(whole) < value ? whole + 1 : whole }
    return Double(whole) > value ? whole - 1 : whole
  }
}
