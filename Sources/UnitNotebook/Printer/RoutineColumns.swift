/// The columns of a routine's table (docs/canonical-form.md), so a lifter
/// reads down each: the names on the left; the kind and load cell, loads
/// right-aligned; the set counts right-aligned up to the `×`; the amounts,
/// the steps and the rests left-aligned; a note after the last cell. Widths
/// count characters (Unicode scalars): the range dash `–` is one character
/// of three bytes, and names may hold any.
struct RoutineColumns {
  var name = 0
  /// The kind and load cell: the kind on the left, at least two spaces, the
  /// load on the right.
  var left = 0
  var sets = 0
  var amount = 0
  var step = 0

  /// Widens the columns to hold a line: a prescription and the groups
  /// joined to it.
  mutating func measure(_ line: ArraySlice<PrescriptionRecord>) {
    let w = CellWidth(line)
    left = Swift.max(left, w.kind + (w.kind > 0 && w.load > 0 ? 2 : 0) + w.load)
    sets = Swift.max(sets, w.sets)
    amount = Swift.max(amount, w.amount)
    step = Swift.max(step, w.step)
  }

  /// The widths of a line's cells, in characters, measured by writing them.
  struct CellWidth {
    var kind = 0
    var load = 0
    var sets = 0
    /// `8–12`, `5`, `60s`, `5km 25:30`: what follows the first `×`, with
    /// the groups joined to it and the stages (`3, 1×3+ → 5×2, 1×2+`).
    var amount = 0
    /// The rules: `+2.5kg`, `TM +5lb at 2, +10lb at 4`; 0 without any.
    var step = 0

    init(_ line: ArraySlice<PrescriptionRecord>) {
      guard let p = line.first else { return }
      kind = p.kind.spellings.width
      if let l = p.load { load = CellWidths.characters { $0.appendLoad(l) } }
      if p.percent != nil { load = CellWidths.characters { $0.appendPercentLoad(p) } }
      sets = CellWidths.characters { $0.appendInt(p.sets) }
      amount = CellWidths.characters { $0.appendLineAmount(line) }
      if p.step != nil || p.progression != nil { step = CellWidths.characters { $0.appendRules(p) } }
    }
  }
}

extension ByteSink where Self: ~Copyable {
  /// `8–12`, or a prescription's amount as a set's (`5`, `60s`, `5km 25:30`),
  /// and its RPE target (` @8`).
  mutating func appendPrescribedAmount(_ p: PrescriptionRecord) {
    appendPrescribedAmountOnly(p)
    if let r = p.marks.rpe {
      append(0x20)
      appendValued(.rpe, r)
    }
  }

  private mutating func appendPrescribedAmountOnly(_ p: PrescriptionRecord) {
    guard let top = p.maxReps, let bottom = p.reps else {
      appendAmount(reps: p.reps, distance: p.distance, seconds: p.seconds, amrap: p.amrap)
      return
    }
    appendInt(bottom)
    append(ascii: "–")
    appendInt(top)
    if p.distance != nil || p.seconds != nil {
      append(0x20)
      appendAmount(reps: nil, distance: p.distance, seconds: p.seconds)
    }
  }

  /// `85%`, `85%+5lb`: a prescription's load as a percentage.
  mutating func appendPercentLoad(_ p: PrescriptionRecord) {
    guard let pct = p.percent else { return }
    appendPercent(pct)
    if let plus = p.percentPlus { appendStep(plus) }
  }

  /// What follows a line's first `×`: its amount and RPE, each group
  /// joined to it (`, 67% 1×5`), and the stages (` → 5×2, 1×2+`).
  mutating func appendLineAmount(_ line: ArraySlice<PrescriptionRecord>) {
    guard let first = line.first else { return }
    appendPrescribedAmount(first)
    for g in line.dropFirst() {
      append(ascii: ", ")
      if g.kind != .normal {
        appendKind(g.kind)
        append(0x20)
      }
      if let l = g.load {
        appendLoad(l)
        append(0x20)
      } else if g.percent != nil {
        appendPercentLoad(g)
        append(0x20)
      }
      appendInt(g.sets)
      append(ascii: "×")
      appendPrescribedAmount(g)
    }
    if let r = first.progression, !r.stages.isEmpty {
      append(0x20)
      appendStages(r)
    }
  }

