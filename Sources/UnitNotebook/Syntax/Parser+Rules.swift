/// The rules among a routine line's marks (docs/syntax.md, "Programs"): each read
/// into the line's progression, in any order, each at most once.
extension Parser {
  enum RuleOutcome {
    /// No rule opens at the place: the caller reads a mark.
    case none
    case parsed(end: Int)
    case failed
  }

  /// The rule opening at `p`, if one does: `TM`, `+STEP [at N [total]]`,
  /// `+N rep`, `−AMOUNT [after N | after cycle]`, `then …`, `test NRM`,
  /// `round W`, or the comma between two steps.
  mutating func parseRule(at p: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink)
    -> RuleOutcome
  {
    let c = bytes[p]
    if c == Lexicon.amrapSign, p + 1 < e, !Lexicon.isBlank(bytes[p + 1]) || nextIsDigit(p + 1, e) {
      return parseStepRule(at: p, e, into: &set, &sink)
    }
    if let sign = minusLength(at: p, e) {
      return parseFailure(at: p, sign: sign, e, into: &set, &sink)
    }
    if c == UInt8(ascii: ","), !(set.program?.progression.tiers.isEmpty ?? true) || set.step != nil {
      // `+5lb at 2, +10lb at 4`: the comma between two steps.
      let q = Words.skipBlanks(bytes, p + 1, e)
      if q < e, bytes[q] == Lexicon.amrapSign { return .parsed(end: q) }
      return .none
    }
    guard Lexicon.isLetter(c) else { return .none }
    let w = Words.wordEnd(bytes, p, e)
    if Words.isTrainingMaxWord(bytes, p, w) {
      guard !(set.program?.progression.movesTrainingMax ?? false) else {
        report(Message.duplicateRule("TM"), at: p, &sink)
        return .failed
      }
      Parser.opensRules(&set)
      set.program?.progression.movesTrainingMax = true
      return .parsed(end: w)
    }
    if Lexicon.equalsWord(bytes, p, w, "then") { return parseThen(at: p, w, e, into: &set, &sink) }
    if Lexicon.equalsWord(bytes, p, w, "test") {
      guard set.program?.progression.test == nil else {
        report(Message.duplicateRule("a test"), at: p, &sink)
        return .failed
      }
      guard let (reps, end) = repMax(at: Words.skipBlanks(bytes, w, e), e) else {
        report(Message.expectedRule("the reps of the test", after: "test", example: "test 1RM"), at: p, &sink)
        return .failed
      }
      Parser.opensRules(&set)
      set.program?.progression.test = reps
      return .parsed(end: end)
    }
    if Lexicon.equalsWord(bytes, p, w, "role") { return parseRole(at: p, w, e, into: &set, &sink) }
    if Lexicon.equalsWord(bytes, p, w, Lexicon.LineWord.round.spellings.printed) {
      guard set.program?.progression.round == nil else {
        report(Message.duplicateRule("a rounding"), at: p, &sink)
        return .failed
      }
      guard let (weight, end) = trainingMaxWeight(at: Words.skipBlanks(bytes, w, e), e),
        weight.value.significand > 0
      else {
        report(Message.expectedRule("an increment above 0", after: "round", example: "round 2.5lb"), at: p, &sink)
        return .failed
      }
      Parser.opensRules(&set)
      set.program?.progression.round = weight
      return .parsed(end: end)
    }
    return .none
  }

  /// `role T2`: the lift's role on the line.
  mutating func parseRole(at p: Int, _ w: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink)
    -> RuleOutcome
  {
    guard set.program?.progression.role == nil else {
      report(Message.duplicateRule("a role"), at: p, &sink)
      return .failed
    }
    let n = Words.skipBlanks(bytes, w, e)
    let ne = Words.wordEnd(bytes, n, e)
    let role = String(decoding: UnsafeBufferPointer(rebasing: bytes[n..<ne]), as: UTF8.self)
    guard n < e, Validation.problem(role: role) == nil else {
      report(
        Message.expectedRule("a role of letters and digits (1 to 20)", after: "role", example: "role T2"), at: p, &sink)
      return .failed
    }
    Parser.opensRules(&set)
    set.program?.progression.role = role
    return .parsed(end: ne)
  }

  /// The line's program, made when a rule is first read, holding rules.
  static func opensRules(_ set: inout SetSyntax) {
    if set.program == nil { set.program = ProgramLineSyntax() }
    set.program?.hasRules = true
  }

