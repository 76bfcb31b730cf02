@testable import UnitNotebook

/// Routines for the generated notebooks: every one can be printed and read
/// back, as the sessions.
extension NotebookGenerator {
  mutating func routine(sessionsBefore: Int) -> Routine {
    var r = Routine(name: rng.chance(0.5) ? rng.pick(["Lower A", "Upper A", "Push", "Pull", "5/3/1 Week 1"]) : text())
    r.sessionsBefore = sessionsBefore
    if rng.chance(0.3) { r.notes = notes() }
    for _ in 0..<rng.int(0...6) { r.exercises.append(routineExercise()) }
    if rng.chance(0.3) {
      var before = 0
      for _ in 0..<rng.int(1...3) {
        before = rng.int(before...r.exercises.count)
        r.sections.append(
          RoutineSection(name: rng.pick(["Week 1 Squat", "Heavy", "Deload", "Week 3 Bench"]), exercisesBefore: before))
      }
    }
    return r
  }

  mutating func routineExercise() -> RoutineExercise {
    var x = RoutineExercise(name: rng.chance(0.75) ? rng.pick(Self.plainNames) : text())
    if rng.chance(0.1) { x.superset = String(rng.pick(Array("ABC"))) + String(rng.int(1...3)) }
    if rng.chance(0.15) { x.notes = notes() }
    if rng.chance(0.15) { x.trainingMax = trainingMax(inRoutine: true) }
    for _ in 0..<rng.pick([0, 1, 1, 1, 2, 2, 3]) { x.prescriptions.append(prescription()) }
    // Lines of a program: groups joined to the line before, and its rules.
    for k in x.prescriptions.indices {
      if k > 0, rng.chance(0.3) {
        x.prescriptions[k].joined = true
        x.prescriptions[k].step = nil
        x.prescriptions[k].rest = nil
        x.prescriptions[k].note = nil
      } else if rng.chance(0.3) {
        x.prescriptions[k].progression = progression()
      }
      if x.prescriptions[k].percent != nil, rng.chance(0.2) {
        x.prescriptions[k].percentPlus = Weight(decimal(signed: false), rng.pick(WeightUnit.allCases))
      }
    }
    return x
  }

  /// A line's rules, each by chance, at least one.
  mutating func progression() -> Progression {
    var r = Progression()
    r.movesTrainingMax = rng.chance(0.3)
    if rng.chance(0.2) { r.repStep = rng.int(1...3) }
    for _ in 0..<rng.pick([0, 0, 1, 3]) {
      r.tiers.append(
        StepTier(
          step: Weight(decimal(signed: false), rng.pick(WeightUnit.allCases)), reps: rng.int(1...80),
          total: rng.chance(0.3)))
    }
    if rng.chance(0.4) {
      let amount: FailureRule.Amount = rng.pick([
        .percent(DecimalValue(10)), .percent(DecimalValue(significand: 125, scale: 1) ?? 10),
        .weight(Weight(decimal(signed: false), rng.pick(WeightUnit.allCases))), .steps(rng.int(1...3)),
      ])
      r.failure = FailureRule(amount: amount, count: rng.chance(0.3) ? .cycle : .sessions(rng.int(1...3)))
    }
    if rng.chance(0.3) {
      for _ in 0..<rng.int(1...3) {
        r.stages.append(
          (0..<rng.int(1...2)).map { _ in
            SetScheme(sets: rng.int(1...10), reps: rng.int(1...10), amrap: rng.chance(0.4))
          })
      }
      if rng.chance(0.5) {
        r.reset =
          rng.chance(0.5)
          ? .step(Weight(decimal(signed: false), rng.pick(WeightUnit.allCases)))
          : .test(reps: rng.int(1...5), percent: DecimalValue(85))
      }
    }
    if rng.chance(0.15) { r.test = rng.int(1...5) }
    if rng.chance(0.15) {
      r.round = Weight(DecimalValue(significand: 25, scale: 1) ?? 1, rng.pick(WeightUnit.allCases))
    }
    if rng.chance(0.15) { r.role = rng.pick(["T1", "T2", "T3", "accessory", "Light2"]) }
    if r == Progression() { r.movesTrainingMax = true }
    return r
  }

  mutating func prescription() -> Prescription {
    var p = Prescription()
    p.kind = rng.chance(0.75) ? .normal : rng.pick(SetKind.allCases)
    switch rng.int(0...5) {
    case 0: p.load = nil
    case 1: p.load = .bodyweight(added: nil)
    case 2: p.load = .bodyweight(added: Weight(decimal(signed: true), rng.pick(WeightUnit.allCases)))
    default: p.load = .weight(Weight(decimal(signed: false), rng.pick(WeightUnit.allCases)))
    }
    if p.load == nil, rng.chance(0.3) {
      p.percent = rng.pick([
        DecimalValue(40), DecimalValue(85), DecimalValue(significand: 725, scale: 1)!, DecimalValue(150), .zero,
      ])
    }
    p.sets = rng.chance(0.9) ? rng.int(1...6) : rng.int(1...(p.load == nil && p.percent == nil ? 20 : 1000))
    if rng.chance(0.2) {
      p.rpe = rng.pick([DecimalValue(8), DecimalValue(10), DecimalValue(1), DecimalValue(significand: 75, scale: 1)!])
    }
    switch rng.int(0...7) {
    case 0: p.seconds = seconds()
    case 1: p.distance = distance()
    case 2:
      p.distance = distance()
      p.seconds = seconds()
    case 3, 4:
      p.reps = rng.int(0...15)
      p.maxReps = (p.reps ?? 0) + rng.int(1...10)
      if rng.chance(0.1) { p.seconds = seconds() }
    default: p.reps = rng.int(0...20)
    }
    if rng.chance(0.35) { p.step = Weight(decimal(signed: false), rng.pick(WeightUnit.allCases)) }
    if rng.chance(0.35) { p.rest = seconds() }
    if rng.chance(0.1) { p.note = text() }
    if p.reps != nil, p.maxReps == nil, rng.chance(0.15) { p.amrap = true }
    return p
  }
}
