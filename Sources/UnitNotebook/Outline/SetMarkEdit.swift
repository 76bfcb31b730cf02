/// Marking a set done or failed where it is written, for an editor's code
/// action: the smallest edit of the set's line that gives it the status.
package enum SetMarkEdit {
  /// The bytes of `line` (one line of a notebook, without its line break)
  /// to replace, and with what, so that its set reads `status`; nil when
  /// the line holds no set or already has that status. The mark goes where
  /// the canonical form puts it: right after the amount.
  package static func edit(_ line: [UInt8], to status: SetStatus) -> (range: Range<Int>, text: String)? {
    line.withUnsafeBufferPointer { b -> (range: Range<Int>, text: String)? in
      guard let (syntax, scanned, extra, hasErrors) = Parser.parseFirstLine(b), !hasErrors, syntax.holdsSet else {
        return nil
      }
      let set = syntax.set
      if set.status == status { return nil }
      let word = status.spellings.printed.description  // empty for planned
      var amountEnd = set.amount.range.end
      if let last = set.moreAmounts.last, last < extra.count { amountEnd = extra[last].range.end }
      let end = scanned.contentEnd
      var p = amountEnd
      while p < end {
        while p < end, Lexicon.isBlank(b[p]) { p += 1 }
        guard p < end else { break }
        if let (mark, length) = Lexicon.setMark(b, p, end) {
          switch mark {
          case .note: p = end
          case .status:
            // Replace the mark; to plan a set, take it out with the blank before it.
            if word.isEmpty {
              var s = p
              while s > amountEnd, Lexicon.isBlank(b[s - 1]) { s -= 1 }
              return (s..<(p + length), "")
            }
            return (p..<(p + length), word)
          default:  // another mark: its word, then what follows it, is passed over
            p += length
            while p < end, !Lexicon.isBlank(b[p]) { p += 1 }
          }
        } else {
          while p < end, !Lexicon.isBlank(b[p]) { p += 1 }
        }
      }
      guard !word.isEmpty else { return nil }
      return (amountEnd..<amountEnd, " " + word)
    }
  }
}
