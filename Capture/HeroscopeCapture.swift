// HeroscopeCapture: every Hero transition of a running app written as a heroscope scene.
//
// Add this one file to the Debug build of an app that uses Hero 1.6 (or
// `pod 'HeroscopeCapture', :configurations => ['Debug']`), then, once at launch:
//
//     #if DEBUG
//     HeroscopeCapture.start()
//     #endif
//
// Each transition writes `<directory>/<yyyyMMdd-HHmmss-SSS>-<From>-to-<To>.json` and beside it
// `<same name>.snapshots/`, each view's look as a PNG (`start(snapshots: false)` leaves them
// out); open the folder with `heroscope play DIR`, and compare heroscope with Hero with
// `heroscope check --against-hero FILE.json`. The format is documented in heroscope's
// docs/capture.md. This file imports UIKit and Hero only; apart from its public API its types
// are file-private and named Capture…, so they cannot collide with the app's own.
import Hero
import UIKit

/// Starts and stops the capture, and writes a scene for a pair of view controllers in a test.
@MainActor
public enum HeroscopeCapture {
  /// How the two view controllers are shown: presented, pushed, or switched as tabs.
  public enum Container: String, Sendable {
    case modal, navigation, tab
  }

  /// The capture format's version: heroscope refuses a capture newer than it reads.
  static let formatVersion = 1

  /// Where the plugin writes; set by `start`.
  static var directory: URL?
  /// Whether each view's look is written as a PNG beside the scene; set by `start`.
  static var writesSnapshots = true
  /// The longest side of a snapshot, in pixels: a full screen at 3x stays readable and small.
  static let snapshotPixelLimit: CGFloat = 1024
  /// A failure to write is printed once, not at every transition.
  static var hasReportedFailure = false

  /// Enables the plugin: from now on every Hero transition writes one capture into `directory`,
  /// by default the environment variable `HEROSCOPE_CAPTURE_DIR` (set it in the Xcode scheme:
  /// a simulator app can write straight into a folder of the Mac), else `Caches/heroscope`.
  /// With `snapshots` (the default) each view's look is written too, as Hero's snapshot of it
  /// would show it, and heroscope draws it in place of the view's box.
  public static func start(directory: URL? = nil, snapshots: Bool = true) {
    self.directory = directory ?? defaultDirectory()
    writesSnapshots = snapshots
    HeroscopeCapturePlugin.enable()
  }

  /// Disables the plugin.
  public static func stop() {
    HeroscopeCapturePlugin.disable()
  }

  /// The scene of a transition between `from` and `to` without running it, for an XCTest: both
  /// views are loaded at `size` (default: `from`'s view's size), laid out, and written with
  /// their declared modifiers. Hero's resolved states exist only during a transition, so the
  /// capture holds none.
  public static func scene(
    from: UIViewController, to: UIViewController, container: Container = .modal,
    presenting: Bool = true, size: CGSize? = nil
  ) -> Data {
    let fromView: UIView = from.view
    let toView: UIView = to.view
    let screenSize = size ?? fromView.bounds.size
    for view in [fromView, toView] {
      view.frame = CGRect(origin: .zero, size: screenSize)
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    var writer = CaptureSceneWriter(context: nil, snapshotter: nil)
    let document = writer.document(
      from: from, to: to, container: container, presenting: presenting, size: screenSize,
      containerColor: nil, defaultAnimation: nil)
    return Data(document.text.utf8)
  }

  /// Writes the capture of the transition being started; never throws into the app.
  static func capture(_ transition: HeroTransition, context: HeroContext) {
    guard let from = transition.fromViewController, let to = transition.toViewController else {
      return
    }
    let name =
      "\(timestamp())-\(fileNamePart(className(of: from)))-to-\(fileNamePart(className(of: to)))"
    func document(snapshots: CaptureSnapshotter?) -> (text: String, pictures: [CapturePicture]) {
      var writer = CaptureSceneWriter(context: context, snapshotter: snapshots)
      let document = writer.document(
        from: from, to: to, container: containerKind(from: from, to: to),
        presenting: transition.isPresenting, size: context.container.bounds.size,
        containerColor: transition.containerColor, defaultAnimation: transition.defaultAnimation)
      return (document.text, writer.pictures)
    }
    // Enabled without `start` (`HeroscopeCapturePlugin.enable()`): the default folder.
    let directory = self.directory ?? defaultDirectory()
    let folder = name + ".snapshots"
    var written = document(
      snapshots: writesSnapshots ? CaptureSnapshotter(context: context, folder: folder) : nil)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      if !written.pictures.isEmpty {
        do {
          try writePictures(written.pictures, into: directory.appendingPathComponent(folder))
        } catch {
          // The scene is still worth having: written without its snapshots.
          report("cannot write snapshots into \(directory.path): \(error)")
          written = document(snapshots: nil)
        }
      }
      // Last, so a scene that is there has its snapshots there.
      let url = directory.appendingPathComponent(name + ".json")
      try Data(written.text.utf8).write(to: url, options: .atomic)
    } catch {
      report("cannot write captures into \(directory.path): \(error)")
    }
  }

