/// The work of one session (all its exercises, or one of them): its done
/// sets of every kind, warm-ups included.
struct WorkDigest: Hashable {
  var date: LocalDate
  var sets = 0
  var reps = 0
  /// Volume, time and distance: in thousandths while they fit, the rest
  /// exactly (`spill`).
  var amounts = WorkAmounts()
  /// What the counts could not hold (nil when all fit, as nearly always).
  var spill: ExactWork? {
    get { spilled?.work }
    set { spilled = newValue.map(SpilledWork.init) }
  }
  /// `spill`, boxed: a digest is kept for every exercise of every session,
  /// and held inline it made each 128 bytes larger.
  private var spilled: SpilledWork? = nil
  /// The session's time from its heading's start to its end, whole seconds
  /// (`sessionSeconds(start:end:)`; 0 without both).
  var sessionSeconds = 0
  /// Done bodyweight sets with no body weight in effect (their volume is
  /// the added load only).
  var setsWithoutBodyweight = 0

  init(date: LocalDate, sessionSeconds: Int = 0) {
    self.date = date
    self.sessionSeconds = sessionSeconds
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

  /// Adds a done set; `bodyweight` is the body weight in effect (a
  /// bodyweight set's load is then the lifter, `BodyweightLoad`).
  mutating func add(_ s: SetRecord, bodyweight: Weight?) {
    sets += 1
    if bodyweight == nil, BodyweightLoad.isBodyweight(s.load) { setsWithoutBodyweight += 1 }
    if let r = s.reps {
      let (sum, overflow) = reps.addingReportingOverflow(r)
      if overflow {
        spill = (spill ?? .zero).plus(ExactWork(reps: ExactAmount(UInt64(r.magnitude))))
      } else {
        reps = sum
      }
      if r > 0 { addVolume(BodyweightLoad.volumeLoad(s.load, bodyweight: bodyweight), reps: UInt64(r)) }
    }
    if let t = s.seconds, !amounts.addSeconds(t) {
      spill = (spill ?? .zero).plus(ExactWork(seconds: ExactAmount.seconds(t)))
    }
    if let d = s.distance, !amounts.addDistance(d) {
      spill = (spill ?? .zero).plus(ExactWork(distance: ExactAmount.distance(d)))
    }
  }

  /// Adds `reps` at a set's volume load: in thousandths when it fits,
  /// exactly beside them when not.
  private mutating func addVolume(_ load: VolumeLoad, reps: UInt64) {
    switch load {
    case .none: return
    case .written(let value, let unit):
      if !amounts.addVolume(value, unit, reps: reps) {
        spill = (spill ?? .zero).plus(ExactWork(volume: ExactAmount.mass(value, unit).times(reps)))
      }
    case .exact(let mass):
      spill = (spill ?? .zero).plus(ExactWork(volume: mass.times(reps)))
    }
  }

  /// Volume, time and distance exactly, and the reps `reps` could not hold.
  var exact: ExactWork { amounts.exact.plus(spill ?? .zero) }
}

/// Work that did not fit a digest's counts, exactly (`WorkDigest.spill`).
final class SpilledWork: Hashable, Sendable {
  let work: ExactWork

  init(_ work: ExactWork) { self.work = work }

  static func == (a: SpilledWork, b: SpilledWork) -> Bool { a.work == b.work }
  func hash(into h: inout Hasher) { h.combine(work) }
}

/// Volume, time and distance in fixed point: 10⁻²³ kg, 10⁻¹⁵ s, 10⁻¹⁸ m;
/// and reps past what an `Int` count beside them holds (a sum of many
/// sets of fifteen-digit reps), so that no sum wraps or is dropped.
struct ExactWork: Hashable {
  var volume = ExactAmount.zero
  var seconds = ExactAmount.zero
  var distance = ExactAmount.zero
  var reps = ExactAmount.zero

  static let zero = ExactWork()

