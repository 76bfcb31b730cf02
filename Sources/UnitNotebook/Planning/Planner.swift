/// Plans the next session from routines and last time (docs/planning.md,
/// the rules of design §6): a pure function of the notebooks' sessions,
/// in history order, and their routines.
struct Planner {
  /// The sessions of the history up to the plan's date (that day
  /// included), in the history's order.
  let log: PlanningLog
  /// Every routine, in the order written (files in the order given).
  let routines: [Routine]
  let aliases: ExerciseAliases
  /// The body weight on the plan's date (the latest weigh-in on or before
  /// it): what an assisted training max's percentages are shares of.
  var bodyweight: Weight? = nil

  /// An exercise in one session of the history: all its sets that day.
  struct Block {
    var date: LocalDate
    var sets: [WorkoutSet]
  }

  /// The routine a name stands for (the last written of that name).
  func routine(named name: String) -> Routine? {
    let key = ExerciseAliases.key(name)
    return routines.last { ExerciseAliases.key($0.name) == key }
  }

  /// The last session of the history with that title and at least one
  /// exercise (a heading alone, just typed, is nothing to repeat).
  func lastSession(titled name: String) -> Session? {
    let place = log.titled(ExerciseAliases.key(name)).last { log.index.sessions[Int($0)].hasExercises }
    return place.flatMap { log.session(Int($0)) }
  }

  /// The date of the last session of a title (identity key) that names an
  /// exercise, over the whole history.
  func lastDate(_ title: String) -> LocalDate? { log.lastDate(titled: ExerciseAliases.key(title)) }

  /// Routine names and session titles, each once (the first spelling).
  var names: [String] {
    var seen: Set<String> = []
    return (routines.map(\.name) + log.sessions.compactMap(\.title)).filter { n in
      let k = ExerciseAliases.key(n)
      return !k.isEmpty && seen.insert(k).inserted
    }
  }

  /// The most recent sessions (newest first, at most `limit`) in which the
  /// exercise has a counted set, with all its sets of that day, read back.
  func recent(_ name: String, limit: Int = .max) -> [Block] {
    let key = ExerciseAliases.key(aliases.resolve(name))
    let places = log.id(key).map { log.counted($0) } ?? []
    return places.suffix(Swift.max(limit, 0)).reversed().compactMap { log.sets(of: key, at: Int($0)) }
  }

  func plan(routine r: Routine, on date: LocalDate) -> SessionPlan {
    if Planner.plansByCycles(r) { return planCycle(r, on: date) }
    let program = Planner.isProgram(r)
    return Planner.session(
      r.exercises.map { plan($0, routine: r, inProgram: program) }, date: date, title: r.name, of: r,
      lastDate: lastDate(r.name))
  }

  /// The session of a routine's exercises planned: their problems, and
  /// their explanations each once (two lines that change alike say it once).
  static func session(
    _ plans: [ExercisePlan], date: LocalDate, title: String, of r: Routine, lastDate: LocalDate?
  ) -> SessionPlan {
    var seen: Set<PlanExplanation> = []
    return SessionPlan(
      session: Session(date: date, title: title, exercises: plans.map(\.exercise)),
      explanations: plans.flatMap(\.explanations).filter { seen.insert($0).inserted }, source: .routine(r.name),
      lastDate: lastDate, problems: plans.flatMap(\.problems))
  }

  /// The last session with that title repeated: each exercise with the
  /// sets of its own last time, planned.
  func repeating(_ last: Session, on date: LocalDate) -> SessionPlan {
    var seen: Set<String> = []
    let exercises = last.exercises.filter { seen.insert(ExerciseAliases.key(aliases.resolve($0.name))).inserted }
      .map(repeated)
    return SessionPlan(
      session: Session(date: date, title: last.title, exercises: exercises), explanations: [],
      source: .lastSession(last.date), lastDate: last.title.flatMap(lastDate) ?? last.date)
  }

  /// An exercise with the sets of its last time (or, never counted, its
  /// sets as written there), planned.
  func repeated(_ x: Exercise) -> Exercise {
    var sets = (recent(x.name, limit: 1).first?.sets ?? x.sets).map(Planner.planned)
    // One unit: that of its first load.
    if let unit = PlanLoads.firstUnit(sets.map(\.load)) { PlanLoads.convert(&sets, to: unit) }
    return Exercise(name: x.name, superset: x.superset, sets: sets)
  }

