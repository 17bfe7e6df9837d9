import HeroPlanner

/// libFuzzer target: Hero's lenient reader of `modifierString` (and of animation type strings)
/// at any depth. The input is `HEAD \0 MIDDLE \0 TAIL` with a first byte choosing a repeat
/// count: the text read is HEAD×n + MIDDLE + TAIL×n (n up to 100,000, the text up to 200 KB),
/// so short inputs reach the nesting (`translate((((…`, `1+1+…`) that once overflowed the
/// stack. Reading must end in modifiers, findings or an error inside the string, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeroStringDepth(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 1 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let count = Int(bytes[0]) * 400
  let parts = bytes.dropFirst().split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
  let head = String(decoding: parts[0], as: UTF8.self)
  let middle = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
  let tail = parts.count > 2 ? String(decoding: parts[2], as: UTF8.self) : ""
  // At most about 200 KB: deep enough to overflow any unguarded recursion, and quick to read.
  let repeats = min(count, 200_000 / max(1, head.utf8.count + tail.utf8.count))
  let text =
    String(repeating: head, count: repeats) + middle + String(repeating: tail, count: repeats)
  for read in [readModifiers, readAnimationType] { read(text) }
  return 0
}

private func readModifiers(_ text: String) {
  do {
    let reading = try HeroStringReader.read(text)
    for finding in reading.findings {
      precondition(finding.column >= 1, "a finding before the string: \(finding)")
    }
  } catch {
    precondition(error.column >= 1, "an error before the string: \(error.message)")
  }
}

private func readAnimationType(_ text: String) {
  do {
    _ = try HeroStringReader.animationType(text)
  } catch {
    precondition(error.column >= 1, "an error before the string: \(error.message)")
  }
}
