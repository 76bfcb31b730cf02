/// The series question: for each exercise, each session with a counted
/// set as a point of any metric, grouping and dates is made of it.
struct SeriesTracker: HistoryTracker {
  /// Each exercise's sessions with a counted set (by id), in the order folded.
  var sessions: [[SeriesSession]] = []

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      var made = SeriesSession(entry: session.entry, date: session.date)
      var walk = SetWalk(x)
      while let (i, b) = walk.next(in: session) {
        let s = session.record.sets[i]
        guard s.counts else { continue }
        made.add(s, at: i, block: b, &session)
      }
      sessions.grow(toHold: x.id)
      sessions[Int(x.id)].append(made)
    }
  }

  mutating func join(_ later: SeriesTracker, _ join: PartJoin) {
    join.add(later.sessions, to: &sessions) { $0.moved(join) }
  }
}

/// An exercise's counted sets in one session, as its series' points take
/// them: the best set by each of e1RM, weight and reps (the first of equal
/// ones, kept once), the time and distance, the volume and the units.
struct SeriesSession: Sendable {
  var entry: SessionEntry
  var date: LocalDate
  var sets: [KeptSet] = []
  /// The best e1RM's score, and the places in `sets` of the best set by
  /// e1RM, weight and reps (-1: none; the scores of weight and reps are
  /// their sets' own).
  var e1rmScore = ExactAmount.zero
  var e1rmSet: Int8 = -1
  var heaviestSet: Int8 = -1
  var repsSet: Int8 = -1
  var timed: TimedSums? = nil
  var volume = ExactAmount.zero
  var units = UnitTally<WeightUnit>()

  /// Takes in counted set `i`, of block `b`.
  mutating func add(_ s: SetRecord, at i: Int, block b: Int, _ session: inout FoldedSession) {
    let load = CountedLoad(s.load, bodyweight: session.bodyweight, units: &units)
    if s.seconds != nil || s.distance != nil { timed = timed ?? TimedSums() }
    timed?.add(s)
    let reps = s.reps.flatMap { $0 >= 1 ? $0 : nil }
    if let r = reps { volume = volume.plus(load.volume(reps: r)) }
    let e = reps.flatMap(load.e1rm(reps:)).flatMap { e1rmSet < 0 || e1rmScore < $0 ? $0 : nil }
    let h = load.heaviest(reps: s.reps).flatMap { h in best(.heaviest).map { $0.score < h } ?? true ? h : nil }
    let r = reps.flatMap { r in best(.reps).map { $0.score < ExactAmount(UInt64(r)) } ?? true ? r : nil }
    guard e != nil || h != nil || r != nil, sets.count < Int8.max else { return }
    let k = Int8(sets.count)
    sets.append(session.keep(i, block: b))
    if let e { (e1rmScore, e1rmSet) = (e, k) }
    if h != nil { heaviestSet = k }
    if r != nil { repsSet = k }
  }

  /// The best set of a metric that has one (e1RM, heaviest, reps), with
  /// its score: the e1RM as kept, the weight as a mass, the reps.
  func best(_ metric: HistoryMetric) -> (score: ExactAmount, set: KeptSet)? {
    func at(_ k: Int8, _ score: (KeptSet) -> ExactAmount?) -> (score: ExactAmount, set: KeptSet)? {
      guard k >= 0, Int(k) < sets.count, let s = score(sets[Int(k)]) else { return nil }
      return (s, sets[Int(k)])
    }
    switch metric {
    case .e1rm: return at(e1rmSet) { _ in e1rmScore }
    case .heaviest: return at(heaviestSet) { $0.countedWeight.map(ExactAmount.mass) }
    case .reps: return at(repsSet) { $0.reps.map { ExactAmount(UInt64(Swift.max($0, 0))) } }
    case .volume, .distance, .duration, .pace: return nil
    }
  }

  func moved(_ join: PartJoin) -> SeriesSession {
    var m = self
    m.entry = join.moved(entry)
    m.sets = sets.map(join.moved)
    return m
  }
}

/// The counted sets' time (10⁻¹⁵ s) and distance (10⁻¹⁸ m), and those of
/// the sets with both, for a pace.
struct TimedSums: Hashable, Sendable {
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
    guard let t = time, let d = far, !d.isZero else { return }
    pacedSeconds = pacedSeconds.plus(t)
    pacedDistance = pacedDistance.plus(d)
  }
}
