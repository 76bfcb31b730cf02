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
  /// What fell short, by the set's number in the exercise as written that
  /// day (warm-ups counted): `set 3 ✗`, `set 5 short of 3`, `2 of 5 sets`.
  var shortfall: String?
  /// What every set reached when it succeeded: `5`, `3/3+`.
  var reached: String
  /// The working sets as logged.
  var working: [WorkoutSet]

  /// The session's sets of the lift judged against `prescriptions` (the
  /// working ones of its stage, at its rep target).
  init(_ b: Planner.Block, _ prescriptions: [Prescription]) {
    date = b.date
    let working = b.sets.indices.filter { b.sets[$0].kind != .warmup }
    var offset = 0
    var success = true
    var shortfall: String? = nil
    var amrapReps: Int? = nil
    var amrapMet: Bool? = nil
    var tops: [String] = []
    for (j, p) in prescriptions.enumerated() {
      let count = Swift.max(p.sets, 0)
      let isLast = j == prescriptions.count - 1
      let places =
        Swift.min(offset, working.count)..<(isLast ? working.count : Swift.min(offset + count, working.count))
      offset += count
      let top = "\(p.maxReps ?? p.reps ?? 0)\(p.amrap ? "+" : "")"
      if !tops.contains(top) { tops.append(top) }
      for i in working[places] {
        let s = b.sets[i]
        if p.amrap, amrapReps == nil, s.status != .planned { amrapReps = s.reps ?? 0 }
        if p.amrap { amrapMet = (amrapMet ?? false) || Planner.reaches(s, p, reps: p.reps ?? 0) }
        guard !Planner.reaches(s, p) else { continue }
        success = false
        shortfall = shortfall ?? ProgramSession.missed(s, number: i + 1, p)
      }
      if places.count < count {
        success = false
        shortfall = shortfall ?? "\(working.count) of \(prescriptions.reduce(0) { $0 + Swift.max($1.sets, 0) }) sets"
      }
    }
    self.success = success
    self.shortfall = shortfall
    self.amrapReps = amrapReps
    self.amrapMet = amrapMet
    reached = tops.joined(separator: "/")
    self.working = working.map { b.sets[$0] }
    totalReps = working.reduce(0) { n, i in b.sets[i].status == .planned ? n : n + Swift.max(b.sets[i].reps ?? 0, 0) }
    leastReps = working.filter { b.sets[$0].status != .planned }.map { Swift.max(b.sets[$0].reps ?? 0, 0) }.min() ?? 0
    // A ramp's working load is its top set's, done or failed: a missed top
    // set holds the ramp, it does not take it down to the set below.
    let tried = working.map { b.sets[$0] }.filter { $0.status != .planned }
    load =
      ProgramSession.heaviest(
        (ProgramSession.isRamp(prescriptions) ? tried : tried.filter(\.counts)).compactMap(\.load))
      ?? ProgramSession.heaviest(tried.filter { $0.status == .failed }.compactMap(\.load))
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
    for s in working where s.status == .done && (s.reps ?? 0) >= reps {
      guard let l = s.load else { continue }
      if best?.load.map({ PlanLoads.less($0, l) }) ?? true { best = s }
    }
    return best
  }

  /// The heaviest of the loads (by `PlanLoads.less`).
  static func heaviest(_ loads: [Load]) -> Load? {
    var load: Load? = nil
    for l in loads where load.map({ PlanLoads.less($0, l) }) ?? true { load = l }
    return load
  }

  /// True when working groups are written at more than one load (a ramp).
  static func isRamp(_ prescriptions: [Prescription]) -> Bool {
    let loads = prescriptions.compactMap(\.load)
    guard let first = loads.first else { return false }
    return loads.contains { !PlanLoads.same($0, first) }
  }
}
