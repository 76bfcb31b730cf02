/// Brings exported text (names, titles, notes) to what a notebook can hold:
/// no control characters, no line breaks, no blanks at either end, never
/// empty. Tabs inside a text become spaces (the notebook would allow them,
/// but a tab in a name only ever comes from a copy and paste).
enum ImportText {
  /// One line of text: control characters and line breaks become spaces, and
  /// blanks at both ends go. `changed` is true when something other than
  /// blanks at the ends was replaced (worth a warning).
  static func line(_ text: String) -> (text: String, changed: Bool) {
    var changed = false
    var needsWork = false
    for s in text.unicodeScalars where s == "\t" || isControl(s) || isLineBreak(s) {
      needsWork = true
      break
    }
    var out = text
    if needsWork {
      var scalars = String.UnicodeScalarView()
      for s in text.unicodeScalars {
        if s == "\t" {
          scalars.append(" ")  // a tab inside a text is layout, not content
        } else if isControl(s) || isLineBreak(s) {
          scalars.append(" ")
          changed = true
        } else {
          scalars.append(s)
        }
      }
      out = String(scalars)
    }
    return (trim(out), changed)
  }

  /// Several lines of text, one entry per non-empty line: the way a note with
  /// line breaks becomes several `>` note entries. `escapedNewlines` also
  /// splits at the two characters `\n` (Hevy's app export writes them).
  static func lines(_ text: String, escapedNewlines: Bool = false) -> [String] {
    // Most notes are one line: nothing to split.
    if !text.unicodeScalars.contains(where: { isLineBreak($0) || (escapedNewlines && $0 == "\\") }) {
      let t = line(text).text
      return t.isEmpty ? [] : [t]
    }
    var result: [String] = []
    var current = String.UnicodeScalarView()
    var previousWasBackslash = false
    func flush() {
      let t = line(String(current)).text
      if !t.isEmpty { result.append(t) }
      current = String.UnicodeScalarView()
    }
    for s in text.unicodeScalars {
      if isLineBreak(s) {
        flush()
        previousWasBackslash = false
        continue
      }
      if escapedNewlines, previousWasBackslash, s == "n" {
        current.removeLast()
        flush()
        previousWasBackslash = false
        continue
      }
      previousWasBackslash = s == "\\"
      current.append(s)
    }
    flush()
    return result
  }

  /// Removes spaces and tabs (and no-break spaces) at both ends.
  static func trim(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return text }
    return String(scalars[first...last])
  }

  static func isBlank(_ s: Unicode.Scalar) -> Bool {
    s == " " || s == "\t" || s.value == 0xA0 || s.value == 0x202F
  }

  static func isLineBreak(_ s: Unicode.Scalar) -> Bool {
    s == "\n" || s == "\r" || s.value == 0x85 || s.value == 0x2028 || s.value == 0x2029
  }

  /// C0 and C1 control characters other than tab and line breaks, and DEL.
  static func isControl(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v == 0x09 || isLineBreak(s) { return false }
    return v < 0x20 || (v >= 0x7F && v <= 0x9F)
  }
}
