/// Word-level tests shared by the parser (to find where a set starts on an
/// exercise line) and the printer (to know when a name needs its `:` so that it
/// reads back as the same name). A word is a run of bytes without spaces or tabs.
enum Words {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// End of the word starting at `p`.
  @inline(__always)
  static func wordEnd(_ b: Bytes, _ p: Int, _ end: Int) -> Int {
    var i = p
    while i < end, !Lexicon.isBlank(b[i]) { i += 1 }
    return i
  }

  /// Start of the next word at or after `p`.
  @inline(__always)
  static func skipBlanks(_ b: Bytes, _ p: Int, _ end: Int) -> Int {
    var i = p
    while i < end, Lexicon.isBlank(b[i]) { i += 1 }
    return i
  }

  /// Unit and count suffixes that may follow a number inside a set: a unit
  /// word, or the `x` of `3x5`.
  static func isKnownSuffix(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    if e - s == 1, Lexicon.lower(b[s]) == Lexicon.asciiTimes { return true }
    return Lexicon.unitWord(b, s, e) != nil
  }

  /// `BW`, `BW+…`, `BW-…`, `BW×…`: a word that opens a bodyweight load.
  static func isBodyweightWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    guard Lexicon.opensBodyweight(b, s, e) else { return false }
    let k = s + Lexicon.bodyweightLength
    if k == e { return true }
    let c = b[k]
    return c == 0x2B || c == 0x2D || Lexicon.timesLength(b, k, e) > 0
  }

  /// A word made only of numbers, known suffixes, `×`, `.`, `,` and `:`, opening
  /// with a digit (`100kg`, `3×5`, `1:30`, `10,10,8`), or a bodyweight word.
  static func isSetLikeWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    if isBodyweightWord(b, s, e) { return true }
    let first = b[s]
    guard Lexicon.isDigit(first) || (first == 0x2E && s + 1 < e && Lexicon.isDigit(b[s + 1])) else {
      return false
    }
    var i = s
    while i < e {
      let c = b[i]
      if Lexicon.isDigit(c) || c == 0x2E || c == 0x2C || c == 0x3A || c == 0x2A {
        i += 1
      } else if c == 0xC3, i + 1 < e, b[i + 1] == 0x97 {
        i += 2
      } else if c == Lexicon.percentSign || c == Lexicon.amrapSign, i + 1 == e, i > s, Lexicon.isDigit(b[i - 1]) {
        i += 1  // `85%`: a routine's percentage load; `5+`: reps as many as possible
      } else if c == Lexicon.amrapSign, i + 2 == e, b[i + 1] == 0x2C, i > s, Lexicon.isDigit(b[i - 1]) {
        i += 2  // `1×3+,`: an AMRAP group before the next group of a routine's line
      } else if c == Lexicon.percentSign, i + 2 < e, b[i + 1] == Lexicon.amrapSign, i > s, Lexicon.isDigit(b[i - 1]),
        Lexicon.isDigit(b[i + 2])
      {
        i += 2  // `85%+5lb`: a percentage and a weight added to it
      } else if Lexicon.isLetter(c) {
        var j = i
        while j < e, Lexicon.isLetter(b[j]) { j += 1 }
        if !isKnownSuffix(b, i, j) {
          // `100kgx5`: a unit glued to an ASCII times sign.
          let last = Lexicon.lower(b[j - 1])
          guard j - i > 1, last == Lexicon.asciiTimes, isKnownSuffix(b, i, j - 1) else { return false }
        }
        i = j
      } else {
        return (c == 0x2D || c == 0xE2) && isRepRangeWord(b, s, e)
      }
    }
    return true
  }

  /// `5@255`, `3x5@165`, `5@255lb`: reps (after a set count) at a weight,
  /// the shorthand of phone notations such as Fitdown. A word of its own
  /// (no blank inside), the weight a number, then nothing or a weight unit.
  struct AtShorthand {
    /// The set count's digits (`3` of `3x5@165`), when written.
    var sets: Range<Int>?
    var reps: Range<Int>
    /// The weight's number.
    var weight: Range<Int>
    /// Its unit, when written.
    var unit: WeightUnit?
  }

  /// The `@` shorthand at `s..<e` (a whole word), or nil.
  static func atShorthand(_ b: Bytes, _ s: Int, _ e: Int) -> AtShorthand? {
    func digits(from i: Int) -> Int {
      var j = i
      while j < e, Lexicon.isDigit(b[j]) { j += 1 }
      return j
    }
    var sets: Range<Int>? = nil
    var repsStart = s
    var i = digits(from: s)
    guard i > s, i < e else { return nil }
    let t = Lexicon.timesLength(b, i, e)
    if t > 0 {
      sets = s..<i
      repsStart = i + t
      i = digits(from: repsStart)
      guard i > repsStart, i < e else { return nil }
    }
    guard b[i] == UInt8(ascii: "@") else { return nil }
    let weightStart = i + 1
    i = digits(from: weightStart)
    guard i > weightStart else { return nil }
    if i + 1 < e, b[i] == 0x2E || b[i] == 0x2C, Lexicon.isDigit(b[i + 1]) { i = digits(from: i + 1) }
    let weight = weightStart..<i
    guard i < e else { return AtShorthand(sets: sets, reps: repsStart..<weightStart - 1, weight: weight, unit: nil) }
    guard let unit = Lexicon.weightUnit(b, i, e) else { return nil }
    return AtShorthand(sets: sets, reps: repsStart..<weightStart - 1, weight: weight, unit: unit)
  }

  /// A routine's load word: a number with a weight unit glued on
  /// (`185lb`), a percentage (`60%`), or a percentage plus a weight
  /// (`85%+5lb`). In a routine such a word always opens the line's
  /// prescription, so that one that does not read is an error, never a
  /// name (a name holding one ends with a colon: `Plate 25kg Pinch: 3×30s`).
  static func isPrescriptionLoad(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    var i = s
    while i < e, Lexicon.isDigit(b[i]) || b[i] == 0x2E || b[i] == 0x2C { i += 1 }
    guard i > s, Lexicon.isDigit(b[s]) || (b[s] == 0x2E && s + 1 < e && Lexicon.isDigit(b[s + 1])), i < e else {
      return false
    }
    if b[i] == Lexicon.percentSign { return i + 1 == e || b[i + 1] == Lexicon.amrapSign }
    return Lexicon.weightUnit(b, i, e) != nil
  }

  /// `8–12` or `3×8–12` (any range dash, any `×` sign): a rep range, alone
  /// or after a set count, and nothing else in the word. So `5-3-1`,
  /// `10:00-11:00` and `1-Arm` are not.
  static func isRepRangeWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    var i = s
    func digits() -> Bool {
      let start = i
      while i < e, Lexicon.isDigit(b[i]) { i += 1 }
      return i > start
    }
    guard digits() else { return false }
    let t = Lexicon.timesLength(b, i, e)
    if t > 0 {
      i += t
      guard digits() else { return false }
    }
    let d = Lexicon.dashLength(b, i, e)
    guard d > 0 else { return false }
    i += d
    // `3×8–12,`: a range before the next group of a routine's line.
    return digits() && (i == e || (i + 1 == e && b[i] == 0x2C))
  }

  /// Does a set start at `s..<e` in a routine: as anywhere
  /// (`isSetStart`), or as a load word (`isPrescriptionLoad`), or as a set
  /// word followed by a rule (`TM`, `→`, `−10%`, `then`, `test`, `round`)?
  /// A line's first word is never a load word's set start alone: a name
  /// may open with one (`100kg Club Curl`), as in a session.
  static func isRoutineSetStart(
    _ b: Bytes, _ s: Int, _ e: Int, next: (Int, Int)?, lineEnd: Int, opensLine: Bool = false
  ) -> Bool {
    if isSetStart(b, s, e, next: next, lineEnd: lineEnd) || (!opensLine && isPrescriptionLoad(b, s, e)) { return true }
    guard let (ns, ne) = next, isSetLikeWord(b, s, e) else { return false }
    // `4×40 km, BW 3×10`: a unit before the comma of the next group.
    if ne - ns > 1, b[ne - 1] == 0x2C, isUnitWord(b, ns, ne - 1) { return true }
    return opensRule(b, ns, ne, lineEnd: lineEnd)
  }

  /// A word that opens a routine line's rule or stages: `TM`, `→`, `->`,
  /// a minus before a digit (`−10%`), or `then`, `test`, `round` before
  /// what each takes (`then +15lb`, `then 85% …`, `test 1RM`, `round
  /// 2.5lb`), so that a name such as `Plank 60s then 45s` stays a name
  /// (the highlighting grammar's `ruleWord` reads alike).
  static func opensRule(_ b: Bytes, _ s: Int, _ e: Int, lineEnd: Int) -> Bool {
    if isTrainingMaxWord(b, s, e) { return true }
    let n = skipBlanks(b, e, lineEnd)
    let takesNumber = n > e && n < lineEnd && (isDigit(b, n) || b[n] == 0x2E)
    if Lexicon.equalsWord(b, s, e, "test") || Lexicon.equalsWord(b, s, e, Lexicon.LineWord.round.spellings.printed) {
      return takesNumber
    }
    if Lexicon.equalsWord(b, s, e, "role") {
      // `role T2`: a word of letters and digits, the line's last or before a blank.
      var i = n
      while i < lineEnd, Lexicon.isLetter(b[i]) || isDigit(b, i) { i += 1 }
      return n > e && i > n && (i == lineEnd || Lexicon.isBlank(b[i]))
    }
    if Lexicon.equalsWord(b, s, e, "then") {
      guard n > e, n < lineEnd else { return false }
      if b[n] == Lexicon.amrapSign { return true }
      var i = n
      while i < lineEnd, isDigit(b, i) || b[i] == 0x2E || b[i] == 0x2C { i += 1 }
      return i > n && i < lineEnd && b[i] == Lexicon.percentSign
    }
    if e - s >= 2, b[s] == 0x2D, b[s + 1] == 0x3E { return true }  // ->
    guard b[s] == 0xE2, s + 3 <= e else { return b[s] == 0x2D && s + 1 < e && isDigit(b, s + 1) }
    if b[s + 1] == 0x86, b[s + 2] == 0x92 { return true }  // →
    return b[s + 1] == 0x88 && b[s + 2] == 0x92 && s + 3 < e && isDigit(b, s + 3)  // −10%
  }

  private static func isDigit(_ b: Bytes, _ i: Int) -> Bool { Lexicon.isDigit(b[i]) }

  /// A word that is a unit on its own (`kg`, `km`, `reps`), as in `60 kg`.
  static func isUnitWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    Lexicon.unitWord(b, s, e) != nil
  }

  /// Could the word at `s..<e` continue a set after a number or `BW`?
  static func isContinuation(_ b: Bytes, _ s: Int, _ e: Int, lineEnd: Int) -> Bool {
    let c = b[s]
    if c == 0x2C { return true }  // , of a list
    if c == 0x2B || c == 0x2D {  // + or - : `BW + 20kg`
      return s + 1 == e || Lexicon.isDigit(b[s + 1]) || b[s + 1] == 0x2E
    }
    if Lexicon.timesLength(b, s, e) > 0 {
      let t = Lexicon.timesLength(b, s, e)
      if s + t == e || Lexicon.isDigit(b[s + t]) { return true }
    }
    // A mark: `✓`, `@8`, `> note`, `done`, `rest`, a kind word; or reps
    // with a glued RPE (`100kg 3x5@8`).
    return isSetLikeWord(b, s, e) || isUnitWord(b, s, e) || Lexicon.setMark(b, s, lineEnd) != nil
      || atShorthand(b, s, e) != nil
  }

  /// Does a set start at the word `s..<e`, given the word after it
  /// (`next` is nil at the end of the content)?
  static func isSetStart(_ b: Bytes, _ s: Int, _ e: Int, next: (Int, Int)?, lineEnd: Int) -> Bool {
    if Lexicon.setKind(b, s, e) != nil {
      guard let (ns, ne) = next else { return false }
      return isSetLikeWord(b, ns, ne) || atShorthand(b, ns, ne) != nil
    }
    // Whatever follows it: the set parser says how to write it.
    if atShorthand(b, s, e) != nil { return true }
    guard isSetLikeWord(b, s, e) else { return false }
    guard let (ns, ne) = next else { return true }
    return isContinuation(b, ns, ne, lineEnd: lineEnd)
  }

  /// `- `, `* ` or `+ ` at `s`: a list bullet, as pasted from Markdown
  /// notes, in front of a line's content.
  static func isBullet(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    guard s + 1 < e, Lexicon.isBlank(b[s + 1]) else { return false }
    return b[s] == 0x2D || b[s] == 0x2A || b[s] == 0x2B
  }

  /// The end of `Bodyweight` or `body weight` (any case) opening at `s`,
  /// the words a body weight line opens with; nil when they do not.
  static func bodyweightWordsEnd(_ b: Bytes, _ s: Int, _ e: Int) -> Int? {
    guard s < e, Lexicon.lower(b[s]) == UInt8(ascii: "b") else { return nil }
    let w = wordEnd(b, s, e)
    if Lexicon.equalsWord(b, s, w, Lexicon.LineWord.bodyweight.spellings.printed) { return w }
    guard Lexicon.equalsWord(b, s, w, Lexicon.LineWord.bodyweightPair.0) else { return nil }
    let n = skipBlanks(b, w, e)
    let ne = wordEnd(b, n, e)
    return n < e && Lexicon.equalsWord(b, n, ne, Lexicon.LineWord.bodyweightPair.1) ? ne : nil
  }

  /// After the body weight words, where a body weight's number would
  /// open (a digit, `.` or `-`: `Bodyweight 82.4kg`, `Bodyweight -3kg`
  /// is the error of a weight below 0): the line is then a body weight
  /// line, unless a `:` closes a name on it.
  static func bodyweightNumberStart(_ b: Bytes, _ s: Int, _ e: Int) -> Int? {
    guard let w = bodyweightWordsEnd(b, s, e) else { return nil }
    let p = skipBlanks(b, w, e)
    guard p < e, Lexicon.isDigit(b[p]) || b[p] == UInt8(ascii: ".") || b[p] == UInt8(ascii: "-") else { return nil }
    return p
  }

  /// Is the word `TM` (any case), which after a name opens a training max
  /// when a load follows it?
  static func isTrainingMaxWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    Lexicon.equalsWord(b, s, e, Lexicon.LineWord.trainingMax.spellings.printed)
  }

  /// Is the word a lone `×`-like sign?
  static func isTimesWord(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    let t = Lexicon.timesLength(b, s, e)
    return t > 0 && s + t == e
  }

  /// Does the word end with a `:` that no backslash escapes?
  static func endsWithNameColon(_ b: Bytes, _ s: Int, _ e: Int) -> Bool {
    guard e > s, b[e - 1] == 0x3A else { return false }
    var k = e - 2
    var backslashes = 0
    while k >= s, b[k] == 0x5C {
      backslashes += 1
      k -= 1
    }
    return backslashes % 2 == 0
  }

  /// A superset label such as `A1.`, `B2)` or `a1:` opening the content, and its
  /// length including the punctuation. The label itself is letters then digits.
  static func supersetLabel(_ b: Bytes, _ s: Int, _ end: Int) -> (label: ByteRange, length: Int)? {
    var i = s
    while i < end, i - s < 2, Lexicon.isLetter(b[i]) { i += 1 }
    let letters = i - s
    guard letters >= 1 else { return nil }
    let digitsStart = i
    while i < end, i - digitsStart < 2, Lexicon.isDigit(b[i]) { i += 1 }
    guard i > digitsStart, i < end else { return nil }
    let p = b[i]
    guard p == 0x2E || p == 0x29 || p == 0x3A else { return nil }  // . ) :
    guard i + 1 == end || Lexicon.isBlank(b[i + 1]) else { return nil }
    return (ByteRange(start: s, end: i), i + 1 - s)
  }
}
