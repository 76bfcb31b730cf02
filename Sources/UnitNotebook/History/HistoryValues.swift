/// One set as the history remembers it: what it was, when, and where it is
/// written (docs/history.md).
public struct HistorySet: Sendable, Hashable {
  /// The exercise's name as written on that day.
  public var name: String
  public var date: LocalDate
  public var start: TimeOfDay?
  public var kind: SetKind
  public var load: Load?
  public var reps: Int?
  public var seconds: DecimalValue?
  public var distance: Distance?
  /// The file the set is in, as the history was given it.
  public var file: String
  /// 1-based line and column of the set (the column counts Unicode
  /// scalars); nil for a history built from notebooks without their text.
  public var line: Int?
  public var column: Int?
  /// For a bodyweight set (`BW`, `BW+20kg`, `BW-25kg`), the body weight in
  /// effect on its day, when one is known: its e1RM is on body weight plus
  /// the load (docs/history.md, Body weight).
  public var bodyweight: Weight? = nil
}

/// An exact non-negative decimal of any size: what the history adds up or
/// works out (a period's reps, volume, time and distance; a series' value;
/// an e1RM, a best set's weight × reps, a session's volume) can pass the
/// fifteen digits a notebook number holds (`DecimalValue`), and is then
/// still that number, never a clamped or wrapped one (docs/history.md).
public struct HistoryNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The digits as a whole number, and how many of them follow the point;
  /// no zero ends the places, so equal numbers are equal values.
  let digits: ExactAmount
  let places: Int

  /// `digits · 10^-places`, its trailing zero places dropped.
  init(_ digits: ExactAmount, places: Int) {
    var d = digits
    var p = Swift.max(places, 0)
    while p > 0 {
      let (q, r) = d.divided(by: 10)
      guard r == 0 else { break }
      d = q
      p -= 1
    }
    self.digits = d
    self.places = p
  }

  /// The magnitude of a notebook number.
  public init(_ d: DecimalValue) {
    self.init(ExactAmount(d.significand.magnitude), places: Int(d.scale))
  }

  /// The magnitude of a whole number.
  public init(_ n: Int) {
    self.init(ExactAmount(UInt64(n.magnitude)), places: 0)
  }

  public static let zero = HistoryNumber(ExactAmount.zero, places: 0)

  public var isZero: Bool { digits.isZero }

  /// The same number as a notebook number, when it has at most fifteen
  /// digits; nil when it has more.
  public var decimalValue: DecimalValue? {
    // Already without trailing zero places: as a decimal keeps them.
    guard places <= DecimalValue.maximumDigits, let n = digits.uint64, n < 1_000_000_000_000_000 else { return nil }
    return DecimalValue(uncheckedSignificand: Int64(n), scale: UInt8(places))
  }

  /// The nearest binary double, for what is drawn to scale (bars, charts).
  public var doubleValue: Double { Double(description) ?? .infinity }

  /// Every digit: `1502.5`, `0`, `1200000000000000`.
  public var description: String { digits.decimalString(places: places) }

  public static func < (a: HistoryNumber, b: HistoryNumber) -> Bool {
    let p = Swift.max(a.places, b.places)
    return a.digits.timesPowerOfTen(p - a.places) < b.digits.timesPowerOfTen(p - b.places)
  }
}

/// The value a record holds, in the unit its set was written in.
public enum RecordValue: Sendable, Hashable, CustomStringConvertible {
  /// A weight: the heaviest, an e1RM (to 0.1), a volume (weight × reps; a
  /// session's to 0.1), or the assistance of an assisted set. Exact at any
  /// size: an e1RM or a volume can pass a notebook number's fifteen digits.
  case weight(HistoryNumber, WeightUnit)
  case reps(Int)
  /// Seconds.
  case duration(DecimalValue)
  case distance(Distance)

  /// `116.7kg`, `12 reps`, `1:30`, `5km`.
  public var description: String {
    switch self {
    case .weight(let n, let unit): return "\(n)\(unit.rawValue)"
    case .reps(let n): return n == 1 ? "1 rep" : "\(n) reps"
    case .duration(let s): return HistoryText.duration(s)
    case .distance(let d): return "\(d.value)\(d.unit.rawValue)"
    }
  }
}

