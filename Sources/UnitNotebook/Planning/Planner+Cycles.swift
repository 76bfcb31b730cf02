/// Routines planned by cycles (design programs §3, docs/planning.md):
/// sections done in order, and training maxes judged when a cycle ends.
extension Planner {
  /// A session that did a section of the routine: its place in `sessions`
  /// and the section's number (0 for a routine without sections).
  struct DoneSection {
    var session: Int
    var section: Int
  }

  /// What a finished cycle says about an exercise's TM.
  struct CycleJudgement {
    /// Every judged set (the AMRAP sets, else every working set) reached
    /// its minimum, and there was one.
    var earned: Bool
    /// The minimums of the judged sets (`5+`, `3+`; `5` without AMRAP), each once, in order.
    var minimums: [String]
    /// The reps of the last judged set that reached its minimum, and its date.
    var last: (reps: Int, date: LocalDate)?
    /// The first judged set that did not: `the 5+ set on 2026-11-06 reached 4`.
    var shortfall: String?
  }

  /// True for a routine planned by cycles: one with sections, a training
  /// max or a percentage. Others plan as routines always did.
  static func plansByCycles(_ r: Routine) -> Bool {
    !r.sections.isEmpty
      || r.exercises.contains { x in x.trainingMax != nil || x.prescriptions.contains { $0.percent != nil } }
  }

  /// The plan's title for a section: `NAME SECTION`, or the routine's name.
  static func title(_ r: Routine, section k: Int) -> String {
    r.sections.indices.contains(k) ? r.name + " " + r.sections[k].name : r.name
  }

  /// The exercises of a section: those written before the first section
  /// (done in every one), then the section's own. Lines that only declare
  /// a training max are not planned.
  static func exercises(of r: Routine, section k: Int) -> [RoutineExercise] {
    guard r.sections.indices.contains(k) else { return r.exercises }
    let n = r.exercises.count
    func start(_ i: Int) -> Int { Swift.min(Swift.max(r.sections[i].exercisesBefore, 0), n) }
    let lo = start(k)
    let hi = Swift.max(k + 1 < r.sections.count ? start(k + 1) : n, lo)
    return Array(r.exercises[0..<start(0)] + r.exercises[lo..<hi])
  }

  /// How a set judged in a cycle was missed, as it was: `reached 4` (✓,
  /// short), `✗ at 1 rep` (done and missed), `not done` (left planned, or not logged).
  static func missed(_ set: WorkoutSet?) -> String {
    guard let set, set.status != .planned else { return "not done" }
    let reps = set.reps ?? 0
    return set.status == .done ? "reached \(reps)" : "✗ at \(reps) rep\(reps == 1 ? "" : "s")"
  }

  /// The sessions that did a section of the routine (a set done or missed,
  /// ✓ or ✗: a session of planned sets only is none; a title `NAME
  /// SECTION` matched as exercise names are), oldest first.
  func doneSections(_ r: Routine) -> [DoneSection] {
    var done: [DoneSection] = []
    var seen: Set<String> = []
    for k in 0..<Swift.max(r.sections.count, 1) {
      let key = ExerciseAliases.key(Planner.title(r, section: k))
      guard seen.insert(key).inserted else { continue }
      for i in log.titled(key) where isDone(Int(i)) {
        done.append(DoneSection(session: Int(i), section: k))
      }
    }
    return done.sorted { $0.session < $1.session }
  }

  /// True when session `place` has a set done or missed: a counted set,
  /// else (read back) a working set marked ✗, whose reps were done.
  func isDone(_ place: Int) -> Bool {
    let logged = log.index.sessions[place]
    guard !logged.hasCounted else { return true }
    guard logged.hasExercises, let s = log.session(place) else { return false }
    return s.exercises.contains { $0.sets.contains { $0.status == .failed && $0.kind != .warmup } }
  }

  /// The done sections cut into cycles: a new one wherever a section is
  /// not after the one before it.
  static func cycles(_ done: [DoneSection]) -> [[DoneSection]] {
    var cycles: [[DoneSection]] = []
    for d in done {
      if let last = cycles.last?.last, last.section < d.section {
        cycles[cycles.count - 1].append(d)
      } else {
        cycles.append([d])
      }
    }
    return cycles
  }

  /// The routine and section a session's title names (`NAME SECTION`,
  /// matched as exercise names are), the routine last written first.
  func section(titled title: String) -> (routine: Routine, section: Int)? {
    let key = ExerciseAliases.key(title)
    for r in routines.reversed() {
      if let k = r.sections.indices.first(where: { ExerciseAliases.key(Planner.title(r, section: $0)) == key }) {
        return (r, k)
      }
    }
    return nil
  }

