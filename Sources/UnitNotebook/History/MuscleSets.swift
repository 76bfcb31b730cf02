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
  /// Each group's half sets, by its place among the 17 (a table writes
  /// them without making a number of each).
  package let halves: [Int]

  package init(start: LocalDate?, sets: Int, resolvedSets: Int, halves: [Int]) {
    self.start = start
    self.sets = sets
    self.resolvedSets = resolvedSets
    self.halves = halves
  }

  /// The sets of each group that has any (`1.5`: a secondary group's
  /// halves add up exactly).
  public var muscles: [MuscleGroup: HistoryNumber] {
    var out: [MuscleGroup: HistoryNumber] = [:]
    for g in MuscleGroup.allCases where halves(of: g) > 0 { out[g] = sets(of: g) }
    return out
  }

  /// The sets of one group (zero when it has none).
  public func sets(of group: MuscleGroup) -> HistoryNumber {
    HistoryNumber(ExactAmount(UInt64(halves(of: group)) * 5), places: 1)
  }

  /// The half sets of one group.
  package func halves(of group: MuscleGroup) -> Int {
    group.place < halves.count ? Swift.max(halves[group.place], 0) : 0
  }
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
    MuscleGroup.allCases.filter { total.halves(of: $0) > 0 }
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
