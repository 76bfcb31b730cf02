/// An exercise of a routine read as a program's lift (docs/planning.md,
/// "Programs"): its working prescriptions judged together, each with its
/// line's step, and the rules its lines write (`Progression`). The rules
/// of a program replace the default rules: a lift whose lines state no
/// failure rule never deloads.
struct ProgramLift {
  /// The working prescriptions as written, warm-ups left out; a group
  /// after a comma carries its line's step.
  var lines: [Prescription]
  /// The rules of the exercise's lines (the first line that writes any).
  var rules: Progression
  /// The plain step (the first working line's).
  var step: Weight?
  /// Where the line with stages stands in `lines`: its groups.
  var staged: Range<Int>?

  /// The lift of a routine exercise, when it is planned by a program's
  /// rules: its lines write rules or groups, or its routine is a program
  /// (`inProgram`: some line of it writes rules). Nil for the others, and
  /// for lines of percentages or RPE targets, which plan as before.
  init?(_ x: RoutineExercise, inProgram: Bool) {
    let working = x.prescriptions.filter { $0.kind != .warmup }
    guard !working.isEmpty, working.allSatisfy({ $0.percent == nil && $0.rpe == nil }) else { return nil }
    guard inProgram || working.contains(where: { $0.joined || $0.progression != nil }) else { return nil }
    self.init(working: working)
  }

  /// The lift of working prescriptions (a section's lines of one lift).
  init(working: [Prescription]) {
    var lines: [Prescription] = []
    var lineStep: Weight? = nil
    for p in working {
      if !p.joined { lineStep = p.step }
      var q = p
      q.step = lineStep
      lines.append(q)
    }
    let start = working.firstIndex { !$0.joined && !($0.progression?.stages.isEmpty ?? true) }
    staged = start.map { s in s..<(working[(s + 1)...].firstIndex { !$0.joined } ?? working.count) }
    self.lines = lines
    rules = working.lazy.compactMap(\.progression).first ?? Progression()
    let ruled = lines.firstIndex { $0.progression != nil } ?? 0
    step = lines.indices.contains(ruled) ? lines[ruled].step.flatMap { $0.value.significand > 0 ? $0 : nil } : nil
  }

  /// True when the lift has something to earn or lose: a step or a rule
  /// that moves it.
  var hasRules: Bool {
    step != nil || !rules.tiers.isEmpty || rules.failure != nil || !rules.stages.isEmpty || rules.repStep != nil
  }

  /// The heaviest load the working groups are written at: the load a
  /// session's working load stands for.
  var topLoad: Load? { lines.reduce(nil) { ProgramSession.heavier($0, $1.load) } }

  /// A group's load next session when the groups are written at loads of
  /// their own (a ramp, Madcow's `60lb 1×5, 82.5lb 1×5, 97.5lb 2×5`): as
  /// far from `load` as the routine writes it from the top group; else
  /// `load` itself.
  func load(of p: Prescription, at load: Load?) -> Load? {
    guard ProgramSession.isRamp(lines), case .weight(let w)? = p.load, case .weight(let top)? = topLoad,
      case .weight(let now)? = load, let from = PlanLoads.step(top, in: now.unit),
      let own = PlanLoads.step(w, in: now.unit),
      let offset = now.value.adding(from.negated), let v = own.adding(offset)
    else { return load ?? p.load }
    return .weight(Weight(v, now.unit))
  }

  /// True when a line of the lift moves its training max (`TM`).
  var movesTrainingMax: Bool { rules.movesTrainingMax }

  /// How many stages the lift has: its own scheme, then one a `→`.
  var stageCount: Int { rules.stages.count + 1 }

  /// The working prescriptions of a stage (0: as written), each at the
  /// rep target when the lift has one and the prescription a range.
  func prescriptions(stage: Int, target: Int?) -> [Prescription] {
    var result = lines
    if let staged, stage > 0, rules.stages.indices.contains(stage - 1) {
      let model = lines[staged.lowerBound]
      let groups = rules.stages[stage - 1].map { g in
        var p = Prescription(kind: model.kind, load: model.load, sets: g.sets, reps: g.reps, amrap: g.amrap)
        p.step = model.step
        return p
      }
      result.replaceSubrange(staged, with: groups)
    }
    guard let target, rules.repStep != nil else { return result }
    return result.map { p in
      guard p.maxReps != nil else { return p }
      var q = p
      q.reps = target
      q.maxReps = nil
      return q
    }
  }

  /// The bottom of the lift's rep range: where a rep target starts.
  var bottom: Int? { rules.repStep == nil ? nil : lines.first { $0.maxReps != nil }?.reps }
  /// The top of the lift's rep range: past it the load rises.
  var top: Int? { rules.repStep == nil ? nil : lines.first { $0.maxReps != nil }?.maxReps }

  /// A stage's scheme as written: `5×2, 1×2+`.
  func scheme(stage: Int) -> String {
    guard let staged else { return "" }
    let groups: [(Int, Int?, Bool)] =
      stage == 0
      ? lines[staged].map { ($0.sets, $0.reps, $0.amrap) }
      : (rules.stages.indices.contains(stage - 1) ? rules.stages[stage - 1].map { ($0.sets, $0.reps, $0.amrap) } : [])
    return groups.map { "\($0.0)×\($0.1 ?? 0)\($0.2 ? "+" : "")" }.joined(separator: ", ")
  }
}
