extension TrainingHistory {
  /// Several series at once: for each request, its series by each of its
  /// groupings in their order, as `series(of:metric:by:since:until:)` gives
  /// them; nil for an exercise the history does not know.
  package func series(_ requests: [SeriesRequest], since: LocalDate? = nil, until: LocalDate? = nil)
    -> [[HistorySeries]?]
  {
    let tracked = tracker(SeriesTracker.self)
    let records = tracker(RecordsTracker.self)
    let dates = DateSpan(since: since, until: until)
    return requests.map { r in
      guard let id = id(of: r.name) else { return nil }
      let series = tracked?.series(of: id) ?? ExerciseSeries()
      let marks = records?.recordSessions(of: id, r.metric) ?? []
      var made = r.groupings.map { SeriesMaking(grouping: $0) }
      var units = UnitTally<WeightUnit>()
      for (k, s) in series.sessions.enumerated() where dates.includes(s.date) {
        units += s.units
        guard let score = score(r.metric, s, series) else { continue }
        let isRecord = marks.contains(s.place)
        for g in made.indices { made[g].add(score, of: k, on: s.date, isRecord: isRecord, r.metric) }
      }
      return made.map { finish($0, r.metric, id, series, unit: units.usual) }
    }
  }

  /// A series made: each point's value and set made from the session
  /// that makes it, in the unit most of the exercise's weighed sets use.
  func finish(
    _ m: SeriesMaking, _ metric: HistoryMetric, _ id: Int32, _ series: ExerciseSeries, unit: WeightUnit
  ) -> HistorySeries {
    let distanceUnit = usualDistanceUnit
    var points = m.points
    for k in points.indices {
      let s = series.sessions[m.makers[k]]
      // Only a best set's metric has a set.
      let best = series.best(metric, of: s)
      points[k].value = TrainingHistory.seriesValue(
        metric, m.scores[k], best?.set.countedWeight, unit: unit, distanceUnit: distanceUnit)
      points[k].set = best.map { RecordsMaker(files: files, columns: [:]).set($0.set) }
    }
    let usesDistance = metric == .distance || metric == .pace
    return HistorySeries(
      exercise: summaries[Int(id)].name, metric: metric, grouping: m.grouping, unit: metric.isWeight ? unit : nil,
      distanceUnit: usesDistance ? distanceUnit : nil, points: points)
  }

  /// The exact score of a metric in a session, or nil when the session
  /// has nothing of it.
  func score(_ metric: HistoryMetric, _ s: SeriesSession, _ series: ExerciseSeries) -> ExactAmount? {
    switch metric {
    // Bodyweight work has no volume to chart.
    case .volume: return s.volume.isZero ? nil : s.volume
    case .e1rm, .heaviest, .reps: return series.best(metric, of: s)?.score
    // A hold has no distance; a carry, no time.
    case .distance: return series.timed(of: s).flatMap { $0.distance.isZero ? nil : $0.distance }
    case .duration: return series.timed(of: s).flatMap { $0.seconds.isZero ? nil : $0.seconds }
    case .pace:
      guard let t = series.timed(of: s), !t.pacedDistance.isZero else { return nil }
      return TrainingHistory.pace(t.pacedSeconds, per: t.pacedDistance, usualDistanceUnit)
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

extension HistoryMetric {
  /// The record whose events mark a series' points.
  var recordKind: RecordKind {
    switch self {
    case .e1rm: return .e1rm
    case .heaviest: return .heaviest
    case .reps: return .mostReps
    case .volume: return .bestSession
    case .distance: return .farthest
    case .duration: return .longest
    case .pace: return .fastest
    }
  }
}
