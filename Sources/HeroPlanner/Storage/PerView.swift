/// One value for every view of both screens, in two dense arrays indexed like the view trees:
/// planning reads and writes these for every view, and hashing a `ViewRef` into a dictionary
/// for each access cost more than the rules themselves.
struct PerView<Value> {
  private var from: [Value]
  private var to: [Value]

  init(fromCount: Int, toCount: Int, _ value: Value) {
    from = Array(repeating: value, count: fromCount)
    to = Array(repeating: value, count: toCount)
  }

  init(from: [Value], to: [Value]) {
    self.from = from
    self.to = to
  }

  subscript(ref: ViewRef) -> Value {
    _read {
      if ref.screen == .from { yield from[ref.index] } else { yield to[ref.index] }
    }
    _modify {
      if ref.screen == .from { yield &from[ref.index] } else { yield &to[ref.index] }
    }
  }

  /// The values of one screen, indexed like its tree.
  subscript(side: ScreenSide) -> [Value] { side == .from ? from : to }
}
