/// A routine line's program (docs/syntax.md, "Programs", Grammar/unit.ebnf
/// `program-line`): more groups after a comma (`4×3, 1×3+`), stages after
/// `→`, and the rules among its marks (`TM`, `+10lb at 4`, `+1 rep`,
/// `−10% after 2`, `then +15lb`, `test 1RM`, `round 2.5lb`).
extension Parser {
  enum PlusOutcome {
    case none
    case parsed(Weight, end: Int)
    case failed
  }

  /// `+5lb` right after a percentage (`85%+5lb`): the weight added to it.
  mutating func parsePercentPlus(at p: Int, _ e: Int, _ sink: inout DiagnosticSink) -> PlusOutcome {
    guard inRoutine else { return .none }
    let q = Words.skipBlanks(bytes, p, e)
    guard q < e, bytes[q] == Lexicon.amrapSign else { return .none }
    let n = Words.skipBlanks(bytes, q + 1, e)
    guard n < e, Lexicon.isDigit(bytes[n]) || bytes[n] == 0x2E else { return .none }
    guard let (number, numberEnd) = scanNumber(at: n, e, commaIsPoint: true, &sink) else { return .failed }
    guard let (unit, unitEnd) = weightUnit(at: Words.skipBlanks(bytes, numberEnd, e), e) else {
      report(Message.expectedUnit(quote(q, numberEnd)), at: numberEnd, &sink)
      return .failed
    }
    return .parsed(Weight(number, unit), end: unitEnd)
  }

  /// After a routine line's first amount: its RPE target, then each group
  /// after a comma, then the stages; where the marks start.
  mutating func parseProgramTail(from start: Int, _ e: Int, into set: inout SetSyntax, _ sink: inout DiagnosticSink)
    -> Int?
  {
    var p = Words.skipBlanks(bytes, start, e)
    if p < e, let (mark, length) = spellings.markSign(bytes, p, e), mark == .valued(.rpe) {
      guard let end = parseValue(.rpe, at: p, after: p + length, e, into: &set, &sink) else { return nil }
      p = Words.skipBlanks(bytes, end, e)
    }
    while p < e, bytes[p] == UInt8(ascii: ",") {
      guard let (group, end) = parseGroup(Words.skipBlanks(bytes, p + 1, e), e, comma: p, &sink) else { return nil }
      set.program = set.program ?? ProgramLineSyntax()
      set.program?.groups.append(group)
      p = Words.skipBlanks(bytes, end, e)
    }
    while let arrow = stageArrowLength(at: p, e) {
      var stage: [SetScheme] = []
      var q = Words.skipBlanks(bytes, p + arrow, e)
      while true {
        guard let (scheme, end) = parseStageGroup(q, e, &sink) else { return nil }
        stage.append(scheme)
        q = Words.skipBlanks(bytes, end, e)
        guard q < e, bytes[q] == UInt8(ascii: ",") else { break }
        q = Words.skipBlanks(bytes, q + 1, e)
      }
      set.program = set.program ?? ProgramLineSyntax()
      set.program?.progression.stages.append(stage)
      set.program?.hasRules = true
      p = q
    }
    return p
  }

  /// `→` or `->` at `p`, and its length.
  func stageArrowLength(at p: Int, _ e: Int) -> Int? {
    guard p < e else { return nil }
    if bytes[p] == 0xE2, p + 2 < e, bytes[p + 1] == 0x86, bytes[p + 2] == 0x92 { return 3 }
    if bytes[p] == UInt8(ascii: "-"), p + 1 < e, bytes[p + 1] == UInt8(ascii: ">") { return 2 }
    return nil
  }

  /// group = [ kind ] [ load ] count "×" amount [ "@" rpe ]: a group after
  /// a comma (`1×3+`, `67% 1×5`, `warmup 60kg 1×5`); where it ends.
  mutating func parseGroup(_ s: Int, _ e: Int, comma: Int? = nil, _ sink: inout DiagnosticSink) -> (GroupSyntax, Int)? {
    var g = GroupSyntax()
    var p = s
    let w0 = Words.wordEnd(bytes, p, e)
    if p < e, let k = spellings.setKind(bytes, p, w0) {
      g.kind = k
      p = Words.skipBlanks(bytes, w0, e)
    }
    guard let afterLoad = parseGroupLoad(p, e, into: &g, &sink) else { return nil }
    p = afterLoad
    // The count and its `×`: a group is always sets × reps.
    // `100kg × 10, 10, 8`: a list of reps, which a routine does not write.
    guard p < e, Lexicon.isDigit(bytes[p]) else {
      report(Message.listInRoutine, at: comma ?? (p < e ? p : s), &sink)
      return nil
    }
    guard let (count, countEnd) = scanNumber(at: p, e, commaIsPoint: false, &sink) else { return nil }
    let q = Words.skipBlanks(bytes, countEnd, e)
    let t = Lexicon.timesLength(bytes, q, e)
    guard t > 0 else {
      report(Message.listInRoutine, at: comma ?? p, &sink)
      return nil
    }
    guard let n = wholeSetCount(count, at: p, &sink) else { return nil }
    g.setCount = n
    guard let amount = parseAmount(Words.skipBlanks(bytes, q + t, e), e, &sink) else { return nil }
    g.amount = amount
    var end = amount.range.end
    let r = Words.skipBlanks(bytes, end, e)
    if r < e, let (mark, length) = spellings.markSign(bytes, r, e), mark == .valued(.rpe) {
      var scratch = SetSyntax()
      guard let rpeEnd = parseValue(.rpe, at: r, after: r + length, e, into: &scratch, &sink) else { return nil }
      g.marks = scratch.marks
      g.rpeRange = scratch.rpeRange
      end = rpeEnd
    }
    return (g, end)
  }

