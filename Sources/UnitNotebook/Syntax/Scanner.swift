/// Splits notebook bytes into lines, checks that each is valid UTF-8 without
/// control characters, and finds the line's indentation, content and trailing
/// `//` comment. It never builds a `String`: it works on UTF-8 bytes only.
struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Offset of the next line to scan.
  private(set) var position: Int
  /// Number of the next line to scan, 1-based.
  private(set) var lineNumber = 1

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // A UTF-8 byte-order mark is allowed at the very start and skipped.
    position = Lexicon.byteOrderMarkLength(bytes)
  }

  /// One physical line as the scanner sees it.
  struct Line {
    var number: Int
    /// Bytes of the line without its line ending.
    var range: ByteRange
    /// End of the leading spaces and tabs.
    var contentStart: Int
    /// End of the content: before the comment, trailing blanks trimmed.
    var contentEnd: Int
    var comment: ByteRange?
    /// The first encoding problem on the line: where, and what (plain data,
    /// so a line costs no reference counting; the message is made on demand).
    var problem: Problem?
    /// The line has a character that may be default-ignorable (a cheap
    /// test by its first bytes, `Lexicon.twoByteMayHide`, `threeByteMayHide`):
    /// only such a line's names are looked at for characters that do not
    /// show as written.
    var mayHide = false
  }

  /// An encoding problem: a control character (`byte` below 0x20 or DEL),
  /// or invalid UTF-8 (`byte` 0x80).
  struct Problem: Hashable {
    var offset: Int
    var byte: UInt8

    var message: CodedMessage {
      switch byte {
      case 0x80: return Message.invalidUTF8
      case 0x0D: return Message.loneCarriageReturn
      default: return Message.controlCharacter(byte)
      }
    }
  }

  var isAtEnd: Bool { position >= bytes.count }

  /// Scans the next line, or returns nil at the end of the input.
  @inline(__always)
  mutating func nextLine() -> Line? {
    guard position < bytes.count, let base = bytes.baseAddress else { return nil }
    let start = position
    let count = bytes.count
    // The indentation first: it ends at the first byte that is not a blank
    // (the line end at the latest), and the loop below starts after it.
    var i = start
    while i < count, Lexicon.isBlank(base[i]) { i += 1 }
    let contentStart = i
    var comment: Int? = nil
    var problem: Problem? = nil
    var mayHide = false
    var end = count
    // One pass: find the line end, check the encoding, find the comment.
    while i < count {
      // Eight bytes at a time up to the first that needs a look (a line
      // end, control byte, slash or non-ASCII byte), then that byte alone.
      // (`i` is at most `count`, the length of a buffer in memory, so
      // `i &+ 8` cannot overflow: the unchecked sums spare the loop a
      // branch each.)
      while i &+ 8 <= count {
        let special = Scanner.specialBytes(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        if special != 0 {
          i &+= special.trailingZeroBitCount &>> 3
          break
        }
        i &+= 8
      }
      if i >= count { break }
      let b = base[i]
      if b < 0x80 {
        if b == 0x0A {
          end = i
          break
        }
        if b == Lexicon.commentByte {
          if comment == nil, Lexicon.isCommentStart(bytes, i, lineStart: start, end: count) { comment = i }
        } else if b < 0x20 && b != 0x09 || b == 0x7F {
          if b == 0x0D, i + 1 < count, base[i + 1] == 0x0A {
            end = i
            i += 1
            break
          }
          if problem == nil { problem = Problem(offset: i, byte: b) }
        }
        i += 1
      } else if b >= 0xC2, b <= 0xDF, i + 1 < count, base[i + 1] & 0xC0 == 0x80 {
        if Lexicon.twoByteMayHide(b) { mayHide = true }
        i += 2  // a two-byte character such as `×`
      } else if b >= 0xE1, b <= 0xEC, i + 2 < count, base[i + 1] & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80 {
        if Lexicon.threeByteMayHide(b, base[i + 1]) { mayHide = true }
        i += 3  // a three-byte character such as `✓`; the rest get the full check
      } else {
        let n = UTF8Check.sequenceLength(bytes, at: i, limit: count)
        if n == 0 {
          if problem == nil { problem = Problem(offset: i, byte: 0x80) }
          i += 1
        } else {
          if n > 1 { mayHide = true }  // rare: emoji, U+FEFF, …
          i += n
        }
      }
    }
    // `i` is at the "\n" (or end); the next line starts after it.
    position = i < count ? i + 1 : count
    if end == count { end = Swift.min(i, count) }
    let number = lineNumber
    lineNumber += 1

    var contentEnd = comment ?? end
    while contentEnd > contentStart, Lexicon.isBlank(base[contentEnd - 1]) { contentEnd -= 1 }
    return Line(
      number: number, range: ByteRange(start: start, end: end), contentStart: contentStart,
      contentEnd: contentEnd, comment: comment.map { ByteRange(start: $0, end: end) },
      problem: problem, mayHide: mayHide)
  }

  /// Which of the eight bytes (read little-endian) need a closer look: below
  /// 0x20 but not a tab (line ends, control characters), a slash, DEL, or
  /// not ASCII. The high bit of each such byte is set, and of no other: each
  /// test adds to the low seven bits of a byte, which cannot carry into the
  /// next byte, so every byte is tested exactly.
  @inline(__always)
  static func specialBytes(_ w: UInt64) -> UInt64 {
    let w = UInt64(littleEndian: w)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let x = w & lows
    // High bit set where the low seven bits are at least 0x20, are 0x7F,
    // are not a tab, are not a slash.
    let printable = x &+ ones &* 0x60
    let del = x &+ ones
    let notTab = (x ^ (ones &* 0x09)) &+ lows
    let notSlash = (x ^ (ones &* UInt64(Lexicon.commentByte))) &+ lows
    return (w | del | (~printable & notTab) | ~notSlash) & highs
  }

  /// Looks at the next line without consuming it: is it a heading?
  func nextLineIsHeading() -> Bool {
    Lexicon.isHeadingLine(bytes, position, bytes.count)
  }

  /// 1-based column of `offset` on a line starting at `lineStart`, counting
  /// Unicode scalars.
  static func column(of offset: Int, lineStart: Int, in b: UnsafeBufferPointer<UInt8>) -> Int {
    var col = 1
    var i = lineStart
    let stop = Swift.min(offset, b.count)
    while i < stop {
      if b[i] & 0xC0 != 0x80 { col += 1 }
      i += 1
    }
    return col
  }
}
