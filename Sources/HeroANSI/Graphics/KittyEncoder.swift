import HeroImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Pictures in kitty's graphics protocol (kitty, Ghostty, WezTerm, Warp, recent iTerm2): RGB
/// (`f=24`), zlib level 1 (`o=z`), base64 in chunks of at most 4096 bytes, shown over the
/// picture's cells (`c=`, `r=`: the terminal scales it), the cursor left where it was (`C=1`)
/// and the terminal's replies silenced (`q=2`).
///
/// Where the terminal shares this machine's memory (the probe's `t=s` query came back OK), a
/// frame goes as a POSIX shared memory object instead (`t=s`: one copy, no zlib, no base64,
/// about a hundred bytes written); a write that fails turns it off for good.
///
/// Frames are swapped by two image ids used in turn, the new one placed before the old one is
/// deleted, so the picture never flashes (re-sending under one id replaces it in Ghostty but not
/// in kitty); a picture that did not change sends nothing; with `animationEdits` (kitty and
/// WezTerm: Ghostty has no `a=f`) a small change is sent as an edit of its rectangle alone.
public struct KittyEncoder: PictureEncoder {
  /// The two image ids used in turn (any numbers other programs are unlikely to pick).
  public static let ids: (UInt32, UInt32) = (0x4853_0001, 0x4853_0002)
  /// Base64 bytes in one escape sequence at most (the protocol's limit).
  public static let chunkLimit = 4096
  /// An edit goes as `a=f` when its rectangle is at most this part of the picture: beyond it
  /// the edit's bytes come close to a whole frame's (the picture compresses about as well
  /// everywhere), and the whole frame is what every kitty speaker draws. Measured on the demo
  /// at 792 × 540 pixels: a whole frame 17.6 KB; an edit of 10 % of it 1.9 KB, 25 % 7.2 KB,
  /// 50 % 11.2 KB (its whole frame 19.9 KB), 75 % about a whole frame.
  public static let editShare = 0.5

  /// The terminal draws `a=f` edits (kitty, WezTerm).
  public let animationEdits: Bool
  /// What is shown: its geometry and pixels, and which id holds it.
  private var shown: Geometry?
  private var shownID = KittyEncoder.ids.1
  private var previous: [UInt8] = []
  /// Kept between frames for their storage: the rectangle's pixels, the zlib stream and its
  /// deflate state (compress2 would set one up, five allocations, for every frame).
  private var rectangle: [UInt8] = []
  private var compressed: [UInt8] = []
  private var deflater = Zlib.Deflater(level: 1)
  /// Where frames go through shared memory (nil: in the escape sequences themselves).
  private var memory: KittySharedMemory?
  /// The errno of the shared memory write that failed and turned it off (0: none failed).
  public private(set) var sharedMemoryFailure: Int32 = 0
  /// The compressed size of the last frame sent whole over its RGB size: what an edit's
  /// rectangle is expected to compress to, so that an edit that could not fit one escape
  /// sequence is not compressed only to be sent again whole.
  private var compression = 0.0
  /// Bytes the last `show` appended (0 for a frame that did not change).
  public private(set) var lastBytes = 0
  /// Whether the last `show` sent an edit of a rectangle (`a=f`) rather than a whole frame.
  public private(set) var lastWasEdit = false

  private struct Geometry: Equatable {
    var width, height, column, row, columns, rows: Int
  }

  /// Inside tmux with `allow-passthrough on`: each command wrapped for the outer terminal
  /// (`ESC P tmux; …` with its escapes doubled); the cursor moves stay tmux's to make.
  public let passthrough: Bool

  public init(animationEdits: Bool = false, passthrough: Bool = false, sharedMemory: Bool = false) {
    self.animationEdits = animationEdits
    self.passthrough = passthrough
    memory = sharedMemory ? KittySharedMemory() : nil
  }

  /// An encoder whose frames go through `memory` (the tests' names).
  init(animationEdits: Bool = false, memory: KittySharedMemory) {
    self.animationEdits = animationEdits
    passthrough = false
    self.memory = memory
  }

  /// The start of the names of this process's shared memory objects (`/heroscope-PID-`).
  public static var sharedMemoryPrefix: String { KittySharedMemory.processPrefix }

