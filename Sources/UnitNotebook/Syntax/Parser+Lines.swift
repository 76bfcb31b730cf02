/// The lines of their own kind that open with a word of `Lexicon.LineWord`.
extension Parser {
  /// bodyweight-line = ( "Bodyweight" | "body" "weight" ) weight
  ///
  /// Nil when the line is none: it does not open with the word, no number
  /// follows it (`Bodyweight Squat` is an exercise), or a `:` closes a
  /// name on it (`Bodyweight: 100kg × 5`, `Bodyweight 2: 5`). Otherwise true
  /// when it parsed into `line`, false after reporting what was expected.
  mutating func parseBodyweightLine(_ s: Int, _ e: Int, into line: inout LineSyntax, sink: inout DiagnosticSink)
    -> Bool?
  {
    guard let wordEnd = Words.bodyweightWordsEnd(bytes, s, e), var p = Words.bodyweightNumberStart(bytes, s, e)
    else { return nil }
    // A colon that closes a name makes the line an exercise's, however its
    // name opens (`Bodyweight 5 Heavy: 100kg × 5`): a body weight has none.
    if nameColon(after: p, e) != nil { return nil }
    let start = p
    let negative = bytes[p] == UInt8(ascii: "-")
    if negative { p += 1 }
    guard p < e, Lexicon.isDigit(bytes[p]) || bytes[p] == UInt8(ascii: ".") else {
      report(Message.bodyweightNotAWeight(quote(start, Words.wordEnd(bytes, start, e))), at: start, &sink)
      return false
    }
    guard let (number, numberEnd) = scanNumber(at: p, e, commaIsPoint: true, &sink) else { return false }
    let u = Words.skipBlanks(bytes, numberEnd, e)
    guard let (unit, unitEnd) = weightUnit(at: u, e) else {
      report(Message.bodyweightNotAWeight(quote(start, numberEnd)), at: numberEnd, &sink)
      return false
    }
    let weight = Weight(negative ? number.negated : number, unit)
    if let problem = Validation.problem(bodyweight: weight) {
      report(Message.bodyweightOutOfRange(problem), at: start, &sink)
      return false
    }
    let after = Words.skipBlanks(bytes, unitEnd, e)
    guard after == e else {
      report(Message.unexpectedAfterBodyweight(quote(after, Words.wordEnd(bytes, after, e))), at: after, &sink)
      return false
    }
    line.bodyweight = BodyweightLineSyntax(
      word: ByteRange(start: s, end: wordEnd), range: ByteRange(start: start, end: unitEnd), value: weight)
    return true
  }

  /// training-max = "TM" load [ "+" weight ] [ "round" weight ], the `TM`
  /// word at `ws..<we` after a name (`s..<ws`). Nil when no load follows
  /// the word (it is part of the name); otherwise true when it parsed into
  /// `line.exercise`, false after reporting what was expected.
  mutating func parseTrainingMaxLine(
    name s: Int, word ws: Int, _ we: Int, _ e: Int, into line: inout LineSyntax, sink: inout DiagnosticSink
  ) -> Bool? {
    var p = Words.skipBlanks(bytes, we, e)
    guard p < e else {
      report(Message.expectedTrainingMax, at: p, &sink)
      return false
    }
    let loadEnd = Words.wordEnd(bytes, p, e)
    var load: LoadSyntax
    if Words.isBodyweightWord(bytes, p, loadEnd) {
      guard let parsed = parseBodyweight(p, e, &sink) else { return false }
      load = parsed
    } else if Lexicon.isDigit(bytes[p]) || bytes[p] == UInt8(ascii: ".") || bytes[p] == UInt8(ascii: "-") {
      let negative = bytes[p] == UInt8(ascii: "-")
      let n = negative ? p + 1 : p
      guard n < e, Lexicon.isDigit(bytes[n]) || bytes[n] == UInt8(ascii: ".") else { return nil }
      guard let (number, numberEnd) = scanNumber(at: n, e, commaIsPoint: true, &sink) else { return false }
      guard let (unit, unitEnd) = weightUnit(at: Words.skipBlanks(bytes, numberEnd, e), e) else {
        report(Message.expectedUnit(quote(p, numberEnd)), at: numberEnd, &sink)
        return false
      }
      load = LoadSyntax(
        range: ByteRange(start: p, end: unitEnd), value: .weight(Weight(negative ? number.negated : number, unit)))
    } else {
      return nil
    }
    var tm = TrainingMaxSyntax(word: ByteRange(start: ws, end: we), range: ByteRange(start: ws, end: e), load: load)
    p = Words.skipBlanks(bytes, load.range.end, e)
    while p < e {
      let wordEnd = Words.wordEnd(bytes, p, e)
      let isStep = bytes[p] == UInt8(ascii: "+") && tm.step == nil
      let isRound = tm.round == nil && Lexicon.equalsWord(bytes, p, wordEnd, Lexicon.LineWord.round.spellings.printed)
      guard isStep || isRound else {
        report(Message.unexpectedAfterTrainingMax(quote(p, wordEnd), inRoutine: inRoutine), at: p, &sink)
        return false
      }
      guard inRoutine else {
        report(Message.tmStepInSession, at: p, &sink)
        return false
      }
      let n = Words.skipBlanks(bytes, isStep ? p + 1 : wordEnd, e)
      guard let (weight, end) = trainingMaxWeight(at: n, e) else {
        let shown = quote(p, Swift.max(Words.wordEnd(bytes, n, e), wordEnd))
        report(isStep ? Message.tmStepNotWeight(shown) : Message.roundNotWeight(shown), at: p, &sink)
        return false
      }
      if isStep { tm.step = weight } else { tm.round = weight }
      p = Words.skipBlanks(bytes, end, e)
    }
    if let problem = Validation.problem(trainingMax: tm.value, inRoutine: inRoutine) {
      report(Message.trainingMaxOutOfRange(problem), at: load.range.start, &sink)
      return false
    }
    line.exercise = ExerciseLineSyntax(
      label: nil, name: text(s, trimEnd(s, ws)), hasColon: false, hasSet: false, trainingMax: tm)
    return true
  }

  /// A weight with its unit at `p` (a step's or a rounding's), without a report.
  func trainingMaxWeight(at p: Int, _ e: Int) -> (Weight, Int)? {
    guard p < e, Lexicon.isDigit(bytes[p]) || bytes[p] == UInt8(ascii: ".") else { return nil }
    let (number, numberEnd) = readNumber(at: p, e, commaIsPoint: true)
    guard let number, let (unit, unitEnd) = weightUnit(at: Words.skipBlanks(bytes, numberEnd, e), e) else {
      return nil
    }
    return (Weight(number, unit), unitEnd)
  }
}
