/// The training max a plan takes an exercise's percentages of, and what
/// the plan says about it (design programs §1–3, docs/planning.md).
struct PlannedTrainingMax {
  /// The TM of the plan (moved by the cycle's judgement, if one was due).
  var inEffect: TrainingMaxInEffect
  /// True when the plan writes it on the exercise's line: it differs from
  /// the latest TM written in the log, or none was written.
  var writes: Bool
  var explanation: PlanExplanation?
  /// A ramp's steps (docs/planning.md, "Programs": a step on a line of
  /// percentages without `TM`), added to every working percentage set.
  var ramp: Weight? = nil
  /// When the last session moved the ramp: the ramp before it (the
  /// explanation's `from` and `to` are then the first percentage set's).
  var rampBefore: Weight?? = nil
}

extension Planner {
  /// The problem of an exercise whose percentages cannot be planned, if
  /// it has one: no training max to take them of, or a percentage that
  /// plans no load (`percentageProblem`).
  func trainingMaxProblem(_ x: RoutineExercise, _ tm: PlannedTrainingMax?) -> PlanProblem? {
    let percents = x.prescriptions.compactMap(\.percent)
    guard let first = percents.first else { return nil }
    guard let tm = tm?.inEffect else {
      // The three ways to give it one.
      return PlanProblem(.needsTrainingMax, of: x.name) { name in
        "\(name): \(first)% needs a training max, and none is in effect: write one in a session (\(name) TM 140kg), in the routine (\(name) TM 140kg +5kg), or log \(name) sets to take 90% of their best e1RM from"
      }
    }
    return percents.lazy.compactMap { Planner.percentageProblem($0, of: tm) }.first
  }

  /// The training max an exercise's line declares in a routine, the first
  /// line of that exercise with one.
  static func declared(_ name: String, in r: Routine, aliases: ExerciseAliases) -> TrainingMax? {
    let key = ExerciseAliases.key(aliases.resolve(name))
    return r.exercises.first { $0.trainingMax != nil && ExerciseAliases.key(aliases.resolve($0.name)) == key }?
      .trainingMax
  }

  /// The latest TM written for the exercise in a session before `limit`
  /// (a place in `sessions`; every session when nil).
  func latestWritten(_ name: String, before limit: Int? = nil) -> WrittenMax? {
    guard let id = log.id(ExerciseAliases.key(aliases.resolve(name))) else { return nil }
    return log.written(id).last { w in limit.map { Int(w.session) < $0 } ?? true }
  }

  /// The TM in effect (§1): the latest a session wrote (before `limit`),
  /// else the routine's, else 90% of the best e1RM rounded down to the
  /// increment; nil with none of these.
  func trainingMaxInEffect(_ name: String, routine r: Routine?, before limit: Int? = nil) -> TrainingMaxInEffect? {
    let declared = r.flatMap { Planner.declared(name, in: $0, aliases: aliases) }
    let load: Load
    let source: TrainingMaxInEffect.Source
    if let w = latestWritten(name, before: limit) {
      (load, source) = (w.trainingMax.load, .session(w.date))
    } else if let d = declared, let r {
      (load, source) = (d.load, .routine(r.name))
    } else if let (e1RM, date) = bestE1RM(name), let estimate = Planner.ninetyPercent(of: e1RM, round: declared?.round)
    {
      (load, source) = (.weight(estimate), .estimated(e1RM: e1RM, date: date))
    } else {
      return nil
    }
    let unit = load.writtenUnit ?? declared?.round?.unit ?? .kg
    var tm = TrainingMaxInEffect(
      exercise: name, load: load, source: source, increment: Planner.increment(declared?.round, unit: unit))
    if PlanLoads.isAssisted(load) { tm.bodyweight = bodyweight }
    return tm
  }

  /// The increment of a TM in `unit`: the routine's `round` (in that
  /// unit), else 2.5 kg or 5 lb.
  static func increment(_ round: Weight?, unit: WeightUnit) -> Weight {
    if let round, let v = PlanLoads.step(round, in: unit), v.significand > 0 { return Weight(v, unit) }
    return Weight(LoadRounding.standardIncrement(unit), unit)
  }

  /// 90% of an e1RM, rounded down to the increment.
  static func ninetyPercent(of e1RM: Weight, round: Weight?) -> Weight? {
    let inc = increment(round, unit: e1RM.unit)
    return LoadRounding.multiple(of: inc.value, e1RM.value, times: 9, over: 10, .down).map { Weight($0, e1RM.unit) }
  }

  /// The best e1RM (Epley) of the exercise's counted sets with a weight
  /// (sets of 1 to 12 reps), to a tenth of its unit, and its date.
  func bestE1RM(_ name: String) -> (Weight, LocalDate)? {
    var best: (score: ExactAmount, weight: Weight, reps: Int, date: LocalDate)? = nil
    for b in recent(name).reversed() {
      for s in b.sets where s.counts {
        guard case .weight(let w)? = s.load, let reps = s.reps, Epley.estimates(reps: reps), !w.value.isNegative
        else { continue }
        let score = Epley.score(mass: ExactAmount.mass(w), reps: reps)
        if best.map({ $0.score < score }) ?? true { best = (score, w, reps, b.date) }
      }
    }
    // To a tenth, as the history gives an e1RM (the kernel's Epley.tenths).
    guard let best, let e1rm = Planner.weight(tenths: Epley.tenths(of: best.weight, reps: best.reps), best.weight.unit)
    else { return nil }
    return (e1rm, best.date)
  }

