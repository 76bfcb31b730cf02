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

  /// The plan as text: the session, then one explanation a line.
  static func text(_ plan: SessionPlan) -> String {
    Notebook(sessions: [plan.session]).canonicalText + plan.explanations.map { "\($0)\n" }.joined()
  }

  /// The issue's two-section cycle (Week 1: 65/75/85% × 5, 5, 5+; Week 2:
  /// 70/80/90% × 3, 3, 3+) from `Squat TM 140kg +5kg`.
  static let cycle = """
    # Routine 531
    Squat TM 140kg +5kg

    ## Week 1
    Squat 65% 5
    Squat 75% 5
    Squat 85% 5+

    ## Week 2
    Squat 70% 3
    Squat 80% 3
    Squat 90% 3+

    """

  /// Week 1 done (its AMRAP set `amrap` reps), the TM written on it.
  static func week1(
    _ amrap: Int, on date: String = "2026-11-01", tm: String = "140kg", loads: [String] = ["90kg", "105kg", "120kg"]
  ) -> String {
    """
    # \(date) 531 Week 1

    Squat TM \(tm)
      \(loads[0]) × 5 ✓
      \(loads[1]) × 5 ✓
      \(loads[2]) × \(amrap) ✓

    """
  }

  static func week2(_ amrap: Int, on date: String = "2026-11-08", loads: [String] = ["97.5kg", "112.5kg", "125kg"])
    -> String
  {
    """
    # \(date) 531 Week 2

    Squat
      \(loads[0]) × 3 ✓
      \(loads[1]) × 3 ✓
      \(loads[2]) × \(amrap) ✓

    """
  }

  // MARK: - §1 The training max in effect

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

  @Test func firstSectionWithoutHistoryIsPercentagesOfTheRoutinesTM() throws {
    let plan = try Self.plan(Self.cycle, "531", on: "2026-11-01")
    #expect(
      Self.text(plan) == """
        # 2026-11-01 531 Week 1

        Squat TM 140kg
           90kg ×  5
          105kg ×  5
          120kg × 5+
        Squat: TM 140kg (no TM written: the routine's)

        """)
  }

  /// Within the first cycle, once the lift has a session, the routine's
  /// max is written on the plan's line and not explained again: nothing
  /// judged it yet (it said `Squat: TM 140kg (no TM written: the
  /// routine's)` on every plan of the cycle).
  @Test func theRoutinesTMIsNotExplainedAgainOnceTheLiftHasASession() throws {
    let week1 = "# 2026-11-01 531 Week 1\n\nSquat\n  90kg × 5 ✓\n  105kg × 5 ✓\n  120kg × 8 ✓\n\n"
    let plan = try Self.plan(Self.cycle + week1, "531", on: "2026-11-03")
    #expect(plan.session.title == "531 Week 2")
    #expect(plan.session.exercises.first?.trainingMax?.load == .weight(Weight(140, .kg)))
    #expect(plan.explanations.isEmpty)
  }

  @Test func sessionTMWinsOverTheRoutinesAndIsNotWrittenAgain() throws {
    let plan = try Self.plan(
      Self.cycle + Self.week1(5, tm: "150kg", loads: ["97.5kg", "112.5kg", "127.5kg"]), "531", on: "2026-11-08")
    #expect(plan.session.exercises.first?.trainingMax == nil)
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["105kg", "120kg", "135kg"])
    #expect(plan.explanations.isEmpty)
  }

  @Test func trainingMaxFromE1RMIsNinetyPercentRoundedDown() throws {
    // 140kg × 5: e1RM 163.3kg; 90% is 147kg, rounded down to 145kg.
    let plan = try Self.plan(
      """
      # Routine T
      Squat 80% 5

      # 2026-10-02 Legs
      Squat 140kg × 5 ✓

      """, "T", on: "2026-10-09")
    #expect(
      Self.text(plan) == """
        # 2026-10-09 T

        Squat TM 145kg
          115kg × 5
        Squat: TM 145kg (no TM written: 90% of e1RM 163.3kg on 2026-10-02)

        """)
  }

  @Test func libraryTrainingMaxInEffectSaysWhereItComesFrom() throws {
    let text = Self.cycle + Self.week1(8, tm: "150kg", loads: ["97.5kg", "112.5kg", "127.5kg"])
    let (history, _) = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))])
    let plans = history.plans()
    let october = try #require(LocalDate("2026-10-31"))
    let november = try #require(LocalDate("2026-11-01"))
    let before = try #require(plans.trainingMax(of: "squat", in: "531", on: october))
    #expect(before.source == .routine("531") && before.load == .weight(Weight(140, .kg)))
    let after = try #require(plans.trainingMax(of: "Squat", in: "531", on: november))
    #expect(after.source == .session(november))
    #expect(after.description == "Squat: TM 150kg (written on 2026-11-01)")
    #expect(plans.trainingMax(of: "Bench Press", on: november) == nil)
  }

  // MARK: - §2 Percentages and rounding

  @Test func roundingInPoundsIsToFivePoundsATieGoingUp() throws {
    // 72.5% of 300lb is 217.5lb: halfway between 215 and 220, so 220.
    let plan = try Self.plan(
      "# Routine P\nBench Press TM 300lb\nBench Press 72.5% 3\nBench Press 65% 5\n", "P", on: "2026-11-01")
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["220lb", "195lb"])
  }

  @Test func roundingInKilogramsIsToTwoAndAHalfATieGoingUp() throws {
    // 66.25% of 100kg is 66.25kg: halfway between 65 and 67.5, so 67.5.
    let plan = try Self.plan("# Routine P\nSquat TM 100kg\nSquat 66.25% 3\n", "P", on: "2026-11-01")
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["67.5kg"])
  }

  @Test func roundWordOnTheTMLineChangesTheIncrement() throws {
    let plan = try Self.plan(
      "# Routine P\nSquat TM 140kg +5kg round 1kg\nSquat 65% 5\nSquat 85% 5+\n", "P", on: "2026-11-01")
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["91kg", "119kg"])
  }

  @Test func oneUnitPerExerciseTheTMs() throws {
    let plan = try Self.plan(
      "# Routine P\nSquat TM 300lb\nSquat warmup 20kg 5\nSquat 50% 5\n", "P", on: "2026-11-01")
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["44lb", "150lb"])
  }

  @Test func bodyweightTMPercentagesAreOfTheAddedLoad() throws {
    let plan = try Self.plan(
      "# Routine P\nPullup TM BW+20kg\nPullup 50% 5\nPullup warmup 10% 5\n", "P", on: "2026-11-01")
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["BW+10kg", "BW+2.5kg"])
  }

  // MARK: - §3 Sections and cycles

  @Test func sectionAfterTheLastDoneIsPlanned() throws {
    let plan = try Self.plan(Self.cycle + Self.week1(8), "531", on: "2026-11-08")
    #expect(
      Self.text(plan) == """
        # 2026-11-08 531 Week 2

        Squat
           97.5kg ×  3
          112.5kg ×  3
            125kg × 3+

        """)
  }

  @Test func cycleEarnedMovesTheTMByItsStepAndWritesIt() throws {
    let plan = try Self.plan(Self.cycle + Self.week1(8) + Self.week2(5), "531", on: "2026-11-15")
    #expect(
      Self.text(plan) == """
        # 2026-11-15 531 Week 1

        Squat TM 145kg
             95kg ×  5
            110kg ×  5
          122.5kg × 5+
        Squat: TM 140kg → 145kg (cycle 2: every 5+/3+ set reached, 5 reps on 2026-11-08)

        """)
  }

  @Test func cycleNotEarnedKeepsTheTM() throws {
    let plan = try Self.plan(Self.cycle + Self.week1(4) + Self.week2(5), "531", on: "2026-11-15")
    #expect(plan.session.exercises.first?.trainingMax == nil, "140kg is written already")
    #expect(plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["90kg", "105kg", "120kg"])
    #expect(plan.explanations.map(\.rule) == [.cycleHeld])
    #expect(
      plan.explanations.map(\.description) == ["Squat: TM 140kg stays (cycle 2: the 5+ set on 2026-11-01 reached 4)"])
  }

  @Test func twoCyclesNotEarnedInARowGoToNinetyPercentAndTheCountRestarts() throws {
    let missed =
      Self.cycle + Self.week1(4) + Self.week2(5) + Self.week1(3, on: "2026-11-15") + Self.week2(2, on: "2026-11-22")
    let plan = try Self.plan(missed, "531", on: "2026-11-29")
    // 90% of 140kg is 126kg, rounded down to 125kg.
    #expect(plan.session.exercises.first?.trainingMax == TrainingMax(load: .weight(Weight(125, .kg))))
    #expect(
      plan.explanations.map(\.description) == ["Squat: TM 140kg → 125kg (cycle 3: not earned in cycles 1 and 2: 90%)"])
    // A third miss after the deload is the first of a new count: the TM stays.
    let third =
      missed + Self.week1(3, on: "2026-11-29", tm: "125kg", loads: ["80kg", "95kg", "105kg"])
      + Self.week2(1, on: "2026-12-06", loads: ["87.5kg", "100kg", "112.5kg"])
    let after = try Self.plan(third, "531", on: "2026-12-13")
    #expect(after.explanations.map(\.rule) == [.cycleHeld])
    #expect(
      after.session.exercises.first?.sets.first?.load
        == .weight(Weight(DecimalValue(significand: 825, scale: 1) ?? 0, .kg)))
  }

  @Test func routineWithoutSectionsIsACycleOfOneSectionJudgedEverySession() throws {
    let text = """
      # Routine Heavy
      Deadlift TM 200kg +5kg
      Deadlift 85% 5+

      # 2026-11-01 Heavy

      Deadlift TM 200kg
        170kg × 7 ✓

      """
    let plan = try Self.plan(text, "Heavy", on: "2026-11-08")
    #expect(
      Self.text(plan) == """
        # 2026-11-08 Heavy

        Deadlift TM 205kg
          175kg × 5+
        Deadlift: TM 200kg → 205kg (cycle 2: every 5+ set reached, 7 reps on 2026-11-01)

        """)
  }

  /// A TM routine with a step and no AMRAP set: every working set is judged
  /// against its reps (choice, docs/planning.md); literally, "every AMRAP set
  /// reached, and there was one" would deload it every second cycle.
  static let noAMRAP = """
    # Routine Volume
    Squat TM 140kg +5kg
    Squat 80% 3×5

    # 2026-11-01 Volume

    Squat TM 140kg
      112.5kg × 5 ✓
      112.5kg × 5 ✓
      112.5kg × _REPS_ ✓

    """

  @Test func routineWithoutAMRAPSetsIsJudgedOnEveryWorkingSet() throws {
    let earned = try Self.plan(Self.noAMRAP.replacingOccurrences(of: "_REPS_", with: "5"), "Volume", on: "2026-11-08")
    #expect(
      Self.text(earned) == """
        # 2026-11-08 Volume

        Squat TM 145kg
          115kg × 5
          115kg × 5
          115kg × 5
        Squat: TM 140kg → 145kg (cycle 2: every 5 set reached, 5 reps on 2026-11-01)

        """)
    let missed = try Self.plan(Self.noAMRAP.replacingOccurrences(of: "_REPS_", with: "4"), "Volume", on: "2026-11-08")
    #expect(
      missed.explanations.map(\.description) == ["Squat: TM 140kg stays (cycle 2: the 5 set on 2026-11-01 reached 4)"])
  }

  @Test func plannedButUndoneSessionIsNoSectionDone() throws {
    let plan = try Self.plan(
      Self.cycle + "# 2026-11-01 531 Week 1\n\nSquat TM 140kg\n  90kg × 5\n", "531", on: "2026-11-02")
    #expect(plan.session.title == "531 Week 1")
  }

  @Test func nextSetsOfAnExercisePlansItsPercentagesOfTheTMInEffect() throws {
    let (history, _) = TrainingHistory.read([(name: "log.unit", text: Array(Self.cycle.utf8))])
    let sets = try #require(history.nextSets(of: "Squat", in: "531", on: LocalDate("2026-11-01")))
    #expect(sets.exercise.sets.map { $0.load.map(HistoryText.load) } == ["90kg", "105kg", "120kg"])
  }

  @Test func tmWrittenAfterTheFinishedCycleIsTakenAsItIs() throws {
    // Cycle 1 earned, but the lifter wrote 150kg on a session since: no judgement on top of it.
    let text = Self.cycle + Self.week1(8) + Self.week2(5) + "# 2026-11-10 Test Day\n\nSquat TM 150kg\n  150kg × 1 ✓\n"
    let plan = try Self.plan(text, "531", on: "2026-11-15")
    #expect(plan.session.exercises.first?.trainingMax == nil)
    #expect(plan.explanations.isEmpty)
    #expect(
      plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["97.5kg", "112.5kg", "127.5kg"])
  }

  @Test func sectionTitlesAreMatchedAsExerciseNamesAre() throws {
    let text = Self.cycle + Self.week1(8).replacingOccurrences(of: "531 Week 1", with: "531  week 1")
    #expect(try Self.plan(text, "531", on: "2026-11-08").session.title == "531 Week 2")
  }

  @Test func exercisesBeforeTheFirstSectionAreDoneInEverySection() throws {
    let text = "# Routine R\nPlank 3×60s\n\n## A\nSquat 100kg 3×5\n\n## B\nDeadlift 140kg 1×5\n"
    let first = try Self.plan(text, "R", on: "2026-11-01")
    #expect(first.session.title == "R A" && first.session.exercises.map(\.name) == ["Plank", "Squat"])
    let second = try Self.plan(text + "\n# 2026-11-01 R A\n\nSquat 100kg × 5 ✓\n", "R", on: "2026-11-03")
    #expect(second.session.title == "R B" && second.session.exercises.map(\.name) == ["Plank", "Deadlift"])
  }

  @Test func fixedLoadsInSectionsAreJudgedOnTheExercisesLastTime() throws {
    let text = "# Routine R\n## A\nSquat 100kg 3×5 +2.5kg\n## B\nSquat 80kg 3×8\n"
    let log = "\n# 2026-11-01 R A\n\nSquat 100kg × 5, 5, 5 ✓\n\n# 2026-11-03 R B\n\nSquat 80kg × 8, 8, 8 ✓\n"
    let plan = try Self.plan(text + log, "R", on: "2026-11-05")
    // Squat's last time is the 80kg day: all reached 5, so 80 + 2.5.
    #expect(plan.session.title == "R A")
    #expect(
      plan.session.exercises.first?.sets.first?.load
        == .weight(Weight(DecimalValue(significand: 825, scale: 1) ?? 0, .kg)))
  }

  /// Plans, ticks (each AMRAP set `extra` reps past its minimum) and plans
  /// again, a week apart: the TMs each plan writes, in order.
  static func loop(weeks: Int, extra: Int) throws -> [String] {
    var sessions: [Session] = []
    var written: [String] = []
    var day = try #require(LocalDate("2026-11-01"))
    for _ in 0..<weeks {
      let text = Self.cycle + Notebook(sessions: sessions).canonicalText
      var plan = try Self.plan(text, "531", on: day.description)
      #expect(plan.problems.isEmpty)
      for x in plan.session.exercises.indices {
        if let tm = plan.session.exercises[x].trainingMax { written.append(HistoryText.load(tm.load)) }
        for k in plan.session.exercises[x].sets.indices {
          plan.session.exercises[x].sets[k].status = .done
          if plan.session.exercises[x].sets[k].amrap {
            plan.session.exercises[x].sets[k].amrap = false
            plan.session.exercises[x].sets[k].reps = (plan.session.exercises[x].sets[k].reps ?? 0) + extra
          }
        }
      }
      sessions.append(plan.session)
      day = try #require(day.adding(days: 7))
    }
    return written
  }

  @Test func loopOfCyclesEarnedMovesTheTMEachCycle() throws {
    #expect(try Self.loop(weeks: 6, extra: 3) == ["140kg", "145kg", "150kg"])
  }

  @Test func loopOfCyclesMissedDeloadsEverySecondCycle() throws {
    // Every AMRAP set one rep short: held, 90%, held, 90% (the count restarts).
    #expect(try Self.loop(weeks: 10, extra: -1) == ["140kg", "125kg", "112.5kg"])
  }

  @Test func fixedLoadAMRAPSetKeepsItsPlus() throws {
    let plan = try Self.plan("# Routine T1\nSquat 100kg 4×3 +2.5kg\nSquat 100kg 3+\n", "T1", on: "2026-11-01")
    #expect(plan.session.exercises.first?.sets.map(\.amrap) == [false, false, false, false, true])
  }
}
