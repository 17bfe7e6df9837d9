import Foundation
import HeroANSI
import HeroPlanner
import HeroRaster

// Benchmarks the frame path and the planner. For each scene size and canvas: sampling the plan,
// rasterising (arc overlay on), mapping the cells to the 256-colour palette as the previewer
// does, and diffing them against the previous frame; and planning time per scene size, matched
// or not, without and with notes (medians of 5). Times are this thread's CPU time (`--wall`: wall-clock time).
// `swift run -c release heroscope-bench [--json] [--quick] [--wall]`; `--compare FLOOR` instead
// plays the 1,000-view frames beside the plain C loop at FLOOR (`Scripts/bench-compare.sh`
// builds it and runs this); `--play [SCENE…]` draws the frames `heroscope play` draws, without a
// terminal (see `PlayFrames`).

var json = false
var quick = false
nonisolated(unsafe) var wall = false
/// Every frame's count of changed cells, summed: read at the end so the diff is really done.
nonisolated(unsafe) var changedCells = 0
/// `--views N`: only scenes of N views (repeatable), for profiling one size.
var onlyViews: [Int] = []
/// `--no-minimum`: the shortest encodings are not worked out (their columns show `-`), for
/// profiling the frame path alone.
nonisolated(unsafe) var minimum = true
/// `--matched yes` / `--matched no`: only the scenes with every view matched, or 10 %.
var matchedChoices = [false, true]
/// `--compare FLOOR`: the C loop to compare with (see `Comparison`).
var comparePath: String?
/// `--play [SCENE…]`: the frames play draws (see `PlayFrames`); no scene: the demo.
var playScenes: [String]?
/// `--cold`: with `--play`, every frame starts with caches another program has filled.
var coldCaches = false
/// `--paced`: with `--play`, frames 1/60 s apart with the thread asleep between them.
var pacedFrames = false
/// `--blitters`: only each blitter's frame time (the last table), quickly.
var blittersOnly = false
/// `--graphics`: only the pictures in the terminal against issue 33's budgets, quickly.
var graphicsOnly = false
/// `--images`: 20 photo views against the same frame with plain boxes (see `ImageFigures`).
var imagesOnly = false
var argumentList = Array(CommandLine.arguments.dropFirst())
while !argumentList.isEmpty {
  let argument = argumentList.removeFirst()
  switch argument {
  case "--json": json = true
  case "--quick": quick = true
  case "--wall": wall = true
  case "--no-minimum": minimum = false
  case "--matched" where ["yes", "no"].contains(argumentList.first ?? ""):
    matchedChoices = [argumentList.removeFirst() == "yes"]
  case "--views" where Int(argumentList.first ?? "") != nil:
    onlyViews.append(Int(argumentList.removeFirst()) ?? 0)
  case "--compare" where !(argumentList.first ?? "--").hasPrefix("-"):
    comparePath = argumentList.removeFirst()
  case "--blitters": blittersOnly = true
  case "--graphics": graphicsOnly = true
  case "--images": imagesOnly = true
  case "--cold": coldCaches = true
  case "--paced": pacedFrames = true
  case "--play":
    playScenes = []
    while let scene = argumentList.first, !scene.hasPrefix("-") {
      playScenes?.append(argumentList.removeFirst())
    }
  default:
    // An option that is known but whose value is missing or wrong says so, not "unknown".
    let values = ["--matched": "yes or no", "--views": "a number", "--compare": "a path"]
    let shown = TerminalText.escaped(argument)
    let problem = values[argument].map { "\(shown) needs \($0)" } ?? "unknown option '\(shown)'"
    FileHandle.standardError.write(
      Data(
        ("heroscope-bench: \(problem)\n"
          + "usage: heroscope-bench [--json] [--quick] [--wall] [--no-minimum] [--matched yes|no] [--views N]…\n"
          + "       heroscope-bench --compare FLOOR [--wall] [--no-minimum] [--views N]\n"
          + "       heroscope-bench --play [SCENE.json…] [--cold] [--paced] [--wall]\n"
          + "       heroscope-bench --blitters [--wall]\n"
          + "       heroscope-bench --graphics [--wall]\n"
          + "       heroscope-bench --images [--quick] [--wall]\n")
          .utf8))
    exit(2)
  }
}
// Each mode takes only its own options: one given to another mode is an error, not ignored.
let playOnly = ["--cold": coldCaches, "--paced": pacedFrames].filter(\.value).map(\.key)
let tableOnly = [
  "--json": json, "--quick": quick, "--no-minimum": !minimum,
  "--matched": matchedChoices.count == 1,
].filter(\.value).map(\.key)
let misplaced =
  playScenes != nil
  ? tableOnly + (comparePath != nil ? ["--compare"] : []) + (onlyViews.isEmpty ? [] : ["--views"])
  : playOnly + (comparePath != nil ? tableOnly.filter { $0 != "--no-minimum" } : [])
