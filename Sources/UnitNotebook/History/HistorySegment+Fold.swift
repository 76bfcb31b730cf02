/// One exercise within the session being folded (all its blocks there):
/// small, since every exercise of every session passes through one.
struct SessionExercise {
  var id: Int32
  /// The name table's entry of its latest block's spelling, and that name.
  var entry: Int32
  var nameRef: TextRef
  var name: String? = nil
  /// Its first session with a counted set (a baseline: no events).
  var inFirstSession: Bool
  /// Its done sets' work (for the digest and the stats of one exercise).
  var work: WorkDigest
  /// Counted sets, their weight × reps (10⁻²³ kg), and how many in each unit.
  var counted = 0
  var volume = ExactAmount.zero
  var units = WeightUnitTally()
  /// Its bests in the session, in the segment's `sessionBests`, when it
  /// keeps a digest; -1 when not.
  var bests: Int32 = -1
  /// Index in the session record of its last counted set.
  var lastCounted: Int = -1
}

/// An exercise's best sets in the session being folded, for its series:
/// one a metric, each its score and the set as a point shows it
/// (`PointSet`: no reference, so a copy is a plain copy of bytes; the
/// record holders' `KeptSet` with its name made this 848 bytes, copied and
/// retained for every exercise of every session). Kept as `DigestBests`.
struct SessionBests: Hashable {
  var e1rm: SessionBest? = nil
  var heaviest: SessionBest? = nil
  var mostReps: SessionBest? = nil
  var timed = TimedSums()

  var holdsAny: Bool {
    e1rm != nil || heaviest != nil || mostReps != nil || !timed.seconds.isZero || !timed.distance.isZero
  }
}

/// A session's best set by one metric: its exact score and the set.
struct SessionBest: Hashable {
  var score: ExactAmount
  var set: PointSet
}

/// A set a series point shows: what it says and where its line is. Its
/// session (file, place, date, start) is its digest's, its name an entry
/// of the history's `pointNames` (one a spelling, not one a set).
struct PointSet: Hashable {
  var load: Load?
  var reps: Int?
  var seconds: DecimalValue?
  var distance: Distance?
  /// The body weight in effect, for a bodyweight set (nil when none).
  var bodyweight: Weight?
  var name: Int32
  /// 1-based line of the set; 0 when unknown.
  var line: Int32
  var kind: SetKind