  /// The pictures written into a hidden folder first, then moved into place whole: a reader
  /// never sees half of them.
  fileprivate static func writePictures(_ pictures: [CapturePicture], into final: URL) throws {
    let files = FileManager.default
    let partial = final.deletingLastPathComponent().appendingPathComponent(
      "." + final.lastPathComponent + ".partial", isDirectory: true)
    try? files.removeItem(at: partial)
    do {
      try files.createDirectory(at: partial, withIntermediateDirectories: true)
      for picture in pictures {
        try picture.png.write(to: partial.appendingPathComponent(picture.file))
      }
      try files.moveItem(at: partial, to: final)
    } catch {
      try? files.removeItem(at: partial)
      throw error
    }
  }

  /// A failure to write is printed once, not at every transition.
  static func report(_ message: String) {
    guard !hasReportedFailure else { return }
    hasReportedFailure = true
    print("HeroscopeCapture: \(message)")
  }

  /// Navigation when both share a navigation controller, tab when both are tabs of one tab bar
  /// controller, else modal (as Hero's delegates decide which one runs the transition).
  static func containerKind(from: UIViewController, to: UIViewController) -> Container {
    if let navigation = from.navigationController, navigation === to.navigationController {
      return .navigation
    }
    if let tabs = from.tabBarController, tabs === to.tabBarController { return .tab }
    return .modal
  }

  static func defaultDirectory() -> URL {
    if let path = ProcessInfo.processInfo.environment["HEROSCOPE_CAPTURE_DIR"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    return caches.appendingPathComponent("heroscope", isDirectory: true)
  }

  static func timestamp(_ date: Date = Date()) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
    return formatter.string(from: date)
  }

  static func className(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  /// Letters, digits, `_` and `.` of a class name; anything else becomes `_`.
  static func fileNamePart(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        let keep =
          (scalar.isASCII && CharacterSet.alphanumerics.contains(scalar)) || scalar == "_"
          || scalar == "."
        return keep ? Character(scalar) : "_"
      })
  }
}

/// What `HeroscopeCapture.start()` enables: at the start of every transition, after Hero's six
/// preprocessors, it writes the capture. It animates nothing (`canAnimate` stays false).
public final class HeroscopeCapturePlugin: HeroPlugin {
  public override func process(fromViews: [UIView], toViews: [UIView]) {
    guard let transition = hero, let context = transition.context else { return }
    nonisolated(unsafe) let unsafeTransition = transition
    nonisolated(unsafe) let unsafeContext = context
    // Hero calls its preprocessors on the main thread, in `start()`.
    MainActor.assumeIsolated {
      HeroscopeCapture.capture(unsafeTransition, context: unsafeContext)
    }
  }
}

