import UnitNotebook

/// Programs in the editor (docs/lsp.md, docs/planning.md "Programs"): a
/// hover on a routine's percentage says the load it plans today and the
/// training max it is of; on a `TM` line, where the TM in effect comes
/// from. Every answer is the library's (`TrainingPlans.trainingMax`,
/// `TrainingMaxInEffect.load(atPercent:)`): no planning rule lives here.
extension LanguageServer {
  /// The paragraphs of a hover on a line of a routine: its rules in words,
  /// and with a history its TM and percentages; nil off a routine's
  /// exercise, or on a line with none of them.
  mutating func routineHover(_ document: TextDocument, line: Int) -> JSONValue? {
    guard let entry = document.routine(atLine: line), let x = entry.exercises.first(where: { $0.lines.contains(line) })
    else { return nil }
    let written = LanguageServer.prescriptions(x, atLine: line)
    var paragraphs = written.compactMap { p in p.progression.map { TrainingSummary.describe(rules: $0, step: p.step) } }
    if history != nil { paragraphs = trainingMaxParagraphs(x, written, routine: entry.routine.name) + paragraphs }
    guard !paragraphs.isEmpty else { return nil }
    return hoverAnswer(document, line: line, [x.exercise.name] + paragraphs)
  }

  /// The TM in effect and the load of each percentage of the line, and
  /// when the routine's next plan moves the TM; none without either.
  private mutating func trainingMaxParagraphs(
    _ x: NotebookOutline.RoutineExerciseEntry, _ written: [Prescription], routine: String
  ) -> [String] {
    let today = Clock.today()
    let tm = trainingPlans().trainingMax(of: x.exercise.name, in: routine, on: today)
    var paragraphs: [String] = []
    if x.exercise.trainingMax != nil {
      paragraphs.append(LanguageServer.trainingMaxText(tm, of: x.exercise.name, when: "today"))
    }
    for p in written {
      guard let percent = p.percent else { continue }
      paragraphs.append(LanguageServer.percentText(percent, of: tm, x.exercise.name))
    }
    guard !paragraphs.isEmpty else { return [] }
    if let moved = nextTrainingMaxChange(x.exercise.name, routine: routine, on: today) { paragraphs.append(moved) }
    return paragraphs
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

  /// The prescriptions written on a line of a routine's exercise: the
  /// line's when the exercise is written a line each, else all of them.
  static func prescriptions(_ x: NotebookOutline.RoutineExerciseEntry, atLine line: Int) -> [Prescription] {
    // A line holds a prescription and the groups joined to it (`4×3, 1×3+`).
    var lines: [[Prescription]] = []
    for p in x.exercise.prescriptions {
      if p.joined, !lines.isEmpty { lines[lines.count - 1].append(p) } else { lines.append([p]) }
    }
    guard lines.count == x.lines.count, lines.indices.contains(line - x.lines.lowerBound) else {
      return x.exercise.prescriptions
    }
    return lines[line - x.lines.lowerBound]
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
