import Testing

@testable import UnitNotebook

/// The notation of programs (issue 45; docs/syntax.md, "Programs"): a
/// routine line's groups, a percentage plus a load, stages and rules,
/// written as the ten programs of the brief write them. Each form reads
/// into the model, prints canonically (aligned) and idempotently, and
/// comes back byte for byte through JSON and CSV.
@Suite struct ProgramRulesTests {
  static let programs = """
    # Routine GZCLP

    ## A1

    Squat         185lb 4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+  +10lb then 85% of 5RM role T1
    Bench Press    95lb 3×10 → 3×8 → 3×6                   +5lb then +15lb role T2
    Lat Pulldown  100lb 2×15, 1×15+                        +5lb at 25 role T3

    ## B1

    Squat         135lb 3×10 → 3×8 → 3×6                   +10lb then +15lb role T2

    # Routine Starting Strength

    ## A

    Squat  225lb 3×5  +5lb −10% after 2

    # Routine nSuns

    ## Day 1

    Bench Press     TM 225lb
    Bench Press      65% 1×8, 75% 1×6, 85% 1×4, 85% 1×4, 85% 1×4, 80% 1×5, 75% 1×6, 70% 1×7, 65% 1×8+  TM +5lb at 2, +10lb at 4, +15lb at 6
    Overhead Press   50% 1×6, 60% 1×5, 70% 1×3, 70% 1×5, 70% 1×7, 70% 1×4, 70% 1×6, 70% 1×8

    ## Day 2

    Seated Row      50lb 3×8–12                                                                        +1 rep +5lb

    # Routine 531 BBB

    ## Week 3 Squat

    Squat  TM 300lb
    Squat  67% 1×5, 76% 1×3, 85% 1×1+  TM +10lb −10% after cycle
    Squat  50% 5×10

    # Routine Madcow

    ## Friday

    Squat              40% 1×5, 55% 1×5, 65% 1×5, 75% 1×5, 85%+5lb 1×3, 65% 1×8  +5lb
    Bench Press  85%+2.5lb 1×3                                                   +2.5lb round 2.5lb

    # Routine Rippler

    ## Week 12 Day 1

    Squat       100% 1×1   test 1RM

    ## Week 3 Day 1

    Leg Press  100kg 3×15  +15lb at 71 total, +10lb at 61 total, +5lb at 51 total

    # Routine Basic Beginner

    ## A

    Squat  45lb 2×5, 1×5+  +5lb, +10lb at 10 −10%

    # Routine 5314b

    ## Week 3 Day 3

    Squat  76% 1×5+  TM +10lb −3 steps after cycle

    """

  @Test func everyProgramFormatsIdempotentlyAndConvertsBack() throws {
    let text = Array(Self.programs.utf8)
    let parsed = Notebook.parse(utf8: text)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let once = try #require(NotebookFormatter.format(utf8: text).output)
    #expect(String(decoding: once, as: UTF8.self) == Self.programs, "canonical already")
    #expect(NotebookFormatter.format(utf8: once).output == once, "idempotent")
    for format in ConversionLaws.Format.allCases {
      let back = try #require(format.read(format.write(parsed.notebook)).notebook, "\(format)")
      #expect(back == parsed.notebook, "\(format): the same model")
      #expect(back.canonicalUTF8 == once, "\(format): byte-identical")
      ConversionLaws.check(text, format)
    }
  }

