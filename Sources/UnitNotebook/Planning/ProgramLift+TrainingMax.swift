/// The rules of a line that writes `TM`, applied to the max after one of
/// its sessions (docs/planning.md, "Programs"): one home for them.
extension ProgramLift {
  /// The max after session `s` of the lift: as-many-as-possible sets are
  /// noted for `after cycle`; a line writing `TM` moves it by its rules.
  func move(_ state: inout MaxReplay, by s: ProgramSession, name: String) {
    if let reps = rules.test { return test(&state, by: s, reps: reps, name: name) }
    if let met = s.amrapMet { (state.amrapSeen, state.amrapMet) = (true, state.amrapMet || met) }
    guard movesTrainingMax else { return ramp(&state, by: s, name: name) }
    let from = state.tm.load
    state.rampBefore = nil
    var why = PlanExplanation(
      exercise: name, rule: .cycleHeld, from: from, to: from, dates: [s.date], reached: nil, isWarning: false)
    if let f = rules.failure, case .cycle = f.count {
      // On a schedule: the step, unless every AMRAP set of the cycle missed.
      if state.amrapSeen, !state.amrapMet, let down = deloaded(from, by: f.amount, increment: state.tm.increment) {
        (why.rule, why.to) = (.cycleDeloaded, down)
        why.reached = "\(ProgramLift.said(f, step: step)): every AMRAP set of the cycle missed, the last on \(s.date)"
      } else if let step, let up = PlanLoads.adding(step, to: from) {
        (why.rule, why.to, why.reached) = (.cycleEarned, up, "TM +\(HistoryText.load(.weight(step))) after \(s.date)")
      }
      (state.amrapSeen, state.amrapMet) = (false, false)
    } else if let (step, tier) = earnedStep(s), let up = PlanLoads.adding(step, to: from) {
      state.failures = 0
      (why.rule, why.to) = (.cycleEarned, up)
      why.reached = (tier ?? "every set reached \(s.reached)") + " on \(s.date)"
    } else if !s.success, let f = rules.failure, case .sessions(let n) = f.count {
      state.failures += 1
      why.reached = "\(s.shortfall ?? "not earned") on \(s.date): \(state.failures) of \(n) failed sessions in a row"
      if state.failures >= n, let down = deloaded(from, by: f.amount, increment: state.tm.increment) {
        (why.rule, why.to, state.failures) = (.cycleDeloaded, down, 0)
        why.reached = "\(ProgramLift.said(f, step: step)): \(s.shortfall ?? "not earned") on \(s.date)"
      }
    } else {
      state.failures = s.success ? 0 : state.failures
      why.reached =
        (s.success ? "every set reached \(s.reached), no step earned" : s.shortfall ?? "not earned") + " on \(s.date)"
    }
    state.tm.load = why.to ?? from
    if why.to != from { (state.amrapSeen, state.amrapMet) = (false, false) }
    state.why = why
  }

  /// A ramp: a step on a line of percentages without `TM` moves every
  /// working percentage set of the lift by the step after a session with
  /// every set done (Madcow's Friday); a session that missed holds it,
  /// and the plan's line says which set missed.
  func ramp(_ state: inout MaxReplay, by s: ProgramSession, name: String) {
    guard let step, lines.contains(where: { $0.percent != nil }) else { return }
    let before = state.ramp
    guard s.success else {
      state.rampBefore = .some(before)
      state.why = PlanExplanation(
        exercise: name, rule: .held, from: nil, to: nil, dates: [s.date], reached: s.shortfall, isWarning: false)
      return
    }
    state.ramp =
      before.map { PlanLoads.adding(step, to: .weight($0)) }.flatMap { l -> Weight? in
        if case .weight(let w) = l { return w }
        return nil
      } ?? step
    state.rampBefore = .some(before)
    state.why = PlanExplanation(
      exercise: name, rule: .earned, from: nil, to: nil, dates: [s.date], reached: s.reached, isWarning: false)
  }

  /// A test (`test 1RM`): the heaviest set done with that many reps sets
  /// the max; without one the max stays.
  func test(_ state: inout MaxReplay, by s: ProgramSession, reps: Int, name: String) {
    let from = state.tm.load
    var why = PlanExplanation(
      exercise: name, rule: .cycleHeld, from: from, to: from, dates: [s.date],
      reached: "no set of \(reps) done in the \(reps)RM test on \(s.date)", isWarning: false)
    if let best = s.best(of: reps), let load = best.load {
      (why.rule, why.to) = (.cycleEarned, load)
      why.reached = "\(reps)RM test: \(HistoryText.load(load)) × \(best.reps ?? reps) on \(s.date)"
      state.tm.load = load
      (state.failures, state.amrapSeen, state.amrapMet, state.rampBefore) = (0, false, false, nil)
    }
    state.why = why
  }
}
