import Testing

@testable import UnitNotebook

/// Madcow's ramp and its percentage plus a load (docs/planning.md,
/// "Programs"): a step on a line of percentages without `TM` moves every
/// working percentage set of the lift, on every day, by the step.
@Suite struct ProgramRampTests {
  typealias P = ProgramPlanningTests

  static let madcow = """
    # Routine Madcow
    Squat TM 300lb
    Bench Press TM 215lb

    ## Monday

    Squat 40% 1×5, 55% 1×5, 65% 1×5, 75% 1×5, 85% 1×5
    Bench Press 85% 1×5 round 2.5lb

    ## Friday

    Squat 40% 1×5, 55% 1×5, 65% 1×5, 75% 1×5, 85%+5lb 1×3, 65% 1×8 +5lb
    Bench Press 85%+2.5lb 1×3 +2.5lb round 2.5lb

    """

  static let friday = """
    # 2026-06-05 Madcow Friday
    Squat 120lb × 5 ✓
    Squat 165lb × 5 ✓
    Squat 195lb × 5 ✓
    Squat 225lb × 5 ✓
    Squat 260lb × 3 ✓
    Squat 195lb × 8 ✓

    """

  /// `85%+5lb`: 85% of the max (255lb) plus 5 lb.
  @Test func percentPlusAddsTheLoadToThePercentage() throws {
    let plan = try P.plan(Self.madcow + "# 2026-06-01 Madcow Monday\nSquat 120lb × 5 ✓\n\n", "Madcow", on: "2026-06-05")
    #expect(P.sets(plan, "Squat") == ["120lb × 5", "165lb × 5", "195lb × 5", "225lb × 5", "260lb × 3", "195lb × 8"])
  }

  /// A Friday with every set done moves every working percentage set of
  /// the lift by the step, Monday's too: the loads leave the percentages.
  @Test func aRampMovesEveryPercentageSetOfTheLift() throws {
    let plan = try P.plan(Self.madcow + Self.friday, "Madcow", on: "2026-06-08")
    #expect(P.sets(plan, "Squat") == ["125lb × 5", "170lb × 5", "200lb × 5", "230lb × 5", "260lb × 5"])
    #expect(P.why(plan, "Squat") == ["Squat: 120lb → 125lb (every set reached 5/3/8 on 2026-06-05)"])
    let missed = Self.friday.replacingFirst("Squat 195lb × 8 ✓", with: "Squat 195lb × 7 ✓")
    let held = try P.plan(Self.madcow + missed, "Madcow", on: "2026-06-08")
    #expect(P.sets(held, "Squat").first == "120lb × 5")
  }

  /// A Friday that missed holds the ramp and says so, with the set that
  /// missed; after a later Friday that missed, the line names that one,
  /// not the last step (it said "TM 300lb (no TM written: the routine's)",
  /// and later the step of an older Friday).
  @Test func aHeldRampSaysWhichSetMissed() throws {
    let missed = Self.friday.replacingFirst("Squat 195lb × 8 ✓", with: "Squat 195lb × 7 ✓")
    let held = try P.plan(Self.madcow + missed, "Madcow", on: "2026-06-08")
    #expect(P.why(held, "Squat") == ["Squat stays 120lb: set 6 short of 8 on 2026-06-05"])
    let later = missed.replacingFirst("2026-06-05", with: "2026-06-12").replacingFirst("120lb", with: "125lb")
    let again = try P.plan(Self.madcow + Self.friday + later, "Madcow", on: "2026-06-15")
    #expect(P.sets(again, "Squat").first == "125lb × 5")
    #expect(P.why(again, "Squat") == ["Squat stays 125lb: set 6 short of 8 on 2026-06-12"])
  }

  /// `round 2.5lb`: the bench's percentages round to 2.5 lb (85% of 215lb
  /// is 182.75lb: 182.5lb, where 5 lb would give 185lb; with the ramp's
  /// 2.5 lb, 185lb).
  @Test func aLinesRoundAppliesToItsPercentages() throws {
    let log = Self.madcow + "# 2026-06-05 Madcow Friday\nBench Press 185lb × 3 ✓\n\n"
    let plan = try P.plan(log, "Madcow", on: "2026-06-08")
    #expect(P.sets(plan, "Bench Press") == ["185lb × 5"])
  }
}

extension String {
  /// The text with the first `a` replaced by `b`.
  func replacingFirst(_ a: String, with b: String) -> String {
    guard let r = range(of: a) else { return self }
    return replacingCharacters(in: r, with: b)
  }
}