  /// A set as a plan: its kind, load and amounts, no marks.
  static func planned(_ s: WorkoutSet) -> WorkoutSet {
    WorkoutSet(kind: s.kind, load: s.load, reps: s.reps, seconds: s.seconds, distance: s.distance)
  }

  /// One exercise of a routine, planned; its percentages of `trainingMax`.
  func plan(
    _ x: RoutineExercise, trainingMax tm: PlannedTrainingMax? = nil, routine r: Routine? = nil, inProgram: Bool = false
  ) -> ExercisePlan {
    let x = Planner.withLinesLoads(x)
    if tm == nil, let lift = ProgramLift(x, inProgram: inProgram) { return planProgram(x, lift, in: r) }
    let blocks = recent(x.name, limit: 3)
    guard !x.prescriptions.isEmpty else {
      // An exercise to do without numbers: last time's sets, if any.
      let sets = blocks.first?.sets.map(Planner.planned) ?? []
      return ExercisePlan(exercise: Exercise(name: x.name, superset: x.superset, sets: sets), explanations: [])
    }
    if let problem = trainingMaxProblem(x, tm) ?? rpeProblem(x, blocks) {
      return ExercisePlan(
        exercise: Exercise(name: x.name, superset: x.superset), explanations: [], problems: [problem])
    }
    let slots = Planner.slots(of: x)
    // The lines the step rules plan are judged together: one verdict.
    let stepped = zip(x.prescriptions, slots).compactMap { p, slot in slot.flatMap { p.percent == nil ? (p, $0) : nil }
    }
    let verdict = judgeTogether(stepped, blocks)
    var sets: [WorkoutSet] = []
    var explanations: [PlanExplanation] = []
    var explained = false
    for (p, slot) in zip(x.prescriptions, slots) {
      let percentLoad = tm.flatMap { tm in
        p.percent.flatMap { Planner.load($0, of: tm.inEffect) }.map { Planner.plus($0, p, tm.ramp) }
      }
      guard let slot else {
        let s = WorkoutSet(
          kind: .warmup, load: percentLoad ?? p.load, reps: p.reps, seconds: p.seconds, distance: p.distance)
        sets += Array(repeating: s, count: Swift.max(p.sets, 0))
        continue
      }
      var (planned, why) =
        percentLoad.map { (Planner.bottom(p, load: $0, count: slot.count), nil) }
        ?? planByRPE(p, of: x, trainingMax: tm, blocks, slot) ?? plan(p, x.name, blocks, slot, verdict)
      if let problem = why.flatMap(Planner.roundedToNothing) {
        return ExercisePlan(
          exercise: Exercise(name: x.name, superset: x.superset), explanations: [], problems: [problem])
      }
      sets += Planner.targeted(planned, p)
      // One line of the step rules an exercise (its first line's), and every warning.
      if let w = why, w.rule != .rpeTarget, explained, !w.isWarning { why = nil }
      if let why { explanations.append(why) }
      explained = explained || (why.map { $0.rule != .rpeTarget } ?? false)
    }
    // One unit for the exercise: the TM's, else the routine's, else last time's.
    if let unit = tm?.inEffect.load.writtenUnit ?? Planner.unit(of: x) ?? PlanLoads.firstUnit(sets.map(\.load)) {
      PlanLoads.convert(&sets, to: unit)
      for k in explanations.indices {
        explanations[k].to = explanations[k].to.map { PlanLoads.converted($0, to: unit) }
      }
    }
    let written = tm.flatMap { $0.writes ? TrainingMax(load: $0.inEffect.load) : nil }
    return ExercisePlan(
      exercise: Exercise(name: x.name, superset: x.superset, sets: sets, trainingMax: written),
      explanations: (tm.flatMap { Planner.rampExplained($0, x) } ?? tm?.explanation).map { [$0] + explanations }
        ?? explanations)
  }

  /// The exercise with each group after a comma that writes no load given
  /// its line's (docs/syntax.md: `85% 3×3, 1×3+` is 85% for the 3+ set).
  static func withLinesLoads(_ x: RoutineExercise) -> RoutineExercise {
    var x = x
    var line: Prescription? = nil
    for k in x.prescriptions.indices {
      let p = x.prescriptions[k]
      guard p.joined else {
        line = p
        continue
      }
      guard let line, p.load == nil, p.percent == nil else { continue }
      (x.prescriptions[k].load, x.prescriptions[k].percent) = (line.load, line.percent)
      x.prescriptions[k].percentPlus = line.percentPlus
    }
    return x
  }

