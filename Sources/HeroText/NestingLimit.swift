/// How deep what a reader reads may nest: the one guard every recursive reader of heroscope
/// shares (both modifier readers, animation strings, interaction scripts, JSON and captures,
/// storyboard XML), so that no input can run a reader, or the code that walks and frees what it
/// built, off the end of the stack.
///
/// A reader enters a level as it opens one (a bracket, a call, an operand, an element) and
/// refuses the input there, with its own located error, when `enter()` says no; nothing deeper
/// than `maximum` is ever built.
public struct NestingLimit: Hashable, Sendable {
  /// Modifier expressions, both syntaxes: far beyond any real modifier (a handful of levels),
  /// far below what a recursive descent and the tree walks after it can take.
  public static let expressions = NestingLimit(maximum: 64)
  /// JSON arrays and objects (scenes, captures, saved plans): a 500-level view tree is two
  /// levels a view. The JSON reader keeps its open values on the heap; the limit bounds the
  /// code that walks the values afterwards.
  public static let json = NestingLimit(maximum: 1_024)
  /// Storyboard XML elements: a view nests two elements deep (`view` → `subviews` → `view`), so
  /// the 200 views `ViewMapper` maps fit with room for the document around them.
  public static let xml = NestingLimit(maximum: 512)

  /// The deepest level allowed; level 1 is the outermost.
  public let maximum: Int
  /// How many levels are open now.
  public private(set) var depth = 0

  public init(maximum: Int) { self.maximum = maximum }

  /// One level deeper; false (and no level entered) when that would pass `maximum`.
  public mutating func enter() -> Bool {
    guard depth < maximum else { return false }
    depth += 1
    return true
  }

  /// Leaves the innermost level.
  public mutating func leave() { depth = max(0, depth - 1) }

  /// Back to a depth entered earlier (a reader that unwinds several levels at once).
  public mutating func reset(to depth: Int) { self.depth = min(max(0, depth), maximum) }

  /// The words every reader's error uses: "nesting is deeper than 64 levels".
  public var refusal: String { "nesting is deeper than \(maximum) levels" }
}
