import Testing

@testable import UnitNotebook

/// One judgement an exercise (docs/planning.md, "Several working
/// prescriptions of one exercise"): the lines of one exercise move together
/// and are explained in one line, on the PPL's `2×5` and `1×5+` of Squat as
/// a lifter logs them.
@Suite struct ExerciseJudgementTests {
  static let routine = """
    # Routine PPL

    ## Legs A

    Squat              95lb 2×5     +5lb
    Squat              95lb 1×5+    +5lb
    Romanian Deadlift  95lb 3×8–12  +5lb

    ## Legs B

    Squat              95lb 2×5     +5lb
    Squat              95lb 1×5+    +5lb
    Leg Press         135lb 3×8–12  +10lb

    """

  /// A Squat day as logged: the two sets of five, then the AMRAP set.
  static func legs(_ date: String, _ section: String, amrap: Int) -> String {
    "# \(date) PPL \(section)\nSquat 185lb × 5, 5, \(amrap) ✓\n\n"
  }

  static func squat(_ plan: SessionPlan) -> [String] {
    plan.session.exercises.first { $0.name == "Squat" }?.sets.map { HistoryText.set($0) + ($0.amrap ? "+" : "") } ?? []
  }

  /// Three sessions whose AMRAP set fell short at 185lb (3, 4, 3 reps): a
  /// stall of the exercise, every line to 90% (166.5lb, down to 165lb). Its
  /// lines judged apart planned 190, 190 (the 2×5 earned) and 165+.
  @Test func threeFailedSessionsDeloadEveryLineOfTheExercise() throws {
    let log =
      Self.routine + Self.legs("2026-03-02", "Legs A", amrap: 3) + Self.legs("2026-03-05", "Legs B", amrap: 4)
      + Self.legs("2026-03-09", "Legs A", amrap: 3)
    let plan = try TrainingMaxPlanningTests.plan(log, "PPL", on: "2026-03-12")
    #expect(Self.squat(plan) == ["165lb × 5", "165lb × 5", "165lb × 5+"])
    #expect(
      plan.explanations.filter { $0.exercise == "Squat" }.map(\.description) == [
        "Squat: 185lb → 165lb (stalled: not earned at 185lb on 2026-03-02, 2026-03-05 and 2026-03-09)"
      ])
  }

  /// One session short on the AMRAP set: every line stays, in one line
  /// naming the set that fell short; never 190, 190 and 185+ explained as
  /// "185lb → 190lb" and "stays 185lb".
  @Test func aShortAMRAPSetHoldsTheWholeExercise() throws {
    let plan = try TrainingMaxPlanningTests.plan(
      Self.routine + Self.legs("2026-03-02", "Legs A", amrap: 4), "PPL", on: "2026-03-05")
    #expect(Self.squat(plan) == ["185lb × 5", "185lb × 5", "185lb × 5+"])
    #expect(
      plan.explanations.filter { $0.exercise == "Squat" }.map(\.description) == [
        "Squat stays 185lb: set 3 short of 5 on 2026-03-02"
      ])
  }

  /// Every line earned: each moves by its step, explained once.
  @Test func everyLineEarnedMovesEachOnceExplained() throws {
    let plan = try TrainingMaxPlanningTests.plan(
      Self.routine + Self.legs("2026-03-02", "Legs A", amrap: 8), "PPL", on: "2026-03-05")
    #expect(Self.squat(plan) == ["190lb × 5", "190lb × 5", "190lb × 5+"])
    #expect(
      plan.explanations.filter { $0.exercise == "Squat" }.map(\.description) == [
        "Squat: 185lb → 190lb (every set reached 5 on 2026-03-02)"
      ])
  }

  /// Three sessions at 100kg of `3×5 +5kg`, each set written with its mark.
  static func linear(_ third: [String]) -> String {
    let days = zip(["2026-03-02", "2026-03-04", "2026-03-06"], third).map { date, set in
      "# \(date) Lin\nSquat\n  100kg × 5 ✓\n  100kg × 5 ✓\n  100kg × \(set)\n\n"
    }
    return "# Routine Lin\nSquat 100kg 3×5 +5kg\n\n" + days.joined()
  }

  /// The reps done decide, not the mark alone: a ✗ set's reps were done,
  /// so 3 ✗, 4 ✗, 4 ✗ on the last set is progress (13, 14, 14 reps), no
  /// stall; counted as nothing, it was 10 reps three times, a deload to 90kg.
  @Test func theRepsOfAMissedSetAreWorkDone() throws {
    let plan = try TrainingMaxPlanningTests.plan(Self.linear(["3 ✗", "4 ✗", "4 ✗"]), "Lin", on: "2026-03-09")
    #expect(plan.session.exercises.first?.sets.map { HistoryText.set($0) } == ["100kg × 5", "100kg × 5", "100kg × 5"])
    #expect(plan.explanations.map(\.description) == ["Squat stays 100kg: set 3 ✗ on 2026-03-06"])
  }

  /// A ✓ on a short set is short: three sessions of 5, 5, 3 ✓ are not
  /// earned, and with no more reps done, a stall.
  @Test func aShortSetMarkedDoneIsShort() throws {
    let held = try TrainingMaxPlanningTests.plan(Self.linear(["3 ✓", "4 ✓", "5 ✓"]), "Lin", on: "2026-03-05")
    #expect(held.explanations.map(\.description) == ["Squat stays 100kg: set 3 short of 5 on 2026-03-04"])
    let stalled = try TrainingMaxPlanningTests.plan(Self.linear(["3 ✓", "3 ✓", "3 ✓"]), "Lin", on: "2026-03-09")
    #expect(
      stalled.explanations.map(\.description) == [
        "Squat: 100kg → 90kg (stalled: not earned at 100kg on 2026-03-02, 2026-03-04 and 2026-03-06)"
      ])
  }
}
