import Foundation

/// The 3D view of Hero's debug plugin (`HeroDebugPlugin.swift`, `on3D` and
/// `onPerspectiveChanged`) done on a sampled frame: every layer pushed towards the viewer by
/// its drawing order (`i × 10` points, as the plugin spaces the container's subviews) and lifted
/// by a positive zPosition, the stack seen in perspective (`m34 = −1/4000`), turned about the
/// vertical axis through the screen's centre, scaled and moved. Each layer stays a quad with its
/// own `toScreen`, so the rasteriser, the SVG writer and the text map draw it as they draw any
/// frame.
extension Frame {
  /// How far apart the layers are, in points, by drawing order.
  public static let layerSpacing = 10.0
  /// Where the 3D view starts: turned 30° and scaled to 0.8, so a turned screen fits.
  public static let standardYaw = 30.0
  public static let standardZoom = 0.8
  /// The perspective Hero's plugin sets (`transform.m34 = -1 / 4000`).
  public static let perspective = -1.0 / 4_000

  /// Where the 3D view looks from: the turn, the scale, the move (in screen points) and how far
  /// the layers are spread apart (0: flat, 1: `layerSpacing` apart). The plugin eases all of
  /// them together going in and out of 3D.
  public struct Pose: Hashable, Sendable {
    public var yaw: Double
    public var zoom: Double
    public var pan: Point
    public var spread: Double

    public init(yaw: Double, zoom: Double = 1, pan: Point = .zero, spread: Double = 1) {
      self.yaw = yaw
      self.zoom = zoom
      self.pan = pan
      self.spread = spread
    }

    /// The picture as it is outside 3D: nothing turned, scaled, moved or spread.
    public static let flat = Pose(yaw: 0, zoom: 1, pan: .zero, spread: 0)

    /// The pose `f` (0…1) of the way from `self` to `other`, every part alike.
    public func interpolated(to other: Pose, _ f: Double) -> Pose {
      func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
      return Pose(
        yaw: mix(yaw, other.yaw), zoom: mix(zoom, other.zoom),
        pan: Point(x: mix(pan.x, other.pan.x), y: mix(pan.y, other.pan.y)),
        spread: mix(spread, other.spread))
    }
  }

  /// The transform taking a point of the screen at `depth` points into the turned stack.
  public static func stackTransform(depth: Double, pose: Pose, screenSize: Size) -> Transform3D {
    let cx = screenSize.width / 2
    let cy = screenSize.height / 2
    var perspective = Transform3D.identity
    perspective.m34 = Self.perspective
    return Transform3D.translation(x: -cx, y: -cy, z: depth)
      .concatenating(.rotation(angle: pose.yaw * .pi / 180, x: 0, y: 1, z: 0))
      .concatenating(.scale(x: pose.zoom, y: pose.zoom, z: pose.zoom))
      .concatenating(.translation(x: pose.pan.x, y: pose.pan.y, z: 0))
      .concatenating(perspective)
      .concatenating(.translation(x: cx, y: cy, z: 0))
  }

  /// Each layer's depth, in drawing order: `i × 10` by its place in the frame, and a layer in a
  /// container's child with a positive zPosition lifted by it (the plugin's `zPosition +
  /// count × 10`: the zPosition order already put those layers after the rest). A negative
  /// zPosition pushes its layers back, as the plugin leaves it in place below the stack.
  public func stackDepths(spread: Double = 1) -> [Double] {
    layers.indices.map { i in
      (Double(i) * Self.layerSpacing + layers[i].zPosition) * spread
    }
  }

  /// This frame as the 3D view shows it at `yaw` degrees and `zoom`.
  public func stacked3D(yaw: Double, zoom: Double = 1) -> Frame {
    stacked3D(Pose(yaw: yaw, zoom: zoom))
  }

  /// This frame as the 3D view shows it in `pose`. A layer that would pass behind the eye is
  /// left out; the layers are drawn farthest first, so where two overlap on screen the nearer
  /// is on top, whichever way the stack is turned.
  public func stacked3D(_ pose: Pose) -> Frame {
    var turned = self
    turned.layers = []
    turned.layers.reserveCapacity(layers.count)
    let depths = stackDepths(spread: pose.spread)
    var distances: [Double] = []
    distances.reserveCapacity(layers.count)
    // The layers are planes facing the same way, at their depths: the nearer of two along any
    // line of sight is the one nearer the eye's depth. In the stack's own coordinates the eye
    // (where `w` is 0) sits at depth 4000 / zoom × cos(yaw): in front turned less than 90°,
    // behind turned more.
    let eye = 1 / -Self.perspective / max(pose.zoom, 1e-9) * cos(pose.yaw * .pi / 180)
    for (index, layer) in layers.enumerated() {
      let world = Self.stackTransform(
        depth: depths[index], pose: pose, screenSize: screenSize)
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
      if var arc = layer.arc {
        // The curve stays where it is in the layer's plane; each of its points is projected.
        arc.projection = (arc.projection ?? .identity).concatenating(world)
        moved.arc = project([arc.start, arc.end]) == nil ? nil : arc
      }
      turned.layers.append(moved)
      distances.append(abs(depths[index] - eye))
    }
    // Farthest first; layers equally far keep their drawing order.
    let order = distances.indices.sorted {
      distances[$0] != distances[$1] ? distances[$0] > distances[$1] : $0 < $1
    }
    if order != Array(distances.indices) { turned.layers = order.map { turned.layers[$0] } }
    return turned
  }
}
