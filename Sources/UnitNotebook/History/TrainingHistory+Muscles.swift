extension TrainingHistory {
  /// The sets per muscle `muscleSets(by:since:until:exercise:)` answers,
  /// from the muscles tracker (none without one, or for an exercise the
  /// history does not know).
  func makeMuscleSets(by grouping: HistoryGrouping, since: LocalDate?, until: LocalDate?, exercise: String?)
    -> MuscleStats
  {
    var total = MuscleTally(start: nil)
    let only = exercise.map { id(of: $0) ?? -1 }
    let periods =
      tracker(MuscleTracker.self)?.periods(by: grouping, in: DateSpan(since: since, until: until), only: only) ?? []
    for p in periods { total.add(p) }
    return MuscleStats(grouping: grouping, periods: periods.map(\.value), total: total.value)
  }

  /// The coverage `muscleCoverage(since:until:)` answers.
  func makeMuscleCoverage(since: LocalDate?, until: LocalDate?) -> MuscleCoverage {
    guard let t = tracker(MuscleTracker.self) else { return MuscleCoverage(sets: 0, resolved: 0, unknown: []) }
    let found = t.coverage(in: DateSpan(since: since, until: until))
    let unknown = found.unknown.map {
      UnknownExercise(exercise: Int($0.id) < summaries.count ? summaries[$0.id].name : "", sets: $0.sets)
    }
    return MuscleCoverage(
      sets: found.sets, resolved: found.resolved,
      unknown: unknown.sorted { ($1.sets, $0.exercise) < ($0.sets, $1.exercise) })
  }
}

extension TrainingHistory {
  /// Each declaration of an exercise that a later notebook declares again,
  /// as a warning at the later one, with its file's place in `files` (a
  /// notebook's own are among its `unit check` warnings).
  package var muscleConflictWarnings: [(file: Int, diagnostic: Diagnostic)] {
    muscleResolver.conflicts.compactMap { c in
      guard c.earlier.notebook != c.later.notebook, let line = c.later.line else { return nil }
      let earlier = c.earlier.notebook < files.count ? files[c.earlier.notebook] : "another notebook"
      let message = Message.duplicateDeclaration(
        Excerpt.cut(c.exercise), earlierIn: Excerpt.cut(earlier), line: c.earlier.line)
      return (c.later.notebook, Diagnostic(.warning, message, line: line, column: c.later.column ?? 1))
    }
  }
}
