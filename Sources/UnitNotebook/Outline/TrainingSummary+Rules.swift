/// A routine line's rules in words (docs/syntax.md, "Programs"), for an
/// editor's hover on the line.
extension TrainingSummary {
  /// `Rules: moves the training max; +10lb when the first as-many-as-possible
  /// set reaches 4 reps; …`, one clause a rule, in the canonical order.
  package static func describe(rules r: Progression, step: Weight?) -> String {
    var clauses: [String] = []
    if r.movesTrainingMax { clauses.append("moves the training max (a line of the lift without TM does not)") }
    if let n = r.repStep {
      clauses.append(
        "double progression: the rep target rises by \(count(n, "rep")) when every set reaches it, the load by the step past the top of the range"
      )
    }
    if let s = step { clauses.append("\(text(s, sign: "+")) when every set is done") }
    for t in r.tiers {
      clauses.append(
        t.total
          ? "\(text(t.step, sign: "+")) when the line's reps add up to \(t.reps)"
          : "\(text(t.step, sign: "+")) when the first as-many-as-possible set (else every set) reaches \(count(t.reps, "rep"))"
      )
    }
    if let f = r.failure { clauses.append(failureClause(f)) }
    if !r.stages.isEmpty {
      let stages = r.stages.map { $0.map(schemeText).joined(separator: ", ") }
      clauses.append("after a failure, the next stage at the same load: " + stages.joined(separator: ", then "))
    }
    switch r.reset {
    case .step(let w)?: clauses.append("after the last stage fails, the first again at the load \(text(w, sign: "+"))")
    case .test(let reps, let pct)?:
      clauses.append("after the last stage fails, a \(reps)RM test, then the first stage at \(pct)% of it")
    case nil: break
    }
    if let t = r.test { clauses.append("a test: its heaviest set of \(count(t, "rep")) sets the max") }
    if let w = r.round { clauses.append("computed loads round to \(text(w, sign: ""))") }
    if let role = r.role {
      clauses.append("role \(role): judged on the sections that give the lift this role")
    }
    return "Rules: " + clauses.joined(separator: "; ")
  }

  private static func failureClause(_ f: FailureRule) -> String {
    let amount: String
    switch f.amount {
    case .percent(let p): amount = "−\(p)% of the working load"
    case .weight(let w): amount = text(w, sign: "−")
    case .steps(let n): amount = "−\(count(n, "step"))"
    }
    switch f.count {
    case .sessions(let n): return "after \(count(n, "failed session")) in a row, \(amount)"
    case .cycle:
      return
        "after a cycle whose every as-many-as-possible set missed, \(amount); else the step, whatever the session did"
    }
  }

  private static func schemeText(_ g: SetScheme) -> String { "\(g.sets)×\(g.reps)" + (g.amrap ? "+" : "") }

  private static func text(_ w: Weight, sign: String) -> String { sign + "\(w.value)" + w.unit.rawValue }
}
