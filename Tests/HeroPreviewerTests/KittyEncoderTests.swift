import Foundation
import HeroImage
import Testing

@testable import HeroANSI
@testable import HeroPreviewer

/// A picture of `width × height` whose bytes zlib cannot shrink (a linear congruential
/// sequence), so it takes many chunks.
func noisePicture(width: Int, height: Int, seed: UInt32 = 1, column: Int = 0, row: Int = 0)
  -> PictureFrame
{
  var state = seed
  let rgb = (0..<(width * height * 3)).map { _ -> UInt8 in
    state = state &* 1_664_525 &+ 1_013_904_223
    return UInt8(truncatingIfNeeded: state >> 24)
  }
  return PictureFrame(
    rgb: rgb, width: width, height: height, column: column, row: row, columns: 10, rows: 5)
}

/// The byte offset of `text` in `bytes`, if it is there.
func offset(of text: String, in bytes: [UInt8]) -> Int? {
  let needle = Array(text.utf8)
  guard needle.count <= bytes.count else { return nil }
  return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
}

@Suite struct KittyEncoderTests {
  @Test func aLargePictureGoesInChunksOfAtMost4096Base64Bytes() throws {
    var encoder = KittyEncoder()
    var bytes: [UInt8] = []
    let picture = noisePicture(width: 120, height: 80, column: 3, row: 2)
    encoder.show(picture, into: &bytes)
    var decoder = KittyDecoder()
    try decoder.read(bytes)
    // 28,800 bytes that do not compress: about 38 KB of base64, ten chunks.
    #expect(decoder.chunkLengths.count >= 10)
    #expect(decoder.chunkLengths.allSatisfy { $0 <= 4096 && $0 % 4 == 0 })
    #expect(decoder.chunkLengths.dropLast().allSatisfy { $0 == 4096 })
    // m=1 on every chunk but the last, which says m=0; only the first carries the keys.
    let count = decoder.chunkLengths.count
    #expect(bytes.split(separator: 0x1B).filter { $0.starts(with: Array("_Gm=1;".utf8)) }.count == count - 2)
    #expect(offset(of: "\u{1B}_Gm=0;", in: bytes) != nil)
    let keys = try #require(decoder.commands.first)
    #expect(keys["a"] == "T" && keys["f"] == "24" && keys["o"] == "z" && keys["q"] == "2")
    #expect(keys["C"] == "1" && keys["c"] == "10" && keys["r"] == "5" && keys["m"] == "1")
    let image = try #require(decoder.images.values.first)
    #expect(image.rgb == picture.rgb)
    #expect((image.column, image.row, image.width, image.height) == (3, 2, 120, 80))
    #expect(encoder.lastBytes == bytes.count)
  }

  @Test func aSmallPictureIsOneChunkWithMZero() throws {
    var encoder = KittyEncoder()
    var bytes: [UInt8] = []
    encoder.show(
      PictureFrame(
        rgb: [UInt8](repeating: 200, count: 4 * 4 * 3), width: 4, height: 4, column: 0, row: 0,
        columns: 1, rows: 1), into: &bytes)
    var decoder = KittyDecoder()
    try decoder.read(bytes)
    #expect(decoder.chunkLengths.count == 1)
    #expect(decoder.commands.first?["m"] == "0")
  }

  @Test func framesSwapTwoIdsAndTheNewIsPlacedBeforeTheOldIsDeleted() throws {
    var encoder = KittyEncoder()
    var first: [UInt8] = []
    encoder.show(noisePicture(width: 20, height: 10, seed: 1), into: &first)
    var second: [UInt8] = []
    encoder.show(noisePicture(width: 20, height: 10, seed: 2), into: &second)
    var third: [UInt8] = []
    encoder.show(noisePicture(width: 20, height: 10, seed: 3), into: &third)
    let (a, b) = KittyEncoder.ids
    #expect(offset(of: "i=\(a)", in: first) != nil && offset(of: "a=d", in: first) == nil)
    let placed = try #require(offset(of: "a=T,f=24,o=z,s=20,v=10,i=\(b)", in: second))
    let deleted = try #require(offset(of: "a=d,d=I,i=\(a),q=2", in: second))
    #expect(placed < deleted)
    #expect(offset(of: "i=\(a),c=", in: third) != nil)
    #expect(offset(of: "a=d,d=I,i=\(b),q=2", in: third) != nil)
    var decoder = KittyDecoder()
    try decoder.read(first + second + third)
    #expect(decoder.images.count == 1)
    #expect(decoder.images[a]?.rgb == noisePicture(width: 20, height: 10, seed: 3).rgb)
  }

  @Test func theSamePictureAgainSendsNothing() {
    var encoder = KittyEncoder(animationEdits: true)
    var bytes: [UInt8] = []
    let picture = noisePicture(width: 30, height: 20)
    encoder.show(picture, into: &bytes)
    let sent = bytes.count
    encoder.show(picture, into: &bytes)
    #expect(bytes.count == sent)
    #expect(encoder.lastBytes == 0)
  }

