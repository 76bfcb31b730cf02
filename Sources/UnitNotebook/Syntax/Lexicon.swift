/// The notebook's lexical rules, in one place: the characters, how a line
/// says what it is (and the words of a routine's heading), where a comment
/// starts, the range dashes, the spellings of units, the marks a set can
/// carry (a rest and a routine's step among them) and the words that give a
/// set its kind. The scanner, the
/// parser, the printer's escaper, the command line's parallel splitter, the
/// importers and the language server all ask here; none of them spells a
/// rule out again.
///
/// To add a keyword or a set mark, add its spelling here (a case of
/// `SetMark` for a mark, a spelling in `unitWord` for a unit). The compiler
/// then points at the one `switch` in the parser that must read its value
/// (`Parser.parseMarks`), and nothing else recognises it.
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
    return isCheckOrCross(b, i, end) ? 3 : 0
  }

  /// `✓` or `✗` at `i`: the two marks a backslash escapes.
  @inline(__always)
  static func isCheckOrCross(_ b: Bytes, _ i: Int, _ end: Int) -> Bool {
    b[i] == 0xE2 && i + 2 < end && b[i + 1] == 0x9C && (b[i + 2] == 0x93 || b[i + 2] == 0x97)
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

  /// The byte that opens a heading.
  package static let headingMarker = UInt8(ascii: "#")
  /// The byte that opens a note, and a set's trailing note.
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

  /// Is the line `b[start..<end]` a heading: its first byte after blanks `#`?
  package static func isHeadingLine(_ b: Bytes, _ start: Int, _ end: Int) -> Bool {
    var i = start
    while i < end, isBlank(b[i]) { i += 1 }
    return i < end && b[i] == headingMarker
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

  /// Does `b[s..<s + 4]`, inside `b`, spell the four lower-case ASCII
  /// letters `word` in any case? One comparison: a byte ORed with 0x20
  /// equals a lower-case letter only when it is that letter in either case.
  @inline(__always)
  static func equalsFoldedLetters4(_ b: Bytes, _ s: Int, _ word: StaticString) -> Bool {
    guard let base = b.baseAddress else { return false }
    let x = UnsafeRawPointer(base + s).loadUnaligned(as: UInt32.self)
    let w = UnsafeRawPointer(word.utf8Start).loadUnaligned(as: UInt32.self)
    return x | 0x2020_2020 == w
  }

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

  /// What a unit word after a number measures.
  enum UnitWord: Equatable {
    case weight(WeightUnit)
    case distance(DistanceUnit)
    /// A duration: how many seconds one of it is (1, 60 or 3600).
    case duration(seconds: Int64)
    case reps
  }

  /// The unit spelled by `b[s..<e]`, any case: the notebook's spellings of
  /// every unit (the weights' in `weightUnit`). The canonical spelling is
  /// the first of each row.
  @inline(__always)
  static func unitWord(_ b: Bytes, _ s: Int, _ e: Int) -> UnitWord? {
    // Most words asked about are numbers: turned away at once.
    guard e > s, e - s <= 4, isLetter(b[s]) else { return nil }
    if let w = weightUnit(b, s, e) { return .weight(w) }
    switch e - s {
    case 1:
      switch lower(b[s]) {
      case 0x73: return .duration(seconds: 1)  // s
      case 0x6D: return .distance(.m)  // m
      case 0x68: return .duration(seconds: 3600)  // h
      default: return nil
      }
    case 2:
      if equalsFolded(b, s, e, "km") { return .distance(.km) }
      if equalsFolded(b, s, e, "mi") { return .distance(.mi) }
      return nil
    case 3:
      if equalsFolded(b, s, e, "sec") { return .duration(seconds: 1) }
      if equalsFolded(b, s, e, "min") { return .duration(seconds: 60) }
      if equalsFolded(b, s, e, "rep") { return .reps }
      return nil
    case 4:
      if equalsFolded(b, s, e, "secs") { return .duration(seconds: 1) }
      if equalsFolded(b, s, e, "mins") { return .duration(seconds: 60) }
      if equalsFolded(b, s, e, "reps") { return .reps }
      return nil
    default:
      return nil
    }
  }

  /// The weight unit spelled by `b[s..<e]`: `kg` or `kgs`, `lb` or `lbs`,
  /// any case. (Read byte by byte: every load of a notebook asks.)
  @inline(__always)
  static func weightUnit(_ b: Bytes, _ s: Int, _ e: Int) -> WeightUnit? {
    let n = e - s
    guard n == 2 || (n == 3 && lower(b[s + 2]) == 0x73) else { return nil }  // a final s
    let c0 = lower(b[s])
    let c1 = lower(b[s + 1])
    if c0 == 0x6B && c1 == 0x67 { return .kg }  // kg
    if c0 == 0x6C && c1 == 0x62 { return .lb }  // lb
    return nil
  }

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

  /// `warmup`, `warm-up`, `drop`, `dropset`, `failure`: the kind of a set.
  @inline(__always)
  static func setKind(_ b: Bytes, _ s: Int, _ e: Int) -> SetKind? {
    // Most words asked about are loads and amounts: turned away at once.
    let n = e - s
    guard n >= 4, n <= 7 else { return nil }
    guard mayOpenSetKind(b[s]) else { return nil }
    return setKindWord(b, s, e)
  }

  /// Can a kind word (`setKind`) start with this byte? `d`, `w` or `f`, any case.
  @inline(__always)
  static func mayOpenSetKind(_ b: UInt8) -> Bool {
    let c = b | 0x20
    return c == 0x64 || c == 0x77 || c == 0x66
  }

  private static func setKindWord(_ b: Bytes, _ s: Int, _ e: Int) -> SetKind? {
    switch e - s {
    case 4: return equalsFoldedLetters4(b, s, "drop") ? .drop : nil
    case 6: return equalsFolded(b, s, e, "warmup") ? .warmup : nil
    case 7:
      if equalsFolded(b, s, e, "warm-up") { return .warmup }
      if equalsFolded(b, s, e, "dropset") { return .drop }
      if equalsFolded(b, s, e, "failure") { return .failure }
      return nil
    default: return nil
    }
  }

  // MARK: Set marks

  /// A mark after a set's amount. They come in any order.
  enum SetMark: Equatable {
    /// `✓ ✔ ✅ done` or `✗ ✘ ❌ fail failed`.
    case status(SetStatus)
    /// `@`, followed by the RPE.
    case rpe
    /// `>`, followed by the set's note to the end of the line.
    case note
    /// A kind word written after the set (`100kg × 5 warmup`).
    case kind(SetKind)
    /// `rest`, followed by the rest taken after the set (`rest 2:00`).
    case rest
    /// `+`, followed by a routine's step (`+2.5kg`); also a `-` before a
    /// digit, a step written negative, so that it is refused by name.
    case step
  }

  /// The mark at `s` (the content ends at `end`), and the length of what
  /// opens it; nil when no mark starts there.
  @inline(__always)
  static func setMark(_ b: Bytes, _ s: Int, _ end: Int) -> (mark: SetMark, length: Int)? {
    // The marks of nearly every set first, inline: ✓ ✗, @, >.
    let c = b[s]
    if c == 0xE2, s + 2 < end, b[s + 1] == 0x9C {
      switch b[s + 2] {
      case 0x93: return (.status(.done), 3)
      case 0x97: return (.status(.failed), 3)
      default: break
      }
    }
    if c == noteMarker { return (.note, 1) }
    if c == UInt8(ascii: "@") { return (.rpe, 1) }
    return otherSetMark(b, s, end)
  }

  /// The rarer marks: the other status symbols and words, a kind word,
  /// `rest`, a step's sign.
  static func otherSetMark(_ b: Bytes, _ s: Int, _ end: Int) -> (mark: SetMark, length: Int)? {
    let c = b[s]
    if c == UInt8(ascii: "+") || (c == UInt8(ascii: "-") && s + 1 < end && isDigit(b[s + 1])) { return (.step, 1) }
    var e = s
    while e < end, !isBlank(b[e]) { e += 1 }
    if let (status, length) = status(b, s, end, wordEnd: e) { return (.status(status), length) }
    if let k = setKind(b, s, e) { return (.kind(k), e - s) }
    if isRestWord(b, s, e) { return (.rest, e - s) }
    return nil
  }

  /// `rest` (any case): the word before a rest's duration.
  @inline(__always)
  static func isRestWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    e - s == 4 && equalsFoldedLetters4(b, s, "rest")
  }

  static let restWord: StaticString = "rest"

  /// The status a mark symbol or word at `s` stands for, and its length.
  static func status(_ b: Bytes, _ s: Int, _ end: Int) -> (SetStatus, Int)? {
    if b[s] == 0xE2 { return statusSymbol(b, s, end) }
    var e = s
    while e < end, !isBlank(b[e]) { e += 1 }
    return statusWord(b, s, e)
  }

  /// `status`, given where the word at `s` ends (its first blank or `end`).
  @inline(__always)
  static func status(_ b: Bytes, _ s: Int, _ end: Int, wordEnd e: Int) -> (SetStatus, Int)? {
    b[s] == 0xE2 ? statusSymbol(b, s, end) : statusWord(b, s, e)
  }

  /// ✓ ✔ ✅ ✗ ✘ ❌ at `s` (whose first byte is 0xE2).
  private static func statusSymbol(_ b: Bytes, _ s: Int, _ end: Int) -> (SetStatus, Int)? {
    guard s + 2 < end else { return nil }
    let c1 = b[s + 1]
    let c2 = b[s + 2]
    if c1 == 0x9C {
      switch c2 {
      case 0x93, 0x94, 0x85: return (.done, 3)  // ✓ ✔ ✅
      case 0x97, 0x98: return (.failed, 3)  // ✗ ✘
      default: return nil
      }
    }
    if c1 == 0x9D, c2 == 0x8C { return (.failed, 3) }  // ❌
    return nil
  }

  /// `done`, `fail`, `failed` (any case) as the word `s..<e`.
  @inline(__always)
  private static func statusWord(_ b: Bytes, _ s: Int, _ e: Int) -> (SetStatus, Int)? {
    // Most words asked about are turned away by their first letter.
    let c = b[s] | 0x20
    guard c == 0x64 || c == 0x66 else { return nil }  // d f
    if e - s == 4 {
      if equalsFoldedLetters4(b, s, "done") { return (.done, 4) }
      if equalsFoldedLetters4(b, s, "fail") { return (.failed, 4) }
      return nil
    }
    if equalsFolded(b, s, e, "failed") { return (.failed, 6) }
    return nil
  }
}
