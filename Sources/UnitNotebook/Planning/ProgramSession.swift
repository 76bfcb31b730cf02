/// One logged session of a program's lift judged as one (docs/planning.md,
/// "Programs"): its groups together, each set against its target. A set is
/// missed when it is marked ✗ or its reps are under the target (a ✓ on a
/// short set is still short), and a failed lift never gets heavier on some
/// of its sets.
struct ProgramSession {
  var date: LocalDate
  /// Every working set done with its reps, and as many as prescribed.
  var success: Bool
  /// The working load: the heaviest counted load (else the heaviest tried).
  var load: Load?
  /// The reps of the first as-many-as-possible set, if one was done.
  var amrapReps: Int?
  /// For a session with as-many-as-possible sets: whether one reached its
  /// minimum (nil without one).
  var amrapMet: Bool?
  /// The reps of every working set done or missed, added up.
  var totalReps: Int
  /// The fewest reps of a working set done or missed (0 without one).
  var leastReps: Int
  /// The sets of the lift that day, warm-ups included, as logged.
  private let sets: [WorkoutSet]
  /// The working prescriptions the sets were judged against.
  private let prescriptions: [Prescription]
  /// What fell short first: a set (its place in `sets`, and that of its
  /// prescription), or too few working sets.
  private let miss: Miss?

  private enum Miss {
    case set(Int, prescription: Int)
    case tooFew(done: Int, of: Int)
  }

  /// The session's sets of the lift judged against `prescriptions` (the
  /// working ones of its stage, at its rep target), in one pass: working
  /// set k is judged by the prescription whose sets it falls in, the last
  /// prescription taking every set past the others.
  init(_ b: Planner.Block, _ prescriptions: [Prescription]) {
    date = b.date
    sets = b.sets
    self.prescriptions = prescriptions
    var miss: Miss? = nil
    var (amrapReps, amrapMet): (Int?, Bool?) = (nil, nil)
    var (working, total, least): (Int, Int, Int?) = (0, 0, nil)
    var (counted, failed, tried): (Load?, Load?, Load?) = (nil, nil, nil)
    var j = 0
    var left = prescriptions.first.map { Swift.max($0.sets, 0) } ?? 0
    for (i, s) in b.sets.enumerated() where s.kind != .warmup {
      working += 1
      if s.status != .planned {
        let reps = Swift.max(s.reps ?? 0, 0)
        (total, least) = (total + reps, Swift.min(least ?? reps, reps))
        tried = ProgramSession.heavier(tried, s.load)
      }
      if s.counts { counted = ProgramSession.heavier(counted, s.load) }
      if s.status == .failed { failed = ProgramSession.heavier(failed, s.load) }
      while left <= 0, j + 1 < prescriptions.count {
        j += 1
        left = Swift.max(prescriptions[j].sets, 0)
      }
      guard prescriptions.indices.contains(j) else { continue }
      let p = prescriptions[j]
      left -= 1
      if p.amrap, amrapReps == nil, s.status != .planned { amrapReps = s.reps ?? 0 }
      if p.amrap { amrapMet = (amrapMet ?? false) || Planner.reaches(s, p, reps: p.reps ?? 0) }
      if miss == nil, !Planner.reaches(s, p) { miss = .set(i, prescription: j) }
    }
    let prescribed = prescriptions.reduce(0) { $0 + Swift.max($1.sets, 0) }
    if miss == nil, working < prescribed { miss = .tooFew(done: working, of: prescribed) }
    self.miss = miss
    success = miss == nil
    (self.amrapReps, self.amrapMet) = (amrapReps, amrapMet)
    (totalReps, leastReps) = (total, least ?? 0)
    // A ramp's working load is its top set's, done or failed: a missed top
    // set holds the ramp, it does not take it down to the set below.
    // (The two differ only when a missed set is the heaviest.)
    let plain = counted ?? failed
    load = tried == plain || !ProgramSession.isRamp(prescriptions) ? plain : tried
  }

  /// What fell short, by the set's number in the exercise as written that
  /// day (warm-ups counted): `set 3 ✗`, `set 5 short of 3`, `2 of 5 sets`.
  var shortfall: String? {
    switch miss {
    case .set(let i, let j)?: ProgramSession.missed(sets[i], number: i + 1, prescriptions[j])
    case .tooFew(let done, let of)?: "\(done) of \(of) sets"
    case nil: nil
    }
  }

  /// What every set reached when it succeeded: `5`, `3/3+`.
  var reached: String {
    var tops: [String] = []
    for p in prescriptions {
      let top = "\(p.maxReps ?? p.reps ?? 0)\(p.amrap ? "+" : "")"
      if !tops.contains(top) { tops.append(top) }
    }
    return tops.joined(separator: "/")
  }

  /// How a set missed: `set 3 ✗`, `set 2 not done`, `set 5 short of 3`.
  static func missed(_ s: WorkoutSet, number: Int, _ p: Prescription) -> String {
    switch s.status {
    case .failed: return "set \(number) ✗"
    case .planned: return "set \(number) not done"
    case .done: return "set \(number) short of \(Planner.top(p))"
    }
  }

  /// A test's result: the heaviest set done with at least `reps` reps.
  func best(of reps: Int) -> WorkoutSet? {
    var best: WorkoutSet? = nil
    for s in sets where s.kind != .warmup && s.status == .done && (s.reps ?? 0) >= reps {
      guard let l = s.load else { continue }
      if best?.load.map({ PlanLoads.less($0, l) }) ?? true { best = s }
    }
    return best
  }

  /// True when working groups are written at more than one load (a ramp).
  static func isRamp(_ prescriptions: [Prescription]) -> Bool {
    let loads = prescriptions.compactMap(\.load)
    guard let first = loads.first else { return false }
    return loads.contains { !PlanLoads.same($0, first) }
  }

  /// The heavier of two loads (by `PlanLoads.less`), the first on a tie.
  static func heavier(_ a: Load?, _ b: Load?) -> Load? {
    guard let a else { return b }
    guard let b else { return a }
    return PlanLoads.less(a, b) ? b : a
  }
}
