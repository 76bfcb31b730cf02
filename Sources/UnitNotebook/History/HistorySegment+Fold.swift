/// One exercise within the session being folded (all its blocks there).
struct SessionExercise {
  var id: Int32
  /// The name table's entry of its latest block's spelling, and that name.
  var entry: Int32
  var nameRef: TextRef
  var name: String? = nil
  /// Its first session with a counted set (a baseline: no events).
  var inFirstSession: Bool
  var digest: ExerciseDigest
  /// Its last counted set in the session, and that set's index.
  var lastCounted: Int = -1
  var lastSet = SetRecord()
}

/// A record a set beats: which, its score, and its staircase key.
struct RecordWin {
  var kind: RecordKind
  var score: ExactAmount
  var key: ExactAmount
}

extension HistorySegment {
  /// Folds one session. `offset` places it in its file (a byte offset, or
  /// for a model its index); `range` is where its text is; `line` is its
  /// heading's line (0 when unknown).
  mutating func add(
    _ record: SessionRecord, texts: inout TextReader, file: Int32, range: Range<Int>, line: Int32
  ) {
    let date = record.date
    let key = SessionKey(
      day: Int32(date.daysSinceEpoch), start: record.start.map { Int32($0.secondsSinceMidnight) } ?? -1,
      file: file, offset: range.lowerBound)
    if let last = lastKey, key < last { isSorted = false }
    if firstKey == nil { firstKey = key }
    lastKey = key
    lastLine = line
    lastStart = range.lowerBound
    let session = SessionEntry(key: key, line: line)
    if plan.needsOrder { sessions.append(session) }
    touched.removeAll(keepingCapacity: true)
    var work = WorkDigest(date: date)
    let statsKey = plan.stats?.exerciseKey
    // The work of sessions is for stats and digests only.
    let addsWork = plan.keepsDigests || plan.stats != nil
    for x in record.exercises {
      let (id, entry) = exerciseID(x.name, in: record, texts: &texts)
      let t: Int
      if let found = touched.firstIndex(where: { $0.id == id }) {
        t = found
        touched[t].entry = entry
        touched[t].nameRef = x.name
        touched[t].name = nil
      } else {
        t = touched.count
        touched.append(
          SessionExercise(
            id: id, entry: entry, nameRef: x.name, inFirstSession: exercises[Int(id)].sessions == 0,
            digest: ExerciseDigest(exercise: id, session: session, work: WorkDigest(date: date))))
      }
      let tracksWork = exercises[Int(id)].keepsDigest || (statsKey != nil && statsKey == exercises[Int(id)].key)
      for i in x.sets {
        let s = record.sets[i]
        guard s.status == .done else { continue }
        if addsWork {
          work.add(s)
          if tracksWork { touched[t].digest.work.add(s) }
        }
        countUnits(s)
        guard s.kind != .warmup else { continue }
        if plan.tracksRecords {
          count(s, at: i, t, record: record, texts: &texts)
        } else {
          touched[t].digest.counted += 1
        }
      }
    }
    for t in touched.indices { finishExercise(t, key: key, session: session, record: record, texts: &texts) }
    if plan.keepsDigests { sessionDigests.append(SessionDigest(key: key, work: work)) }
    if statsKey == nil { periods?.add(work) }
  }

  /// Weighted sets by unit, distance sets by system.
  private mutating func countUnits(_ s: SetRecord) {
    switch s.load {
    case .weight(let w)?: if w.unit == .kg { kgSets += 1 } else { lbSets += 1 }
    case .bodyweight(let a?)?: if a.unit == .kg { kgSets += 1 } else { lbSets += 1 }
    default: break
    }
    if let d = s.distance { if d.unit == .mi { miSets += 1 } else { kmSets += 1 } }
  }

  /// After the session: its best session, counts, last time, digest.
  private mutating func finishExercise(
    _ t: Int, key: SessionKey, session: SessionEntry, record: SessionRecord, texts: inout TextReader
  ) {
    let date = record.date
    // Read in place: the scratch is hundreds of bytes, and a copy of it
    // was a memcpy and retains for every exercise of every session.
    let i = Int(touched[t].id)
    if !(key < exercises[i].nameKey) {
      exercises[i].nameEntry = touched[t].entry
      exercises[i].nameKey = key
    }
    if let q = plan.stats, q.exerciseKey == exercises[i].key { periods?.add(touched[t].digest.work) }
    let counted = touched[t].digest.counted
    guard counted > 0 else { return }
    if !touched[t].digest.volume.isZero, touched[t].lastCounted >= 0 {
      let volume = touched[t].digest.volume
      if exercises[i].board.scalarBeaten(.bestSession, by: volume) {
        let prior = exercises[i].board.scalars[ScalarKind.bestSession.rawValue]
        let inFirst = touched[t].inFirstSession
        var kept = keep(touched[t].lastSet, at: touched[t].lastCounted, t, record: record, texts: &texts)
        kept.sessionUnit = touched[t].digest.lbSets > touched[t].digest.kgSets ? .lb : .kg
        kept.sessionSets = counted
        kept.sessionVolume = volume
        let value = Scored(score: volume, set: kept)
        if !isFirst || (prior != nil && !inFirst) {
          candidates.append(
            EventCandidate(
              exercise: touched[t].id, kind: .bestSession, value: value, key: .zero, prior: prior,
              inFirstSession: inFirst))
        }
        exercises[i].board.setScalar(.bestSession, value)
      }
    }
    exercises[i].sessions += 1
    exercises[i].sets += counted
    if exercises[i].first.map({ key < $0 }) ?? true {
      exercises[i].first = key
      exercises[i].firstDate = date
    }
    if exercises[i].lastDate.map({ $0 < date }) ?? true { exercises[i].lastDate = date }
    if plan.lastTimeBefore.map({ date < $0 }) ?? true, exercises[i].lastSession.map({ $0.key < key }) ?? true {
      exercises[i].lastSession = session
    }
    if exercises[i].keepsDigest { exerciseDigests.append(touched[t].digest) }
  }
}
