import Foundation
@testable import HeroANSI
import HeroImage
import HeroRaster
import Testing

/// iTerm2's inline images taken apart again: the OSC 1337 sequences (through tmux's
/// passthrough when wrapped), their arguments, and the PNG inside, decoded.
struct ITermSequences {
  var cursor: String = ""
  /// `File=` or `MultipartFile=` arguments, by key.
  var arguments: [String: String] = [:]
  var multipart = false
  var parts = 0
  var png: [UInt8] = []

  enum Failure: Error { case malformed(String) }

  /// Reads `bytes` as written without tmux (`tmux: false`) or inside it.
  static func read(_ bytes: [UInt8], tmux: Bool) throws -> ITermSequences {
    var result = ITermSequences()
    var text = String(decoding: bytes, as: UTF8.self)
    if tmux {
      // Each passthrough `ESC P tmux; … ESC \` holds one sequence with its ESCs doubled.
      var inner = ""
      var rest = Substring(text)
      while let start = rest.range(of: "\u{1B}Ptmux;") {
        inner += rest[..<start.lowerBound]
        rest = rest[start.upperBound...]
        // The terminator is the first lone `ESC \`: doubled ESCs come in pairs.
        var index = rest.startIndex
        var body = ""
        var ended = false
        while index < rest.endIndex {
          let c = rest[index]
          let next = rest.index(after: index)
          if c == "\u{1B}" {
            if next < rest.endIndex, rest[next] == "\u{1B}" {
              body.append("\u{1B}")
              index = rest.index(after: next)
              continue
            }
            if next < rest.endIndex, rest[next] == "\\" {
              rest = rest[rest.index(after: next)...]
              ended = true
              break
            }
          }
          body.append(c)
          index = next
        }
        guard ended else { throw Failure.malformed("unended passthrough") }
        inner += body
      }
      inner += rest
      text = inner
    }
    var base64 = ""
    for piece in text.components(separatedBy: "\u{07}") where !piece.isEmpty {
      var piece = Substring(piece)
      if let osc = piece.range(of: "\u{1B}]1337;") {
        result.cursor += piece[..<osc.lowerBound]
        piece = piece[osc.upperBound...]
      } else {
        result.cursor += piece
        continue
      }
      if piece.hasPrefix("File=") {
        let body = piece.dropFirst("File=".count)
        guard let colon = body.firstIndex(of: ":") else { throw Failure.malformed("no colon") }
        result.arguments = arguments(body[..<colon])
        base64 += body[body.index(after: colon)...]
      } else if piece.hasPrefix("MultipartFile=") {
        result.multipart = true
        result.arguments = arguments(piece.dropFirst("MultipartFile=".count))
      } else if piece.hasPrefix("FilePart=") {
        let part = piece.dropFirst("FilePart=".count)
        guard part.count <= ITermEncoder.partLimit, part.count % 4 == 0 else {
          throw Failure.malformed("part of \(part.count) bytes")
        }
        result.parts += 1
        base64 += part
      } else if piece == "FileEnd" {
        continue
      } else {
        throw Failure.malformed("unknown OSC 1337 \(piece.prefix(20))")
      }
    }
    guard let data = Data(base64Encoded: base64) else { throw Failure.malformed("base64") }
    result.png = [UInt8](data)
    return result
  }

  static func arguments(_ text: Substring) -> [String: String] {
    var out: [String: String] = [:]
    for pair in text.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { out[String(parts[0])] = String(parts[1]) }
    }
    return out
  }
}

@Suite("iTerm2 inline images: the PNG inside is the picture, exactly")
struct ITermEncoderTests {
  func halfway() throws -> PictureFrame {
    let scene = try PictureSamples.scene("example-menu.json")
    return PictureSamples.picture(
      scene, progress: 0.5, scale: 1, column: 3, row: 2, columns: 40, rows: 30)
  }

  func check(_ picture: PictureFrame, _ read: ITermSequences) throws {
    #expect(read.cursor == "\u{1B}[3;4H")
    #expect(read.arguments["inline"] == "1")
    #expect(read.arguments["width"] == "40")
    #expect(read.arguments["height"] == "30")
    #expect(read.arguments["preserveAspectRatio"] == "0")
    #expect(read.arguments["size"] == String(read.png.count))
    let image = try ImageDecoder.decode(read.png)
    #expect(image.width == picture.width && image.height == picture.height)
    #expect(PictureSamples.rgb(image.pixels) == picture.rgb)
  }

  @Test("one OSC 1337 File= with the picture's cells, its size, and an exact PNG")
  func plain() throws {
    let picture = try halfway()
    var encoder = ITermEncoder()
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[3;4H\u{1B}]1337;File=inline=1;width=40;height=30;"))
    #expect(text.hasSuffix("\u{07}"))
    let read = try ITermSequences.read(bytes, tmux: false)
    #expect(!read.multipart)
    try check(picture, read)
    #expect(encoder.lastPNGByteCount == read.png.count)
  }

  @Test("inside tmux: MultipartFile, FileParts of at most 4096 bytes, FileEnd, each passed through")
  func tmux() throws {
    let picture = try halfway()
    var encoder = ITermEncoder(tmux: true)
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    // The cursor move for tmux's own screen, then again for the outer terminal.
    #expect(text.hasPrefix("\u{1B}[3;4H\u{1B}Ptmux;\u{1B}\u{1B}[3;4H\u{1B}\\"))
    #expect(text.contains("\u{1B}Ptmux;\u{1B}\u{1B}]1337;MultipartFile=inline=1;"))
    #expect(text.hasSuffix("\u{1B}Ptmux;\u{1B}\u{1B}]1337;FileEnd\u{07}\u{1B}\\"))
    let read = try ITermSequences.read(bytes, tmux: true)
    #expect(read.multipart)
    #expect(read.parts == (read.png.count + 2) / 3 * 4 / ITermEncoder.partLimit + 1)
    #expect(read.cursor == "\u{1B}[3;4H\u{1B}[3;4H")
    var single = read
    single.cursor = "\u{1B}[3;4H"
    try check(picture, single)
  }

  @Test("an unchanged picture sends nothing; remove leaves its cells to redraw")
  func unchangedAndRemove() throws {
    let picture = try halfway()
    var encoder = ITermEncoder()
    var bytes: [UInt8] = []
    encoder.show(picture, into: &bytes)
    var again: [UInt8] = []
    encoder.show(picture, into: &again)
    #expect(again.isEmpty)
    encoder.remove(into: &again)
    #expect(again.isEmpty)
    #expect(encoder.takeCellsToRedraw() == CellArea(column: 3, row: 2, columns: 40, rows: 30))
    encoder.show(picture, into: &again)
    #expect(again == bytes)
  }

  @Test("base64 as RFC 4648 writes it, for every padding")
  func base64() {
    for count in 0..<8 {
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 37 + 200) }
      var out: [UInt8] = []
      ITermEncoder.appendBase64(bytes, to: &out)
      #expect(String(decoding: out, as: UTF8.self) == Data(bytes).base64EncodedString())
    }
  }
}
