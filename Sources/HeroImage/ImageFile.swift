#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an image file with POSIX calls: the system's reason on failure, no blocking on a FIFO,
/// nothing but a regular file, and never more than the byte limit (a device such as /dev/zero
/// cannot make it read forever).
enum ImageFile {
  static func contents(of path: String, maxBytes: Int) throws(ImageError.Reason) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw .unreadable(reason(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(reason(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .unreadable("it is a directory, not a file")
    default: throw .unreadable("it is not a regular file")
    }
    guard Int(info.st_size) <= maxBytes else {
      throw .fileTooLarge(bytes: Int(info.st_size), limit: maxBytes)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(reason(errno))
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maxBytes else {
        throw .fileTooLarge(bytes: bytes.count, limit: maxBytes)
      }
    }
  }

  /// `strerror`, lowercased for a message.
  private static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
  }
}
