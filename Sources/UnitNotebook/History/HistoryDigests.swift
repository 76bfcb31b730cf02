/// The work of one session (all its exercises, or one of them): its done
/// sets of every kind, warm-ups included.
struct WorkDigest: Hashable {
  var date: LocalDate
  var sets = 0
  var reps = 0
  /// 10⁻²³ kg, 10⁻¹⁵ s, 10⁻¹⁸ m.
  var volume = ExactAmount.zero
  var seconds = ExactAmount.zero
  var distance = ExactAmount.zero

  /// Adds a done set.
  mutating func add(_ s: SetRecord) {
    sets += 1
    if let r = s.reps {
      reps = reps.addingReportingOverflow(r).overflow ? reps : reps + r
      if let m = WorkDigest.volumeMass(s.load), r > 0 { volume = volume.plus(m.times(UInt64(r))) }
    }
    if let t = s.seconds { seconds = seconds.plus(ExactAmount.seconds(t)) }
    if let d = s.distance { distance = distance.plus(ExactAmount.distance(d)) }
  }

  /// The weight a set's volume counts: a weight, or the added load of
  /// `BW+X`; nothing for `BW` and `BW-X`.
  static func volumeMass(_ load: Load?) -> ExactAmount? {
    switch load {
    case .weight(let w)?: return ExactAmount.mass(w)
    case .bodyweight(let a?)? where !a.value.isNegative: return ExactAmount.mass(a)
    default: return nil
    }
  }
}

/// A session's work, for the stats.
struct SessionDigest: Hashable {
  var key: SessionKey
  var work: WorkDigest
}

/// One exercise in one session: its work (for stats of that exercise) and
/// what its series show.
struct ExerciseDigest: Hashable {
  var exercise: Int32
  var session: SessionEntry
  var work: WorkDigest
  /// Counted sets, and their best e1RM, heaviest weight and most reps.
  var counted = 0
  var e1rm: Scored? = nil
  var heaviest: Scored? = nil
  var mostReps: Scored? = nil
  /// Weight × reps of the counted sets, 10⁻²³ kg.
  var volume = ExactAmount.zero
  var kgSets = 0
  var lbSets = 0
}

/// What stats are asked for: the grouping, the dates, one exercise or all.
package struct StatsQuery: Hashable, Sendable {
  package var grouping: HistoryGrouping
  package var since: LocalDate?
  package var until: LocalDate?
  /// An exercise's identity key, or nil for all.
  package var exerciseKey: String?

  package init(grouping: HistoryGrouping, since: LocalDate?, until: LocalDate?, exerciseKey: String?) {
    self.grouping = grouping
    self.since = since
    self.until = until
    self.exerciseKey = exerciseKey
  }

  func includes(_ d: LocalDate) -> Bool {
    (since.map { d >= $0 } ?? true) && (until.map { d <= $0 } ?? true)
  }
}

/// Sums of work by period.
struct PeriodTable: Hashable {
  var query: StatsQuery
  var order: [Int32] = []
  var sums: [Int32: PeriodSum] = [:]

  init(_ query: StatsQuery) {
    self.query = query
  }

  /// Adds a session's work (sessions count when they hold a done set).
  mutating func add(_ w: WorkDigest) {
    guard w.sets > 0, query.includes(w.date) else { return }
    let start = HistoryPeriods.start(of: w.date, query.grouping)
    let k = Int32(start.daysSinceEpoch)
    if sums[k] == nil {
      sums[k] = PeriodSum(start: start)
      order.append(k)
    }
    sums[k]?.add(w)
  }

  /// Takes in the sums of a later part of the history.
  mutating func absorb(_ later: PeriodTable) {
    for k in later.order {
      guard let s = later.sums[k] else { continue }
      if let mine = sums[k] {
        sums[k] = mine.plus(s)
      } else {
        sums[k] = s
        order.append(k)
      }
    }
  }
}

/// The work of one period, exactly.
struct PeriodSum: Hashable {
  var start: LocalDate?
  var sessions = 0
  var sets = 0
  var reps = 0
  var volume = ExactAmount.zero
  var seconds = ExactAmount.zero
  var distance = ExactAmount.zero

  mutating func add(_ w: WorkDigest) {
    sessions += 1
    sets += w.sets
    reps = reps.addingReportingOverflow(w.reps).overflow ? reps : reps + w.reps
    volume = volume.plus(w.volume)
    seconds = seconds.plus(w.seconds)
    distance = distance.plus(w.distance)
  }

  func plus(_ o: PeriodSum) -> PeriodSum {
    var r = self
    r.sessions += o.sessions
    r.sets += o.sets
    r.reps = r.reps.addingReportingOverflow(o.reps).overflow ? r.reps : r.reps + o.reps
    r.volume = volume.plus(o.volume)
    r.seconds = seconds.plus(o.seconds)
    r.distance = distance.plus(o.distance)
    return r
  }

  /// The public value, in the stats' units.
  func stats(unit: WeightUnit, distanceUnit: DistanceUnit) -> PeriodStats {
    PeriodStats(
      start: start, sessions: sessions, sets: sets, reps: reps,
      volume: HistoryPeriods.decimal(volume.tenths(of: unit), places: 1),
      seconds: HistoryPeriods.decimal(seconds, places: ExactAmount.secondsPlaces),
      distance: HistoryPeriods.decimal(distance.hundredths(of: distanceUnit), places: 2))
  }
}

/// Periods of the calendar, and exact numbers as decimals.
enum HistoryPeriods {
  /// The first day of the period holding `d`: the Monday of its ISO week,
  /// the first of its month or year, or the day itself for sessions.
  static func start(of d: LocalDate, _ grouping: HistoryGrouping) -> LocalDate {
    switch grouping {
    case .session: return d
    case .week:
      let days = d.daysSinceEpoch
      let weekday = ((days + 3) % 7 + 7) % 7  // 1970-01-01 was a Thursday; Monday is 0
      return d.adding(days: -weekday) ?? LocalDate.minimum
    case .month: return LocalDate(year: d.year, month: d.month, day: 1) ?? d
    case .year: return LocalDate(year: d.year, month: 1, day: 1) ?? d
    }
  }

  /// An exact amount with `places` decimal places as a `DecimalValue`
  /// (the largest value a decimal holds when it does not fit).
  static func decimal(_ x: ExactAmount, places: Int) -> DecimalValue {
    var v = x
    var p = places
    // Drop trailing zero places, then places beyond what a decimal keeps.
    while p > 0, v.divided(by: 10).remainder == 0 {
      v = v.divided(by: 10).quotient
      p -= 1
    }
    while p > 0, (v.uint64 ?? .max) >= 1_000_000_000_000_000 {
      v = v.rounded(dividingBy: 1, tenToThe: 1)
      p -= 1
    }
    guard let n = v.uint64, n < 1_000_000_000_000_000,
      let d = DecimalValue(significand: Int64(n), scale: p)
    else { return DecimalValue(999_999_999_999_999) }
    return d
  }
}
