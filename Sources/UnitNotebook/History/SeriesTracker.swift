/// The series question: for each exercise, each session with a counted
/// set as a point of any metric, grouping and dates is made of it.
struct SeriesTracker: HistoryTracker {
  /// Each exercise's series (by id).
  var exercises: [ExerciseSeries] = []

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      var bests = SessionBests()
      var walk = SetWalk(x)
      while let (i, b) = walk.next(in: session) {
        let s = session.record.sets[i]
        guard s.counts else { continue }
        bests.add(s, at: SetAt(set: i, block: b), bodyweight: session.bodyweight)
      }
      grow(toHold: Int(x.id))
      exercises[Int(x.id)].add(bests, &session)
    }
  }

  mutating func join(_ later: SeriesTracker, _ join: PartJoin) {
    for (k, series) in later.exercises.enumerated() where !series.sessions.isEmpty {
      let id = Int(join.id(Int32(k)))
      grow(toHold: id)
      exercises[id].append(series, join)
    }
  }

  /// Room for exercise `id` and those before it.
  private mutating func grow(toHold id: Int) {
    guard exercises.count <= id else { return }
    exercises.append(contentsOf: repeatElement(ExerciseSeries(), count: id + 1 - exercises.count))
  }

  /// The series of an exercise (by id); none for one without a counted set.
  func series(of id: Int32) -> ExerciseSeries {
    Int(id) < exercises.count ? exercises[Int(id)] : ExerciseSeries()
  }
}

/// An exercise's sessions with a counted set, in the order folded, with
/// their best sets and the time and distance of those with a timed set:
/// each session holds its places in them.
struct ExerciseSeries: Sendable {
  var sessions: [SeriesSession] = []
  var sets: [KeptSet] = []
  var timed: [TimedSums] = []

  /// Takes in a session's bests as its points take them: each best set
  /// kept once, the time and distance only when it has them.
  mutating func add(_ b: SessionBests, _ session: inout FoldedSession) {
    var s = SeriesSession(
      place: SessionPlace(file: session.key.file, offset: session.key.offset), date: session.date,
      volume: b.volume, e1rmScore: b.e1rm?.score ?? .zero, units: b.units, firstSet: sets.count)
    s.e1rmSet = keep(b.e1rm?.at, after: s.firstSet, &session)
    s.heaviestSet = keep(b.heaviest?.at, after: s.firstSet, &session)
    s.repsSet = keep(b.reps?.at, after: s.firstSet, &session)
    if let t = b.timed {
      s.timed = timed.count
      timed.append(t)
    }
    sessions.append(s)
  }

  /// The place after `first` of set `at`, kept unless the session kept it
  /// already (a set best by more than one metric); -1 for none.
  private mutating func keep(_ at: SetAt?, after first: Int, _ session: inout FoldedSession) -> Int8 {
    guard let at else { return -1 }
    for k in first..<sets.count where sets[k].spot.set == Int32(at.set) { return Int8(k - first) }
    sets.append(session.keep(at.set, block: at.block))
    return Int8(sets.count - 1 - first)
  }

  /// Appends the same exercise's series of a later part.
  mutating func append(_ later: ExerciseSeries, _ join: PartJoin) {
    let before = (sets: sets.count, timed: timed.count)
    sessions += later.sessions.map { $0.moved(join, sets: before.sets, timed: before.timed) }
    sets += later.sets.map(join.moved)
    timed += later.timed
  }

  /// The best set of a metric that has one (e1RM, heaviest, reps) in a
  /// session, with its score: the e1RM as kept, the weight as a mass, the
  /// reps.
  func best(_ metric: HistoryMetric, of s: SeriesSession) -> (score: ExactAmount, set: KeptSet)? {
    func at(_ k: Int8, _ score: (KeptSet) -> ExactAmount?) -> (score: ExactAmount, set: KeptSet)? {
      let i = s.firstSet + Int(k)
      guard k >= 0, i < sets.count, let value = score(sets[i]) else { return nil }
      return (value, sets[i])
    }
    switch metric {
    case .e1rm: return at(s.e1rmSet) { _ in s.e1rmScore }
    case .heaviest: return at(s.heaviestSet) { $0.countedWeight.map(ExactAmount.mass) }
    case .reps: return at(s.repsSet) { $0.reps.map { ExactAmount(UInt64(Swift.max($0, 0))) } }
    case .volume, .distance, .duration, .pace: return nil
    }
  }

  /// The time and distance of a session with a timed set.
  func timed(of s: SeriesSession) -> TimedSums? {
    s.timed >= 0 && s.timed < timed.count ? timed[s.timed] : nil
  }
}

/// An exercise's counted sets in one session, as its series' points take
/// them: the volume, the units, the best e1RM's score, and places in its
/// exercise's sets of the best set by e1RM, weight and reps (the scores of
/// weight and reps are their sets' own) and in its timed sums.
struct SeriesSession: Sendable {
  var place: SessionPlace
  var date: LocalDate
  var volume: ExactAmount
  var e1rmScore: ExactAmount
  var units: UnitTally<WeightUnit>
  /// The session's first place in its exercise's sets; its best sets are
  /// that many places after it (-1: none).
  var firstSet: Int
  var e1rmSet: Int8 = -1
  var heaviestSet: Int8 = -1
  var repsSet: Int8 = -1
  /// Its place in its exercise's timed sums (-1: no set with a time or distance).
  var timed = -1

  /// The same session in a later part joined after `sets` sets and
  /// `timed` timed sums.
  func moved(_ join: PartJoin, sets: Int, timed: Int) -> SeriesSession {
    var m = self
    m.place.offset += join.bytes
    m.firstSet += sets
    if m.timed >= 0 { m.timed += timed }
    return m
  }
}

/// A set of the session being folded: its index in the record and its block.
struct SetAt {
  var set: Int
  var block: Int
}

/// An exercise's counted sets in the session being folded: the best set by
/// each of e1RM, weight and reps (the first of equal ones), the time and
/// distance, the volume and the units.
struct SessionBests {
  var e1rm: (score: ExactAmount, at: SetAt)? = nil
  var heaviest: (score: ExactAmount, at: SetAt)? = nil
  var reps: (score: Int, at: SetAt)? = nil
  var timed: TimedSums? = nil
  var volume = ExactAmount.zero
  var units = UnitTally<WeightUnit>()

  /// Takes in a counted set.
  mutating func add(_ s: SetRecord, at: SetAt, bodyweight: Weight?) {
    let load = CountedLoad(s.load, bodyweight: bodyweight, units: &units)
    if s.seconds != nil || s.distance != nil { timed = timed ?? TimedSums() }
    timed?.add(s)
    let reps = s.reps.flatMap { $0 >= 1 ? $0 : nil }
    if let r = reps { volume = volume.plus(load.volume(reps: r)) }
    if let e = reps.flatMap(load.e1rm(reps:)), e1rm.map({ $0.score < e }) ?? true { e1rm = (e, at) }
    if let h = load.heaviest(reps: s.reps), heaviest.map({ $0.score < h }) ?? true { heaviest = (h, at) }
    if let r = reps, self.reps.map({ $0.score < r }) ?? true { self.reps = (r, at) }
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
