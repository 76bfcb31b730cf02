extension TrainingHistory {
  /// Work by week, month or year, and its total: sessions with a done set,
  /// done sets of every kind (warm-ups are work too), their reps, volume,
  /// time and distance. Dates are inclusive; `exercise` limits it to one
  /// exercise; `unit` is the volume's (the usual unit when nil).
  public func stats(
    by grouping: HistoryGrouping = .week, since: LocalDate? = nil, until: LocalDate? = nil,
    exercise: String? = nil, unit: WeightUnit? = nil
  ) -> HistoryStats {
    let work = tracker(WorkTracker.self)
    let works = exercise.map { work?.works(of: id(of: $0)) ?? [] } ?? work?.sessions ?? []
    let periods = WorkTracker.periods(works, by: grouping, in: DateSpan(since: since, until: until))
    let u = unit ?? usualUnit
    let du = usualDistanceUnit
    var total = Work.zero
    var stats: [PeriodStats] = []
    stats.reserveCapacity(periods.count)
    for p in periods {
      total.add(p.work)
      var s = p.work.stats(start: p.start, unit: u, distanceUnit: du)
      s.bodyweight = bodyweight(on: HistoryPeriods.end(of: p.start, grouping))
      stats.append(s)
    }
    var all = total.stats(start: nil, unit: u, distanceUnit: du)
    all.bodyweight = until.map { bodyweight(on: $0) } ?? weighIns.last?.weight
    return HistoryStats(grouping: grouping, unit: u, distanceUnit: du, periods: stats, total: all)
  }
}
