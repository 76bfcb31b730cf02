extension MuscleTracker {
  /// The counted sets of each period (a week, month or year, or a day)
  /// between the dates, of every exercise or of the one with id `only`, in
  /// date order: each period with a counted set.
  func periods(by grouping: HistoryGrouping, in dates: DateSpan, only: Int32?) -> [MuscleTally] {
    var tallies: [MuscleTally] = []
    var byStart: [LocalDate: Int] = [:]
    // The sessions come in date order: a period is found once a run of
    // its sessions, not once a set.
    var current: (start: LocalDate, end: LocalDate, tally: Int)? = nil
    for s in sets where (only.map { $0 == s.id } ?? true) && dates.includes(s.date) {
      let shares = Int(s.id) < self.shares.count ? self.shares[Int(s.id)] : []
      if let c = current, c.start <= s.date, s.date <= c.end {
        tallies[c.tally].add(Int(s.sets), shares)
        continue
      }
      let start = HistoryPeriods.start(of: s.date, grouping)
      let k = byStart[start] ?? tallies.count
      if k == tallies.count {
        byStart[start] = k
        tallies.append(MuscleTally(start: start))
      }
      current = (start, HistoryPeriods.end(of: start, grouping), k)
      tallies[k].add(Int(s.sets), shares)
    }
    return tallies.sorted { ($0.start ?? .minimum) < ($1.start ?? .minimum) }
  }

  /// The counted sets between the dates, those of exercises whose muscles
  /// are known, and each other exercise with its counted sets (by id).
  func coverage(in dates: DateSpan) -> (sets: Int, resolved: Int, unknown: [(id: Int, sets: Int)]) {
    var byID = [Int](repeating: 0, count: shares.count)
    for s in sets where Int(s.id) < byID.count && dates.includes(s.date) { byID[Int(s.id)] += Int(s.sets) }
    var (all, resolved) = (0, 0)
    var unknown: [(id: Int, sets: Int)] = []
    for (id, n) in byID.enumerated() where n > 0 {
      all += n
      if shares[id].isEmpty { unknown.append((id, n)) } else { resolved += n }
    }
    return (all, resolved, unknown)
  }
}

/// The counted sets of a period, and the half sets of each group.
struct MuscleTally {
  var start: LocalDate?
  var sets = 0
  var resolved = 0
  /// By the group's place (`MuscleGroup.place`).
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

  /// The public value.
  var value: MuscleSets { MuscleSets(start: start, sets: sets, resolvedSets: resolved, halves: halves) }
}