  private func nextIsDigit(_ i: Int, _ e: Int) -> Bool {
    let q = Words.skipBlanks(bytes, i, e)
    return q < e && (Lexicon.isDigit(bytes[q]) || bytes[q] == 0x2E)
  }

  /// `-` or `−` (U+2212) before a digit: a failure's amount.
  func minusLength(at p: Int, _ e: Int) -> Int? {
    let n: Int
    if bytes[p] == UInt8(ascii: "-") {
      n = 1
    } else if bytes[p] == 0xE2, p + 2 < e, bytes[p + 1] == 0x88, bytes[p + 2] == 0x92 {
      n = 3
    } else {
      return nil
    }
    return nextIsDigit(p + n, e) ? n : nil
  }

  /// `5RM` at `p` (any case): the reps, and where it ends.
  func repMax(at p: Int, _ e: Int) -> (Int, Int)? {
    var i = p
    while i < e, Lexicon.isDigit(bytes[i]) { i += 1 }
    guard i > p, i - p <= 4, i + 2 <= e, Lexicon.equalsWord(bytes, i, i + 2, "rm"),
      i + 2 == e || Lexicon.isBlank(bytes[i + 2]) || bytes[i + 2] == UInt8(ascii: ",")
    else { return nil }
    var reps = 0
    for k in p..<i { reps = reps * 10 + Int(bytes[k] - 0x30) }
    return reps >= 1 ? (reps, i + 2) : nil
  }

  /// The end of the run of ASCII letters from `p` (a rule's word, before
  /// a comma that may follow it).
  func letters(from p: Int, _ e: Int) -> Int {
    var i = p
    while i < e, Lexicon.isLetter(bytes[i]) { i += 1 }
    return i
  }

  /// A whole number at `p`, and where it ends.
  func whole(at p: Int, _ e: Int) -> (Int, Int)? {
    var i = p
    while i < e, Lexicon.isDigit(bytes[i]) { i += 1 }
    guard i > p, i - p <= 6, i == e || !Lexicon.isLetter(bytes[i]) else { return nil }
    var n = 0
    for k in p..<i { n = n * 10 + Int(bytes[k] - 0x30) }
    return (n, i)
  }
}

extension Parser {
  /// `+5lb`, `+10lb at 4`, `+5lb at 51 total`, `+1 rep`: a step, a step by
  /// reps, or double progression's rep step.
  mutating func parseStepRule(at p: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink)
    -> RuleOutcome
  {
    let n = Words.skipBlanks(bytes, p + 1, e)
    if n < e, let (count, countEnd) = whole(at: n, e) {
      let u = Words.skipBlanks(bytes, countEnd, e)
      let ue = Words.wordEnd(bytes, u, e)
      if u < e, spellings.unit(bytes, u, ue) == .reps {
        guard set.program?.progression.repStep == nil else {
          report(Message.duplicateRule("a rep step"), at: p, &sink)
          return .failed
        }
        guard count >= 1 else {
          report(Message.expectedRule("1 rep or more", after: "+", example: "+1 rep"), at: p, &sink)
          return .failed
        }
        Parser.opensRules(&set)
        set.program?.progression.repStep = count
        return .parsed(end: ue)
      }
    }
    var scratch = SetSyntax()
    guard let end = parseStep(at: p, e, into: &scratch, &sink), let step = scratch.step else { return .failed }
    // `at N [total]`: the reps that earn it.
    let a = Words.skipBlanks(bytes, end, e)
    let aw = Words.wordEnd(bytes, a, e)
    guard a < e, Lexicon.equalsWord(bytes, a, aw, "at") else {
      guard set.step == nil else {
        report(Message.duplicateStep, at: p, &sink)
        return .failed
      }
      set.step = step
      return .parsed(end: end)
    }
    guard let (reps, repsEnd) = whole(at: Words.skipBlanks(bytes, aw, e), e), reps >= 1 else {
      report(Message.expectedRule("the reps that earn the step", after: "at", example: "+5lb at 10"), at: a, &sink)
      return .failed
    }
    var tier = StepTier(step: step, reps: reps)
    var last = repsEnd
    let t = Words.skipBlanks(bytes, repsEnd, e)
    let tw = letters(from: t, e)
    if t < e, Lexicon.equalsWord(bytes, t, tw, "total") {
      tier.total = true
      last = tw
    }
    Parser.opensRules(&set)
    set.program?.progression.tiers.append(tier)
    return .parsed(end: last)
  }

