extension TrainingHistory {
  /// The series `series(_:since:until:)` answers: of each request, by each
  /// of its groupings. The digests are read in history order, every one
  /// when the requests' exercises hold many of them (one pass that reads
  /// memory in order: a pass over each exercise's own, spread over the
  /// whole history, waited on memory for most of its time), else each
  /// exercise's own.
  func makeSeries(_ requests: [SeriesRequest], since: LocalDate?, until: LocalDate?) -> [[HistorySeries]?] {
    if let folded = seriesFromFold(requests, since: since, until: until) { return folded }
    var runs = requests.map { r -> SeriesRun in
      guard let id = id(of: r.name), r.metric == .volume || keepsSessionBests else { return SeriesRun(id: -1) }
      return SeriesRun(
        id: id, metric: r.metric, recordSessions: recordSessions(of: id, r.metric),
        made: r.groupings.map { SeriesMaking(grouping: $0) }, endsOnly: r.endsOnly)
    }
    let distanceUnit = usualDistanceUnit
    let dates = DateSpan(since: since, until: until)
    walkDigests(of: runs.map(\.id)) { i, digest, k in
      let date = digest.work.date
      guard digest.counted > 0, dates.includes(date) else { return }
      runs[k].units += digest.units
      let metric = runs[k].metric
      guard let score = sessionScore(metric, digest, distanceUnit) else { return }
      let key = digest.session.key
      let isRecord = runs[k].recordSessions.contains(SessionPlace(file: key.file, offset: key.offset))
      for g in runs[k].made.indices { runs[k].made[g].add(score, of: i, on: date, isRecord: isRecord, metric) }
    }
    return runs.map { $0.id >= 0 ? finish($0, distanceUnit) : nil }
  }

  /// Calls `take(i, digest, k)` for each digest `i` of the exercise of each
  /// request `k` (by id; -1 for none), in history order for each. Every
  /// digest is read in order when the exercises hold many of them (one
  /// pass that reads memory in order: a pass over each exercise's own,
  /// spread over the whole history, waited on memory for most of its
  /// time), else each exercise's own.
  func walkDigests(
    of ids: [Int32], _ take: (_ index: Int, _ digest: borrowing ExerciseDigest, _ request: Int) -> Void
  ) {
    // The requests of each exercise, as lists threaded through `next`.
    var first = [Int32](repeating: -1, count: digestsOfExercise.count)
    var next = [Int32](repeating: -1, count: ids.count)
    var wanted = 0
    var inOrder = true
    for k in ids.indices.reversed() where ids[k] >= 0 && Int(ids[k]) < first.count {
      let x = Int(ids[k])
      if first[x] < 0 {
        wanted += digestsOfExercise[x].count
        inOrder = inOrder && zip(digestsOfExercise[x], digestsOfExercise[x].dropFirst()).allSatisfy { $0 < $1 }
      }
      next[k] = first[x]
      first[x] = Int32(k)
    }
    func each(_ i: Int, _ digest: borrowing ExerciseDigest, from start: Int32) {
      var k = Int(start)
      while k >= 0 {
        take(i, digest, k)
        k = Int(next[k])
      }
    }
    if inOrder && wanted * 4 > exerciseDigests.count {
      // A part at a time, in place (`forEachIndexed`'s closure, which
      // `take` would be called from, copied the whole history each time).
      for p in exerciseDigests.parts.indices {
        let base = exerciseDigests.start(ofPart: p)
        exerciseDigests.parts[p].withUnsafeBufferPointer { part in
          for j in part.indices {
            let x = Int(part[j].exercise)
            if x >= 0, x < first.count, first[x] >= 0 { each(base + j, part[j], from: first[x]) }
          }
        }
      }
    } else {
      for x in first.indices where first[x] >= 0 {
        for i in digestsOfExercise[x] { each(Int(i), exerciseDigests[Int(i)], from: first[x]) }
      }
    }
  }

  /// The sessions where an exercise set a record of the kind a metric's
  /// points mark, from its own events, each read in place (`enumerated()`
  /// copied every one, its set's strings retained and released).
  func recordSessions(of id: Int32, _ metric: HistoryMetric) -> Set<SessionPlace> {
    Set(recordEvents(of: id, metric).map { SessionPlace(file: eventSpots[$0].file, offset: eventSpots[$0].session) })
  }

