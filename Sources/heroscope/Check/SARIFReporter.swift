import HeroPlanner

/// SARIF 2.1.0, as GitHub code scanning takes it: one run, the tool with every rule (id, short
/// description, default level), and a result per finding with its rule id and index, level,
/// message and physical location (the file as a relative URI; the region where known).
enum SARIFReporter: FindingReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  static func report(_ findings: [CheckFinding], summary: CheckSummary) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.key("$schema")
    w.string(schema)
    w.key("version")
    w.string("2.1.0")
    w.key("runs")
    w.beginArray(oneLine: false)
    w.beginObject()
    writeTool(&w)
    w.key("results")
    w.beginArray(oneLine: false)
    for finding in findings { writeResult(finding, &w) }
    w.endArray()
    w.endObject()
    w.endArray()
    w.endObject()
    w.append(terminator: "\n")
    return String(decoding: w.finish(), as: UTF8.self)
  }

  private static func writeTool(_ w: inout JSONWriter) {
    w.key("tool")
    w.beginObject()
    w.key("driver")
    w.beginObject()
    w.key("name")
    w.string("heroscope")
    w.key("rules")
    w.beginArray(oneLine: false)
    for rule in FindingRule.allCases {
      w.beginObject()
      w.key("id")
      w.string(rule.id)
      w.key("shortDescription")
      w.beginObject()
      w.key("text")
      w.string(rule.meaning)
      w.endObject()
      w.key("defaultConfiguration")
      w.beginObject()
      w.key("level")
      w.string(level(rule.defaultSeverity))
      w.endObject()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    w.endObject()
  }

  private static func writeResult(_ finding: CheckFinding, _ w: inout JSONWriter) {
    w.beginObject()
    w.key("ruleId")
    w.string(finding.rule.id)
    w.key("ruleIndex")
    w.integer(FindingRule.allCases.firstIndex(of: finding.rule))
    w.key("level")
    w.string(level(finding.severity))
    w.key("message")
    w.beginObject()
    w.key("text")
    w.string(finding.message + finding.context)
    w.endObject()
    w.key("locations")
    w.beginArray(oneLine: false)
    w.beginObject()
    w.key("physicalLocation")
    w.beginObject()
    w.key("artifactLocation")
    w.beginObject()
    w.key("uri")
    w.string(uri(finding.file))
    w.endObject()
    if let line = finding.line {
      w.key("region")
      w.beginObject()
      w.key("startLine")
      w.integer(line)
      if let column = finding.column {
        w.key("startColumn")
        w.integer(column)
      }
      w.endObject()
    }
    w.endObject()
    w.endObject()
    w.endArray()
    w.endObject()
  }

  static func level(_ severity: PlanFinding.Severity) -> String {
    severity == .error ? "error" : "warning"
  }

  /// A file path as a URI reference (RFC 3986): unreserved characters and `/` as they are,
  /// every other byte of its UTF-8 as `%XX`.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
