/// The series question: for each exercise, each session with a counted
/// set, its best sets (by e1RM, weight and reps), its time and distance,
/// its volume and its weighed sets by unit — what a point of any metric,
/// by any grouping and over any dates, is made of. Finished:
/// `TrainingHistory.series`, whose points the records' events mark.
package struct SeriesTracker: HistoryTracker {
  /// Each exercise's sessions with a counted set (by id), in the order folded.
  var sessions: [[SeriesSession]] = []

  package init() {}

  package mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      var made = SeriesSession(entry: session.entry, date: session.date)
      var walk = SetWalk(x)
      while let (i, b) = walk.next(in: session) {
        let s = session.record.sets[i]
        guard s.counts else { continue }
        made.add(s, at: i, block: b, &session)
      }
      if sessions.count <= Int(x.id) {
        sessions.append(contentsOf: repeatElement([], count: Int(x.id) + 1 - sessions.count))
      }
      sessions[Int(x.id)].append(made)
    }
  }

  package mutating func join(_ later: SeriesTracker, _ join: PartJoin) {
    for (k, list) in later.sessions.enumerated() where !list.isEmpty {
      let id = Int(join.id(Int32(k)))
      if sessions.count <= id { sessions.append(contentsOf: repeatElement([], count: id + 1 - sessions.count)) }
      sessions[id] += list.map { $0.moved(join) }
    }
  }
}

/// An exercise's counted sets in one session, as its series' points take
/// them: the best set by each of e1RM, weight and reps (the first of equal
/// ones), the time and distance, the volume and the weighed sets by unit.
struct SeriesSession: Hashable, Sendable {
  var entry: SessionEntry
  var date: LocalDate
  var e1rm: SessionBest? = nil
  var heaviest: SessionBest? = nil
  var mostReps: SessionBest? = nil
  var timed = TimedSums()
  var volume = ExactAmount.zero
  var units = UnitTally<WeightUnit>()

  /// Takes in counted set `i`, of block `b`.
  mutating func add(_ s: SetRecord, at i: Int, block b: Int, _ session: inout FoldedSession) {
    let load = CountedLoad(s.load, bodyweight: session.bodyweight, units: &units)
    if s.seconds != nil || s.distance != nil { timed.add(s) }
    let reps = s.reps.flatMap { $0 >= 1 ? $0 : nil }
    if let r = reps { volume = volume.plus(load.volume(reps: r)) }
    let e = reps.flatMap(load.e1rm(reps:))
    let h = load.heaviest(reps: s.reps)
    let r = reps.map { ExactAmount(UInt64($0)) }
    let better = (
      e1rm: e.map { SessionBest.beats($0, e1rm) } ?? false,
      heaviest: h.map { SessionBest.beats($0, heaviest) } ?? false,
      reps: r.map { SessionBest.beats($0, mostReps) } ?? false
    )
    guard better.e1rm || better.heaviest || better.reps else { return }
    let point = PointSet(
      load: s.load, reps: s.reps, seconds: s.seconds, distance: s.distance,
      bodyweight: BodyweightLoad.isBodyweight(s.load) ? session.bodyweight : nil, name: session.name(ofBlock: b),
      line: session.line(ofSet: i), kind: s.kind)
    if let e, better.e1rm { e1rm = SessionBest(score: e, set: point) }
    if let h, better.heaviest { heaviest = SessionBest(score: h, set: point) }
    if let r, better.reps { mostReps = SessionBest(score: r, set: point) }
  }

  /// The best set of a metric that has one (e1RM, heaviest, reps).
  func best(_ metric: HistoryMetric) -> SessionBest? {
    switch metric {
    case .e1rm: return e1rm
    case .heaviest: return heaviest
    case .reps: return mostReps
    case .volume, .distance, .duration, .pace: return nil
    }
  }

  func moved(_ join: PartJoin) -> SeriesSession {
    var m = self
    m.entry = join.moved(entry)
    m.e1rm?.set.line = join.moved(line: e1rm?.set.line ?? 0)
    m.heaviest?.set.line = join.moved(line: heaviest?.set.line ?? 0)
    m.mostReps?.set.line = join.moved(line: mostReps?.set.line ?? 0)
    return m
  }
}

/// A session's best set by one metric: its exact score and the set.
struct SessionBest: Hashable, Sendable {
  var score: ExactAmount
  var set: PointSet

  /// Whether `score` beats the best so far (none yet: it does).
  static func beats(_ score: ExactAmount, _ best: SessionBest?) -> Bool {
    best.map { $0.score < score } ?? true
  }
}

/// A set a series point shows: what it says and where its line is (its
/// session is its point's).
struct PointSet: Hashable, Sendable {
  var load: Load?
  var reps: Int?
  var seconds: DecimalValue?
  var distance: Distance?
  /// The body weight in effect, for a bodyweight set (nil when none).
  var bodyweight: Weight?
  var name: String
  /// 1-based line of the set; 0 when unknown.
  var line: Int32
  var kind: SetKind

  /// The weight its weight records count: a weight, or `BW+X`'s X.
  var countedWeight: Weight? { KeptSet.countedWeight(load) }
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
    if let t = time, let d = far, !d.isZero {
      pacedSeconds = pacedSeconds.plus(t)
      pacedDistance = pacedDistance.plus(d)
    }
  }
}
