import Foundation
import Testing

@testable import UnitNotebook

/// What a percentage of a training max plans when the TM is assisted
/// (`BW-30kg`), and the percentages that plan nothing to lift
/// (docs/planning.md, "Percentages of an assisted max" and "Percentages
/// that plan no load").
@Suite struct PercentageLoadTests {
  static func plan(_ text: String, _ name: String, on date: String) throws -> SessionPlan {
    try TrainingMaxPlanningTests.plan(text, name, on: date)
  }

  /// The loads of a plan's sets, as the notebook writes them.
  static func loads(_ plan: SessionPlan) -> [String] {
    plan.session.exercises.flatMap(\.sets).map { $0.load.map(HistoryText.load) ?? "none" }
  }

  static let assisted = """
    # Routine Pull
    Assisted Pullup TM BW-30kg +2.5kg
    Assisted Pullup warmup 40% 5
    Assisted Pullup 80% 5
    Assisted Pullup 100% 5
    Assisted Pullup 110% 5

    """

  // MARK: - Percentages of an assisted max

  @Test func assistedPercentagesAreSharesOfWhatIsLiftedSoTheWarmUpIsTheEasiest() throws {
    // 80 kg less 30 kg of assistance lifts 50 kg: 40% is 20 kg lifted, 60 kg of assistance.
    let plan = try Self.plan(Self.assisted + "# 2026-01-03 Weigh-in\n\nBodyweight 80kg\n", "Pull", on: "2026-01-10")
    #expect(plan.problems.isEmpty)
    #expect(Self.loads(plan) == ["BW-60kg", "BW-40kg", "BW-30kg", "BW-25kg"])
    #expect(plan.session.exercises.first?.sets.first?.kind == .warmup)
  }

  @Test func assistedPercentagesPastTheBodyWeightAddLoad() throws {
    let text = """
      # Routine Dip
      Assisted Dip TM BW-5kg
      Assisted Dip 120% 3

      # 2026-01-03 Weigh-in

      Bodyweight 80kg

      """
    // 75 kg lifted; 120% is 90 kg: the body weight and 10 kg more.
    #expect(Self.loads(try Self.plan(text, "Dip", on: "2026-01-10")) == ["BW+10kg"])
  }

