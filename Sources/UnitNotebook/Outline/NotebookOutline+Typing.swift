extension NotebookOutline {
  /// Where an exercise name being typed on a line begins: after the
  /// indentation, a list bullet (`- `, `* `, `+ `) and a superset label
  /// (`A1. `), by the parser's own rules. `line` is the line's text up to the
  /// cursor; the result is an index into it. An editor replaces the text from
  /// there to the cursor with the name the lifter picks.
  package static func nameStart(inLine line: [UInt8]) -> Int {
    line.withUnsafeBufferPointer { b in
      let end = b.count
      var s = Words.skipBlanks(b, 0, end)
      if s + 1 < end, b[s] == 0x2D || b[s] == 0x2A || b[s] == 0x2B, Lexicon.isBlank(b[s + 1]) {
        s = Words.skipBlanks(b, s + 1, end)
      }
      if let (_, length) = Words.supersetLabel(b, s, end) {
        s = Words.skipBlanks(b, s + length, end)
      }
      return s
    }
  }
}
