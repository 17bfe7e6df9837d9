import HeroScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output file (`record -o FILE`) without surprises.
///
/// `-` is standard output. A regular file, or a path that does not exist yet, is replaced
/// atomically (a temporary file beside it, renamed over it) and keeps its permission bits; a
/// read-only file is refused, even for root. Anything else that can be written (a device such as
/// /dev/null, a FIFO, a symlink's target) is written in place, never replaced by a file; a
/// directory or a socket is refused.
enum OutputFile {
  struct Failure: Error {
    /// Plain, strerror-style: "is a directory", "permission denied".
    var reason: String
  }

  static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    if path == "-" {
      if let reason = Output.writeAll(bytes, to: STDOUT_FILENO) { throw Failure(reason: reason) }
      return
    }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else { throw Failure(reason: systemReason(errno)) }
      try replace(path, with: bytes, mode: 0o666 & ~currentUmask())
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard info.st_mode & 0o222 != 0 else {
        throw Failure(reason: "it is read-only; remove it or make it writable first")
      }
      try replace(path, with: bytes, mode: info.st_mode & 0o7777)
    case S_IFDIR: throw Failure(reason: "it is a directory")
    case S_IFSOCK: throw Failure(reason: "it is a socket")
    default:
      // A device, a FIFO or a symlink: write through it, in place.
      try writeInPlace(path, bytes)
    }
  }

  private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(Failure) {
    let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard fd >= 0 else { throw Failure(reason: systemReason(errno)) }
    if let reason = Output.writeAll(bytes, to: fd) {
      close(fd)
      throw Failure(reason: reason)
    }
    guard close(fd) == 0 else { throw Failure(reason: systemReason(errno)) }
  }

  /// A temporary file in the same directory (so the rename is atomic), then renamed over `path`.
  private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t) throws(Failure) {
    var template = Array((path + ".heroscope-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard fd >= 0 else { throw Failure(reason: systemReason(errno)) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: String? = Output.writeAll(bytes, to: fd)
    if failure == nil, fchmod(fd, mode) != 0 { failure = systemReason(errno) }
    if failure == nil, fsync(fd) != 0 { failure = systemReason(errno) }
    if close(fd) != 0, failure == nil { failure = systemReason(errno) }
    if failure == nil, rename(temporary, path) != 0 { failure = systemReason(errno) }
    if let failure {
      unlink(temporary)
      throw Failure(reason: failure)
    }
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return mask
  }
}
