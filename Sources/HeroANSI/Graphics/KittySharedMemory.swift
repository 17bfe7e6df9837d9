import HeroImage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shared memory objects a kitty encoder hands its frames over in (`t=s`), one per frame:
/// the terminal maps each, reads it and unlinks it. Names are built in place (no string per
/// frame) and short enough for Darwin's 31 characters: `/heroscope-PID-N`, both in hex.
///
/// An object the terminal never reads (it failed, or quit) would stay in memory until the
/// machine restarts, so the encoder unlinks its own once they are `window` frames old — far
/// more than a terminal keeps unread, bounded by bytes so large pictures keep fewer — and all
/// of them when the pictures are taken off the screen (quit, suspend, a panel).
struct KittySharedMemory {
  /// The most bytes left for the terminal to read before the oldest object is unlinked.
  static let unreadBytes = 64 << 20
  /// Frames kept at least and at most, whatever the picture's size.
  static let windowLimits = 4...64

  private static let digits = Array("0123456789abcdef".utf8)

  /// `/heroscope-PID-`: the process's objects apart from every other's.
  private let prefix: [UInt8]
  /// The name being built: the prefix, a hex number and a NUL.
  private var name: [CChar]
  /// The next object's number.
  private var counter: UInt32 = 0
  /// The numbers of the objects written and not yet unlinked by this encoder, oldest first.
  private var written: [UInt32] = []
  /// The errno of the last write that failed (0: none failed).
  private(set) var failure: Int32 = 0

  /// `/heroscope-PID-`, the process id in hex.
  static var processPrefix: String {
    "/heroscope-\(String(UInt32(bitPattern: getpid()), radix: 16))-"
  }

  init(prefix: String = processPrefix) {
    self.prefix = Array(prefix.utf8)
    SharedMemory.track(prefix: prefix)
    name = [CChar](repeating: 0, count: prefix.count + 9)
    written.reserveCapacity(Self.windowLimits.upperBound + 1)
  }

  /// How many frames of `bytes` each stay before the encoder unlinks them.
  static func window(frameBytes: Int) -> Int {
    min(windowLimits.upperBound, max(windowLimits.lowerBound, unreadBytes / max(1, frameBytes)))
  }

  /// Writes `bytes` into a new object and calls `send` with its name (without the NUL, for the
  /// command's payload); false, and nothing sent, when the object could not be made.
  mutating func write(
    _ bytes: UnsafeRawBufferPointer, send: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    let length = makeName(counter)
    var status = withName { SharedMemory.write(name: $0, bytes: bytes) }
    if status == EEXIST {
      // Left by an earlier process of the same number: ours to replace.
      withName { SharedMemory.unlink(name: $0) }
      status = withName { SharedMemory.write(name: $0, bytes: bytes) }
    }
    guard status == 0 else {
      failure = status
      return false
    }
    name.withUnsafeBufferPointer { characters in
      characters.withMemoryRebound(to: UInt8.self) {
        send(UnsafeBufferPointer(rebasing: $0[0..<length]))
      }
    }
    written.append(counter)
    counter &+= 1
    let window = Self.window(frameBytes: bytes.count)
    while written.count > window { unlink(written.removeFirst()) }
    SharedMemory.track(first: written.first ?? counter, end: counter)
    return true
  }

  /// Unlinks every object this encoder wrote that is not known to be read.
  mutating func unlinkAll() {
    for number in written { unlink(number) }
    written.removeAll(keepingCapacity: true)
    SharedMemory.track(first: counter, end: counter)
  }

  /// The name of object `number` as a C string in `name`; its length without the NUL.
  private mutating func makeName(_ number: UInt32) -> Int {
    var length = prefix.count
    name.withUnsafeMutableBufferPointer { characters in
      for (i, byte) in prefix.enumerated() { characters[i] = CChar(bitPattern: byte) }
      var shift = 28
      // Leading zeros left out; at least one digit.
      while shift > 0 && number >> UInt32(shift) == 0 { shift -= 4 }
      while shift >= 0 {
        characters[length] = CChar(bitPattern: Self.digits[Int(number >> UInt32(shift) & 15)])
        length += 1
        shift -= 4
      }
      characters[length] = 0
    }
    return length
  }

  private mutating func unlink(_ number: UInt32) {
    _ = makeName(number)
    withName { SharedMemory.unlink(name: $0) }
  }

  /// `body` on the name as a C string (an errno of EINVAL if it had no storage, which the
  /// name always has).
  @discardableResult
  private func withName(_ body: (UnsafePointer<CChar>) -> Int32) -> Int32 {
    name.withUnsafeBufferPointer { $0.baseAddress.map(body) ?? EINVAL }
  }
}
