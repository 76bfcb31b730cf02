import Foundation
import Seeds
import Testing

@testable import UnitNotebook

/// The next session (docs/planning.md): each case of `Fixtures/planning`
/// is a history (one or more files, cut at `// file: NAME` lines) and, on
/// its first line, `// plan: NAME DATE`; the plan and its explanations are
/// held to `NAME.plan`. Then loops that plan twelve weeks ahead.
@Suite struct PlanningTests {
  static var cases: [String] { Fixtures.names("planning", ext: "unit") }

  /// The files of a case: the text cut at `// file: NAME` lines.
  static func files(_ text: String) -> [(name: String, text: [UInt8])] {
    var out: [(name: String, text: [UInt8])] = []
    var name = "log.unit"
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("// file: ") {
        if lines.contains(where: { !$0.isEmpty && !$0.hasPrefix("// plan:") }) {
          out.append((name, Array(lines.joined(separator: "\n").utf8)))
        }
        name = String(line.dropFirst("// file: ".count))
        lines = []
      } else {
        lines.append(line)
      }
    }
    out.append((name, Array(lines.joined(separator: "\n").utf8)))
    return out
  }

  /// The plan as text: the session, then one explanation a line.
  static func describe(_ plan: SessionPlan?) -> String {
    guard let plan else { return "no plan\n" }
    var out = Notebook(sessions: [plan.session]).canonicalText
    out += "---\n"
    for e in plan.explanations { out += (e.isWarning ? "warning: " : "") + "\(e)\n" }
    switch plan.source {
    case .routine(let r): out += "from the routine \(r)"
    case .lastSession(let d): out += "repeating the session of \(d)"
    }
    out += plan.lastDate.map { "; last session \($0)\n" } ?? "; no session of that name\n"
    return out
  }

  static func request(_ text: String) -> (name: String, date: LocalDate)? {
    guard let first = text.split(separator: "\n").first, first.hasPrefix("// plan: ") else { return nil }
    let words = first.dropFirst("// plan: ".count).split(separator: " ")
    guard let last = words.last, let date = LocalDate(String(last)) else { return nil }
    return (words.dropLast().joined(separator: " "), date)
  }

  @Test(arguments: cases)
  func golden(_ name: String) throws {
    let text = try Fixtures.text("planning", name + ".unit")
    let asked = try #require(PlanningTests.request(text), "the case's first line says what to plan")
    let files = PlanningTests.files(text)
    let (history, diagnostics) = TrainingHistory.read(files)
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    let plan = history.nextSession(for: asked.name, on: asked.date)
    try Fixtures.expect(PlanningTests.describe(plan), matches: "planning", name + ".plan")
    // The plan is canonical: formatting it changes nothing.
    if let plan {
      let printed = Notebook(sessions: [plan.session]).canonicalUTF8
      #expect(NotebookFormatter.format(utf8: printed).output == printed)
      // No marks, rests or notes; an RPE only where the routine sets a target.
      let targets = Set(history.routines.flatMap(\.exercises).flatMap(\.prescriptions).compactMap(\.rpe))
      #expect(
        plan.session.exercises.flatMap(\.sets).allSatisfy {
          $0.status == .planned && $0.rest == nil && $0.note == nil && ($0.rpe.map(targets.contains) ?? true)
        })
    }
    // The same history given as notebooks plans the same.
    let models = files.map { (name: $0.name, notebook: Notebook.parse(utf8: $0.text).notebook) }
    #expect(TrainingHistory(notebooks: models).nextSession(for: asked.name, on: asked.date) == plan)
    // Files in the other order: the same plan (history is ordered by date).
    #expect(
      TrainingHistory.read(files.reversed()).history.nextSession(for: asked.name, on: asked.date)?.session
        == plan?.session)
  }

  // MARK: - Twelve weeks in a loop

  /// Plans `weeks` sessions a week apart; `lifter` turns each planned set
  /// into what was done. Returns each week's plan.
  static func loop(
    _ routine: String, weeks: Int, lifter: (Int, WorkoutSet) -> WorkoutSet
  ) throws -> [SessionPlan] {
    var notebook = Notebook.parse(routine).notebook
    var plans: [SessionPlan] = []
    let start = try #require(LocalDate("2027-01-04"))
    for week in 0..<weeks {
      let history = TrainingHistory.read([(name: "log.unit", text: notebook.canonicalUTF8)]).history
      let date = try #require(start.adding(days: 7 * week))
      let plan = try #require(history.nextSession(for: "Program", on: date))
      plans.append(plan)
      var done = plan.session
      for x in done.exercises.indices {
        for s in done.exercises[x].sets.indices {
          done.exercises[x].sets[s] = lifter(week, done.exercises[x].sets[s])
        }
      }
      notebook.sessions.append(done)
    }
    return plans
  }

  static func working(_ plan: SessionPlan, _ exercise: String) -> [String] {
    plan.session.exercises.filter { $0.name == exercise }.flatMap(\.sets).filter { $0.kind != .warmup }
      .map { HistoryText.set($0) }
  }

  static func done(_ s: WorkoutSet) -> WorkoutSet {
    var d = s
    d.status = .done
    return d
  }

  @Test func linearProgression() throws {
    let routine = """
      # Routine Program
      Squat    warmup 60kg 1×5
      Squat          100kg 3×5  +2.5kg
      Press           40kg 3×5  +5lb
      """
    let plans = try PlanningTests.loop(routine, weeks: 12) { _, s in PlanningTests.done(s) }
    for (week, plan) in plans.enumerated() {
      let load = DecimalValue(significand: Int64(1000 + 25 * week), scale: 1).map { "\($0)kg" } ?? "?"
      #expect(PlanningTests.working(plan, "Squat") == Array(repeating: "\(load) × 5", count: 3), "week \(week + 1)")
      #expect(plan.session.exercises.first?.sets.first.map { HistoryText.set($0) } == "60kg × 5")
      // 5 lb is 2.27 kg: 2.25 kg a week.
      let press = DecimalValue(significand: Int64(4000 + 225 * week), scale: 2).map { "\($0)kg" } ?? "?"
      #expect(PlanningTests.working(plan, "Press") == Array(repeating: "\(press) × 5", count: 3), "week \(week + 1)")
    }
    #expect(plans[0].explanations.map(\.rule) == [.noHistory, .noHistory])
    #expect(
      plans[1].explanations.map(\.description) == [
        "Squat: 100kg → 102.5kg (every set reached 5 on 2027-01-04)",
        "Press: 40kg → 42.25kg (every set reached 5 on 2027-01-04)",
      ])
    #expect(plans[11].explanations.first?.description == "Squat: 125kg → 127.5kg (every set reached 5 on 2027-03-15)")
  }

  @Test func doubleProgression() throws {
    let routine = """
      # Routine Program
      Romanian Deadlift   80kg 3×8–12  +5kg
      """
    // The lifter beats the plan by a rep a week, up to the top of the range
    // (done exactly as planned, a range stays where it is: rule 3).
    let plans = try PlanningTests.loop(routine, weeks: 12) { _, s in
      var d = PlanningTests.done(s)
      d.reps = Swift.min((s.reps ?? 0) + 1, 12)
      return d
    }
    let expected = [
      "80kg × 8", "80kg × 9", "80kg × 10", "80kg × 11", "85kg × 8", "85kg × 9", "85kg × 10", "85kg × 11",
      "90kg × 8", "90kg × 9", "90kg × 10", "90kg × 11",
    ]
    #expect(
      plans.map { PlanningTests.working($0, "Romanian Deadlift") } == expected.map { Array(repeating: $0, count: 3) })
    #expect(
      plans[4].explanations.map(\.description) == [
        "Romanian Deadlift: 80kg → 85kg (every set reached 12 on 2027-01-25)"
      ])
    // Not earned: the load held, and the set that held it said.
    #expect(
      plans[5].explanations.map(\.description) == ["Romanian Deadlift stays 85kg: set 1 short of 12 on 2027-02-01"])

    // Done exactly at the planned numbers, a range does not move (rule 3);
    // three sessions without a rep more are a stall: 90% of 80kg, down to
    // a multiple of 5kg.
    let flat = try PlanningTests.loop(routine, weeks: 4) { _, s in PlanningTests.done(s) }
    #expect(
      flat.map { PlanningTests.working($0, "Romanian Deadlift").first ?? "" } == [
        "80kg × 8", "80kg × 8", "80kg × 8", "70kg × 8",
      ])
    #expect(flat[3].explanations.first?.rule == .stalled)
  }

  @Test func stallAndDeloadInTheLoop() throws {
    let routine = """
      # Routine Program
      Squat          100kg 3×5  +2.5kg
      """
    // Every set done until 107.5 kg; at 110 kg the last set fails, three
    // weeks running; after the deload every set is done again.
    let plans = try PlanningTests.loop(routine, weeks: 9) { _, s in
      var d = PlanningTests.done(s)
      if case .weight(let w)? = s.load, w.value == DecimalValue(110) { d.reps = 4 }
      return d
    }
    let loads = plans.map { PlanningTests.working($0, "Squat").first ?? "" }
    #expect(
      loads == [
        "100kg × 5", "102.5kg × 5", "105kg × 5", "107.5kg × 5", "110kg × 5", "110kg × 5", "110kg × 5", "97.5kg × 5",
        "100kg × 5",
      ])
    #expect(
      plans[7].explanations.map(\.description) == [
        "Squat: 110kg → 97.5kg (stalled: not earned at 110kg on 2027-02-01, 2027-02-08 and 2027-02-15)"
      ])
    // Before the stall, each held load is said (rule 3 with a step).
    #expect((plans[5].explanations + plans[6].explanations).map(\.rule) == [.held, .held])
  }

  // MARK: - Names and single exercises

  @Test func unknownNamesAndNearest() throws {
    let text = try Fixtures.text("planning", "several-files.unit")
    let history = TrainingHistory.read(PlanningTests.files(text)).history
    let date = try #require(LocalDate("2026-12-06"))
    #expect(history.nextSession(for: "Uper C", on: date) == nil)
    #expect(history.planNames(nearest: "Uper B") == ["Upper B", "Upper A"])
    #expect(history.routines.map(\.name) == ["Upper A"])
  }

  @Test func nextSetsOfOneExercise() throws {
    let text = try Fixtures.text("planning", "earned.unit")
    let history = TrainingHistory.read(PlanningTests.files(text)).history
    let routine = try #require(history.nextSets(of: "squat", in: "Lower A"))
    #expect(
      routine.exercise.sets.map { HistoryText.set($0) } == [
        "60kg × 5", "60kg × 5", "102.5kg × 5", "102.5kg × 5", "102.5kg × 5",
      ])
    #expect(routine.explanations.map(\.rule) == [.earned])
    // Without a routine: last time's sets, planned.
    let plain = try #require(history.nextSets(of: "Romanian Deadlift"))
    #expect(plain.exercise.sets.map { HistoryText.set($0) } == ["85kg × 12", "85kg × 12", "85kg × 12"])
    #expect(plain.exercise.sets.allSatisfy { $0.status == .planned })
    #expect(history.nextSets(of: "Snatch") == nil)
  }

  @Test func aPastDatePlansFromTheSessionsUpToIt() throws {
    let text = try Fixtures.text("planning", "stalled.unit")
    let history = TrainingHistory.read(PlanningTests.files(text)).history
    // On 2026-11-22 two sessions count (that day's included): no stall yet;
    // a fixed 3×5 plans 5s.
    let date = try #require(LocalDate("2026-11-22"))
    let plan = try #require(history.nextSession(for: "Upper A", on: date))
    #expect(PlanningTests.working(plan, "Bench Press") == ["92.5kg × 5", "92.5kg × 5", "92.5kg × 5"])
    #expect(PlanningTests.working(plan, "Barbell Row") == ["77.5kg × 7", "77.5kg × 7", "77.5kg × 6"])
    #expect(plan.explanations.allSatisfy { $0.rule == .held })
    #expect(plan.explanations.first?.description == "Bench Press stays 92.5kg: set 2 short of 5 on 2026-11-22")
    #expect(plan.lastDate == LocalDate("2026-11-29"))
    // A day before any session: no history at all.
    let newYear = try #require(LocalDate("2026-01-01"))
    let early = try #require(history.nextSession(for: "Upper A", on: newYear))
    #expect(early.explanations.allSatisfy { $0.rule == .noHistory })
  }

  @Test func theRoutineWrittenLastCounts() throws {
    let first = "# Routine Push\nBench Press 80kg 3×5 +2.5kg\n"
    let second = "# Routine push\nBench Press 60kg 3×8 +2.5kg\n"
    let history = TrainingHistory.read([
      (name: "a.unit", text: Array(first.utf8)), (name: "b.unit", text: Array(second.utf8)),
    ]).history
    let date = try #require(LocalDate("2026-12-06"))
    let plan = try #require(history.nextSession(for: "PUSH", on: date))
    #expect(plan.session.title == "push")
    #expect(plan.session.exercises.flatMap(\.sets).map { HistoryText.set($0) } == ["60kg × 8", "60kg × 8", "60kg × 8"])
    #expect(plan.source == .routine("push") && plan.lastDate == nil)
  }

  @Test func aliasesJoinNames() throws {
    let text = """
      # Routine Leg Day
      Squat 100kg 3×5 +2.5kg

      # 2026-11-29 Leg Day
      Kniebeuge 100kg × 5, 5, 5 ✓
      """
    let plain = TrainingHistory.read([(name: "a.unit", text: Array(text.utf8))]).history
    let mapped = TrainingHistory.read(
      [(name: "a.unit", text: Array(text.utf8))], aliases: ExerciseAliases(["Kniebeuge": "Squat"])
    ).history
    let date = try #require(LocalDate("2026-12-06"))
    #expect(plain.nextSession(for: "leg day", on: date)?.explanations.map(\.rule) == [.noHistory])
    #expect(
      mapped.nextSession(for: "leg day", on: date)?.explanations.map(\.description) == [
        "Squat: 100kg → 102.5kg (every set reached 5 on 2026-11-29)"
      ])
  }
}