  /// Without edits the encoder only asks whether anything changed: nothing for the same
  /// picture, a whole frame for a change of one byte, at the end as at the start.
  @Test func withoutEditsTheSamePictureSendsNothingAndAnyChangeAWholeFrame() throws {
    var encoder = KittyEncoder(animationEdits: false)
    var bytes: [UInt8] = []
    let picture = noisePicture(width: 30, height: 20)
    encoder.show(picture, into: &bytes)
    encoder.show(picture, into: &bytes)
    #expect(encoder.lastBytes == 0)
    for index in [0, 30 * 20 * 3 - 1] {
      var changed = picture
      changed.rgb[index] &+= 1
      encoder.show(changed, into: &bytes)
      #expect(encoder.lastBytes > 0 && !encoder.lastWasEdit)
      var decoder = KittyDecoder()
      try decoder.read(Array(bytes[(bytes.count - encoder.lastBytes)...]))
      #expect(decoder.images.values.first?.rgb == changed.rgb)
      encoder.show(picture, into: &bytes)
    }
  }

  @Test func aSmallChangeIsAnEditOfItsRectangleWhereTheTerminalDrawsEdits() throws {
    let before = noisePicture(width: 40, height: 30)
    var after = before
    // Three pixels changed: the rectangle from (5, 7) to (9, 8).
    for (x, y) in [(5, 7), (9, 8), (6, 8)] { after.rgb[(y * 40 + x) * 3] &+= 1 }
    var edits = KittyEncoder(animationEdits: true)
    var bytes: [UInt8] = []
    edits.show(before, into: &bytes)
    let full = bytes.count
    edits.show(after, into: &bytes)
    #expect(edits.lastWasEdit)
    let edit = Array(bytes[full...])
    #expect(offset(of: "a=f,r=1,i=\(KittyEncoder.ids.0),x=5,y=7,s=5,v=2,X=1", in: edit) != nil)
    #expect(edit.count < full / 10)
    var decoder = KittyDecoder()
    try decoder.read(bytes)
    #expect(decoder.images.values.first?.rgb == after.rgb)
    // Where the terminal draws no edits (Ghostty), the same change is a whole frame.
    var whole = KittyEncoder(animationEdits: false)
    var plain: [UInt8] = []
    whole.show(before, into: &plain)
    whole.show(after, into: &plain)
    #expect(!whole.lastWasEdit)
    #expect(offset(of: "a=f", in: plain) == nil)
  }

  @Test func aLargeChangeIsAWholeFrameEvenWhereEditsAreDrawn() {
    var encoder = KittyEncoder(animationEdits: true)
    var bytes: [UInt8] = []
    encoder.show(noisePicture(width: 40, height: 30, seed: 1), into: &bytes)
    encoder.show(noisePicture(width: 40, height: 30, seed: 9), into: &bytes)
    #expect(!encoder.lastWasEdit)
  }

