/// The lines of their own kind that open with a word of `Lexicon.LineWord`.
extension Parser {
  /// bodyweight-line = ( "Bodyweight" | "body" "weight" ) weight
  ///
  /// Nil when the line is none: it does not open with the word, or no
  /// number follows it (`Bodyweight Squat` is an exercise). Otherwise true
  /// when it parsed into `line`, false after reporting what was expected.
  mutating func parseBodyweightLine(_ s: Int, _ e: Int, into line: inout LineSyntax, sink: inout DiagnosticSink)
    -> Bool?
  {
    guard Lexicon.lower(bytes[s]) == UInt8(ascii: "b") else { return nil }
    let w = Words.wordEnd(bytes, s, e)
    var p: Int
    if Lexicon.equalsWord(bytes, s, w, Lexicon.LineWord.bodyweight.spellings.printed) {
      p = w
    } else if Lexicon.equalsWord(bytes, s, w, Lexicon.LineWord.bodyweightPair.0) {
      let n = Words.skipBlanks(bytes, w, e)
      let ne = Words.wordEnd(bytes, n, e)
      guard n < e, Lexicon.equalsWord(bytes, n, ne, Lexicon.LineWord.bodyweightPair.1) else { return nil }
      p = ne
    } else {
      return nil
    }
    let wordEnd = p
    p = Words.skipBlanks(bytes, p, e)
    guard p < e, Lexicon.isDigit(bytes[p]) || bytes[p] == UInt8(ascii: ".") || bytes[p] == UInt8(ascii: "-") else {
      return nil
    }
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
      report(problem, at: start, &sink)
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
}
