import UnitNotebook

/// Programs in the editor (docs/lsp.md, docs/planning.md "Programs"): a
/// hover on a routine's percentage says the load it plans today and the
/// training max it is of; on a `TM` line, where the TM in effect comes
/// from. Every answer is the library's (`TrainingPlans.trainingMax`,
/// `TrainingMaxInEffect.load(atPercent:)`): no planning rule lives here.
extension LanguageServer {
  /// The paragraphs of a hover on a line of a routine: nil off a routine's
  /// exercise, or on one without a TM or a percentage.
  mutating func routineHover(_ document: TextDocument, line: Int) -> JSONValue? {
    guard history != nil, let entry = document.routine(atLine: line),
      let x = entry.exercises.first(where: { $0.lines.contains(line) })
    else { return nil }
    let routine = entry.routine.name
    let today = Clock.today()
    let tm = trainingPlans().trainingMax(of: x.exercise.name, in: routine, on: today)
    var paragraphs: [String] = []
    if x.exercise.trainingMax != nil {
      paragraphs.append(LanguageServer.trainingMaxText(tm, of: x.exercise.name, when: "today"))
    }
    for p in LanguageServer.prescriptions(x, atLine: line) {
      guard let percent = p.percent else { continue }
      paragraphs.append(LanguageServer.percentText(percent, of: tm, x.exercise.name))
    }
    guard !paragraphs.isEmpty else { return nil }
    if let moved = nextTrainingMaxChange(x.exercise.name, routine: routine, on: today) { paragraphs.append(moved) }
    return hoverAnswer(document, line: line, [x.exercise.name] + paragraphs)
  }

  /// When the routine's next plan moves the exercise's TM (a cycle
  /// ended): `The next plan, 531 BBB Week 1 Squat, moves it: Squat: TM
  /// 140kg → 145kg (cycle 2: …)`; its percentages are then of that TM.
  mutating func nextTrainingMaxChange(_ name: String, routine: String, on date: LocalDate) -> String? {
    guard let plan = trainingPlans().nextSession(for: routine, on: date) else { return nil }
    let key = ExerciseAliases.key(NameTable.aliases.resolve(name))
    let cycleRules: [PlanExplanation.Rule] = [.cycleEarned, .cycleDeloaded]
    guard
      let why = plan.explanations.first(where: {
        cycleRules.contains($0.rule) && ExerciseAliases.key(NameTable.aliases.resolve($0.exercise)) == key
      })
    else { return nil }
    return "The next plan, \(Excerpt.cut(plan.session.title ?? routine)), moves it: \(why)"
  }

  /// The paragraph of a hover on a session's exercise line that writes a
  /// TM: the TM in effect before that day, and where it comes from.
  mutating func sessionTrainingMaxParagraph(_ x: Exercise, in session: Session) -> String? {
    guard history != nil, x.trainingMax != nil, let dayBefore = session.date.adding(days: -1) else { return nil }
    let plans = trainingPlans()
    let routine = session.title.flatMap { plans.routine(forTitle: $0)?.name }
    let tm = plans.trainingMax(of: x.name, in: routine, on: dayBefore)
    return LanguageServer.trainingMaxText(tm, of: x.name, when: "before \(session.date)")
  }

  /// The prescriptions written on a line of a routine's exercise: each on
  /// its own line when the lines hold one each, else all of them.
  static func prescriptions(_ x: NotebookOutline.RoutineExerciseEntry, atLine line: Int) -> [Prescription] {
    let all = x.exercise.prescriptions
    guard all.count == x.lines.count, all.indices.contains(line - x.lines.lowerBound) else { return all }
    return [all[line - x.lines.lowerBound]]
  }

  /// `TM in effect today: Squat: TM 145kg (written on 2026-11-30)`, or
  /// that none is.
  static func trainingMaxText(_ tm: TrainingMaxInEffect?, of name: String, when: String) -> String {
    guard let tm else { return "No TM of \(Excerpt.cut(name)) in effect \(when)" }
    return "TM in effect \(when): \(tm)"
  }

  /// `85% of TM 140kg (the routine 531 BBB's) = 120kg today`, or that no
  /// TM is in effect (as `unit next` says it).
  static func percentText(_ percent: DecimalValue, of tm: TrainingMaxInEffect?, _ name: String) -> String {
    guard let tm, let load = tm.load(atPercent: percent) else {
      return "\(percent)% of no TM: \(Excerpt.cut(name)) has no training max in effect today"
    }
    return "\(percent)% of TM \(HistoryText.load(tm.load)) (\(tm.origin)) = \(HistoryText.load(load)) today"
  }
}
