import CImageCodecs

/// POSIX shared memory objects, the way a picture reaches a kitty on the same machine (`t=s`):
/// the terminal maps the object, reads it and unlinks it, so a frame costs one copy instead of
/// zlib and base64 (docs/graphics.md).
public enum SharedMemory {
  /// Creates the object `name` (a C string starting with `/`; created exclusively, readable by
  /// this user only) holding `bytes`. Returns 0, else the errno of the step that failed.
  public static func write(name: UnsafePointer<CChar>, bytes: UnsafeRawBufferPointer) -> Int32 {
    cic_shm_write(name, bytes.baseAddress, bytes.count)
  }

  /// Unlinks `name`; 0, else errno (ENOENT when the terminal already did).
  @discardableResult
  public static func unlink(name: UnsafePointer<CChar>) -> Int32 { cic_shm_unlink(name) }

  /// Unlinks `name`; 0, else errno.
  @discardableResult
  public static func unlink(_ name: String) -> Int32 { cic_shm_unlink(name) }

  /// Says which objects a terminal may not have read yet (`prefix` and the hex numbers
  /// `first..<end`), for `unlinkTracked` when a signal ends the process.
  public static func track(prefix: String) { cic_shm_track_prefix(prefix) }
  public static func track(first: UInt32, end: UInt32) { cic_shm_track_range(first, end) }

  /// Unlinks what `track` said; safe in a signal handler (C, no allocation).
  public static let unlinkTracked: @convention(c) () -> Void = cic_shm_unlink_tracked

  /// Creates `name` holding `bytes` (the probe's one pixel); 0, else errno.
  public static func write(_ name: String, bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { raw in name.withCString { write(name: $0, bytes: raw) } }
  }

  /// The bytes of the object `name`, at most `limit` of them; nil when it cannot be read (it
  /// does not exist: the terminal read and unlinked it).
  public static func read(_ name: String, limit: Int = 1 << 26) -> [UInt8]? {
    var size = 0
    guard name.withCString({ cic_shm_read($0, nil, 0, &size) }) == 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: min(size, limit))
    let status = bytes.withUnsafeMutableBytes { out in
      name.withCString { cic_shm_read($0, out.baseAddress, out.count, &size) }
    }
    return status == 0 ? bytes : nil
  }
}
