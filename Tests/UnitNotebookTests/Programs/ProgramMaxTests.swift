import Testing

@testable import UnitNotebook

/// A training max moved by the lines that write `TM` (docs/planning.md,
/// "Programs"): Texas Method's Intensity day, nSuns' Day 3 and not Day 1,
/// 5/3/1's step after Week 3 whatever it did, unless every AMRAP set of
/// the cycle missed. One test a rule.
@Suite struct ProgramMaxTests {
  typealias P = ProgramPlanningTests

  static let texas = """
    # Routine Texas Method
    Squat TM 300lb

    ## Volume

    Squat 77% 5×5

    ## Intensity

    Squat 85% 1×5 TM +5lb

    """

  /// Texas Method: the max rises after an Intensity day whose 1×5 was
  /// done, and only then (a Volume day done moves nothing).
  @Test func onlyTheLinesWritingTMMoveTheMax() throws {
    var log = Self.texas + "# 2026-06-01 Texas Method Volume\nSquat 230lb × 5, 5, 5, 5, 5 ✓\n\n"
    var plan = try P.plan(log, "Texas Method", on: "2026-06-03")
    #expect(P.sets(plan, "Squat") == ["255lb × 5"])
    log += "# 2026-06-03 Texas Method Intensity\nSquat 255lb × 5 ✓\n\n"
    plan = try P.plan(log, "Texas Method", on: "2026-06-05")
    // 77% of 305lb is 234.85lb: 235lb.
    #expect(P.sets(plan, "Squat") == Array(repeating: "235lb × 5", count: 5))
    #expect(P.why(plan, "Squat") == ["Squat: TM 300lb → 305lb (every set reached 5 on 2026-06-03)"])
    #expect(plan.session.exercises.first?.trainingMax?.load == .weight(Weight(305, .lb)))
  }

  /// A group after a comma without a load has its line's (docs/syntax.md):
  /// `85% 3×3, 1×3+` is 85% of the max for the 3+ set too (the Rippler's
  /// week 2). It was planned without a load, then at last time's.
  @Test func aGroupWithoutALoadHasItsLinesPercentage() throws {
    let routine = "# Routine Rippler\nBench Press TM 100kg\n\n## Week 2\n\nBench Press 85% 3×3, 1×3+\n\n"
    let fresh = try P.plan(routine, "Rippler", on: "2026-06-01")
    #expect(P.sets(fresh, "Bench Press") == ["85kg × 3", "85kg × 3", "85kg × 3", "85kg × 3+"])
    let log = routine + "# 2026-06-01 Rippler Week 2\nBench Press 80kg × 5 ✓\n\n"
    let later = try P.plan(log, "Rippler", on: "2026-06-03")
    #expect(P.sets(later, "Bench Press") == ["85kg × 3", "85kg × 3", "85kg × 3", "85kg × 3+"])
  }

  /// The routine's max is said where it comes from while the lift has no
  /// session logged, and not on every plan after, until a rule judges it:
  /// the plan's TM line says the number (docs/planning.md, "Explanations
  /// of a max"). It said `Squat: TM 300lb (no TM written: the routine's)`
  /// on every plan of a log written by hand.
  @Test func theRoutinesMaxIsSaidUntilTheLiftHasASession() throws {
    let fresh = try P.plan(Self.texas, "Texas Method", on: "2026-06-01")
    #expect(P.why(fresh, "Squat") == ["Squat: TM 300lb (no TM written: the routine's)"])
    let log = Self.texas + "# 2026-06-01 Texas Method Volume\nSquat 230lb × 5, 5, 5, 5, 5 ✓\n\n"
    let plan = try P.plan(log, "Texas Method", on: "2026-06-03")
    #expect(P.sets(plan, "Squat") == ["255lb × 5"])
    #expect(plan.session.exercises.first?.trainingMax?.load == .weight(Weight(300, .lb)))
    #expect(plan.explanations.isEmpty)
  }

  /// A failed Intensity day keeps the max.
  @Test func aFailedTMLineKeepsTheMax() throws {
    let log = Self.texas + "# 2026-06-03 Texas Method Intensity\nSquat 255lb × 4 ✓\n\n"
    let plan = try P.plan(log, "Texas Method", on: "2026-06-05")
    #expect(P.sets(plan, "Squat") == Array(repeating: "230lb × 5", count: 5))
    #expect(P.why(plan, "Squat") == ["Squat: TM 300lb stays (set 1 short of 5 on 2026-06-03)"])
  }

  /// The max is the same whether the plans were appended with `--into`
  /// (which write the TM line) or the sessions written by hand without it.
  @Test func theMaxIsTheSameByHandAndWithInto() throws {
    var byHand = Self.texas
    var into = Self.texas
    for (week, reps) in [(1, 5), (2, 5), (3, 4), (4, 5)] {
      let day = String(week * 7 - 6).count == 1 ? "0\(week * 7 - 6)" : "\(week * 7 - 6)"
      let planned = try P.plan(into, "Texas Method", on: "2026-06-\(day)")
      let load = try #require(planned.session.exercises.first?.sets.first?.load)
      let tm = planned.session.exercises.first?.trainingMax.map { "Squat TM \(HistoryText.load($0.load))\n" } ?? ""
      let set = "\(HistoryText.load(load)) × \(reps) ✓\n\n"
      into += "# 2026-06-\(day) Texas Method Intensity\n" + (tm.isEmpty ? "Squat " + set : tm + "  " + set)
      byHand += "# 2026-06-\(day) Texas Method Intensity\nSquat " + set
    }
    let a = try P.plan(byHand, "Texas Method", on: "2026-06-28")
    let b = try P.plan(into, "Texas Method", on: "2026-06-28")
    #expect(P.sets(a, "Squat") == P.sets(b, "Squat"))
    // 300 + 5 + 5 + 0 + 5 = 315lb; the Volume day's 77% is 242.55lb.
    #expect(P.sets(a, "Squat") == Array(repeating: "245lb × 5", count: 5))
  }

