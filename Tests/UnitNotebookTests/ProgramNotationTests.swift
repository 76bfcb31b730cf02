import Testing

@testable import UnitNotebook

/// The notation of programs (issue 31; docs/syntax.md): body weights,
/// training maxes, percentage loads, RPE targets and AMRAP sets (a
/// program's lines, issue 45: ProgramRulesTests).
/// Each form reads into the model, prints canonically and idempotently,
/// and comes back byte for byte through JSON and CSV.
@Suite struct ProgramNotationTests {
  /// A notebook with every form of the notation, in canonical form.
  static let everyForm = """
    # 2026-12-01 Lower A
    > slept well

    Bodyweight 82.4kg
    Squat 100kg × 5 ✓

    Squat TM 140kg
      100kg ×  5 ✓
      110kg ×  5 ✓
      120kg × 5+

    Pullup TM BW+20kg

    # 2026-12-02 Weigh-in

    Bodyweight 181.5lb

    # Routine 5/3/1

    Squat        TM 140kg  +5kg  round 1kg
    Squat        warmup  40% 1×5
    Squat                85% 1×5+
    Squat              100kg 3×5
    Bench Press  TM 225lb  +5lb
    Bench Press        72.5% 3×8
    Deadlift                 1×3 @8

    """

  @Test func everyFormFormatsIdempotentlyAndConvertsBack() throws {
    let text = Array(Self.everyForm.utf8)
    let once = try #require(NotebookFormatter.format(utf8: text).output)
    #expect(String(decoding: once, as: UTF8.self) == Self.everyForm, "canonical already")
    #expect(NotebookFormatter.format(utf8: once).output == once, "idempotent")
    for format in ConversionLaws.Format.allCases {
      let model = Notebook.parse(utf8: text).notebook
      let back = try #require(format.read(format.write(model)).notebook, "\(format)")
      #expect(back.canonicalUTF8 == once, "\(format): byte-identical")
      ConversionLaws.check(text, format)
    }
  }

