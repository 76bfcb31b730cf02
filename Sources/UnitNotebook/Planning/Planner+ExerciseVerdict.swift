/// One judgement an exercise (docs/planning.md, "One judgement an
/// exercise"): the lines of an exercise that the step rules plan
/// (`Squat 185lb 2×5 +5lb` and `Squat 185lb 1×5+ +5lb`) are judged
/// together on each session, so they move together; a failed lift never
/// gets heavier on some of its sets and lighter on others.
extension Planner {
  /// What the last sessions say of an exercise's lines, together.
  struct ExerciseVerdict {
    /// Last time, every line earned its step.
    var earned = false
    /// Not earned in each of the last three sessions, every line at one
    /// load, and no more work done in the last than in the first.
    var stalled = false
    /// The sessions judged, oldest first: last time, or the three of a stall.
    var dates: [LocalDate] = []
    /// What fell short last time, in the first line that did.
    var shortfall: String? = nil
    /// What every set reached when earned: each line's top, once (`5`, `5/12`).
    var reached: String = ""
  }

  /// Where each of an exercise's prescriptions stands among its working
  /// sets (nil for a warm-up): the last working one takes all the rest.
  static func slots(of x: RoutineExercise) -> [Slot?] {
    let working = x.prescriptions.filter { $0.kind != .warmup }.count
    var offset = 0
    var j = 0
    return x.prescriptions.map { p in
      guard p.kind != .warmup else { return nil }
      let slot = Slot(offset: offset, count: Swift.max(p.sets, 0), isLast: j == working - 1)
      offset += slot.count
      j += 1
      return slot
    }
  }

  /// The lines judged together on the exercise's recent sessions (newest
  /// first).
  func judgeTogether(_ lines: [(Prescription, Slot)], _ blocks: [Block]) -> ExerciseVerdict {
    guard let first = blocks.first, !lines.isEmpty else { return ExerciseVerdict() }
    let last = lines.map { judge(first, $0.0, $0.1) }
    var verdict = ExerciseVerdict(earned: last.allSatisfy(\.earned), dates: [first.date])
    var tops: [String] = []
    for (p, _) in lines where !tops.contains(Planner.top(p)) { tops.append(Planner.top(p)) }
    verdict.reached = tops.joined(separator: "/")
    if let k = last.firstIndex(where: { !$0.earned }) {
      verdict.shortfall = Planner.shortfall(first, lines[k].0, lines[k].1)
    }
    guard !verdict.earned, blocks.count >= 3 else { return verdict }
    let three = blocks.prefix(3).map { b in lines.map { judge(b, $0.0, $0.1) } }
    func sameLoad(_ a: Load?, _ b: Load?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      return PlanLoads.same(a, b)
    }
    func work(_ js: [Judgement]) -> ExactAmount { js.reduce(ExactAmount.zero) { $0.plus($1.work) } }
    // A stall is no progress: not earned at the same loads three times,
    // and no more reps (time, distance) done than three sessions ago.
    let atOneLoad = three.allSatisfy { js in zip(js, last).allSatisfy { sameLoad($0.load, $1.load) } }
    let notEarned = three.allSatisfy { !$0.allSatisfy(\.earned) }
    verdict.stalled = atOneLoad && notEarned && !(work(three.last ?? []) < work(last))
    if verdict.stalled { verdict.dates = blocks.prefix(3).map(\.date).reversed() }
    return verdict
  }
}