  /// The unit the routine writes an exercise's loads in (its first load
  /// with a unit), if any.
  static func unit(of x: RoutineExercise) -> WeightUnit? {
    PlanLoads.firstUnit(x.prescriptions.map(\.load))
  }

  /// Where a working prescription's sets stand among the exercise's
  /// working sets: from `offset`, `count` of them, or all the rest for the
  /// last prescription.
  struct Slot {
    var offset: Int
    var count: Int
    var isLast: Bool

    /// The slot's places among `n` working sets.
    func places(among n: Int) -> Range<Int> {
      Swift.min(offset, n)..<(isLast ? n : Swift.min(offset + count, n))
    }
  }

  /// What one session says about a prescription: the counted sets in its
  /// slot, the heaviest counted load, and whether the step was earned.
  struct Judgement {
    var date: LocalDate
    var counted: [WorkoutSet]
    var load: Load?
    var earned: Bool
    /// The counted sets' reps added up (or, for timed or distance work,
    /// their time or distance): what tells progress within a load.
    var work: ExactAmount
  }

  func judge(_ b: Block, _ p: Prescription, _ slot: Slot) -> Judgement {
    let working = b.sets.filter { $0.kind != .warmup }
    let mine = Array(working[slot.places(among: working.count)])
    var counted = mine.filter(\.counts)
    if counted.isEmpty, let last = working.last(where: \.counts) { counted = [last] }
    var load: Load? = nil
    for s in counted {
      guard let l = s.load else { continue }
      if load.map({ PlanLoads.less($0, l) }) ?? true { load = l }
    }
    let earned = mine.count >= slot.count && !mine.isEmpty && mine.allSatisfy { Planner.reaches($0, p) }
    // The work done: a ✗ set's reps were done too (missed, not undone).
    var work = ExactAmount.zero
    for s in mine where s.status != .planned {
      if p.reps != nil {
        work = work.plus(ExactAmount(UInt64(Swift.max(s.reps ?? 0, 0))))
      } else if p.seconds != nil {
        work = work.plus(s.seconds.map(ExactAmount.seconds) ?? .zero)
      } else if let d = s.distance {
        work = work.plus(ExactAmount.distance(d))
      }
    }
    return Judgement(date: b.date, counted: counted, load: load, earned: earned, work: work)
  }

  /// True when a set was done (✓) and reached the top of the
  /// prescription's range (its fixed reps, its duration, its distance), or
  /// `reps` when given. The reps done decide, not the mark alone: a ✓ on a
  /// short set is short, and a ✗ set is missed whatever its reps.
  static func reaches(_ s: WorkoutSet, _ p: Prescription, reps: Int? = nil) -> Bool {
    guard s.status == .done else { return false }
    if let r = reps ?? p.reps {
      guard let done = s.reps, done >= (reps ?? p.maxReps ?? r) else { return false }
    }
    if let t = p.seconds {
      guard let done = s.seconds, !(ExactAmount.seconds(done) < ExactAmount.seconds(t)) else { return false }
    }
    if let d = p.distance {
      guard let done = s.distance, !(ExactAmount.distance(done) < ExactAmount.distance(d)) else { return false }
    }
    return true
  }

  /// The top of a prescription, as a set writes it: `5`, `12`, `60s`, `40m`.
  static func top(_ p: Prescription) -> String {
    var parts: [String] = []
    if let r = p.reps { parts.append(String(p.maxReps ?? r)) }
    if let d = p.distance { parts.append("\(d.value)\(d.unit.rawValue)") }
    // As the canonical form writes a duration: `60s`, then `1:30`.
    if let t = p.seconds {
      parts.append(
        !(ExactAmount.seconds(DecimalValue(60)) < ExactAmount.seconds(t)) ? "\(t)s" : HistoryText.duration(t))
    }
    return parts.joined(separator: " ")
  }

  /// `count` sets at a load, at the bottom of the range.
  static func bottom(_ p: Prescription, load: Load?, count: Int) -> [WorkoutSet] {
    let s = WorkoutSet(
      kind: p.kind, load: load, reps: p.reps, seconds: p.seconds, distance: p.distance, amrap: p.amrap)
    return Array(repeating: s, count: count)
  }