  @Test func removeDeletesBothIdsAndTheNextPictureGoesInFull() throws {
    var encoder = KittyEncoder()
    var bytes: [UInt8] = []
    let picture = noisePicture(width: 10, height: 10)
    encoder.show(picture, into: &bytes)
    var removal: [UInt8] = []
    encoder.remove(into: &removal)
    let (a, b) = KittyEncoder.ids
    #expect(
      String(decoding: removal, as: UTF8.self)
        == "\u{1B}_Ga=d,d=I,i=\(a),q=2\u{1B}\\\u{1B}_Ga=d,d=I,i=\(b),q=2\u{1B}\\")
    #expect(KittyEncoder.deleteAll() == String(decoding: removal, as: UTF8.self))
    // Nothing shown: nothing to remove.
    var again: [UInt8] = []
    encoder.remove(into: &again)
    #expect(again.isEmpty)
    var next: [UInt8] = []
    encoder.show(picture, into: &next)
    #expect(offset(of: "a=T", in: next) != nil)
  }

  @Test func insideTmuxEachCommandIsWrappedForThePassthrough() throws {
    var encoder = KittyEncoder(passthrough: true)
    var bytes: [UInt8] = []
    let picture = noisePicture(width: 60, height: 40)
    encoder.show(picture, into: &bytes)
    encoder.show(noisePicture(width: 60, height: 40, seed: 5), into: &bytes)
    encoder.remove(into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    let start = "\u{1B}Ptmux;\u{1B}\u{1B}_G"
    let end = "\u{1B}\u{1B}\\\u{1B}\\"
    // Every command inside its own passthrough, and no bare one.
    let commands = text.components(separatedBy: start).count - 1
    #expect(commands > 4)
    #expect(text.components(separatedBy: end).count - 1 == commands)
    #expect(text.replacingOccurrences(of: start, with: "").contains("\u{1B}_G") == false)
    // Unwrapped, it is what a terminal reads.
    let unwrapped = text.replacingOccurrences(of: start, with: "\u{1B}_G")
      .replacingOccurrences(of: end, with: "\u{1B}\\")
    var decoder = KittyDecoder()
    try decoder.read(Array(unwrapped.utf8))
    #expect(decoder.images.isEmpty)
    #expect(decoder.commands.filter { $0["a"] == "T" }.count == 2)
    #expect(KittyEncoder.deleteAll(passthrough: true).hasPrefix(start))
  }

  @Test func kittyAndWezTermAreSentEditsAndGhosttyIsNot() {
    #expect(KittyEncoder.drawsEdits(terminal: "kitty(0.26.5)"))
    #expect(KittyEncoder.drawsEdits(terminal: "WezTerm 20240203"))
    #expect(!KittyEncoder.drawsEdits(terminal: "ghostty 1.0"))
    #expect(!KittyEncoder.drawsEdits(terminal: nil))
  }

  /// kitty 0.26.5 stretches a chunked `a=f`'s pixels over the whole image (it reads the
  /// rectangle from the last chunk, which carries only `m`): an edit goes only in one
  /// escape sequence; one that needs more is a whole frame.
  @Test func anEditTooLargeForOneChunkIsAWholeFrame() throws {
    let before = noisePicture(width: 200, height: 100, seed: 1)
    var after = before
    // A 60 × 30 rectangle of noise: under half the picture, but 5.4 KB that do not compress.
    let patch = noisePicture(width: 60, height: 30, seed: 7)
    for y in 0..<30 {
      for x in 0..<60 {
        for c in 0..<3 { after.rgb[((y + 10) * 200 + x + 20) * 3 + c] = patch.rgb[(y * 60 + x) * 3 + c] }
      }
    }
    var encoder = KittyEncoder(animationEdits: true)
    var bytes: [UInt8] = []
    encoder.show(before, into: &bytes)
    let first = bytes.count
    encoder.show(after, into: &bytes)
    #expect(!encoder.lastWasEdit)
    #expect(offset(of: "a=f", in: Array(bytes[first...])) == nil)
    var decoder = KittyDecoder()
    try decoder.read(bytes)
    #expect(decoder.images.values.first?.rgb == after.rgb)
    // Every edit sent is one escape sequence (m=0): a small change still is one.
    var small = after
    small.rgb[(50 * 200 + 100) * 3] &+= 9
    var edit: [UInt8] = []
    encoder.show(small, into: &edit)
    #expect(encoder.lastWasEdit)
    #expect(String(decoding: edit, as: UTF8.self).components(separatedBy: "\u{1B}_G").count == 2)
    #expect(offset(of: ",m=1", in: edit) == nil)
  }

  /// The changed rectangle is found with comparisons of whole row spans; it is held to the
  /// pixel-by-pixel definition on pictures changed at random places (a few pixels, a corner,
  /// one byte of one channel), and the search gives up once it is larger than asked.
  @Test func theChangedRectangleIsTheOneEveryDifferingPixelDefines() throws {
    var random = SystemRandomNumberGenerator()
    for trial in 0..<300 {
      let width = Int.random(in: 1...40, using: &random)
      let height = Int.random(in: 1...30, using: &random)
      let before = noisePicture(width: width, height: height, seed: UInt32(trial + 1))
      var after = before
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        let x = Int.random(in: 0..<width, using: &random)
        let y = Int.random(in: 0..<height, using: &random)
        after.rgb[(y * width + x) * 3 + Int.random(in: 0..<3, using: &random)] &+= 1
      }
      var encoder = KittyEncoder(animationEdits: true)
      var bytes: [UInt8] = []
      encoder.show(before, into: &bytes)
      var changed: [(Int, Int)] = []
      for y in 0..<height {
        for x in 0..<width
        where before.rgb[(y * width + x) * 3..<(y * width + x) * 3 + 3]
          != after.rgb[(y * width + x) * 3..<(y * width + x) * 3 + 3]
        {
          changed.append((x, y))
        }
      }
      let found = encoder.changedBox(after, largestArea: .max)
      guard let minX = changed.map(\.0).min(), let maxX = changed.map(\.0).max(),
        let minY = changed.map(\.1).min(), let maxY = changed.map(\.1).max()
      else {
        guard case .none = found else {
          Issue.record("trial \(trial): a change found in an unchanged picture")
          return
        }
        continue
      }
      guard case .box(let box) = found else {
        Issue.record("trial \(trial): no rectangle for \(changed.count) changed pixels")
        return
      }
      #expect(
        box.x == minX && box.y == minY && box.width == maxX - minX + 1
          && box.height == maxY - minY + 1, "trial \(trial)")
      let area = (maxX - minX + 1) * (maxY - minY + 1)
      if area > 1 {
        guard case .tooLarge = encoder.changedBox(after, largestArea: area - 1) else {
          Issue.record("trial \(trial): a rectangle of \(area) pixels is not over \(area - 1)")
          return
        }
      }
    }
  }

  @Test func base64MatchesTheDecoderForEveryTailLength() {
    for count in 0..<10 {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
      var out: [UInt8] = []
      bytes.withUnsafeBufferPointer { Base64.append($0, to: &out) }
      #expect(out.count == (count + 2) / 3 * 4)
      #expect(KittyDecoder.base64(out) == bytes)
    }
  }
}
