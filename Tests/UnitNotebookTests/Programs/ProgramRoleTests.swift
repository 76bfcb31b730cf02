import Testing

@testable import UnitNotebook

/// Roles (docs/planning.md, "Programs"): one lift, one name, two
/// progressions, each judged on the sessions of the sections where the
/// routine gives the lift that role.
@Suite struct ProgramRoleTests {
  typealias P = ProgramPlanningTests

  static let gzclp = """
    # Routine GZCLP

    ## A1

    Squat 185lb 4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+ +10lb role T1

    ## A2

    Squat 135lb 3×10 → 3×8 → 3×6 +10lb then +15lb role T2

    # 2026-06-01 GZCLP A1
    Squat 185lb × 3, 3, 3, 3, 5 ✓

    # 2026-06-03 GZCLP A2
    Squat 135lb × 10, 10, 8 ✓

    """

  /// GZCLP's Squat: the T1 role is judged on A1's sessions (185lb earned:
  /// 195lb), the T2 on A2's (3×10 failed: 3×8 at 135lb), never one on the
  /// other's sets.
  @Test func eachRoleIsJudgedOnItsOwnSections() throws {
    let a1 = try P.plan(Self.gzclp, "GZCLP", on: "2026-06-05")
    #expect(P.sets(a1, "Squat") == Array(repeating: "195lb × 3", count: 4) + ["195lb × 3+"])
    let log = Self.gzclp + "# 2026-06-05 GZCLP A1\nSquat 195lb × 3, 3, 3, 3, 4 ✓\n\n"
    let a2 = try P.plan(log, "GZCLP", on: "2026-06-08")
    #expect(P.sets(a2, "Squat") == ["135lb × 8", "135lb × 8", "135lb × 8"])
    #expect(P.why(a2, "Squat") == ["Squat stays 135lb (set 3 short of 10 on 2026-06-03: stage 2, 3×8)"])
  }

  /// PPL's Bench Press: the heavy 4×5, 1×5+ of Push Bench and the lighter
  /// accessory of Push OHP under one name; the accessory's double
  /// progression counts only its own sessions.
  @Test func anAccessoryRoleKeepsItsOwnProgression() throws {
    let log = """
      # Routine PPL

      ## Push Bench

      Bench Press 95lb 4×5, 1×5+ +5lb −10% after 3

      ## Push OHP

      Bench Press 75lb 3×8–12 +1 rep +5lb role accessory

      # 2026-06-01 PPL Push Bench
      Bench Press 185lb × 5, 5, 5, 5, 8 ✓

      # 2026-06-03 PPL Push OHP
      Bench Press 135lb × 8, 8, 8 ✓

      # 2026-06-05 PPL Push Bench
      Bench Press 190lb × 5, 5, 5, 5, 7 ✓

      """
    let plan = try P.plan(log, "PPL", on: "2026-06-08")
    #expect(P.sets(plan, "Bench Press") == ["135lb × 9", "135lb × 9", "135lb × 9"])
    #expect(P.why(plan, "Bench Press") == ["Bench Press stays 135lb (every set reached 8 on 2026-06-03: 9 reps next)"])
  }
}

/// A program's lines with nothing to earn plan as rule 5 does: as last
/// time, without a line; with no history and no load, timed work is no warning.
@Suite struct ProgramQuietLineTests {
  @Test func aLineWithNothingToEarnSaysNothing() throws {
    let log = """
      # Routine Beginner
      Squat 45lb 3×5 +5lb −10%
      Plank 3×60s
      Hanging Leg Raise BW 3×12

      # 2026-06-01 Beginner
      Squat 45lb × 5, 5, 5 ✓
      Hanging Leg Raise BW × 12, 12, 12 ✓

      """
    let plan = try ProgramPlanningTests.plan(log, "Beginner", on: "2026-06-03")
    #expect(
      plan.explanations.map(\.description) == [
        "Squat: 45lb → 50lb (every set reached 5 on 2026-06-01)", "Plank: no history: as the routine writes it",
      ])
    #expect(plan.explanations.allSatisfy { !$0.isWarning })
  }
}
