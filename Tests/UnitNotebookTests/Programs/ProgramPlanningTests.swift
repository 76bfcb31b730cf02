import Testing

@testable import UnitNotebook

/// The rules of a program's line planned (docs/planning.md, "Programs";
/// design programs-library.md): one test a rule, each on a small log
/// written by hand.
@Suite struct ProgramPlanningTests {
  static func plan(_ text: String, _ name: String, on date: String) throws -> SessionPlan {
    try TrainingMaxPlanningTests.plan(text, name, on: date)
  }

  /// An exercise's planned sets as text (`185lb × 3+`).
  static func sets(_ plan: SessionPlan, _ name: String) -> [String] {
    plan.session.exercises.filter { $0.name == name }.flatMap(\.sets).map {
      HistoryText.set($0) + ($0.amrap ? "+" : "")
    }
  }

  /// The explanation lines of one exercise.
  static func why(_ plan: SessionPlan, _ name: String) -> [String] {
    plan.explanations.filter { $0.exercise == name }.map(\.description)
  }

  // MARK: Groups judged together

  /// `4×3, 1×3+ +10lb` is one line: the step is the line's, so every set
  /// moves when every set reached its reps (the group after the comma
  /// used to have no step and stayed).
  @Test func aLinesGroupsMoveTogether() throws {
    let log = """
      # Routine T1
      Squat 185lb 4×3, 1×3+ +10lb

      # 2026-06-01 T1
      Squat 185lb × 3, 3, 3, 3, 6 ✓

      """
    let plan = try Self.plan(log, "T1", on: "2026-06-03")
    #expect(Self.sets(plan, "Squat") == Array(repeating: "195lb × 3", count: 4) + ["195lb × 3+"])
    #expect(Self.why(plan, "Squat") == ["Squat: 185lb → 195lb (every set reached 3/3+ on 2026-06-01)"])
  }

  /// A ✓ on a short AMRAP set is short: the whole line stays.
  @Test func aShortSetHoldsTheWholeLine() throws {
    let log = """
      # Routine T1
      Squat 185lb 4×3, 1×3+ +10lb

      # 2026-06-01 T1
      Squat 185lb × 3, 3, 3, 3, 2 ✓

      """
    let plan = try Self.plan(log, "T1", on: "2026-06-03")
    #expect(Self.sets(plan, "Squat") == Array(repeating: "185lb × 3", count: 4) + ["185lb × 3+"])
    #expect(Self.why(plan, "Squat") == ["Squat stays 185lb: set 5 short of 3 on 2026-06-01"])
  }

  // MARK: A ramp of loads

  static let incline = """
    # Routine Madcow
    Incline Bench Press 60lb 1×5, 82.5lb 1×5, 97.5lb 2×5 +2.5lb round 2.5lb

    """

  /// A line whose groups are written at their own loads (Madcow's
  /// Wednesday) keeps them apart: every set moves by the step after a
  /// session with every set done, and none when one missed, a failed top
  /// set holding the ramp where it was (it used to plan every set at the
  /// first group's load, then at the top set's).
  @Test func aRampOfLoadsMovesEverySetByTheStep() throws {
    let fresh = try Self.plan(Self.incline, "Madcow", on: "2026-06-01")
    #expect(Self.sets(fresh, "Incline Bench Press") == ["60lb × 5", "82.5lb × 5", "97.5lb × 5", "97.5lb × 5"])
    var log = Self.incline + "# 2026-06-01 Madcow\nIncline Bench Press\n"
    log += "  60lb × 5 ✓\n  82.5lb × 5 ✓\n  97.5lb × 5 ✓\n  97.5lb × 5 ✓\n\n"
    let done = try Self.plan(log, "Madcow", on: "2026-06-03")
    #expect(Self.sets(done, "Incline Bench Press") == ["62.5lb × 5", "85lb × 5", "100lb × 5", "100lb × 5"])
    log += "# 2026-06-03 Madcow\nIncline Bench Press\n"
    log += "  62.5lb × 5 ✓\n  85lb × 5 ✓\n  100lb × 3 ✗\n  100lb × 2 ✗\n\n"
    let missed = try Self.plan(log, "Madcow", on: "2026-06-05")
    #expect(Self.sets(missed, "Incline Bench Press") == ["62.5lb × 5", "85lb × 5", "100lb × 5", "100lb × 5"])
  }