  /// The next section of a routine planned by cycles (or the section
  /// given), with each exercise's training max.
  func planCycle(_ r: Routine, on date: LocalDate, section: Int? = nil) -> SessionPlan {
    let done = doneSections(r)
    let cycles = Planner.cycles(done)
    let next = section ?? done.last.map { ($0.section + 1) % Swift.max(r.sections.count, 1) } ?? 0
    // The plan starts a cycle when its section is not after the last one
    // done; else it goes on with the last cycle, which is not finished.
    let starts = done.last.map { $0.section >= next } ?? false
    let finished = starts ? cycles : Array(cycles.dropLast())
    let title = Planner.title(r, section: next)
    var plans: [ExercisePlan] = []
    var tms: [String: PlannedTrainingMax?] = [:]
    let program = Planner.isProgram(r)
    for x in Planner.exercises(of: r, section: next) where x.trainingMax == nil || !x.prescriptions.isEmpty {
      let key = ExerciseAliases.key(aliases.resolve(x.name))
      let uses = x.trainingMax != nil || x.prescriptions.contains { $0.percent != nil }
      var tm: PlannedTrainingMax? = nil
      if uses, let known = tms[key] {
        tm = known.map { PlannedTrainingMax(inEffect: $0.inEffect, writes: false, explanation: nil) }
      } else if uses, program || movesTrainingMax(x.name, in: r) {
        tm = programTrainingMax(x.name, r)
        tms[key] = tm
      } else if uses {
        tm = plannedTrainingMax(x.name, r, cycles: finished, number: finished.count + 1)
        tms[key] = tm
      }
      plans.append(plan(x, trainingMax: tm, routine: r, inProgram: program))
    }
    return Planner.session(plans, date: date, title: title, of: r, lastDate: lastDate(title))
  }

  /// An exercise's TM for a plan in cycle `number`: the TM in effect,
  /// moved by its step when the finished `cycles` earned it. Every plan of
  /// the cycle judges them, whichever section holds the lift, not only the
  /// cycle's first.
  func plannedTrainingMax(_ name: String, _ r: Routine, cycles: [[DoneSection]], number: Int) -> PlannedTrainingMax? {
    let latest = latestWritten(name)
    let step = Planner.declared(name, in: r, aliases: aliases)?.step.flatMap { $0.value.significand > 0 ? $0 : nil }
    // A TM written after the finished cycles is taken as it is.
    guard let step, let end = cycles.last?.last?.session, latest.map({ Int($0.session) <= end }) ?? true,
      let (tm, why) = replayed(name, r, cycles, step: step)
    else {
      guard let tm = trainingMaxInEffect(name, routine: r) else { return nil }
      return PlannedTrainingMax(
        inEffect: tm, writes: latest == nil, explanation: latest == nil ? origin(of: tm) : nil)
    }
    let writes = latest.map { $0.trainingMax.load != tm.load } ?? true
    return PlannedTrainingMax(inEffect: tm, writes: writes, explanation: why)
  }

  /// The TM through the finished cycles, each judged in turn: at each
  /// cycle, a TM a session wrote since the cycle before (the lifter's own,
  /// or a plan appended with `--into`) is taken as it is, else the TM the
  /// cycle before left. So the max is the same whether the sessions were
  /// planned (which write it) or logged by hand (which need not). The
  /// explanation is the last cycle's.
  func replayed(
    _ name: String, _ r: Routine, _ cycles: [[DoneSection]], step: Weight
  ) -> (TrainingMaxInEffect, PlanExplanation)? {
    var tm: TrainingMaxInEffect? = nil
    var why: PlanExplanation? = nil
    var misses = 0
    var previousEnd = -1
    for (k, cycle) in cycles.enumerated() {
      guard let end = cycle.last?.session else { continue }
      let writtenSince = latestWritten(name, before: end + 1).map { Int($0.session) > previousEnd } ?? false
      if tm == nil || writtenSince { tm = trainingMaxInEffect(name, routine: r, before: end + 1) ?? tm }
      guard var current = tm else { return nil }
      let move = cycleMove(name, judge(name, r, cycle), current, step: step, misses: &misses, number: k + 2)
      current.load = move.to ?? current.load
      (tm, why, previousEnd) = (current, move, end)
    }
    guard let tm, let why else { return nil }
    return (tm, why)
  }

