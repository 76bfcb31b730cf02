extension TrainingHistory {

  /// The latest body weight recorded on or before a date (`bodyweight(on:)`).
  func weighInOn(_ date: LocalDate) -> Weight? {
    // The first weigh-in after the date, found by halving; the one before it.
    var low = 0
    var high = weighIns.count
    while low < high {
      let mid = (low + high) / 2
      if weighIns[mid].date <= date { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? weighIns[low - 1].weight : nil
  }

  /// The body weights recorded between two dates (`bodyweights(since:until:)`).
  func weighIns(since: LocalDate?, until: LocalDate?) -> [BodyweightPoint] {
    weighIns.compactMap { w in
      guard since.map({ w.date >= $0 }) ?? true, until.map({ w.date <= $0 }) ?? true else { return nil }
      return BodyweightPoint(date: w.date, weight: w.weight)
    }
  }
}

extension TrainingHistory {
  /// The identity keys of the names that ask for the body weight.
  static let bodyweightKeys: Set<String> = [
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweight.spellings.printed)"),
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweightPair.0) \(Lexicon.LineWord.bodyweightPair.1)"),
  ]

  /// The weigh-ins as a series (`bodyweightSeries(by:unit:)`): one point a
  /// weigh-in, or the last of each week or month; a value as written when
  /// in the series' unit, else converted to 0.1.
  func makeBodyweightSeries(by grouping: HistoryGrouping, unit: WeightUnit?) -> HistorySeries {
    var units = UnitTally<WeightUnit>()
    for w in weighIns { units.count(w.weight.unit) }
    let u = unit ?? units.usual
    var points: [SeriesPoint] = []
    for w in weighIns {
      let date = HistoryPeriods.start(of: w.date, grouping)
      let value =
        w.weight.unit == u
        ? HistoryNumber(w.weight.value) : HistoryNumber(ExactAmount.mass(w.weight).tenths(of: u), places: 1)
      let point = SeriesPoint(date: date, value: value, isRecord: false, set: nil, sessions: 1)
      if grouping != .session, let last = points.last, last.date == date {
        points[points.count - 1] = SeriesPoint(
          date: date, value: value, isRecord: false, set: nil, sessions: last.sessions + 1)
      } else {
        points.append(point)
      }
    }
    return HistorySeries(
      exercise: "\(Lexicon.LineWord.bodyweight.spellings.printed)", metric: .heaviest, grouping: grouping, unit: u,
      points: points, isBodyweight: true)
  }
}