  /// Whether frames go through shared memory (`t=s`) now.
  public var sendsThroughSharedMemory: Bool { memory != nil }

  /// Whether a terminal that named itself so (XTVERSION, `TERM_PROGRAM`) is sent `a=f` edits:
  /// kitty (seen drawing them right under Xvfb once each fits one escape sequence) and
  /// WezTerm (which implements them; not tried here). Ghostty implements no animation commands.
  public static func drawsEdits(terminal version: String?) -> Bool {
    guard let name = version?.lowercased() else { return false }
    return name.hasPrefix("kitty") || name.hasPrefix("wezterm")
  }

  public mutating func show(_ picture: PictureFrame, into output: inout [UInt8]) {
    let start = output.count
    defer { lastBytes = output.count - start }
    lastWasEdit = false
    let geometry = Geometry(
      width: picture.width, height: picture.height, column: picture.column, row: picture.row,
      columns: picture.columns, rows: picture.rows)
    let count = picture.width * picture.height * 3
    guard picture.width > 0, picture.height > 0, picture.columns > 0, picture.rows > 0,
      picture.rgb.count >= count
    else {
      remove(into: &output)
      return
    }
    if shown == geometry && previous.count == count {
      // Without edits only whether anything changed matters: one comparison that stops at the
      // first difference, not the changed rectangle's scan of every changed row. Through
      // shared memory a whole frame costs a copy: no edits either.
      if !animationEdits || memory != nil {
        guard differs(picture, count: count) else { return }
      } else {
        let limit = Int(Self.editShare * Double(picture.width * picture.height))
        switch changedBox(picture, largestArea: limit) {
        case .none: return
        case .box(let box):
          if mayFitOneSequence(box), edit(picture, box: box, into: &output) {
            previous.keepCopy(of: picture.rgb, count: count)
            lastWasEdit = true
            return
          }
        case .tooLarge: break
        }
      }
    }
    let old = shown.map { _ in shownID }
    shownID = shownID == Self.ids.0 ? Self.ids.1 : Self.ids.0
    // The cursor on the picture's top-left cell: the image is placed there.
    output += "\u{1B}[".utf8
    TerminalCodes.appendNumber(picture.row + 1, to: &output)
    output.append(UInt8(ascii: ";"))
    TerminalCodes.appendNumber(picture.column + 1, to: &output)
    output.append(UInt8(ascii: "H"))
    if !sendShared(picture, count: count, into: &output) {
      picture.rgb.withUnsafeBytes { rgb in
        deflater.compress(UnsafeRawBufferPointer(rebasing: rgb[0..<count]), into: &compressed)
      }
      compression = Double(compressed.count) / Double(count)
      let id = shownID
      Self.appendChunked(payload: compressed, passthrough: passthrough, into: &output) { keys in
        Self.placement(picture, id: id, medium: ",o=z,s=", &keys)
      }
    }
    if let old { Self.appendDelete(old, passthrough: passthrough, into: &output) }
    shown = geometry
    previous.keepCopy(of: picture.rgb, count: count)
  }

  /// `a=T` of the picture under `id` at the cursor over its cells, the cursor kept and
  /// replies silenced: the keys of every whole frame, `medium` saying how its pixels come
  /// (`,o=z,s=`: compressed in the sequences; `,t=s,s=`: in shared memory).
  private static func placement(
    _ picture: PictureFrame, id: UInt32, medium: StaticString, _ keys: inout [UInt8]
  ) {
    keys += "a=T,f=24".utf8
    key(medium, picture.width, &keys)
    key(",v=", picture.height, &keys)
    key(",i=", Int(id), &keys)
    key(",c=", picture.columns, &keys)
    key(",r=", picture.rows, &keys)
    keys += ",C=1,q=2".utf8
  }

