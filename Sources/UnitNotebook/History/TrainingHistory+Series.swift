extension TrainingHistory {
  /// The series `series(_:since:until:)` answers: of each request, by each
  /// of its groupings. The digests are read in history order, every one
  /// when the requests' exercises hold many of them (one pass that reads
  /// memory in order: a pass over each exercise's own, spread over the
  /// whole history, waited on memory for most of its time), else each
  /// exercise's own.
  func makeSeries(_ requests: [SeriesRequest], since: LocalDate?, until: LocalDate?) -> [[HistorySeries]?] {
    var runs = requests.map { r -> SeriesRun in
      guard let id = id(of: r.name), r.metric == .volume || keepsSessionBests else { return SeriesRun(id: -1) }
      return SeriesRun(
        id: id, metric: r.metric, recordSessions: recordSessions(of: id, r.metric),
        made: r.groupings.map { SeriesMaking(grouping: $0) })
    }
    // The runs of each exercise, as lists threaded through `nextRun`.
    var firstRun = [Int32](repeating: -1, count: digestsOfExercise.count)
    var nextRun = [Int32](repeating: -1, count: runs.count)
    var wanted = 0
    var inOrder = true
    for k in runs.indices.reversed() where runs[k].id >= 0 && Int(runs[k].id) < firstRun.count {
      let x = Int(runs[k].id)
      if firstRun[x] < 0 {
        wanted += digestsOfExercise[x].count
        inOrder = inOrder && zip(digestsOfExercise[x], digestsOfExercise[x].dropFirst()).allSatisfy { $0 < $1 }
      }
      nextRun[k] = firstRun[x]
      firstRun[x] = Int32(k)
    }
    let distanceUnit = usualDistanceUnit
    func take(_ i: Int, first: Int32) {
      let date = exerciseDigests[i].work.date
      guard exerciseDigests[i].counted > 0, since.map({ date >= $0 }) ?? true, until.map({ date <= $0 }) ?? true
      else { return }
      let key = exerciseDigests[i].session.key
      var k = Int(first)
      while k >= 0 {
        runs[k].kg += exerciseDigests[i].kgSets
        runs[k].lb += exerciseDigests[i].lbSets
        let metric = runs[k].metric
        if let score = sessionScore(metric, i, distanceUnit) {
          let isRecord = runs[k].recordSessions.contains(SessionPlace(file: key.file, offset: key.offset))
          for g in runs[k].made.indices { runs[k].made[g].add(score, of: i, on: date, isRecord: isRecord, metric) }
        }
        k = Int(nextRun[k])
      }
    }
    if inOrder && wanted * 4 > exerciseDigests.count {
      for i in exerciseDigests.indices {
        let x = Int(exerciseDigests[i].exercise)
        if x >= 0, x < firstRun.count, firstRun[x] >= 0 { take(i, first: firstRun[x]) }
      }
    } else {
      for x in firstRun.indices where firstRun[x] >= 0 {
        for i in digestsOfExercise[x] { take(Int(i), first: firstRun[x]) }
      }
    }
    return runs.map { $0.id >= 0 ? finish($0, distanceUnit) : nil }
  }

  /// The sessions where an exercise set a record of the kind a metric's
  /// points mark, from its own events, each read in place (`enumerated()`
  /// copied every one, its set's strings retained and released).
  func recordSessions(of id: Int32, _ metric: HistoryMetric) -> Set<SessionPlace> {
    let kind = TrainingHistory.recordKind(of: metric)
    var out = Set<SessionPlace>()
    for e in Int(id) < eventsOfExercise.count ? eventsOfExercise[Int(id)] : [] {
      let k = Int(e)
      guard k < allEvents.count, allEvents[k].record.kind == kind else { continue }
      out.insert(SessionPlace(file: eventSpots[k].file, offset: eventSpots[k].session))
    }
    return out
  }

  /// A run's series: each point's value and set made from the digest that
  /// makes it, in the unit most of the exercise's weighted sets use.
  func finish(_ run: SeriesRun, _ distanceUnit: DistanceUnit) -> [HistorySeries] {
    let metric = run.metric
    let unit: WeightUnit = run.lb > run.kg ? .lb : .kg
    let usesDistance = metric == .distance || metric == .pace
    return run.made.map { m in
      var points = m.points
      for k in points.indices {
        // A summed metric's point has no set (`sessionBest` is nil for it).
        let scored = metric.isSummed ? nil : sessionBest(metric, m.makers[k])
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

  /// The exact score of a metric in digest `i`'s session, or nil when the
  /// session has nothing of it (the set behind it is `sessionBest`'s).
  func sessionScore(_ metric: HistoryMetric, _ i: Int, _ distanceUnit: DistanceUnit) -> ExactAmount? {
    if metric == .volume {
      // Bodyweight work has no volume to chart.
      let v = exerciseDigests[i].volume
      return v.isZero ? nil : v
    }
    let b = Int(exerciseDigests[i].bests)
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
      // s · 10⁻¹⁵ seconds over d · 10⁻¹⁸ m, a kilometre being 10³ m and a
      // mile 1609.344 m: s · 10⁶ / d or s · 1609344 / d whole seconds,
      // rounded once.
      let factor: UInt64 = distanceUnit == .mi ? 1_609_344 : 1_000_000
      return digestTimed[t].pacedSeconds.times(factor).dividedRounded(by: d)
    }
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
    let key = exercise.map { ExerciseAliases.key(aliases.resolve($0)) }
    let query = StatsQuery(grouping: grouping, since: since, until: until, exerciseKey: key)
    var table = PeriodTable(query)
    if let planned = plannedPeriods, planned.query == query {
      table = planned
    } else if let key {
      let id = ids[key]
      // Each digest's work read in place (a copy of the digest was made for each).
      let mine = id.map { Int($0) < digestsOfExercise.count ? digestsOfExercise[Int($0)] : [] } ?? []
      for k in mine where Int(k) < exerciseDigests.count { table.add(exerciseDigests[Int(k)].work) }
    } else {
      for d in sessionDigests.sorted(by: { $0.key < $1.key }) { table.add(d.work) }
    }
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
    let key = exerciseDigests[i].session.key
    return HistorySet(
      name: Int(p.name) < pointNames.count ? pointNames[Int(p.name)] : "", date: exerciseDigests[i].work.date,
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

  package init(name: String, metric: HistoryMetric, groupings: [HistoryGrouping]) {
    self.name = name
    self.metric = metric
    self.groupings = groupings
  }
}

/// A request being answered: its exercise (-1: unknown), the sessions of
/// its records, its weighted sets in each unit, and its series.
struct SeriesRun {
  var id: Int32
  var metric = HistoryMetric.e1rm
  var recordSessions = Set<SessionPlace>()
  var kg = 0
  var lb = 0
  var made: [SeriesMaking] = []
}

/// A series being made: its points (values and sets made at the end),
/// the exact score of each, and the digest whose set makes it.
struct SeriesMaking {
  var grouping: HistoryGrouping
  var points: [SeriesPoint] = []
  var scores: [ExactAmount] = []
  var makers: [Int] = []

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