if let option = misplaced.sorted().first {
  let mode = playScenes != nil ? "--play" : comparePath != nil ? "--compare" : "the table"
  FileHandle.standardError.write(
    Data("heroscope-bench: \(option) is not an option of \(mode)\n".utf8))
  exit(2)
}

let clock = ContinuousClock()

/// How long `body` takes, in seconds: this thread's CPU time by default, so other processes on
/// a shared machine (which preempt the benchmark for whole time slices) do not count; wall
/// time with `--wall`.
func measure(_ body: () -> Void) -> Double {
  guard !wall else {
    let d = clock.measure(body)
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }
  func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
  let start = now()
  body()
  return now() - start
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))
  return sorted[index]
}

if let playScenes {
  do {
    let plays =
      try playScenes.isEmpty ? [PlayFrames.demo()] : playScenes.map { try PlayFrames.load($0) }
    print(
      PlayFrames.report(
        plays.map {
          var play = $0
          play.cold = coldCaches
          play.paced = pacedFrames
          return play.run()
        }, wall: wall))
  } catch {
    FileHandle.standardError.write(
      Data("heroscope-bench: \(TerminalText.escaped("\(error)"))\n".utf8))
    exit(1)
  }
  exit(0)
}

if let comparePath {
  let comparison = Comparison(
    views: onlyViews.first ?? 1_000, columns: 200, rows: 60, frameCount: 120)
  do {
    // The first frames first, while nothing has warmed the process up.
    let firstFrames = try [ColorMode.palette256, .direct].map {
      ($0, try comparison.firstDemoFrame(mode: $0))
    }
    let rows = try comparison.run(floor: comparePath, minimum: minimum)
    print(comparison.report(rows, firstFrames: firstFrames, wall: wall))
  } catch {
    FileHandle.standardError.write(
      Data("heroscope-bench: \(TerminalText.escaped("\(error)"))\n".utf8))
    exit(1)
  }
  exit(0)
}

if graphicsOnly {
  if let option =
    (tableOnly + playOnly + (comparePath != nil ? ["--compare"] : [])
    + (blittersOnly ? ["--blitters"] : [])).sorted().first
  {
    FileHandle.standardError.write(
      Data("heroscope-bench: \(option) is not an option of --graphics\n".utf8))
    exit(2)
  }
  do {
    print(try GraphicsFigures.measureDemo(pictures: PictureFigures.measureDemo()).table)
  } catch {
    FileHandle.standardError.write(
      Data("heroscope-bench: \(TerminalText.escaped("\(error)"))\n".utf8))
    exit(1)
  }
  exit(0)
}

if imagesOnly {
  print(ImageFigures.measureBoth(quick: quick).table, terminator: "")
  exit(0)
}

if blittersOnly {
  if let option = (tableOnly + playOnly + (comparePath != nil ? ["--compare"] : [])).sorted().first
  {
    FileHandle.standardError.write(
      Data("heroscope-bench: \(option) is not an option of --blitters\n".utf8))
    exit(2)
  }
  print(BlitterFigures.table(BlitterFigures.measureAll(quick: false)), terminator: "")
  exit(0)
}

