/// Standard base64 (RFC 4648, with padding), appended without a string in between.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    var i = 0
    let count = bytes.count
    // No reserveCapacity: an exact reservation would make every larger frame allocate again;
    // appending grows the buffer by doubling, so a caller that keeps it soon stops allocating.
    while i + 3 <= count {
      let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
      output.append(alphabet[Int(n >> 18 & 63)])
      output.append(alphabet[Int(n >> 12 & 63)])
      output.append(alphabet[Int(n >> 6 & 63)])
      output.append(alphabet[Int(n & 63)])
      i += 3
    }
    let rest = count - i
    guard rest > 0 else { return }
    let n = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
    output.append(alphabet[Int(n >> 18 & 63)])
    output.append(alphabet[Int(n >> 12 & 63)])
    output.append(rest == 2 ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="))
    output.append(UInt8(ascii: "="))
  }
}
