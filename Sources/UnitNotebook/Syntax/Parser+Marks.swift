extension Parser {
  /// The marks after a set's amount, in any order (`Lexicon.SetMark`):
  /// ✓ ✗ done fail, @RPE, a kind word, rest DURATION, a routine's +STEP,
  /// > note. A routine's prescription takes no mark of a set done (✓ ✗);
  /// its @RPE is a target (`Deadlift 3 @8`). A session's set takes no step.
  mutating func parseMarks(from start: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink)
    -> Bool
  {
    var p = start
    while true {
      p = Words.skipBlanks(bytes, p, e)
      guard p < e else { break }
      if inRoutine {
        switch parseRule(at: p, e, into: &set, &sink) {
        case .parsed(let end):
          p = end
          continue
        case .failed: return false
        case .none: break
        }
      }
      guard let (mark, length) = spellings.setMark(bytes, p, e) else {
        reportUnexpected(at: p, e, &sink)
        return false
      }
      switch mark {
      case .note:
        let n = Words.skipBlanks(bytes, p + length, e)
        if n < e { set.note = text(n, e) }
        return true
      case .valued(let m):
        guard let end = parseValue(m, at: p, after: p + length, e, into: &set, &sink) else { return false }
        p = end
      case .status(let status):
        guard !inRoutine else {
          report(Message.logMarkInRoutine(quote(p, p + length)), at: p, &sink)
          return false
        }
        if set.status != nil {
          report(Message.duplicateStatus, at: p, &sink)
          return false
        }
        set.status = status
        set.statusRange = ByteRange(start: p, end: p + length)
        p += length
      case .kind(let k):
        if set.kind != nil {
          report(Message.duplicateKind, at: p, &sink)
          return false
        }
        set.kind = k
        p += length
      case .step:
        guard let end = parseStep(at: p, e, into: &set, &sink) else { return false }
        p = end
      }
    }
    return true
  }

  /// A valued mark's value after its spelling at `p` (`@8`, `@ 8.5`,
  /// `rest 2:00`): a number or a duration, as the mark's value is (its
  /// `ValuedMark` entry); where it ends.
  mutating func parseValue(
    _ m: ValuedMark, at p: Int, after: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink
  ) -> Int? {
    let n = Words.skipBlanks(bytes, after, e)
    guard n < e, Lexicon.isDigit(bytes[n]) || bytes[n] == 0x2E else {
      report(Message.expectedValue(of: m), at: m.value == .duration && n < e ? n : p, &sink)
      return nil
    }
    let found: (value: DecimalValue, end: Int)?
    switch m.value {
    case .number: found = numberValue(m, at: n, e, &sink)
    case .duration: found = durationValue(m, at: n, e, &sink)
    }
    guard let (value, end) = found else { return nil }
    if set.marks[m] != nil {
      report(Message.duplicate(m), at: p, &sink)
      return nil
    }
    set.marks[m] = value
    if m == .rpe { set.rpeRange = ByteRange(start: p, end: end) }
    return end
  }

  /// A mark's number at `n` (`8`, `8.5`), within its range; where it ends.
  private mutating func numberValue(_ m: ValuedMark, at n: Int, _ e: Int, _ sink: inout DiagnosticSink) -> (
    DecimalValue, Int
  )? {
    guard let (value, end) = scanNumber(at: n, e, commaIsPoint: true, &sink) else { return nil }
    guard m.problem(value) == nil else {
      // `@ 100kg`, `@100 lb`: a weight, written where lifters say "at".
      let u = Words.skipBlanks(bytes, end, e)
      let isWeight = m == .rpe && spellings.weightUnit(bytes, u, Words.wordEnd(bytes, u, e)) != nil
      report(isWeight ? Message.weightAfterAt : Message.outOfRange(m, quote(n, end)), at: n, &sink)
      return nil
    }
    return (value, end)
  }

  /// A mark's duration at `n` (`2:00`, `90s`); where it ends.
  private mutating func durationValue(_ m: ValuedMark, at n: Int, _ e: Int, _ sink: inout DiagnosticSink) -> (
    DecimalValue, Int
  )? {
    guard let amount = parseAmount(n, e, &sink) else { return nil }
    guard amount.reps == nil, amount.distance == nil, let seconds = amount.seconds else {
      report(Message.expectedValue(of: m), at: n, &sink)  // `rest 90`: reps, not a time
      return nil
    }
    return (seconds, amount.range.end)
  }

  /// A routine's step, `+2.5kg` (`+ 2.5 kg`, `+2,5kg`), from its sign at `p`;
  /// where it ends. A step is a weight and never negative.
  mutating func parseStep(at p: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink) -> Int? {
    let negative = bytes[p] == UInt8(ascii: "-")
    let n = Words.skipBlanks(bytes, p + 1, e)
    guard n < e, Lexicon.isDigit(bytes[n]) || bytes[n] == 0x2E else {
      if inRoutine {
        report(Message.stepNotAWeight(quote(p, Words.wordEnd(bytes, p, e))), at: p, &sink)
      } else {
        reportUnexpected(at: p, e, &sink)
      }
      return nil
    }
    guard let (number, numberEnd) = scanNumber(at: n, e, commaIsPoint: true, &sink) else { return nil }
    let u = Words.skipBlanks(bytes, numberEnd, e)
    guard let (unit, unitEnd) = weightUnit(at: u, e),
      unitEnd == e || Lexicon.isBlank(bytes[unitEnd]) || (inRoutine && bytes[unitEnd] == UInt8(ascii: ","))
    else {
      if !inRoutine {
        reportUnexpected(at: p, e, &sink)
      } else if u == numberEnd, u < e, Lexicon.isLetter(bytes[u]) {
        report(Message.stepNotAWeight(quote(p, Words.wordEnd(bytes, p, e))), at: p, &sink)  // `+5s`
      } else {
        report(Message.stepWithoutUnit(quote(p, numberEnd)), at: numberEnd, &sink)  // `+2.5`
      }
      return nil
    }
    guard inRoutine else {
      report(Message.stepInSession(quote(p, unitEnd)), at: p, &sink)
      return nil
    }
    guard !negative else {
      report(Message.negativeStep(quote(n, unitEnd)), at: p, &sink)
      return nil
    }
    guard set.step == nil else {
      report(Message.duplicateStep, at: p, &sink)
      return nil
    }
    set.step = Weight(number, unit)
    return unitEnd
  }

  /// The length of a rep range's dash at `i` (`8–12`), when a digit follows
  /// it; 0 otherwise.
  @inline(__always)
  func repRangeDash(at i: Int, _ e: Int) -> Int {
    let d = Lexicon.dashLength(bytes, i, e)
    return d > 0 && i + d < e && Lexicon.isDigit(bytes[i + d]) ? d : 0
  }

  /// The rest of a rep range after its bottom `low` (`8` of `8–12`, at `s`,
  /// its dash at `dashAt`), into `amount`; where it ends. Only a routine's
  /// prescription has one: a session logs the reps done.
  mutating func parseRepRange(
    _ s: Int, _ low: DecimalValue, _ dashAt: Int, _ e: Int, into amount: inout AmountSyntax,
    _ sink: inout DiagnosticSink
  ) -> Int? {
    let t = dashAt + repRangeDash(at: dashAt, e)
    guard let (high, highEnd) = scanNumber(at: t, e, commaIsPoint: false, &sink) else { return nil }
    var end = highEnd
    // `8–12 reps`: the unit word of reps may follow, glued or after a blank.
    var us = highEnd
    if us < e, Lexicon.isBlank(bytes[us]) { us = Words.skipBlanks(bytes, us, e) }
    let ue = Words.wordEnd(bytes, us, e)
    if us < e, us == highEnd || ue > us, spellings.unit(bytes, us, ue) == .reps { end = ue }
    guard inRoutine else {
      report(Message.repRangeInSession(quote(s, highEnd)), at: s, &sink)
      return nil
    }
    guard let lo = low.integerValue, let hi = high.integerValue else {
      report(Message.repsWhole(quote(s, highEnd)), at: s, &sink)
      return nil
    }
    guard lo < hi else {
      report(Message.repRangeBackwards(quote(s, highEnd)), at: s, &sink)
      return nil
    }
    guard amount.reps == nil else {
      report(Message.duplicateReps, at: s, &sink)
      return nil
    }
    amount.reps = lo
    amount.maxReps = hi
    return end
  }

  /// What follows a set and is no mark: a second `×`, a word, or anything else.
  mutating func reportUnexpected(at p: Int, _ e: Int, _ sink: inout DiagnosticSink) {
    let we = Words.wordEnd(bytes, p, e)
    if Lexicon.timesLength(bytes, p, e) > 0 && (Words.isTimesWord(bytes, p, we) || Lexicon.isDigit(bytes[we - 1])) {
      report(inRoutine ? Message.secondTimesInRoutine : Message.secondTimes, at: p, &sink)
    } else if Lexicon.isLetter(bytes[p]) && we - p <= 40 && (p == 0 || Lexicon.isBlank(bytes[p - 1])) {
      report(Message.wordAfterSet(quote(p, we), rest: quote(p, e), inRoutine: inRoutine), at: p, &sink)
    } else {
      report(Message.unexpectedAfterSet(quote(p, we), inRoutine: inRoutine), at: p, &sink)
    }
  }
}
