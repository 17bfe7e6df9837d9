import HeroScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output file (`record -o FILE`, `import -o FILE`, `w` in play) without
/// surprises: the one guard every command that writes a file goes through.
///
/// `-` is standard output. Everything else is judged on the file actually written, after
/// following symlinks: an output that is one of the command's inputs (the same device and inode,
/// or the same path when it does not exist yet) is refused, naming both. A regular file, or a
/// path that does not exist yet, is replaced atomically (a temporary file beside it, renamed over
/// it; a symlink keeps pointing at it) and keeps its permission bits; a file without any write
/// bit is refused, even for root, who would otherwise bypass the bits. Anything else that can be
/// written (a device such as /dev/null, a FIFO) is written in place, never replaced by a file; a
/// directory, a socket or a link to nothing is refused.
enum OutputFile {
  struct Failure: Error {
    /// Plain, strerror-style: "is a directory", "permission denied".
    var reason: String
  }

  /// What an output may replace.
  enum Replacing {
    /// An existing file is replaced (after the checks above).
    case any
    /// Only a new file is made: the temporary file is linked to the name, which fails,
    /// atomically, when something has it (the scene written beside a storyboard).
    case nothing
  }

  /// Writes `bytes` to `path`, refusing when it is one of `inputs` (the files the command read).
  static func write(
    _ bytes: [UInt8], to path: String, inputs: [String] = [], replacing: Replacing = .any
  ) throws(Failure) {
    if path == "-" {
      if let reason = Output.writeAll(bytes, to: STDOUT_FILENO) { throw Failure(reason: reason) }
      return
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno == ENOENT else { throw Failure(reason: systemReason(errno)) }
      var link = stat()
      if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
        throw Failure(reason: "it is a symbolic link to a file that does not exist")
      }
      if let input = inputs.first(where: { absolute($0) == absolute(path) }) {
        throw sameAs(input)
      }
      try replace(path, with: bytes, mode: 0o666 & ~currentUmask(), replacing: replacing)
      return
    }
    guard replacing == .any else { throw Failure(reason: "it exists; heroscope keeps it") }
    if let input = inputs.first(where: { isSameFile(info, $0) }) { throw sameAs(input) }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard info.st_mode & 0o222 != 0 else {
        throw Failure(reason: "it is read-only; remove it or make it writable first")
      }
      // The file a symlink names is replaced, and the link stays a link.
      try replace(resolved(path), with: bytes, mode: info.st_mode & 0o7777, replacing: .any)
    case S_IFDIR: throw Failure(reason: "it is a directory")
    case S_IFSOCK: throw Failure(reason: "it is a socket")
    default:
      // A device or a FIFO: write through it, in place.
      try writeInPlace(path, bytes)
    }
  }

  /// Whether `path` exists and is not a regular file (a device, a FIFO, a directory): a
  /// device or FIFO is written in place whatever its name, and the rest are refused by `write`
  /// saying what they are, so commands do not judge such a name by its extension.
  static func existsAndIsNotRegular(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    return info.st_mode & S_IFMT != S_IFREG
  }

  /// Whether the file `info` describes is the file at `input` (same device and inode).
  private static func isSameFile(_ info: stat, _ input: String) -> Bool {
    var other = stat()
    guard stat(input, &other) == 0 else { return false }
    return other.st_dev == info.st_dev && other.st_ino == info.st_ino
  }

  private static func sameAs(_ input: String) -> Failure {
    Failure(
      reason: "it is the input \(input) (the same file); nothing was written, choose another output"
    )
  }

  /// `path` with its symlinks resolved; the path itself when it cannot be resolved.
  private static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// `path` made absolute against the working directory, `.` and `..` left as written: enough to
  /// tell two spellings of a path that does not exist yet (`out.json`, `./out.json`) apart from
  /// different files.
  private static func absolute(_ path: String) -> String {
    var full = path
    if !path.hasPrefix("/") {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      if getcwd(&buffer, buffer.count) != nil {
        full =
          String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
          + "/" + path
      }
    }
    var parts: [Substring] = []
    for part in full.split(separator: "/") where part != "." {
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
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

  /// The temporary file beside `path`: in the same directory, so the rename is atomic, and
  /// named apart from the file (`.heroscope-XXXXXX`), so it fits in NAME_MAX whatever the
  /// file's own name is.
  static func temporaryTemplate(for path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return ".heroscope-XXXXXX" }
    return path[...slash] + ".heroscope-XXXXXX"
  }

  /// A temporary file in the same directory, then renamed over `path`.
  private static func replace(
    _ path: String, with bytes: [UInt8], mode: mode_t, replacing: Replacing
  ) throws(Failure) {
    var template = Array(temporaryTemplate(for: path).utf8CString)
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
    if failure == nil {
      switch replacing {
      case .any:
        if rename(temporary, path) != 0 { failure = systemReason(errno) }
      case .nothing:
        if link(temporary, path) != 0 {
          failure = errno == EEXIST ? "it exists; heroscope keeps it" : systemReason(errno)
        }
        unlink(temporary)
      }
    }
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
