extension TrainingHistory {
  /// The series `series(of:metric:by:)` answers.
  func makeSeries(of name: String, metric: HistoryMetric, by grouping: HistoryGrouping) -> HistorySeries? {
    guard let id = id(of: name), metric == .volume || keepsSessionBests else { return nil }
    let digests = exerciseDigests.filter { $0.exercise == id && $0.counted > 0 }.sorted {
      $0.session.key < $1.session.key
    }
    let kg = digests.reduce(0) { $0 + $1.kgSets }
    let lb = digests.reduce(0) { $0 + $1.lbSets }
    let unit: WeightUnit = lb > kg ? .lb : .kg
    let kind: RecordKind
    switch metric {
    case .e1rm: kind = .e1rm
    case .heaviest: kind = .heaviest
    case .reps: kind = .mostReps
    case .volume: kind = .bestSession
    }
    let exercise = summaries[Int(id)].name
    var recordSessions = Set<SessionPlace>()
    for (k, e) in allEvents.enumerated() where e.record.kind == kind && e.record.exercise == exercise {
      recordSessions.insert(SessionPlace(file: eventSpots[k].file, offset: eventSpots[k].session))
    }
    var points: [SeriesPoint] = []
    var scores: [ExactAmount] = []
    for d in digests {
      let place = SessionPlace(file: d.session.key.file, offset: d.session.key.offset)
      let scored: Scored?
      let score: ExactAmount
      let bests = d.bests >= 0 && Int(d.bests) < digestBests.count ? digestBests[Int(d.bests)] : SessionBests()
      switch metric {
      case .e1rm: scored = bests.e1rm
      case .heaviest: scored = bests.heaviest
      case .reps: scored = bests.mostReps
      case .volume: scored = nil
      }
      if metric == .volume {
        guard !d.volume.isZero else { continue }  // bodyweight work has no volume to chart
        score = d.volume
      } else {
        guard let s = scored else { continue }
        score = s.score
      }
      let value = TrainingHistory.seriesValue(metric, score, scored?.set, unit: unit)
      let point = SeriesPoint(
        date: HistoryPeriods.start(of: d.work.date, grouping), value: value,
        isRecord: recordSessions.contains(place), set: scored.map { historySet($0.set) }, sessions: 1)
      if grouping != .session, let last = points.last, last.date == point.date {
        let k = points.count - 1
        points[k].sessions += 1
        points[k].isRecord = last.isRecord || point.isRecord
        if metric == .volume {
          scores[k] = scores[k].plus(score)
          points[k].value = TrainingHistory.seriesValue(metric, scores[k], nil, unit: unit)
        } else if scores[k] < score {
          scores[k] = score
          points[k].value = point.value
          points[k].set = point.set
        }
      } else {
        points.append(point)
        scores.append(score)
      }
    }
    return HistorySeries(
      exercise: exercise, metric: metric, grouping: grouping, unit: metric == .reps ? nil : unit, points: points)
  }

  /// A series value in the series' unit: an e1RM to 0.1, the heaviest as
  /// written when in that unit (else to 0.1), reps, a volume to 0.1.
  static func seriesValue(_ metric: HistoryMetric, _ score: ExactAmount, _ set: KeptSet?, unit: WeightUnit)
    -> HistoryNumber
  {
    switch metric {
    case .reps: return HistoryNumber(score, places: 0)
    case .volume: return HistoryNumber(score.tenths(of: unit), places: 1)
    case .heaviest:
      if let w = set?.countedWeight, w.unit == unit { return HistoryNumber(w.value) }
      return HistoryNumber(score.tenths(of: unit), places: 1)
    case .e1rm:
      // The score is the mass times 30 (a single) or 30 + reps.
      let tenths =
        unit == .kg
        ? score.rounded(dividingBy: 30, tenToThe: ExactAmount.massPlaces - 1)
        : score.rounded(dividingBy: 30 * 45_359_237, tenToThe: ExactAmount.massPlaces - 9)
      return HistoryNumber(tenths, places: 1)
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
      for d in exerciseDigests.sorted(by: { $0.session.key < $1.session.key }) where d.exercise == id {
        table.add(d.work)
      }
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
      total.add(ExactPeriod(sessions: s.sessions, sets: s.sets, reps: s.reps))
      amounts.add(s.amounts, spill: &spill)
      if s.spill >= 0, Int(s.spill) < table.spills.count { spill = (spill ?? .zero).plus(table.spills[Int(s.spill)]) }
      periods.append(table.stats(i, unit: u, distanceUnit: du))
    }
    // `total.work` holds the reps its count could not; the rest adds to it.
    total.work = total.work.plus(amounts.exact).plus(spill ?? .zero)
    return HistoryStats(
      grouping: grouping, unit: u, distanceUnit: du, periods: periods, total: total.stats(unit: u, distanceUnit: du))
  }

  /// The public form of a kept set (its column read when the history was
  /// finished; nil here).
  func historySet(_ k: KeptSet) -> HistorySet {
    HistorySet(
      name: k.name, date: k.date, start: k.start, kind: k.kind, load: k.load, reps: k.reps, seconds: k.seconds,
      distance: k.distance, file: Int(k.spot.file) < files.count ? files[Int(k.spot.file)] : "",
      line: k.spot.line > 0 ? Int(k.spot.line) : nil, column: nil)
  }
}

/// A session's place: its file and where it starts there.
struct SessionPlace: Hashable {
  var file: Int32
  var offset: Int
}
