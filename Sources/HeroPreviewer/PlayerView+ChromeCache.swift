import HeroPlanner
import HeroRaster

/// The chrome composed only when what it shows changes: the marks row once per plan and width,
/// the help box once per size and scroll position, the status line once per everything it
/// shows but the moving numbers. While playing, the
/// percentage and the time change every frame; the line is laid out once with stand-ins of
/// the same widths, and each frame writes the digits over them, so the 60 Hz path builds no
/// strings.
struct ChromeCache {
  /// The marks row's cells, for `marksKey`.
  var marks: [Cell] = []
  var marksKey: MarksKey?
  /// The status line with stand-ins for the moving numbers, for `statusKey`.
  var status: [Unicode.Scalar] = []
  var statusKey: StatusKey?
  /// The help box's rows and where it goes, for `helpKey`.
  var help: [[Unicode.Scalar]] = []
  var helpOrigin = (x: 0, y: 0)
  var helpKey: HelpKey?
  /// The notice fitted to the width, for `noticeKey` (a notice stays up while playing).
  var notice = ""
  var noticeKey: NoticeKey?

  struct NoticeKey: Hashable {
    var text: String
    var columns: Int
    var unicode: Bool
  }

  struct HelpKey: Hashable {
    var columns: Int
    var rows: Int
    var scroll: Int
    var unicode: Bool
  }

  struct MarksKey: Hashable {
    var columns: Int
    var unicode: Bool
  }

  /// Everything the status line shows, the moving numbers by their widths (what comes from
  /// the plan is forgotten with it: `planChanged`).
  struct StatusKey: Hashable {
    var width: Int
    var unicode: Bool
    var motion: PlayerState.Motion
    var reversed: Bool
    var speed: Double
    var loop: Bool
    var pingPong: Bool
    var threeD: Double?
    var transitionIndex: Int
    var transitionCount: Int
    var percentDigits: Int
    var timeScalars: Int
    /// Edited views not yet written (`2 unsaved`).
    var unsaved: Int
  }

  /// Forgets everything (a new plan).
  mutating func planChanged() {
    marksKey = nil
    statusKey = nil
  }

  /// Stand-ins for the k-th digit of the percentage and the k-th character of the time, in a
  /// private-use plane no scene text reaches the status line with (names are sanitised).
  static let percentStandIn: UInt32 = 0xF_0000
  static let timeStandIn: UInt32 = 0xF_0100
}

extension PlayerView {
  /// The marks row, from the cache when the plan and width are the same.
  static func drawMarks(
    _ plan: TransitionPlan, layout: PlayerLayout, glyphs: Glyphs, into canvas: inout Canvas,
    cache: inout ChromeCache
  ) {
    let key = ChromeCache.MarksKey(columns: layout.columns, unicode: glyphs.unicode)
    if cache.marksKey != key || cache.marks.count != layout.columns {
      var row = Canvas(
        columns: layout.columns, rows: layout.marksRow + 1, fill: Cell(background: Style.chrome))
      drawMarks(plan, layout: layout, glyphs: glyphs, into: &row)
      cache.marks = (0..<layout.columns).map { row[$0, layout.marksRow] }
      cache.marksKey = key
    }
    for column in 0..<layout.columns where cache.marks[column] != Cell(background: Style.chrome) {
      canvas[column, layout.marksRow] = cache.marks[column]
    }
  }

  /// The status line, laid out again only when something but the moving numbers changed.
  static func drawStatusLine(
    _ state: PlayerState, plan: TransitionPlan, layout: PlayerLayout, glyphs: Glyphs,
    into canvas: inout Canvas, cache: inout ChromeCache
  ) {
    let percent = Int((state.progress * 100).rounded())
    let hundredths = Int((max(0, state.sampleFraction * plan.totalDuration) * 100).rounded())
    let whole = hundredths / 100
    let timeScalars = digitCount(whole) + 3
    let key = ChromeCache.StatusKey(
      width: layout.columns, unicode: glyphs.unicode, motion: state.motion,
      reversed: state.reversed, speed: state.speed, loop: state.loop,
      pingPong: state.pingPong, threeD: state.threeD,
      transitionIndex: state.transitionIndex, transitionCount: state.transitionCount,
      percentDigits: digitCount(percent), timeScalars: timeScalars, unsaved: state.unsavedCount)
    if cache.statusKey != key {
      var percentText = String.UnicodeScalarView()
      for k in 0..<key.percentDigits {
        percentText.append(Unicode.Scalar(ChromeCache.percentStandIn + UInt32(k)) ?? "0")
      }
      var timeText = String.UnicodeScalarView()
      for k in 0..<timeScalars {
        timeText.append(Unicode.Scalar(ChromeCache.timeStandIn + UInt32(k)) ?? "0")
      }
      let line = statusLine(
        state, plan: plan, width: layout.columns, glyphs: glyphs, percent: String(percentText),
        time: String(timeText))
      cache.status = Array(line.unicodeScalars)
      cache.statusKey = key
    }
    let y = layout.statusRow
    for x in 0..<min(cache.status.count, canvas.columns) {
      let scalar = cache.status[x]
      var glyph = scalar
      let value = scalar.value
      if value >= ChromeCache.percentStandIn && value < ChromeCache.percentStandIn + 16 {
        glyph = digit(percent, at: Int(value - ChromeCache.percentStandIn), of: key.percentDigits)
      } else if value >= ChromeCache.timeStandIn && value < ChromeCache.timeStandIn + 32 {
        let k = Int(value - ChromeCache.timeStandIn)
        let wholeDigits = timeScalars - 3
        if k < wholeDigits {
          glyph = digit(whole, at: k, of: wholeDigits)
        } else if k == wholeDigits {
          glyph = "."
        } else {
          glyph = digit(hundredths % 100, at: k - wholeDigits - 1, of: 2)
        }
      }
      canvas[x, y] = Cell(glyph: glyph, foreground: Style.text, background: Style.chrome)
    }
  }

  static func digitCount(_ value: Int) -> Int {
    var count = 1
    var rest = abs(value)
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The k-th of `count` decimal digits of `value` (zero-padded on the left).
  static func digit(_ value: Int, at k: Int, of count: Int) -> Unicode.Scalar {
    var rest = abs(value)
    for _ in 0..<(count - 1 - k) { rest /= 10 }
    return Unicode.Scalar(UInt8(ascii: "0") + UInt8(rest % 10))
  }
}
