/// A point of a series made while folding: its period, its sessions, and
/// the session that makes it with its score (for a pace, its time `score`
/// over its distance `per`) and best set.
struct FoldedPoint {
  /// The period's first day (the session's date, by session).
  var date: LocalDate
  var sessions = 1
  var score: ExactAmount
  var per = ExactAmount.zero
  var set: PointSet?
  var session: SessionEntry
  /// The date of `session`.
  var day: LocalDate

  /// Whether it beats `other`, as a series point does (`SeriesMaking`): a
  /// pace by being lower, compared exactly before its unit is known.
  func beats(_ other: FoldedPoint, _ metric: HistoryMetric) -> Bool {
    guard metric == .pace else { return metric.lowerIsBetter ? score < other.score : other.score < score }
    return score.ratio(per: per, isLessThan: other.score, per: other.per)
  }

  /// The same in a history its part is joined to.
  func moved(lines: Int32, bytes: Int, names: Int32) -> FoldedPoint {
    var m = self
    m.session = session.moved(lines: lines, bytes: bytes)
    m.set?.name += names
    if let line = m.set?.line, line > 0 { m.set?.line = line + lines }
    return m
  }
}

/// The first day of each period a session's date is in, and the key of
/// its period of work (`FoldedSeries.workGrouping`).
struct PeriodStarts {
  var week: LocalDate
  var month: LocalDate
  var year: LocalDate
  var day: LocalDate
  var workKey: Int32

  init(_ d: LocalDate) {
    week = HistoryPeriods.start(of: d, .week)
    month = HistoryPeriods.start(of: d, .month)
    year = HistoryPeriods.start(of: d, .year)
    day = d
    workKey = PeriodTable.key(ofStart: HistoryPeriods.start(of: d, FoldedSeries.workGrouping))
  }

  func of(_ grouping: HistoryGrouping) -> LocalDate {
    switch grouping {
    case .session: return day
    case .week: return week
    case .month: return month
    case .year: return year
    }
  }
}

/// A series of one grouping made while folding, in the history's order:
/// whole up to `HistoryPlan.mostSeriesPoints` points (by year, always), then
/// only its first and last (`isCut`).
struct FoldedRun {
  var grouping: HistoryGrouping
  var points: [FoldedPoint] = []
  var isCut = false

  /// Adds a session's point, in its period (`starts`): a point
  /// of its own by session, else taken into its period's, which it makes
  /// when it beats it.
  mutating func add(_ p: FoldedPoint, startingOn starts: PeriodStarts, _ metric: HistoryMetric) {
    let start = starts.of(grouping)
    let n = points.count
    // The last point's date read in place (`points.last` copied it).
    if grouping != .session, n > 0, points[n - 1].date == start {
      take(p, into: n - 1, metric)
      return
    }
    if isCut, n == 2 {
      // Only its ends: the new period is the last.
      points[1] = p
      points[1].date = start
      return
    }
    points.append(p)
    points[n].date = start
    cutWhenLong()
  }

  /// Takes in the run of the part of the history that follows.
  mutating func absorb(_ later: FoldedRun, _ metric: HistoryMetric) {
    var rest = later.points[...]
    if grouping != .session, let last = points.last, let first = rest.first, last.date == first.date {
      take(first, into: points.count - 1, metric)
      rest = rest.dropFirst()
    }
    points += rest
    isCut = isCut || later.isCut
    cutWhenLong()
  }

  private mutating func take(_ p: FoldedPoint, into k: Int, _ metric: HistoryMetric) {
    let sessions = points[k].sessions + p.sessions
    if p.beats(points[k], metric) {
      let date = points[k].date
      points[k] = p
      points[k].date = date
    }
    points[k].sessions = sessions
  }

  private mutating func cutWhenLong() {
    guard grouping != .year, isCut || points.count > HistoryPlan.mostSeriesPoints, points.count > 2 else { return }
    points.removeSubrange(1..<points.count - 1)
    isCut = true
  }

  /// Its points when all are kept, or its first and last when `endsOnly`
  /// (nil: cut, and more than its ends asked for).
  func points(endsOnly: Bool) -> [FoldedPoint]? {
    if endsOnly, points.count > 2 { return [points[0], points[points.count - 1]] }
    return isCut && !endsOnly ? nil : points
  }
}

