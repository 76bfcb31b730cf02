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
  /// every name, read eight bytes at a time while they are ASCII.
  static func hiddenCharacter(_ b: Bytes, _ s: Int, _ e: Int) -> (offset: Int, hidden: Hidden)? {
    guard let base = b.baseAddress else { return nil }
    var i = s
    while i < e {
      if i + 8 <= e, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        i += 8
        continue
      }
      guard b[i] >= 0x80 else {
        i += 1
        continue
      }
      let (scalar, length) = decodeScalar(b, i, e)
      if let hidden = hidden(scalar, before: i > s ? b[i - 1] : nil, after: i + length < e ? b[i + length] : nil) {
        return (i, hidden)
      }
      i += length
    }
    return nil
  }

  /// `scalar`, between the bytes that end the character before it and
  /// open the one after (nil at either end of the name), as a name shows it.
  static func hidden(_ scalar: Unicode.Scalar, before: UInt8?, after: UInt8?) -> Hidden? {
    let v = scalar.value
    if Excerpt.isDirectionControl(scalar) { return .direction(scalar) }
    guard scalar.properties.isDefaultIgnorableCodePoint else { return nil }
    let variationSelector = (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v)
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