  /// Where in `allEvents` an exercise set a record of the kind a metric's
  /// points mark, in date order.
  func recordEvents(of id: Int32, _ metric: HistoryMetric) -> [Int] {
    let kind = TrainingHistory.recordKind(of: metric)
    return (Int(id) < eventsOfExercise.count ? eventsOfExercise[Int(id)] : []).lazy.map { Int($0) }.filter {
      $0 < allEvents.count && $0 < eventSpots.count && allEvents[$0].record.kind == kind
    }
  }

  /// A run's series: each point's value and set made from the digest that
  /// makes it, in the unit most of the exercise's weighted sets use.
  func finish(_ run: SeriesRun, _ distanceUnit: DistanceUnit) -> [HistorySeries] {
    let metric = run.metric
    let unit = run.units.usual
    let usesDistance = metric == .distance || metric == .pace
    return run.made.indices.map { g in
      var m = run.made[g]
      if run.endsOnly.contains(g) { m.keepEnds() }
      var points = m.points
      for k in points.indices {
        // Only a best set's metric has a set (`sessionBest` is nil for the
        // others, and a pace by session has thousands of points).
        let scored = metric.hasBestSet ? sessionBest(metric, m.makers[k]) : nil
        points[k].value = TrainingHistory.seriesValue(
          metric, m.scores[k], scored?.set.countedWeight, unit: unit, distanceUnit: distanceUnit)
        points[k].set = scored.map { historySet($0.set, of: m.makers[k]) }
      }
      return HistorySeries(
        exercise: summaries[Int(run.id)].name, metric: metric, grouping: m.grouping,
        unit: metric.isWeight ? unit : nil, distanceUnit: usesDistance ? distanceUnit : nil, points: points)
    }
  }

  /// The record whose events mark a series' points: a best session for
  /// volume, the farthest set for distance, the longest for duration, the
  /// fastest for pace.
  static func recordKind(of metric: HistoryMetric) -> RecordKind {
    switch metric {
    case .e1rm: return .e1rm
    case .heaviest: return .heaviest
    case .reps: return .mostReps
    case .volume: return .bestSession
    case .distance: return .farthest
    case .duration: return .longest
    case .pace: return .fastest
    }
  }

  /// The exact score of a metric in a digest's session, or nil when the
  /// session has nothing of it (the set behind it is `sessionBest`'s).
  func sessionScore(_ metric: HistoryMetric, _ digest: borrowing ExerciseDigest, _ distanceUnit: DistanceUnit)
    -> ExactAmount?
  {
    if metric == .volume {
      // Bodyweight work has no volume to chart.
      return digest.volume.isZero ? nil : digest.volume
    }
    let b = Int(digest.bests)
    guard b >= 0, b < digestBests.count else { return nil }
    switch metric {
    case .e1rm, .heaviest, .reps: return digestBests[b].best(metric)?.score
    case .volume: return nil
    case .distance, .duration, .pace:
      let t = Int(digestBests[b].timed)
      guard t >= 0, t < digestTimed.count else { return nil }
      // A hold has no distance; a carry, no time.
      if metric == .distance { return digestTimed[t].distance.isZero ? nil : digestTimed[t].distance }
      if metric == .duration { return digestTimed[t].seconds.isZero ? nil : digestTimed[t].seconds }
      let d = digestTimed[t].pacedDistance
      guard !d.isZero else { return nil }
      return TrainingHistory.pace(digestTimed[t].pacedSeconds, per: d, distanceUnit)
    }
  }

  /// The pace score of a time over a distance (not zero), whole seconds a
  /// kilometre or a mile: s · 10⁻¹⁵ seconds over d · 10⁻¹⁸ m, a kilometre
  /// being 10³ m and a mile 1609.344 m, so s · 10⁶ / d or s · 1609344 / d,
  /// rounded once.
  static func pace(_ seconds: ExactAmount, per distance: ExactAmount, _ distanceUnit: DistanceUnit) -> ExactAmount {
    let factor: UInt64 = distanceUnit == .mi ? 1_609_344 : 1_000_000
    return seconds.times(factor).dividedRounded(by: distance)
  }

  /// The set that made a digest's score of a metric: its best e1RM,
  /// heaviest or most reps (nil for the summed metrics, which have none).
  func sessionBest(_ metric: HistoryMetric, _ i: Int) -> SessionBest? {
    let b = Int(exerciseDigests[i].bests)
    guard b >= 0, b < digestBests.count, let best = digestBests[b].best(metric), Int(best.set) < pointSets.count
    else { return nil }
    return SessionBest(score: best.score, set: pointSets[Int(best.set)])
  }

