extension Parser {
  /// `Hack Squat 100kg for 5 done`, `Run 5km in 25:10`: a name that ends in
  /// a load (a number with a weight or distance unit of the spelling tables) and
  /// one stray word before a set. The line still reads as written (a name
  /// and a set); a warning at the stray word suggests the set it meant.
  /// Called where an exercise line's name ends before its set.
  mutating func warnStrayWord(nameStart s: Int, setStart: Int, lineEnd e: Int, _ sink: inout DiagnosticSink) {
    guard let (ws, we) = wordBefore(setStart, s), (ws..<we).allSatisfy({ Lexicon.isLetter(bytes[$0]) }),
      spellings.unit(bytes, ws, we) == nil,
      let (ls, le) = wordBefore(ws, s), ls > s, let joiner = loadJoiner(ls, le, setStart: setStart, lineEnd: e)
    else { return }
    let meant = quote(s, le) + joiner + quote(setStart, trimEnd(setStart, e))
    let message = Message.strayWord(quote(ws, we), load: quote(ls, le), name: quote(s, we), meant: meant)
    sink.report(
      Diagnostic(
        .warning, message, line: lineNumber,
        column: Scanner.column(of: ws, lineStart: lineStart, in: bytes), offset: ws))
  }

  /// How the set goes on after the load `b[s..<e]`: ` × ` after a weight
  /// (`100kg`), a space after a distance (`5km`) when a time follows
  /// (`25:10`, `90s`); nil when it is no load or the set would not read.
  private func loadJoiner(_ s: Int, _ e: Int, setStart: Int, lineEnd: Int) -> String? {
    var u = s
    while u < e, Lexicon.isDigit(bytes[u]) || bytes[u] == 0x2E || bytes[u] == 0x2C { u += 1 }
    guard u > s, u < e else { return nil }
    switch spellings.unit(bytes, u, e) {
    case .weight?: return " × "
    case .distance?: return isTime(setStart, Words.wordEnd(bytes, setStart, lineEnd)) ? " " : nil
    case .duration?, .reps?, nil: return nil
    }
  }

  /// `25:10` or `90s`, `3min`: a time, as after a distance in a set.
  private func isTime(_ s: Int, _ e: Int) -> Bool {
    var u = s
    while u < e, Lexicon.isDigit(bytes[u]) || bytes[u] == 0x3A { u += 1 }
    guard u > s else { return false }
    if u == e { return (s..<e).contains { bytes[$0] == 0x3A } }
    if case .duration? = spellings.unit(bytes, u, e) { return true }
    return false
  }
}