/// The series of one exercise a history makes while folding, over the
/// dates of `HistoryPlan.seriesWhileReading`: its e1RM, its most reps (while it has no e1RM: a report
/// charts reps only for bodyweight work) and its pace, each by year,
/// month, week and session; its counted sets' units; and its work by
/// year (`stats(ofEach:by: .year)`, whose total a report shows).
struct FoldedSeries {
  static let groupings: [HistoryGrouping] = [.year, .month, .week, .session]
  static let workGrouping = HistoryGrouping.year

  var units = WeightUnitTally()
  var work: PeriodTable
  var e1rm = FoldedSeries.fresh()
  var reps = FoldedSeries.fresh()
  var pace = FoldedSeries.fresh()
  var hasE1RM = false

  static func fresh() -> [FoldedRun] { groupings.map { FoldedRun(grouping: $0) } }

  /// The series of the exercise of identity key `key` over `period`, none made yet.
  init(key: String, _ period: DateSpan) {
    work = PeriodTable(
      StatsQuery(grouping: FoldedSeries.workGrouping, since: period.since, until: period.until, exerciseKey: key))
  }

  /// Adds a session of the exercise with counted sets: its bests and
  /// units, and the periods its date is in (`starts`).
  mutating func add(
    _ bests: borrowing SessionBests, units: WeightUnitTally, session: SessionEntry, starts: PeriodStarts
  ) {
    self.units += units
    let date = starts.day
    if let e = bests.e1rm {
      if !hasE1RM { reps = [] }
      hasE1RM = true
      let p = FoldedPoint(date: date, score: e.score, set: e.set, session: session, day: date)
      for g in e1rm.indices { e1rm[g].add(p, startingOn: starts, HistoryMetric.e1rm) }
    } else if !hasE1RM, let r = bests.mostReps {
      let p = FoldedPoint(date: date, score: r.score, set: r.set, session: session, day: date)
      for g in reps.indices { reps[g].add(p, startingOn: starts, HistoryMetric.reps) }
    }
    if !bests.timed.pacedDistance.isZero {
      let p = FoldedPoint(
        date: date, score: bests.timed.pacedSeconds, per: bests.timed.pacedDistance, session: session, day: date)
      for g in pace.indices { pace[g].add(p, startingOn: starts, .pace) }
    }
  }

  /// Takes in the same exercise's series of the part that follows.
  mutating func absorb(_ later: FoldedSeries, lines: Int32, bytes: Int, names: Int32) {
    work.absorb(later.work)
    func moved(_ runs: [FoldedRun]) -> [FoldedRun] {
      runs.map { r in
        var m = r
        m.points = r.points.map { $0.moved(lines: lines, bytes: bytes, names: names) }
        return m
      }
    }
    units += later.units
    if later.hasE1RM && !hasE1RM { reps = [] }
    hasE1RM = hasE1RM || later.hasE1RM
    for (g, r) in moved(later.e1rm).enumerated() where g < e1rm.count { e1rm[g].absorb(r, HistoryMetric.e1rm) }
    if !hasE1RM {
      for (g, r) in moved(later.reps).enumerated() where g < reps.count { reps[g].absorb(r, HistoryMetric.reps) }
    }
    for (g, r) in moved(later.pace).enumerated() where g < pace.count { pace[g].absorb(r, .pace) }
  }

  /// The runs of a metric, or nil when none is made of it (or reps, of an
  /// exercise with an e1RM).
  func runs(_ metric: HistoryMetric) -> [FoldedRun]? {
    switch metric {
    case .e1rm: return e1rm
    case .reps: return hasE1RM ? nil : reps
    case .pace: return pace
    case .heaviest, .volume, .distance, .duration: return nil
    }
  }
}

extension HistorySegment {
  /// Takes the session of exercise `touched[t]` (exercise `i`), within the
  /// dates of the series made while folding, into them: its work (warm-ups
  /// are work too) and, when it has counted sets, its best sets.
  mutating func foldSeries(_ t: Int, _ i: Int, _ period: DateSpan, session: SessionEntry) {
    guard touched[t].work.sets > 0 else { return }
    beginSeries(i, period)
    exercises[i].series?.work.add(touched[t].work, toPeriod: periodStarts.workKey)
    let b = Int(touched[t].bests)
    guard touched[t].counted > 0, b >= 0, b < sessionBests.count else { return }
    exercises[i].series?.add(sessionBests[b], units: touched[t].units, session: session, starts: periodStarts)
  }

  /// Begins exercise `i`'s series made while folding, when it has none.
  mutating func beginSeries(_ i: Int, _ period: DateSpan) {
    if exercises[i].series == nil { exercises[i].series = FoldedSeries(key: exercises[i].key, period) }
  }
}