  /// A series value in the series' unit: an e1RM to 0.1, the heaviest as
  /// written when in that unit (else to 0.1), reps, a volume to 0.1.
  /// `weight` is the weight as written of the set behind the score.
  static func seriesValue(
    _ metric: HistoryMetric, _ score: ExactAmount, _ weight: Weight?, unit: WeightUnit, distanceUnit: DistanceUnit
  ) -> HistoryNumber {
    switch metric {
    case .reps, .pace: return HistoryNumber(score, places: 0)
    case .distance: return HistoryNumber(score.hundredths(of: distanceUnit), places: 2)
    case .duration: return HistoryNumber(score, places: ExactAmount.secondsPlaces)
    case .volume: return HistoryNumber(score.tenths(of: unit), places: 1)
    case .heaviest:
      if let w = weight, w.unit == unit { return HistoryNumber(w.value) }
      return HistoryNumber(score.tenths(of: unit), places: 1)
    case .e1rm:
      return HistoryNumber(Epley.tenths(ofScore: score, in: unit), places: 1)
    }
  }

  /// The stats `stats(by:since:until:exercise:unit:)` answers.
  func makeStats(
    by grouping: HistoryGrouping, since: LocalDate?, until: LocalDate?, exercise: String?, unit: WeightUnit?
  ) -> HistoryStats {
    if let exercise, let one = makeStats(ofEach: [exercise], by: grouping, since: since, until: until, unit: unit).first
    {
      return one
    }
    let query = StatsQuery(grouping: grouping, since: since, until: until, exerciseKey: nil)
    var table = PeriodTable(query)
    if let planned = plannedPeriods, planned.query == query {
      table = planned
    } else {
      // In the order kept: a table's sums are exact, the same in any order
      // (sorting the sessions first was a third of the week table's time).
      for d in sessionDigests { table.add(d.work) }
    }
    return makeStats(from: table, unit: unit)
  }

  /// The stats `stats(ofEach:by:since:until:unit:)` answers: each
  /// exercise's work added up from its digests, read as `walkDigests`
  /// reads them.
  func makeStats(
    ofEach names: [String], by grouping: HistoryGrouping, since: LocalDate?, until: LocalDate?, unit: WeightUnit?
  ) -> [HistoryStats] {
    let keys = names.map { ExerciseAliases.key(aliases.resolve($0)) }
    var tables = keys.map { PeriodTable(StatsQuery(grouping: grouping, since: since, until: until, exerciseKey: $0)) }
    var ids: [Int32] = []
    // Each exercise's work by year over the dates of the series made while
    // folding was added up then, whether it has any or not.
    let folded =
      seriesPeriod == DateSpan(since: since, until: until) && grouping == FoldedSeries.workGrouping
    for (k, key) in keys.enumerated() {
      if let planned = plannedPeriods, planned.query == tables[k].query {
        tables[k] = planned
        ids.append(-1)
      } else if folded, let id = self.ids[key] {
        if Int(id) < foldedSeries.count, let series = foldedSeries[Int(id)] { tables[k] = series.work }
        ids.append(-1)
      } else {
        ids.append(self.ids[key] ?? -1)
      }
    }
    // Each digest's work read in place (a copy of the digest was made for each).
    walkDigests(of: ids) { _, digest, k in tables[k].add(digest.work) }
    return tables.map { makeStats(from: $0, unit: unit) }
  }

  /// The stats of a table of periods: each period's, their total, and
  /// the body weight in effect at the end of each and of the whole.
  func makeStats(from table: PeriodTable, unit: WeightUnit?) -> HistoryStats {
    let grouping = table.query.grouping
    let until = table.query.until
    let u = unit ?? usualUnit
    let du = usualDistanceUnit
    var total = ExactPeriod()
    var amounts = WorkAmounts()
    var spill: ExactWork? = nil
    var periods: [PeriodStats] = []
    periods.reserveCapacity(table.keys.count)
    for i in table.inDateOrder {
      let s = table.sums[i]
      total.add(
        ExactPeriod(
          sessions: s.sessions, sets: s.sets, setsWithoutBodyweight: s.setsWithoutBodyweight, reps: s.reps,
          sessionSeconds: s.sessionSeconds))
      amounts.add(s.amounts, spill: &spill)
      if s.spill >= 0, Int(s.spill) < table.spills.count { spill = (spill ?? .zero).plus(table.spills[Int(s.spill)]) }
      periods.append(table.stats(i, unit: u, distanceUnit: du))
    }
    // `total.work` holds the reps its count could not; the rest adds to it.
    total.work = total.work.plus(amounts.exact).plus(spill ?? .zero)
    for j in periods.indices {
      guard let start = periods[j].start else { continue }
      periods[j].bodyweight = bodyweight(on: HistoryPeriods.end(of: start, grouping))
    }
    var all = total.stats(unit: u, distanceUnit: du)
    all.bodyweight = until.map { bodyweight(on: $0) } ?? weighIns.last?.weight
    return HistoryStats(grouping: grouping, unit: u, distanceUnit: du, periods: periods, total: all)
  }

