/// A session's heading, `# 2026-11-29 07:15–08:20 Lower A`, escaped so that
/// it reads back as the same date, times and title.
extension Printer {
  /// `# 2026-11-29 07:15–08:20 Lower A`
  mutating func appendHeading(_ r: SessionRecord, texts: inout TextReader) {
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
    // A title that opens like a time (`10:00 Club`, or `- 08:00` after a
    // start time) would be read as one: escape its first colon, which is
    // the time's. After an end time the title is read as it is.
    guard r.end == nil else { return }
    let opensWithTime = out.withUnsafeBufferPointer {
      Parser.readsTime(opening: UnsafeBufferPointer(rebasing: $0[titleStart...]), afterStartTime: r.start != nil)
    }
    if opensWithTime, let colon = out.firstIndex(of: UInt8(ascii: ":"), from: titleStart) {
      out.insert(0x5C, at: colon)
    }
  }
}