  /// A percentage of a TM, rounded to the nearest multiple of its
  /// increment (a tie going up); of the added load for bodyweight work;
  /// of what is lifted for assisted work (`assisted`).
  static func load(_ percent: DecimalValue, of tm: TrainingMaxInEffect) -> Load? {
    let numerator = percent.significand
    guard let denominator = LoadRounding.scaled(100, by: Int(percent.scale)), denominator < 1 << 62 else {
      return nil
    }
    if PlanLoads.isAssisted(tm.load) { return assisted(tm, times: numerator, over: Int64(denominator), .nearest) }
    return scaled(tm.load, times: numerator, over: Int64(denominator), tm.increment, .nearest)
  }

  /// A fraction of an assisted TM (`BW-30kg`): that share of what the
  /// lifter lifts with it at the body weight of the plan's date (body
  /// weight less the assistance), as the assistance (or, past the body
  /// weight, the added load) that lifts it, a multiple of the increment.
  /// Nil without a body weight, or with an assistance not below it.
  static func assisted(
    _ tm: TrainingMaxInEffect, times numerator: Int64, over denominator: Int64, _ direction: LoadRounding.Direction
  ) -> Load? {
    guard case .bodyweight(let a?) = tm.load, let bw = tm.bodyweight,
      let added = LoadRounding.assisted(
        bodyweight: bw, assistance: a, times: numerator, over: denominator,
        increment: Planner.increment(tm.increment, unit: a.unit), direction)
    else { return nil }
    return .bodyweight(added: added.significand == 0 ? nil : Weight(added, a.unit))
  }

  /// A TM after two cycles not earned: 90% of itself, rounded down to the
  /// increment; for an assisted TM, 90% of what is lifted (more
  /// assistance), or without a body weight one step more assistance, as a
  /// stalled assisted load gets.
  static func deloaded(_ tm: TrainingMaxInEffect, step: Weight) -> Load? {
    guard PlanLoads.isAssisted(tm.load) else { return scaled(tm.load, times: 9, over: 10, tm.increment, .down) }
    return assisted(tm, times: 9, over: 10, .down) ?? PlanLoads.deloaded(tm.load, step: step)
  }

  /// A load times a fraction, as a multiple of the increment (in the
  /// load's unit); `BW` stays `BW`.
  static func scaled(
    _ load: Load, times numerator: Int64, over denominator: Int64, _ increment: Weight,
    _ direction: LoadRounding.Direction
  ) -> Load? {
    func multiple(_ w: Weight) -> Weight? {
      let inc = Planner.increment(increment, unit: w.unit).value
      return LoadRounding.multiple(of: inc, w.value, times: numerator, over: denominator, direction)
        .map { Weight($0, w.unit) }
    }
    switch load {
    case .weight(let w):
      return multiple(w).map { .weight($0) }
    case .bodyweight(nil):
      return load
    case .bodyweight(let a?):
      guard let v = multiple(a) else { return nil }
      return .bodyweight(added: v.value.significand == 0 ? nil : v)
    }
  }
}

extension Planner {
  /// Why a percentage of a TM plans nothing a lifter can lift, if it does
  /// not: `0%`, a TM of 0, a `round` that takes the load to 0, an assisted
  /// TM without a body weight or with an assistance not below it, or a load
  /// past a number's digits. Never a plan of `0kg × 5`, nor a silent fall
  /// to the ordinary rules.
  static func percentageProblem(_ percent: DecimalValue, of tm: TrainingMaxInEffect) -> PlanProblem? {
    let load = Planner.load(percent, of: tm)
    let zero: Bool
    switch load {
    case .weight(let w)?: zero = w.value.significand == 0
    case .bodyweight?: zero = false
    case nil: zero = false
    }
    if load != nil, !zero, percent.significand != 0 { return nil }
    let name = Excerpt.cut(tm.exercise)
    let of = "\(percent)% of TM \(HistoryText.load(tm.load)) (\(tm.origin))"
    if percent.significand == 0 {
      return .percentagePlansNoLoad(tm.exercise, "\(of) is nothing to lift: write a percentage above 0")
    }
    if case .bodyweight(let a?) = tm.load, a.value.isNegative {
      let lifted = "the body weight less \(HistoryText.weight(Weight(a.value.negated, a.unit)))"
      guard let bw = tm.bodyweight else {
        return PlanProblem(.needsBodyweight, of: tm.exercise) { name in
          "\(name): \(of) is a share of what is lifted, \(lifted), and no body weight is recorded on or before the plan's date: write one in a session (Bodyweight 80kg), or an assistance instead of the percentage (\(name) BW-40kg 5)"
        }
      }
      return .percentagePlansNoLoad(
        tm.exercise,
        "\(of) is a share of what is lifted, \(lifted), and the body weight is \(HistoryText.weight(bw)): nothing is lifted; write a TM of less assistance than the body weight"
      )
    }
    if case .weight(let w) = tm.load, w.value.significand == 0 {
      return .percentagePlansNoLoad(tm.exercise, "\(of) is nothing to lift: write the training max (\(name) TM 140kg)")
    }
    if zero {
      return .percentagePlansNoLoad(
        tm.exercise,
        "\(of) is 0\(tm.increment.unit.rawValue) to the nearest \(HistoryText.weight(tm.increment)): write a smaller round on the TM line (round 2.5kg)"
      )
    }
    return .percentagePlansNoLoad(
      tm.exercise, "\(of) makes more than the 15 digits of a number: write a smaller training max or percentage")
  }
}

extension PlanLoads {
  /// Whether a load is an assisted one (`BW-30kg`).
  static func isAssisted(_ l: Load) -> Bool {
    if case .bodyweight(let a?) = l { return a.value.isNegative }
    return false
  }
}

extension PlanProblem {
  /// A percentage that plans no load: what it is of, and what to write.
  static func percentagePlansNoLoad(_ exercise: String, _ what: String) -> PlanProblem {
    PlanProblem(.percentagePlansNoLoad, of: exercise) { "\($0): \(what)" }
  }
}
