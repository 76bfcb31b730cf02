extension Parser {
  /// The set nearly every line of a log holds, read in one pass before the
  /// test of where a name ends:
  ///
  ///     [kind] WEIGHT UNIT × REPS { mark }
  ///
  /// It is the general reader's first steps taken at once, not a second
  /// copy of the rules: the words and signs are the tables', through the
  /// same recognisers (`Lexicon.setKind`, `weightUnit(at:)`,
  /// `Lexicon.setMark`), numbers come from `readNumber`, and an RPE or a
  /// rest is read by the general path's own reader (`parseRPE`,
  /// `parseRest`), whose report is rolled back. So a new unit or mark needs
  /// nothing here: a mark this does not take (a kind word after the set,
  /// a step, and any new one) sends the line to the general path.
  ///
  /// On such text it fills `line.set` as `parseSet` does and returns true.
  /// On anything else (another shape, a mark it does not take, text with a
  /// problem) it returns false having reported nothing, and the general
  /// path reads the line. A line this reads is a set by `Words.isSetStart`
  /// (its first word is a number with its unit glued on, a number before a
  /// unit word of its own, or a kind word before either), has no label and
  /// no name colon: `FastSetTests` holds the two paths to the same lines
  /// and diagnostics.
  mutating func fastSet(
    _ s: Int, _ e: Int, extraCount: Int, into set: inout SetSyntax, sink: inout DiagnosticSink
  ) -> Bool {
    guard !inRoutine, s < e else { return false }
    var p = s
    var kind: SetKind? = nil
    if !Lexicon.isDigit(bytes[p]) {
      let w = Words.wordEnd(bytes, p, e)
      guard let k = spellings.setKind(bytes, p, w) else { return false }
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

    // × REPS: whole reps, then a blank or the end. What may follow reps in
    // an amount (a unit word, a second piece, a list's comma) is no mark
    // the loop below takes, so it sends such a line to the general path:
    // no unit word is a mark's (`SpellingTableTests`).
    let x = Words.skipBlanks(bytes, unitEnd, e)
    let t = Lexicon.timesLength(bytes, x, e)
    guard t > 0 else { return false }
    let a = Words.skipBlanks(bytes, x + t, e)
    guard a < e, Lexicon.isDigit(bytes[a]) else { return false }
    let (amount, q) = readNumber(at: a, e, commaIsPoint: false)
    guard let reps = amount?.integerValue, q == e || Lexicon.isBlank(bytes[q]) else { return false }
    set = SetSyntax(
      range: ByteRange(start: s, end: e), kind: kind,
      load: LoadSyntax(range: ByteRange(start: p, end: unitEnd), value: .weight(Weight(number, unit))),
      setCount: nil, amount: AmountSyntax(range: ByteRange(start: a, end: q), reps: reps),
      moreAmounts: extraCount..<extraCount, status: nil, marks: SetMarks(), step: nil, note: nil)

    return fastMarks(from: Words.skipBlanks(bytes, q, e), e, into: &set, sink: &sink)
  }

  /// The marks, as `parseMarks` reads them when it has nothing to report;
  /// false on a mark `fastSet` does not take, or a problem (reporting
  /// nothing: what a reader reported is rolled back).
  private mutating func fastMarks(
    from start: Int, _ e: Int, into set: inout SetSyntax, sink: inout DiagnosticSink
  ) -> Bool {
    var m = start
    while m < e {
      guard let (mark, length) = spellings.setMark(bytes, m, e) else { return false }
      switch mark {
      case .status(let status):
        guard set.status == nil else { return false }
        set.status = status
        set.statusRange = ByteRange(start: m, end: m + length)
        m += length
      case .valued(let mark):
        let before = sink.mark
        guard let end = parseValue(mark, at: m, after: m + length, e, into: &set, &sink) else {
          sink.rollBack(to: before)
          return false
        }
        m = end
      case .note:
        let n = Words.skipBlanks(bytes, m + length, e)
        if n < e { set.note = text(n, e) }
        return true
      default:  // a kind word after the set, a step, a mark to come
        return false
      }
      m = Words.skipBlanks(bytes, m, e)
    }
    return true
  }
}