  /// `→ 5×2, 1×2+ → 9×1, 1×1+`: a line's stages.
  mutating func appendStages(_ r: Progression) {
    for (n, stage) in r.stages.enumerated() {
      append(ascii: n == 0 ? "→ " : " → ")
      for (k, g) in stage.enumerated() {
        if k > 0 { append(ascii: ", ") }
        appendInt(g.sets)
        append(ascii: "×")
        appendInt(g.reps)
        if g.amrap { append(Lexicon.amrapSign) }
      }
    }
  }

  /// The line's rules, in their canonical order: `TM`, `+1 rep`, the
  /// steps (`+2.5lb, +5lb at 11`), the failure, `then`, `test`, `round`,
  /// `role`.
  mutating func appendRules(_ p: PrescriptionRecord) {
    appendRules(step: p.step, p.progression ?? Progression())
  }

  /// The rules of a line whose plain step is `step`.
  mutating func appendRules(step: Weight?, _ r: Progression) {
    var space = false
    func gap(_ sink: inout Self) {
      if space { sink.append(0x20) }
      space = true
    }
    if r.movesTrainingMax {
      gap(&self)
      append(spelling: Lexicon.LineWord.trainingMax.spellings)
    }
    if let n = r.repStep {
      gap(&self)
      append(Lexicon.amrapSign)
      appendInt(n)
      append(ascii: n == 1 ? " rep" : " reps")
    }
    if let s = step {
      gap(&self)
      appendStep(s)
    }
    for (k, t) in r.tiers.enumerated() {
      if k > 0 || step != nil { append(ascii: ",") }
      gap(&self)
      appendStep(t.step)
      append(ascii: " at ")
      appendInt(t.reps)
      if t.total { append(ascii: " total") }
    }
    if let f = r.failure {
      gap(&self)
      appendFailure(f)
    }
    if let reset = r.reset {
      gap(&self)
      append(ascii: "then ")
      switch reset {
      case .step(let w): appendStep(w)
      case .test(let reps, let pct):
        appendPercent(pct)
        append(ascii: " of ")
        appendInt(reps)
        append(ascii: "RM")
      }
    }
    if let t = r.test {
      gap(&self)
      append(ascii: "test ")
      appendInt(t)
      append(ascii: "RM")
    }
    if let w = r.round {
      gap(&self)
      append(spelling: Lexicon.LineWord.round.spellings)
      append(0x20)
      appendWeight(w)
    }
    if let role = r.role {
      gap(&self)
      append(ascii: "role ")
      append(role)
    }
  }

  /// A line's rules as Unit's CSV holds them in `rules` (docs/csv.md):
  /// its stages, then its rules but the plain step (which has its column).
  mutating func appendProgression(_ r: Progression) {
    appendStages(r)
    let rules = Progression(
      movesTrainingMax: r.movesTrainingMax, repStep: r.repStep, tiers: r.tiers, failure: r.failure, reset: r.reset,
      test: r.test, round: r.round, role: r.role)
    if rules != Progression() {
      if !r.stages.isEmpty { append(0x20) }
      appendRules(step: nil, rules)
    }
  }

  /// `−10% after 2`, `−5lb`, `−3 steps after cycle`.
  mutating func appendFailure(_ f: FailureRule) {
    append(ascii: "−")
    switch f.amount {
    case .percent(let pct): appendPercent(pct)
    case .weight(let w): appendWeight(w)
    case .steps(let n):
      appendInt(n)
      append(ascii: n == 1 ? " step" : " steps")
    }
    switch f.count {
    case .sessions(1): break
    case .sessions(let n):
      append(ascii: " after ")
      appendInt(n)
    case .cycle: append(ascii: " after cycle")
    }
  }

  /// `85%`, `72.5%`: a routine's load as a percentage of the training max.
  mutating func appendPercent(_ pct: DecimalValue) {
    appendDecimal(pct)
    append(Lexicon.percentSign)
  }

  /// `+2.5kg`: a routine's step.
  mutating func appendStep(_ s: Weight) {
    append(spelling: Lexicon.SetMark.step.spellings)
    appendWeight(s)
  }
}
