/// The planning questions of a history: what `unit next` and the report's
/// What's next ask, from what its planning tracker read (nothing without it).
extension TrainingHistory {
  /// The history's plans: what its planning tracker read (none without
  /// one), which every plan then asks.
  public func plans() -> TrainingPlans {
    TrainingPlans(
      index: tracker(PlanningTracker.self) ?? PlanningTracker(), sources: sources, aliases: aliases,
      weighIns: weighIns)
  }

  /// The next session of a routine, or the last session with that title
  /// repeated: `plans().nextSession(for:on:)`, which says how.
  public func nextSession(for name: String, on date: LocalDate) -> SessionPlan? {
    plans().nextSession(for: name, on: date)
  }

  /// The sets to plan for one exercise: `plans().nextSets(of:in:on:)`.
  public func nextSets(of exercise: String, in routine: String? = nil, on date: LocalDate? = nil) -> ExercisePlan? {
    plans().nextSets(of: exercise, in: routine, on: date)
  }

  /// The next session of every routine: `plans().nextSessions(on:)`.
  public func nextSessions(on date: LocalDate) -> [SessionPlan] {
    plans().nextSessions(on: date)
  }

  /// The routine names and session titles nearest to `name`:
  /// `plans().planNames(nearest:limit:)`.
  public func planNames(nearest name: String, limit: Int = 5) -> [String] {
    plans().planNames(nearest: name, limit: limit)
  }

  /// The routines of the notebooks, in the order written.
  public var routines: [Routine] { plans().routines }
}
