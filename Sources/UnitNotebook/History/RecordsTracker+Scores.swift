/// Each record kind: how a counted set scores for it and the value its
/// record shows (`RecordsMaker.value`).
extension RecordsTracker {
  /// 2¹²⁸: least assistance scores `(2¹²⁸ − assistance) · 2⁶⁴ + reps`, so
  /// less assistance is better and, at equal assistance, more reps.
  static let twoTo128 = ExactAmount(a0: 0, a1: 0, a2: 1, a3: 0)

  /// A counted set (done, not a warm-up) of exercise `x`: the records it
  /// beats, kept on the board and as event candidates.
  mutating func count(
    _ s: SetRecord, at i: Int, block b: Int, _ x: SessionExercise, _ scored: inout SessionScore,
    _ session: inout FoldedSession
  ) {
    scored.lastCounted = i
    let id = Int(x.id)
    let load = CountedLoad(s.load, bodyweight: session.bodyweight, units: &scored.units)
    wins.reuse()
    if let m = load.heaviest(reps: s.reps) { scalar(.heaviest, m, id) }
    repsRecords(load, reps: s.reps, id)
    if let r = s.reps { scored.volume = scored.volume.plus(load.volume(reps: r)) }
    timeRecords(s, id)
    if let d = s.distance { scalar(.farthest, ExactAmount.distance(d), id) }
    assistanceRecord(load.assistance, reps: s.reps, id)
    guard !wins.isEmpty else { return }
    let kept = session.keep(i, block: b)
    for w in wins {
      win(w.kind, Scored(score: w.score, set: kept), key: w.key, x, startsHistory: session.startsHistory)
    }
  }

  /// Notes a win when `score` beats exercise `id`'s record of kind `k`.
  mutating func scalar(_ k: ScalarKind, _ score: ExactAmount, _ id: Int) {
    if boards[id].beaten(k, by: score) {
      wins.append(RecordWin(kind: k.kind, score: score, key: .zero))
    }
  }

  /// Most reps; of a set that moves a known mass, the e1RM (`Epley`); and
  /// of a weight as written, the best set and reps at weight (`BW+X`
  /// counts X, as the lifter quotes it).
  mutating func repsRecords(_ load: CountedLoad, reps: Int?, _ id: Int) {
    guard let r = reps, r >= 1 else { return }
    let repsScore = ExactAmount(UInt64(r))
    scalar(.mostReps, repsScore, id)
    if let e = load.e1rm(reps: r) { scalar(.e1rm, e, id) }
    guard let m = load.mass else { return }
    scalar(.bestSet, m.times(UInt64(r)), id)
    if boards[id].repsAtWeight.beats(repsScore, at: m) {
      wins.append(RecordWin(kind: .repsAtWeight, score: repsScore, key: m))
    }
  }

  /// The longest; and over a distance, the fastest.
  mutating func timeRecords(_ s: SetRecord, _ id: Int) {
    guard let sec = s.seconds else { return }
    let time = ExactAmount.seconds(sec)
    scalar(.longest, time, id)
    guard let d = s.distance else { return }
    let far = ExactAmount.distance(d)
    let quick = ExactAmount.max.minus(time)
    if boards[id].fastest.beats(quick, at: far) {
      wins.append(RecordWin(kind: .fastest, score: quick, key: far))
    }
  }

  /// The least assistance: `(2¹²⁸ − assistance) · 2⁶⁴ + reps`.
  mutating func assistanceRecord(_ assistance: ExactAmount?, reps: Int?, _ id: Int) {
    guard let a = assistance else { return }
    let left = RecordsTracker.twoTo128.minus(a)
    scalar(
      .leastAssistance, ExactAmount(a0: UInt64(Swift.max(reps ?? 0, 0)), a1: left.a0, a2: left.a1, a3: left.a2), id)
  }

}

/// A record a set beats: which, its score, and its staircase key.
struct RecordWin {
  var kind: RecordKind
  var score: ExactAmount
  var key: ExactAmount
}

