import Foundation
import Testing

@testable import UnitNotebook

/// Planning by RPE targets (docs/planning.md, "RPE targets"; design
/// programs.md §4): each test holds one rule, named so it is findable.
@Suite struct RPEPlanningTests {
  static func plan(_ text: String, _ name: String = "Pull", on date: String = "2026-11-27") throws -> SessionPlan {
    let (history, diagnostics) = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))])
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    let day = try #require(LocalDate(date))
    return try #require(history.nextSession(for: name, on: day))
  }

  /// The planned sets of one exercise as the notebook writes them.
  static func sets(_ plan: SessionPlan, _ exercise: String) -> [String] {
    plan.session.exercises.filter { $0.name == exercise }.flatMap(\.sets).map { s in
      HistoryText.set(s) + (s.rpe.map { " @\($0)" } ?? "")
    }
  }

  @Test func aTargetPlansFromLastTimesE1RM() throws {
    // The brief's example: 180kg × 3 @8, a target of 3 @9: 185.5 kg → 185 kg.
    let plan = try Self.plan(
      """
      # Routine Pull
      Deadlift 3 @9

      # 2026-11-20 Pull
      Deadlift
        140kg × 5 ✓
        180kg × 3 ✓ @8

      """)
    #expect(plan.problems.isEmpty)
    #expect(Self.sets(plan, "Deadlift") == ["185kg × 3 @9"])
    #expect(plan.explanations.map(\.rule) == [.rpeTarget])
    #expect(
      plan.explanations.map(\.description) == ["Deadlift: 185kg (3 @9 from e1RM 208kg: 180kg × 3 @8 on 2026-11-20)"])
    let basis = try #require(plan.explanations.first?.rpe)
    #expect(basis.oneRepMax == Weight(DecimalValue(208), .kg))
  }

  @Test func poundsStayPoundsToTheFivePounds() throws {
    // 405lb × 3 @8: e1RM 468.07 lb; 3 @9 of it is 417.37 lb: 415 lb. The
    // set at 400lb @9 estimates less (448.6 lb).
    let plan = try Self.plan(
      """
      # Routine Pull
      Deadlift 3 @9

      # 2026-11-20 Pull
      Deadlift
        400lb × 3 ✓ @9
        405lb × 3 ✓ @8

      """)
    #expect(Self.sets(plan, "Deadlift") == ["415lb × 3 @9"])
    #expect(
      plan.explanations.map(\.description) == [
        "Deadlift: 415lb (3 @9 from e1RM 468.1lb: 405lb × 3 @8 on 2026-11-20)"
      ])
  }

  @Test func aSetWithoutRPEIsReadByEpley() throws {
    // 60kg × 8: e1RM 76 kg; 8 @8 (x = 9) is 73.31%: 55.7 kg → 55 kg.
    let plan = try Self.plan("# Routine Pull\nRow 3×8 @8\n\n# 2026-11-20 Pull\nRow 60kg × 8, 8 ✓\n")
    #expect(Self.sets(plan, "Row") == ["55kg × 8 @8", "55kg × 8 @8", "55kg × 8 @8"])
    #expect(plan.explanations.map(\.description) == ["Row: 55kg (8 @8 from e1RM 76kg: 60kg × 8 on 2026-11-20)"])
  }

  @Test func theTrainingMaxRoundsAndTheRoutineSetsTheUnit() throws {
    // 2 @9 (x = 2) of 208.03 kg is 191.68 kg: 192.5 kg to the 2.5 kg, 192 kg to a TM's `round 1kg`.
    let log = "\n# 2026-11-20 Pull\nDeadlift 180kg × 3 ✓ @8\n"
    let plain = try Self.plan("# Routine Pull\nDeadlift 2 @9\n" + log)
    #expect(Self.sets(plain, "Deadlift") == ["192.5kg × 2 @9"])
    let rounded = try Self.plan("# Routine Pull\nDeadlift TM 200kg +5kg round 1kg\nDeadlift 2 @9\n" + log)
    #expect(Self.sets(rounded, "Deadlift") == ["192kg × 2 @9"])
    // A routine in pounds plans in pounds from a set in kilograms: 422.6 lb → 425 lb.
    let pounds = try Self.plan("# Routine Pull\nDeadlift 400lb 2 @9\n" + log)
    #expect(Self.sets(pounds, "Deadlift") == ["425lb × 2 @9"])
  }

  @Test func noHistoryTakesTheRoutinesLoad() throws {
    let plan = try Self.plan("# Routine Pull\nDeadlift 180kg 3 @9\n")
    #expect(plan.problems.isEmpty)
    #expect(Self.sets(plan, "Deadlift") == ["180kg × 3 @9"])
    #expect(plan.explanations.map(\.rule) == [.noHistory])
  }

  @Test func neitherHistoryNorLoadIsAProblemNamingTheExercise() throws {
    let plan = try Self.plan("# Routine Pull\nDeadlift 3 @8\nRow 60kg 3×8\n")
    #expect(plan.problems.map(\.kind) == [.noLoadForRPE])
    #expect(plan.problems.map(\.exercise) == ["Deadlift"])
    #expect(plan.problems.first?.message.hasPrefix("Deadlift: 3 @8 has no history to plan from") ?? false)
  }

  @Test func aTargetTooFarFromAMaxIsAProblem() throws {
    // 15 @4: x = 20, past the table's 16; with history and a load alike.
    let plan = try Self.plan(
      "# Routine Pull\nSquat 100kg 15 @4\n\n# 2026-11-20 Pull\nSquat 100kg × 15 ✓\n")
    #expect(plan.problems.map(\.kind) == [.rpeTooFarFromMax])
    #expect(plan.problems.first?.message.hasPrefix("Squat: 15 @4 is too far from a max to plan by RPE") ?? false)
  }

  @Test func noSetThatEstimatesAMaxPlansByTheOrdinaryRules() throws {
    // Bodyweight last time: no e1RM to take a load from; the target is still written.
    let plan = try Self.plan("# Routine Pull\nPullup BW 3×8 @8\n\n# 2026-11-20 Pull\nPullup BW × 8, 8, 8 ✓\n")
    #expect(plan.problems.isEmpty)
    #expect(Self.sets(plan, "Pullup") == ["BW × 8 @8", "BW × 8 @8", "BW × 8 @8"])
  }

  @Test func plansWithTargetsReadBackAsThemselves() throws {
    // The plan is a canonical session; ticked as planned, it plans the same load again.
    let routine = "# Routine Pull\nDeadlift 3 @9\n"
    let first = try Self.plan(routine + "\n# 2026-11-20 Pull\nDeadlift 180kg × 3 ✓ @8\n")
    let text = Notebook(sessions: [first.session]).canonicalText
    #expect(text == "# 2026-11-27 Pull\n\nDeadlift 185kg × 3 @9\n")
    let back = Notebook.parse(text)
    #expect(!back.hasErrors)
    #expect(back.notebook.sessions == [first.session])
    // 185kg × 3 @9 done as planned: e1RM 207.5 kg, 3 @9 of it 185 kg again.
    let ticked = "# 2026-11-27 Pull\nDeadlift 185kg × 3 ✓ @9\n"
    let second = try Self.plan(routine + "\n" + ticked, on: "2026-12-04")
    #expect(Self.sets(second, "Deadlift") == ["185kg × 3 @9"])
  }

  @Test func theRPEBlockSamplePlansItsNextDay() throws {
    // Samples/rpe-block.unit: three weeks done; the next day is Squat Day
    // again, its top set from 145kg × 3 @8.5 (e1RM 165.06 kg; 3 @8 of it
    // 142.8 kg), its back-off sets 80% of the 150 kg TM.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples/rpe-block.unit")
    let plan = try Self.plan(String(decoding: try Data(contentsOf: url), as: UTF8.self), "RPE Block", on: "2026-11-30")
    #expect(plan.problems.isEmpty)
    #expect(plan.session.title == "RPE Block Squat Day")
    #expect(
      Self.sets(plan, "Squat") == ["75kg × 5", "142.5kg × 3 @8", "120kg × 5", "120kg × 5", "120kg × 5"])
    #expect(
      plan.explanations.map(\.description).contains(
        "Squat: 142.5kg (3 @8 from e1RM 165.1kg: 145kg × 3 @8.5 on 2026-11-23)"))
  }

  /// Numbers at the edges with targets: the plan never traps, and prints
  /// as a session that reads back as itself (`PlanningEdgeTests`' check).
  @Test(arguments: [
    ("1 @10", "999999999999999kg × 1 ✓ @10"),
    ("1 @10", "999999999999999lb × 1 ✓ @1"),
    ("16 @10", "1kg × 16 ✓ @10"),
    ("3 @9.99999999999999", "0.000000000000001kg × 3 ✓ @1.00000000000001"),
    ("1 @10", "0.000000000000001lb × 1 ✓ @10"),
    ("3 @8", "100kg × 12 ✓ @4"),
    ("20×1 @10", "100kg × 1 ✓ @10"),
  ])
  func edgesPlanWithoutTrapping(_ prescription: String, _ done: String) throws {
    try PlanningEdgeTests().edgesPlanWithoutTrapping(prescription, done)
  }
}