  /// One working prescription, planned by the rules on the exercise's
  /// `verdict` (its lines judged together), and its explanation.
  func plan(
    _ p: Prescription, _ name: String, _ blocks: [Block], _ slot: Slot, _ verdict: ExerciseVerdict
  ) -> ([WorkoutSet], PlanExplanation?) {
    guard let first = blocks.first else {
      // Rule 1: no history.
      let why = PlanExplanation(
        exercise: name, rule: .noHistory, from: nil, to: p.load, dates: [], reached: nil,
        isWarning: p.load == nil && p.reps != nil)
      return (Planner.bottom(p, load: p.load, count: slot.count), why)
    }
    let last = judge(first, p, slot)
    let step = p.step.flatMap { $0.value.significand > 0 ? $0 : nil }
    if let step, verdict.earned, let from = last.load {
      // Rule 2: earned.
      guard let to = PlanLoads.adding(step, to: from) else {
        // The step would pass a number's digits: said, never wrapped.
        let why = PlanExplanation(
          exercise: name, rule: .stepPastLimit, from: from, to: from, dates: [last.date], reached: verdict.reached,
          isWarning: true)
        return (Planner.bottom(p, load: from, count: slot.count), why)
      }
      let why = PlanExplanation(
        exercise: name, rule: .earned, from: from, to: to, dates: [last.date], reached: verdict.reached,
        isWarning: false)
      return (Planner.bottom(p, load: to, count: slot.count), why)
    }
    if let step, verdict.stalled, let from = last.load {
      // Rule 4: stalled.
      let to = PlanLoads.deloaded(from, step: step)
      let why = PlanExplanation(
        exercise: name, rule: .stalled, from: from, to: to, dates: verdict.dates, reached: nil, isWarning: false)
      return (Planner.bottom(p, load: to, count: slot.count), why)
    }
    // Rule 3: not earned (or no step): the same load, last time's amounts.
    let sets = Planner.held(last, p, count: slot.count)
    // With a step the load could have moved: say what held it.
    guard step != nil, let from = last.load else { return (sets, nil) }
    let why = PlanExplanation(
      exercise: name, rule: .held, from: from, to: from, dates: [last.date],
      reached: verdict.shortfall ?? Planner.shortfall(first, p, slot), isWarning: false)
    return (sets, why)
  }

  /// Sets held at last time's load: each at the load of last time's set
  /// at its place (a top set and lighter back-off sets stay so), else the
  /// heaviest, with that set's amounts kept within the range.
  static func held(_ last: Judgement, _ p: Prescription, count: Int) -> [WorkoutSet] {
    (0..<count).map { i in
      let c = last.counted.isEmpty ? nil : last.counted[Swift.min(i, last.counted.count - 1)]
      var s = WorkoutSet(kind: p.kind, load: c?.load ?? last.load, amrap: p.amrap)
      if let lo = p.reps {
        let hi = Swift.max(p.maxReps ?? lo, lo)
        s.reps = Swift.min(Swift.max(c?.reps ?? lo, lo), hi)
      }
      if let t = p.seconds { s.seconds = c?.seconds ?? t }
      if let d = p.distance { s.distance = c?.distance ?? d }
      return s
    }
  }

  /// What kept a block from earning the step, by the set's number in the
  /// exercise as written that day (warm-ups counted): `set 3 ✗`, `set 2
  /// not done`, `set 2 short of 5`, or `2 of 3 sets` when none fell short.
  static func shortfall(_ b: Block, _ p: Prescription, _ slot: Slot) -> String {
    let working = b.sets.indices.filter { b.sets[$0].kind != .warmup }
    let places = slot.places(among: working.count)
    for i in working[places] {
      let s = b.sets[i]
      switch s.status {
      case .failed: return "set \(i + 1) ✗"
      case .planned: return "set \(i + 1) not done"
      case .done where !Planner.reaches(s, p): return "set \(i + 1) short of \(Planner.top(p))"
      case .done: continue
      }
    }
    return "\(places.count) of \(slot.count) sets"
  }
}

/// Loads compared, stepped and deloaded exactly (kilograms and pounds by
/// their exact ratio), in the unit they are written in.
enum PlanLoads {
  /// The unit of the first load written in one (`BW` has none).
  static func firstUnit(_ loads: [Load?]) -> WeightUnit? {
    loads.lazy.compactMap { $0?.writtenUnit }.first
  }

  /// Every set's load in `unit` (`converted`).
  static func convert(_ sets: inout [WorkoutSet], to unit: WeightUnit) {
    for k in sets.indices { sets[k].load = sets[k].load.map { converted($0, to: unit) } }
  }

