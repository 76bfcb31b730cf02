extension TrainingHistory {
  /// The series of `requests` from those made while folding
  /// (`HistoryPlan.seriesWhileReading`), when they hold every one: the
  /// same dates, a metric they make, and each grouping whole or only its
  /// ends asked for. Nil when not: the digests make them.
  func seriesFromFold(_ requests: [SeriesRequest], since: LocalDate?, until: LocalDate?) -> [[HistorySeries]?]? {
    guard let period = seriesPeriod, period == DateSpan(since: since, until: until) else { return nil }
    let distanceUnit = usualDistanceUnit
    var out: [[HistorySeries]?] = []
    out.reserveCapacity(requests.count)
    for r in requests {
      guard let id = id(of: r.name) else {
        out.append(nil)
        continue
      }
      let folded =
        (Int(id) < foldedSeries.count ? foldedSeries[Int(id)] : nil) ?? FoldedSeries(key: keys[Int(id)], period)
      guard let runs = folded.runs(r.metric) else { return nil }
      let marks = RecordMarks(self, id, r.metric, period)
      let unit = folded.units.usual
      var made: [HistorySeries] = []
      for (g, grouping) in r.groupings.enumerated() {
        guard let run = runs.first(where: { $0.grouping == grouping }),
          let points = run.points(endsOnly: r.endsOnly.contains(g))
        else { return nil }
        made.append(
          HistorySeries(
            exercise: summaries[Int(id)].name, metric: r.metric, grouping: grouping,
            unit: r.metric.isWeight ? unit : nil, distanceUnit: r.metric == .pace ? distanceUnit : nil,
            points: points.map { seriesPoint($0, r.metric, grouping, marks, unit, distanceUnit) }))
      }
      out.append(made)
    }
    return out
  }

  /// A point made while folding, as the digests make it: its value in the
  /// series' unit, its set, and whether a record of its metric was set in it.
  func seriesPoint(
    _ p: FoldedPoint, _ metric: HistoryMetric, _ grouping: HistoryGrouping, _ marks: RecordMarks,
    _ unit: WeightUnit, _ distanceUnit: DistanceUnit
  ) -> SeriesPoint {
    let score = metric == .pace ? TrainingHistory.pace(p.score, per: p.per, distanceUnit) : p.score
    let set = metric.hasBestSet ? p.set.map { historySet($0, session: p.session.key, date: p.day) } : nil
    return SeriesPoint(
      date: p.date,
      value: TrainingHistory.seriesValue(metric, score, p.set?.countedWeight, unit: unit, distanceUnit: distanceUnit),
      isRecord: marks.marks(p, grouping), set: set, sessions: p.sessions)
  }
}

/// Where an exercise set records of the kind a metric's points mark: the
/// sessions (for a point by session) and their dates in order (a point of
/// a period holds every session of it in the series' dates).
struct RecordMarks {
  var sessions: Set<SessionPlace>
  var days: [LocalDate]
  var period: DateSpan

  init(_ history: TrainingHistory, _ id: Int32, _ metric: HistoryMetric, _ period: DateSpan) {
    sessions = history.recordSessions(of: id, metric)
    days = history.recordEvents(of: id, metric).map { history.allEvents[$0].record.set.date }.sorted()
    self.period = period
  }

  /// Whether a record was set in the point's session, or in its period.
  func marks(_ p: FoldedPoint, _ grouping: HistoryGrouping) -> Bool {
    if grouping == .session {
      return sessions.contains(SessionPlace(file: p.session.key.file, offset: p.session.key.offset))
    }
    let first = period.since.map { Swift.max($0, p.date) } ?? p.date
    let end = HistoryPeriods.end(of: p.date, grouping)
    let last = period.until.map { Swift.min($0, end) } ?? end
    // The first record day on or after `first`.
    var (lo, hi) = (0, days.count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if days[mid] < first { lo = mid + 1 } else { hi = mid }
    }
    return lo < days.count && days[lo] <= last
  }
}
