extension Lexicon {
  /// What a character of a name hides (docs/syntax.md, "Names that do not
  /// show as written").
  enum Hidden: Equatable {
    /// A control of the text's direction (U+202A–U+202E, U+2066–U+2069):
    /// what follows it shows in another order than it is written, as in
    /// the "trojan source" attacks compilers warn about.
    case direction(Unicode.Scalar)
    /// A character that shows as nothing (U+200B zero width space, U+FEFF,
    /// U+00AD soft hyphen, U+2060 word joiner, U+200E…): two names that
    /// look alike are two exercises to the history.
    case invisible(Unicode.Scalar)
  }

  /// The first character of `s..<e` (valid UTF-8, a name or a title) that
  /// does not show as what it is, and its offset: a Unicode
  /// default-ignorable code point, but for the variation selectors and tag
  /// characters (parts of emoji, which only choose a glyph), and for the
  /// joiners U+200C and U+200D between two characters that are not ASCII
  /// (where emoji and scripts such as Persian need them). Nil for nearly
  /// every name, read eight bytes at a time while they are ASCII; from the
  /// first byte that is not, out of line.
  @inline(__always)
  static func hiddenCharacter(_ b: Bytes, _ s: Int, _ e: Int) -> (offset: Int, hidden: Hidden)? {
    guard let base = b.baseAddress else { return nil }
    // The high bit of each byte that is not ASCII, of eight from `i`.
    func high(_ i: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) & 0x8080_8080_8080_8080
    }
    var i = s
    while i + 8 <= e {
      let h = high(i)
      if h != 0 { return hiddenCharacter(b, from: i + h.trailingZeroBitCount >> 3, s, e) }
      i += 8
    }
    guard i < e else { return nil }
    // The last bytes: eight read when they lie inside the buffer, those
    // past `e` masked off.
    guard i + 8 <= b.count else { return hiddenCharacter(b, from: i, s, e) }
    let h = high(i) & ((1 &<< UInt64(8 * (e - i))) &- 1)
    return h == 0 ? nil : hiddenCharacter(b, from: i + h.trailingZeroBitCount >> 3, s, e)
  }

  /// `hiddenCharacter` from `i`, a byte at a time.
  @inline(never)
  static func hiddenCharacter(_ b: Bytes, from start: Int, _ s: Int, _ e: Int) -> (offset: Int, hidden: Hidden)? {
    var i = start
    while i < e {
      let lead = b[i]
      guard lead >= 0x80 else {
        i += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      if i + 1 < e, mayOpenIgnorable(lead, b[i + 1]) {
        let (scalar, n) = decodeScalar(b, i, e)
        if let hidden = hidden(scalar, before: i > s ? b[i - 1] : nil, after: i + n < e ? b[i + n] : nil) {
          return (i, hidden)
        }
      }
      i += length
    }
    return nil
  }

  /// Whether a character whose UTF-8 opens with these two bytes may be a
  /// default-ignorable code point (U+00AD, U+034F, U+061C, U+115F–U+1160,
  /// U+17B4–U+17B5, U+180B–U+180F, U+2000 block, U+3164, U+FE00–U+FFFF's,
  /// U+1BCA0, U+1D173, U+E0000–U+E0FFF): accented letters, Cyrillic, CJK
  /// and the rest are passed over without a look at Unicode's tables.
  @inline(__always)
  static func mayOpenIgnorable(_ lead: UInt8, _ second: UInt8) -> Bool {
    switch lead {
    case 0xC2: return second == 0xAD
    case 0xCD: return second == 0x8F
    case 0xD8: return second == 0x9C
    case 0xE1: return second == 0x85 || second == 0x9E || second == 0xA0
    case 0xE2: return second == 0x80 || second == 0x81
    case 0xE3: return second == 0x85
    case 0xEF: return second >= 0xB8
    case 0xF0: return second == 0x9B || second == 0x9D
    case 0xF3: return second == 0xA0
    default: return false
    }
  }

  /// The scanner's test of a two-byte character, cheaper than
  /// `mayOpenIgnorable` and true wherever it is (`×`, `é`, Cyrillic pass).
  @inline(__always)
  static func twoByteMayHide(_ lead: UInt8) -> Bool {
    lead == 0xC2 || lead == 0xCD || lead == 0xD8
  }

  /// The same of a three-byte character led by 0xE1…0xEC (`✓`, `✗` and CJK
  /// pass; the other three-byte characters the scanner takes as "may").
  @inline(__always)
  static func threeByteMayHide(_ lead: UInt8, _ second: UInt8) -> Bool {
    lead <= 0xE3 && (lead != 0xE2 || second < 0x82)
  }

  /// `scalar`, between the bytes that end the character before it and
  /// open the one after (nil at either end of the name), as a name shows it.
  static func hidden(_ scalar: Unicode.Scalar, before: UInt8?, after: UInt8?) -> Hidden? {
    let v = scalar.value
    if Excerpt.isDirectionControl(scalar) { return .direction(scalar) }
    guard scalar.properties.isDefaultIgnorableCodePoint else { return nil }
    let variationSelector =
      (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v)
      || (0x180B...0x180D).contains(v) || v == 0x180F
    let tag = (0xE0000...0xE007F).contains(v)
    if variationSelector || tag { return nil }
    if v == 0x200C || v == 0x200D, let before, let after, before >= 0x80, after >= 0x80 { return nil }
    return .invisible(scalar)
  }

  /// The scalar whose UTF-8 starts at `i` (the bytes are valid), and its length.
  static func decodeScalar(_ b: Bytes, _ i: Int, _ e: Int) -> (Unicode.Scalar, Int) {
    let lead = UInt32(b[i])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    var v = length == 1 ? lead : lead & (0x7F >> UInt32(length))
    for k in 1..<length where i + k < e { v = v << 6 | UInt32(b[i + k] & 0x3F) }
    return (Unicode.Scalar(v) ?? "\u{FFFD}", Swift.min(length, e - i))
  }
}
