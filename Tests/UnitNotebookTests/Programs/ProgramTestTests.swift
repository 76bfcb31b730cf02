import Testing

@testable import UnitNotebook

/// What follows the last stage, and tests (docs/planning.md, "Programs"):
/// GZCLP's T1 `then 85% of 5RM`, the Rippler's week 12 `test 1RM`.
@Suite struct ProgramTestTests {
  typealias P = ProgramPlanningTests

  static let t1 = """
    # Routine GZCLP
    Squat 185lb 4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+ +10lb then 85% of 5RM

    # 2026-06-01 GZCLP
    Squat 200lb × 3, 3, 3, 3, 2 ✓

    # 2026-06-03 GZCLP
    Squat 200lb × 2, 2, 2, 2, 2, 1 ✓

    # 2026-06-05 GZCLP
    Squat 200lb × 1, 1, 1, 1, 1, 1, 1, 1 ✓
    Squat 200lb × 1, 0 ✗

    """

  /// The last stage failed: the next session tests a 5RM, planned as a
  /// set of 5 at the last load to work up from.
  @Test func thenATestAfterTheLastStage() throws {
    let plan = try P.plan(Self.t1, "GZCLP", on: "2026-06-08")
    #expect(P.sets(plan, "Squat") == ["200lb × 5"])
    #expect(
      P.why(plan, "Squat") == [
        "Squat stays 200lb (set 9 ✗ on 2026-06-05, the last stage: test a 5RM, then 85% of it)"
      ])
  }

  /// A session after the failed last stage that is no test (the lifter
  /// trained on at the last stage): the test is still to come, and the
  /// line says no set of 5 was done, not a set that missed.
  @Test func aSessionThatIsNoTestKeepsTheTestToCome() throws {
    let log = Self.t1 + "# 2026-06-08 GZCLP\nSquat 200lb × 3, 3, 3, 3, 3 ✓\n\n"
    let plan = try P.plan(log, "GZCLP", on: "2026-06-10")
    #expect(P.sets(plan, "Squat") == ["200lb × 5"])
    #expect(
      P.why(plan, "Squat") == [
        "Squat stays 200lb (no set of 5 reps done on 2026-06-08: test a 5RM, then 85% of it)"
      ])
  }

  /// A test that reached no set of 5 (its sets ✗, or short): the test
  /// again, and the line says no set of 5 was done. It blamed the test's first set as if
  /// the session had been the last stage (`set 1 ✗ on 2026-06-08, the
  /// last stage: …`, or `1 of 10 sets on …` for a short set marked ✓).
  @Test func aFailedTestIsTheTestAgain() throws {
    for sets in ["Squat 210lb × 4 ✗\nSquat 200lb × 3 ✗", "Squat 210lb × 4 ✓"] {
      let log = Self.t1 + "# 2026-06-08 GZCLP\n\(sets)\n\n"
      let plan = try P.plan(log, "GZCLP", on: "2026-06-10")
      #expect(P.sets(plan, "Squat") == ["210lb × 5"])
      #expect(
        P.why(plan, "Squat") == [
          "Squat stays 210lb (no set of 5 reps done on 2026-06-08: test a 5RM, then 85% of it)"
        ])
    }
  }

  /// The test's heaviest set of 5 sets the first stage at 85% of it, to
  /// the nearest 5 lb (215lb × 5: 182.75lb, 185lb).
  @Test func theTestRestartsTheFirstStageAtItsPercentage() throws {
    let log = Self.t1 + "# 2026-06-08 GZCLP\nSquat 200lb × 5 ✓\nSquat 215lb × 5 ✓\nSquat 225lb × 3 ✓\n\n"
    let plan = try P.plan(log, "GZCLP", on: "2026-06-10")
    #expect(P.sets(plan, "Squat") == Array(repeating: "185lb × 3", count: 4) + ["185lb × 3+"])
    #expect(
      P.why(plan, "Squat") == ["Squat: 215lb → 185lb (215lb × 5 on 2026-06-08: 85% of it, 4×3, 1×3+)"])
  }

  static let rippler = """
    # Routine Rippler
    Squat TM 300lb

    ## Week 1

    Squat 80% 3×5

    ## Week 12

    Squat 1×1+ test 1RM

    """

  /// `test 1RM`: the heaviest single done sets the max (320lb; 80% of it
  /// is 256lb, 255lb).
  @Test func aTestSetsTheMax() throws {
    let log = Self.rippler + "# 2026-06-01 Rippler Week 12\nSquat 300lb × 1 ✓\nSquat 320lb × 1 ✓\nSquat 330lb × 1 ✗\n\n"
    let plan = try P.plan(log, "Rippler", on: "2026-06-08")
    #expect(P.sets(plan, "Squat") == ["255lb × 5", "255lb × 5", "255lb × 5"])
    #expect(P.why(plan, "Squat") == ["Squat: TM 300lb → 320lb (1RM test: 320lb × 1 on 2026-06-01)"])
  }
}
