import HeroImage

/// A terminal's reading of kitty graphics commands, for the tests: the APCs (`ESC _ G … ESC \`)
/// found in a byte stream, their chunks joined (`m=1` … `m=0`), base64 decoded and inflated
/// (`o=z`) or read from the shared memory object they name (`t=s`, unlinked once read, as
/// kitty does), `a=T` stored and placed at the cursor (`CSI row;col H`), `a=f` rectangles written
/// into the image, `a=d,d=I` deleting. Anything it does not understand is a failure.
struct KittyDecoder {
  struct Image: Equatable {
    var width: Int
    var height: Int
    var rgb: [UInt8]
    /// Where it is placed: top-left cell (0-based) and the cells it covers.
    var column: Int
    var row: Int
    var columns: Int
    var rows: Int
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Images by id, as a terminal would hold them now.
  private(set) var images: [UInt32: Image] = [:]
  /// Every command read, its keys as sent (first chunk), for rules about them.
  private(set) var commands: [[String: String]] = []
  /// The base64 length of every chunk, and whether each but the last of a command had `m=1`.
  private(set) var chunkLengths: [Int] = []
  /// The shared memory objects read (and unlinked), in order.
  private(set) var sharedMemoryNames: [String] = []
  private var cursor = (row: 0, column: 0)
  private var pending: (keys: [String: String], payload: [UInt8])?

  /// Reads `bytes` (the rest of a stream already read).
  mutating func read(_ bytes: [UInt8]) throws {
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x1B, i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "_"),
        bytes[i + 2] == UInt8(ascii: "G")
      {
        var end = i + 3
        while end + 1 < bytes.count && !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) {
          end += 1
        }
        guard end + 1 < bytes.count else { throw Failure(description: "an APC without its end") }
        try command(Array(bytes[(i + 3)..<end]))
        i = end + 2
      } else if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
        var end = i + 2
        while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { throw Failure(description: "a CSI without its end") }
        if bytes[end] == UInt8(ascii: "H") {
          let numbers = String(decoding: bytes[(i + 2)..<end], as: UTF8.self).split(
            separator: ";", omittingEmptySubsequences: false
          ).map { Int($0) ?? 1 }
          cursor = ((numbers.first ?? 1) - 1, (numbers.count > 1 ? numbers[1] : 1) - 1)
        }
        i = end + 1
      } else {
        i += 1
      }
    }
  }

  private mutating func command(_ body: [UInt8]) throws {
    let semicolon = body.firstIndex(of: UInt8(ascii: ";")) ?? body.count
    var keys: [String: String] = [:]
    for pair in String(decoding: body[..<semicolon], as: UTF8.self).split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { throw Failure(description: "a key without a value: \(pair)") }
      keys[String(parts[0])] = String(parts[1])
    }
    let data = semicolon < body.count ? Array(body[(semicolon + 1)...]) : []
    chunkLengths.append(data.count)
    if var started = pending {
      guard keys.keys.sorted() == ["m"] else {
        throw Failure(description: "a continuing chunk with keys \(keys)")
      }
      started.payload += data
      pending = started
    } else {
      commands.append(keys)
      pending = (keys, data)
    }
    guard keys["m"] != "1" else { return }
    guard let whole = pending else { return }
    pending = nil
    try perform(whole.keys, payload: whole.payload)
  }

  private mutating func perform(_ keys: [String: String], payload: [UInt8]) throws {
    func number(_ key: String) throws -> Int {
      guard let text = keys[key], let value = Int(text) else {
        throw Failure(description: "no number \(key) in \(keys)")
      }
      return value
    }
    let id = UInt32(try number("i"))
    switch keys["a"] {
    case "T":
      let shared = keys["t"] == "s"
      guard keys["f"] == "24", keys["o"] == (shared ? nil : "z"), keys["C"] == "1",
        keys["q"] == "2", keys["t"] == nil || shared
      else {
        throw Failure(description: "a=T with \(keys)")
      }
      let width = try number("s")
      let height = try number("v")
      let rgb = try shared ? readSharedMemory(payload) : inflate(payload)
      guard rgb.count == width * height * 3 else { throw Failure(description: "a=T size") }
      images[id] = Image(
        width: width, height: height, rgb: rgb, column: cursor.column, row: cursor.row,
        columns: try number("c"), rows: try number("r"))
    case "f":
      guard var image = images[id], keys["r"] == "1", keys["f"] == "24", keys["o"] == "z" else {
        throw Failure(description: "a=f on no image or with \(keys)")
      }
      let (x, y, w, h) = (try number("x"), try number("y"), try number("s"), try number("v"))
      let rgb = try inflate(payload)
      guard rgb.count == w * h * 3, x >= 0, y >= 0, x + w <= image.width, y + h <= image.height
      else { throw Failure(description: "a=f rectangle \(keys)") }
      for row in 0..<h {
        let to = ((y + row) * image.width + x) * 3
        image.rgb.replaceSubrange(to..<(to + w * 3), with: rgb[(row * w * 3)..<((row + 1) * w * 3)])
      }
      images[id] = image
    case "d":
      guard keys["d"] == "I" else { throw Failure(description: "a=d with \(keys)") }
      images[id] = nil
    default:
      throw Failure(description: "an unknown action in \(keys)")
    }
  }

  /// The pixels of the shared memory object a `t=s` payload names, which is then unlinked.
  private mutating func readSharedMemory(_ base64: [UInt8]) throws -> [UInt8] {
    guard let name = Self.base64(base64).map({ String(decoding: $0, as: UTF8.self) }) else {
      throw Failure(description: "bad base64")
    }
    guard let bytes = SharedMemory.read(name) else {
      throw Failure(description: "no shared memory object \(name)")
    }
    SharedMemory.unlink(name)
    sharedMemoryNames.append(name)
    return bytes
  }

  private func inflate(_ base64: [UInt8]) throws -> [UInt8] {
    guard let compressed = Self.base64(base64) else { throw Failure(description: "bad base64") }
    return try Zlib.decompress(compressed)
  }

  static func base64(_ text: [UInt8]) -> [UInt8]? {
    var table = [Int](repeating: -1, count: 256)
    for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(c)] = i
    }
    guard text.count % 4 == 0 else { return nil }
    var out: [UInt8] = []
    var i = 0
    while i < text.count {
      var n = 0
      var pad = 0
      for k in 0..<4 {
        let c = text[i + k]
        if c == UInt8(ascii: "=") {
          pad += 1
          n <<= 6
        } else {
          guard table[Int(c)] >= 0, pad == 0 else { return nil }
          n = n << 6 | table[Int(c)]
        }
      }
      out.append(UInt8(n >> 16 & 255))
      if pad < 2 { out.append(UInt8(n >> 8 & 255)) }
      if pad < 1 { out.append(UInt8(n & 255)) }
      i += 4
    }
    return out
  }
}