  /// A group's load at `p`, if one is written (`BW`, `60kg`, `67%`,
  /// `85%+5lb`): into `g`; where the count starts, or nil (reported).
  private mutating func parseGroupLoad(_ start: Int, _ e: Int, into g: inout GroupSyntax, _ sink: inout DiagnosticSink)
    -> Int?
  {
    var p = start
    if p < e, Words.isBodyweightWord(bytes, p, Words.wordEnd(bytes, p, e)) {
      guard let parsed = parseBodyweight(p, e, &sink) else { return nil }
      g.load = parsed.value
      g.loadRange = parsed.range
      p = Words.skipBlanks(bytes, parsed.range.end, e)
    } else if p < e, Lexicon.isDigit(bytes[p]) || bytes[p] == 0x2E {
      guard let (number, numberEnd) = scanNumber(at: p, e, commaIsPoint: true, &sink) else { return nil }
      if numberEnd < e, bytes[numberEnd] == Lexicon.percentSign {
        if let problem = Validation.problem(percent: number) {
          report(CodedMessage(.percentTooHigh, problem), at: p, &sink)
          return nil
        }
        g.percent = number
        let percentStart = p
        p = numberEnd + 1
        switch parsePercentPlus(at: p, e, &sink) {
        case .none: break
        case .failed: return nil
        case .parsed(let plus, let end):
          g.percentPlus = plus
          p = end
        }
        g.loadRange = ByteRange(start: percentStart, end: p)
        p = Words.skipBlanks(bytes, p, e)
      } else if let (unit, unitEnd) = weightUnit(at: Words.skipBlanks(bytes, numberEnd, e), e) {
        g.load = .weight(Weight(number, unit))
        g.loadRange = ByteRange(start: p, end: unitEnd)
        p = Words.skipBlanks(bytes, unitEnd, e)
      }
    }
    return p
  }

  /// A stage's group: `5×2`, `1×2+` (no load: a stage keeps the line's).
  mutating func parseStageGroup(_ s: Int, _ e: Int, _ sink: inout DiagnosticSink) -> (SetScheme, Int)? {
    guard s < e else {
      report(Message.expectedRule("sets × reps", after: "→", example: "→ 6×2, 1×2+"), at: s, &sink)
      return nil
    }
    let w = Words.wordEnd(bytes, s, e)
    let (_, numberEnd) = readNumber(at: s, e, commaIsPoint: true)
    let opensLoad =
      Words.isBodyweightWord(bytes, s, w) || spellings.setKind(bytes, s, w) != nil
      || (numberEnd < e && bytes[numberEnd] == Lexicon.percentSign)
      || weightUnit(at: Words.skipBlanks(bytes, numberEnd, e), e) != nil
    if opensLoad {
      report(Message.stageWithLoad, at: s, &sink)
      return nil
    }
    guard let (g, end) = parseGroup(s, e, &sink) else { return nil }
    guard let reps = g.amount.reps, g.amount.maxReps == nil, g.amount.seconds == nil, g.amount.distance == nil,
      g.marks == SetMarks()
    else {
      report(Message.expectedRule("sets × reps", after: "→", example: "→ 6×2, 1×2+"), at: s, &sink)
      return nil
    }
    return (SetScheme(sets: g.setCount, reps: reps, amrap: g.amount.amrap), end)
  }

  /// A line's rules read from their text, as Unit's CSV holds them in
  /// `rules` (stages and rules, the plain step apart: `→ 3×8 → 3×6 then
  /// +15lb`): the progression, or what does not read.
  static func progression(from text: String) -> (value: Progression?, problem: String?) {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBufferPointer { m in
      let b = UnsafeBufferPointer(m)
      var parser = Parser(b)
      parser.inRoutine = true
      parser.lineNumber = 1
      var set = SetSyntax()
      var sink = DiagnosticSink()
      let e = b.count
      let stagesEnd =
        parser.stageArrowLength(at: 0, e) != nil ? parser.parseProgramTail(from: 0, e, into: &set, &sink) : 0
      if let from = stagesEnd, !sink.hasErrors {
        _ = parser.parseMarks(from: from, e, into: &set, &sink)
      }
      if let first = sink.items.first { return (nil, first.message) }
      let program = set.program ?? ProgramLineSyntax()
      guard program.groups.isEmpty, set.step == nil, set.marks == SetMarks(), set.note == nil, set.kind == nil,
        program.hasRules
      else {
        return (
          nil,
          "expected a line's rules, such as → 3×8 → 3×6 then +15lb or −10% after 2 (its step, rest and note have their own cells)"
        )
      }
      return (program.progression, nil)
    }
  }
}
