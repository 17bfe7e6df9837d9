import HeroPlanner

/// Clip paths and blur filters, each written once however many layers use it.
struct SVGDefinitions {
  var size: Size
  private var ids: [String: String] = [:]
  private var markup = ""

  init(size: Size) { self.size = size }

  /// The id of a clip path holding `shape` (a polygon element).
  mutating func clip(_ shape: String) -> String {
    define("c", shape) { "<clipPath id=\"\($0)\">\(shape)</clipPath>" }
  }

  /// The id of a blur filter with `blur` (an feGaussianBlur element), over the whole picture.
  mutating func filter(_ blur: String) -> String {
    let x = SVGMarkup.number(-size.width)
    let y = SVGMarkup.number(-size.height)
    let w = SVGMarkup.number(size.width * 3)
    let h = SVGMarkup.number(size.height * 3)
    return define("b", blur) {
      "<filter id=\"\($0)\" filterUnits=\"userSpaceOnUse\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\""
        + " height=\"\(h)\">\(blur)</filter>"
    }
  }

  private mutating func define(_ prefix: String, _ key: String, _ make: (String) -> String)
    -> String
  {
    let full = prefix + key
    if let id = ids[full] { return id }
    let id = "\(prefix)\(ids.count)"
    ids[full] = id
    markup += make(id) + "\n"
    return id
  }

  /// Embedded images by key and size, each encoded once however many layers show it.
  private var uris: [String: String] = [:]

  /// The `data:` URI of an image at a size, made by `make` the first time.
  mutating func embedded(
    _ key: String, width: Int, height: Int, _ make: (Int, Int) -> String?
  ) -> String? {
    let id = "\(key)\u{0}\(width)x\(height)"
    if let uri = uris[id] { return uri }
    let uri = make(width, height)
    uris[id] = uri
    return uri
  }

  var rendered: String { markup.isEmpty ? "" : "<defs>\n\(markup)</defs>\n" }
}