struct FrameFigures {
  var scene: String
  var views: Int
  var matched: Bool
  var columns: Int
  var rows: Int
  var layers: Int
  var sample: [Double] = []
  var raster: [Double] = []
  var map: [Double] = []
  var diff: [Double] = []
  var total: [Double] = []
  var encode: [Double] = []
  var bytes: [Double] = []
  /// Nil above 1,000 views: the shortest encodings are not worked out there (with them the
  /// whole benchmark did not finish in 12 minutes).
  var encoding: EncodeFigures?

  func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) * 1000 }
}

/// One plan drawn as the previewer draws it, frame after frame: the sampler's, the rasteriser's
/// and the colour map's storage reused, the cells on screen kept to find what changed.
struct FrameDrawing {
  let columns: Int
  let rows: Int
  let frames: Int
  var sampler: FrameSampler
  var frame = Frame.empty
  var buffers = RasterBuffers()
  var raster = Raster()
  var mapper = CellMapper(mode: .palette256, unicode: true)
  var cells: [TerminalCell] = []
  var onScreen: [TerminalCell] = []
  var encoder: FrameEncoder

  init(_ plan: TransitionPlan, columns: Int, rows: Int, frames: Int) {
    (self.columns, self.rows, self.frames) = (columns, rows, frames)
    sampler = FrameSampler(plan)
    encoder = FrameEncoder(mode: .palette256, columns: columns)
  }

  mutating func sample(_ index: Int) {
    sampler.sample(at: Double(index) / Double(max(1, frames - 1)), into: &frame)
  }

  mutating func render() {
    Rasteriser.render(
      frame, columns: columns, rows: rows, options: RasterOptions(arcs: true), buffers: &buffers,
      into: &raster)
  }

  mutating func map() { mapper.map(raster.canvas, into: &cells) }

  /// Puts the changed cells into the encoder, as the previewer does (`end` finishes the frame).
  mutating func putChanges() {
    encoder.begin()
    for index in cells.indices
    where onScreen.count != cells.count || onScreen[index] != cells[index] {
      encoder.put(cells[index], column: index % columns, row: index / columns)
    }
  }

  /// The frame is on screen now.
  mutating func shown() { swap(&onScreen, &cells) }
}

/// Plays the transition across `frames` evenly spaced progress points at one canvas size.
func measureFrames(
  _ plan: TransitionPlan, views: Int, matched: Bool, columns: Int, rows: Int, frames: Int
) -> FrameFigures {
  var figures = FrameFigures(
    scene: plan.sceneName, views: views, matched: matched, columns: columns, rows: rows, layers: 0)
  var drawing = FrameDrawing(plan, columns: columns, rows: rows, frames: frames)
  var layerCount = 0
  for i in 0..<frames {
    let sampleTime = measure { drawing.sample(i) }
    layerCount += drawing.frame.layers.count
    let rasterTime = measure { drawing.render() }
    let mapTime = measure { drawing.map() }
    var changed = 0
    let diffTime = measure {
      let (cells, onScreen) = (drawing.cells, drawing.onScreen)
      if onScreen.count != cells.count {
        changed = cells.count
      } else {
        for index in cells.indices where onScreen[index] != cells[index] { changed += 1 }
      }
    }
    // Used, so the compiler cannot drop the diff as dead code.
    changedCells &+= changed
    // What the previewer writes for the change: cursor moves, colours and glyphs of the
    // changed cells (timed apart, not in the total).
    let encodeTime = measure {
      drawing.putChanges()
      drawing.encoder.end()
    }
    figures.encode.append(encodeTime)
    figures.bytes.append(Double(drawing.encoder.bytes.count))
    drawing.shown()
    let s = [sampleTime, rasterTime, mapTime, diffTime]
    figures.sample.append(s[0])
    figures.raster.append(s[1])
    figures.map.append(s[2])
    figures.diff.append(s[3])
    figures.total.append(s.reduce(0, +))
  }
  figures.layers = layerCount / max(1, frames)
  if minimum && views <= 1_000 {
    figures.encoding = shortestEncodings(plan, columns: columns, rows: rows, frames: frames)
  }
  return figures
}

