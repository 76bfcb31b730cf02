extension TrainingHistory {
  /// The plans `nextSessions(on:)` answers (of the routines' share `part`
  /// of `parts`): by the planner made while reading, when it was for that
  /// date, else from the notebooks.
  func makeNextSessions(on date: LocalDate, part: Int = 0, of parts: Int = 1) -> [SessionPlan] {
    if let planned = plannedNext, planned.date == date {
      return TrainingHistory.everyRoutinePlan(planned.planner, on: date, part: part, of: parts)
    }
    return TrainingHistory.everyRoutinePlan(planner(until: date), on: date, part: part, of: parts)
  }

  static func dayAfterLastTraining(_ digests: PartedArray<SessionDigest>, until: LocalDate?) -> LocalDate? {
    var last: LocalDate? = nil
    for d in digests where d.work.sets > 0 && (until.map { d.work.date <= $0 } ?? true) {
      if last.map({ $0 < d.work.date }) ?? true { last = d.work.date }
    }
    return last?.adding(days: 1)
  }

  /// Every routine's plan, each name once: the routine last written with
  /// it (as `Planner.routine(named:)` takes it), where the name first
  /// appears; of the names in order, the share `part` of `parts`. The
  /// names are matched once each (a generated notebook has thousands of
  /// routines).
  static func everyRoutinePlan(_ planner: Planner, on date: LocalDate, part: Int = 0, of parts: Int = 1)
    -> [SessionPlan]
  {
    var order: [String] = []
    var last: [String: Routine] = [:]
    for r in planner.routines {
      let key = ExerciseAliases.key(r.name)
      if last.updateValue(r, forKey: key) == nil { order.append(key) }
    }
    let n = order.count
    let share = parts > 0 && (0..<parts).contains(part) ? (n * part / parts)..<(n * (part + 1) / parts) : 0..<0
    return order[share].compactMap { last[$0].map { planner.plan(routine: $0, on: date) } }
  }

  /// The planner of `HistoryPlan.plansNext`, made while the texts are at
  /// hand: only the sessions the routines' exercises need (the last three
  /// with counted sets of each, `ExerciseState.recent`) are read back,
  /// never the whole notebook, unless a routine plans by cycles.
  static func plannerWhileReading(_ s: HistorySegment, _ access: HistoryAccess) -> (date: LocalDate, planner: Planner)?
  {
    guard s.plan.plansNext,
      let date = dayAfterLastTraining(s.sessionDigests, until: s.plan.plansUntil)
    else {
      return nil
    }
    // Routines planned by cycles need every session (the sections done,
    // the TMs written, the best e1RM): every one with a done set is read
    // back (its line is not needed: the planner reads the session only).
    if s.routines.contains(where: Planner.plansByCycles) {
      let every = s.sessionDigests.lazy.filter { $0.work.sets > 0 && $0.work.date <= date }
        .map { SessionEntry(key: $0.key, line: 0) }.sorted { $0.key < $1.key }
      let planner = Planner(
        sessions: every.compactMap { access.session($0)?.session }, routines: s.routines, lastDates: s.titleDates,
        aliases: s.aliases)
      return (date, planner)
    }
    var recent: [SessionEntry] = []
    var wanted = Set<Int32>()
    for r in s.routines {
      for x in r.exercises {
        guard let id = s.ids[ExerciseAliases.key(s.aliases.resolve(x.name))], Int(id) < s.exercises.count,
          wanted.insert(id).inserted
        else { continue }
        recent += s.exercises[Int(id)].recent
      }
    }
    let entries = Set(recent).sorted { $0.key < $1.key }
    let sessions = entries.compactMap { access.session($0)?.session }
    return (date, Planner(sessions: sessions, routines: s.routines, lastDates: s.titleDates, aliases: s.aliases))
  }
}
