/// How a message quotes a piece of the input: at most `limit` bytes of it,
/// cut at a character boundary and marked with `…` when cut, with control
/// characters (line breaks, escape sequences a terminal would obey, and
/// the controls of the text's direction, which would show the rest of the
/// message in another order) shown as `�`. Every message that shows a value goes through here (the notebook
/// parser cuts its lines the same way), so no input, however long its
/// values, makes a long message, nor one that moves a terminal's cursor
/// (docs/reliability.md). `unit lsp` quotes what an editor sent the same way.
package enum Excerpt {
  /// The most bytes of one value a message shows.
  package static let limit = 40

  /// `text` cut to at most `limit` bytes of whole Unicode scalars, with `…`
  /// after it when it was cut.
  package static func cut(_ text: String) -> String {
    var kept = String.UnicodeScalarView()
    var size = 0
    for s in text.unicodeScalars {
      size += UTF8.width(s)
      if size > limit { return String(kept) + "…" }
      kept.append(isControl(s) ? "\u{FFFD}" : s)
    }
    return String(kept)
  }

  /// `text` cut as `cut` does, between single quotes: `'Squat'`.
  package static func quoted(_ text: String) -> String {
    "'" + cut(text) + "'"
  }

  /// UTF-8 bytes as text (invalid sequences shown as `�`), cut as `cut` does.
  /// One byte past the limit is enough to know that the text is cut: each
  /// byte decodes to at least one byte of text.
  package static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let end = Swift.min(bytes.count, limit + 1)
    return cut(String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self))
  }

  /// C0 and C1 control characters, DEL and the direction controls: none
  /// is shown as it is.
  static func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || (s.value >= 0x7F && s.value <= 0x9F) || isDirectionControl(s)
  }

  /// The explicit controls of the text's direction (embeddings, overrides
  /// and isolates, U+202A–U+202E and U+2066–U+2069): shown as they are,
  /// they reorder what follows them on the line, in a message as in a
  /// name ("trojan source").
  package static func isDirectionControl(_ s: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
  }
}
