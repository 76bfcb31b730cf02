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
    var mass: ExactAmount? = nil
    var assistance: ExactAmount? = nil
    switch s.load {
    case .weight(let w)?:
      mass = ExactAmount.mass(w)
      if w.unit == .kg { touched[t].kgSets += 1 } else { touched[t].lbSets += 1 }
    case .bodyweight(let a?)?:
      if a.value.isNegative {
        assistance = ExactAmount.mass(a)
      } else if a.value.significand != 0 {
        mass = ExactAmount.mass(a)
        if a.unit == .kg { touched[t].kgSets += 1 } else { touched[t].lbSets += 1 }
      }
    default: break
    }
    let reps = s.reps
    wins.reuse()
    // The records' scores are taken out of the board: copying the board
    // or a kept set was a memcpy and retains a set.
    let scores = exercises[id].board.scores
    let present = exercises[id].board.present
    func scalar(_ k: ScalarKind, _ score: ExactAmount) {
      if RecordBoard.beaten(k, by: score, scores, present) {
        wins.append(RecordWin(kind: k.kind, score: score, key: .zero))
      }
    }
    var e1rm: ExactAmount? = nil
    var heaviest: ExactAmount? = nil
    if let m = mass, reps.map({ $0 >= 1 }) ?? true {
      heaviest = m
      scalar(.heaviest, m)
    }
    if let r = reps, r >= 1 {
      let repsScore = ExactAmount(UInt64(r))
      scalar(.mostReps, repsScore)
      if let m = mass {
        if r <= 12 {
          let e = m.times(r == 1 ? 30 : UInt64(30 + r))
          e1rm = e
          scalar(.e1rm, e)
        }
        let product = m.times(UInt64(r))
        touched[t].volume = touched[t].volume.plus(product)
        scalar(.bestSet, product)
        if exercises[id].board.repsAtWeight.beats(repsScore, at: m) {
          wins.append(RecordWin(kind: .repsAtWeight, score: repsScore, key: m))
        }
      }
    }
    if let sec = s.seconds {
      let time = ExactAmount.seconds(sec)
      scalar(.longest, time)
      if let d = s.distance {
        let far = ExactAmount.distance(d)
        let quick = ExactAmount.max.minus(time)
        if exercises[id].board.fastest.beats(quick, at: far) {
          wins.append(RecordWin(kind: .fastest, score: quick, key: far))
        }
      }
    }
    if let d = s.distance { scalar(.farthest, ExactAmount.distance(d)) }
    if let a = assistance {
      let left = HistorySegment.twoTo128.minus(a)
      scalar(.leastAssistance, ExactAmount(a0: UInt64(Swift.max(reps ?? 0, 0)), a1: left.a0, a2: left.a1, a3: left.a2))
    }

    // The session's bests, for the series of an exercise that keeps them.
    let keeps = exercises[id].keepsDigest
    var betterE1RM = false
    var heavier = false
    var moreReps = false
    let b = Int(touched[t].bests)
    if keeps, b >= 0, b < sessionBests.count {
      if s.seconds != nil || s.distance != nil { sessionBests[b].addTimed(s) }
      if let e = e1rm { betterE1RM = sessionBests[b].e1rm?.score.isLess(than: e) ?? true }
      if let h = heaviest { heavier = sessionBests[b].heaviest?.score.isLess(than: h) ?? true }
      if let r = reps, r >= 1 {
        moreReps = sessionBests[b].mostReps?.score.isLess(than: ExactAmount(UInt64(r))) ?? true
      }
    }
    guard !wins.isEmpty || betterE1RM || heavier || moreReps else { return }

    let kept = keep(s, at: index, t, record: record, texts: &texts)
    if let e = e1rm, betterE1RM { sessionBests[b].e1rm = Scored(score: e, set: kept) }
    if let h = heaviest, heavier { sessionBests[b].heaviest = Scored(score: h, set: kept) }
    if let r = reps, moreReps { sessionBests[b].mostReps = Scored(score: ExactAmount(UInt64(r)), set: kept) }
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
        if let k = ScalarKind.from(w.kind) { exercises[id].board.setScalar(k, value) }
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
        headingLine: sessions.last?.line ?? 0))
  }
}
