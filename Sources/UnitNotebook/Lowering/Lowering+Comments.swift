/// Where the comments of a chunk go: each own-line comment attaches to the
/// line below it or, when a blank line follows it, to the line above
/// (docs/ARCHITECTURE.md, "Choices worth knowing").
extension Lowering {
  mutating func commentLine(_ comment: ByteRange?) {
    guard let c = comment else { return }
    pendingRun.append(CommentLine(text: commentText(c), blankAfter: false))
  }

  mutating func blankLine() {
    guard !pendingRun.isEmpty else { return }
    if let slot = lastSlot {
      comments.addAfter(pendingRun, to: slot)
    } else {
      pendingRun[pendingRun.count - 1].blankAfter = true
      leadingRuns.append(contentsOf: pendingRun)
    }
    pendingRun.removeAll()
  }

  /// A line that is part of the model: comments above attach before `slot`,
  /// the line's own comment to `trailingSlot` (or `slot`), and later comments
  /// come after `last` (or `slot`).
  mutating func element(
    _ comment: ByteRange?, slot: CommentSlot, trailingSlot: CommentSlot?, last: CommentSlot? = nil
  ) {
    if !leadingRuns.isEmpty || !pendingRun.isEmpty {
      comments.addBefore(leadingRuns + pendingRun, to: slot)
      leadingRuns.removeAll()
      pendingRun.removeAll()
    }
    if let c = comment {
      comments.setTrailing(commentText(c), on: trailingSlot ?? slot)
    }
    lastSlot = last ?? slot
  }

  /// A line that produced nothing (an error): its comments are not placed.
  mutating func discardComments() {
    pendingRun.removeAll()
  }

  mutating func finishComments() -> CommentTable {
    if atEndOfInput, let slot = lastSlot {
      comments.addAfter(leadingRuns + pendingRun, to: slot)
      leadingRuns.removeAll()
      pendingRun.removeAll()
      return comments
    }
    comments.addBefore(leadingRuns + pendingRun, to: .end)
    leadingRuns.removeAll()
    pendingRun.removeAll()
    return comments
  }

  func commentText(_ r: ByteRange) -> String {
    var e = r.end
    while e > r.start, Lexicon.isBlank(bytes[e - 1]) { e -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[r.start..<e]), as: UTF8.self)
  }
}
