/// Work done: sessions, done sets of every kind (warm-ups are work too),
/// their reps, volume, time and distance, and the sessions' own time, each
/// exact in the training kernel's base unit (converted once when shown).
struct Work: Hashable, Sendable {
  var sessions = 0
  var sets = 0
  /// Done bodyweight sets with no body weight in effect (their volume is
  /// the added load only).
  var setsWithoutBodyweight = 0
  var reps = ExactAmount.zero
  var volume = ExactAmount.zero
  var seconds = ExactAmount.zero
  var distance = ExactAmount.zero
  /// The sessions' time from their headings' start to their end, whole
  /// seconds (the largest count when the sum does not fit).
  var sessionSeconds = 0

  static let zero = Work()

  /// Adds a done set; `bodyweight` is the body weight in effect (a
  /// bodyweight set's load is then the lifter, `BodyweightLoad`).
  mutating func add(_ s: SetRecord, bodyweight: Weight?) {
    sets += 1
    if bodyweight == nil, BodyweightLoad.isBodyweight(s.load) { setsWithoutBodyweight += 1 }
    if let r = s.reps {
      reps = reps.plus(ExactAmount(UInt64(r.magnitude)))
      if r > 0, let load = BodyweightLoad.volumeMass(s.load, bodyweight: bodyweight) {
        volume = volume.plus(load.times(UInt64(r)))
      }
    }
    if let t = s.seconds { seconds = seconds.plus(ExactAmount.seconds(t)) }
    if let d = s.distance { distance = distance.plus(ExactAmount.distance(d)) }
  }

  /// Adds another's work.
  mutating func add(_ o: Work) {
    sessions += o.sessions
    sets += o.sets
    setsWithoutBodyweight += o.setsWithoutBodyweight
    reps = reps.plus(o.reps)
    volume = volume.plus(o.volume)
    seconds = seconds.plus(o.seconds)
    distance = distance.plus(o.distance)
    sessionSeconds = Work.adding(sessionSeconds, o.sessionSeconds)
  }

  /// Seconds from `start` to `end`; an end earlier than the start is on
  /// the next day (past midnight). 0 without both.
  static func sessionSeconds(start: TimeOfDay?, end: TimeOfDay?) -> Int {
    guard let s = start?.secondsSinceMidnight, let e = end?.secondsSinceMidnight else { return 0 }
    return e >= s ? e - s : e + 86_400 - s
  }

  /// `a + b`, the largest count when it does not fit (a sum of session
  /// times; no input holds that many sessions).
  static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  /// The public value, in the stats' units: volume to 0.1, distance to
  /// 0.01, each rounded half up once.
  func stats(start: LocalDate?, unit: WeightUnit, distanceUnit: DistanceUnit) -> PeriodStats {
    PeriodStats(
      start: start, sessions: sessions, sets: sets, setsWithoutBodyweight: setsWithoutBodyweight,
      reps: HistoryNumber(reps, places: 0), volume: HistoryNumber(volume.tenths(of: unit), places: 1),
      seconds: HistoryNumber(seconds, places: ExactAmount.secondsPlaces),
      distance: HistoryNumber(distance.hundredths(of: distanceUnit), places: 2),
      sessionSeconds: HistoryNumber(sessionSeconds))
  }
}

/// Periods of the calendar.
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

  /// The last day of the period that starts on `start`.
  static func end(of start: LocalDate, _ grouping: HistoryGrouping) -> LocalDate {
    switch grouping {
    case .session: return start
    case .week: return start.adding(days: 6) ?? start
    case .month:
      let days = LocalDate.daysIn(month: start.month, year: start.year)
      return LocalDate(year: start.year, month: start.month, day: days) ?? start
    case .year: return LocalDate(year: start.year, month: 12, day: 31) ?? start
    }
  }
}