  // MARK: Failure rules with a count and an amount

  static let startingStrength = """
    # Routine Starting Strength

    ## A

    Squat        45lb 3×5  +5lb −10% after 2
    Bench Press  45lb 3×5  +5lb −10% after 2

    ## B

    Squat           45lb 3×5  +5lb −10% after 2
    Overhead Press  45lb 3×5  +5lb −10% after 2

    """

  /// Starting Strength: two failed sessions in a row take 10% off the
  /// working load, to the nearest 5 lb, a tie going up (225 → 202.5 →
  /// 205lb; the default stall rounds down, to 200lb).
  @Test func failureRuleAfterTwoTakesTenPercentToTheNearest() throws {
    let log =
      Self.startingStrength + """
        # 2026-06-01 Starting Strength A
        Squat 220lb × 5, 5, 5 ✓

        # 2026-06-03 Starting Strength B
        Squat 225lb × 5, 5, 4 ✓

        """
    let once = try Self.plan(log, "Starting Strength", on: "2026-06-05")
    #expect(Self.sets(once, "Squat") == ["225lb × 5", "225lb × 5", "225lb × 5"])
    #expect(
      Self.why(once, "Squat") == [
        "Squat stays 225lb (set 3 short of 5 on 2026-06-03: 1 of 2 failed sessions in a row)"
      ])
    let twice = try Self.plan(
      log + "# 2026-06-05 Starting Strength A\nSquat 225lb × 5, 3 ✗\n", "Starting Strength", on: "2026-06-08")
    #expect(Self.sets(twice, "Squat") == ["205lb × 5", "205lb × 5", "205lb × 5"])
    #expect(
      Self.why(twice, "Squat") == [
        "Squat: 225lb → 205lb (−10% after 2 failed sessions: set 1 ✗ on 2026-06-05)"
      ])
  }

  /// A lifter in kilograms on a sample in pounds: the routine's loads are
  /// starting values only, so the lift is planned in the unit of its last
  /// session, the step converted as docs/planning.md converts steps (+5 lb
  /// is +2.25 kg) and the deload rounded to 2.5 kg (102.25 kg less 10% is
  /// 92.025 kg, 92.5 kg). It was planned in the routine's pounds, at loads
  /// no kilogram plates make (100kg → 225.5lb).
  @Test func aLifterInKilogramsIsPlannedInKilograms() throws {
    let log = Self.startingStrength + "# 2026-06-01 Starting Strength A\nSquat 100kg × 5, 5, 5 ✓\n\n"
    let once = try Self.plan(log, "Starting Strength", on: "2026-06-03")
    #expect(Self.sets(once, "Squat") == ["102.25kg × 5", "102.25kg × 5", "102.25kg × 5"])
    #expect(Self.why(once, "Squat") == ["Squat: 100kg → 102.25kg (every set reached 5 on 2026-06-01)"])
    let failed =
      log + """
        # 2026-06-03 Starting Strength B
        Squat 102.25kg × 5, 5, 4 ✓

        # 2026-06-05 Starting Strength A
        Squat 102.25kg × 5, 4 ✗

        """
    let twice = try Self.plan(failed, "Starting Strength", on: "2026-06-08")
    #expect(Self.sets(twice, "Squat") == ["92.5kg × 5", "92.5kg × 5", "92.5kg × 5"])
    #expect(
      Self.why(twice, "Squat") == ["Squat: 102.25kg → 92.5kg (−10% after 2 failed sessions: set 1 ✗ on 2026-06-05)"])
  }

  /// A success between two failures resets the count: no deload.
  @Test func aSuccessResetsTheFailureCount() throws {
    let log =
      Self.startingStrength + """
        # 2026-06-01 Starting Strength A
        Squat 225lb × 5, 5, 4 ✓

        # 2026-06-03 Starting Strength B
        Squat 225lb × 5, 5, 5 ✓

        # 2026-06-05 Starting Strength A
        Squat 230lb × 5, 4 ✗

        """
    let plan = try Self.plan(log, "Starting Strength", on: "2026-06-08")
    #expect(Self.sets(plan, "Squat") == ["230lb × 5", "230lb × 5", "230lb × 5"])
    #expect(
      Self.why(plan, "Squat") == [
        "Squat stays 230lb (set 1 ✗ on 2026-06-05: 1 of 2 failed sessions in a row)"
      ])
  }

  /// A lift whose program states no failure rule never deloads: three
  /// failed sessions of a plain `+5lb` line of a program stay (the default
  /// rules would stall it to 90%).
  @Test func aProgramLiftWithoutAFailureRuleNeverDeloads() throws {
    let log = """
      # Routine PPL

      ## Push

      Bench Press   95lb 4×5, 1×5+  +5lb −10% after 3
      Lateral Raise 10lb 3×15  +5lb

      # 2026-06-01 PPL Push
      Lateral Raise 20lb × 15, 15, 12 ✓

      # 2026-06-03 PPL Push
      Lateral Raise 20lb × 15, 14, 12 ✓

      # 2026-06-05 PPL Push
      Lateral Raise 20lb × 15, 14, 11 ✓

      """
    let plan = try Self.plan(log, "PPL", on: "2026-06-08")
    #expect(Self.sets(plan, "Lateral Raise") == ["20lb × 15", "20lb × 15", "20lb × 15"])
    #expect(Self.why(plan, "Lateral Raise") == ["Lateral Raise stays 20lb: set 2 short of 15 on 2026-06-05"])
  }

  /// A failure rule of steps: `−2 steps` after one failure (Basic
  /// Beginner's `−10%` is a percentage; this is the steps form).
  @Test func failureRuleOfStepsTakesThatManySteps() throws {
    let log = """
      # Routine Rows
      Bent Over Row 95lb 2×5, 1×5+ +2.5lb −2 steps

      # 2026-06-01 Rows
      Bent Over Row 100lb × 5, 5, 4 ✓

      """
    let plan = try Self.plan(log, "Rows", on: "2026-06-03")
    #expect(Self.sets(plan, "Bent Over Row") == ["95lb × 5", "95lb × 5", "95lb × 5+"])
    #expect(
      Self.why(plan, "Bent Over Row") == [
        "Bent Over Row: 100lb → 95lb (−2 steps after 1 failed session: set 3 short of 5 on 2026-06-01)"
      ])
  }

  /// `round 2.5lb` overrides the 5 lb a program's deload rounds to.
  @Test func roundOverridesTheDeloadsIncrement() throws {
    let log = """
      # Routine Press
      Overhead Press 45lb 3×5 +2.5lb −10% round 2.5lb

      # 2026-06-01 Press
      Overhead Press 97.5lb × 5, 5, 4 ✓

      """
    let plan = try Self.plan(log, "Press", on: "2026-06-03")
    // 97.5 × 0.9 = 87.75: to the nearest 2.5 lb, 87.5 (to 5 lb, 90).
    #expect(Self.sets(plan, "Overhead Press") == ["87.5lb × 5", "87.5lb × 5", "87.5lb × 5"])
  }

  // MARK: Stages

  static let t2 = """
    # Routine GZCLP
    Bench Press 95lb 3×10 → 3×8 → 3×6  +5lb then +15lb role T2

    """

  /// GZCLP's T2: a failure keeps the load and moves to the next stage
  /// (3×10 → 3×8 → 3×6); a success adds the step and keeps the stage;
  /// after the last stage fails, 3×10 at the first stage's load + 15 lb.
  /// The stage is replayed from the log: written by hand, without it.
  @Test func stagesMoveOnFailureAndResetAfterTheLast() throws {
    var log = Self.t2 + "# 2026-06-01 GZCLP\nBench Press 95lb × 10, 10, 8 ✓\n\n"
    var plan = try Self.plan(log, "GZCLP", on: "2026-06-03")
    #expect(Self.sets(plan, "Bench Press") == ["95lb × 8", "95lb × 8", "95lb × 8"])
    #expect(Self.why(plan, "Bench Press") == ["Bench Press stays 95lb (set 3 short of 10 on 2026-06-01: stage 2, 3×8)"])
    log += "# 2026-06-03 GZCLP\nBench Press 95lb × 8, 8, 8 ✓\n\n"
    plan = try Self.plan(log, "GZCLP", on: "2026-06-05")
    #expect(Self.sets(plan, "Bench Press") == ["100lb × 8", "100lb × 8", "100lb × 8"])
    log += "# 2026-06-05 GZCLP\nBench Press 100lb × 8, 7 ✗\n\n"
    plan = try Self.plan(log, "GZCLP", on: "2026-06-08")
    #expect(Self.sets(plan, "Bench Press") == ["100lb × 6", "100lb × 6", "100lb × 6"])
    log += "# 2026-06-08 GZCLP\nBench Press 100lb × 6, 6, 5 ✓\n\n"
    plan = try Self.plan(log, "GZCLP", on: "2026-06-10")
    #expect(Self.sets(plan, "Bench Press") == ["110lb × 10", "110lb × 10", "110lb × 10"])
    #expect(
      Self.why(plan, "Bench Press") == [
        "Bench Press: 100lb → 110lb (set 3 short of 6 on 2026-06-08, the last stage: 3×10 at +15lb)"
      ])
  }

  /// GZCLP's T1 stages of groups: `4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+`.
  @Test func stagesOfGroupsReplaceTheWholeLine() throws {
    let log = """
      # Routine GZCLP
      Squat 185lb 4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+ +10lb

      # 2026-06-01 GZCLP
      Squat 185lb × 3, 3, 3, 3, 2 ✓

      """
    let plan = try Self.plan(log, "GZCLP", on: "2026-06-03")
    #expect(Self.sets(plan, "Squat") == Array(repeating: "185lb × 2", count: 5) + ["185lb × 2+"])
  }

  // MARK: Steps by reps and by totals

  static let basicBeginner = """
    # Routine Basic Beginner
    Squat 45lb 2×5, 1×5+ +5lb, +10lb at 11 −10%

    """

  /// Basic Beginner: the step doubles when the 5+ set passes 10 reps.
  @Test func stepByRepsDoublesPastTheAMRAPsCount() throws {
    let ten = try Self.plan(
      Self.basicBeginner + "# 2026-06-01 Basic Beginner\nSquat 100lb × 5, 5, 10 ✓\n", "Basic Beginner", on: "2026-06-03"
    )
    #expect(Self.sets(ten, "Squat") == ["105lb × 5", "105lb × 5", "105lb × 5+"])
    let eleven = try Self.plan(
      Self.basicBeginner + "# 2026-06-01 Basic Beginner\nSquat 100lb × 5, 5, 11 ✓\n", "Basic Beginner", on: "2026-06-03"
    )
    #expect(Self.sets(eleven, "Squat") == ["110lb × 5", "110lb × 5", "110lb × 5+"])
    #expect(Self.why(eleven, "Squat") == ["Squat: 100lb → 110lb (+10lb at 11: the 5/5+ sets reached 11 on 2026-06-01)"])
  }

  /// A step by reps needs every set done: a short set is a failure
  /// (Basic Beginner's −10%), however many reps the AMRAP set had.
  @Test func stepByRepsNeedsEverySetDone() throws {
    let plan = try Self.plan(
      Self.basicBeginner + "# 2026-06-01 Basic Beginner\nSquat 100lb × 5, 4, 12 ✓\n", "Basic Beginner", on: "2026-06-03"
    )
    #expect(Self.sets(plan, "Squat") == ["90lb × 5", "90lb × 5", "90lb × 5+"])
  }

  /// GZCLP's T3: `+5lb at 25`: the load rises only when the 15+ set
  /// reaches 25; below, every set done, it stays.
  @Test func stepOnlyAtARepTarget() throws {
    let routine = "# Routine GZCLP\nLat Pulldown 100lb 2×15, 1×15+ +5lb at 25\n\n"
    let short = try Self.plan(
      routine + "# 2026-06-01 GZCLP\nLat Pulldown 100lb × 15, 15, 24 ✓\n", "GZCLP", on: "2026-06-03")
    #expect(Self.sets(short, "Lat Pulldown") == ["100lb × 15", "100lb × 15", "100lb × 15+"])
    #expect(
      Self.why(short, "Lat Pulldown") == [
        "Lat Pulldown stays 100lb: every set reached 15/15+, no step earned on 2026-06-01"
      ])
    let enough = try Self.plan(
      routine + "# 2026-06-01 GZCLP\nLat Pulldown 100lb × 15, 15, 25 ✓\n", "GZCLP", on: "2026-06-03")
    #expect(Self.sets(enough, "Lat Pulldown") == ["105lb × 15", "105lb × 15", "105lb × 15+"])
  }

  /// A step by the line's total reps: the highest tier reached, whatever
  /// the sets' own reps (the Rippler's week 3: 70 / 60 / 50).
  @Test func stepByTotalRepsTakesTheHighestTierReached() throws {
    let routine = "# Routine T3\nLeg Press 200lb 5×12+ +15lb at 71 total, +10lb at 61 total, +5lb at 51 total\n\n"
    let plan = try Self.plan(
      routine + "# 2026-06-01 T3\nLeg Press 200lb × 14, 13, 12, 12, 11 ✓\n", "T3", on: "2026-06-03")
    #expect(Self.sets(plan, "Leg Press").first == "210lb × 12+")
    #expect(
      Self.why(plan, "Leg Press") == ["Leg Press: 200lb → 210lb (+10lb at 61 total: 62 reps in all on 2026-06-01)"])
  }

  // MARK: Double progression

  static let row = "# Routine Pull\nSeated Row 50lb 3×8–12 +1 rep +5lb\n\n"

  /// `+1 rep`: one rep target for every set, from the bottom of the range;
  /// when every set reaches it, it rises by one (the plan shows it); a set
  /// short keeps it; past the top the load rises by the step and the
  /// target goes back to the bottom. Replayed from a log written by hand.
  @Test func doubleProgressionRaisesTheTargetThenTheLoad() throws {
    var log = Self.row
    var plan = try Self.plan(log, "Pull", on: "2026-06-01")
    #expect(Self.sets(plan, "Seated Row") == ["50lb × 8", "50lb × 8", "50lb × 8"])
    log += "# 2026-06-01 Pull\nSeated Row 50lb × 8, 8, 8 ✓\n\n"
    plan = try Self.plan(log, "Pull", on: "2026-06-03")
    #expect(Self.sets(plan, "Seated Row") == ["50lb × 9", "50lb × 9", "50lb × 9"])
    #expect(Self.why(plan, "Seated Row") == ["Seated Row stays 50lb (every set reached 8 on 2026-06-01: 9 reps next)"])
    log += "# 2026-06-03 Pull\nSeated Row 50lb × 10, 9, 8 ✓\n\n"
    plan = try Self.plan(log, "Pull", on: "2026-06-05")
    #expect(Self.sets(plan, "Seated Row") == ["50lb × 9", "50lb × 9", "50lb × 9"])
    for (day, reps) in [("05", 9), ("08", 10), ("10", 11), ("12", 12)] {
      log += "# 2026-06-\(day) Pull\nSeated Row 50lb × \(reps), \(reps), \(reps) ✓\n\n"
    }
    plan = try Self.plan(log, "Pull", on: "2026-06-15")
    #expect(Self.sets(plan, "Seated Row") == ["55lb × 8", "55lb × 8", "55lb × 8"])
    #expect(
      Self.why(plan, "Seated Row") == [
        "Seated Row: 50lb → 55lb (every set reached 12 on 2026-06-12: the top of the range, back to 8)"
      ])
  }
}
