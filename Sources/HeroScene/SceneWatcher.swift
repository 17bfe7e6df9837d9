import HeroPlanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notices when a scene file changes on disk and reloads it, for the previewer's `--watch`.
///
/// Polls the file's identity (inode, size, modification time): cheap enough to run a few times
/// a second, and it follows editors that save atomically by renaming a new file over the old
/// one. A save that does not load is reported, and the caller keeps its last good scene.
public struct SceneWatcher: Sendable {
  public enum Change: Sendable, Equatable {
    case reloaded(Scene)
    case failed(SceneLoadError)
  }

  public let path: String
  private var signature: Signature?

  /// What tells one version of a file from the next: inode, size, modification time.
  public struct Signature: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  /// Starts watching; the file as it is now counts as already loaded.
  public init(path: String) {
    self.path = path
    signature = Self.signature(of: path)
  }

  /// The change since the last call, if the file changed (nil when it did not).
  public mutating func poll() -> Change? {
    let now = Self.signature(of: path)
    guard now != signature else { return nil }
    signature = now
    guard now != nil else {
      return .failed(
        SceneLoadError(file: path, message: "the file is gone (waiting for it to come back)"))
    }
    do {
      return .reloaded(try SceneLoader.load(path: path))
    } catch {
      return .failed(error)
    }
  }

  /// The file's signature now; nil when it cannot be looked at (gone, unreadable).
  public static func signature(of path: String) -> Signature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return Signature(
      inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(time.tv_sec),
      nanoseconds: Int(time.tv_nsec))
  }
}
