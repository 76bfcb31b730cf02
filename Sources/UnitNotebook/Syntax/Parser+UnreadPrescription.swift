extension Parser {
  /// `Squat 185lb 3×5+1`, `Squat 85%-5lb 1×3`, `Front Squat 60% of Squat
  /// 3×5`: a word of an exercise line that looks like a prescription but is
  /// no form the notebook reads. Said as an error at the word (the line is
  /// not read), never taken silently as a word of the name; a `:` further on
  /// closes a name, which then may hold it. True when it reported one.
  mutating func reportUnreadPrescription(
    nameStart s: Int, word ws: Int, _ we: Int, previous: (Int, Int)?, next: (Int, Int)?, lineEnd e: Int,
    _ sink: inout DiagnosticSink
  ) -> Bool {
    let previousIsLoad = previous.map { Words.isSetLikeWord(bytes, $0.0, $0.1) } ?? false
    guard let form = Words.unreadForm(bytes, ws, we, previousIsLoad: previousIsLoad, next: next),
      nameColon(after: ws, e) == nil
    else { return false }
    let written = quote(ws, we)
    // `85%+5lb` is a routine's percentage plus a load (Parser+Program).
    if inRoutine, form == .percentPlus, (ws..<we).contains(where: { bytes[$0] == Lexicon.amrapSign }) { return false }
    guard inRoutine || form == .repsPlus else {
      // A session logs the weight lifted: a percentage is out of place.
      report(Message.percentOutsideRoutine(written), at: ws, &sink)
      return true
    }
    var example = ws > s ? quote(s, trimEnd(s, ws)) : "the exercise"
    if form == .percentPlus, let percent = (ws..<we).first(where: { bytes[$0] == Lexicon.percentSign }) {
      example = quote(ws, percent + 1)
    }
    report(Message.unreadPrescription(form, written, example: example), at: ws, &sink)
    return true
  }
}