  /// The weight its weight records count: a weight, or `BW+X`'s X.
  var countedWeight: Weight? { KeptSet.countedWeight(load) }
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
    if plan.needsOrder || plan.keepsSessions { sessions.append(session) }
    if let w = record.bodyweight { noteWeighIn(w, key: key, date: date) }
    if plan.plansNext, !record.exercises.isEmpty, let t = record.title {
      let title = ExerciseAliases.key(texts.string(t, in: record))
      if titleDates[title].map({ $0 < date }) ?? true { titleDates[title] = date }
    }
    touched.reuse()
    sessionBests.reuse()
    if plan.seriesWhileReading != nil { periodStarts = PeriodStarts(date) }
    let sessionSeconds = WorkDigest.sessionSeconds(start: record.start, end: record.end)
    var work = WorkDigest(date: date, sessionSeconds: sessionSeconds)
    let statsKey = plan.stats?.exerciseKey
    // The work of sessions is for stats and digests only.
    let addsWork = plan.keepsDigests || plan.stats != nil
    for x in record.exercises {
      let (id, entry) = exerciseID(x.name, in: record, texts: &texts)
      if plan.focusKey != nil, id != focusID {
        // Named as of its latest session, nothing more.
        if !(key < exercises[Int(id)].nameKey) {
          exercises[Int(id)].nameEntry = entry
          exercises[Int(id)].nameKey = key
        }
        continue
      }
      // Its place in `touched`, if this session named it before (a search
      // of `touched` made a session of n exercises cost n²).
      var t = Int(exercises[Int(id)].touchedSlot)
      if t >= 0, t < touched.count, touched[t].id == id {
        touched[t].entry = entry
        touched[t].nameRef = x.name
        touched[t].name = nil
      } else {
        t = touched.count
        exercises[Int(id)].touchedSlot = Int32(t)
        var fresh = SessionExercise(
          id: id, entry: entry, nameRef: x.name, inFirstSession: exercises[Int(id)].sessions == 0,
          work: WorkDigest(date: date, sessionSeconds: sessionSeconds))
        if exercises[Int(id)].keepsDigest && plan.findsSessionBests {
          fresh.bests = Int32(sessionBests.count)
          sessionBests.append(SessionBests())
        }
        touched.append(fresh)
      }
      let tracksWork = exercises[Int(id)].keepsDigest || (statsKey != nil && statsKey == exercises[Int(id)].key)
      // The sets are read in place (a copy of each was a memcpy).
      record.sets.withUnsafeBufferPointer { sets in
        for i in x.sets where i < sets.count {
          guard sets[i].status == .done else { continue }
          if BodyweightLoad.isBodyweight(sets[i].load) {
            countBodyweightSet()
          }
          if addsWork {
            work.add(sets[i], bodyweight: bodyweight)
            if tracksWork { touched[t].work.add(sets[i], bodyweight: bodyweight) }
          }
          countUnits(sets[i].load, sets[i].distance)
          guard sets[i].kind != .warmup else { continue }
          if plan.tracksRecords {
            count(sets[i], at: i, t, record: record, texts: &texts)
          } else {
            touched[t].counted += 1
          }
        }
      }
    }
    for t in touched.indices { finishExercise(t, key: key, session: session, record: record, texts: &texts) }
    if plan.keepsDigests { sessionDigests.append(SessionDigest(key: key, work: work)) }
    if statsKey == nil { periods?.add(work) }
  }

  /// Weighted sets by unit, distance sets by system.
  private mutating func countUnits(_ load: Load?, _ distance: Distance?) {
    switch load {
    case .weight(let w)?: weightUnits.count(w.unit)
    case .bodyweight(let a?)?: weightUnits.count(a.unit)
    default: break
    }
    if let d = distance { distanceUnits.count(d.unit) }
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
    if let q = plan.stats, q.exerciseKey == exercises[i].key { periods?.add(touched[t].work) }
    if let period = plan.seriesWhileReading, period.includes(date) { foldSeries(t, i, period, session: session) }
    let counted = touched[t].counted
    guard counted > 0 else {
      // Warm-ups are work too: a session of them has a digest for the
      // stats (`stats(ofEach:)` adds it up as `plan.stats` does), no bests.
      if exercises[i].keepsDigest, plan.keepsExerciseDigests, touched[t].work.sets > 0 {
        keepDigest(t, session: session, bests: -1)
      }
      return
    }
    if !touched[t].volume.isZero, touched[t].lastCounted >= 0, touched[t].lastCounted < record.sets.count {
      let volume = touched[t].volume
      if exercises[i].board.scalarBeaten(.bestSession, by: volume) {
        let prior = exercises[i].board.scalar(.bestSession)
        let inFirst = touched[t].inFirstSession
        var kept = keep(
          record.sets[touched[t].lastCounted], at: touched[t].lastCounted, t, record: record, texts: &texts)
        kept.sessionUnit = touched[t].units.usual
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
    if plan.plansNext, plan.plansUntil.map({ date <= $0 }) ?? true {
      exercises[i].recent = HistorySegment.lastThree(exercises[i].recent, [session])
    }
    if exercises[i].keepsDigest {
      let b = Int(touched[t].bests)
      var kept: Int32 = -1
      if plan.keepsSessionBests, b >= 0, b < sessionBests.count, sessionBests[b].holdsAny {
        kept = Int32(digestBests.count)
        digestBests.append(keepBests(b))
      }
      if plan.keepsExerciseDigests { keepDigest(t, session: session, bests: kept) }
    }
  }

  /// Keeps the digest of the exercise `touched[t]` in this session (its
  /// fields read in place, not the whole scratch copied).
  private mutating func keepDigest(_ t: Int, session: SessionEntry, bests: Int32) {
    exerciseDigests.append(
      ExerciseDigest(
        exercise: touched[t].id, session: session, work: touched[t].work, counted: touched[t].counted, bests: bests,
        volume: touched[t].volume, units: touched[t].units))
  }

  /// The session's bests of scratch `b` as the digest keeps them: each set
  /// once in `pointSets` (a session's best e1RM, heaviest and most reps are
  /// often one set), the time and distance in `digestTimed` when any.
  private mutating func keepBests(_ b: Int) -> DigestBests {
    var out = DigestBests()
    let from = pointSets.count
    if let e = sessionBests[b].e1rm {
      out.e1rm = e.score
      out.e1rmSet = placePoint(e.set, from: from)
    }
    if let h = sessionBests[b].heaviest {
      out.heaviest = h.score
      out.heaviestSet = placePoint(h.set, from: from)
    }
    if let r = sessionBests[b].mostReps {
      out.mostReps = r.score
      out.mostRepsSet = placePoint(r.set, from: from)
    }
    if !sessionBests[b].timed.seconds.isZero || !sessionBests[b].timed.distance.isZero {
      out.timed = Int32(digestTimed.count)
      digestTimed.append(sessionBests[b].timed)
    }
    return out
  }

  /// The index of a point's set in `pointSets`: one of those from `from`
  /// on when the same, else added.
  private mutating func placePoint(_ p: PointSet, from: Int) -> Int32 {
    for k in from..<pointSets.count where pointSets[k] == p { return Int32(k) }
    pointSets.append(p)
    return Int32(pointSets.count - 1)
  }
}
