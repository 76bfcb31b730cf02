/// The sets each muscle group trained over a period (a week, month or
/// year) or over all of them: counted sets (done, not warm-ups; a `✗` set
/// does not count), a primary group counting a whole set and a secondary
/// group half (docs/muscles.md).
public struct MuscleSets: Sendable, Hashable {
  /// The period's first day (a Monday for weeks); nil for the total.
  public var start: LocalDate?
  /// The counted sets of the period, of every exercise.
  public var sets: Int
  /// Those of them whose exercise's muscles are known.
  public var resolvedSets: Int
  /// The sets of each group that has any (`1.5`: a secondary group's
  /// halves add up exactly).
  public var muscles: [MuscleGroup: HistoryNumber]

  public init(start: LocalDate?, sets: Int, resolvedSets: Int, muscles: [MuscleGroup: HistoryNumber]) {
    self.start = start
    self.sets = sets
    self.resolvedSets = resolvedSets
    self.muscles = muscles
  }

  /// The sets of one group (zero when it has none).
  public func sets(of group: MuscleGroup) -> HistoryNumber { muscles[group] ?? .zero }
}

/// Sets per muscle group by period, and their total.
public struct MuscleStats: Sendable, Hashable {
  public var grouping: HistoryGrouping
  /// Periods with a counted set, oldest first.
  public var periods: [MuscleSets]
  public var total: MuscleSets
  /// The groups with a set in any period, in the order of their names:
  /// the columns of a table.
  public var groups: [MuscleGroup] {
    MuscleGroup.allCases.filter { total.muscles[$0] != nil }
  }

  public init(grouping: HistoryGrouping, periods: [MuscleSets], total: MuscleSets) {
    self.grouping = grouping
    self.periods = periods
    self.total = total
  }
}

/// How much of a history's counted sets resolve to muscles, and the
/// exercises that do not: what a lifter declares in a `# Muscles` section.
public struct MuscleCoverage: Sendable, Hashable {
  /// Counted sets of every exercise.
  public var sets: Int
  /// Those of exercises whose muscles are known.
  public var resolved: Int
  /// The other exercises, most counted sets first (then by name).
  public var unknown: [UnknownExercise]

  public init(sets: Int, resolved: Int, unknown: [UnknownExercise]) {
    self.sets = sets
    self.resolved = resolved
    self.unknown = unknown
  }
}

/// An exercise whose muscles are not known, with its counted sets.
public struct UnknownExercise: Sendable, Hashable {
  /// The name the history shows it by.
  public var exercise: String
  public var sets: Int

  public init(exercise: String, sets: Int) {
    self.exercise = exercise
    self.sets = sets
  }
}
