/// The planning questions of a history: what `unit next` and the report's
/// What's next ask, planned from what the history's planning tracker read
/// (the routines and the sessions as values; nothing without it).
extension TrainingHistory {
  /// The history's plans: what its planning tracker read (none without
  /// one), which every plan then asks.
  public func plans() -> TrainingPlans {
    TrainingPlans(index: tracker(PlanningTracker.self) ?? PlanningTracker(), sources: sources, aliases: aliases)
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

  /// The next session of every routine of the notebooks, planned on
  /// `date` from the history up to that day (that day included): what
  /// `unit next NAME --date DATE` prints for each. Each name once (the
  /// routine last written with it), in the order the names first appear.
  public func nextSessions(on date: LocalDate) -> [SessionPlan] {
    plans().nextSessions(on: date)
  }

  /// The routine names and session titles of the history nearest to
  /// `name`, nearest first (each once): what an unknown name suggests.
  public func planNames(nearest name: String, limit: Int = 5) -> [String] {
    plans().planNames(nearest: name, limit: limit)
  }

  /// The routines of the notebooks, in the order written.
  public var routines: [Routine] { plans().routines }
}