/// The same frames drawn again, untimed, each change encoded beside its shortest encoding: the
/// minimum's dynamic program runs apart from the timed loop, whose caches it would otherwise
/// flush between frames (it made the frames measure up to twice as slow).
func shortestEncodings(_ plan: TransitionPlan, columns: Int, rows: Int, frames: Int)
  -> EncodeFigures
{
  var figures = EncodeFigures()
  var drawing = FrameDrawing(plan, columns: columns, rows: rows, frames: frames)
  for i in 0..<frames {
    drawing.sample(i)
    drawing.render()
    drawing.map()
    drawing.putChanges()
    figures.record(&drawing.encoder) { $0.end() }
    drawing.shown()
  }
  return figures
}

func number(_ value: Double) -> String { String(format: "%.3f", value) }

let viewCounts =
  !onlyViews.isEmpty ? onlyViews : quick ? [10, 100, 1_000] : [10, 100, 1_000, 10_000]
let sizes = quick ? [(200, 60)] : [(80, 24), (200, 60), (400, 120)]
var frameRows: [FrameFigures] = []
var planRows: [(views: Int, matched: Bool, ms: Double, notesMs: Double)] = []

/// The median CPU time of planning `scene` five times: without notes as `frame`, `record`,
/// `check` and the previewer plan, or with them (`explains`) as `plan` does.
func planningTime(_ scene: Scene, explains: Bool) -> Double {
  var times: [Double] = []
  var previous: TransitionPlan?
  for _ in 0..<5 {
    var planned: TransitionPlan?
    times.append(measure { planned = Planner.plan(scene, options: .init(explains: explains)) })
    // The plan before is freed here, outside the timed part.
    previous = planned
  }
  withExtendedLifetime(previous) {}
  return percentile(times.sorted(), 0.5) * 1000
}
for matched in [false, true] {
  guard matchedChoices.contains(matched) else { continue }
  for count in viewCounts {
    let scene = benchmarkScene(views: count, allMatched: matched)
    let notesMs = planningTime(scene, explains: true)
    let planMs = planningTime(scene, explains: false)
    planRows.append((count, matched, planMs, notesMs))
    // Frames are drawn from the explained plan, as `play` draws them (the same frames).
    let plan = Planner.plan(scene)
    for (columns, rows) in sizes {
      let frames = count >= 10_000 ? 30 : count >= 1_000 ? 120 : 240
      frameRows.append(
        measureFrames(
          plan, views: count, matched: matched, columns: columns, rows: rows, frames: frames))
    }
  }
}

// The first frame of a 1,000-view scene with every view matched: plan (without notes, as the
// previewer plans), sample, rasterise.
let firstFrameScene = benchmarkScene(views: 1_000, allMatched: true)
let firstFrameTime = measure {
  let plan = Planner.plan(firstFrameScene, options: .init(explains: false))
  _ = Rasteriser.render(plan.sample(at: 0), columns: 200, rows: 60)
}

if changedCells < 0 { print("impossible") }
// `plan --json` after planning: the explanation of the 10,000-view plan (10 % matched), written
// as JSON a view at a time into the chunks the command prints; the median of 9 runs.
var planJSONTimes: [Double] = []
if viewCounts.contains(10_000) {
  let plan = Planner.plan(benchmarkScene(views: 10_000))
  for _ in 0..<9 {
    var bytes = 0
    let time = measure { plan.streamExplanationJSON(terminator: "\n") { bytes += $0.count } }
    if bytes > 0 { planJSONTimes.append(time * 1000) }
  }
}
let planJSONMs: Double? = planJSONTimes.isEmpty ? nil : percentile(planJSONTimes.sorted(), 0.5)
// The files to share in pixels, on the demo (`PictureFigures`); nil when the demo cannot load.
let pictures = try? PictureFigures.measureDemo()
// Pictures in the terminal (kitty, sixel, iTerm2) against issue 33's budgets (`GraphicsFigures`).
let graphics = try? GraphicsFigures.measureDemo(pictures: pictures)