  /// `−10%`, `−5lb`, `−3 steps`, then `after 2` or `after cycle`.
  mutating func parseFailure(
    at p: Int, sign: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink
  ) -> RuleOutcome {
    guard set.program?.progression.failure == nil else {
      report(Message.duplicateRule("a failure rule"), at: p, &sink)
      return .failed
    }
    let example = "−10% after 2"
    let n = Words.skipBlanks(bytes, p + sign, e)
    guard let (number, numberEnd) = scanNumber(at: n, e, commaIsPoint: true, &sink) else { return .failed }
    var amount: FailureRule.Amount
    var end: Int
    if numberEnd < e, bytes[numberEnd] == Lexicon.percentSign {
      amount = .percent(number)
      end = numberEnd + 1
    } else if let (unit, unitEnd) = weightUnit(at: Words.skipBlanks(bytes, numberEnd, e), e) {
      amount = .weight(Weight(number, unit))
      end = unitEnd
    } else {
      let u = Words.skipBlanks(bytes, numberEnd, e)
      let uw = letters(from: u, e)
      guard u < e, Lexicon.equalsWord(bytes, u, uw, "steps") || Lexicon.equalsWord(bytes, u, uw, "step"),
        let count = number.integerValue
      else {
        report(Message.expectedRule("a percentage, a weight or steps", after: "−", example: example), at: p, &sink)
        return .failed
      }
      amount = .steps(count)
      end = uw
    }
    var rule = FailureRule(amount: amount)
    let a = Words.skipBlanks(bytes, end, e)
    let aw = Words.wordEnd(bytes, a, e)
    if a < e, Lexicon.equalsWord(bytes, a, aw, "after") {
      let c = Words.skipBlanks(bytes, aw, e)
      let cw = letters(from: c, e)
      if c < e, Lexicon.equalsWord(bytes, c, cw, "cycle") {
        rule.count = .cycle
        end = cw
      } else if let (sessions, sessionsEnd) = whole(at: c, e), sessions >= 1 {
        rule.count = .sessions(sessions)
        end = sessionsEnd
      } else {
        report(
          Message.expectedRule("a number of failed sessions or cycle", after: "after", example: example), at: a, &sink)
        return .failed
      }
    }
    if let problem = Validation.problem(failure: rule) {
      report(Message.expectedRule(problem, after: "−", example: example), at: p, &sink)
      return .failed
    }
    Parser.opensRules(&set)
    set.program?.progression.failure = rule
    return .parsed(end: end)
  }

  /// `then +15lb` or `then 85% of 5RM`: what follows the last stage.
  mutating func parseThen(at p: Int, _ w: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink)
    -> RuleOutcome
  {
    guard set.program?.progression.reset == nil else {
      report(Message.duplicateRule("a then"), at: p, &sink)
      return .failed
    }
    let problem = Message.expectedRule("a step or a test", after: "then", example: "then +15lb, or then 85% of 5RM")
    let n = Words.skipBlanks(bytes, w, e)
    guard n < e else {
      report(problem, at: p, &sink)
      return .failed
    }
    if bytes[n] == Lexicon.amrapSign {
      var scratch = SetSyntax()
      guard let end = parseStep(at: n, e, into: &scratch, &sink), let step = scratch.step else { return .failed }
      Parser.opensRules(&set)
      set.program?.progression.reset = .step(step)
      return .parsed(end: end)
    }
    let (number, numberEnd) = readNumber(at: n, e, commaIsPoint: true)
    let o = Words.skipBlanks(bytes, numberEnd + 1, e)
    let ow = Words.wordEnd(bytes, o, e)
    guard let number, numberEnd > n, numberEnd < e, bytes[numberEnd] == Lexicon.percentSign,
      Validation.problem(percent: number) == nil, Lexicon.equalsWord(bytes, o, ow, "of"),
      let (reps, end) = repMax(at: Words.skipBlanks(bytes, ow, e), e)
    else {
      report(problem, at: p, &sink)
      return .failed
    }
    Parser.opensRules(&set)
    set.program?.progression.reset = .test(reps: reps, percent: number)
    return .parsed(end: end)
  }
}
