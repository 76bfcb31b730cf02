/// The records question: each exercise's record board and every record
/// event. A part that does not start the history keeps its sets that beat
/// everything before them in the part as candidates, events at the join
/// when they beat the earlier parts' records too.
struct RecordsTracker: HistoryTracker {
  /// Each exercise's board, by id.
  var boards: [RecordBoard] = []
  /// Whether each exercise had a counted set in this part (by id).
  var seen: [Bool] = []
  var candidates: [EventCandidate] = []
  /// The finished answers: records by exercise, and the events in date order.
  var records: [[PersonalRecord]] = []
  var events: [RecordEvent] = []
  /// Where each event's set is (parallel to `events`), and each exercise's
  /// events (by id: their places in `events`).
  var eventSpots: [SetSpot] = []
  var eventsOfExercise: [[Int32]] = []

  /// Whether the finished sets get their columns, read back from the
  /// sources (an editor, which places its hints by line, reads none).
  var readsColumns = true

  // Scratch for the set being scored.
  var wins: [RecordWin] = []

  mutating func add(_ session: inout FoldedSession) {
    for x in session.exercises where x.counted > 0 {
      grow(to: x.id)
      var scored = SessionScore()
      var walk = SetWalk(x)
      while let (i, b) = walk.next(in: session) {
        guard session.record.sets[i].counts else { continue }
        count(session.record.sets[i], at: i, block: b, x, &scored, &session)
      }
      bestSession(x, scored, &session)
      seen[Int(x.id)] = true
    }
  }

  /// Room for exercise `id` and those before it.
  private mutating func grow(to id: Int32) {
    let n = Int(id) + 1
    guard boards.count < n else { return }
    boards.append(contentsOf: repeatElement(RecordBoard(), count: n - boards.count))
    seen.append(contentsOf: repeatElement(false, count: n - seen.count))
  }

  /// The session's volume, when it beats the best session: its last counted
  /// set stands for it, named as the exercise's last block is.
  private mutating func bestSession(_ x: SessionExercise, _ scored: SessionScore, _ session: inout FoldedSession) {
    let id = Int(x.id)
    guard !scored.volume.isZero, scored.lastCounted >= 0, scored.lastCounted < session.record.sets.count,
      boards[id].beaten(.bestSession, by: scored.volume)
    else { return }
    var kept = session.keep(scored.lastCounted, block: Int(x.lastBlock))
    kept.sessionUnit = scored.units.usual
    kept.sessionSets = x.counted
    win(.bestSession, Scored(score: scored.volume, set: kept), key: .zero, x, startsHistory: session.startsHistory)
  }

  /// `value` beat exercise `x`'s record `kind` (at `key`, for a staircase):
  /// the board's now, and an event candidate but for a history's baseline.
  mutating func win(_ kind: RecordKind, _ value: Scored, key: ExactAmount, _ x: SessionExercise, startsHistory: Bool) {
    let id = Int(x.id)
    let prior = boards[id].prior(kind, at: key)
    if !startsHistory || (prior != nil && !x.isFirstSession) {
      candidates.append(
        EventCandidate(
          exercise: x.id, kind: kind, value: value, key: key, prior: prior, inFirstSession: x.isFirstSession))
    }
    switch kind {
    case .repsAtWeight: boards[id].repsAtWeight.insert(value, at: key)
    case .fastest: boards[id].fastest.insert(value, at: key)
    default:
      if let k = kind.scalar { boards[id].setScalar(k, value) }
    }
  }

  mutating func join(_ later: RecordsTracker, _ join: PartJoin) {
    for k in later.boards.indices { grow(to: join.id(Int32(k))) }
    // Events of the later part, against the best of both parts before them.
    for c in later.candidates {
      let id = Int(join.id(c.exercise))
      let known = seen[id]
      let earlier = known ? boards[id].prior(c.kind, at: c.key) : nil
      var prior = c.prior.map { Scored(score: $0.score, set: join.moved($0.set)) }
      if let e = earlier, prior.map({ !(e.score < $0.score) }) ?? true { prior = e }  // a tie: the earlier set
      guard let p = prior, p.score < c.value.score, known || !c.inFirstSession else { continue }
      var event = c
      event.exercise = Int32(id)
      event.value.set = join.moved(c.value.set)
      event.prior = p
      candidates.append(event)
    }
    for (k, b) in later.boards.enumerated() {
      let id = Int(join.id(Int32(k)))
      var board = b
      board.moveSets(join)
      boards[id].absorb(board)
      seen[id] = seen[id] || later.seen[k]
    }
  }
}

/// An exercise's counted sets in the session being scored: its volume,
/// its weighted sets by unit, and its last counted set.
struct SessionScore {
  var volume = ExactAmount.zero
  var units = UnitTally<WeightUnit>()
  var lastCounted = -1
}

/// A set that beat every earlier counted set of its exercise in its part:
/// an event once the parts before it are known not to hold better.
struct EventCandidate: Hashable, Sendable {
  var exercise: Int32
  var kind: RecordKind
  var value: Scored
  /// The staircase key (weight or distance); zero for single records.
  var key: ExactAmount
  /// The best before it in its own part.
  var prior: Scored?
  /// In the exercise's first session of its part.
  var inFirstSession: Bool
}
