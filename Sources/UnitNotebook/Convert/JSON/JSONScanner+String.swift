/// Strings: scanning with every check JSON asks for, and decoding.
extension JSONScanner {
  /// Scans a string from its opening quote: escapes must be valid, raw
  /// control characters are not allowed, and the bytes must be UTF-8.
  mutating func scanString() throws(JSONSyntaxError) -> JSONString {
    let open = position
    var i = position + 1
    let n = bytes.count
    var escapes = false
    while i < n {
      let c = bytes[i]
      if c == 0x22 {
        position = i + 1
        return JSONString(range: ByteRange(start: open + 1, end: i), hasEscapes: escapes)
      }
      if c == 0x5C {
        escapes = true
        i = try checkEscape(at: i)
      } else if c < 0x20 {
        throw fail(
          "control character \(Message.hex(c)) must be escaped inside JSON text (\\t, \\n or \\u00XX)", at: i)
      } else if c < 0x80 {
        i += 1
      } else {
        let length = UTF8Check.sequenceLength(bytes, at: i, limit: bytes.count)
        guard length > 0 else { throw fail("this text is not valid UTF-8 (save the file as UTF-8)", at: i) }
        i += length
      }
    }
    throw fail("this text is never closed (a \" is missing)", at: open)
  }

  /// Checks the escape at `i` (a backslash); returns where the next byte is.
  private func checkEscape(at i: Int) throws(JSONSyntaxError) -> Int {
    let n = bytes.count
    guard i + 1 < n else { throw fail("this text is never closed (a \" is missing)", at: i) }
    switch bytes[i + 1] {
    case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:  // " \ / b f n r t
      return i + 2
    case 0x75:  // u
      guard let unit = hex4(at: i + 2) else {
        throw fail("expected four hexadecimal digits after \\u", at: i)
      }
      if unit >= 0xD800, unit <= 0xDBFF {
        guard i + 7 < n, bytes[i + 6] == 0x5C, bytes[i + 7] == 0x75, let low = hex4(at: i + 8),
          low >= 0xDC00, low <= 0xDFFF
        else {
          throw fail("\\u escape of a lone UTF-16 surrogate: it must be followed by its low half", at: i)
        }
        return i + 12
      }
      if unit >= 0xDC00, unit <= 0xDFFF {
        throw fail("\\u escape of a lone UTF-16 surrogate: it must follow its high half", at: i)
      }
      return i + 6
    default:
      throw fail("unknown escape in JSON text (use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)", at: i)
    }
  }

  private func hex4(at i: Int) -> UInt32? {
    guard i + 4 <= bytes.count else { return nil }
    var v: UInt32 = 0
    for k in i..<(i + 4) {
      let c = bytes[k]
      let d: UInt8
      switch c {
      case 0x30...0x39: d = c - 0x30
      case 0x41...0x46: d = c - 0x41 + 10
      case 0x61...0x66: d = c - 0x61 + 10
      default: return nil
      }
      v = v << 4 | UInt32(d)
    }
    return v
  }

  // MARK: - Decoding

  /// The text of a scanned string (made in place: a document sent to the
  /// language server is megabytes of one string, and its bytes unescaped
  /// into an array and copied into a `String` were twice that).
  package func string(_ s: JSONString) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[s.range.start..<s.range.end])
    guard s.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: s.range.count) { unescape(s, into: $0) }
  }

  /// The UTF-8 bytes of a scanned string with its escapes resolved.
  func unescaped(_ s: JSONString) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: s.range.count) { out, count in count = unescape(s, into: out) }
  }

  /// Writes a scanned string's bytes with its escapes resolved into `out`
  /// (at least as long as the string as written: unescaping never makes
  /// it longer), and says how many.
  func unescape(_ s: JSONString, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var n = 0
    var i = s.range.start
    let end = s.range.end
    func put(_ b: UInt8) {
      out[n] = b
      n += 1
    }
    while i < end {
      // The run up to the next backslash, in one copy (a document sent to
      // the language server is megabytes of text with a \n on every line).
      var run = i
      while run < end, bytes[run] != 0x5C { run += 1 }
      if run > i {
        _ = UnsafeMutableBufferPointer(rebasing: out[n..<(n + run - i)]).initialize(
          from: UnsafeBufferPointer(rebasing: bytes[i..<run]))
        n += run - i
        i = run
        continue
      }
      guard i + 1 < end else {
        put(bytes[i])
        i += 1
        continue
      }
      let e = bytes[i + 1]
      i += 2
      switch e {
      case 0x62: put(0x08)
      case 0x66: put(0x0C)
      case 0x6E: put(0x0A)
      case 0x72: put(0x0D)
      case 0x74: put(0x09)
      case 0x75:
        // Checked by the scanner: four hex digits, surrogates in pairs.
        var scalar = hex4(at: i) ?? 0xFFFD
        i += 4
        if scalar >= 0xD800, scalar <= 0xDBFF, let low = hex4(at: i + 2) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          i += 6
        }
        if let encoded = Unicode.UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") {
          for b in encoded { put(b) }
        }
      default: put(e)  // " \ /
      }
    }
    return n
  }

  /// Does a scanned string (a key, say) hold exactly `text`?
  func string(_ s: JSONString, equals text: StaticString) -> Bool {
    let n = text.utf8CodeUnitCount
    let p = text.utf8Start
    if !s.hasEscapes {
      guard s.range.count == n else { return false }
      var k = 0
      while k < n {
        if bytes[s.range.start + k] != p[k] { return false }
        k += 1
      }
      return true
    }
    let u = unescaped(s)
    guard u.count == n else { return false }
    for k in 0..<n where u[k] != p[k] { return false }
    return true
  }
}
