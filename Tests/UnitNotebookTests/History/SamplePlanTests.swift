import Foundation
import Testing

@testable import UnitNotebook

/// The older program samples plan what docs/planning.md says (they were
/// `Samples/531-bbb.unit` and `Samples/gzclp.unit` before issue 45's
/// `Samples/programs/`; kept as fixtures in `Fixtures/older-samples/` so these
/// plans stay as they were): 531 BBB after a whole cycle moves the Squat TM by
/// its step and takes Week 1's percentages of it; the GZCLP-style routine adds
/// each tier's step, and two lines of one exercise explain their change once.
@Suite struct SamplePlanTests {
  static let samples = Fixtures.root.appendingPathComponent("older-samples")

  static func plan(_ sample: String, _ name: String, on date: String) throws -> SessionPlan {
    let bytes = Array(try Data(contentsOf: samples.appendingPathComponent(sample)))
    let (history, diagnostics) = TrainingHistory.read([(name: sample, text: bytes)])
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    let day = try #require(LocalDate(date))
    return try #require(history.nextSession(for: name, on: day))
  }

  @Test func fiveThreeOneStartsTheNextCycleWithTheTrainingMaxStepped() throws {
    let plan = try Self.plan("531-bbb.unit", "531 BBB", on: "2026-11-30")
    #expect(plan.problems.isEmpty)
    #expect(
      Notebook(sessions: [plan.session]).canonicalText == """
        # 2026-11-30 531 BBB Week 1 Squat

        Squat TM 145kg
          warmup  57.5kg ×  5
          warmup  72.5kg ×  5
          warmup  87.5kg ×  3
                    95kg ×  5
                   110kg ×  5
                 122.5kg × 5+
                  72.5kg × 10
                  72.5kg × 10
                  72.5kg × 10
                  72.5kg × 10
                  72.5kg × 10

        """)
    #expect(
      plan.explanations.map(\.description) == [
        "Squat: TM 140kg → 145kg (cycle 2: every 5+/3+/1+ set reached, 4 reps on 2026-11-16)"
      ])
  }

  /// A section named as a session's title names it is planned whatever was
  /// done last (what the editor fills a heading with); its routine is found
  /// from the title; a percentage of the TM in effect is the plan's load.
  @Test func aSectionNamedIsPlannedAndItsRoutineFound() throws {
    let bytes = Array(try Data(contentsOf: Self.samples.appendingPathComponent("531-bbb.unit")))
    let plans = TrainingHistory.read([(name: "531-bbb.unit", text: bytes)]).history.plans()
    let day = try #require(LocalDate("2026-12-02"))
    let bench = try #require(plans.sectionSession(titled: "531 bbb  week 2 bench", on: day))
    #expect(bench.session.title == "531 BBB Week 2 Bench")
    // After cycle 1, Week 2 Bench is not after the last section done: it
    // starts cycle 2, which judges the Bench TM (its 3+ set was ✗).
    #expect(
      bench.explanations.map(\.description) == [
        "Bench Press: TM 100kg stays (cycle 2: the 3+ set on 2026-11-11 ✗ at 2 reps)"
      ])
    let loads = bench.session.exercises.first?.sets.map { HistoryText.set($0) } ?? []
    #expect(loads.prefix(6) == ["40kg × 5", "50kg × 5", "60kg × 3", "70kg × 3", "80kg × 3", "90kg × 3"])
    #expect(plans.sectionSession(titled: "531 BBB Week 5 Bench", on: day) == nil)
    #expect(plans.sectionSession(titled: "531 BBB", on: day) == nil, "a routine's name is no section")
    #expect(plans.routine(forTitle: "531 BBB Week 4 Deload Deadlift")?.name == "531 BBB")
    #expect(plans.routine(forTitle: "531 bbb")?.name == "531 BBB")
    #expect(plans.routine(forTitle: "GZCLP A") == nil)
    let tm = try #require(plans.trainingMax(of: "Squat", in: "531 BBB", on: day))
    #expect(tm.origin == "written on 2026-11-02")
    let percent = try #require(DecimalValue("85"))
    #expect(tm.load(atPercent: percent).map { HistoryText.load($0) } == "120kg")
  }

  @Test func gzclpAddsEachTiersStepAndExplainsEachChangeOnce() throws {
    let plan = try Self.plan("gzclp.unit", "GZCLP", on: "2026-11-30")
    #expect(plan.problems.isEmpty)
    #expect(
      Notebook(sessions: [plan.session]).canonicalText == """
        # 2026-11-30 GZCLP A

        Squat
          115kg ×  3
          115kg ×  3
          115kg ×  3
          115kg ×  3
          115kg × 3+

        Bench Press
          65kg × 10
          65kg × 10
          65kg × 10

        Lat Pulldown
          47.5kg ×  15
          47.5kg ×  15
          47.5kg × 15+

        """)
    #expect(
      plan.explanations.map(\.description) == [
        "Squat: 110kg → 115kg (every set reached 3 on 2026-11-25)",
        "Bench Press: 62.5kg → 65kg (every set reached 10 on 2026-11-25)",
        "Lat Pulldown: 45kg → 47.5kg (every set reached 15 on 2026-11-25)",
      ])
  }

  /// Day B, after day A done as planned: an exercise's lines judged
  /// together, so the Dumbbell Row's 15+ (✗) holds its 2×15 too (it used to
  /// plan 26, 26, 24kg and explain it twice, "24kg → 26kg" and "stays 24kg").
  @Test func gzclpDayBMovesWhatWasEarnedAndHoldsWhatFellShort() throws {
    let a = try Self.plan("gzclp.unit", "GZCLP", on: "2026-11-30")
    var log = String(decoding: try Data(contentsOf: Self.samples.appendingPathComponent("gzclp.unit")), as: UTF8.self)
    var done = a.session
    for x in done.exercises.indices {
      for s in done.exercises[x].sets.indices { done.exercises[x].sets[s].status = .done }
    }
    log += "\n" + Notebook(sessions: [done]).canonicalText
    let (history, _) = TrainingHistory.read([(name: "gzclp.unit", text: Array(log.utf8))])
    let day = try #require(LocalDate("2026-12-02"))
    let b = try #require(history.nextSession(for: "GZCLP", on: day))
    #expect(b.session.title == "GZCLP B")
    let sets = b.session.exercises.map { x in "\(x.name): " + x.sets.map { HistoryText.set($0) }.joined(separator: ", ")
    }
    #expect(
      sets == [
        "Deadlift: 135kg × 3, 135kg × 3, 135kg × 3, 135kg × 3, 135kg × 3",
        "Overhead Press: 45kg × 10, 45kg × 10, 45kg × 10",
        "Dumbbell Row: 24kg × 15, 24kg × 15, 24kg × 15",
      ])
    #expect(
      b.explanations.map(\.description) == [
        "Deadlift: 130kg → 135kg (every set reached 3 on 2026-11-27)",
        "Overhead Press stays 45kg: set 3 ✗ on 2026-11-27",
        "Dumbbell Row stays 24kg: set 3 ✗ on 2026-11-27",
      ])
  }
}
