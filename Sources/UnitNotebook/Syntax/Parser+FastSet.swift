extension Parser {
  /// The set nearly every line of a log holds, read in one pass:
  ///
  ///     [kind] WEIGHT UNIT × REPS { ✓ ✗ done fail @RPE rest DURATION } [> note]
  ///
  /// On such text it fills `set` exactly as the general path (`parseSet`)
  /// does and returns true. On anything else (another shape, a mark it does
  /// not read, text with an error) it returns false having reported nothing,
  /// and `set` holds no meaning: the caller reads the text again the general
  /// way, which reports any error. So this only ever saves work;
  /// `FastSetTests` holds the two paths to the same lines and diagnostics
  /// over every shape and spelling they are given.
  ///
  /// A line this reads is a set line by `Words.isSetStart` too (its first
  /// word is a number glued to its weight unit, a number before a unit word
  /// of its own, or a kind word before a number), which is why `parseBody`
  /// may call it before that test.
  ///
  /// Left to the general path: routines, bodyweight loads, shorthands
  /// (`3×5`, `× 10, 8`), decimal commas, amounts other than whole reps,
  /// steps, kind words after the amount, and numbers of ten digits or more.
  mutating func fastSet(
    _ s: Int, _ e: Int, extraCount: Int, into set: inout SetSyntax, sink: inout DiagnosticSink
  ) -> Bool {
    guard !inRoutine, s < e else { return false }
    var p = s
    var kind: SetKind? = nil
    if !Lexicon.isDigit(bytes[p]) {
      let w = Words.wordEnd(bytes, p, e)
      guard let k = Lexicon.setKind(bytes, p, w) else { return false }
      kind = k
      p = Words.skipBlanks(bytes, w, e)
      guard p < e, Lexicon.isDigit(bytes[p]) else { return false }
    }

    // WEIGHT UNIT, blanks allowed between them.
    guard let (number, numberEnd) = fastNumber(at: p, e) else { return false }
    let r = Words.skipBlanks(bytes, numberEnd, e)
    guard let (unit, unitEnd) = weightUnit(at: r, e) else { return false }
    // A unit apart from its number is a word of its own (`60 kg x 8`, not
    // `60 kgx8`), as `Words.isSetStart` wants it.
    if r > numberEnd, unitEnd < e, !Lexicon.isBlank(bytes[unitEnd]) { return false }

    // × REPS: whole reps, then a blank or the end.
    let x = Words.skipBlanks(bytes, unitEnd, e)
    let t = Lexicon.timesLength(bytes, x, e)
    guard t > 0 else { return false }
    let a = Words.skipBlanks(bytes, x + t, e)
    var q = a
    var reps = 0
    while q < e, q - a < 9, Lexicon.isDigit(bytes[q]) {
      reps = reps &* 10 &+ Int(bytes[q] &- 0x30)
      q += 1
    }
    guard q > a, q == e || Lexicon.isBlank(bytes[q]) else { return false }
    // No second piece (`5 30s`), no unit word (`5 reps`, `5 s`), no list.
    var m = Words.skipBlanks(bytes, q, e)
    if m < e {
      let c = bytes[m]
      guard !Lexicon.isDigit(c), c != UInt8(ascii: ","), c != 0x2E,
        Lexicon.unitWord(bytes, m, Words.wordEnd(bytes, m, e)) == nil
      else { return false }
    }
    set = SetSyntax(
      range: ByteRange(start: s, end: e), kind: kind,
      load: LoadSyntax(range: ByteRange(start: p, end: unitEnd), value: .weight(Weight(number, unit))),
      setCount: nil, amount: AmountSyntax(range: ByteRange(start: a, end: q), reps: reps),
      moreAmounts: extraCount..<extraCount, status: nil, rpe: nil, rest: nil, step: nil, note: nil)

    // The marks, in any order, each at most once.
    while m < e {
      let c = bytes[m]
      if c == 0x40 {  // @RPE, as `parseRPE` reads it
        let n = Words.skipBlanks(bytes, m + 1, e)
        guard set.rpe == nil, n < e, Lexicon.isDigit(bytes[n]), let (rpe, rpeEnd) = fastNumber(at: n, e),
          rpe.significand > 0, rpe.doubleValue >= 1, rpe.doubleValue <= 10
        else { return false }
        set.rpe = rpe
        m = rpeEnd
      } else if c == Lexicon.noteMarker {
        let n = Words.skipBlanks(bytes, m + 1, e)
        if n < e { set.note = text(n, e) }
        return true
      } else {
        let we = Words.wordEnd(bytes, m, e)
        if let (status, length) = Lexicon.status(bytes, m, e, wordEnd: we) {
          guard set.status == nil else { return false }
          set.status = status
          m += length
        } else if Lexicon.isRestWord(bytes, m, we) {
          // A rest's durations are many: `parseRest` reads them, and what it
          // reports is taken back (the general path reports it again).
          let before = sink.mark
          guard let end = parseRest(at: m, after: we, e, into: &set, &sink) else {
            sink.rollBack(to: before)
            return false
          }
          m = end
        } else {
          return false
        }
      }
      m = Words.skipBlanks(bytes, m, e)
    }
    return true
  }

  /// A number as `scanNumber` reads it (digits, then a point and digits),
  /// for up to nine digits before the point and six after; nil for more,
  /// and for a decimal comma (`2,5`), both left to `scanNumber`.
  @inline(__always)
  func fastNumber(at s: Int, _ e: Int) -> (DecimalValue, Int)? {
    var i = s
    var value: Int64 = 0
    while i < e, Lexicon.isDigit(bytes[i]) {
      guard i - s < 9 else { return nil }
      value = value &* 10 &+ Int64(bytes[i] &- 0x30)
      i += 1
    }
    guard i > s else { return nil }
    guard i < e else { return (DecimalValue(uncheckedSignificand: value, scale: 0), i) }
    if bytes[i] == UInt8(ascii: ",") { return nil }
    guard bytes[i] == 0x2E, i + 1 < e, Lexicon.isDigit(bytes[i + 1]) else {
      return (DecimalValue(uncheckedSignificand: value, scale: 0), i)
    }
    i += 1
    let fractionStart = i
    while i < e, Lexicon.isDigit(bytes[i]) {
      guard i - fractionStart < 6 else { return nil }
      value = value &* 10 &+ Int64(bytes[i] &- 0x30)
      i += 1
    }
    if i < e, bytes[i] == UInt8(ascii: ",") { return nil }
    guard let d = DecimalValue(significand: value, scale: i - fractionStart) else { return nil }
    return (d, i)
  }
}