  /// `4×3, 1×3+ → 5×2, 1×2+ → 9×1, 1×1+  +10lb then 85% of 5RM role T1`:
  /// two prescriptions, the second joined to the first, which holds the
  /// line's step and rules.
  @Test func aLineIsOnePrescriptionJudgedTogether() throws {
    let routine = try #require(Notebook.parse(Self.programs).notebook.routines.first)
    let squat = routine.exercises[0].prescriptions
    #expect(squat.map(\.sets) == [4, 1])
    #expect(squat.map(\.joined) == [false, true])
    #expect(squat.map(\.amrap) == [false, true])
    #expect(squat[0].step == Weight(10, .lb))
    let rules = try #require(squat[0].progression)
    #expect(
      rules.stages == [
        [SetScheme(sets: 5, reps: 2), SetScheme(sets: 1, reps: 2, amrap: true)],
        [SetScheme(sets: 9, reps: 1), SetScheme(sets: 1, reps: 1, amrap: true)],
      ])
    #expect(rules.reset == .test(reps: 5, percent: 85))
    #expect(rules.role == "T1")
    #expect(squat[1].progression == nil && squat[1].step == nil)
  }

  @Test func eachRuleReadsIntoTheModel() throws {
    let routines = Notebook.parse(Self.programs).notebook.routines
    func rules(_ routine: String, _ exercise: String) -> Progression? {
      routines.first { $0.name == routine }?.exercises.first { $0.name == exercise }?.prescriptions.first?.progression
    }
    #expect(rules("Starting Strength", "Squat")?.failure == FailureRule(amount: .percent(10), count: .sessions(2)))
    #expect(rules("531 BBB", "Squat")?.movesTrainingMax == true)
    #expect(rules("531 BBB", "Squat")?.failure == FailureRule(amount: .percent(10), count: .cycle))
    #expect(rules("5314b", "Squat")?.failure == FailureRule(amount: .steps(3), count: .cycle))
    #expect(
      rules("Rippler", "Leg Press")?.tiers == [
        StepTier(step: Weight(15, .lb), reps: 71, total: true), StepTier(step: Weight(10, .lb), reps: 61, total: true),
        StepTier(step: Weight(5, .lb), reps: 51, total: true),
      ])
    #expect(rules("Rippler", "Squat")?.test == 1)
    #expect(rules("nSuns", "Seated Row")?.repStep == 1)
    #expect(rules("Madcow", "Bench Press")?.round == Weight(DecimalValue(significand: 25, scale: 1) ?? 0, .lb))
    #expect(rules("GZCLP", "Bench Press")?.reset == .step(Weight(15, .lb)))
    let triple = routines.first { $0.name == "Madcow" }?.exercises.first?.prescriptions[4]
    #expect(triple?.percent == 85 && triple?.percentPlus == Weight(5, .lb) && triple?.joined == true)
  }

  /// What a rule needs and does not find is an error at the rule, never a
  /// silent name: the line is not read.
  @Test(arguments: [
    ("Squat 100kg 3×5 role", "syntax.expected-rule"),
    ("Squat 100kg 3×5 role T1 role T2", "syntax.duplicate-rule"),
    ("Squat 100kg 3×5 −10% after", "syntax.expected-rule"),
    ("Squat 100kg 3×5 → 100kg 5×2", "syntax.stage-with-load"),
    ("Squat 100kg 3×5 test 5", "syntax.expected-rule"),
    ("Squat 100kg 3×5 then", "syntax.expected-rule"),
  ])
  func aRuleThatDoesNotReadIsAnError(_ line: String, _ code: String) {
    let parsed = Notebook.parse("# Routine R\n" + line + "\n")
    #expect(parsed.diagnostics.map { $0.code?.rawValue } == [code], "\(parsed.diagnostics)")
  }

  /// A CSV `rules` cell that opens with a word that is no rule is an error
  /// at its row and column (it crashed the reader: the word's start was
  /// the cell's first byte).
  @Test func aRulesCellOfAnotherWordIsAnError() {
    #expect(Parser.progression(from: "xyz").problem != nil)
    #expect(Parser.progression(from: "role T2").value?.role == "T2")
    let csv = String(
      decoding: NotebookCSV.write(Notebook.parse("# Routine R\nSquat 100kg 3×5 role T1\n").notebook), as: UTF8.self)
    let broken = csv.replacing(",role T1", with: ",xyz")
    #expect(broken != csv)
    let read = NotebookCSV.read(Array(broken.utf8))
    #expect(read.hasErrors)
    #expect(read.diagnostics.map(\.column) == [CSVColumn.rules.number], "\(read.diagnostics)")
  }
}
