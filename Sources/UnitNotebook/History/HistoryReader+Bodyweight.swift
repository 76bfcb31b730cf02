extension HistoryReader {
  /// The body weight the text before `end` last records within 1 MiB
  /// (some years of sessions; a notebook without weigh-ins is not read
  /// back whole for each piece); nil when none. A seed for the piece that
  /// starts at `end`: a wrong one costs a fold in order, never a wrong sum.
  package func bodyweight(before end: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Weight? {
    var lineEnd = Swift.min(Swift.max(end, 0), buffer.count)
    let floor = Swift.max(lineEnd - (1 << 20), 0)
    while lineEnd > floor {
      var start = lineEnd
      while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
      if HistoryReader.opensBodyweightLine(buffer, start, lineEnd), let w = sessionBodyweight(buffer, line: start) {
        return w
      }
      lineEnd = start > 0 ? start - 1 : 0
    }
    return nil
  }

  /// The body weight of the session holding the line at `line`.
  private func sessionBodyweight(_ buffer: UnsafeBufferPointer<UInt8>, line: Int) -> Weight? {
    var heading = line
    while heading > 0, !(buffer[heading] == UInt8(ascii: "#") && buffer[heading - 1] == 0x0A) { heading -= 1 }
    var found: Weight? = nil
    HistoryAccess.readSession(buffer, from: heading) { record, _ in found = record.bodyweight ?? found }
    return found
  }

  /// Whether the line opens, after blanks and a bullet, with the words of a
  /// body weight line (the parser's own test, `Words.bodyweightWordsEnd`).
  static func opensBodyweightLine(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    var i = Words.skipBlanks(b, start, end)
    if Words.isBullet(b, i, end) {
      i = Words.skipBlanks(b, i + 1, end)
    }
    return Words.bodyweightWordsEnd(b, i, end) != nil
  }
}