  @Test func aBodyWeightIsTheSessions() {
    let n = Notebook.parse(utf8: Array(Self.everyForm.utf8)).notebook
    #expect(
      n.sessions.map(\.bodyweight) == [
        Weight(DecimalValue(significand: 824, scale: 1) ?? .zero, .kg),
        Weight(DecimalValue(significand: 1815, scale: 1) ?? .zero, .lb),
      ])
    #expect(n.sessions[1].exercises.isEmpty, "a weigh-in")
  }

  /// At most 400 kg, compared exactly in pounds too (881.8 lb is 399.98 kg).
  @Test(arguments: [("400kg", true), ("400.001kg", false), ("881.8lb", true), ("881.9lb", false)])
  func aBodyWeightIsAtMostFourHundredKilograms(_ weight: String, _ holds: Bool) {
    let problems = Notebook.parse(utf8: Array("# 2026-12-01\nBodyweight \(weight)\n".utf8)).diagnostics
    #expect(problems.map(\.code) == (holds ? [] : [.bodyweightOutOfRange]), "\(problems)")
  }

  @Test(arguments: [
    ("# 2026-12-01\nbody weight 82,4 kgs\n", "# 2026-12-01\n\nBodyweight 82.4kg\n"),
    ("# 2026-12-01\n- BODYWEIGHT 180 LBS\n", "# 2026-12-01\n\nBodyweight 180lb\n"),
    ("# 2026-12-01\nSquat 5 ✓\nBodyweight 80kg\n", "# 2026-12-01\n\nBodyweight 80kg\nSquat 5 ✓\n"),
    ("# 2026-12-01\nBodyweight Squat 10 ✓\n", "# 2026-12-01\n\nBodyweight Squat 10 ✓\n"),
  ])
  func spellingsAndPlace(_ input: String, _ canonical: String) {
    #expect(
      NotebookFormatter.format(utf8: Array(input.utf8)).output.map { String(decoding: $0, as: UTF8.self) } == canonical)
  }

  @Test func aTrainingMaxIsTheExercises() throws {
    let n = Notebook.parse(utf8: Array(Self.everyForm.utf8)).notebook
    #expect(n.sessions[0].exercises[1].trainingMax == TrainingMax(load: .weight(Weight(DecimalValue(140), .kg))))
    #expect(n.sessions[0].exercises[1].sets.count == 3)
    #expect(
      n.sessions[0].exercises[2].trainingMax == TrainingMax(load: .bodyweight(added: Weight(DecimalValue(20), .kg))))
    let squat = try #require(n.routines.first?.exercises.first)
    #expect(
      squat.trainingMax
        == TrainingMax(
          load: .weight(Weight(DecimalValue(140), .kg)), step: Weight(DecimalValue(5), .kg),
          round: Weight(DecimalValue(1), .kg)))
    #expect(squat.prescriptions.count == 3, "the prescriptions below the TM line are the same exercise's")
    #expect(squat.prescriptions.map(\.percent) == [DecimalValue(40), DecimalValue(85), nil])
    #expect(squat.prescriptions[0].kind == .warmup && squat.prescriptions[0].load == nil)
    #expect(squat.prescriptions.map(\.amrap) == [false, true, false])
    #expect(n.sessions[0].exercises[1].sets.map(\.amrap) == [false, false, true])
  }

  @Test func anRPETargetIsThePrescriptions() throws {
    let n = Notebook.parse(utf8: Array(Self.everyForm.utf8)).notebook
    let deadlift = try #require(n.routines.first?.exercises.last)
    #expect(deadlift.name == "Deadlift")
    #expect(deadlift.prescriptions.map(\.rpe) == [DecimalValue(8)])
  }

  @Test func aDoneSetStillWrittenAMRAPCountsItsRepsWithAWarning() {
    let parsed = Notebook.parse(utf8: Array("# 2026-12-01\nSquat 120kg × 5+ ✓\n".utf8))
    #expect(parsed.notebook.sessions[0].exercises[0].sets[0].reps == 5)
    #expect(
      parsed.diagnostics.map(\.description) == [
        "2:15: warning: this set is done but still reads 5+: write the reps done (it counts as 5 until then)"
      ])
  }

  @Test func theLimitsAreExact() {
    func ok(_ v: Int64, _ scale: Int, _ u: WeightUnit) -> Bool {
      Validation.problem(bodyweight: Weight(DecimalValue(significand: v, scale: scale) ?? .zero, u)) == nil
    }
    #expect(ok(400, 0, .kg))
    #expect(!ok(4001, 1, .kg))
    #expect(ok(8818, 1, .lb))  // 399.97 kg
    #expect(!ok(8819, 1, .lb))  // 400.02 kg
    #expect(!ok(0, 0, .kg))
    #expect(!ok(-1, 0, .kg))
  }

  static let header = String(describing: CSVColumn.header) + "\n"

  @Test(arguments: [
    (
      header + "2026-01-01,,,,,,,,,,,,,,,,,,,,,,,,,,82.4,,,,,,,,,,,,,,,,,\n",
      "2:28: error: body_weight_unit: a body weight needs its unit: expected kg or lb"
    ),
    (
      header + "2026-01-01,,,,,,,,,,,,,,,,,,,,,,,,,,401,kg,,,,,,,,,,,,,,,,\n",
      "2:27: error: body_weight: expected a body weight of at most 400kg (881.8lb), found 401kg"
    ),
    (
      header + "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,,,,,,,,,,,,,,,,,,,,,,,,,\n"
        + "2026-01-01,,,,Squat,,2,normal,,100,kg,5,,,,,done,,,,,,,,,,80,kg,,,,,,,,,,,,,,,,\n",
      "3:27: error: body_weight: expected an empty cell: a session's body weight goes in its first row"
    ),
    (
      header + ",,,,Squat,,1,normal,,100,kg,5,,,,,,,,,,Lower A,3,,,,80,kg,,,,,,,,,,,,,,,,\n",
      "2:27: error: body_weight: expected an empty cell: a body weight is weighed in a session, not planned in a routine"
    ),
  ])
  func csvBodyWeightProblems(_ csv: String, _ message: String) {
    let result = NotebookCSV.read(Array(csv.utf8))
    #expect(result.notebook == nil)
    #expect(result.diagnostics.map(\.description) == [message])
  }

  @Test(arguments: [
    (
      "\"bodyweight\": 82.4",
      "1:93: error: sessions[0]: a body weight needs its unit: add \"bodyweightUnit\": \"kg\" or \"lb\""
    ),
    (
      "\"bodyweight\": 0, \"bodyweightUnit\": \"kg\"",
      "1:93: error: sessions[0].bodyweight: expected a body weight above 0, found 0kg"
    ),
    (
      "\"bodyweightUnit\": \"kg\"",
      "1:56: error: sessions[0]: \"bodyweightUnit\" is the unit of a body weight: add \"bodyweight\", or leave the unit out"
    ),
  ])
  func jsonBodyWeightProblems(_ keys: String, _ message: String) {
    let json =
      "{\"format\": \"unit-notebook\", \"version\": 3, \"sessions\": [{\"date\": \"2026-01-01\", \(keys), \"exercises\": []}]}"
    let result = NotebookJSON.read(Array(json.utf8))
    #expect(result.notebook == nil)
    #expect(result.diagnostics.map(\.description) == [message])
  }

  @Test func olderJSONVersionsStillRead() {
    for v in 1...3 {
      let json = "{\"format\": \"unit-notebook\", \"version\": \(v), \"sessions\": []}"
      #expect(NotebookJSON.read(Array(json.utf8)).notebook != nil, "version \(v)")
    }
  }
}
