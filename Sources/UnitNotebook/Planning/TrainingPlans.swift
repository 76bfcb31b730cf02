/// The history's plans: the routines, and the index of its sessions a
/// planner reads (each plan reads back from the notebooks only the
/// sessions it needs: an exercise's last three, a cycle's sections). What
/// an app that plans keeps (`history.plans()`); each planning call of
/// `TrainingHistory` makes it again.
///
/// ```swift
/// let plans = history.plans()
/// let next = plans.nextSession(for: "Lower A", on: today)
/// let names = plans.planNames(nearest: "Lowr A")
/// ```
public struct TrainingPlans: Sendable {
  /// What the planner reads, and the notebooks it reads the sets from.
  let index: PlanningTracker
  let sources: HistorySources
  let aliases: ExerciseAliases
  /// The body weights recorded, in the history's order.
  let weighIns: [WeighIn]

  /// The routines of the notebooks, in the order written.
  public var routines: [Routine] { index.finishedRoutines }

  /// The planner of the sessions up to a date (every session when nil),
  /// for each answer.
  func planner(until date: LocalDate?) -> Planner {
    let bodyweight = weighIns.last { w in date.map { w.date <= $0 } ?? true }?.weight
    return Planner(
      log: PlanningLog(index, sources: sources, aliases: aliases, until: date), routines: routines, aliases: aliases,
      bodyweight: bodyweight)
  }

  /// The next session of a routine (its name matched as exercise names
  /// are); when no routine has that name but one has a section of that
  /// title (`GZCLP A2`), that section, as `sectionSession` plans it; else
  /// the last session with that title repeated, each exercise with the
  /// sets of its own last time: dated `date`, every set planned, and why
  /// each load is what it is (docs/planning.md). Nil when neither a routine
  /// nor a session has the name (`planNames(nearest:)` says which do). The
  /// history up to `date` counts (that day included), so a past date is
  /// planned as it would have been; routines come from every notebook.
  public func nextSession(for name: String, on date: LocalDate) -> SessionPlan? {
    let planner = self.planner(until: date)
    if let r = planner.routine(named: name) { return planner.plan(routine: r, on: date) }
    if let plan = sectionSession(titled: name, on: date) { return plan }
    if let s = planner.lastSession(titled: name) { return planner.repeating(s, on: date) }
    return nil
  }

  /// The session of one section of a routine, named as a session's title
  /// names it (`531 BBB Week 1 Squat`, matched as exercise names are):
  /// that section planned on `date` as `nextSession` plans the next one,
  /// whichever section was done last (each TM judged on the finished
  /// cycles; a section not after the last one done starts a new cycle).
  /// Nil when no routine has a
  /// section of that title. What the editor fills a session's heading with.
  public func sectionSession(titled title: String, on date: LocalDate) -> SessionPlan? {
    let planner = self.planner(until: date)
    guard let (r, k) = planner.section(titled: title) else { return nil }
    return planner.planCycle(r, on: date, section: k)
  }

  /// The routine a session's title names: a routine of that name, or one
  /// with a section of that title (`531 BBB Week 1 Squat`).
  public func routine(forTitle title: String) -> Routine? {
    let planner = self.planner(until: nil)
    return planner.routine(named: title) ?? planner.section(titled: title)?.routine
  }

  /// The sets to plan for one exercise: by the routine `routine` names
  /// when it has the exercise, else the sets of the exercise's last time,
  /// planned; from the history up to `date` when given. Nil when neither
  /// knows the exercise.
  public func nextSets(of exercise: String, in routine: String? = nil, on date: LocalDate? = nil) -> ExercisePlan? {
    let planner = self.planner(until: date)
    let key = ExerciseAliases.key(aliases.resolve(exercise))
    if let name = routine, let r = planner.routine(named: name),
      let x = r.exercises.first(where: { x in
        ExerciseAliases.key(aliases.resolve(x.name)) == key && (x.trainingMax == nil || !x.prescriptions.isEmpty)
      })
    {
      let replayed = planner.movesTrainingMax(x.name, in: r) ? planner.replayedTrainingMax(x.name, r)?.tm : nil
      let tm = (replayed ?? planner.trainingMaxInEffect(x.name, routine: r)).map {
        PlannedTrainingMax(inEffect: $0, writes: false, explanation: nil)
      }
      return planner.plan(x, trainingMax: tm, routine: r, inProgram: Planner.isProgram(r))
    }
    guard let last = planner.recent(exercise, limit: 1).first else { return nil }
    return ExercisePlan(exercise: Exercise(name: exercise, sets: last.sets.map(Planner.planned)), explanations: [])
  }

  /// The training max in effect for an exercise on a date (that day
  /// included; docs/planning.md): the latest TM a session wrote, else the
  /// routine's (`routine` names it, matched as exercise names are), else
  /// 90% of the best e1RM up to the date, rounded down to the increment.
  /// Nil with none of these: a percentage of it cannot be planned. The TM
  /// a plan writes after a cycle is in its session (`SessionPlan`).
  public func trainingMax(of exercise: String, in routine: String? = nil, on date: LocalDate) -> TrainingMaxInEffect? {
    let planner = self.planner(until: date)
    return planner.trainingMaxInEffect(exercise, routine: routine.flatMap(planner.routine(named:)))
  }

  /// The next session of every routine, planned on `date` from the history
  /// up to that day (that day included): what `unit next NAME --date DATE`
  /// prints for each. Each name once (the routine last written with it), in
  /// the order the names first appear.
  public func nextSessions(on date: LocalDate) -> [SessionPlan] {
    let planner = self.planner(until: date)
    var order: [String] = []
    var last: [String: Routine] = [:]
    for r in routines {
      let key = ExerciseAliases.key(r.name)
      if last.updateValue(r, forKey: key) == nil { order.append(key) }
    }
    return order.compactMap { last[$0].map { planner.plan(routine: $0, on: date) } }
  }

  /// The routine names and session titles nearest to `name`, nearest
  /// first (each once): what an unknown name suggests.
  public func planNames(nearest name: String, limit: Int = 5) -> [String] {
    TrainingHistory.nearest(to: name, among: planner(until: nil).names, limit: limit)
  }
}
