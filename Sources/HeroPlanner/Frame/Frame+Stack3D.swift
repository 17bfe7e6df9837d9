import Foundation

/// The 3D view of Hero's debug plugin (`HeroDebugPlugin.swift`, `on3D` and
/// `onPerspectiveChanged`) done on a sampled frame: every layer pushed towards the viewer by
/// its drawing order (`i × 10` points, as the plugin spaces the container's subviews), the stack
/// seen in perspective (`m34 = −1/4000`), turned about the vertical axis through the screen's
/// centre and scaled. Each layer stays a quad with its own `toScreen`, so the rasteriser, the
/// SVG writer and the text map draw it as they draw any frame.
extension Frame {
  /// How far apart the layers are, in points, by drawing order.
  public static let layerSpacing = 10.0
  /// Where the 3D view starts: turned 30° and scaled to 0.8, so a turned screen fits.
  public static let standardYaw = 30.0
  public static let standardZoom = 0.8
  /// The perspective Hero's plugin sets (`transform.m34 = -1 / 4000`).
  public static let perspective = -1.0 / 4_000

  /// The transform taking a point of the screen at drawing depth `index` into the turned stack.
  public static func stackTransform(
    index: Int, yaw degrees: Double, zoom: Double, screenSize: Size
  ) -> Transform3D {
    let cx = screenSize.width / 2
    let cy = screenSize.height / 2
    var perspective = Transform3D.identity
    perspective.m34 = Self.perspective
    return Transform3D.translation(x: -cx, y: -cy, z: Double(index) * layerSpacing)
      .concatenating(.rotation(angle: degrees * .pi / 180, x: 0, y: 1, z: 0))
      .concatenating(.scale(x: zoom, y: zoom, z: zoom))
      .concatenating(perspective)
      .concatenating(.translation(x: cx, y: cy, z: 0))
  }

  /// This frame as the 3D view shows it at `yaw` degrees and `zoom`; a layer that would pass
  /// behind the eye is left out. Layers keep their drawing order (the later, the nearer).
  public func stacked3D(yaw: Double, zoom: Double = 1) -> Frame {
    var turned = self
    turned.layers = []
    turned.layers.reserveCapacity(layers.count)
    for (index, layer) in layers.enumerated() {
      let world = Self.stackTransform(index: index, yaw: yaw, zoom: zoom, screenSize: screenSize)
      var moved = layer
      moved.toScreen = layer.toScreen.concatenating(world)
      let corners = [
        Point(x: 0, y: 0), Point(x: layer.size.width, y: 0),
        Point(x: layer.size.width, y: layer.size.height), Point(x: 0, y: layer.size.height),
      ]
      let quad = corners.compactMap { moved.toScreen.apply(to: $0) }
      guard quad.count == 4 else { continue }
      moved.quad = quad
      func project(_ points: [Point]) -> [Point]? {
        let projected = points.compactMap { world.apply(to: $0) }
        return projected.count == points.count ? projected : nil
      }
      moved.clips = layer.clips.compactMap(project)
      if let shadow = layer.shadow {
        if let quad = project(shadow.quad) {
          moved.shadow?.quad = quad
        } else {
          moved.shadow = nil
        }
      }
      if let arc = layer.arc {
        moved.arc = project([arc.start, arc.control, arc.end]).map {
          Arc(start: $0[0], control: $0[1], end: $0[2])
        }
      }
      turned.layers.append(moved)
    }
    return turned
  }
}
