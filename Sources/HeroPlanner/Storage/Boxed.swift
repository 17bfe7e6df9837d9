/// A large value kept behind one shared, immutable reference: copying the struct that holds it
/// costs a retain instead of a copy of the value. A write replaces the box, so a copy never
/// sees another's change. Planned views hold their animation, target state and scene view this
/// way: inline they made each view ~2.9 KB, copied whenever a plan's views were.
@propertyWrapper
public struct Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  public init(wrappedValue: Value) { box = Box(wrappedValue) }

  /// Read in place: `node.view.heroID` reads one field without copying the whole value out.
  public var wrappedValue: Value {
    _read { yield box.value }
    set { box = Box(newValue) }
  }

  public static func == (a: Boxed, b: Boxed) -> Bool {
    a.box === b.box || a.box.value == b.box.value
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// `Boxed` for an optional that is usually nil: nil takes no allocation at all (most views of a
/// big scene have no animation and no target state).
@propertyWrapper
public struct BoxedOptional<Wrapped: Hashable & Sendable>: Hashable, Sendable {
  private var box: Boxed<Wrapped>?

  public init(wrappedValue: Wrapped?) { box = wrappedValue.map { Boxed(wrappedValue: $0) } }

  /// Whether it holds nothing, without copying what it holds out of the box.
  public var isNil: Bool { box == nil }

  /// Reads part of the value in place: `wrappedValue` copies the whole value out of its box.
  public func read<Result>(_ body: (Wrapped) -> Result) -> Result? {
    guard let box else { return nil }
    return body(box.wrappedValue)
  }

  public var wrappedValue: Wrapped? {
    get { box?.wrappedValue }
    set { box = newValue.map { Boxed(wrappedValue: $0) } }
  }
}
