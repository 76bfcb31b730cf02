/// Writes free text (names, titles, notes) with backslash escapes exactly where
/// the parser would otherwise read syntax, so every text reads back unchanged.
enum TextEscaper {
  enum Context {
    /// An exercise name at the start of its line.
    case name
    /// A session title after the date and times.
    case title
    /// A note, after `> `.
    case note
  }

  /// Appends `text` escaped for `context`.
  static func append<Out: ByteSink & ~Copyable>(_ text: String, context: Context, to out: inout Out) {
    var text = text
    text.withUTF8 { t in
      append(t, context: context, to: &out)
    }
  }

  static func append<Out: ByteSink & ~Copyable>(
    _ t: UnsafeBufferPointer<UInt8>, context: Context, to out: inout Out
  ) {
    let n = t.count
    let label = context == .name ? Words.supersetLabel(t, 0, n) : nil
    var i = 0
    // Bytes go out in runs: up to the next byte that may need a backslash,
    // in one append.
    var runStart = 0
    while i < n {
      let c = t[i]
      if context != .name, c != Lexicon.backslash, c != Lexicon.commentByte {
        // Only a backslash or a `//` can need escaping in a title or note.
        i += 1
        continue
      }
      let wordStart = i == 0 || Lexicon.isBlank(t[i - 1])
      var escape = false
      switch c {
      case 0x5C:  // \ before something escapable, or ending a name (a `:` may follow)
        escape = Lexicon.escapableLength(t, at: i + 1, end: n) > 0 || (context == .name && i == n - 1)
      case Lexicon.commentByte:  // the // of a comment
        escape = Lexicon.isCommentStart(t, i, lineStart: 0, end: n)
      default:
        if context == .name {
          escape = needsEscapeInName(t, i, wordStart: wordStart, label: label)
        }
      }
      if escape {
        out.append(UnsafeBufferPointer(rebasing: t[runStart..<i]))
        out.append(0x5C)
        runStart = i
      }
      i += 1
    }
    out.append(UnsafeBufferPointer(rebasing: t[runStart..<n]))
  }

  /// In a name: what would open another kind of line, close the name, or
  /// read as a set mark.
  private static func needsEscapeInName(
    _ t: UnsafeBufferPointer<UInt8>, _ i: Int, wordStart: Bool, label: (label: ByteRange, length: Int)?
  ) -> Bool {
    let n = t.count
    let c = t[i]
    if i == 0 {
      if Lexicon.lineOpener(c) != .body { return true }  // # >
      if (c == 0x2D || c == 0x2A || c == 0x2B) && (n == 1 || Lexicon.isBlank(t[1])) { return true }
    }
    if let l = label, i == l.label.end { return true }  // A1. → A1\.
    if c == 0x3A {  // a : that ends a word would end the name
      return i == n - 1 || Lexicon.isBlank(t[i + 1])
    }
    if wordStart {
      // A mark that would end the name: `>` (a set's note), `@8`, `✓`, `✗`.
      if let (mark, _) = Lexicon.markSign(t, i, n), mark == .note { return true }
      if Lexicon.opensLostMark(t, i, n) { return true }
    }
    return false
  }

  /// Does an escaped name need a `:` after it to read back as a name? It does
  /// when one of its words could start a set or is `TM` after the first
  /// (which opens a training max when a load follows), when it ends with
  /// a `×` sign or a kind word, or when it would open a body weight line.
  static func nameNeedsColon(_ t: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = t.count
    var s = Words.skipBlanks(t, 0, n)
    // A name that opens as a body weight line (`Bodyweight`, `Bodyweight 2`)
    // would take the set after it as the weight: its colon makes it a name.
    if Words.bodyweightWordsEnd(t, s, n).map({ Words.skipBlanks(t, $0, n) == n }) == true
      || Words.bodyweightNumberStart(t, s, n) != nil
    {
      return true
    }
    let first = s
    var lastStart = s
    var lastEnd = s
    while s < n {
      let e = Words.wordEnd(t, s, n)
      let ns = Words.skipBlanks(t, e, n)
      let next: (Int, Int)? = ns < n ? (ns, Words.wordEnd(t, ns, n)) : nil
      if Words.isSetStart(t, s, e, next: next, lineEnd: n) { return true }
      if s > first, Words.isTrainingMaxWord(t, s, e) { return true }
      lastStart = s
      lastEnd = e
      s = ns
    }
    // The last word is followed by the set: a kind word there (`Curl warmup`)
    // would take the set as its own.
    return lastEnd > lastStart
      && (Words.isTimesWord(t, lastStart, lastEnd) || Lexicon.setKind(t, lastStart, lastEnd) != nil)
  }

  /// Does a routine's exercise name need its `:`: as any name, or because
  /// it holds a load word (`Plate 25kg Pinch`), which in a routine opens
  /// the prescription (`Words.isPrescriptionLoad`)?
  static func routineNameNeedsColon(_ t: UnsafeBufferPointer<UInt8>) -> Bool {
    if nameNeedsColon(t) { return true }
    let n = t.count
    var s = Words.skipBlanks(t, 0, n)
    let first = s
    while s < n {
      let e = Words.wordEnd(t, s, n)
      let ns = Words.skipBlanks(t, e, n)
      let next: (Int, Int)? = ns < n ? (ns, Words.wordEnd(t, ns, n)) : nil
      if s > first, Words.isRoutineSetStart(t, s, e, next: next, lineEnd: n) { return true }
      s = ns
    }
    return false
  }
}