  func plus(_ o: ExactWork) -> ExactWork {
    ExactWork(
      volume: volume.plus(o.volume), seconds: seconds.plus(o.seconds), distance: distance.plus(o.distance),
      reps: reps.plus(o.reps))
  }
}

/// Volume, time and distance as 64-bit counts of thousandths: of a
/// kilogram and of a pound (× reps), of a second, of a metre and of a
/// mile. Nearly every set's numbers have at most three places and every
/// period's sums fit, so the sums of the stats are plain additions and a
/// period takes 40 bytes; what does not fit is added exactly beside them
/// (`ExactWork`), so nothing is rounded.
struct WorkAmounts: Hashable {
  var kg: UInt64 = 0
  var lb: UInt64 = 0
  var ms: UInt64 = 0
  var mm: UInt64 = 0
  var mi: UInt64 = 0

  /// Thousandths of a decimal's magnitude, or nil when it has more than
  /// three places or does not fit.
  @inline(__always)
  static func thousandths(_ d: DecimalValue, places extra: Int = 0) -> UInt64? {
    let shift = 3 + extra - Int(d.scale)
    guard shift >= 0, shift < ExactAmount.powersOfTen.count else { return nil }
    let (v, o) = d.significand.magnitude.multipliedReportingOverflow(by: ExactAmount.powersOfTen[shift])
    return o ? nil : v
  }

  @inline(__always)
  static func add(_ x: UInt64, to sum: inout UInt64) -> Bool {
    let (r, o) = sum.addingReportingOverflow(x)
    if o { return false }
    sum = r
    return true
  }

  /// Adds weight × reps; false (nothing added) when it does not fit.
  mutating func addVolume(_ value: DecimalValue, _ unit: WeightUnit, reps: UInt64) -> Bool {
    guard let t = WorkAmounts.thousandths(value) else { return false }
    let (v, o) = t.multipliedReportingOverflow(by: reps)
    guard !o else { return false }
    switch unit {
    case .kg: return WorkAmounts.add(v, to: &kg)
    case .lb: return WorkAmounts.add(v, to: &lb)
    }
  }

  mutating func addSeconds(_ t: DecimalValue) -> Bool {
    guard let v = WorkAmounts.thousandths(t) else { return false }
    return WorkAmounts.add(v, to: &ms)
  }

  mutating func addDistance(_ d: Distance) -> Bool {
    switch d.unit {
    case .m: return WorkAmounts.thousandths(d.value).map { WorkAmounts.add($0, to: &mm) } ?? false
    case .km: return WorkAmounts.thousandths(d.value, places: 3).map { WorkAmounts.add($0, to: &mm) } ?? false
    case .mi: return WorkAmounts.thousandths(d.value).map { WorkAmounts.add($0, to: &mi) } ?? false
    }
  }

  /// Adds another's counts; those that do not fit go to `spill`, exactly.
  mutating func add(_ o: WorkAmounts, spill: inout ExactWork?) {
    var left = WorkAmounts()
    if !WorkAmounts.add(o.kg, to: &kg) { left.kg = o.kg }
    if !WorkAmounts.add(o.lb, to: &lb) { left.lb = o.lb }
    if !WorkAmounts.add(o.ms, to: &ms) { left.ms = o.ms }
    if !WorkAmounts.add(o.mm, to: &mm) { left.mm = o.mm }
    if !WorkAmounts.add(o.mi, to: &mi) { left.mi = o.mi }
    if left != WorkAmounts() { spill = (spill ?? .zero).plus(left.exact) }
  }

  /// The stats' numbers straight from the counts, when every amount is in
  /// the unit asked for (or none): volume to 0.1, time exactly, distance to
  /// 0.01, rounded half up as `ExactPeriod.stats` rounds them (whose fixed
  /// point this saves); nil when a conversion is needed.
  func decimals(unit: WeightUnit, distanceUnit: DistanceUnit) -> (
    volume: HistoryNumber, seconds: HistoryNumber, distance: HistoryNumber
  )? {
    let mass: (UInt64, UInt64)
    switch unit {
    case .kg: mass = (kg, lb)
    case .lb: mass = (lb, kg)
    }
    let (near, far): (UInt64, UInt64)
    let divisor: UInt64
    switch distanceUnit {
    case .km: (near, far, divisor) = (mm, mi, 10_000)
    case .m: (near, far, divisor) = (mm, mi, 10)
    case .mi: (near, far, divisor) = (mi, mm, 10)
    }
    guard mass.1 == 0, far == 0, mass.0 <= UInt64.max - 50, near <= UInt64.max - divisor / 2 else { return nil }
    return (
      HistoryNumber((mass.0 + 50) / 100, places: 1), HistoryNumber(ms, places: 3),
      HistoryNumber((near + divisor / 2) / divisor, places: 2)
    )
  }