  @Test func assistedPercentagesTakeTheLatestWeighInOnOrBeforeTheDate() throws {
    let text =
      Self.assisted + """
        # 2026-01-03 Weigh-in

        Bodyweight 80kg

        # 2026-01-20 Weigh-in

        Bodyweight 90kg

        """
    #expect(Self.loads(try Self.plan(text, "Pull", on: "2026-01-10")) == ["BW-60kg", "BW-40kg", "BW-30kg", "BW-25kg"])
    // 90 kg less 30 lifts 60 kg: 40% is 24 kg, 66 kg of assistance, 65 kg to the nearest 2.5 kg.
    #expect(
      Self.loads(try Self.plan(text, "Pull", on: "2026-01-21")) == ["BW-65kg", "BW-42.5kg", "BW-30kg", "BW-25kg"])
  }

  @Test func assistedTiesGoToLessAssistanceAndPoundsAreExact() throws {
    // 42.5% of 50 kg is 21.25 kg lifted: 58.75 kg of assistance, halfway: 57.5 kg, the heavier side.
    let tie = """
      # Routine Pull
      Assisted Pullup TM BW-30kg
      Assisted Pullup 42.5% 5

      # 2026-01-03 Weigh-in

      Bodyweight 80kg

      """
    #expect(Self.loads(try Self.plan(tie, "Pull", on: "2026-01-10")) == ["BW-57.5kg"])
    // 176 lb is 79.83225712 kg: 49.83225712 kg lifted, 40% of it 19.93290285 kg,
    // 59.899354 kg of assistance: 60 kg.
    let pounds = tie.replacingOccurrences(of: "42.5%", with: "40%").replacingOccurrences(of: "80kg", with: "176lb")
    #expect(Self.loads(try Self.plan(pounds, "Pull", on: "2026-01-10")) == ["BW-60kg"])
  }

  @Test func assistedTrainingMaxInTheLibraryTakesTheBodyWeight() throws {
    let text = Self.assisted + "# 2026-01-03 Weigh-in\n\nBodyweight 80kg\n"
    let history = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))]).history
    let day = try #require(LocalDate("2026-01-10"))
    let tm = try #require(history.plans().trainingMax(of: "Assisted Pullup", in: "Pull", on: day))
    #expect(tm.load(atPercent: DecimalValue(40)).map(HistoryText.load) == "BW-60kg")
    let earlier = try #require(LocalDate("2026-01-01"))
    let before = try #require(history.plans().trainingMax(of: "Assisted Pullup", in: "Pull", on: earlier))
    #expect(before.load(atPercent: DecimalValue(40)) == nil)
  }

  @Test func assistedWithoutABodyWeightIsAProblemNamingTheExercise() throws {
    let plan = try Self.plan(Self.assisted, "Pull", on: "2026-01-10")
    #expect(plan.problems.map(\.kind) == [.needsBodyweight])
    #expect(plan.problems.map(\.exercise) == ["Assisted Pullup"])
    let message = try #require(plan.problems.first?.message)
    #expect(message.hasPrefix("Assisted Pullup: 40% of TM BW-30kg (the routine Pull's) is a share of what is lifted"))
    #expect(message.contains("Bodyweight 80kg"))
    #expect(Self.loads(plan).isEmpty)
  }

  @Test func assistanceNotBelowTheBodyWeightIsAProblem() throws {
    let text =
      Self.assisted.replacingOccurrences(of: "BW-30kg", with: "BW-80kg") + "# 2026-01-03 W\n\nBodyweight 80kg\n"
    let plan = try Self.plan(text, "Pull", on: "2026-01-10")
    #expect(plan.problems.map(\.kind) == [.percentagePlansNoLoad])
    #expect(plan.problems.first?.message.contains("the body weight is 80kg: nothing is lifted") == true)
  }

  @Test func assistedTrainingMaxDeloadsToNinetyPercentOfWhatIsLifted() throws {
    // A routine without sections: each session a cycle; two missed in a row deload the TM.
    let text = """
      # Routine Pull
      Assisted Pullup TM BW-30kg +2.5kg
      Assisted Pullup 100% 5+

      # 2026-01-03 Pull

      Bodyweight 80kg
      Assisted Pullup BW-30kg × 3 ✓

      # 2026-01-05 Pull

      Assisted Pullup BW-30kg × 3 ✓

      """
    // 90% of 50 kg lifted is 45 kg: 35 kg of assistance, an easier TM.
    let plan = try Self.plan(text, "Pull", on: "2026-01-07")
    #expect(plan.session.exercises.first?.trainingMax?.load == .bodyweight(added: Weight(-35, .kg)))
    #expect(Self.loads(plan) == ["BW-35kg"])
    // Without a weigh-in, one step more assistance, as a stalled assisted load gets.
    let tm = TrainingMaxInEffect(
      exercise: "Assisted Pullup", load: .bodyweight(added: Weight(-30, .kg)), source: .routine("Pull"),
      increment: Weight(2.5, .kg))
    #expect(Planner.deloaded(tm, step: Weight(2.5, .kg)) == .bodyweight(added: Weight(-32.5, .kg)))
  }

  // MARK: - Percentages that plan no load

  @Test(arguments: [
    ("Squat TM 0kg +5kg\nSquat 85% 5", "Squat: 85% of TM 0kg (the routine R's) is nothing to lift"),
    ("Squat TM 100kg\nSquat 0% 5", "Squat: 0% of TM 100kg (the routine R's) is nothing to lift"),
    (
      "Squat TM 100kg round 1000kg\nSquat 85% 5",
      "Squat: 85% of TM 100kg (the routine R's) is 0kg to the nearest 1000kg"
    ),
    ("Squat TM 100kg\nSquat warmup 0% 5\nSquat 85% 5", "Squat: 0% of TM 100kg"),
    (
      "Squat TM 999999999999999kg\nSquat 100% 5",
      "Squat: 100% of TM 999999999999999kg (the routine R's) makes more than the 15 digits of a number"
    ),
  ])
  func percentageThatPlansNoLoadIsAProblem(routine: String, message: String) throws {
    let plan = try Self.plan("# Routine R\n\(routine)\n", "R", on: "2026-01-10")
    #expect(plan.problems.map(\.kind) == [.percentagePlansNoLoad])
    #expect(plan.problems.first?.message.hasPrefix(message) == true, "\(plan.problems)")
    #expect(plan.explanations.allSatisfy { !$0.isWarning }, "never the no-load warning: \(plan.explanations)")
    #expect(Self.loads(plan).isEmpty)
  }

  @Test func trainingMaxFromAnE1RMThatRoundsToNothingIsAProblem() throws {
    let text = """
      # Routine R
      Press 50% 5

      # 2026-01-01 Light

      Press 1kg × 5 ✓

      """
    let plan = try Self.plan(text, "R", on: "2026-01-10")
    #expect(
      plan.problems.map(\.message) == [
        "Press: 50% of TM 0kg (90% of e1RM 1.2kg on 2026-01-01) is nothing to lift: write the training max (Press TM 140kg)"
      ])
  }

  @Test func rpeTargetThatTheRoundTakesToNothingIsAProblem() throws {
    let text = """
      # Routine R
      Deadlift TM 200kg round 1000kg
      Deadlift 3 @9

      # 2026-01-02 Pull

      Deadlift 180kg × 3 ✓

      """
    let plan = try Self.plan(text, "R", on: "2026-01-10")
    #expect(plan.problems.map(\.kind) == [.percentagePlansNoLoad])
    #expect(plan.problems.first?.message.hasPrefix("Deadlift: the RPE target's load (3 @9 from e1RM 198kg") == true)
  }

  @Test func percentagesThatPlanALoadHaveNoProblem() throws {
    let plan = try Self.plan("# Routine R\nSquat TM 999999999999999kg\nSquat 85% 5\n", "R", on: "2026-01-10")
    #expect(plan.problems.isEmpty)
    #expect(Self.loads(plan) == ["850000000000000kg"])
  }
}