  /// A log's own TM lines in its first sessions replace the routine's.
  @Test func aLogsStartingMaxReplacesTheRoutines() throws {
    let log = Self.texas + "# 2026-06-01 Texas Method Volume\nSquat TM 200lb\n  155lb × 5, 5, 5, 5, 5 ✓\n\n"
    let plan = try P.plan(log, "Texas Method", on: "2026-06-03")
    #expect(P.sets(plan, "Squat") == ["170lb × 5"])
  }

  static let nsuns = """
    # Routine nSuns
    Overhead Press TM 135lb

    ## Day 1

    Overhead Press 63% 1×5, 63% 1×8+

    ## Day 3

    Overhead Press 67% 1×5, 85% 1×1+, 58% 1×5+ TM +5lb at 2, +10lb at 4, +15lb at 6

    """

  /// nSuns: Day 1's press (no `TM` on its line) never moves the max, however
  /// many reps; Day 3's 1+ set does, by the highest tier its reps reach.
  @Test func nSunsDayOneNeverMovesTheMaxDayThreeDoesByTier() throws {
    var log = Self.nsuns + "# 2026-06-01 nSuns Day 1\nOverhead Press 85lb × 5, 15 ✓\n\n"
    var plan = try P.plan(log, "nSuns", on: "2026-06-03")
    #expect(P.sets(plan, "Overhead Press").first == "90lb × 5")  // 67% of 135lb
    log +=
      "# 2026-06-03 nSuns Day 3\nOverhead Press 90lb × 5 ✓\nOverhead Press 115lb × 5 ✓\nOverhead Press 80lb × 6 ✓\n\n"
    plan = try P.plan(log, "nSuns", on: "2026-06-05")
    // +10lb at 4: 145lb; 63% is 91.35lb, 90lb.
    #expect(P.sets(plan, "Overhead Press") == ["90lb × 5", "90lb × 8+"])
    #expect(
      P.why(plan, "Overhead Press") == [
        "Overhead Press: TM 135lb → 145lb (+10lb at 4: the 5/1+/5+ sets reached 5 on 2026-06-03)"
      ])
  }

  static func wave(_ failure: String = "−10% after cycle") -> String {
    """
    # Routine 531
    Squat TM 300lb

    ## Week 1

    Squat 58% 1×5, 67% 1×5, 76% 1×5+

    ## Week 2

    Squat 63% 1×3, 72% 1×3, 81% 1×3+

    ## Week 3

    Squat 67% 1×5, 76% 1×3, 85% 1×1+ TM +10lb \(failure)

    ## Deload

    Squat 40% 1×5, 50% 1×5, 60% 1×5

    """
  }

  static func week(_ day: String, _ n: Int, amrap: Int) -> String {
    "# 2026-06-\(day) 531 Week \(n)\nSquat 100lb × 5, 5 ✓\nSquat 100lb × \(amrap) ✓\n\n"
  }

  /// 5/3/1: the step after Week 3 whatever it did, when one AMRAP set of
  /// the cycle reached its minimum (Week 1's), even with Week 3's missed.
  @Test func afterCycleTheStepComesOnSchedule() throws {
    let log = Self.wave() + Self.week("01", 1, amrap: 5) + Self.week("08", 2, amrap: 2) + Self.week("15", 3, amrap: 0)
    let plan = try P.plan(log, "531", on: "2026-06-22")
    #expect(P.sets(plan, "Squat").first == "125lb × 5")  // 40% of 310lb is 124lb
    #expect(P.why(plan, "Squat") == ["Squat: TM 300lb → 310lb (TM +10lb after 2026-06-15)"])
  }

  /// Every AMRAP set of the cycle missed: −10% of the max, to the nearest
  /// 5 lb, instead of the step.
  @Test func afterCycleEveryAMRAPMissedTakesTheAmount() throws {
    let log = Self.wave() + Self.week("01", 1, amrap: 4) + Self.week("08", 2, amrap: 2) + Self.week("15", 3, amrap: 0)
    let plan = try P.plan(log, "531", on: "2026-06-22")
    #expect(P.sets(plan, "Squat").first == "110lb × 5")  // 270lb; 40% is 108lb
    #expect(
      P.why(plan, "Squat") == [
        "Squat: TM 300lb → 270lb (−10% after a missed cycle: every AMRAP set of the cycle missed, the last on 2026-06-15)"
      ])
  }

  /// 5/3/1 for Beginners: `−3 steps after cycle`.
  @Test func afterCycleStepsTakeThatManySteps() throws {
    let log =
      Self.wave("−3 steps after cycle") + Self.week("01", 1, amrap: 4) + Self.week("08", 2, amrap: 2)
      + Self.week("15", 3, amrap: 0)
    let plan = try P.plan(log, "531", on: "2026-06-22")
    #expect(P.sets(plan, "Squat").first == "110lb × 5")  // 270lb; 40% is 108lb
  }
}