  /// The counts in fixed point: thousandths of a kilogram and of a pound
  /// as masses (`ExactAmount.mass`); a thousandth of a second 10¹²
  /// of 10⁻¹⁵ s; a thousandth of a metre 10¹⁵ of 10⁻¹⁸ m, of a mile
  /// 1609344 · 10¹².
  var exact: ExactWork {
    ExactWork(
      volume: ExactAmount.mass(magnitude: kg, places: 3, .kg).plus(ExactAmount.mass(magnitude: lb, places: 3, .lb)),
      seconds: ExactAmount(ms).timesPowerOfTen(12),
      distance: ExactAmount(mm).timesPowerOfTen(15).plus(ExactAmount(mi).times(1_609_344).timesPowerOfTen(12)))
  }
}

extension ExactWork {
  init(volume: ExactAmount) { self.init(volume: volume, seconds: .zero, distance: .zero, reps: .zero) }
  init(seconds: ExactAmount) { self.init(volume: .zero, seconds: seconds, distance: .zero, reps: .zero) }
  init(distance: ExactAmount) { self.init(volume: .zero, seconds: .zero, distance: distance, reps: .zero) }
  init(reps: ExactAmount) { self.init(volume: .zero, seconds: .zero, distance: .zero, reps: reps) }
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
  /// Counted sets; their best e1RM, heaviest weight and most reps are in
  /// the history's `digestBests` at `bests` (-1: none), kept apart because
  /// a series needs them and the stats do not.
  var counted = 0
  var bests: Int32 = -1
  /// Weight × reps of the counted sets, 10⁻²³ kg.
  var volume = ExactAmount.zero
  var units = WeightUnitTally()
}

/// An exercise's best sets in one session, as its digest keeps them: the
/// score of each metric and where its set is in the history's
/// `pointSets` (-1: none); its time and distance in `digestTimed` at
/// `timed` (-1: none, as for most sessions of most exercises).
struct DigestBests: Hashable {
  var e1rm = ExactAmount.zero
  var heaviest = ExactAmount.zero
  var mostReps = ExactAmount.zero
  var e1rmSet: Int32 = -1
  var heaviestSet: Int32 = -1
  var mostRepsSet: Int32 = -1
  var timed: Int32 = -1

  /// The score and set of a metric of a best set (e1RM, heaviest, reps).
  func best(_ metric: HistoryMetric) -> (score: ExactAmount, set: Int32)? {
    switch metric {
    case .e1rm: return e1rmSet >= 0 ? (e1rm, e1rmSet) : nil
    case .heaviest: return heaviestSet >= 0 ? (heaviest, heaviestSet) : nil
    case .reps: return mostRepsSet >= 0 ? (mostReps, mostRepsSet) : nil
    case .volume, .distance, .duration, .pace: return nil
    }
  }

  /// The same in a history its part is joined to, after `sets` sets and
  /// `timedSums` time sums.
  func moved(sets: Int32, timedSums: Int32) -> DigestBests {
    var m = self
    if m.e1rmSet >= 0 { m.e1rmSet += sets }
    if m.heaviestSet >= 0 { m.heaviestSet += sets }
    if m.mostRepsSet >= 0 { m.mostRepsSet += sets }
    if m.timed >= 0 { m.timed += timedSums }
    return m
  }
}

/// The counted sets' time (10⁻¹⁵ s) and distance (10⁻¹⁸ m), and those of
/// the sets with both, for a pace.
struct TimedSums: Hashable {
  var seconds = ExactAmount.zero
  var distance = ExactAmount.zero
  var pacedSeconds = ExactAmount.zero
  var pacedDistance = ExactAmount.zero

  /// Adds a counted set's time and distance.
  mutating func add(_ s: SetRecord) {
    let time = s.seconds.map(ExactAmount.seconds)
    let far = s.distance.map(ExactAmount.distance)
    if let t = time { seconds = seconds.plus(t) }
    if let d = far { distance = distance.plus(d) }
    if let t = time, let d = far, !d.isZero {
      pacedSeconds = pacedSeconds.plus(t)
      pacedDistance = pacedDistance.plus(d)
    }
  }
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