/// Laws over generated notebooks: every plan prints as a canonical session
/// that reads back as the same value, with no marks; planning, ticking and
/// planning again never fails.
@Suite struct PlanningLawTests {
  @Test(arguments: SeedShare.take(0..<40))
  func plansAreCanonicalSessions(seed: UInt64) throws {
    var g = NotebookGenerator(seed: seed)
    var notebook = g.notebook()
    let names = notebook.routines.map(\.name) + notebook.sessions.compactMap(\.title)
    let date = notebook.sessions.last?.date ?? LocalDate.minimum
    for (k, name) in names.prefix(4).enumerated() {
      var day = date
      for round in 0..<3 {
        day = day.adding(days: 2) ?? day
        let history = TrainingHistory.read([(name: "g.unit", text: notebook.canonicalUTF8)]).history
        guard let plan = history.nextSession(for: name, on: day) else {
          // Only a title of sessions without exercises has no plan.
          #expect(!notebook.routines.contains { ExerciseAliases.key($0.name) == ExerciseAliases.key(name) }, "\(name)")
          break
        }
        let printed = Notebook(sessions: [plan.session]).canonicalUTF8
        let back = Notebook.parse(utf8: printed)
        #expect(!back.hasErrors, "seed \(seed) \(name): \(back.diagnostics)")
        #expect(back.notebook.sessions == [plan.session], "seed \(seed) \(name)")
        #expect(NotebookFormatter.format(utf8: printed).output == printed)
        #expect(plan.session.exercises.flatMap(\.sets).allSatisfy { $0.status == .planned })
        // Tick it: done, some sets with a rep more or failed.
        var done = plan.session
        for x in done.exercises.indices {
          for s in done.exercises[x].sets.indices {
            let roll = (Int(seed) + k + round + x + s) % 5
            done.exercises[x].sets[s].status = roll == 0 ? .failed : .done
            if roll == 1, let r = done.exercises[x].sets[s].reps { done.exercises[x].sets[s].reps = r + 1 }
          }
        }
        notebook.sessions.append(done)
      }
    }
  }
}

