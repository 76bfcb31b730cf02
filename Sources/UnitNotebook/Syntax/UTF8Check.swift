/// Where UTF-8 text goes wrong. The readers of exports and of Unit's CSV
/// use it so that a byte that is not UTF-8 is an error with its place,
/// never a `�` put silently in a name or a note.
enum UTF8Check {
  /// The offset (from the start of `b`) of the first byte that does not
  /// start a valid UTF-8 sequence (overlong forms, surrogates and values
  /// above U+10FFFF are not valid), or nil when all of `b` is valid.
  static func firstInvalid(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    while i < b.count {
      if b[i] < 0x80 {
        i += 1
        continue
      }
      let n = sequenceLength(b, at: i, limit: b.count)
      if n == 0 { return i }
      i += n
    }
    return nil
  }

  /// Length of the valid UTF-8 sequence at `i`, or 0 when it is not valid
  /// (overlong forms, surrogates and values above U+10FFFF are not valid).
  static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int, limit: Int) -> Int {
    let lead = b[i]
    @inline(__always) func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
      i + k < limit && b[i + k] >= lo && b[i + k] <= hi
    }
    switch lead {
    case 0xC2...0xDF:
      return cont(1) ? 2 : 0
    case 0xE0:
      return cont(1, 0xA0) && cont(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return cont(1) && cont(2) ? 3 : 0
    case 0xED:
      return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
    case 0xF0:
      return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
    case 0xF1...0xF3:
      return cont(1) && cont(2) && cont(3) ? 4 : 0
    case 0xF4:
      return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
    default:
      return 0
    }
  }

  /// True when every byte of `b` is below 0x80, checked eight bytes at a time.
  static func isASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = UnsafeRawPointer(b.baseAddress) else { return true }
    let n = b.count
    var i = 0
    var seen: UInt64 = 0
    while i + 8 <= n {
      seen |= base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      i += 8
    }
    while i < n {
      seen |= UInt64(b[i])
      i += 1
    }
    return seen & 0x8080_8080_8080_8080 == 0
  }

  /// The line and column (1-based; the column counts Unicode scalars) of
  /// `offset` in text whose lines end with LF, CRLF or CR. A byte-order mark
  /// at the start is not counted.
  static func place(of offset: Int, in b: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var i = Lexicon.byteOrderMarkLength(b)
    while i < offset, i < b.count {
      let c = b[i]
      if c == 0x0A || (c == 0x0D && !(i + 1 < b.count && b[i + 1] == 0x0A)) {
        line += 1
        column = 1
      } else if c & 0xC0 != 0x80 && c != 0x0D {
        column += 1
      }
      i += 1
    }
    return (line, column)
  }

  /// The message of a reader of exports for text that is not UTF-8.
  static let message = "this text is not valid UTF-8 (save the file as UTF-8)"
}