let blitterRows = BlitterFigures.measureAll(quick: quick)

if json {
  var out = "{\"frames\": ["
  out += frameRows.map { f in
    "{\"scene\": \(jsonStringLiteral(f.scene)), \"views\": \(f.views), \"matched\": \(f.matched),"
      + " \"layers\": \(f.layers), \"cols\": \(f.columns), \"rows\": \(f.rows),"
      + " \"sampleMedianMs\": \(number(f.median(f.sample))),"
      + " \"rasterMedianMs\": \(number(f.median(f.raster))),"
      + " \"mapMedianMs\": \(number(f.median(f.map))),"
      + " \"diffMedianMs\": \(number(f.median(f.diff))),"
      + " \"totalMedianMs\": \(number(f.median(f.total))),"
      + " \"totalP99Ms\": \(number(percentile(f.total.sorted(), 0.99) * 1000)),"
      + " \"encodeMedianMs\": \(number(f.median(f.encode))),"
      + " \"bytesPerFrame\": \(Int(percentile(f.bytes.sorted(), 0.5))),"
      + " \"minimumBytesPerFrame\": \(f.encoding.map { String($0.minimumMedian) } ?? "null"),"
      + " \"bytesOverMinimum\": \(f.encoding.map { number($0.ratio) } ?? "null"),"
      + " \"worstBytesOverMinimum\": \(f.encoding.map { number($0.worstRatio) } ?? "null")}"
  }.joined(separator: ",\n  ")
  out += "],\n \"plans\": ["
  out += planRows.map {
    "{\"views\": \($0.views), \"matched\": \($0.matched), \"ms\": \(number($0.ms)),"
      + " \"notesMs\": \(number($0.notesMs))}"
  }
  .joined(separator: ", ")
  out +=
    "],\n \"blitters\": [" + blitterRows.map(\.json).joined(separator: ", ") + "],"
    + "\n \"planJSONMs\": \(planJSONMs.map(number) ?? "null"), \"firstFrameMs\": \(number(firstFrameTime * 1000)),"
    + "\n \"pictures\": \(pictures?.json ?? "null"),"
    + "\n \"graphics\": \(graphics?.json ?? "null")}"
  print(out)
} else {
  print(
    "heroscope-bench: medians per frame across the transition (arc overlay on, 256-colour mapping;"
      + (wall ? " wall-clock time)" : " CPU time)"))
  print(
    "views  matched  canvas    layers  sample ms  raster ms   map ms  diff ms  total ms  p99 ms  bytes"
      + "  minimum  ratio  worst"
  )
  for f in frameRows {
    print(
      String(
        format:
          "%5d  %@  %3dx%-4d %7d  %9.3f  %9.3f  %7.3f  %7.3f  %8.3f  %6.3f  %5d  %@",
        f.views,
        f.matched ? "yes    " : "no     ", f.columns, f.rows, f.layers, f.median(f.sample),
        f.median(f.raster), f.median(f.map), f.median(f.diff), f.median(f.total),
        percentile(f.total.sorted(), 0.99) * 1000, Int(percentile(f.bytes.sorted(), 0.5)),
        f.encoding.map {
          String(format: "%7d  %5.3f  %5.3f", $0.minimumMedian, $0.ratio, $0.worstRatio)
        } ?? "      -      -      -"))
  }
  print("\nplanning (median of 5)      without notes   with notes")
  for p in planRows {
    print(
      String(format: "%6d views  ", p.views) + (p.matched ? "all matched" : "10% matched")
        + String(format: " %10.3f ms  %8.3f ms", p.ms, p.notesMs))
  }
  if let planJSONMs {
    print(String(format: "plan --json of 10,000 views after planning: %.3f ms", planJSONMs))
  }
  print(
    String(
      format: "\nfirst frame of 1,000 matched views at 200x60: %.3f ms",
      firstFrameTime * 1000))
  print(BlitterFigures.table(blitterRows), terminator: "")
  if let pictures { print(pictures.table) }
  if let graphics { print(graphics.table) }
}
