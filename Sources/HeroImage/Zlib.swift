import CImageCodecs

/// The system's zlib: PNG's and APNG's image data, and the kitty graphics protocol's `o=z`
/// payloads (RFC 1950 streams). Level 1 is for live frames (the measure: level 6 saves
/// 15–45 % of the bytes for 2.5× the time), level 9 for files.
public enum Zlib {
  /// Why a zlib stream could not be inflated.
  public enum InflateError: Error, Hashable, Sendable {
    case corrupt(String)
    case tooLarge(limit: Int)
    case outOfMemory
  }

  /// A zlib stream of `bytes` at `level` (0 stores, 1 fastest, 9 smallest; clamped to 0–9).
  public static func compress(_ bytes: UnsafeRawBufferPointer, level: Int) -> [UInt8] {
    let bound = cic_zlib_bound(bytes.count)
    return [UInt8](unsafeUninitializedCapacity: bound) { target, initialized in
      initialized = deflate(bytes, level: level, into: target)
    }
  }

  /// compress2 into `target` (at least `cic_zlib_bound` long); the stream's length.
  private static func deflate(
    _ bytes: UnsafeRawBufferPointer, level: Int, into target: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var size = target.count
    let status = cic_zlib_compress(
      bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
      Int32(max(0, min(9, level))), target.baseAddress, &size)
    // compress2 fails only for want of memory or a too-small buffer; the bound rules out
    // the second, and the first is fatal everywhere else in Swift too.
    precondition(status == CIC_OK, "zlib could not compress (status \(status))")
    return size
  }

  public static func compress(_ bytes: [UInt8], level: Int) -> [UInt8] {
    bytes.withUnsafeBytes { compress($0, level: level) }
  }

  /// As `compress`, into `out` (replacing what it held), so a caller that compresses every frame
  /// keeps one buffer's capacity instead of allocating one a frame.
  public static func compress(_ bytes: UnsafeRawBufferPointer, level: Int, into out: inout [UInt8])
  {
    let bound = cic_zlib_bound(bytes.count)
    if out.count < bound { out.append(contentsOf: repeatElement(0, count: bound - out.count)) }
    let produced = out.withUnsafeMutableBufferPointer { deflate(bytes, level: level, into: $0) }
    out.removeSubrange(produced...)
  }

  /// A deflate stream kept between compressions, for a caller that compresses every frame (the
  /// kitty encoder): the same bytes as `compress` at its level, without compress2's set-up
  /// (about five allocations) for each stream. A copy shares the stream until either
  /// compresses, which then makes its own.
  public struct Deflater: Sendable {
    public let level: Int
    private var stream: Stream?

    public init(level: Int) { self.level = max(0, min(9, level)) }

    /// A zlib stream of `bytes` into `out` (replacing what it held; its capacity kept).
    public mutating func compress(_ bytes: UnsafeRawBufferPointer, into out: inout [UInt8]) {
      if !isKnownUniquelyReferenced(&stream) { stream = Stream(level: level) }
      guard let pointer = stream?.pointer else { preconditionFailure("no deflate stream") }
      var start: UnsafePointer<UInt8>?
      var size = 0
      let status = cic_deflater_compress(
        pointer, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
        &start, &size)
      // As `deflate` below: only memory can run out.
      precondition(status == CIC_OK, "zlib could not compress (status \(status))")
      out.removeAll(keepingCapacity: true)
      // Room for the largest stream of this many bytes: a frame that compresses worse than the
      // ones before it does not grow (allocate) the array.
      if out.capacity < size { out.reserveCapacity(max(size, cic_zlib_bound(bytes.count))) }
      out.append(contentsOf: UnsafeBufferPointer(start: start, count: size))
    }

    /// The C stream, freed with the last copy that holds it; only ever used by a copy that
    /// holds it alone (`compress` checks), so it is safe to send.
    private final class Stream: @unchecked Sendable {
      let pointer: OpaquePointer

      init(level: Int) {
        guard let pointer = cic_deflater_new(Int32(level)) else {
          preconditionFailure("zlib could not set up a deflate stream (no memory)")
        }
        self.pointer = pointer
      }

      deinit { cic_deflater_free(pointer) }
    }
  }

  /// The bytes of a zlib stream, at most `maxBytes` of them.
  public static func decompress(_ bytes: [UInt8], maxBytes: Int = 1 << 30) throws(InflateError)
    -> [UInt8]
  {
    var pointer: UnsafeMutablePointer<UInt8>?
    var size = 0
    var message = [CChar](repeating: 0, count: 200)
    let status = bytes.withUnsafeBufferPointer { input in
      message.withUnsafeMutableBufferPointer { text in
        cic_zlib_inflate(
          input.baseAddress, input.count, max(0, maxBytes), &pointer, &size, text.baseAddress)
      }
    }
    defer { cic_free(pointer) }
    switch Int(status) {
    case Int(CIC_OK):
      guard let pointer else { return [] }
      return [UInt8](UnsafeBufferPointer(start: pointer, count: size))
    case Int(CIC_TOO_LARGE): throw .tooLarge(limit: maxBytes)
    case Int(CIC_NO_MEMORY): throw .outOfMemory
    default:
      let text = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .corrupt(text)
    }
  }

  /// zlib's CRC-32 of `bytes`, continuing from `crc`.
  public static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    cic_crc32(crc, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
  }
}

extension RGBAImage {
  /// The kitty graphics protocol's payload for `f=24,o=z`: the RGB bytes (alpha dropped) as a
  /// zlib stream at `level` (1 for live frames). Base64 and chunking are the caller's.
  public func zlibRGB(level: Int = 1) -> [UInt8] {
    let rgb = rgbBytes
    return Zlib.compress(rgb, level: level)
  }
}
