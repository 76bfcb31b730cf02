/// A session's heading, `# 2026-11-29 07:15–08:20 Lower A`, escaped so that
/// it reads back as the same date, times and title.
extension Printer {
  /// `# 2026-11-29 07:15–08:20 Lower A`
  mutating func appendHeading(_ r: SessionRecord, texts: inout TextReader) {
    let start = out.count
    out.append(ascii: "# ")
    out.appendDate(r.date)
    if let t = r.start {
      out.append(0x20)
      out.appendTime(t)
      if let end = r.end {
        out.append(ascii: "–")
        out.appendTime(end)
      }
    }
    guard let title = r.title else { return }
    out.append(0x20)
    let titleStart = out.count
    texts.withBytes(title, in: r) { TextEscaper.append($0, context: .title, to: &out) }
    // A title that opens like a time (`10:00 Club`, or `- 08:00` after a start
    // time) would be read as one: escape its first colon. Only a title opening
    // with a digit or a dash can be misread, so only those are checked.
    let first = out[titleStart]
    guard Lexicon.isDigit(first) || first == UInt8(ascii: "-") || first == 0xE2 else { return }
    let expected = texts.withBytes(title, in: r) { Array($0) }
    let line = out.withUnsafeBufferPointer { Array($0[start...]) }
    if !Printer.headingReadsBack(line[...], r, title: expected) {
      if let colon = out.firstIndex(of: UInt8(ascii: ":"), from: titleStart) {
        out.insert(0x5C, at: colon)
      }
    }
  }

  /// Does the printed heading parse back to the same date, times and title?
  static func headingReadsBack(_ line: ArraySlice<UInt8>, _ r: SessionRecord, title: [UInt8]) -> Bool {
    let bytes = Array(line)
    return bytes.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      var sink = DiagnosticSink()
      var h = HeadingSyntax()
      guard parser.parseHeading(0, b.count, into: &h, &sink) else { return false }
      guard h.date == r.date, h.start?.value == r.start, h.end?.value == r.end, let t = h.title else {
        return false
      }
      var decoded: [UInt8] = []
      TextReader.unescape(b, t.range.start, t.range.end, into: &decoded)
      return decoded == title
    }
  }
}
