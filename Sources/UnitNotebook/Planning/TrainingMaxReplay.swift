/// A training max moved by the lines that write `TM` (docs/planning.md,
/// "Programs"): replayed over the lift's logged sessions in order, each
/// session of a section whose lines for the lift write `TM` judged by
/// those lines' rules (Texas Method's Intensity day, nSuns' Day 3, 5/3/1's
/// Week 3); a TM a session writes is taken as it is. So the max is the
/// same whether the sessions were planned with `--into` (which writes it)
/// or logged by hand without TM lines.
struct MaxReplay {
  var tm: TrainingMaxInEffect
  /// What the last move said, for the plan's one line.
  var why: PlanExplanation?
  /// Failed sessions in a row toward a failure rule of sessions.
  var failures = 0
  /// Since the max last moved: an as-many-as-possible set seen, and one
  /// that reached its minimum (`after cycle`).
  var amrapSeen = false
  var amrapMet = false
  /// The ramp's steps so far, and, when the last move was the ramp's, the
  /// ramp before it.
  var ramp: Weight? = nil
  var rampBefore: Weight?? = nil
}

extension Planner {
  /// True when some line of the routine writes `TM` for the lift.
  func movesTrainingMax(_ name: String, in r: Routine) -> Bool {
    let key = ExerciseAliases.key(aliases.resolve(name))
    return r.exercises.contains { x in
      ExerciseAliases.key(aliases.resolve(x.name)) == key
        && x.prescriptions.contains { $0.progression?.movesTrainingMax == true }
    }
  }

  /// The lift's working lines in each section of the routine, by the
  /// section's title key.
  func liftLines(_ name: String, in r: Routine) -> [String: ProgramLift] {
    let key = ExerciseAliases.key(aliases.resolve(name))
    var lines: [String: ProgramLift] = [:]
    for k in 0..<Swift.max(r.sections.count, 1) {
      let working = Planner.exercises(of: r, section: k).filter { ExerciseAliases.key(aliases.resolve($0.name)) == key }
        .flatMap(\.prescriptions).filter { $0.kind != .warmup }
      guard !working.isEmpty else { continue }
      lines[ExerciseAliases.key(Planner.title(r, section: k))] = ProgramLift(working: working)
    }
    return lines
  }

  /// The max a plan takes the lift's percentages of, replayed; nil when
  /// no max is in effect.
  func replayedTrainingMax(_ name: String, _ r: Routine) -> MaxReplay? {
    let key = ExerciseAliases.key(aliases.resolve(name))
    guard let id = log.id(key) else { return trainingMaxInEffect(name, routine: r).map { MaxReplay(tm: $0) } }
    let written = log.written(id)
    let first = Swift.min(Int(written.first?.session ?? .max), Int(log.tried(id).first ?? .max))
    guard let start = trainingMaxInEffect(name, routine: r, before: first + 1) else { return nil }
    var state = MaxReplay(tm: start)
    let lines = liftLines(name, in: r)
    var w = written.startIndex
    for place in log.tried(id) {
      while w < written.endIndex, written[w].session <= place {
        state.tm.load = written[w].trainingMax.load
        (state.why, state.rampBefore, w) = (nil, nil, w + 1)
      }
      guard let title = log.index.sessions[Int(place)].title, let lift = lines[ExerciseAliases.key(title)],
        let b = log.sets(of: key, at: Int(place))
      else { continue }
      lift.move(&state, by: ProgramSession(b, lift.lines), name: name)
    }
    while w < written.endIndex {
      state.tm.load = written[w].trainingMax.load
      (state.why, state.rampBefore, w) = (nil, nil, w + 1)
    }
    return state
  }
}

extension Planner {
  /// The max of a lift whose lines write `TM`, as a plan takes it: written
  /// on the plan when it differs from the latest TM the log wrote (or none
  /// was), with the last move's line, or where it came from.
  func programTrainingMax(_ name: String, _ r: Routine) -> PlannedTrainingMax? {
    guard let replay = replayedTrainingMax(name, r) else { return nil }
    let latest = latestWritten(name)
    let writes = latest.map { !PlanLoads.same($0.trainingMax.load, replay.tm.load) } ?? true
    let why = replay.why ?? (latest == nil ? origin(of: replay.tm) : nil)
    var tm = replay.tm
    if let round = lineRound(name, in: r) { tm.increment = round }
    return PlannedTrainingMax(
      inEffect: tm, writes: writes, explanation: why, ramp: replay.ramp, rampBefore: replay.rampBefore)
  }

  /// The `round` a line of the lift writes, if one does: its percentages round to it.
  func lineRound(_ name: String, in r: Routine) -> Weight? {
    let key = ExerciseAliases.key(aliases.resolve(name))
    return r.exercises.lazy.filter { ExerciseAliases.key(self.aliases.resolve($0.name)) == key }
      .flatMap(\.prescriptions).compactMap(\.progression?.round).first
  }
}