  /// The frame as a shared memory object and one escape sequence naming it; false (nothing
  /// written) where frames do not go so, or the object could not be made (then never again).
  private mutating func sendShared(
    _ picture: PictureFrame, count: Int, into output: inout [UInt8]
  ) -> Bool {
    guard var shared = memory else { return false }
    // Taken out while it changes, so its buffers are not copied.
    memory = nil
    let id = shownID
    let passthrough = passthrough
    let sent = picture.rgb.withUnsafeBytes { rgb in
      shared.write(UnsafeRawBufferPointer(rebasing: rgb[0..<count])) { name in
        Self.appendStart(passthrough, &output)
        Self.placement(picture, id: id, medium: ",t=s,s=", &output)
        output.append(UInt8(ascii: ";"))
        Base64.append(name, to: &output)
        Self.appendEnd(passthrough, &output)
      }
    }
    if sent {
      memory = shared
    } else {
      sharedMemoryFailure = shared.failure
      shared.unlinkAll()
    }
    return sent
  }

  /// Whether an edit of `box` may fit one escape sequence, going by how well the last whole
  /// frame compressed (with room to spare: a small change often compresses better).
  private func mayFitOneSequence(_ box: ChangedBox) -> Bool {
    let expected = Double(box.width * box.height * 3) * compression * 4 / 3
    return expected <= Double(Self.chunkLimit) * 2
  }

  public mutating func remove(into output: inout [UInt8]) {
    // What the terminal has not read yet is of a picture being taken off anyway.
    memory?.unlinkAll()
    guard shown != nil else { return }
    Self.appendDelete(Self.ids.0, passthrough: passthrough, into: &output)
    Self.appendDelete(Self.ids.1, passthrough: passthrough, into: &output)
    shown = nil
  }

