extension NotebookOutline {
  /// Where an exercise name being typed on a line begins: after the
  /// indentation, a list bullet (`- `, `* `, `+ `) and a superset label
  /// (`A1. `), by the parser's own rules. `line` is the line's text up to the
  /// cursor; the result is an index into it. An editor replaces the text from
  /// there to the cursor with the name the lifter picks.
  package static func nameStart(inLine line: [UInt8]) -> Int {
    line.withUnsafeBufferPointer { b in
      let end = b.count
      var s = Words.skipBlanks(b, 0, end)
      if Words.isBullet(b, s, end) {
        s = Words.skipBlanks(b, s + 1, end)
      }
      if let (_, length) = Words.supersetLabel(b, s, end) {
        s = Words.skipBlanks(b, s + length, end)
      }
      return s
    }
  }
}

extension NotebookOutline {
  /// What the word being typed at the end of `line` (its text up to the
  /// cursor) can be, by the parser's own rules.
  package enum TypingPlace: Equatable {
    /// Part of the exercise's name (or nothing is typed yet).
    case name
    /// A word after a complete set: a mark (`rest`, `✓`, `@8`, a note);
    /// `written` holds the marks with a value the set has already.
    case afterSet(written: SetMarks)
  }

  /// Where the word being typed stands: after a set when what comes before
  /// it parses as a set (a set line, or a name and its set), in a routine's
  /// lines (`inRoutine`) as a prescription.
  package static func typingPlace(inLine line: [UInt8], inRoutine: Bool) -> TypingPlace {
    var end = line.count
    while end > 0, !Lexicon.isBlank(line[end - 1]) { end -= 1 }
    let before = Array(line[..<end])
    guard before.contains(where: { !Lexicon.isBlank($0) }) else { return .name }
    return before.withUnsafeBufferPointer { b in
      guard let line = Parser.parseFirstLine(b, inRoutine: inRoutine), !line.hasErrors else { return .name }
      let syntax = line.syntax
      guard syntax.comment == nil, syntax.set.note == nil else { return .name }
      return syntax.holdsSet ? .afterSet(written: syntax.set.marks) : .name
    }
  }

  /// The marks with a value written as a word (`rest`) that a set without
  /// them may take next, from the spelling table: each word and what it says.
  package static func markWords(besides written: SetMarks) -> [(word: String, meaning: String)] {
    ValuedMark.allCases.compactMap { m in
      let spelling = Lexicon.SetMark.valued(m).spellings.printed
      guard written[m] == nil, Lexicon.isLetter(spelling.utf8Start.pointee) else { return nil }
      return ("\(spelling)", m.meaning)
    }
  }

  /// The words of the kinds of sets (`warmup`, `drop`, `failure`), from the
  /// spelling table.
  package static var kindWords: [String] {
    SetKind.allCases.filter { $0 != .normal }.map { "\(Lexicon.SetMark.kind($0).spellings.printed)" }
  }
}

extension NotebookOutline {
  /// The words of a routine line's rules (docs/syntax.md, "Programs") that
  /// may come next after a prescription, each with what it says: those
  /// opening a rule when not yet on the line (`written`, lowercased), and
  /// those a rule takes after its `previous` word (`after` after a failure's
  /// amount, `at` after a step, `cycle` after `after`).
  package static func ruleWords(previous: String, written: [String]) -> [(word: String, meaning: String)] {
    if previous == "after" {
      return [("cycle", "when every as-many-as-possible set of the cycle missed: −3 steps after cycle")]
    }
    var out: [(word: String, meaning: String)] = []
    if previous.hasPrefix("-") || previous.hasPrefix("−") {
      out.append(("after", "after how many failed sessions in a row: −10% after 2, or after cycle"))
    }
    if previous.hasPrefix("+"), previous.last.map({ !$0.isNumber }) ?? false {
      out.append(("at", "the reps that earn the step: +10lb at 4, +5lb at 51 total"))
    }
    let openers: [(word: String, meaning: String)] = [
      ("TM", "the line's rules move the lift's training max"),
      ("then", "what follows a failure of the last stage: then +15lb, or then 85% of 5RM"),
      ("test", "the session tests a max, its heaviest set sets it: test 1RM"),
      ("round", "the increment the line's computed loads round to: round 2.5lb"),
      ("role", "the lift's role on this line, judged on the sections that give it: role T2"),
    ]
    return out + openers.filter { !written.contains($0.word.lowercased()) }
  }
}
