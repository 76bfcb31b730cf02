import Testing

@testable import UnitNotebook

/// Planning by a training max (docs/planning.md, design programs §1–3):
/// each test holds one rule, named so that the rule is findable.
@Suite struct TrainingMaxPlanningTests {
  /// The plan of `name` on `date` from one notebook's text.
  static func plan(_ text: String, _ name: String, on date: String) throws -> SessionPlan {
    let (history, diagnostics) = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))])
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    let day = try #require(LocalDate(date))
    return try #require(history.nextSession(for: name, on: day))
  }

  @Test func percentageWithoutTrainingMaxIsAProblemNamingTheExercise() throws {
    let plan = try Self.plan(
      """
      # Routine 531
      Squat 65% 5
      Bench Press 60kg 3×5

      """, "531", on: "2026-12-06")
    #expect(plan.problems.map(\.kind) == [.needsTrainingMax])
    #expect(plan.problems.map(\.exercise) == ["Squat"])
    let message = try #require(plan.problems.first?.message)
    #expect(message.hasPrefix("Squat: 65% needs a training max"))
    #expect(message.contains("Squat TM 140kg +5kg"))
    #expect(message.contains("e1RM"))
  }

  @Test func fixedLoadsHaveNoProblems() throws {
    let plan = try Self.plan("# Routine A\nSquat 100kg 3×5 +2.5kg\n", "A", on: "2026-12-06")
    #expect(plan.problems.isEmpty)
  }
}