/// Builds the capture document: the scene, then the `capture` object.
@MainActor
fileprivate struct CaptureSceneWriter {
  /// The transition's context; nil for `HeroscopeCapture.scene`.
  let context: HeroContext?
  /// Hero's flattened views, when there is a transition: only they are written.
  private var heroViews: Set<ObjectIdentifier>?
  /// Every written view with its scene path, in scene order.
  private var written: [(view: UIView, path: String)] = []
  /// Renders each view's look when snapshots are written.
  let snapshotter: CaptureSnapshotter?
  /// The snapshots rendered, for the files beside the scene.
  private(set) var pictures: [CapturePicture] = []

  init(context: HeroContext?, snapshotter: CaptureSnapshotter?) {
    self.context = context
    self.snapshotter = snapshotter
    if let context {
      heroViews = Set((context.fromViews + context.toViews).map(ObjectIdentifier.init))
    }
  }

  mutating func document(
    from: UIViewController, to: UIViewController, container: HeroscopeCapture.Container,
    presenting: Bool, size: CGSize, containerColor: UIColor?,
    defaultAnimation: HeroDefaultAnimationType?
  ) -> CaptureJSON {
    let presented = presenting ? to : from
    var animation: [(String, CaptureJSON)] = [
      ("modal", .string(Self.animationText(presented.hero.modalAnimationType)))
    ]
    if let navigation = to.navigationController ?? from.navigationController {
      animation.append(
        ("navigation", .string(Self.animationText(navigation.hero.navigationAnimationType))))
    }
    if let tabs = to.tabBarController ?? from.tabBarController {
      animation.append(("tab", .string(Self.animationText(tabs.hero.tabBarAnimationType))))
    }
    if let defaultAnimation, !Self.isAuto(defaultAnimation) {
      // A transition's own default animation wins over the view controllers' (Hero's
      // DefaultAnimationPreprocessor reads it first).
      animation.removeAll { $0.0 == container.rawValue }
      animation.append((container.rawValue, .string(Self.animationText(defaultAnimation))))
    }
    var members: [(String, CaptureJSON)] = [
      (
        "name",
        .string("\(HeroscopeCapture.className(of: from)) to \(HeroscopeCapture.className(of: to))")
      ),
      (
        "description",
        .string(
          context == nil
            ? "Written by HeroscopeCapture.scene(from:to:)."
            : "Captured from the running app at the start of a Hero transition.")
      ),
      ("size", .array([.number(size.width), .number(size.height)])),
      ("container", .string(container.rawValue)),
      ("presenting", .bool(presenting)),
      ("animation", .object(animation)),
      ("modalPresentationStyle", .string(Self.presentationName(presented.modalPresentationStyle))),
    ]
    if let containerColor { members.append(("containerColor", .string(Self.hex(containerColor)))) }
    let fromView: UIView = from.view
    let toView: UIView = to.view
    members.append(("from", screen(fromView, path: "from")))
    members.append(("to", screen(toView, path: "to")))
    members.append(("capture", captureObject(from: from, to: to)))
    return .object(members)
  }

  // MARK: Views

  private mutating func screen(_ root: UIView, path: String) -> CaptureJSON {
    .object(viewMembers(root, name: Self.name(of: root, index: 0), path: path, isRoot: true))
  }

  private mutating func viewMembers(_ view: UIView, name: String, path: String, isRoot: Bool)
    -> [(String, CaptureJSON)]
  {
    written.append((view, path))
    let kind = Self.kind(of: view)
    var m: [(String, CaptureJSON)] = [("name", .string(name))]
    if kind != "view" { m.append(("kind", .string(kind))) }
    if let id = view.hero.id { m.append(("heroID", .string(id))) }
    if !isRoot {
      let parentOrigin = view.superview?.bounds.origin ?? .zero
      let size = view.bounds.size
      m.append(
        (
          "frame",
          .array([
            .number(view.center.x - size.width / 2 - parentOrigin.x),
            .number(view.center.y - size.height / 2 - parentOrigin.y), .number(size.width),
            .number(size.height),
          ])
        ))
    }
    if let color = view.backgroundColor {
      m.append(("color", .string(Self.hex(color))))
    } else if kind == "image" {
      m.append(("color", .string("#00000000")))
    }
    if view.alpha != 1 { m.append(("opacity", .number(min(1, max(0, view.alpha))))) }
    m.append(("opaque", .bool(view.isOpaque)))
    let layer = view.layer
    if layer.cornerRadius != 0 { m.append(("cornerRadius", .number(layer.cornerRadius))) }
    if layer.borderWidth != 0 {
      m.append(("borderWidth", .number(layer.borderWidth)))
      if let color = layer.borderColor {
        m.append(("borderColor", .string(Self.hex(UIColor(cgColor: color)))))
      }
    }
    if layer.shadowOpacity > 0 {
      var shadow: [(String, CaptureJSON)] = [
        ("opacity", .number(Self.double(layer.shadowOpacity))),
        ("radius", .number(layer.shadowRadius)),
        (
          "offset", .array([.number(layer.shadowOffset.width), .number(layer.shadowOffset.height)])
        ),
      ]
      if let color = layer.shadowColor {
        shadow.insert(("color", .string(Self.hex(UIColor(cgColor: color)))), at: 0)
      }
      m.append(("shadow", .object(shadow)))
    }
    if layer.zPosition != 0 { m.append(("zPosition", .number(layer.zPosition))) }
    if layer.masksToBounds { m.append(("masksToBounds", .bool(true))) }
    if let label = view as? UILabel {
      if let text = label.text { m.append(("text", .string(text))) }
      if let color = label.textColor { m.append(("textColor", .string(Self.hex(color)))) }
      m.append(("textAlignment", .string(Self.alignmentName(label.textAlignment))))
    } else if let button = view as? UIButton {
      if let title = button.currentTitle { m.append(("text", .string(title))) }
      m.append(("textColor", .string(Self.hex(button.currentTitleColor))))
    }
    if let snapshotter, let picture = snapshotter.picture(of: view, path: path) {
      pictures.append(picture)
      m.append(("snapshot", .string(snapshotter.folder + "/" + picture.file)))
    }
    if !isRoot, !CATransform3DIsIdentity(layer.transform) {
      m.append(("transform", .string(CaptureModifierText.transform(layer.transform))))
    }
    if let modifiers = view.hero.modifiers {
      var declared: HeroTargetState = []
      declared.append(contentsOf: modifiers)
      m.append(("modifiers", .string(CaptureModifierText.text(of: declared))))
    }
    var subviews: [CaptureJSON] = []
    if view.hero.isEnabledForSubviews {
      for (index, subview) in view.subviews.enumerated() where isWritten(subview) {
        let subviewPath = path + ".views[\(subviews.count)]"
        let members = viewMembers(
          subview, name: Self.name(of: subview, index: index), path: subviewPath, isRoot: false)
        subviews.append(.object(members))
      }
    }
    if !subviews.isEmpty { m.append(("views", .array(subviews))) }
    return m
  }

  /// Hero's own list during a transition; in a test, every view Hero would consider.
  private func isWritten(_ view: UIView) -> Bool {
    if let heroViews { return heroViews.contains(ObjectIdentifier(view)) }
    return view.hero.isEnabled
  }

  static func name(of view: UIView, index: Int) -> String {
    if let id = view.accessibilityIdentifier, !id.isEmpty { return id }
    return "\(HeroscopeCapture.className(of: view))[\(index)]"
  }

  static func kind(of view: UIView) -> String {
    switch view {
    case is UILabel: "label"
    case is UIButton: "button"
    case is UIImageView: "image"
    default: "view"
    }
  }

  // MARK: The capture object

  private func captureObject(from: UIViewController, to: UIViewController) -> CaptureJSON {
    var m: [(String, CaptureJSON)] = [
      ("version", .number(CGFloat(HeroscopeCapture.formatVersion))),
      ("writer", .string("HeroscopeCapture \(HeroscopeCapture.formatVersion)")),
    ]
    let heroBundle = Bundle(for: HeroTransition.self)
    if let version = heroBundle.infoDictionary?["CFBundleShortVersionString"] as? String {
      m.append(("hero", .string(version)))
    }
    m.append(("device", .string(Self.deviceModel())))
    m.append(
      ("os", .string("\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)")))
    m.append(("scale", .number(UIScreen.main.scale)))
    let iso = ISO8601DateFormatter()
    iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    m.append(("date", .string(iso.string(from: Date()))))
    m.append(("fromViewController", .string(HeroscopeCapture.className(of: from))))
    m.append(("toViewController", .string(HeroscopeCapture.className(of: to))))
    m.append(
      (
        "notCaptured",
        .string(
          (pictures.isEmpty ? "views' pixels, " : "")
            + "Auto Layout constraints, shadow paths; conditional modifiers "
            + "(when…) were already evaluated when the capture ran, so 'modifiers' leaves them "
            + "out and 'resolved' holds their result")
      ))
    var views: [(String, CaptureJSON)] = []
    for (view, path) in written {
      var facts: [(String, CaptureJSON)] = [
        ("class", .string(HeroscopeCapture.className(of: view)))
      ]
      if view.isHidden { facts.append(("hidden", .bool(true))) }
      if !view.hero.isEnabledForSubviews {
        facts.append(("isHeroEnabledForSubviews", .bool(false)))
      }
      views.append((path, .object(facts)))
    }
    m.append(("views", .object(views)))
    if let context { m.append(("resolved", resolved(context))) }
    return .object(m)
  }

  /// Hero's resolved target state of every written view, by scene path: null for a view with
  /// none, `{"leftOut": true}` for one Hero left out (outside the container, no forceAnimate).
  private func resolved(_ context: HeroContext) -> CaptureJSON {
    var entries: [(String, CaptureJSON)] = []
    for (view, path) in written {
      if let state = context[view] {
        entries.append((path, .object(CaptureResolvedFields.fields(of: state))))
      } else if !context.container.convert(view.bounds, from: view)
        .intersects(context.container.bounds)
      {
        entries.append((path, .object([("leftOut", .bool(true))])))
      } else {
        entries.append((path, .null))
      }
    }
    return .object(entries)
  }

  static func deviceModel() -> String {
    if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
      return "\(simulated) (simulator)"
    }
    var info = utsname()
    uname(&info)
    let machine = withUnsafeBytes(of: &info.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return "\(machine) (\(UIDevice.current.model))"
  }

  // MARK: Values

  /// `#rrggbbaa`, components clamped to sRGB.
  static func hex(_ color: UIColor) -> String {
    let c = CaptureResolvedFields.components(color)
    return "#"
      + c.map { component in
        let byte = Int((min(1, max(0, component)) * 255).rounded())
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// A `Float` as the decimal it was written as (0.4, not 0.4000000059604645).
  nonisolated static func double(_ value: Float) -> CGFloat {
    CGFloat(Double("\(value)") ?? Double(value))
  }

  static func animationText(_ type: HeroDefaultAnimationType) -> String {
    switch type {
    case .auto: "auto"
    case .push(let d): "push(\(directionName(d)))"
    case .pull(let d): "pull(\(directionName(d)))"
    case .cover(let d): "cover(\(directionName(d)))"
    case .uncover(let d): "uncover(\(directionName(d)))"
    case .slide(let d): "slide(\(directionName(d)))"
    case .zoomSlide(let d): "zoomSlide(\(directionName(d)))"
    case .pageIn(let d): "pageIn(\(directionName(d)))"
    case .pageOut(let d): "pageOut(\(directionName(d)))"
    case .fade: "fade"
    case .zoom: "zoom"
    case .zoomOut: "zoomOut"
    case .none: "none"
    case .selectBy(let presenting, let dismissing):
      "selectBy(\(animationText(presenting)), \(animationText(dismissing)))"
    }
  }

  static func isAuto(_ type: HeroDefaultAnimationType) -> Bool {
    if case .auto = type { return true }
    return false
  }

  static func directionName(_ d: HeroDefaultAnimationType.Direction) -> String {
    switch d {
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    }
  }

  static func presentationName(_ style: UIModalPresentationStyle) -> String {
    switch style {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    @unknown default: "automatic"
    }
  }

  static func alignmentName(_ alignment: NSTextAlignment) -> String {
    switch alignment {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justified"
    case .natural: "natural"
    @unknown default: "natural"
    }
  }
}

/// A target state's fields as the `resolved` entries hold them.
fileprivate enum CaptureResolvedFields {
  static func fields(of s: HeroTargetState) -> [(String, CaptureJSON)] {
    var m: [(String, CaptureJSON)] = []
    func point(_ p: CGPoint) -> CaptureJSON { .array([.number(p.x), .number(p.y)]) }
    func size(_ z: CGSize) -> CaptureJSON { .array([.number(z.width), .number(z.height)]) }
    func color(_ c: CGColor) -> CaptureJSON {
      .array(components(UIColor(cgColor: c)).map { .number($0) })
    }
    if let v = s.position { m.append(("position", point(v))) }
    if let v = s.size { m.append(("size", size(v))) }
    if let v = s.transform { m.append(("transform", .array(matrix(v).map { .number($0) }))) }
    if let v = s.opacity { m.append(("opacity", .number(CaptureSceneWriter.double(v)))) }
    if let v = s.cornerRadius { m.append(("cornerRadius", .number(v))) }
    if let v = s.zPosition { m.append(("zPosition", .number(v))) }
    if let v = s.anchorPoint { m.append(("anchorPoint", point(v))) }
    if let v = s.contentsRect {
      m.append(("contentsRect", .array([v.minX, v.minY, v.width, v.height].map { .number($0) })))
    }
    if let v = s.contentsScale { m.append(("contentsScale", .number(v))) }
    if let v = s.backgroundColor { m.append(("backgroundColor", color(v))) }
    if let v = s.borderWidth { m.append(("borderWidth", .number(v))) }
    if let v = s.borderColor { m.append(("borderColor", color(v))) }
    if let v = s.shadowColor { m.append(("shadowColor", color(v))) }
    if let v = s.shadowOpacity {
      m.append(("shadowOpacity", .number(CaptureSceneWriter.double(v))))
    }
    if let v = s.shadowOffset { m.append(("shadowOffset", size(v))) }
    if let v = s.shadowRadius { m.append(("shadowRadius", .number(v))) }
    if let v = s.masksToBounds { m.append(("masksToBounds", .bool(v))) }
    if !s.displayShadow { m.append(("displayShadow", .bool(false))) }
    if let v = s.overlay {
      m.append(("overlay", .object([("color", color(v.color)), ("opacity", .number(v.opacity))])))
    }
    if s.delay != 0 { m.append(("delay", .number(s.delay))) }
    if let v = s.duration {
      m.append(("duration", v.isInfinite ? .string("matchLongest") : .number(v)))
    }
    if let v = s.timingFunction {
      m.append(("timingFunction", .array(controlPoints(v).map { .number($0) })))
    }
    if let v = s.spring { m.append(("spring", .array([.number(v.0), .number(v.1)]))) }
    if let v = s.arc { m.append(("arc", .number(v))) }
    if let v = s.source { m.append(("source", .string(v))) }
    if let v = s.cascade {
      m.append(
        (
          "cascade",
          .object([
            ("delta", .number(v.0)), ("direction", .string(CaptureModifierText.direction(v.1))),
            ("delayMatchedViews", .bool(v.2)),
          ])
        ))
    }
    if let v = s.ignoreSubviewModifiers { m.append(("ignoreSubviewModifiers", .bool(v))) }
    if let v = s.coordinateSpace {
      m.append(("coordinateSpace", .string(v == .global ? "global" : "local")))
    }
    if let v = s.snapshotType {
      m.append(("snapshotType", .string(CaptureModifierText.snapshotName(v))))
    }
    if s.nonFade { m.append(("nonFade", .bool(true))) }
    if s.forceAnimate { m.append(("forceAnimate", .bool(true))) }
    if let v = s.useScaleBasedSizeChange { m.append(("useScaleBasedSizeChange", .bool(v))) }
    if let begin = s.beginState {
      var state: HeroTargetState = []
      state.append(contentsOf: begin)
      m.append(("beginWith", .string(CaptureModifierText.text(of: state))))
    }
    return m
  }

  /// Red, green, blue, alpha in extended sRGB.
  static func components(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return [0, 0, 0, 1] }
    return [r, g, b, a]
  }

  static func matrix(_ t: CATransform3D) -> [CGFloat] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
      t.m42, t.m43, t.m44,
    ]
  }

  /// The curve's two inner control points, c1x c1y c2x c2y.
  static func controlPoints(_ function: CAMediaTimingFunction) -> [CGFloat] {
    var values: [CGFloat] = []
    for index in 1...2 {
      var point: [Float] = [0, 0]
      point.withUnsafeMutableBufferPointer { buffer in
        if let base = buffer.baseAddress { function.getControlPoint(at: index, values: base) }
      }
      values += point.map(CaptureSceneWriter.double)
    }
    return values
  }
}

