/// How a message quotes a piece of the input: at most `limit` bytes of it,
/// cut at a character boundary and marked with `…` when cut. Every message
/// that shows a value goes through here (or cuts the same way on bytes), so
/// no input, however long its values, makes a long message
/// (docs/reliability.md).
enum Excerpt {
  /// The most bytes of one value a message shows.
  static let limit = 40

  /// `text` cut to at most `limit` bytes of whole Unicode scalars, with `…`
  /// after it when it was cut.
  static func cut(_ text: String) -> String {
    guard text.utf8.count > limit else { return text }
    var kept = String.UnicodeScalarView()
    var size = 0
    for s in text.unicodeScalars {
      size += UTF8.width(s)
      if size > limit { break }
      kept.append(s)
    }
    return String(kept) + "…"
  }

  /// UTF-8 bytes as text (invalid sequences replaced), cut as `cut` does.
  static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count > limit else { return String(decoding: bytes, as: UTF8.self) }
    var end = limit
    while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self) + "…"
  }
}
