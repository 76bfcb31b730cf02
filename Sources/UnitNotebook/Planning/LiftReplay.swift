/// The state a hand-written log does not carry (a rep target, a stage, a
/// count of failures), replayed from the lift's logged sessions under its
/// rules, from the routine's first values at its first logged session: so
/// a plan is the same whether the sessions were planned with `--into` or
/// written by hand (docs/planning.md, "Programs").
struct LiftState {
  /// The load of the next session: the routine's, then each session's
  /// working load moved by the rules.
  var load: Load?
  /// The stage of the next session (0: the line's own scheme).
  var stage = 0
  /// Failed sessions in a row toward the failure rule.
  var failures = 0
  /// The rep target of double progression.
  var target: Int?
  /// The load last done at the first stage (`then +15lb` adds to it).
  var stageOneLoad: Load?
  /// The last session judged, and what the rules made of it.
  var last: ProgramSession?
  var move = LiftMove.none
}

/// What the rules made of the last session.
enum LiftMove: Equatable {
  /// No session of the lift: the routine's load.
  case none
  /// Every set done: the step (`tier` says by what, when by reps).
  case stepped(Weight, tier: String?)
  /// The load stays: a failure without a rule, or a success that earned no step.
  case held
  /// A failure counted toward the rule, `count` of `of`.
  case failing(count: Int, of: Int)
  /// The failure rule took the load down.
  case deloaded(FailureRule)
  /// A failure: the next stage at the same load.
  case nextStage(Int)
  /// The last stage failed: the first stage again, at its load plus this.
  case reset(Weight)
  /// Double progression: every set reached the target, which rises to this.
  case target(Int)
  /// Double progression past the top: the load rises by the step.
  case pastTop(Weight)
  /// The last stage failed (`then 85% of 5RM`): the next session tests a max of that many reps.
  case testNext(reps: Int)
  /// A session planned as the test did no set of that many reps: the test again.
  case testAgain(reps: Int)
  /// The test was done: its best set, and the first stage at the percentage of it.
  case tested(WorkoutSet)
}

extension Planner {
  /// The lift's sessions (a set done or missed), oldest first, replayed;
  /// only those of the titles given when the lift has roles.
  func replay(_ x: RoutineExercise, _ lift: ProgramLift, titles: Set<String>? = nil) -> LiftState {
    let key = ExerciseAliases.key(aliases.resolve(x.name))
    var state = LiftState(load: lift.topLoad, target: lift.bottom)
    state.stageOneLoad = state.load
    for place in log.id(key).map({ log.tried($0) }) ?? [] {
      if let titles, !titles.contains(ExerciseAliases.key(log.index.sessions[Int(place)].title ?? "")) { continue }
      guard let b = log.sets(of: key, at: Int(place)) else { continue }
      lift.apply(ProgramSession(b, lift.prescriptions(stage: state.stage, target: state.target)), to: &state)
    }
    return state
  }
}

extension Planner {
  /// Roles (`role T2`): the title keys of the sections where the routine
  /// gives the lift `role`, when it gives the lift more than one role (the
  /// lines without a role being one, the lift's own); nil when it gives one
  /// only, and every session of the lift counts.
  func roleTitles(_ name: String, role: String?, in r: Routine) -> Set<String>? {
    let key = ExerciseAliases.key(aliases.resolve(name))
    var roles: Set<String> = []
    var titles: Set<String> = []
    for k in r.sections.indices {
      let mine = Planner.exercises(of: r, section: k).filter { ExerciseAliases.key(aliases.resolve($0.name)) == key }
      let here = Set(mine.map { x in Planner.role(of: x) })
      roles.formUnion(here)
      if here.contains(role?.lowercased() ?? "") { titles.insert(ExerciseAliases.key(Planner.title(r, section: k))) }
    }
    return roles.count > 1 ? titles : nil
  }

  /// The role a routine's exercise gives its lift (lower-cased; "" for none).
  static func role(of x: RoutineExercise) -> String {
    x.prescriptions.lazy.compactMap(\.progression?.role).first?.lowercased() ?? ""
  }
}