  /// The public form of a point's set, of the session of digest `i`
  /// (no column: it is read only for records and events).
  func historySet(_ p: PointSet, of i: Int) -> HistorySet {
    historySet(p, session: exerciseDigests[i].session.key, date: exerciseDigests[i].work.date)
  }

  /// The public form of a point's set, of the session at `key` on `date`.
  func historySet(_ p: PointSet, session key: SessionKey, date: LocalDate) -> HistorySet {
    HistorySet(
      name: Int(p.name) < pointNames.count ? pointNames[Int(p.name)] : "", date: date,
      start: key.start >= 0 ? TimeOfDay(secondsSinceMidnight: Int(key.start)) : nil, kind: p.kind, load: p.load,
      reps: p.reps, seconds: p.seconds, distance: p.distance,
      file: Int(key.file) < files.count ? files[Int(key.file)] : "", line: p.line > 0 ? Int(p.line) : nil,
      column: nil, bodyweight: p.bodyweight)
  }
}

/// A session's place: its file and where it starts there.
struct SessionPlace: Hashable {
  var file: Int32
  var offset: Int
}

/// A series asked for: an exercise, a metric, and the groupings wanted.
package struct SeriesRequest: Sendable {
  package var name: String
  package var metric: HistoryMetric
  package var groupings: [HistoryGrouping]
  /// The groupings (their places in `groupings`) of which only the first
  /// and the last point are wanted (the change from the first period to
  /// the last, `HistorySeries.change`: a point's set is the most costly
  /// part of a series, and a long log has thousands of months).
  package var endsOnly: Set<Int>

  package init(
    name: String, metric: HistoryMetric, groupings: [HistoryGrouping], endsOnly: Set<Int> = []
  ) {
    self.name = name
    self.metric = metric
    self.groupings = groupings
    self.endsOnly = endsOnly
  }
}

/// A request being answered: its exercise (-1: unknown), the sessions of
/// its records, its weighted sets in each unit, and its series.
struct SeriesRun {
  var id: Int32
  var metric = HistoryMetric.e1rm
  var recordSessions = Set<SessionPlace>()
  var units = WeightUnitTally()
  var made: [SeriesMaking] = []
  var endsOnly: Set<Int> = []
}

/// A series being made: its points (values and sets made at the end),
/// the exact score of each, and the digest whose set makes it.
struct SeriesMaking {
  var grouping: HistoryGrouping
  var points: [SeriesPoint] = []
  var scores: [ExactAmount] = []
  var makers: [Int] = []

  /// Only the first and the last point.
  mutating func keepEnds() {
    guard points.count > 2 else { return }
    let last = points.count - 1
    points = [points[0], points[last]]
    scores = [scores[0], scores[last]]
    makers = [makers[0], makers[last]]
  }

  /// Takes in digest `i`'s session, on `date`, of score `score`: a point
  /// of its own by session, else added to its period's.
  mutating func add(_ score: ExactAmount, of i: Int, on date: LocalDate, isRecord: Bool, _ metric: HistoryMetric) {
    let day = HistoryPeriods.start(of: date, grouping)
    if grouping != .session, let last = points.last, last.date == day {
      let k = points.count - 1
      points[k].sessions += 1
      points[k].isRecord = last.isRecord || isRecord
      if metric.isSummed {
        scores[k] = scores[k].plus(score)
      } else if metric.lowerIsBetter ? score < scores[k] : scores[k] < score {
        scores[k] = score
        makers[k] = i
      }
    } else {
      points.append(SeriesPoint(date: day, value: HistoryNumber(0), isRecord: isRecord, set: nil, sessions: 1))
      scores.append(score)
      makers.append(i)
    }
  }
}

extension HistoryMetric {
  /// Whether a point of the metric shows the set that made it (a best
  /// e1RM, heaviest or most reps; the others are sums or a pace).
  var hasBestSet: Bool { self == .e1rm || self == .heaviest || self == .reps }
}
