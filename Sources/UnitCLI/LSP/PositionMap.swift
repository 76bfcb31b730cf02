import UnitNotebook

/// A place in a document as the protocol counts it: a 0-based line, and a
/// 0-based offset in UTF-16 code units within the line.
struct Position: Hashable, Comparable {
  var line: Int
  var character: Int

  var json: JSONValue { ["line": .int(line), "character": .int(character)] }

  static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

/// Two positions: the start, and the end just past the last character.
struct TextRange: Hashable {
  var start: Position
  var end: Position

  var json: JSONValue { ["start": start.json, "end": end.json] }
}

/// Converts between byte offsets in a document's UTF-8 text and protocol
/// positions.
///
/// Lines end at `\n`, `\r\n` or `\r`, as the protocol says; characters are
/// UTF-16 code units, so `×`, `✓` and `中` count 1 and an emoji outside the
/// Basic Multilingual Plane counts 2. The notebook parser numbers lines by
/// `\n` alone (a lone `\r` is an error to it): `notebookLine` maps its line
/// numbers to byte offsets, which then convert like any other.
struct PositionMap {
  let bytes: [UInt8]
  /// The byte offset where each protocol line starts, in 32 bits (every
  /// text the server holds is far shorter: `MessageLimits`, `Workspace`;
  /// a document's lines were as many bytes as its text in 64 bits).
  private let lineStarts: [UInt32]
  /// The byte offset where each notebook line starts, when the text has a
  /// lone `\r` and they differ from `lineStarts`.
  private let notebookLineStarts: [UInt32]?

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts: [UInt32] = [0]
    // Room for the lines at once, rather than grown by doubling and left
    // partly empty.
    starts.reserveCapacity(PositionMap.lineCount(bytes))
    var loneCR = false
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      i += 1
      if b == 0x0A {
        starts.append(UInt32(clamping: i))
      } else if b == 0x0D {
        if i < bytes.count, bytes[i] == 0x0A { continue }  // \r\n: the \n ends the line
        starts.append(UInt32(clamping: i))
        loneCR = true
      }
    }
    lineStarts = starts
    // The line feeds alone, counted again only for a text with a lone `\r`.
    notebookLineStarts =
      loneCR ? [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { UInt32(clamping: $0 + 1) } : nil
  }

  /// How many protocol lines a text holds.
  private static func lineCount(_ bytes: [UInt8]) -> Int {
    var n = 1
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      i += 1
      if b == 0x0A || (b == 0x0D && (i == bytes.count || bytes[i] != 0x0A)) { n += 1 }
    }
    return n
  }

  var lineCount: Int { lineStarts.count }
  /// The notebook lines (ended by `\n`, or the last, unended).
  var notebookLineCount: Int { (notebookLineStarts ?? lineStarts).count }

  /// The position of a byte offset (clamped to the text).
  func position(of offset: Int) -> Position {
    let o = Swift.min(Swift.max(offset, 0), bytes.count)
    let line = PositionMap.lastIndex(in: lineStarts, notAfter: o)
    return Position(line: line, character: utf16Count(Int(lineStarts[line]), o))
  }

  /// The byte offset of a position, or nil for a line past the end. A
  /// character past the end of its line means the end of the line; one in
  /// the middle of a character means that character's start.
  func offset(of p: Position) -> Int? {
    guard p.line < lineStarts.count else { return nil }
    var i = Int(lineStarts[p.line])
    let end = contentEnd(ofLine: p.line)
    var units = 0
    while i < end {
      let width = bytes[i] >= 0xF0 ? 2 : 1
      if units + width > p.character { break }
      units += width
      i += 1
      while i < end, bytes[i] & 0xC0 == 0x80 { i += 1 }
    }
    return i
  }

  /// Where the text of a protocol line ends, before its line break.
  func contentEnd(ofLine line: Int) -> Int {
    guard line + 1 < lineStarts.count else { return bytes.count }
    var end = Int(lineStarts[line + 1])
    if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
    if end > Int(lineStarts[line]), bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The bytes of a 1-based notebook line, without its line break (empty at
  /// the end of the text for a line past the end).
  func notebookLine(_ number: Int) -> Range<Int> {
    let starts = notebookLineStarts ?? lineStarts
    guard number >= 1, number <= starts.count else { return bytes.count..<bytes.count }
    let start = Int(starts[number - 1])
    var end = number < starts.count ? Int(starts[number]) : bytes.count
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<end
  }

  /// The 1-based notebook line that holds a byte offset.
  func notebookLineNumber(of offset: Int) -> Int {
    PositionMap.lastIndex(in: notebookLineStarts ?? lineStarts, notAfter: offset) + 1
  }

  /// The range of bytes, as positions.
  func range(_ bytes: Range<Int>) -> TextRange {
    TextRange(start: position(of: bytes.lowerBound), end: position(of: bytes.upperBound))
  }

  /// The position just after the last character.
  var end: Position { position(of: bytes.count) }

  /// How many UTF-16 code units the bytes from `start` to `end` hold.
  private func utf16Count(_ start: Int, _ end: Int) -> Int {
    var n = 0
    var i = start
    while i < end {
      let b = bytes[i]
      if b & 0xC0 != 0x80 { n += b >= 0xF0 ? 2 : 1 }
      i += 1
    }
    return n
  }

  /// The index of the last element not after `value` (the array is sorted
  /// and starts with 0).
  private static func lastIndex(in sorted: [UInt32], notAfter value: Int) -> Int {
    var low = 0
    var high = sorted.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if Int(sorted[mid]) <= value { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
