import HeroPlanner
import HeroRaster

/// The colour registers of a scene's sixel pictures, fixed for the scene (made again when it
/// reloads): its colours exactly, then their blends, then a coarse cube for what nothing
/// predicted (images).
///
/// Fixed, not chosen per frame, so that a flat colour never changes register between frames
/// (no shimmer while a view slides) and a frame costs no palette search. What a Hero transition
/// paints is the scene's colours, fades of them over the backgrounds, cross-fades and
/// antialiased edges between two of them, so those blends come first. Colours are kept as the
/// terminal will show them: sixel registers are set in percent (0–100), so each channel is
/// rounded to the nearest of 101 levels.
public struct SixelPalette: Hashable, Sendable {
  /// The registers' colours, at most `registers` of them, as the terminal shows them.
  public let colours: [RGB]
  /// How many colour registers the terminal has (XTSMGRAPHICS; 256 when it did not say).
  public let registers: Int

  /// The most registers used: sixel's colour introducer takes 0–255 on every terminal here, and
  /// a frame's pixels are indexed by a byte.
  public static let maxRegisters = 256

  /// A palette of `colours` (the scene's, most important first: backgrounds, then views,
  /// labels and chrome), then the colours `seen` in its frames (most first), their fades over
  /// `backgrounds`, their pairwise blends and a coarse cube, in that order, as far as
  /// `registers` allows.
  public init(
    colours: [RGB], backgrounds: [RGB] = [], seen: [RGB] = [], registers: Int = 256
  ) {
    let registers = max(2, min(Self.maxRegisters, registers))
    self.registers = registers
    var chooser = PaletteChooser(capacity: registers)
    let keys = PaletteChooser.distinct(backgrounds + colours)
    chooser.addAll(keys)
    // The colours the transition's own frames cover most (`seen`, most first): the blends it
    // really paints, e.g. a dimmed or cross-faded background, at the progress sampled.
    for colour in seen where !chooser.isFull {
      if chooser.chosen.allSatisfy({ PaletteChooser.distance($0, colour) > 2 * 2 }) {
        chooser.add(colour)
      }
    }
    let grounds = PaletteChooser.distinct(
      backgrounds.isEmpty ? [RGB.white, RGB.black] : backgrounds)
    // Fades over the backgrounds (views fading in and out), in sixteenths.
    var fades: [RGB] = []
    for colour in keys {
      for ground in grounds where ground != colour {
        for step in 1..<16 { fades.append(Self.blend(ground, colour, Double(step) / 16)) }
      }
    }
    chooser.addSpread(fades, until: 3)
    // Blends of two colours (cross-fades, antialiased edges, text over a view), in eighths.
    var pairs: [RGB] = []
    for (i, a) in keys.enumerated() {
      for b in keys[(i + 1)...] {
        for step in 1..<8 { pairs.append(Self.blend(a, b, Double(step) / 8)) }
      }
    }
    chooser.addSpread(pairs, until: 6)
    // A cube of 5 levels a channel: anything unpredicted (images, shadows) is never far off.
    var cube: [RGB] = []
    let levels: [UInt8] = [0, 64, 128, 191, 255]
    for r in levels { for g in levels { for b in levels { cube.append(RGB(r, g, b)) } } }
    chooser.addSpread(cube, until: 24)
    // Whatever room is left goes to the blends again, finer.
    chooser.addSpread(fades + pairs, until: 0)
    self.colours = chooser.chosen
  }

  /// `a` moved `t` of the way to `b`, as the rasteriser blends (in sRGB bytes).
  static func blend(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * t).rounded())))
    }
    return RGB(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
  }

  /// A channel (0–255) as a register's percent (0–100).
  static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }

  /// A percent (0–100) back to a channel, as xterm and libsixel convert it.
  static func channel(percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }

  /// `colour` as a register set from its percents shows it.
  public static func shown(_ colour: RGB) -> RGB {
    RGB(
      channel(percent: percent(colour.r)), channel(percent: percent(colour.g)),
      channel(percent: percent(colour.b)))
  }
}

extension SixelPalette {
  /// The colours of `scene` most worth a register: the container's and both screens'
  /// backgrounds (returned apart), then every view's fill, border, text and shadow colour, then
  /// the colours the pixel path draws over the views (selection outlines, the arc overlay).
  public static func sceneColours(_ scene: Scene) -> (backgrounds: [RGB], colours: [RGB]) {
    var backgrounds = [rgb(scene.containerColor, over: .black)]
    var colours: [RGB] = []
    for root in [scene.from, scene.to] {
      let ground = root.color.map { rgb($0, over: backgrounds[0]) } ?? backgrounds[0]
      backgrounds.append(ground)
      var stack = root.subviews
      while let view = stack.popLast() {
        for colour in [view.color, view.borderColor, view.textColor, view.shadow?.color] {
          if let colour { colours.append(rgb(colour, over: ground)) }
        }
        stack.append(contentsOf: view.subviews.reversed())
      }
      if let text = root.textColor { colours.append(rgb(text, over: ground)) }
    }
    return (PaletteChooser.distinct(backgrounds), PaletteChooser.distinct(colours + chrome))
  }

