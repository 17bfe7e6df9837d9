#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read: the operating system's reason, lowercased for a message.
public struct FileReadError: Error {
  public var reason: String
}

/// Reads a whole file with POSIX calls, so a failure carries the OS reason ("no such file or
/// directory") rather than a Foundation sentence, and a device such as /dev/zero cannot make the
/// loader read forever. The storyboard reader uses it too.
public enum FileReader {
  /// Scenes are kilobytes; anything past this is not a scene.
  static let maximumSize = 64 << 20

  /// The file's bytes. Opened non-blocking, so a FIFO cannot stall the caller in `open()`; then
  /// anything but a regular file is refused, and so is one larger than `maximumSize`.
  public static func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw FileReadError(reason: reasonForErrno()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileReadError(reason: reasonForErrno()) }
    if let kind = nonRegularKind(info.st_mode) {
      throw FileReadError(reason: "it is \(kind), not a regular file")
    }
    guard info.st_size <= maximumSize else { throw tooLarge }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileReadError(reason: reasonForErrno())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maximumSize else { throw tooLarge }
    }
  }

  private static var tooLarge: FileReadError {
    FileReadError(reason: "it is larger than \(maximumSize >> 20) MiB, too large for a scene")
  }

  /// What a file that is not a regular file is, for the message; nil for a regular file.
  private static func nonRegularKind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a file"
    }
  }

  private static func reasonForErrno() -> String { systemReason(errno) }
}

/// `strerror` lowercased for a message ("no space left on device"): the one way a failed system
/// call is worded, for reading scenes here and writing output in the program.
public func systemReason(_ code: Int32) -> String {
  let text = String(cString: strerror(code))
  guard let first = text.first else { return "error \(code)" }
  return first.lowercased() + text.dropFirst()
}
