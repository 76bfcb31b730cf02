// The lines of a notebook's text, for `NotebookText`'s edits: where each
// starts, what it holds, and the splice that replaces some of them while
// every other byte stays as it was.

/// A text as lines: 1-based line numbers, each line's bytes with its line
/// break, the break the text uses (LF or CRLF).
struct TextLines {
  var bytes: [UInt8]
  /// The offset where each line starts; line `n` starts at `starts[n - 1]`.
  private(set) var starts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == 0x0A && i + 1 < bytes.count { starts.append(i + 1) }
    self.starts = starts
  }

  var count: Int { bytes.isEmpty ? 0 : starts.count }

  /// The break the text uses: CRLF when its first line ends so, else LF.
  var lineBreak: String {
    guard let lf = bytes.firstIndex(of: 0x0A) else { return "\n" }
    return lf > 0 && bytes[lf - 1] == 0x0D ? "\r\n" : "\n"
  }

  /// The bytes of lines `lines` (1-based, half-open), breaks included.
  func byteRange(_ lines: Range<Int>) -> Range<Int> {
    let start = lines.lowerBound - 1 < starts.count ? starts[lines.lowerBound - 1] : bytes.count
    let end = lines.upperBound - 1 < starts.count ? starts[lines.upperBound - 1] : bytes.count
    return start..<end
  }

  /// Line `n` without its break.
  func content(_ n: Int) -> ArraySlice<UInt8> {
    var r = byteRange(n..<(n + 1))
    if r.upperBound > r.lowerBound, bytes[r.upperBound - 1] == 0x0A { r = r.lowerBound..<(r.upperBound - 1) }
    if r.upperBound > r.lowerBound, bytes[r.upperBound - 1] == 0x0D { r = r.lowerBound..<(r.upperBound - 1) }
    return bytes[r]
  }

  /// The blanks a line starts with.
  func indentation(_ n: Int) -> String {
    String(decoding: content(n).prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
  }

  /// True for a line that holds only a comment.
  func isCommentLine(_ n: Int) -> Bool {
    let rest = content(n).drop { $0 == 0x20 || $0 == 0x09 }
    return rest.starts(with: [0x2F, 0x2F])
  }

  /// The comment that ends a line (`// felt heavy`, with the blanks before
  /// it), or "": `//` at the start or after a blank starts one (docs/syntax.md).
  func trailingComment(_ n: Int) -> String {
    let line = content(n)
    var i = line.startIndex
    while i + 1 < line.endIndex {
      if line[i] == 0x2F, line[i + 1] == 0x2F, i == line.startIndex || line[i - 1] == 0x20 || line[i - 1] == 0x09 {
        var start = i
        while start > line.startIndex, line[start - 1] == 0x20 || line[start - 1] == 0x09 { start -= 1 }
        return String(decoding: line[start...], as: UTF8.self)
      }
      i += 1
    }
    return ""
  }

  /// Replaces lines `lines` (1-based, half-open; empty to insert before
  /// `lines.lowerBound`) with `new`, each given its line break. A text that
  /// ended without a break still does.
  mutating func replace(_ lines: Range<Int>, with new: [String]) {
    let range = byteRange(lines)
    var text = new.map { $0 + lineBreak }.joined()
    if range.upperBound == bytes.count, bytes.last != 0x0A, range.lowerBound < range.upperBound, !text.isEmpty {
      text.removeLast()  // the last line had no break: "\r\n" is one Character
    } else if range.lowerBound == bytes.count, !bytes.isEmpty, bytes.last != 0x0A {
      text = lineBreak + text
    }
    bytes.replaceSubrange(range, with: Array(text.utf8))
    self = TextLines(bytes)
  }
}
