/// What the text formats' readers share (Liftosaur's workout text, Fitdown,
/// Markdown): the text decoded, its lines as Unicode scalars (a column is a
/// scalar's place, as in every message), and small pieces of a line.
extension ImportText {
  /// The bytes as text: a byte that is not UTF-8 stops the import at its
  /// line and column; a byte-order mark is dropped.
  static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadError) -> String {
    if let bad = UTF8Check.firstInvalid(bytes) {
      let (line, column) = UTF8Check.place(of: bad, in: bytes)
      throw ReadError(.notUTF8, row: line, column: column, UTF8Check.message)
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }

  /// The lines of a text, split at LF, CRLF or a lone CR.
  static func scalarLines(_ text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var line: [Unicode.Scalar] = []
    var afterCR = false
    for s in text.unicodeScalars {
      if s == "\n" && afterCR {
        afterCR = false
        continue
      }
      afterCR = s == "\r"
      if s == "\n" || s == "\r" {
        lines.append(line)
        line.removeAll(keepingCapacity: true)
      } else {
        line.append(s)
      }
    }
    lines.append(line)
    return lines
  }

  /// The place of the first scalar from `start` on that is not a blank;
  /// the line's length when there is none.
  static func firstNonBlank(_ line: [Unicode.Scalar], from start: Int = 0) -> Int {
    var i = start
    while i < line.count, isBlank(line[i]) { i += 1 }
    return i
  }

  /// The text after `//` when the line's content, from `start`, is a comment.
  static func comment(_ line: [Unicode.Scalar], from start: Int) -> String? {
    guard start + 1 < line.count, line[start] == "/", line[start + 1] == "/" else { return nil }
    return text(line, (start + 2)..<line.count)
  }

  /// The ranges of a line from `start` between each `separator`, none
  /// counted inside double quotes.
  static func split(_ line: [Unicode.Scalar], at separator: Unicode.Scalar, from start: Int) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var from = start
    var quoted = false
    for i in start..<line.count {
      if line[i] == "\"" { quoted.toggle() }
      if line[i] == separator && !quoted {
        parts.append(from..<i)
        from = i + 1
      }
    }
    parts.append(from..<line.count)
    return parts
  }

  static func text(_ line: [Unicode.Scalar], _ range: Range<Int>) -> String {
    String(String.UnicodeScalarView(line[range]))
  }

  /// The text without its blanks: `exercises: {` is `exercises:{`.
  static func squeezed(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !isBlank($0) }))
  }

  /// The text trimmed, each run of blanks inside it one space.
  static func collapsed(_ text: String) -> String {
    text.unicodeScalars.split(whereSeparator: isBlank).map { String(String.UnicodeScalarView($0)) }.joined(
      separator: " ")
  }
}
