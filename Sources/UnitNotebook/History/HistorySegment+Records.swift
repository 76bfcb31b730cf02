extension HistorySegment {
  /// 2¹²⁸: least assistance scores `(2¹²⁸ − assistance) · 2⁶⁴ + reps`, so
  /// less assistance is better and, at equal assistance, more reps.
  static let twoTo128 = ExactAmount(a0: 0, a1: 0, a2: 1, a3: 0)

  /// A counted set (done, not a warm-up) of exercise `touched[t]`: the
  /// records it beats, and the session's bests for the series.
  mutating func count(_ s: SetRecord, at index: Int, _ t: Int, record: SessionRecord, texts: inout TextReader) {
    touched[t].counted += 1
    touched[t].lastCounted = index
    let id = Int(touched[t].id)
    let load = countedLoad(s, t)
    wins.reuse()
    // The records' scores are taken out of the board: copying the board
    // or a kept set was a memcpy and retains a set.
    let board = BoardScores(scores: exercises[id].board.scores, present: exercises[id].board.present)
    let heaviest = heaviestRecord(load.mass, reps: s.reps, board)
    let e1rm = repsRecords(load, reps: s.reps, t, id, board)
    timeRecords(s, id, board)
    farthestRecord(s, board)
    assistanceRecord(load.assistance, reps: s.reps, board)
    let bests = SetBests(e1rm: e1rm, heaviest: heaviest, reps: s.reps.flatMap { $0 >= 1 ? $0 : nil })
    let better = betterSessionBests(s, t, id, bests)
    if better.any { keepSessionBests(bests, better, t, point(s, at: index, t, record: record, texts: &texts)) }
    guard !wins.isEmpty else { return }
    keepWins(id, t, keep(s, at: index, t, record: record, texts: &texts))
  }

  /// The mass of a counted set as written (a weight, or `BW+X`'s X, which
  /// `isAdded` says) or its assistance (`BW-X`), in 10⁻²³ kg; and, for a
  /// bodyweight set with a body weight in effect, the mass the lifter moved
  /// (`lifted`: body weight plus X, or less the assistance). The set counts
  /// toward its unit's sets.
  mutating func countedLoad(_ s: SetRecord, _ t: Int) -> CountedLoad {
    switch s.load {
    case .weight(let w)?:
      touched[t].units.count(w.unit)
      return CountedLoad(mass: ExactAmount.mass(w))
    case .bodyweight(let added)?:
      let lifted = bodyweight.map { BodyweightLoad.lifted($0, added) }
      guard let a = added else { return CountedLoad(lifted: lifted) }
      if a.value.isNegative { return CountedLoad(assistance: ExactAmount.mass(a), lifted: lifted) }
      guard a.value.significand != 0 else { return CountedLoad(lifted: lifted) }
      touched[t].units.count(a.unit)
      return CountedLoad(mass: ExactAmount.mass(a), isAdded: true, lifted: lifted)
    default: return CountedLoad()
    }
  }

  /// Notes a win when `score` beats the board's record of kind `k`.
  @inline(__always)
  mutating func scalar(_ k: ScalarKind, _ score: ExactAmount, _ board: BoardScores) {
    if RecordBoard.beaten(k, by: score, board.scores, board.present) {
      wins.append(RecordWin(kind: k.kind, score: score, key: .zero))
    }
  }

  /// The heaviest: any weighted set of at least one rep (or of none
  /// written). Its score, for the session's bests.
  mutating func heaviestRecord(_ mass: ExactAmount?, reps: Int?, _ board: BoardScores) -> ExactAmount? {
    guard let m = mass, reps.map({ $0 >= 1 }) ?? true else { return nil }
    scalar(.heaviest, m, board)
    return m
  }

  /// Most reps; of a set that moves a known mass (a weight, or a
  /// bodyweight set with a body weight in effect), the e1RM (`Epley`) and
  /// the session's volume; and of a weight as written, the best set and
  /// reps at weight (`BW+X` counts X, as the lifter quotes it). The e1RM's
  /// score, if any.
  mutating func repsRecords(_ load: CountedLoad, reps: Int?, _ t: Int, _ id: Int, _ board: BoardScores)
    -> ExactAmount?
  {
    guard let r = reps, r >= 1 else { return nil }
    let repsScore = ExactAmount(UInt64(r))
    scalar(.mostReps, repsScore, board)
    var e1rm: ExactAmount? = nil
    if let moved = load.lifted ?? (load.isAdded ? nil : load.mass) {
      if Epley.estimates(reps: r) {
        let e = Epley.score(mass: moved, reps: r)
        e1rm = e
        scalar(.e1rm, e, board)
      }
    }
    guard let m = load.mass else {
      if let moved = load.lifted { touched[t].volume = touched[t].volume.plus(moved.times(UInt64(r))) }
      return e1rm
    }
    let product = m.times(UInt64(r))
    touched[t].volume = touched[t].volume.plus(load.lifted.map { $0.times(UInt64(r)) } ?? product)
    scalar(.bestSet, product, board)
    if exercises[id].board.repsAtWeight.beats(repsScore, at: m) {
      wins.append(RecordWin(kind: .repsAtWeight, score: repsScore, key: m))
    }
    return e1rm
  }

  /// The longest; and over a distance, the fastest.
  mutating func timeRecords(_ s: SetRecord, _ id: Int, _ board: BoardScores) {
    guard let sec = s.seconds else { return }
    let time = ExactAmount.seconds(sec)
    scalar(.longest, time, board)
    guard let d = s.distance else { return }
    let far = ExactAmount.distance(d)
    let quick = ExactAmount.max.minus(time)
    if exercises[id].board.fastest.beats(quick, at: far) {
      wins.append(RecordWin(kind: .fastest, score: quick, key: far))
    }
  }

  mutating func farthestRecord(_ s: SetRecord, _ board: BoardScores) {
    if let d = s.distance { scalar(.farthest, ExactAmount.distance(d), board) }
  }

  /// The least assistance: `(2¹²⁸ − assistance) · 2⁶⁴ + reps`.
  mutating func assistanceRecord(_ assistance: ExactAmount?, reps: Int?, _ board: BoardScores) {
    guard let a = assistance else { return }
    let left = HistorySegment.twoTo128.minus(a)
    scalar(
      .leastAssistance, ExactAmount(a0: UInt64(Swift.max(reps ?? 0, 0)), a1: left.a0, a2: left.a1, a3: left.a2), board)
  }

  /// Which of the session's bests (for the series of an exercise that
  /// keeps them) the set beats; its time and distance are added.
  mutating func betterSessionBests(_ s: SetRecord, _ t: Int, _ id: Int, _ set: SetBests) -> BetterBests {
    var better = BetterBests()
    let b = Int(touched[t].bests)
    guard exercises[id].keepsDigest, b >= 0, b < sessionBests.count else { return better }
    if s.seconds != nil || s.distance != nil { sessionBests[b].timed.add(s) }
    if let e = set.e1rm { better.e1rm = sessionBests[b].e1rm?.score.isLess(than: e) ?? true }
    if let h = set.heaviest { better.heaviest = sessionBests[b].heaviest?.score.isLess(than: h) ?? true }
    if let r = set.reps { better.reps = sessionBests[b].mostReps?.score.isLess(than: ExactAmount(UInt64(r))) ?? true }
    return better
  }

  mutating func keepSessionBests(_ set: SetBests, _ better: BetterBests, _ t: Int, _ kept: PointSet) {
    let b = Int(touched[t].bests)
    guard better.any, b >= 0, b < sessionBests.count else { return }
    if let e = set.e1rm, better.e1rm { sessionBests[b].e1rm = SessionBest(score: e, set: kept) }
    if let h = set.heaviest, better.heaviest { sessionBests[b].heaviest = SessionBest(score: h, set: kept) }
    if let r = set.reps, better.reps {
      sessionBests[b].mostReps = SessionBest(score: ExactAmount(UInt64(r)), set: kept)
    }
  }

  /// The set as a series point shows it.
  mutating func point(_ s: SetRecord, at index: Int, _ t: Int, record: SessionRecord, texts: inout TextReader)
    -> PointSet
  {
    let line = index < record.setLines.count ? Int32(clamping: record.setLines[index]) + lineBase : 0
    return PointSet(
      load: s.load, reps: s.reps, seconds: s.seconds, distance: s.distance,
      bodyweight: BodyweightLoad.isBodyweight(s.load) ? bodyweight : nil,
      name: pointName(t, record: record, texts: &texts), line: line, kind: s.kind)
  }

  /// The entry in `pointNames` of the spelling `touched[t]` has now.
  mutating func pointName(_ t: Int, record: SessionRecord, texts: inout TextReader) -> Int32 {
    let entry = Int(touched[t].entry)
    if entry >= 0, entry < pointNameOfEntry.count, pointNameOfEntry[entry] >= 0 { return pointNameOfEntry[entry] }
    let name = touched[t].name ?? texts.string(touched[t].nameRef, in: record)
    touched[t].name = name
    pointNames.append(name)
    let made = Int32(pointNames.count - 1)
    guard entry >= 0 else { return made }
    if entry >= pointNameOfEntry.count {
      pointNameOfEntry.append(contentsOf: repeatElement(-1, count: entry + 1 - pointNameOfEntry.count))
    }
    pointNameOfEntry[entry] = made
    return made
  }

  /// The set's wins onto the board, and as event candidates.
  mutating func keepWins(_ id: Int, _ t: Int, _ kept: KeptSet) {
    let first = touched[t].inFirstSession
    for w in wins {
      let value = Scored(score: w.score, set: kept)
      let prior = exercises[id].board.prior(w.kind, at: w.key)
      if !isFirst || (prior != nil && !first) {
        candidates.append(
          EventCandidate(
            exercise: Int32(id), kind: w.kind, value: value, key: w.key, prior: prior, inFirstSession: first))
      }
      switch w.kind {
      case .repsAtWeight: exercises[id].board.repsAtWeight.insert(value, at: w.key)
      case .fastest: exercises[id].board.fastest.insert(value, at: w.key)
      default:
        if let k = w.kind.scalar { exercises[id].board.setScalar(k, value) }
      }
    }
  }

  /// The set as the history keeps it.
  mutating func keep(_ s: SetRecord, at index: Int, _ t: Int, record: SessionRecord, texts: inout TextReader)
    -> KeptSet
  {
    let name: String
    if let n = touched[t].name {
      name = n
    } else {
      name = texts.string(touched[t].nameRef, in: record)
      touched[t].name = name
    }
    let line = index < record.setLines.count ? Int32(clamping: record.setLines[index]) + lineBase : 0
    return KeptSet(
      name: name, date: record.date, start: record.start, kind: s.kind, load: s.load, reps: s.reps,
      seconds: s.seconds, distance: s.distance,
      spot: SetSpot(
        file: lastKey?.file ?? 0, session: lastKey?.offset ?? 0, set: Int32(index), line: line,
        headingLine: sessions.last?.line ?? 0),
      bodyweight: BodyweightLoad.isBodyweight(s.load) ? bodyweight : nil)
  }
}

/// A board's scores and which of them there are, taken out of it for one set.
struct BoardScores {
  var scores: [ExactAmount]
  var present: UInt16
}

/// A counted set's scores for the session's bests.
struct SetBests {
  var e1rm: ExactAmount?
  var heaviest: ExactAmount?
  /// Reps, when at least one.
  var reps: Int?
}

/// Which session bests a set beats.
struct BetterBests {
  var e1rm = false
  var heaviest = false
  var reps = false
  var any: Bool { e1rm || heaviest || reps }
}

/// A counted set's load (`HistorySegment.countedLoad`).
struct CountedLoad {
  var mass: ExactAmount? = nil
  var assistance: ExactAmount? = nil
  var isAdded = false
  var lifted: ExactAmount? = nil
}
