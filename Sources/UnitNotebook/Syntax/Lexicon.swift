/// The notebook's lexical rules, in one place: the characters, how a line
/// says what it is (and the words of a routine's heading), where a comment
/// starts, the range dashes, the `×` signs, `BW`, and the recognisers of
/// units, set kinds and set marks, whose spellings are the tables of
/// `Spellings.swift`. The scanner, the parser, the printer's escaper, the
/// command line's parallel splitter, the importers and the language server
/// all ask here; none of them spells a rule out again.
package enum Lexicon {
  package typealias Bytes = UnsafeBufferPointer<UInt8>

  // MARK: Characters

  /// A blank: a space or a tab (indentation, and between words). Most
  /// bytes asked about are above 0x20, turned away by one comparison.
  @inline(__always)
  package static func isBlank(_ b: UInt8) -> Bool { b <= 0x20 && (b == 0x20 || b == 0x09) }

  @inline(__always)
  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  /// An ASCII letter.
  @inline(__always)
  static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

  /// An ASCII letter in lower case; any other byte as it is.
  @inline(__always)
  static func lower(_ b: UInt8) -> UInt8 { isLetter(b) ? b | 0x20 : b }

  /// ASCII punctuation: what a backslash can escape, with `×`, `✓` and `✗`.
  @inline(__always)
  static func isASCIIPunctuation(_ b: UInt8) -> Bool {
    (b >= 0x21 && b <= 0x2F) || (b >= 0x3A && b <= 0x40) || (b >= 0x5B && b <= 0x60)
      || (b >= 0x7B && b <= 0x7E)
  }

  /// The escape character.
  static let backslash = UInt8(ascii: "\\")

  /// The length of an escapable character at `i` (ASCII punctuation, `×`,
  /// `✓`, `✗`), or 0.
  static func escapableLength(_ b: Bytes, at i: Int, end: Int) -> Int {
    guard i < end else { return 0 }
    if isASCIIPunctuation(b[i]) { return 1 }
    if b[i] == 0xC3, i + 1 < end, b[i + 1] == 0x97 { return 2 }  // ×
    return statusSignLength(b, i, end)
  }

  // MARK: The start of the text

  /// How many bytes of a UTF-8 byte-order mark open `b`: 3 or 0. A
  /// notebook (and every export the importers read) may start with one; it
  /// is skipped, never an error.
  @inline(__always)
  static func byteOrderMarkLength(_ b: Bytes) -> Int {
    b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
  }

  /// The same for an array.
  static func byteOrderMarkLength(_ b: [UInt8]) -> Int {
    b.withUnsafeBufferPointer { byteOrderMarkLength($0) }
  }

  // MARK: Lines

  /// What the first byte of a line's content makes it.
  package enum LineOpener {
    /// `#`: a session heading.
    case heading
    /// `>`: a note.
    case note
    /// Anything else: an exercise or a set.
    case body
  }

  /// The sign after reps of as many as possible (`5+`).
  static let amrapSign = UInt8(ascii: "+")

  /// The sign after a routine's percentage load (`85%`).
  static let percentSign = UInt8(ascii: "%")

  /// The byte that opens a heading.
  package static let headingMarker = UInt8(ascii: "#")
  /// The byte that opens a note line. (A set's trailing note opens with
  /// the mark `SetMark.note`, spelled alike.)
  package static let noteMarker = UInt8(ascii: ">")

  @inline(__always)
  package static func lineOpener(_ first: UInt8) -> LineOpener {
    switch first {
    case headingMarker: return .heading
    case noteMarker: return .note
    default: return .body
    }
  }

  /// `Routine`, `routine` or `template` (any case) after the `#`: the word
  /// that makes a heading a routine's (`# Routine Lower A`) instead of a
  /// session's. The canonical spelling is `routineWord`.
  static func isRoutineWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    equalsFolded(b, s, e, "routine") || equalsFolded(b, s, e, "template")
  }

  static let routineWord: StaticString = "Routine"

  /// `Muscles` (any case) after the `#`: the heading of the notebook's
  /// muscles section (`# Muscles`). The canonical spelling is `musclesWord`.
  static func isMusclesWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    equalsFolded(b, s, e, "muscles")
  }

  static let musclesWord: StaticString = "Muscles"

  /// Is the line whose content starts at `s` (a `#`) the muscles section's
  /// heading: one or more `#`, then the muscles word? It is no heading to
  /// a chunker: the section belongs to the preamble, the lines before the
  /// first session or routine, where the lowering wants it. The line ends
  /// at the first line break at or after `s`, or at `end`.
  package static func isMusclesLine(_ b: Bytes, _ s: Int, _ end: Int) -> Bool {
    var i = s
    while i < end, b[i] == headingMarker { i += 1 }
    guard i > s else { return false }
    while i < end, isBlank(b[i]) { i += 1 }
    var w = i
    while w < end, !isBlank(b[w]), b[w] != 0x0A, b[w] != 0x0D { w += 1 }
    return isMusclesWord(b, i, w)
  }

  /// A range dash at `i` (a heading's `07:15–08:20`, a rep range's `8–12`):
  /// `-`, `–` or `—`, and its length; 0 when there is none. The canonical
  /// dash is `–`.
  @inline(__always)
  static func dashLength(_ b: Bytes, _ i: Int, _ end: Int) -> Int {
    guard i < end else { return 0 }
    if b[i] == UInt8(ascii: "-") { return 1 }
    if b[i] == 0xE2, i + 2 < end, b[i + 1] == 0x80, b[i + 2] == 0x93 || b[i + 2] == 0x94 { return 3 }
    return 0
  }

  /// Is the line `b[start..<end]` a heading: its first byte after blanks `#`,
  /// and neither a routine's section line (`## Week 1 Squat`) nor the
  /// muscles section's heading (`# Muscles`)? No chunker cuts at those: a
  /// section stays in its routine's chunk, the muscles in the preamble.
  package static func isHeadingLine(_ b: Bytes, _ start: Int, _ end: Int) -> Bool {
    var i = start
    while i < end, isBlank(b[i]) { i += 1 }
    return i < end && b[i] == headingMarker && !isSectionLine(b, i, end) && !isMusclesLine(b, i, end)
  }

  /// Is the line whose content starts at `s` (a `#`) a section line: two or
  /// more `#`, then a word that is neither a date (it opens with a digit),
  /// the routine word nor the muscles word (nor a comment: `## // later` is
  /// a heading without its date, as it always was)? The line ends at the first line break at or after `s`,
  /// or at `end`.
  package static func isSectionLine(_ b: Bytes, _ s: Int, _ end: Int) -> Bool {
    var i = s
    while i < end, b[i] == headingMarker { i += 1 }
    guard i - s >= 2 else { return false }
    while i < end, isBlank(b[i]) { i += 1 }
    guard i < end, b[i] != 0x0A, b[i] != 0x0D, !isDigit(b[i]), !isCommentStart(b, i, lineStart: i, end: end) else {
      return false
    }
    var w = i
    while w < end, !isBlank(b[w]), b[w] != 0x0A, b[w] != 0x0D { w += 1 }
    return !isRoutineWord(b, i, w) && !isMusclesWord(b, i, w)
  }

  // MARK: Comments

  /// The byte a comment's `//` is made of.
  package static let commentByte = UInt8(ascii: "/")

  /// Does a comment start at `i`: `//` opening the line (`lineStart`) or
  /// after a blank, so that `https://…` in a note stays text?
  @inline(__always)
  package static func isCommentStart(_ b: Bytes, _ i: Int, lineStart: Int, end: Int) -> Bool {
    b[i] == commentByte && i + 1 < end && b[i + 1] == commentByte && (i == lineStart || isBlank(b[i - 1]))
  }

  /// Where the comment of the line `b[start..<end]` starts, or nil.
  package static func commentStart(_ b: Bytes, _ start: Int, _ end: Int) -> Int? {
    var i = start
    while i + 1 < end {
      if isCommentStart(b, i, lineStart: start, end: end) { return i }
      i += 1
    }
    return nil
  }

  // MARK: Words

  /// Does `b[s..<e]` equal the ASCII `word`, ignoring case?
  static func equalsFolded(_ b: Bytes, _ s: Int, _ e: Int, _ word: StaticString) -> Bool {
    guard e - s == word.utf8CodeUnitCount else { return false }
    let w = word.utf8Start
    var i = 0
    while i < e - s {
      if lower(b[s + i]) != w[i] { return false }
      i += 1
    }
    return true
  }

  // The recognisers of the spelling tables (`Spellings.swift`), whose
  // rules are `SpellingIndex`'s; the parser asks the index it holds.

  /// The unit spelled by `b[s..<e]`, any case.
  static func unitWord(_ b: Bytes, _ s: Int, _ e: Int) -> UnitWord? { spellings.unit(b, s, e) }

  /// The weight unit spelled by `b[s..<e]`, any case.
  static func weightUnit(_ b: Bytes, _ s: Int, _ e: Int) -> WeightUnit? { spellings.weightUnit(b, s, e) }

  /// A unit as the apps write it in their exports and headers (trimmed):
  /// the notebook's spellings, the long words (`kilograms`, `pounds`,
  /// `meters`, `miles`), any case, with or without a final period.
  static func exportedUnitWord(_ text: String) -> UnitWord? {
    var t = text.lowercased()
    if t.hasSuffix(".") { t.removeLast() }
    switch t {
    case "kilo", "kilos", "kilogram", "kilograms": return .weight(.kg)
    case "pound", "pounds": return .weight(.lb)
    case "meter", "meters", "metre", "metres": return .distance(.m)
    case "kms", "kilometer", "kilometers", "kilometre", "kilometres": return .distance(.km)
    case "mile", "miles": return .distance(.mi)
    default:
      var u = t
      return u.withUTF8 { unitWord($0, 0, $0.count) }
    }
  }

  /// Is there a `×`-like sign at `i`: `×`, `x`, `X` or `*`? Returns its length.
  @inline(__always)
  static func timesLength(_ b: Bytes, _ i: Int, _ end: Int) -> Int {
    guard i < end else { return 0 }
    let c = b[i]
    if c == 0x78 || c == 0x58 || c == 0x2A { return 1 }
    if c == 0xC3, i + 1 < end, b[i + 1] == 0x97 { return 2 }
    return 0
  }

  /// The ASCII `x` that stands for `×` (after lower-casing).
  static let asciiTimes: UInt8 = 0x78

  /// `BW`, any case: the word that opens a bodyweight load (`BW`, `BW+20kg`).
  @inline(__always)
  static func opensBodyweight(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    e - s >= 2 && b[s] | 0x20 == 0x62 && b[s + 1] | 0x20 == 0x77  // b w, any case
  }

  /// The length of the `BW` word.
  static let bodyweightLength = 2

  /// The kind of a set the word `b[s..<e]` gives, any case.
  static func setKind(_ b: Bytes, _ s: Int, _ e: Int) -> SetKind? { spellings.setKind(b, s, e) }

  /// The mark at `s`, and the length of what opens it (`SpellingIndex.setMark`).
  static func setMark(_ b: Bytes, _ s: Int, _ end: Int) -> (mark: SetMark, length: Int)? {
    spellings.setMark(b, s, end)
  }

  /// The mark whose sign is at `s` (`✓`, `@`, `>`, `+`), and its length.
  static func markSign(_ b: Bytes, _ s: Int, _ end: Int) -> (mark: SetMark, length: Int)? {
    spellings.markSign(b, s, end)
  }

  /// The length of the printed sign of a status at `i`, or 0
  /// (`SpellingIndex.statusSignLength`).
  static func statusSignLength(_ b: Bytes, _ i: Int, _ end: Int) -> Int { spellings.statusSignLength(b, i, end) }

  /// Does a mark that needs a set before it open the word `b[s..<e]`
  /// (`SpellingIndex.opensLostMark`)?
  static func opensLostMark(_ b: Bytes, _ s: Int, _ e: Int) -> Bool { spellings.opensLostMark(b, s, e) }

  /// Does `b[s..<e]` hold exactly the bytes of `spelling`?
  /// Does `b[s..<e]` equal the ASCII `word`, both read in any case?
  static func equalsWord(_ b: Bytes, _ s: Int, _ e: Int, _ word: StaticString) -> Bool {
    guard e - s == word.utf8CodeUnitCount else { return false }
    for k in 0..<word.utf8CodeUnitCount where lower(b[s + k]) != lower(word.utf8Start[k]) { return false }
    return true
  }

  static func equals(_ b: Bytes, _ s: Int, _ e: Int, _ spelling: StaticString) -> Bool {
    guard e - s == spelling.utf8CodeUnitCount else { return false }
    for k in 0..<spelling.utf8CodeUnitCount where b[s + k] != spelling.utf8Start[k] { return false }
    return true
  }
}