  /// The palette for `scene` with `registers` registers: its colours, the colours its
  /// transition's frames cover most (`frequentColours`), then the blends.
  public init(scene: Scene, registers: Int = 256) {
    let (backgrounds, colours) = Self.sceneColours(scene)
    let registers = max(2, min(Self.maxRegisters, registers))
    self.init(
      colours: colours, backgrounds: backgrounds,
      seen: Self.frequentColours(
        Planner.plan(scene, options: .init(explains: false)),
        limit: registers / 2),
      registers: registers)
  }

  /// The colours covering the most pixels over `samples` frames of `plan` painted small (a
  /// quarter of a pixel a point: a flat area is what counts, not its edges), most first, at
  /// most `limit`; each kept only where it covers at least 1/2000 of the pixels, so a stray
  /// edge colour takes no register from a blend.
  public static func frequentColours(_ plan: TransitionPlan, samples: Int = 24, limit: Int)
    -> [RGB]
  {
    var counts: [UInt32: Int] = [:]
    var buffers = RasterBuffers()
    var total = 0
    for index in 0..<max(1, samples) {
      let frame = plan.sample(at: Double(index) / Double(max(1, samples - 1)))
      let fit = PictureWriter.fit(
        screen: (frame.screenSize.width, frame.screenSize.height), scale: 0.25)
      let rgba = PictureWriter.rgba(frame, fit: fit, labels: false, buffers: &buffers)
      for i in stride(from: 0, to: rgba.count, by: 4) {
        let key = UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
        counts[key, default: 0] += 1
      }
      total += rgba.count / 4
    }
    return counts.filter { $0.value * 2000 >= total }
      .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .prefix(limit)
      .map { RGB(UInt8($0.key >> 16), UInt8($0.key >> 8 & 0xFF), UInt8($0.key & 0xFF)) }
  }

  /// What the pixel path draws that no scene names: the selection and partner outlines
  /// (HeroRaster's `Highlight`), the arc overlay's curve and points (`ArcOverlay`), white and
  /// black for labels.
  static let chrome = [
    RGB(255, 214, 0), RGB(0, 230, 255), RGB(255, 213, 79), RGB(120, 144, 156),
    RGB(129, 199, 132), RGB(206, 147, 216), RGB(239, 83, 80), .white, .black,
  ]

  /// A colour with alpha as it shows over `ground`.
  static func rgb(_ colour: RGBAColor, over ground: RGB) -> RGB {
    let a = max(0, min(1, colour.alpha))
    func channel(_ c: Double, _ g: UInt8) -> UInt8 {
      UInt8(max(0, min(255, (c * 255 * a + Double(g) * (1 - a)).rounded())))
    }
    return RGB(
      channel(colour.red, ground.r), channel(colour.green, ground.g),
      channel(colour.blue, ground.b))
  }
}

/// Picks a palette's colours: given ones first, then from candidate lists the candidate
/// farthest from everything chosen, again and again (farthest-point sampling), so a list's
/// colours are spread evenly over its range rather than bunched at its start.
struct PaletteChooser {
  let capacity: Int
  private(set) var chosen: [RGB] = []
  /// Colours already chosen, as shown: two candidates that show alike take one register.
  private var taken = Set<RGB>()

  init(capacity: Int) { self.capacity = capacity }

  var isFull: Bool { chosen.count >= capacity }

  /// `colours` without repeats, in their order.
  static func distinct(_ colours: [RGB]) -> [RGB] {
    var seen = Set<RGB>()
    return colours.filter { seen.insert($0).inserted }
  }

  mutating func add(_ colour: RGB) {
    let shown = SixelPalette.shown(colour)
    guard !isFull, taken.insert(shown).inserted else { return }
    chosen.append(shown)
  }

  mutating func addAll(_ colours: [RGB]) { for colour in colours { add(colour) } }

  /// Adds from `candidates` the one farthest from the chosen colours while it is farther than
  /// `distance` (squared RGB distance compared with its square) and there is room.
  mutating func addSpread(_ candidates: [RGB], until distance: Int) {
    let candidates = Self.distinct(candidates)
    guard !candidates.isEmpty, !isFull else { return }
    var nearest = candidates.map { candidate in
      chosen.reduce(Int.max) { min($0, Self.distance(candidate, $1)) }
    }
    while !isFull {
      guard let best = nearest.indices.max(by: { nearest[$0] < nearest[$1] }),
        nearest[best] > distance * distance
      else { return }
      let colour = SixelPalette.shown(candidates[best])
      add(colour)
      // Taken now (or shown alike by a register already taken): never picked again.
      nearest[best] = 0
      for index in candidates.indices {
        nearest[index] = min(nearest[index], Self.distance(candidates[index], colour))
      }
    }
  }

  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let dr = Int(a.r) - Int(b.r)
    let dg = Int(a.g) - Int(b.g)
    let db = Int(a.b) - Int(b.b)
    return dr * dr + dg * dg + db * db
  }
}
