/// A picture to show in the terminal as an image: opaque RGB pixels, rows top to bottom, and
/// the cells it covers (the terminal scales it to them).
public struct PictureFrame: Sendable {
  /// Three bytes a pixel, `width × height` pixels.
  public var rgb: [UInt8]
  public var width: Int
  public var height: Int
  /// The top-left cell (0-based) and how many cells the picture covers.
  public var column: Int
  public var row: Int
  public var columns: Int
  public var rows: Int

  public init(
    rgb: [UInt8], width: Int, height: Int, column: Int, row: Int, columns: Int, rows: Int
  ) {
    self.rgb = rgb
    self.width = width
    self.height = height
    self.column = column
    self.row = row
    self.columns = columns
    self.rows = rows
  }
}

/// One way of turning pictures into a terminal's bytes (kitty, sixel, iTerm2): the pixel
/// path's counterpart of the cells' `TerminalScreen`. An encoder remembers what it showed, so
/// an unchanged picture costs nothing.
public protocol PictureEncoder {
  /// Appends to `output` the bytes that show `picture` in place of what this encoder showed
  /// before (nothing when it is the same picture in the same place).
  mutating func show(_ picture: PictureFrame, into output: inout [UInt8])
  /// Appends the bytes that take every image this encoder showed off the screen (quit,
  /// suspend, resize, a panel over the picture); the next `show` draws in full.
  mutating func remove(into output: inout [UInt8])
}

extension Array where Element == UInt8 {
  /// This array made equal to the first `count` bytes of `pixels` (all of them by default) in
  /// its own storage: an encoder keeps what it showed without holding on to the caller's buffer
  /// (the next frame's paint would then copy it).
  mutating func keepCopy(of pixels: [UInt8], count: Int? = nil) {
    let count = Swift.min(count ?? pixels.count, pixels.count)
    if self.count != count {
      removeAll(keepingCapacity: true)
      append(contentsOf: repeatElement(0, count: count))
    }
    withUnsafeMutableBufferPointer { target in
      pixels.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        to.update(from: from, count: count)
      }
    }
  }
}
