import Foundation
import HeroImage
import Testing

@testable import HeroANSI

/// kitty pictures through POSIX shared memory (`t=s`), for a terminal on this machine: one short
/// escape sequence naming an object that holds the frame's RGB, read back here as kitty reads it
/// (the object unlinked once read); objects nobody reads do not pile up; a write that fails
/// sends the frame in the escape sequences instead.
@Suite struct KittySharedMemoryTests {
  /// Names of this test's own, so tests running at once never meet.
  static func memory(_ test: String) -> KittySharedMemory {
    KittySharedMemory(prefix: "/heroscope-test-\(getpid())-\(test)-")
  }

  @Test func aFrameIsOneShortSequenceNamingAnObjectThatHoldsItsPixels() throws {
    var encoder = KittyEncoder(memory: Self.memory("frame"))
    var bytes: [UInt8] = []
    // 28,800 bytes of noise: about 38 KB of base64 in the escape sequences.
    let picture = noisePicture(width: 120, height: 80, column: 3, row: 2)
    encoder.show(picture, into: &bytes)
    #expect(encoder.sendsThroughSharedMemory)
    #expect(bytes.count < 200, "\(bytes.count) bytes")
    var decoder = KittyDecoder()
    try decoder.read(bytes)
    let keys = try #require(decoder.commands.first)
    #expect(keys["a"] == "T" && keys["t"] == "s" && keys["o"] == nil && keys["q"] == "2")
    #expect(keys["s"] == "120" && keys["v"] == "80" && keys["c"] == "10" && keys["r"] == "5")
    let image = try #require(decoder.images.values.first)
    #expect(image.rgb == picture.rgb)
    #expect((image.column, image.row) == (3, 2))
    // Read and unlinked, as kitty does: nothing is left.
    let name = try #require(decoder.sharedMemoryNames.first)
    #expect(name.hasPrefix("/heroscope-test-"))
    #expect(SharedMemory.read(name) == nil)
  }

  @Test func framesStillSwapTwoIdsAndTheSamePictureSendsNothing() throws {
    var encoder = KittyEncoder(animationEdits: true, memory: Self.memory("swap"))
    var bytes: [UInt8] = []
    var decoder = KittyDecoder()
    let first = noisePicture(width: 40, height: 30, seed: 1)
    encoder.show(first, into: &bytes)
    encoder.show(first, into: &bytes)
    #expect(encoder.lastBytes == 0)
    var second = first
    // A change an edit would carry: through shared memory the frame goes whole all the same.
    second.rgb[100] &+= 1
    encoder.show(second, into: &bytes)
    #expect(!encoder.lastWasEdit)
    try decoder.read(bytes)
    #expect(decoder.commands.compactMap { $0["a"] } == ["T", "T", "d"])
    #expect(decoder.images.count == 1)
    #expect(decoder.images[KittyEncoder.ids.1]?.rgb == second.rgb)
  }

  @Test func objectsNobodyReadsAreUnlinkedOnceTheWindowIsFullAndAllOnRemove() throws {
    var encoder = KittyEncoder(memory: Self.memory("window"))
    let window = KittySharedMemory.window(frameBytes: 8 * 8 * 3)
    var names: [String] = []
    for seed in 0..<UInt32(window + 5) {
      var bytes: [UInt8] = []
      encoder.show(noisePicture(width: 8, height: 8, seed: seed + 1), into: &bytes)
      names.append(try Self.name(in: bytes))
    }
    // Never read: the oldest five are gone, the last `window` are there for a terminal.
    #expect(names.prefix(5).allSatisfy { SharedMemory.read($0) == nil })
    #expect(names.suffix(window).allSatisfy { SharedMemory.read($0) != nil })
    var removal: [UInt8] = []
    encoder.remove(into: &removal)
    #expect(names.allSatisfy { SharedMemory.read($0) == nil })
  }

  @Test func largeFramesKeepFewerUnreadObjects() {
    #expect(KittySharedMemory.window(frameBytes: 8 * 8 * 3) == 64)
    #expect(KittySharedMemory.window(frameBytes: 800 * 1423 * 3) == 19)
    #expect(KittySharedMemory.window(frameBytes: 10_000 * 10_000 * 3) == 4)
  }

  @Test func aWriteThatFailsSendsTheFrameInTheSequencesAndStaysOff() throws {
    // Not a name shm_open takes (a slash inside): every write fails.
    var encoder = KittyEncoder(memory: KittySharedMemory(prefix: "/heroscope/no/such/"))
    var bytes: [UInt8] = []
    let picture = noisePicture(width: 20, height: 10)
    encoder.show(picture, into: &bytes)
    #expect(!encoder.sendsThroughSharedMemory)
    #expect(encoder.sharedMemoryFailure != 0)
    var decoder = KittyDecoder()
    try decoder.read(bytes)
    #expect(decoder.commands.first?["o"] == "z")
    #expect(decoder.images.values.first?.rgb == picture.rgb)
  }

  @Test func namesAreShortEnoughForDarwin() {
    // Darwin's shm_open takes at most 31 characters: the prefix and 8 hex digits fit.
    #expect(KittyEncoder.sharedMemoryPrefix.utf8.count + 8 <= 31)
    #expect(KittyEncoder.sharedMemoryPrefix.hasPrefix("/heroscope-"))
  }

  /// The object name a `t=s` command carries.
  static func name(in bytes: [UInt8]) throws -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let keys = try #require(text.range(of: ",t=s,"))
    let start = try #require(text.range(of: ";", range: keys.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "\u{1B}\\", range: start.upperBound..<text.endIndex))
    let payload = Array(text[start.upperBound..<end.lowerBound].utf8)
    let decoded = try #require(KittyDecoder.base64(payload))
    return String(decoding: decoded, as: UTF8.self)
  }
}