  /// The bytes that delete both images, whatever was shown: for the signal handlers' reset.
  public static func deleteAll(passthrough: Bool = false) -> String {
    var bytes: [UInt8] = []
    appendDelete(ids.0, passthrough: passthrough, into: &bytes)
    appendDelete(ids.1, passthrough: passthrough, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `ESC _G a=d,d=I,i=…,q=2 ESC \`: the image and its data gone (upper-case `I` frees both).
  static func appendDelete(_ id: UInt32, passthrough: Bool, into output: inout [UInt8]) {
    appendStart(passthrough, &output)
    output += "a=d,d=I,i=".utf8
    TerminalCodes.appendNumber(Int(id), to: &output)
    output += ",q=2".utf8
    appendEnd(passthrough, &output)
  }

  /// A command's `ESC _G`, inside tmux's passthrough (its ESC doubled) where asked.
  private static func appendStart(_ passthrough: Bool, _ output: inout [UInt8]) {
    output += (passthrough ? "\u{1B}Ptmux;\u{1B}\u{1B}_G" : "\u{1B}_G").utf8
  }

  /// A command's `ESC \`, and the passthrough's own where asked.
  private static func appendEnd(_ passthrough: Bool, _ output: inout [UInt8]) {
    output += (passthrough ? "\u{1B}\u{1B}\\\u{1B}\\" : "\u{1B}\\").utf8
  }

  /// `keys` on the first chunk, `m=1` on every chunk but the last (`m=0`), the payload in
  /// base64 at most `chunkLimit` bytes a chunk.
  static func appendChunked(
    payload: [UInt8], passthrough: Bool = false, into output: inout [UInt8],
    keys: (inout [UInt8]) -> Void
  ) {
    let perChunk = chunkLimit / 4 * 3
    var offset = 0
    var first = true
    repeat {
      let end = min(payload.count, offset + perChunk)
      appendStart(passthrough, &output)
      if first {
        keys(&output)
        output.append(UInt8(ascii: ","))
      }
      output += (end < payload.count ? "m=1;" : "m=0;").utf8
      payload.withUnsafeBufferPointer { bytes in
        Base64.append(UnsafeBufferPointer(rebasing: bytes[offset..<end]), to: &output)
      }
      appendEnd(passthrough, &output)
      offset = end
      first = false
    } while offset < payload.count
  }

  /// A number after its key text (`,v=`), without a string made for it.
  private static func key(_ name: StaticString, _ value: Int, _ output: inout [UInt8]) {
    name.withUTF8Buffer { output += $0 }
    TerminalCodes.appendNumber(value, to: &output)
  }

  /// Whether the picture's first `count` bytes differ from the last picture's.
  private func differs(_ picture: PictureFrame, count: Int) -> Bool {
    picture.rgb.withUnsafeBufferPointer { now in
      previous.withUnsafeBufferPointer { was in
        guard let a = now.baseAddress, let b = was.baseAddress else { return true }
        return memcmp(a, b, count) != 0
      }
    }
  }

  typealias ChangedBox = (x: Int, y: Int, width: Int, height: Int)

  /// What changed since the last picture.
  enum Change {
    /// Nothing.
    case none
    /// The smallest rectangle holding every pixel that differs.
    case box(ChangedBox)
    /// More than the area asked about: the frame goes whole, so the rest is not looked at.
    case tooLarge
  }

  /// The rectangle of what changed, found with `memcmp` (which stops at the first difference)
  /// from each end of every row between the first and last changed rows, and only outside the
  /// columns already known to change; the search ends once the rectangle is larger than
  /// `largestArea`.
  func changedBox(_ picture: PictureFrame, largestArea: Int) -> Change {
    let width = picture.width
    let height = picture.height
    let stride = width * 3
    return picture.rgb.withUnsafeBufferPointer { now in
      previous.withUnsafeBufferPointer { was in
        guard let a = now.baseAddress, let b = was.baseAddress else { return .none }
        func same(_ row: Int) -> Bool { memcmp(a + row * stride, b + row * stride, stride) == 0 }
        guard let top = (0..<height).first(where: { !same($0) }) else { return .none }
        let bottom = (top..<height).last(where: { !same($0) }) ?? top
        let rows = bottom - top + 1
        var left = width
        var right = -1
        for row in top...bottom {
          let base = row * stride
          if left > 0, memcmp(a + base, b + base, min(left, width) * 3) != 0 {
            var x = 0
            while memcmp(a + base + x * 3, b + base + x * 3, 3) == 0 { x += 1 }
            left = x
          }
          if right < width - 1 {
            let from = max(right + 1, left)
            let start = base + from * 3
            if memcmp(a + start, b + start, (width - from) * 3) != 0 {
              var x = width - 1
              while memcmp(a + base + x * 3, b + base + x * 3, 3) == 0 { x -= 1 }
              right = x
            }
          }
          if right >= left && (right - left + 1) * rows > largestArea { return .tooLarge }
          if left == 0 && right == width - 1 { break }
        }
        return .box((left, top, right - left + 1, rows))
      }
    }
  }

  /// `a=f` on the shown image's first frame: the rectangle's pixels replace those under it
  /// (`X=1`: no blending). Only an edit whose payload fits one escape sequence is sent (false:
  /// nothing was, send the frame whole): kitty 0.26.5 takes a chunked `a=f`'s rectangle from
  /// its last chunk, which carries only `m`, and stretches the pixels over the whole image
  /// (seen under Xvfb), and repeating the keys on every chunk is against the protocol.
  private mutating func edit(
    _ picture: PictureFrame, box: ChangedBox,
    into output: inout [UInt8]
  ) -> Bool {
    let rowBytes = box.width * 3
    let needed = rowBytes * box.height
    // Resized within its capacity: the rectangle's size changes from frame to frame.
    if rectangle.count != needed {
      rectangle.removeAll(keepingCapacity: true)
      rectangle.append(contentsOf: repeatElement(0, count: needed))
    }
    picture.rgb.withUnsafeBufferPointer { source in
      rectangle.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        for row in 0..<box.height {
          let start = ((box.y + row) * picture.width + box.x) * 3
          (to + row * rowBytes).update(from: from + start, count: rowBytes)
        }
      }
    }
    rectangle.withUnsafeBytes { deflater.compress($0, into: &compressed) }
    guard (compressed.count + 2) / 3 * 4 <= Self.chunkLimit else { return false }
    let id = shownID
    Self.appendChunked(payload: compressed, passthrough: passthrough, into: &output) { keys in
      Self.key("a=f,r=1,i=", Int(id), &keys)
      Self.key(",x=", box.x, &keys)
      Self.key(",y=", box.y, &keys)
      Self.key(",s=", box.width, &keys)
      Self.key(",v=", box.height, &keys)
      keys += ",X=1,f=24,o=z,q=2".utf8
    }
    return true
  }

}
