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
  /// Numbers are read by `readNumber`, an RPE checked by `isRPE` and a rest
  /// read by `parseRest`, as the general path does. Left to
  /// the general path: routines, bodyweight loads, shorthands (`3×5`,
  /// `× 10, 8`), amounts other than whole reps, steps and kind words after
  /// the amount.
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
    let (weight, numberEnd) = readNumber(at: p, e, commaIsPoint: true)
    guard let number = weight else { return false }
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
    guard a < e, Lexicon.isDigit(bytes[a]) else { return false }
    let (amount, q) = readNumber(at: a, e, commaIsPoint: false)
    guard let reps = amount?.integerValue, q == e || Lexicon.isBlank(bytes[q]) else { return false }
    // A second piece (`5 30s`), a unit word (`5 reps`, `5 s`) or a list
    // (`5, 5`) after the reps is none of the marks below, so the loop turns
    // it away: no unit word is a status or rest word.
    var m = Words.skipBlanks(bytes, q, e)
    set = SetSyntax(
      range: ByteRange(start: s, end: e), kind: kind,
      load: LoadSyntax(range: ByteRange(start: p, end: unitEnd), value: .weight(Weight(number, unit))),
      setCount: nil, amount: AmountSyntax(range: ByteRange(start: a, end: q), reps: reps),
      moreAmounts: extraCount..<extraCount, status: nil, rpe: nil, rest: nil, step: nil, note: nil)

    // The marks, in any order, each at most once.
    while m < e {
      let c = bytes[m]
      if c == 0x40 {  // @RPE, as `parseRPE` reads it when there is nothing to report
        let n = Words.skipBlanks(bytes, m + 1, e)
        guard set.rpe == nil, n < e, Lexicon.isDigit(bytes[n]) else { return false }
        let (value, end) = readNumber(at: n, e, commaIsPoint: true)
        guard let rpe = value, Parser.isRPE(rpe) else { return false }
        set.rpe = rpe
        set.rpeRange = ByteRange(start: m, end: end)
        m = end
      } else if c == Lexicon.noteMarker {
        let n = Words.skipBlanks(bytes, m + 1, e)
        if n < e { set.note = text(n, e) }
        return true
      } else {
        let we = Words.wordEnd(bytes, m, e)
        if let (status, length) = Lexicon.status(bytes, m, e, wordEnd: we) {
          guard set.status == nil else { return false }
          set.status = status
          set.statusRange = ByteRange(start: m, end: m + length)
          m += length
        } else if Lexicon.isRestWord(bytes, m, we) {
          guard set.rest == nil, let (seconds, end) = fastRest(at: Words.skipBlanks(bytes, we, e), e) else {
            return false
          }
          set.rest = seconds
          m = end
        } else {
          return false
        }
      }
      m = Words.skipBlanks(bytes, m, e)
    }
    return true
  }

  /// The duration after `rest`, as `parseRest` reads it when there is
  /// nothing to report: a clock (`2:00`, read by `parseClock`), or a number
  /// with a duration unit glued on or after blanks (`90s`, `3 min`, turned
  /// into seconds by `Parser.seconds`), ending the amount (a blank or the
  /// end follows, and no second piece). Nil for anything else, reporting
  /// nothing: the general path reads it again.
  mutating func fastRest(at n: Int, _ e: Int) -> (DecimalValue, Int)? {
    guard n < e, Lexicon.isDigit(bytes[n]) else { return nil }
    let (read, numberEnd) = readNumber(at: n, e, commaIsPoint: false)
    guard let number = read else { return nil }
    var seconds: DecimalValue
    var end: Int
    if numberEnd < e, bytes[numberEnd] == UInt8(ascii: ":") {
      var scratch = DiagnosticSink()
      guard let (clock, clockEnd) = parseClock(n, e, &scratch) else { return nil }
      (seconds, end) = (clock, clockEnd)
    } else {
      // The unit glued on, or a word of its own after blanks (as
      // `parseAmount` finds it).
      var us = numberEnd
      var ue = numberEnd
      while ue < e, Lexicon.isLetter(bytes[ue]) { ue += 1 }
      if ue == numberEnd {
        us = Words.skipBlanks(bytes, numberEnd, e)
        guard us > numberEnd, us < e else { return nil }
        ue = Words.wordEnd(bytes, us, e)
      }
      guard case .duration(let perUnit) = Lexicon.unitWord(bytes, us, ue),
        let v = Parser.seconds(number, perUnit: perUnit)
      else { return nil }
      (seconds, end) = (v, ue)
    }
    // The amount ends here: a blank or the end, and no second piece after.
    guard end == e || Lexicon.isBlank(bytes[end]) else { return nil }
    let next = Words.skipBlanks(bytes, end, e)
    guard next == e || !Lexicon.isDigit(bytes[next]) else { return nil }
    return (seconds, end)
  }
}
