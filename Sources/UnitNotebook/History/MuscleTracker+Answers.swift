extension MuscleTracker {
  /// The counted sets of each period (a week, month or year, or a day)
  /// between the dates, of every exercise or of the one with id `only`, in
  /// date order: each period with a counted set.
  func periods(by grouping: HistoryGrouping, in dates: DateSpan, only: Int32?) -> [MuscleTally] {
    var byStart: [LocalDate: MuscleTally] = [:]
    // An exercise's sessions come in date order, mostly several a period:
    // each period's start found once a run.
    var last: (date: LocalDate, start: LocalDate)? = nil
    for id in sets.indices where only.map({ Int($0) == id }) ?? true {
      let shares = id < self.shares.count ? self.shares[id] : []
      for s in sets[id] where dates.includes(s.date) {
        let start: LocalDate
        if let l = last, l.date == s.date {
          start = l.start
        } else {
          start = HistoryPeriods.start(of: s.date, grouping)
          last = (s.date, start)
        }
        byStart[start, default: MuscleTally(start: start)].add(Int(s.sets), shares)
      }
    }
    return byStart.values.sorted { ($0.start ?? .minimum) < ($1.start ?? .minimum) }
  }

  /// The counted sets between the dates, those of exercises whose muscles
  /// are known, and each other exercise with its counted sets (by id).
  func coverage(in dates: DateSpan) -> (sets: Int, resolved: Int, unknown: [(id: Int, sets: Int)]) {
    var (all, resolved) = (0, 0)
    var unknown: [(id: Int, sets: Int)] = []
    for id in sets.indices {
      let n = sets[id].reduce(0) { dates.includes($1.date) ? $0 + Int($1.sets) : $0 }
      guard n > 0 else { continue }
      all += n
      if id < shares.count, !shares[id].isEmpty { resolved += n } else { unknown.append((id, n)) }
    }
    return (all, resolved, unknown)
  }
}

/// The counted sets of a period, and the half sets of each group.
struct MuscleTally {
  var start: LocalDate?
  var sets = 0
  var resolved = 0
  var halves = [Int](repeating: 0, count: MuscleGroup.allCases.count)

  init(start: LocalDate?) { self.start = start }

  /// Adds `n` sets of an exercise that gives each set `shares` (none: its
  /// muscles are not known).
  mutating func add(_ n: Int, _ shares: [GroupShare]) {
    sets += n
    guard !shares.isEmpty else { return }
    resolved += n
    for s in shares where s.group < halves.count { halves[s.group] += n * s.halves }
  }

  mutating func add(_ other: MuscleTally) {
    sets += other.sets
    resolved += other.resolved
    for k in halves.indices where k < other.halves.count { halves[k] += other.halves[k] }
  }

  /// The public value: each group with a set, in sets (`1.5`).
  var value: MuscleSets {
    var muscles: [MuscleGroup: HistoryNumber] = [:]
    for (k, g) in MuscleGroup.allCases.enumerated() where k < halves.count && halves[k] > 0 {
      muscles[g] = HistoryNumber(UInt64(halves[k]) * 5, places: 1)
    }
    return MuscleSets(start: start, sets: sets, resolvedSets: resolved, muscles: muscles)
  }
}
