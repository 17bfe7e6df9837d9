import HeroText

/// `plan` and `plan --json` written a view at a time: each view is explained, written and let
/// go, and the bytes are handed over in chunks, so a 10,000-view plan never holds 10,000
/// explanations or its whole 17 MB document. The bytes are those of `explanation().json()` and
/// `explanation().textBytes(description:)`; the planner stays pure, the caller does the output.
extension TransitionPlan {
  /// About how many bytes each chunk holds: large enough that writing them is a few dozen
  /// system calls, small enough to stay in cache.
  public static let explanationChunkBytes = 1 << 16

  /// The plan's JSON (`explanation().json(indent:)`), followed by `terminator`, handed to
  /// `flush` in chunks of about `chunkBytes` bytes (a chunk never ends inside a view).
  public func streamExplanationJSON(
    indent: Int? = 2, terminator: StaticString = "", chunkBytes: Int = explanationChunkBytes,
    interaction: Interaction? = nil, _ flush: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let explainer = ViewExplainer(self)
    var writer = JSONWriter(indent: indent, capacity: chunkBytes + chunkBytes / 4)
    explanationSummary().write(
      to: &writer, viewCount: views.count, view: explainer.explanation(at:),
      afterView: { $0.flush(ifAtLeast: chunkBytes, flush) },
      extra: interaction.map { interaction in { interaction.write(member: &$0) } })
    writer.append(terminator: terminator)
    writer.flush(flush)
  }

  /// The plan's text (`explanation().textBytes(description:)`), followed by `terminator`, handed
  /// to `flush` in chunks of about `chunkBytes` bytes; a chunk ends only after a view's lines,
  /// so never inside a character. Strings are as the scene wrote them: a caller printing them
  /// for a terminal sanitises each chunk.
  public func streamExplanationText(
    description: String, terminator: StaticString = "", chunkBytes: Int = explanationChunkBytes,
    _ flush: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let explainer = ViewExplainer(self)
    var out = ByteBuffer(capacity: chunkBytes + chunkBytes / 4)
    explanationSummary().write(
      text: &out, description: description, viewCount: views.count,
      animates: explainer.animates(at:), view: explainer.explanation(at:),
      afterView: { if $0.count >= chunkBytes { $0.drain(flush) } })
    out.put(terminator)
    out.drain(flush)
  }
}