/// A current record of an exercise and the set that made it: the first set
/// that reached it (a tie takes nothing).
public struct PersonalRecord: Sendable, Hashable {
  /// The exercise, as the history names it.
  public var exercise: String
  public var kind: RecordKind
  public var value: RecordValue
  /// For `repsAtWeight` the weight, for `fastest` the distance; else nil.
  public var at: RecordValue?
  /// The set that made it; for `bestSession`, the session's last counted set
  /// of the exercise.
  public var set: HistorySet
  /// For `bestSession`: how many counted sets the session had.
  public var sessionSets: Int?
}

/// A set that strictly beat every earlier counted set of its exercise on a
/// record. The first session of an exercise sets the baseline and holds no
/// events; ties are not events.
public struct RecordEvent: Sendable, Hashable, CustomStringConvertible {
  public var record: PersonalRecord
  /// What the record was before.
  public var was: RecordValue
  /// The set that held it before.
  public var wasSet: HistorySet

  /// `Squat e1RM 140kg (120kg × 5), was 137.5kg`.
  public var description: String {
    let r = record
    let before = HistoryText.written(was, r.kind, wasSet)
    return "\(r.exercise) \(HistoryText.title(r)) \(HistoryText.value(r)) (\(HistoryText.evidence(r))), was \(before)"
  }
}

/// The last session in which an exercise had a counted set, and the
/// exercise's block in it as logged.
public struct LastTime: Sendable, Hashable {
  /// The exercise, as the history names it.
  public var exercise: String
  /// The session's heading (its notes and other exercises left out) and the
  /// exercise as logged that day: all its sets, warm-ups and ✗ included.
  /// When the session holds the exercise in two places, both blocks are
  /// there, in order.
  public var session: Session
  public var file: String
  /// The 1-based line of the exercise's name, when the text is known.
  public var line: Int?
}

/// An exercise of the history and how often it was done.
public struct ExerciseSummary: Sendable, Hashable {
  /// The name the history shows: the alias target when mapped, otherwise
  /// the spelling of its most recent session.
  public var name: String
  /// Sessions with at least one counted set.
  public var sessions: Int
  /// Counted sets (done, not warm-ups).
  public var sets: Int
  /// The first and last session with a counted set; nil when the exercise
  /// was only ever planned, failed or warmed up.
  public var first: LocalDate?
  public var last: LocalDate?
}

/// What a series measures.
public enum HistoryMetric: String, Sendable, Hashable, CaseIterable {
  /// The best estimated one-rep max.
  case e1rm
  /// The heaviest weight.
  case heaviest
  /// The most reps in one set.
  case reps
  /// Weight × reps of the counted sets (summed over a period).
  case volume
  /// The distance of the counted sets (summed over a period), in the
  /// series' distance unit.
  case distance
  /// The time of the counted sets, in seconds (summed over a period).
  case duration
  /// Seconds per kilometre or mile of the counted sets with both a time
  /// and a distance, to the whole second; a period takes its fastest
  /// session. Lower is better.
  case pace

  /// True for the metric whose best is its lowest value (pace).
  public var lowerIsBetter: Bool { self == .pace }

  /// True for the metrics in a weight unit.
  public var isWeight: Bool { self == .e1rm || self == .heaviest || self == .volume }

  /// True for the metrics a period adds up (the others take its best
  /// session).
  public var isSummed: Bool { self == .volume || self == .distance || self == .duration }
}

/// How a series or the stats group sessions.
public enum HistoryGrouping: String, Sendable, Hashable, CaseIterable {
  case session
  /// ISO weeks, Monday first.
  case week
  case month
  case year
}

/// One point of a series: a session, or a period.
public struct SeriesPoint: Sendable, Hashable {
  /// The session's date, or the period's first day.
  public var date: LocalDate
  /// The value in the series' unit (reps for `reps`), exact at any size.
  public var value: HistoryNumber
  /// True when a set of it was a record event of the metric (for volume: a
  /// best session).
  public var isRecord: Bool
  /// The set behind the value (nil for volume).
  public var set: HistorySet?
  /// Sessions in the point.
  public var sessions: Int
}