/// A target state printed as heroscope's modifier notation (Hero's string syntax, with the
/// modifiers Hero's own parser lacks written the same way).
fileprivate enum CaptureModifierText {
  /// `separator` joins the items: a space in a view's list, a comma inside `beginWith(…)`.
  static func text(of s: HeroTargetState, separator: String = " ") -> String {
    var items: [String] = []
    func call(_ name: String, _ args: [CGFloat]) {
      items.append("\(name)(\(args.map(number).joined(separator: ", ")))")
    }
    func color(_ name: String, _ c: CGColor, extra: [CGFloat] = []) {
      call(name, CaptureResolvedFields.components(UIColor(cgColor: c)) + extra)
    }
    if let v = s.position { call("position", [v.x, v.y]) }
    if let v = s.size { call("size", [v.width, v.height]) }
    if let v = s.transform { items.append(transform(v)) }
    if let v = s.opacity {
      if v == 0 { items.append("fade") } else { call("opacity", [CaptureSceneWriter.double(v)]) }
    }
    if s.nonFade { items.append("forceNonFade") }
    if let v = s.cornerRadius { call("cornerRadius", [v]) }
    if let v = s.backgroundColor { color("backgroundColor", v) }
    if let v = s.zPosition { call("zPosition", [v]) }
    if let v = s.anchorPoint { call("anchorPoint", [v.x, v.y]) }
    if let v = s.contentsRect { call("contentsRect", [v.minX, v.minY, v.width, v.height]) }
    if let v = s.contentsScale { call("contentsScale", [v]) }
    if let v = s.borderWidth { call("borderWidth", [v]) }
    if let v = s.borderColor { color("borderColor", v) }
    if let v = s.shadowColor { color("shadowColor", v) }
    if let v = s.shadowOpacity { call("shadowOpacity", [CaptureSceneWriter.double(v)]) }
    if let v = s.shadowOffset { call("shadowOffset", [v.width, v.height]) }
    if let v = s.shadowRadius { call("shadowRadius", [v]) }
    if let v = s.masksToBounds { items.append("masksToBounds(\(v))") }
    if let v = s.overlay { color("overlay", v.color, extra: [v.opacity]) }
    if s.delay != 0 { call("delay", [s.delay]) }
    if let v = s.duration {
      if v.isInfinite { items.append("durationMatchLongest") } else { call("duration", [v]) }
    }
    if let v = s.timingFunction { call("timingFunction", CaptureResolvedFields.controlPoints(v)) }
    if let v = s.spring { call("spring", [v.0, v.1]) }
    if let v = s.source { items.append("source(\(identifier(v)))") }
    if let v = s.arc { call("arc", [v]) }
    if let v = s.cascade {
      items.append("cascade(\(number(v.0)), \(direction(v.1)), \(v.2))")
    }
    if let v = s.ignoreSubviewModifiers { items.append("ignoreSubviewModifiers(\(v))") }
    if s.coordinateSpace == .global { items.append("useGlobalCoordinateSpace") }
    if s.useScaleBasedSizeChange == true { items.append("useScaleBasedSizeChange") }
    if s.forceAnimate { items.append("forceAnimate") }
    if let v = s.snapshotType {
      switch v {
      case .optimized: items.append("useOptimizedSnapshot")
      case .normal: items.append("useNormalSnapshot")
      case .layerRender: items.append("useLayerRenderSnapshot")
      case .noSnapshot: items.append("useNoSnapshot")
      }
    }
    if let begin = s.beginState {
      var state: HeroTargetState = []
      state.append(contentsOf: begin)
      items.append("beginWith(\(text(of: state, separator: ", ")))")
    }
    return items.joined(separator: separator)
  }

  /// A general transform in the scene format's syntax: `transform(m11, …, m44)`.
  static func transform(_ t: CATransform3D) -> String {
    "transform(\(CaptureResolvedFields.matrix(t).map(number).joined(separator: ", ")))"
  }

  static func direction(_ d: CascadeDirection) -> String {
    switch d {
    case .topToBottom: "topToBottom"
    case .bottomToTop: "bottomToTop"
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    case .radial(let c): "radial(\(number(c.x)), \(number(c.y)))"
    case .inverseRadial(let c): "inverseRadial(\(number(c.x)), \(number(c.y)))"
    }
  }

  static func snapshotName(_ type: HeroSnapshotType) -> String {
    switch type {
    case .optimized: "optimized"
    case .normal: "normal"
    case .layerRender: "layerRender"
    case .noSnapshot: "noSnapshot"
    }
  }

  /// A heroID bare when it is a plain identifier, else a quoted string.
  static func identifier(_ id: String) -> String {
    let plain =
      id.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
      && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      && !["true", "false", "pi"].contains(id)
    return plain ? id : CaptureJSON.quoted(id)
  }

  /// A number without an exponent, and without `.0` when whole.
  static func number(_ value: CGFloat) -> String {
    let v = Double(value)
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    let shortest = "\(v)"
    guard shortest.contains("e") else { return shortest }
    var fixed = String(format: "%.15f", v)
    while fixed.hasSuffix("0") { fixed.removeLast() }
    return fixed
  }
}

