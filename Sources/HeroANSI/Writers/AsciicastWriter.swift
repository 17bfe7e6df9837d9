import HeroPlanner
import HeroRaster

/// Records a transition as an asciicast v2 file: a JSON header line, then one
/// `[time, "o", data]` event per frame that writes only the cells that changed, playing the
/// whole transition (up to `RecordingLimit.longest`) and then holding the last frame for half a
/// second; with `pingPong`, the transition plays back to its start before the hold; at `speed`
/// (0.5 takes twice the transition's time).
public enum AsciicastWriter {
  /// How long the last frame stays on screen after the transition ends.
  public static let hold = RecordingLimit.hold

  public static func record(
    _ plan: TransitionPlan, columns: Int, rows: Int, fps: Int, timestamp: Int,
    options: RasterOptions = RasterOptions(), pingPong: Bool = false, speed: Double = 1
  ) -> String {
    var lines: [String] = []
    let header = [
      "\"version\": 2", "\"width\": \(columns)", "\"height\": \(rows)",
      "\"timestamp\": \(timestamp)",
      "\"title\": \(jsonStringLiteral(TerminalText.cells(plan.sceneName)))",
      "\"env\": {\"TERM\": \"xterm-256color\"}",
    ]
    lines.append("{" + header.joined(separator: ", ") + "}")
    let schedule = RecordingSchedule(plan, fps: fps, speed: speed, pingPong: pingPong)
    var previous: Canvas?
    var lastTime = 0.0
    var buffers = RasterBuffers()
    var raster = Raster()
    for moment in schedule.moments {
      let time = moment.playback
      let frame = plan.sample(time: moment.transition)
      Rasteriser.render(
        frame, columns: columns, rows: rows, options: options, buffers: &buffers, into: &raster)
      let canvas = raster.canvas
      var data = ANSIWriter.diff(from: previous, to: canvas)
      if previous == nil { data = "\u{1B}[?25l" + data }
      previous = canvas
      lastTime = time
      lines.append(event(time, data))
    }
    // Park the cursor below the picture and show it again, half a second later.
    lines.append(event(lastTime + hold, "\u{1B}[\(rows);1H\u{1B}[?25h"))
    return lines.joined(separator: "\n") + "\n"
  }

  static func event(_ time: Double, _ data: String) -> String {
    "[\(formatNumber(time, decimals: 6)), \"o\", \(jsonStringLiteral(data))]"
  }
}