/// Numbers at the edges: the plan never traps, and prints as a session.
@Suite struct PlanningEdgeTests {
  @Test(arguments: [
    ("999999999999999kg 1×5 +1kg", "999999999999999kg × 5 ✓"),
    ("999999999999999lb 1×5 +1kg", "999999999999999lb × 5 ✓"),
    ("0.000000000000001kg 1×5 +999999999999999lb", "0.000000000000001kg × 5 ✓"),
    ("1kg 1×5 +0.000000000000001lb", "1kg × 5 ✓"),
    ("BW-999999999999999kg 1×5 +1kg", "BW-999999999999999kg × 5 ✓"),
    ("BW+999999999999999kg 1×5 +1lb", "BW+999999999999999kg × 5 ✓"),
    ("100kg 1000×1 +2.5kg", "100kg × 1 ✓"),
    ("100kg 3×0–1000 +2.5kg", "100kg × 1000 ✓"),
  ])
  func edgesPlanWithoutTrapping(_ prescription: String, _ done: String) throws {
    var text = "# Routine Edge\nSquat \(prescription)\n"
    for day in 1...3 { text += "\n# 2026-11-0\(day) Edge\nSquat \(done)\nSquat 1kg × 0 ✗\n" }
    let parsed = Notebook.parse(text)
    #expect(!parsed.hasErrors, "\(parsed.diagnostics)")
    let history = TrainingHistory.read([(name: "e.unit", text: Array(text.utf8))]).history
    let date = try #require(LocalDate("2026-12-01"))
    let plan = try #require(history.nextSession(for: "edge", on: date))
    let printed = Notebook(sessions: [plan.session]).canonicalUTF8
    let back = Notebook.parse(utf8: printed)
    #expect(!back.hasErrors, "\(back.diagnostics)")
    #expect(back.notebook.sessions == [plan.session])
  }
}
