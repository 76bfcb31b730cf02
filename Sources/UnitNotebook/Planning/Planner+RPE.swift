/// RPE targets (docs/planning.md, "RPE targets"; design programs.md §4):
/// a prescription such as `Deadlift 3 @9` plans its load from the
/// exercise's recent strength, not by a step.
extension Planner {
  /// A prescription with an RPE target, planned by it (docs/planning.md):
  /// last time's best e1RM × pct(reps, target), rounded to the increment;
  /// every set carries the target. Nil when the ordinary rules plan it
  /// (`rpeProblem` says why a target cannot be planned).
  func planByRPE(
    _ p: Prescription, of x: RoutineExercise, trainingMax tm: PlannedTrainingMax?, _ blocks: [Block], _ slot: Slot
  ) -> ([WorkoutSet], PlanExplanation?)? {
    guard let target = p.rpe, p.percent == nil, let reps = p.reps, let last = blocks.first,
      let best = Planner.strongest(last.sets), case .weight(let done)? = best.set.load
    else { return nil }
    let declared = tm?.inEffect.increment
    let unit =
      declared?.unit ?? Planner.unit(of: x) ?? x.trainingMax?.load.writtenUnit ?? done.unit
    let increment = declared ?? Planner.increment(x.trainingMax?.round, unit: unit)
    guard let mass = RPETable.load(oneRepMax: best.oneRepMax, reps: reps, rpe: target),
      let planned = LoadRounding.nearest(mass, increment: increment)
    else { return nil }
    let s = WorkoutSet(kind: p.kind, load: .weight(planned), reps: reps, rpe: target, amrap: p.amrap)
    var shown = Planner.planned(best.set)
    shown.rpe = best.set.rpe
    let basis = RPEBasis(
      reps: reps, target: target, oneRepMax: Planner.tenths(best.oneRepMax, of: unit), set: shown)
    let why = PlanExplanation(
      exercise: x.name, rule: .rpeTarget, from: best.set.load, to: .weight(planned), dates: [last.date],
      reached: nil, isWarning: false, rpe: basis)
    return (Array(repeating: s, count: slot.count), why)
  }

  /// Planned sets of a prescription with an RPE target each carry it
  /// (`185kg × 3 @9`, `80% 3×5 @8`'s too): ticking a set records it as
  /// done at the target, to be changed to the RPE it felt.
  static func targeted(_ sets: [WorkoutSet], _ p: Prescription) -> [WorkoutSet] {
    guard let target = p.rpe else { return sets }
    return sets.map { s in
      var t = s
      t.rpe = target
      return t
    }
  }

  /// The set of `sets` with the best estimated one-rep max among the
  /// counted ones (the first of equals), and that max in 10⁻²³ kg.
  static func strongest(_ sets: [WorkoutSet]) -> (set: WorkoutSet, oneRepMax: ExactAmount)? {
    var best: (set: WorkoutSet, oneRepMax: ExactAmount)? = nil
    for s in sets where s.counts {
      guard let m = SetOneRepMax.estimate(s) else { continue }
      if best.map({ $0.oneRepMax < m }) ?? true { best = (s, m) }
    }
    return best
  }

  /// A mass in 10⁻²³ kg as a weight in tenths of `unit` (as the history
  /// shows an e1RM).
  static func tenths(_ mass: ExactAmount, of unit: WeightUnit) -> Weight {
    weight(tenths: mass.tenths(of: unit), unit) ?? Weight(.zero, unit)
  }

  /// A count of tenths of `unit` as a weight (nil when a notebook number
  /// cannot hold it).
  static func weight(tenths: ExactAmount, _ unit: WeightUnit) -> Weight? {
    tenths.uint64.flatMap { Int64(exactly: $0) }.flatMap { DecimalValue(significand: $0, scale: 1) }
      .map { Weight($0, unit) }
  }

  /// The problem of an RPE target's load that the TM's `round` takes to
  /// 0 (`Deadlift TM 200kg round 1000kg`): never a plan of `0kg × 3`.
  static func roundedToNothing(_ why: PlanExplanation) -> PlanProblem? {
    guard why.rule == .rpeTarget, case .weight(let w)? = why.to, w.value.significand == 0 else { return nil }
    let basis = why.rpe.map { " (\($0))" } ?? ""
    return .percentagePlansNoLoad(
      why.exercise,
      "the RPE target's load\(basis) is 0\(w.unit.rawValue) to the TM's round: write a smaller round on the TM line (round 2.5kg)"
    )
  }

  /// Why an exercise's RPE targets cannot be planned, if they cannot: a
  /// target the table does not define (x ≥ 16), or no last time and no
  /// LOAD in the routine.
  func rpeProblem(_ x: RoutineExercise, _ blocks: [Block]) -> PlanProblem? {
    for p in x.prescriptions where p.kind != .warmup && p.percent == nil {
      guard let target = p.rpe, let reps = p.reps else { continue }
      if RPETable.fraction(reps: reps, rpe: target) == nil {
        return PlanProblem(.rpeTooFarFromMax, of: x.name) { name in
          "\(name): \(reps) @\(target) is too far from a max to plan by RPE: (10 − RPE) + (reps − 1) must be below 16; write fewer reps or a higher RPE"
        }
      }
      // Nothing to plan from: the two ways to give it a load.
      if blocks.isEmpty, p.load == nil {
        return PlanProblem(.noLoadForRPE, of: x.name) { name in
          "\(name): \(reps) @\(target) has no history to plan from and no load in the routine: log \(name) sets, or write a load for the first time (\(name) 100kg \(reps) @\(target))"
        }
      }
    }
    return nil
  }
}