/// A series of one exercise by session, week or month.
public struct HistorySeries: Sendable, Hashable {
  public var exercise: String
  public var metric: HistoryMetric
  public var grouping: HistoryGrouping
  /// The weight unit of the values; nil for reps, distance, duration
  /// and pace.
  public var unit: WeightUnit?
  /// The distance unit of a distance or a pace (per kilometre or per
  /// mile); nil for the others.
  public var distanceUnit: DistanceUnit? = nil
  public var points: [SeriesPoint]
  /// True for the body weights' series (`TrainingHistory.bodyweightSeries`).
  public var isBodyweight = false

  /// The best point: the first to reach the highest value (the lowest for
  /// pace), as a record is the first set to reach it.
  public var best: SeriesPoint? {
    var found: SeriesPoint? = nil
    for p in points {
      guard let b = found else {
        found = p
        continue
      }
      if metric.lowerIsBetter ? p.value < b.value : b.value < p.value { found = p }
    }
    return found
  }

  /// The last point's value less the first's, exactly (`+7.5` kg of
  /// e1RM); nil with fewer than two points, or when a value is past what
  /// a `DecimalValue` holds.
  public var change: DecimalValue? {
    guard points.count >= 2, let a = points.first?.value.decimalValue, let b = points.last?.value.decimalValue
    else { return nil }
    return b.minus(a)
  }
}

/// The work of a period: done sets of every kind (warm-ups are work too).
public struct PeriodStats: Sendable, Hashable {
  /// The period's first day (a Monday for weeks); nil for the total.
  public var start: LocalDate?
  /// Sessions with a done set.
  public var sessions: Int
  public var sets: Int
  /// Done bodyweight sets (`BW`, `BW+X`, `BW-X`) with no body weight in
  /// effect: their volume is the added load only.
  public var setsWithoutBodyweight: Int
  /// The sums are exact at any size (`HistoryNumber`).
  public var reps: HistoryNumber
  /// Weight × reps of the weighted sets, to 0.1 in the stats' unit. A
  /// bodyweight set counts the lifter where a body weight is in effect
  /// (`BW-25kg × 8` at 80 kg is 8 × 55 kg); where none is, the added load
  /// only (`BW+X` counts X; `BW` and `BW-X` add none).
  public var volume: HistoryNumber
  /// Seconds of the timed sets (a set's own time: `60s`, `5km in 25:10`), exactly.
  public var seconds: HistoryNumber
  /// To 0.01 in the stats' distance unit.
  public var distance: HistoryNumber
  /// Seconds of the sessions, each from its heading's start to its end
  /// (past midnight when the end is earlier); sessions without both add none.
  public var sessionSeconds: HistoryNumber
  /// The body weight on the period's last day (the latest recorded on or
  /// before it; for the total, on the last date asked for, else the last
  /// recorded); nil when none is known.
  public var bodyweight: Weight? = nil
}

/// Stats by period and their total.
public struct HistoryStats: Sendable, Hashable {
  public var grouping: HistoryGrouping
  public var unit: WeightUnit
  public var distanceUnit: DistanceUnit
  /// Periods with at least one done set, oldest first.
  public var periods: [PeriodStats]
  public var total: PeriodStats
}

/// The days a lifter trained over a span of dates, and how regularly: the
/// ISO weeks (Monday first) the span touches, those with a session, and
/// the longest run of consecutive weeks trained.
public struct TrainingDays: Sendable, Hashable {
  /// The span: the dates asked for, or else the first and last day trained.
  public var first: LocalDate
  public var last: LocalDate
  /// The days with a session holding a done set (as the stats count
  /// sessions), oldest first, each once.
  public var days: [LocalDate]
  /// ISO weeks from the week of `first` to the week of `last`.
  public var weeks: Int
  /// Weeks with at least one day trained.
  public var weeksTrained: Int
  /// The most weeks trained one after the other.
  public var longestRun: Int
}

/// A body weight recorded in a session.
public struct BodyweightPoint: Sendable, Hashable {
  public var date: LocalDate
  public var weight: Weight
}
