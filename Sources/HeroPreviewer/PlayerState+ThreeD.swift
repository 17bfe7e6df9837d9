import HeroANSI
import HeroPlanner

/// The 3D view in play (`x`): the pose it aims at, the ease in and out of it, and what the keys,
/// the wheel and drags do to it.
extension PlayerState {
  /// Going in or out of 3D takes 0.4 s, as Hero's debug plugin animates the container's
  /// sublayerTransform and its views' zPositions (`on3D`, `animateZPosition`).
  public static let ease3DDuration = 0.4
  /// The zoom the wheel and `(` / `)` step by, and how far either way it goes.
  static let zoomStep = 1.25
  static let zoomRange = 0.2...3.0

  /// A move in or out of 3D under way: the pose it started from and the seconds since.
  public struct Ease3D: Hashable, Sendable {
    public var from: Frame.Pose
    public var elapsed: Double
  }

  /// A drag on the picture in 3D: a plain one turns the stack, one with Shift moves it.
  public struct TurnDrag: Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var yaw: Double
    public var pan: Point
    /// Shift was held when the button went down: the drag moves the stack.
    public var moves: Bool
    /// The picture's points in a cell across and down, for the move to follow the mouse.
    public var pointsPerCell: Point

    public init(
      column: Int, row: Int = 0, yaw: Double, pan: Point = .zero, moves: Bool = false,
      pointsPerCell: Point = Point(x: 1, y: 1)
    ) {
      self.column = column
      self.row = row
      self.yaw = yaw
      self.pan = pan
      self.moves = moves
      self.pointsPerCell = pointsPerCell
    }
  }

  /// The pose the 3D view is in, or going to: nil when it is off.
  public var targetPose3D: Frame.Pose? {
    threeD.map { Frame.Pose(yaw: $0, zoom: zoom3D, pan: pan3D) }
  }

  /// The pose to draw now: on the way between where `x` was pressed and where it aims (the
  /// plugin's ease-in-ease-out curve); nil when the picture is flat and still.
  public var pose3D: Frame.Pose? {
    guard let ease = ease3D else { return targetPose3D }
    let f = TimingCurve.easeInOut.value(at: min(1, max(0, ease.elapsed / Self.ease3DDuration)))
    return ease.from.interpolated(to: targetPose3D ?? .flat, f)
  }

  /// Whether the player must draw frame after frame: the transition moves, or the 3D view eases.
  public var needsTicks: Bool { isMoving || ease3D != nil }

  /// The ease moved on by `seconds` of wall-clock time (not the playback speed: it is the
  /// view's, not the transition's); it ends at 0.4 s.
  mutating func advanceEase3D(by seconds: Double) {
    guard var ease = ease3D, seconds > 0 else { return }
    ease.elapsed += seconds
    ease3D = ease.elapsed >= Self.ease3DDuration ? nil : ease
  }

  /// `x`: into the 3D view, or out of it, easing from the pose shown now.
  mutating func toggled3D() -> Effect {
    let shown = pose3D ?? .flat
    threeD = threeD == nil ? Frame.standardYaw : nil
    ease3D = Ease3D(from: shown, elapsed: 0)
    notice =
      threeD == nil
      ? "3D view off"
      : "3D view: ← / → turn it, ( / ) or the wheel zoom, Shift+drag moves it, Shift+← / → scrub · x again: flat"
    return .redraw
  }

  /// ← / → in the 3D view: turned by `degrees`; past half a turn it comes round the other
  /// way, as the plugin's rotation does.
  mutating func turned(by degrees: Double) -> Effect {
    threeD = Self.wrapped((threeD ?? 0) + degrees)
    return .redraw
  }

  /// `(` / `)` and the wheel in the 3D view: zoomed out or in by a step.
  mutating func zoomed(in zoomIn: Bool) -> Effect {
    guard threeD != nil else { return .none }
    let zoom = zoom3D * (zoomIn ? Self.zoomStep : 1 / Self.zoomStep)
    zoom3D = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, zoom))
    return .redraw
  }

  /// A drag held in the 3D view moved to (`column`, `row`): two degrees a column turn it, or
  /// with Shift the stack follows the mouse.
  mutating func dragged3D(_ drag: TurnDrag, column: Int, row: Int) -> Effect {
    if drag.moves {
      pan3D = Point(
        x: drag.pan.x + Double(column - drag.column) * drag.pointsPerCell.x,
        y: drag.pan.y + Double(row - drag.row) * drag.pointsPerCell.y)
    } else {
      threeD = Self.wrapped(drag.yaw + Double(column - drag.column) * 2)
    }
    return .redraw
  }

  /// An angle in degrees brought into −180…180.
  static func wrapped(_ degrees: Double) -> Double {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 }
    if d < -180 { d += 360 }
    return d
  }
}
