/// Each rule of a program's line, applied to one judged session: one home
/// per rule (docs/planning.md, "Programs").
extension ProgramLift {
  /// The state after session `s`: its working load moved by the rules.
  func apply(_ s: ProgramSession, to state: inout LiftState) {
    state.last = s
    state.load = s.load ?? state.load
    if state.stage == 0 { state.stageOneLoad = state.load }
    if state.stage >= stageCount {
      tested(s, &state)
    } else if rules.repStep != nil, state.target != nil {
      doubleProgression(s, &state)
    } else if let (step, tier) = earnedStep(s), let load = state.load, let up = PlanLoads.adding(step, to: load) {
      // A step by a total is earned whatever the sets' own reps.
      state.failures = 0
      (state.load, state.move) = (up, .stepped(step, tier: tier))
    } else if s.success {
      (state.failures, state.move) = (0, .held)
    } else {
      fail(&state)
    }
  }

  /// The step a session earned: the highest tier reached (by the first
  /// as-many-as-possible set's reps, without one every set's; or by the
  /// reps added up), the plain step being the tier at no reps. Steps by
  /// reps need every set done; steps by a total do not.
  func earnedStep(_ s: ProgramSession) -> (Weight, String?)? {
    var best: (step: Weight, reps: Int, tier: String?)? = s.success ? step.map { ($0, 0, nil) } : nil
    for t in rules.tiers {
      let reps = t.total ? s.totalReps : (s.amrapReps ?? s.leastReps)
      guard t.total || s.success, reps >= t.reps, t.reps >= (best?.reps ?? 0) else { continue }
      let said =
        t.total
        ? "\(reps) reps in all"
        : (s.amrapReps != nil ? "the \(s.reached) sets reached \(reps)" : "every set reached \(reps)")
      best = (t.step, t.reps, "+\(HistoryText.load(.weight(t.step))) at \(t.reps)\(t.total ? " total" : ""): \(said)")
    }
    return best.map { ($0.step, $0.tier) }
  }

  /// A failed session: the next stage, the reset after the last, or the
  /// failure rule's count; without any, the load stays.
  func fail(_ state: inout LiftState) {
    if staged != nil, state.stage + 1 < stageCount {
      state.stage += 1
      state.move = .nextStage(state.stage)
    } else if staged != nil, case .step(let w)? = rules.reset, let base = state.stageOneLoad ?? state.load {
      state.stage = 0
      state.load = PlanLoads.adding(w, to: base) ?? base
      state.move = .reset(w)
    } else if staged != nil, case .test(let reps, _)? = rules.reset {
      (state.stage, state.move) = (stageCount, .testNext(reps: reps))
    } else if let f = rules.failure, case .sessions(let n) = f.count {
      state.failures += 1
      guard state.failures >= n, let load = state.load else {
        state.move = .failing(count: state.failures, of: n)
        return
      }
      state.failures = 0
      state.load = deloaded(load, by: f.amount) ?? load
      state.move = .deloaded(f)
    } else {
      state.move = .held
    }
  }

  /// Double progression: every set at the target raises it by the rep
  /// step; past the top of the range the load rises by the step and the
  /// target goes back to the bottom; otherwise the target stays.
  func doubleProgression(_ s: ProgramSession, _ state: inout LiftState) {
    guard s.success, let target = state.target, let repStep = rules.repStep else {
      state.move = .held
      return
    }
    let next = target + repStep
    guard let top, next > top else {
      (state.target, state.move) = (next, .target(next))
      return
    }
    state.target = bottom
    guard let step, let load = state.load, let up = PlanLoads.adding(step, to: load) else {
      state.move = .target(bottom ?? next)
      return
    }
    (state.load, state.move) = (up, .pastTop(step))
  }

  /// A program's deload: a percentage of the working load to the nearest
  /// increment (2.5 kg, 5 lb, or the line's `round`), a tie going up; a
  /// weight or a number of steps taken off as written.
  func deloaded(_ load: Load, by amount: FailureRule.Amount, increment: Weight? = nil) -> Load? {
    switch amount {
    case .percent(let x):
      guard let whole = LoadRounding.scaled(Int64(100), by: Int(x.scale)), whole < 1 << 62 else { return nil }
      let unit = load.writtenUnit ?? .kg
      let increment = rules.round ?? increment ?? Weight(unit.facts.increment, unit)
      return Planner.scaled(load, times: whole - x.significand, over: whole, increment, .nearest)
    case .weight(let w):
      return PlanLoads.adding(Weight(w.value.magnitude.negated, w.unit), to: load)
    case .steps(let k):
      guard let step, let v = DecimalValue(significand: step.value.significand * Int64(k), scale: Int(step.value.scale))
      else { return nil }
      return PlanLoads.adding(Weight(v.negated, step.unit), to: load)
    }
  }

  /// A test after the last stage (`then 85% of 5RM`): its heaviest set of
  /// that many reps, and the first stage at the percentage of it, to the
  /// nearest increment; without such a set the test is planned again.
  func tested(_ s: ProgramSession, _ state: inout LiftState) {
    guard case .test(let reps, let percent)? = rules.reset else {
      state.move = .held
      return
    }
    guard let best = s.best(of: reps), let load = best.load,
      let whole = LoadRounding.scaled(Int64(100), by: Int(percent.scale)), whole < 1 << 62
    else {
      state.move = .testAgain(reps: reps)
      return
    }
    let unit = load.writtenUnit ?? .kg
    let increment = rules.round ?? Weight(unit.facts.increment, unit)
    state.load = Planner.scaled(load, times: percent.significand, over: whole, increment, .nearest) ?? load
    (state.stage, state.failures, state.move) = (0, 0, .tested(best))
  }
}
