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

  public static func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw FileReadError(reason: reasonForErrno()) }
    defer { close(fd) }
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
      guard bytes.count <= maximumSize else {
        throw FileReadError(
          reason: "it is larger than \(maximumSize >> 20) MiB, too large for a scene")
      }
    }
  }

  private static func reasonForErrno() -> String {
    let text = String(cString: strerror(errno))
    guard let first = text.first else { return "error \(errno)" }
    return first.lowercased() + text.dropFirst()
  }
}