/// A counted set's load: its mass as written (a weight, or `BW+X`'s X,
/// which `isAdded` says) or its assistance (`BW-X`), in 10⁻²³ kg; and, for
/// a bodyweight set with a body weight in effect, the mass the lifter
/// moved (`lifted`: body weight plus X, or less the assistance).
struct CountedLoad {
  var mass: ExactAmount? = nil
  var assistance: ExactAmount? = nil
  var isAdded = false
  var lifted: ExactAmount? = nil

  /// The load of a set, counted toward its unit's sets in `units`.
  init(_ load: Load?, bodyweight: Weight?, units: inout UnitTally<WeightUnit>) {
    switch load {
    case .weight(let w)?:
      units.count(w.unit)
      mass = ExactAmount.mass(w)
    case .bodyweight(let added)?:
      lifted = bodyweight.map { BodyweightLoad.lifted($0, added) }
      guard let a = added else { return }
      if a.value.isNegative {
        assistance = ExactAmount.mass(a)
      } else if a.value.significand != 0 {
        units.count(a.unit)
        mass = ExactAmount.mass(a)
        isAdded = true
      }
    case nil: return
    }
  }

  /// The heaviest record's score: a weighed set of at least one rep (or
  /// of none written).
  func heaviest(reps: Int?) -> ExactAmount? {
    guard let m = mass, reps.map({ $0 >= 1 }) ?? true else { return nil }
    return m
  }

  /// Epley's e1RM of a set that moves a known mass (a weight, or a
  /// bodyweight set with a body weight in effect), at reps it estimates from.
  func e1rm(reps r: Int) -> ExactAmount? {
    guard let moved = lifted ?? (isAdded ? nil : mass), Epley.estimates(reps: r) else { return nil }
    return Epley.score(mass: moved, reps: r)
  }

  /// The volume of `r` reps: the lifter's mass for bodyweight work with a
  /// body weight in effect, else the weight as written.
  func volume(reps r: Int) -> ExactAmount {
    guard r >= 1, let m = lifted ?? mass else { return .zero }
    return m.times(UInt64(r))
  }
}

extension RecordsMaker {
  /// A record's value, in its set's unit, and what it is at. A bodyweight
  /// set's e1RM is on body weight plus load, in the body weight's unit.
  static func value(_ kind: RecordKind, _ scored: Scored) -> (RecordValue, RecordValue?) {
    let k = scored.set
    let weight = k.countedWeight
    switch kind {
    case .heaviest: return (weight.map(RecordValue.init) ?? .weight(.zero, .kg), nil)
    case .e1rm:
      if let bw = k.bodyweight {
        return (.weight(HistoryNumber(Epley.tenths(ofScore: scored.score, in: bw.unit), places: 1), bw.unit), nil)
      }
      guard let w = weight, let r = k.reps else { return (.weight(.zero, .kg), nil) }
      return (.weight(HistoryNumber(Epley.tenths(of: w, reps: r), places: 1), w.unit), nil)
    case .mostReps: return (.reps(k.reps ?? 0), nil)
    case .repsAtWeight: return (.reps(k.reps ?? 0), weight.map(RecordValue.init))
    case .bestSet:
      guard let w = weight, let r = k.reps else { return (.weight(.zero, .kg), nil) }
      let product = ExactAmount(w.value.significand.magnitude).times(UInt64(Swift.max(r, 0)))
      return (.weight(HistoryNumber(product, places: Int(w.value.scale)), w.unit), nil)
    case .bestSession:
      let unit = k.sessionUnit ?? .kg
      return (.weight(HistoryNumber(scored.score.tenths(of: unit), places: 1), unit), nil)
    case .longest: return (.duration(k.seconds ?? .zero), nil)
    case .farthest: return (.distance(k.distance ?? Distance(.zero, .m)), nil)
    case .fastest: return (.duration(k.seconds ?? .zero), k.distance.map { .distance($0) })
    case .leastAssistance:
      guard case .bodyweight(let a?)? = k.load else { return (.weight(.zero, .kg), nil) }
      return (RecordValue(a), nil)
    }
  }
}