  func includes(_ d: LocalDate) -> Bool { DateSpan(since: since, until: until).includes(d) }
}

/// Sums of work by period, in the order the periods first came, with
/// their first days (days since 1970-01-01) beside them. A log written in
/// date order only ever adds to its last period or starts a new one; a
/// period that comes back later is found through an index made the first
/// time that happens. (A dictionary of sums held three tables of every
/// week of the log at the join of two halves: 51 MB of 52 at the peak of
/// `unit stats` on 100 MB.)
struct PeriodTable {
  var query: StatsQuery
  private(set) var keys: [Int32] = []
  private(set) var sums: [PeriodSum] = []
  /// What the sums could not hold in thousandths (`PeriodSum.spill`).
  private(set) var spills: [ExactWork] = []
  private var index: [Int32: Int32]? = nil
  /// The latest first day so far, and whether `keys` ascend.
  private var maxKey = Int32.min
  private(set) var ascending = true
  /// The last date added and its period (sessions come in runs of a day).
  private var lastDate: LocalDate? = nil
  private var lastDateKey: Int32 = 0

  init(_ query: StatsQuery) {
    self.query = query
  }

  /// Adds a session's work (sessions count when they hold a done set).
  mutating func add(_ w: WorkDigest) {
    guard w.sets > 0, query.includes(w.date) else { return }
    let k: Int32
    if let d = lastDate, d == w.date {
      k = lastDateKey
    } else {
      k = PeriodTable.key(ofStart: HistoryPeriods.start(of: w.date, query.grouping))
      lastDate = w.date
      lastDateKey = k
    }
    add(w, toPeriod: k)
  }

  /// Adds the work of a session of the table's dates, with a done set, to
  /// the period of key `k` (`key(ofStart:)`, found once for a session's
  /// every exercise).
  mutating func add(_ w: WorkDigest, toPeriod k: Int32) {
    let i = slot(k)
    sums[i].add(w, spills: &spills)
  }

  /// The key of the period starting on `start`: its days since 1970-01-01.
  static func key(ofStart start: LocalDate) -> Int32 { Int32(clamping: start.daysSinceEpoch) }

  /// Takes in the sums of a later part of the history.
  mutating func absorb(_ later: PeriodTable) {
    keys.reserveCapacity(keys.count + later.keys.count)
    sums.reserveCapacity(sums.count + later.sums.count)
    for j in later.keys.indices {
      let i = slot(later.keys[j])
      sums[i].absorb(later.sums[j], from: later.spills, spills: &spills)
    }
  }

  /// The period starting on day `k`: its index, made when new.
  private mutating func slot(_ k: Int32) -> Int {
    if let last = keys.last, last == k { return keys.count - 1 }
    if k < maxKey {
      if index == nil {
        var made: [Int32: Int32] = [:]
        made.reserveCapacity(keys.count + 1)
        for (i, key) in keys.enumerated() { made[key] = Int32(i) }
        index = made
      }
      if let i = index?[k] { return Int(i) }
      ascending = false
    }
    maxKey = Swift.max(maxKey, k)
    index?[k] = Int32(keys.count)
    keys.append(k)
    sums.append(PeriodSum())
    return keys.count - 1
  }

  /// The periods' indices in date order.
  var inDateOrder: [Int] {
    ascending ? Array(keys.indices) : keys.indices.sorted { keys[$0] < keys[$1] }
  }

  /// The first day of period `i`.
  func start(_ i: Int) -> LocalDate {
    LocalDate.minimum.adding(days: Int(keys[i]) - LocalDate.minimum.daysSinceEpoch) ?? LocalDate.minimum
  }

  /// The public value of period `i`, in the stats' units.
  func stats(_ i: Int, unit: WeightUnit, distanceUnit: DistanceUnit) -> PeriodStats {
    let s = sums[i]
    if s.spill < 0, let d = s.amounts.decimals(unit: unit, distanceUnit: distanceUnit) {
      return PeriodStats(
        start: start(i), sessions: s.sessions, sets: s.sets, setsWithoutBodyweight: s.setsWithoutBodyweight,
        reps: HistoryNumber(s.reps), volume: d.volume,
        seconds: d.seconds, distance: d.distance, sessionSeconds: HistoryNumber(s.sessionSeconds))
    }
    return ExactPeriod(
      start: start(i), sessions: s.sessions, sets: s.sets, setsWithoutBodyweight: s.setsWithoutBodyweight,
      reps: s.reps, sessionSeconds: s.sessionSeconds,
      work: exact(i)
    )
    .stats(unit: unit, distanceUnit: distanceUnit)
  }

