import Foundation
import HeroPlanner

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element as parsed, for checking SVG output.
final class XMLNode {
  let name: String
  let attributes: [String: String]
  var children: [XMLNode] = []
  var text = ""
  weak var parent: XMLNode?

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// Every element below this one, depth first, in document order.
  var descendants: [XMLNode] { children.flatMap { [$0] + $0.descendants } }

  func all(_ name: String) -> [XMLNode] { descendants.filter { $0.name == name } }

  /// The numbers in an attribute (path data, points, transforms).
  func numbers(_ attribute: String) -> [Double] {
    Self.numbers(in: attributes[attribute] ?? "")
  }

  static func numbers(in text: String) -> [Double] {
    var out: [Double] = []
    var current = ""
    for c in text {
      if c.isNumber || c == "." || (c == "-" && current.isEmpty) {
        current.append(c)
      } else {
        if let v = Double(current) { out.append(v) }
        current = c == "-" ? "-" : ""
      }
    }
    if let v = Double(current) { out.append(v) }
    return out
  }
}

/// Parses a document with Foundation's XML parser; nil (with the parser's error) when it is
/// not well-formed.
final class XMLTree: NSObject, XMLParserDelegate {
  let root = XMLNode(name: "#document", attributes: [:])
  private var current: XMLNode
  private(set) var error: Error?

  private override init() {
    current = root
    super.init()
  }

  static func parse(_ text: String) -> (root: XMLNode?, error: Error?) {
    let tree = XMLTree()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = tree
    let ok = parser.parse()
    return (ok ? tree.root.children.first : nil, parser.parserError ?? tree.error)
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let node = XMLNode(name: name, attributes: attributes)
    node.parent = current
    current.children.append(node)
    current = node
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    current = current.parent ?? root
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { current.text += string }
}

/// `#rrggbb` of a colour, as the SVG writes fills.
func hexRGB(_ c: RGBAColor) -> String { String(c.hexRGBA.prefix(7)) }
