/// An exercise planned by its program's rules (docs/planning.md,
/// "Programs"): the state its logged sessions replay to, its stage's
/// scheme at the state's load, and one explanation line.
extension Planner {
  /// True when a routine is a program: some line of it writes rules.
  static func isProgram(_ r: Routine) -> Bool {
    r.exercises.contains { x in x.prescriptions.contains { $0.progression != nil } }
  }

  func planProgram(_ x: RoutineExercise, _ lift: ProgramLift, in r: Routine?) -> ExercisePlan {
    let state = replay(x, lift, titles: r.flatMap { roleTitles(x.name, role: lift.rules.role, in: $0) })
    let working = lift.prescriptions(stage: state.stage, target: state.target)
    var sets: [WorkoutSet] = []
    var placed = false
    for p in x.prescriptions {
      if p.kind == .warmup {
        let s = WorkoutSet(kind: .warmup, load: p.load, reps: p.reps, seconds: p.seconds, distance: p.distance)
        sets += Array(repeating: s, count: Swift.max(p.sets, 0))
      } else if !placed {
        placed = true
        sets += Planner.workingSets(working, state, lift)
      }
    }
    var why = Planner.explain(x.name, lift, state)
    // A program's loads are starting values (programs-library.md): once the
    // lift is logged, it is planned in the unit the lifter logs it in.
    let logged = state.last == nil ? nil : state.load?.writtenUnit
    if let unit = logged ?? Planner.unit(of: x) ?? PlanLoads.firstUnit(sets.map(\.load)) {
      PlanLoads.convert(&sets, to: unit)
      why.to = why.to.map { PlanLoads.converted($0, to: unit) }
    }
    // Nothing to earn and nothing earned (rule 5): no line, as before.
    let silent = why.rule == .held && !lift.hasRules
    return ExercisePlan(
      exercise: Exercise(name: x.name, superset: x.superset, sets: sets), explanations: silent ? [] : [why])
  }

  /// The one line that says what the rules made of the last session.
  static func explain(_ name: String, _ lift: ProgramLift, _ state: LiftState) -> PlanExplanation {
    var why = PlanExplanation(
      exercise: name, rule: .held, from: state.last?.load, to: state.load, dates: state.last.map { [$0.date] } ?? [],
      reached: nil, isWarning: false)
    let last = state.last
    let on = last.map { " on \($0.date)" } ?? ""
    let missed = (last?.shortfall ?? "") + on
    switch state.move {
    case .none:
      let reps = lift.lines.contains { $0.reps != nil }
      (why.rule, why.from, why.isWarning) = (.noHistory, nil, state.load == nil && reps)
    case .stepped(_, let tier?):
      (why.rule, why.reached) = (.stepByReps, tier + on)
    case .stepped:
      (why.rule, why.reached) = (.earned, last?.reached)
    case .held:
      why.reached = last?.success == true ? "every set reached \(last?.reached ?? ""), no step earned" : last?.shortfall
    case .failing(let count, let n):
      (why.rule, why.reached) = (.failureRule, "\(missed): \(count) of \(n) failed sessions in a row")
    case .deloaded(let f):
      (why.rule, why.reached) = (.failureRule, "\(ProgramLift.said(f, step: lift.step)): \(missed)")
    case .nextStage(let k):
      (why.rule, why.reached) = (.nextStage, "\(missed): stage \(k + 1), \(lift.scheme(stage: k))")
    case .reset(let w):
      (why.rule, why.reached) = (
        .nextStage, "\(missed), the last stage: \(lift.scheme(stage: 0)) at +\(HistoryText.load(.weight(w)))"
      )
    case .target(let t):
      (why.rule, why.reached) = (.repTarget, "every set reached \(last?.reached ?? "")\(on): \(t) reps next")
    case .testNext(let reps):
      (why.rule, why.reached) = (
        .nextStage, "\(missed), the last stage: test a \(reps)RM, then \(lift.resetPercent)% of it"
      )
    case .testAgain(let reps):
      // The session after the failed last stage, test or not, is judged
      // by its sets of that many reps only: no set of it is to blame.
      (why.rule, why.reached) = (
        .nextStage, "no set of \(reps) reps done\(on): test a \(reps)RM, then \(lift.resetPercent)% of it"
      )
    case .tested(let best):
      let set = HistoryText.load(best.load ?? .bodyweight(added: nil)) + " × \(best.reps ?? 0)"
      (why.rule, why.from) = (.nextStage, best.load)
      why.reached =
        "\(set) on \(last.map { "\($0.date)" } ?? ""): \(lift.resetPercent)% of it, \(lift.scheme(stage: 0))"
    case .pastTop:
      (why.rule, why.reached) = (
        .repTarget,
        "every set reached \(lift.top.map(String.init) ?? "the top")\(on): the top of the range, back to \(lift.bottom.map(String.init) ?? "the bottom")"
      )
    }
    return why
  }
}

extension ProgramLift {
  /// A failure rule as the line writes it: `−10% after 2`, `−3 steps after cycle`.
  static func said(_ f: FailureRule, step: Weight?) -> String {
    let amount: String
    switch f.amount {
    case .percent(let x): amount = "−\(x)%"
    case .weight(let w): amount = "−\(HistoryText.load(.weight(Weight(w.value.magnitude, w.unit))))"
    case .steps(let k): amount = "−\(k) step\(k == 1 ? "" : "s")"
    }
    switch f.count {
    case .sessions(let n): return "\(amount) after \(n) failed session\(n == 1 ? "" : "s")"
    case .cycle: return "\(amount) after a missed cycle"
    }
  }
}

extension Planner {
  /// A percentage's load plus the line's added load (`85%+5lb`) and, for
  /// a working set, the ramp's steps; each added as written.
  static func plus(_ load: Load, _ p: Prescription, _ ramp: Weight?) -> Load {
    var result = load
    if let w = p.percentPlus { result = PlanLoads.adding(w, to: result) ?? result }
    if p.kind != .warmup, let ramp { result = PlanLoads.adding(ramp, to: result) ?? result }
    return result
  }

  /// When the last session moved the ramp: its line, from the first
  /// working percentage set's load before to its load now.
  static func rampExplained(_ tm: PlannedTrainingMax, _ x: RoutineExercise) -> PlanExplanation? {
    guard case .some(let before) = tm.rampBefore, var why = tm.explanation,
      let p = x.prescriptions.first(where: { $0.kind != .warmup && $0.percent != nil }),
      let base = p.percent.flatMap({ Planner.load($0, of: tm.inEffect) })
    else { return nil }
    why.from = Planner.plus(base, p, before)
    why.to = Planner.plus(base, p, tm.ramp)
    return why
  }
}

extension Planner {
  /// The working sets of the next session: its stage's scheme at the
  /// state's load, or a test (`then 85% of 5RM`): one set of that many
  /// reps at the last load, the lifter working up from it.
  static func workingSets(_ working: [Prescription], _ state: LiftState, _ lift: ProgramLift) -> [WorkoutSet] {
    if state.stage >= lift.stageCount, case .test(let reps, _)? = lift.rules.reset {
      return [WorkoutSet(kind: .normal, load: state.load, reps: reps, amrap: false)]
    }
    return working.flatMap { w in Planner.bottom(w, load: lift.load(of: w, at: state.load), count: Swift.max(w.sets, 0))
    }
  }
}

extension ProgramLift {
  /// The percentage of a test the first stage restarts at (`then 85% of 5RM`).
  var resetPercent: String {
    if case .test(_, let percent)? = rules.reset { return "\(percent)" }
    return ""
  }
}