  /// The exact work of period `i`.
  func exact(_ i: Int) -> ExactWork {
    let s = sums[i]
    let spilled = s.spill >= 0 && Int(s.spill) < spills.count ? spills[Int(s.spill)] : .zero
    return s.amounts.exact.plus(spilled)
  }
}

/// The work of one period: counts, and amounts in thousandths with what
/// did not fit in its table's `spills`.
struct PeriodSum {
  var sessions = 0
  var sets = 0
  var setsWithoutBodyweight = 0
  var reps = 0
  var sessionSeconds = 0
  var amounts = WorkAmounts()
  /// Index in the table's `spills`, or -1.
  var spill: Int32 = -1

  mutating func add(_ w: WorkDigest, spills: inout [ExactWork]) {
    sessions += 1
    sets += w.sets
    setsWithoutBodyweight += w.setsWithoutBodyweight
    sessionSeconds = WorkDigest.adding(sessionSeconds, w.sessionSeconds)
    var extra = w.spill
    addReps(w.reps, spill: &extra)
    amounts.add(w.amounts, spill: &extra)
    if let e = extra { spillOver(e, &spills) }
  }

  mutating func absorb(_ o: PeriodSum, from later: [ExactWork], spills: inout [ExactWork]) {
    sessions += o.sessions
    sets += o.sets
    setsWithoutBodyweight += o.setsWithoutBodyweight
    sessionSeconds = WorkDigest.adding(sessionSeconds, o.sessionSeconds)
    var extra: ExactWork? = o.spill >= 0 && Int(o.spill) < later.count ? later[Int(o.spill)] : nil
    addReps(o.reps, spill: &extra)
    amounts.add(o.amounts, spill: &extra)
    if let e = extra { spillOver(e, &spills) }
  }

  /// Adds to `reps`, or to `spill` what it cannot hold.
  private mutating func addReps(_ r: Int, spill: inout ExactWork?) {
    let (sum, overflow) = reps.addingReportingOverflow(r)
    if overflow {
      spill = (spill ?? .zero).plus(ExactWork(reps: ExactAmount(UInt64(r.magnitude))))
    } else {
      reps = sum
    }
  }

  private mutating func spillOver(_ e: ExactWork, _ spills: inout [ExactWork]) {
    if spill >= 0, Int(spill) < spills.count {
      spills[Int(spill)] = spills[Int(spill)].plus(e)
    } else {
      spill = Int32(spills.count)
      spills.append(e)
    }
  }
}

/// A period's work exactly, or the total of all of them.
struct ExactPeriod {
  var start: LocalDate?
  var sessions = 0
  var sets = 0
  var setsWithoutBodyweight = 0
  var reps = 0
  var sessionSeconds = 0
  var work = ExactWork.zero

  mutating func add(_ o: ExactPeriod) {
    sessions += o.sessions
    sets += o.sets
    setsWithoutBodyweight += o.setsWithoutBodyweight
    sessionSeconds = WorkDigest.adding(sessionSeconds, o.sessionSeconds)
    let (sum, overflow) = reps.addingReportingOverflow(o.reps)
    if overflow {
      work.reps = work.reps.plus(ExactAmount(UInt64(o.reps.magnitude)))
    } else {
      reps = sum
    }
    work = work.plus(o.work)
  }

  /// The public value, in the stats' units: every sum exact.
  func stats(unit: WeightUnit, distanceUnit: DistanceUnit) -> PeriodStats {
    PeriodStats(
      start: start, sessions: sessions, sets: sets, setsWithoutBodyweight: setsWithoutBodyweight,
      reps: HistoryNumber(ExactAmount(UInt64(reps.magnitude)).plus(work.reps), places: 0),
      volume: HistoryNumber(work.volume.tenths(of: unit), places: 1),
      seconds: HistoryNumber(work.seconds, places: ExactAmount.secondsPlaces),
      distance: HistoryNumber(work.distance.hundredths(of: distanceUnit), places: 2),
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
