extension TrainingHistory {
  /// The body weight on a date: the latest recorded (`Bodyweight 82.4kg`)
  /// on or before it; nil before the first. Bodyweight sets count it in
  /// volume and e1RM (docs/history.md, Body weight).
  public func bodyweight(on date: LocalDate) -> Weight? {
    // The first weigh-in after the date, found by halving; the one before it.
    var low = 0
    var high = weighIns.count
    while low < high {
      let mid = (low + high) / 2
      if weighIns[mid].date <= date { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? weighIns[low - 1].weight : nil
  }

  /// Every body weight recorded between two dates (inclusive), oldest
  /// first, as written: one point a weigh-in (`unit progress Bodyweight`).
  public func bodyweights(since: LocalDate? = nil, until: LocalDate? = nil) -> [BodyweightPoint] {
    let dates = DateSpan(since: since, until: until)
    return weighIns.filter { dates.includes($0.date) }.map { BodyweightPoint(date: $0.date, weight: $0.weight) }
  }

  /// Whether a name asks for the body weight (`Bodyweight`, `body weight`,
  /// any case) rather than an exercise.
  public static func namesBodyweight(_ name: String) -> Bool {
    bodyweightKeys.contains(ExerciseAliases.key(name))
  }

  /// The identity keys of the names that ask for the body weight.
  static let bodyweightKeys: Set<String> = [
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweight.spellings.printed)"),
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweightPair.0) \(Lexicon.LineWord.bodyweightPair.1)"),
  ]

  /// The body weights as a series for a chart (`unit progress Bodyweight`):
  /// a weight series (`metric` is `.heaviest`) named `Bodyweight`, one
  /// point a weigh-in, or the last of each week or month; in `unit`, else
  /// the unit most weigh-ins use; a value as written when in the series'
  /// unit, else converted to 0.1. Never a record.
  public func bodyweightSeries(by grouping: HistoryGrouping = .session, unit: WeightUnit? = nil) -> HistorySeries {
    var units = UnitTally<WeightUnit>()
    for w in weighIns { units.count(w.weight.unit) }
    let u = unit ?? units.usual
    var points: [SeriesPoint] = []
    for w in weighIns {
      let date = HistoryPeriods.start(of: w.date, grouping)
      let value =
        w.weight.unit == u
        ? HistoryNumber(w.weight.value) : HistoryNumber(ExactAmount.mass(w.weight).tenths(of: u), places: 1)
      var point = SeriesPoint(date: date, value: value, isRecord: false, set: nil, sessions: 1)
      // By period, the period's last weigh-in.
      if grouping != .session, let last = points.last, last.date == date {
        point.sessions += points.removeLast().sessions
      }
      points.append(point)
    }
    return HistorySeries(
      exercise: "\(Lexicon.LineWord.bodyweight.spellings.printed)", metric: .heaviest, grouping: grouping, unit: u,
      points: points, isBodyweight: true)
  }
}