  /// One finished cycle's judgement of a TM, as the plan of cycle `number`
  /// says it: earned, the step; not earned twice running (`misses` counts
  /// them, and restarts after a deload), 90%; else it stays.
  func cycleMove(
    _ name: String, _ judgement: CycleJudgement, _ tm: TrainingMaxInEffect, step: Weight, misses: inout Int,
    number: Int
  ) -> PlanExplanation {
    let from = tm.load
    var why = PlanExplanation(
      exercise: name, rule: .cycleHeld, from: from, to: from, dates: [], reached: nil, isWarning: false)
    why.cycle = number
    if judgement.earned {
      why.rule = .cycleEarned
      why.to = PlanLoads.adding(step, to: from) ?? from
      let reps = judgement.last.map { ", \($0.reps) reps on \($0.date)" } ?? ""
      why.reached = "every \(judgement.minimums.joined(separator: "/")) set reached\(reps)"
    } else if misses == 1 {
      why.rule = .cycleDeloaded
      why.to = Planner.deloaded(tm, step: step) ?? from
      why.reached = "not earned in cycles \(number - 2) and \(number - 1): 90%"
    } else {
      why.reached = judgement.shortfall ?? "no AMRAP set of \(Excerpt.cut(name)) in cycle \(number - 1)"
    }
    misses = judgement.earned ? 0 : (misses + 1) % 2
    return why
  }

  /// Why a TM none wrote is what it is: 90% of an e1RM (a number the
  /// lifter never wrote, said on every plan), or the routine's, said only
  /// while the lift has no session logged: once it has, the plan's own
  /// `TM` line says the number, and repeating where it came from on every
  /// plan until a rule judges it was noise (docs/planning.md).
  func origin(of tm: TrainingMaxInEffect) -> PlanExplanation? {
    var why = PlanExplanation(
      exercise: tm.exercise, rule: .trainingMaxFromRoutine, from: tm.load, to: tm.load, dates: [],
      reached: "no TM written: the routine's", isWarning: false)
    switch tm.source {
    case .session: return nil
    case .routine:
      let id = log.id(ExerciseAliases.key(aliases.resolve(tm.exercise)))
      guard id.map({ log.tried($0).isEmpty }) ?? true else { return nil }
    case .estimated(let e1RM, let date):
      why.rule = .trainingMaxFromE1RM
      why.dates = [date]
      why.reached = "no TM written: 90% of e1RM \(HistoryText.load(.weight(e1RM))) on \(date)"
    }
    return why
  }

  /// A finished cycle judged for one exercise: its AMRAP sets, by their
  /// place among its working sets in each section's session, else every
  /// working set against its reps (docs/planning.md).
  func judge(_ name: String, _ r: Routine, _ cycle: [DoneSection]) -> CycleJudgement {
    let amrap = judge(name, r, cycle, sets: \.amrap)
    return amrap.minimums.isEmpty ? judge(name, r, cycle, sets: { _ in true }) : amrap
  }

  /// The cycle judged on the prescriptions `judged` picks: each of their
  /// sets done with at least its reps, and there was one.
  private func judge(
    _ name: String, _ r: Routine, _ cycle: [DoneSection], sets judged: (Prescription) -> Bool
  ) -> CycleJudgement {
    let key = ExerciseAliases.key(aliases.resolve(name))
    func mine(_ n: String) -> Bool { ExerciseAliases.key(aliases.resolve(n)) == key }
    var judgement = CycleJudgement(earned: true, minimums: [], last: nil, shortfall: nil)
    for d in cycle {
      guard let s = log.session(d.session) else { continue }
      let working = s.exercises.filter { mine($0.name) }.flatMap(\.sets).filter { $0.kind != .warmup }
      let prescriptions = Planner.exercises(of: r, section: d.section).filter { mine($0.name) }
        .flatMap(\.prescriptions).filter { $0.kind != .warmup }
      var offset = 0
      for p in prescriptions {
        let count = Swift.max(p.sets, 0)
        defer { offset += count }
        guard judged(p) else { continue }
        let minimum = "\(p.reps ?? 0)\(p.amrap ? "+" : "")"
        if !judgement.minimums.contains(minimum) { judgement.minimums.append(minimum) }
        for i in offset..<(offset + count) {
          let set = working.indices.contains(i) ? working[i] : nil
          if let set, Planner.reaches(set, p, reps: p.reps ?? 0) {
            judgement.last = (set.reps ?? 0, s.date)
            continue
          }
          judgement.earned = false
          judgement.shortfall = judgement.shortfall ?? "the \(minimum) set on \(s.date) \(Planner.missed(set))"
        }
      }
    }
    judgement.earned = judgement.earned && !judgement.minimums.isEmpty
    return judgement
  }
}