/// A JSON value written in the order built, numbers as `CaptureModifierText.number` prints them.
fileprivate enum CaptureJSON {
  case null
  case bool(Bool)
  case number(CGFloat)
  case string(String)
  case array([CaptureJSON])
  case object([(String, CaptureJSON)])

  var text: String {
    var out = ""
    write(into: &out, indent: "")
    return out + "\n"
  }

  private func write(into out: inout String, indent: String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n.isFinite ? CaptureModifierText.number(n) : "null"
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      let simple = items.allSatisfy {
        if case .number = $0 { return true }
        if case .string = $0 { return true }
        return false
      }
      if simple {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          item.write(into: &out, indent: indent)
        }
        out += "]"
        return
      }
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += indent + "  "
        item.write(into: &out, indent: indent + "  ")
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (i, member) in members.enumerated() {
        out += indent + "  "
        Self.quote(member.0, into: &out)
        out += ": "
        member.1.write(into: &out, indent: indent + "  ")
        out += i == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// `s` as a JSON (and heroscope modifier) string literal, control characters escaped.
  static func quoted(_ s: String) -> String {
    var out = ""
    quote(s, into: &out)
    return out
  }

  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// One view's snapshot: its file name in the snapshots folder and its PNG bytes.
fileprivate struct CapturePicture {
  var file: String
  var png: Data
}

/// Each view's look as Hero's snapshot of it shows it: rendered at the screen's scale (at most
/// `snapshotPixelLimit` pixels on the long side), with the corner radius off and the alpha at 1
/// (HeroContext.swift:143-150), and with the subviews that animate on their own hidden: Hero
/// hides every animating view (HeroTransition+Animate.swift:36-42) and shows each only while it
/// photographs that view (HeroContext.swift:141, 281), so a parent's picture leaves them out.
@MainActor
fileprivate struct CaptureSnapshotter {
  /// The transition's context: a view with a target state animates on its own
  /// (HeroDefaultAnimator.swift:89-92).
  let context: HeroContext
  /// The snapshots folder's name, relative to the scene file.
  let folder: String

  /// The PNG of `view`, named by its scene path; nil for a view without area.
  func picture(of view: UIView, path: String) -> CapturePicture? {
    let size = view.bounds.size
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return nil
    }
    let longest = max(size.width, size.height)
    let scale = min(UIScreen.main.scale, HeroscopeCapture.snapshotPixelLimit / longest)
    var hidden: [(UIView, CGFloat)] = []
    var stack = view.subviews
    while let subview = stack.popLast() {
      if context[subview] != nil, subview.alpha != 0 {
        hidden.append((subview, subview.alpha))
        subview.alpha = 0
      } else {
        stack.append(contentsOf: subview.subviews)
      }
    }
    let (radius, alpha) = (view.layer.cornerRadius, view.alpha)
    view.layer.cornerRadius = 0
    view.alpha = 1
    defer {
      view.layer.cornerRadius = radius
      view.alpha = alpha
      for (subview, alpha) in hidden { subview.alpha = alpha }
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = false
    let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
    let png = renderer.pngData { context in view.layer.render(in: context.cgContext) }
    guard !png.isEmpty else { return nil }
    // A scene path (`from.views[0].views[2]`) is letters, digits, dots and brackets already.
    return CapturePicture(file: path + ".png", png: png)
  }
}