  /// A load in `unit`: as written when it is in it, else converted to the
  /// nearest quarter kilogram or half pound (`Planner.step`'s rounding);
  /// as written when the result would not fit a number.
  static func converted(_ l: Load, to unit: WeightUnit) -> Load {
    switch l {
    case .weight(let w) where w.unit != unit:
      guard let v = step(w, in: unit) else { return l }
      return .weight(Weight(v, unit))
    case .bodyweight(let a?) where a.unit != unit:
      guard let v = step(a, in: unit) else { return l }
      return .bodyweight(added: Weight(a.value.isNegative ? v.negated : v, unit))
    default:
      return l
    }
  }

  /// BW-X below BW below BW+X below a weight; weights by mass.
  static func rank(_ l: Load) -> Int {
    switch l {
    case .weight: return 3
    case .bodyweight(nil): return 1
    case .bodyweight(let a?): return a.value.isNegative ? 0 : (a.value.significand == 0 ? 1 : 2)
    }
  }

  static func mass(_ l: Load) -> ExactAmount {
    switch l {
    case .weight(let w): return ExactAmount.mass(w)
    case .bodyweight(nil): return .zero
    case .bodyweight(let a?): return ExactAmount.mass(a)
    }
  }

  /// True when `a` is lighter than `b` (more assistance is lighter).
  static func less(_ a: Load, _ b: Load) -> Bool {
    let (ra, rb) = (rank(a), rank(b))
    if ra != rb { return ra < rb }
    if ra == 0 { return mass(b) < mass(a) }
    return mass(a) < mass(b)
  }

  static func same(_ a: Load, _ b: Load) -> Bool {
    rank(a) == rank(b) && mass(a) == mass(b)
  }

  /// The step in `unit`: as written when the units agree, else converted
  /// and rounded to the nearest step of the unit (0.25 kg, 0.5 lb: never
  /// below one); nil when the converted step would not fit a number.
  static func step(_ step: Weight, in unit: WeightUnit) -> DecimalValue? {
    let f = unit.facts
    return WeightConversion.exact(step, in: unit, step: f.stepDigits, places: f.stepPlaces)
  }

  /// The load plus a step (`BW` + 2.5kg is `BW+2.5kg`; `BW-5kg` + 5kg is
  /// `BW`); nil when the number would not fit.
  static func adding(_ s: Weight, to l: Load) -> Load? {
    switch l {
    case .weight(let w):
      guard let d = step(s, in: w.unit), let v = w.value.adding(d) else { return nil }
      return .weight(Weight(v, w.unit))
    case .bodyweight(nil):
      return .bodyweight(added: s)
    case .bodyweight(let a?):
      guard let d = step(s, in: a.unit), let v = a.value.adding(d) else { return nil }
      return v.significand == 0 ? .bodyweight(added: nil) : .bodyweight(added: Weight(v, a.unit))
    }
  }

  /// A stalled load: 90% of it rounded down to a multiple of the step (to
  /// 0.5 kg or 1 lb without one). For bodyweight the added weight is
  /// deloaded (`BW+20kg` → `BW+17.5kg`), `BW` stays `BW`, and an assisted
  /// load gets one step more assistance. A load that would round to
  /// nothing stays as it was.
  static func deloaded(_ l: Load, step s: Weight?) -> Load {
    func unitStep(_ unit: WeightUnit) -> DecimalValue? {
      if let s { return step(s, in: unit) }
      return unit.facts.deloadStep
    }
    /// 90% of `w`, rounded down to a multiple of the step.
    func ninetyPercent(_ w: Weight) -> DecimalValue? {
      unitStep(w.unit).flatMap { LoadRounding.multiple(of: $0, w.value, times: 9, over: 10, .down) }
    }
    switch l {
    case .weight(let w):
      guard let v = ninetyPercent(w), v.significand > 0 else { return l }
      return .weight(Weight(v, w.unit))
    case .bodyweight(nil):
      return l
    case .bodyweight(let a?) where a.value.isNegative:
      guard let d = unitStep(a.unit), let v = a.value.adding(d.negated) else { return l }
      return .bodyweight(added: Weight(v, a.unit))
    case .bodyweight(let a?):
      guard let v = ninetyPercent(a) else { return l }
      return v.significand == 0 ? .bodyweight(added: nil) : .bodyweight(added: Weight(v, a.unit))
    }
  }
}
