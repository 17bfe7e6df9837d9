/// A transition sampled at one instant: every visible layer as a transformed quad in screen
/// points, in draw order (bottom first). What `frame --format json` prints and what the
/// rasteriser draws.
public struct Frame: Hashable, Sendable {
  /// 0…1 of the total duration.
  public var progress: Double
  /// Seconds since the start.
  public var time: Double
  public var totalDuration: Double
  public var screenSize: Size
  /// Drawn under everything.
  public var containerColor: RGBAColor
  public var layers: [FrameLayer]

  public init(
    progress: Double, time: Double, totalDuration: Double, screenSize: Size,
    containerColor: RGBAColor, layers: [FrameLayer]
  ) {
    self.progress = progress
    self.time = time
    self.totalDuration = totalDuration
    self.screenSize = screenSize
    self.containerColor = containerColor
    self.layers = layers
  }
}

/// One drawn layer: a view's box (or the overlay Hero puts over an animating view).
public struct FrameLayer: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A view: its background, border, shadow and label.
    case view
    /// The overlay layer Hero adds on top of an animating view (`overlay` modifier).
    case overlay
  }

  public var kind: Kind
  public var view: ViewRef
  public var name: String
  public var path: [Int]
  /// The layer's own bounds size, in its local points.
  public var size: Size
  /// Maps a local point (0…width, 0…height) to screen points, with perspective.
  public var toScreen: Transform3D
  /// The corners of the local bounds on screen, clockwise from the top-left corner.
  public var quad: [Point]
  /// Effective opacity, ancestors and the view's own alpha included.
  public var opacity: Double
  /// The fill; nil is clear.
  public var color: RGBAColor?
  public var cornerRadius: Double
  public var borderWidth: Double
  public var borderColor: RGBAColor?
  public var shadow: FrameShadow?
  /// A label drawn centred in the box, as written in the scene (unsanitised).
  public var text: String?
  /// The label's colour (the scene's `textColor`, or UIKit's label colour).
  public var textColor: RGBAColor
  /// Where the label sits across the box; nil centres it (a scene that says nothing).
  public var textAlignment: TextAlignment? = nil
  /// The image the layer shows, laid out in its bounds; nil for a view without one.
  public var image: FrameImage? = nil
  /// Convex quads in screen points the layer is clipped to (it shows only inside all of them).
  public var clips: [[Point]]
  /// The arc the layer's position follows, in screen points, and the curve parameter now.
  public var arc: Arc?
  public var arcFraction: Double?
  /// Whether this is an animating view's own layer (not content drawn in its snapshot).
  public var isAnimating: Bool
  public var isGlobal: Bool
  /// The zPosition of the transition container's child this layer is (or is drawn in), now:
  /// the 3D view lifts a layer with a positive one above the rest, as Hero's debug plugin does.
  public var zPosition = 0.0
  public var screen: ScreenSide { view.screen }

  public init(
    kind: Kind, view: ViewRef, name: String, path: [Int], size: Size, toScreen: Transform3D,
    quad: [Point], opacity: Double, color: RGBAColor?, cornerRadius: Double = 0,
    borderWidth: Double = 0, borderColor: RGBAColor? = nil, shadow: FrameShadow? = nil,
    text: String? = nil, textColor: RGBAColor = .label, clips: [[Point]] = [], arc: Arc? = nil,
    arcFraction: Double? = nil,
    isAnimating: Bool = false, isGlobal: Bool = false
  ) {
    self.kind = kind
    self.view = view
    self.name = name
    self.path = path
    self.size = size
    self.toScreen = toScreen
    self.quad = quad
    self.opacity = opacity
    self.color = color
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadow = shadow
    self.text = text
    self.textColor = textColor
    self.clips = clips
    self.arc = arc
    self.arcFraction = arcFraction
    self.isAnimating = isAnimating
    self.isGlobal = isGlobal
  }
}

/// The image a layer shows: the scene's name for it (the key of the raster's image table) and
/// how UIImageView lays it out. Hero snapshots an image view as a new image view with the same
/// image and content mode (HeroContext.swift:123-128), so the image lays itself out again in
/// the layer's bounds as they animate instead of stretching.
public struct FrameImage: Hashable, Sendable {
  public var name: String
  public var contentMode: ContentMode
  /// masksToBounds: whether the image is cut to the rounded bounds (else it may overhang them).
  public var clipsToBounds: Bool
  /// A capture's picture of the view (the scene's `snapshot`): `name` is its path, drawn in
  /// place of the box, stretched to the bounds and cut to the rounded bounds as Hero's
  /// snapshot view is (HeroContext.swift:213, 248-256).
  public var isSnapshot: Bool
  /// The view's tintColor: a template image (its catalog's `template-rendering-intent`) is
  /// drawn as its alpha times this colour, as UIImageView draws it.
  public var tint: RGBAColor

  /// UIKit's default tint colour (systemBlue, the window's tint when the app sets none).
  public static let defaultTint = RGBAColor(red: 0, green: 122 / 255, blue: 1)

  public init(
    name: String, contentMode: ContentMode, clipsToBounds: Bool, tint: RGBAColor = defaultTint
  ) {
    self.name = name
    self.contentMode = contentMode
    self.clipsToBounds = clipsToBounds
    self.tint = tint
    isSnapshot = false
  }

  /// A view's snapshot picture at `path` (the scene's value).
  public static func snapshot(_ path: String) -> FrameImage {
    var image = FrameImage(name: path, contentMode: .scaleToFill, clipsToBounds: true)
    image.isSnapshot = true
    return image
  }

  /// The key of the raster's image table: the name, or for a snapshot its path marked apart,
  /// so a snapshot and a catalog image of the same spelling are two entries.
  public var key: String { isSnapshot ? Self.snapshotKey(name) : name }

  /// The table key of the snapshot at `path`.
  public static func snapshotKey(_ path: String) -> String { "\u{1}snapshot:" + path }
}

/// A layer's shadow on screen: the shape offset by the shadow offset, blurred by `radius`.
public struct FrameShadow: Hashable, Sendable {
  /// The shadow's shape on screen.
  public var quad: [Point]
  /// The same shape in the layer's own coordinates (its bounds or its shadow path, moved by the
  /// shadow offset), with its corner radius.
  public var rect: Rect
  public var cornerRadius: Double
  /// Whether the shape is an explicit shadow path (drawn even when the layer has no fill).
  public var fromPath: Bool
  public var color: RGBAColor
  /// Effective: the shadow opacity times the layer's effective opacity.
  public var opacity: Double
  /// Blur radius in screen points.
  public var radius: Double

  public init(
    quad: [Point], rect: Rect, cornerRadius: Double, fromPath: Bool, color: RGBAColor,
    opacity: Double, radius: Double
  ) {
    self.quad = quad
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.fromPath = fromPath
    self.color = color
    self.opacity = opacity
    self.radius = radius
  }
}
