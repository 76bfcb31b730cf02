import Testing

@testable import UnitNotebook

/// An exercise whose name opens as a body weight line does (`Bodyweight`,
/// `Body weight`, `Bodyweight 2`) prints so that it reads back as that
/// exercise with its sets, never as a body weight (docs/syntax.md, "Body
/// weight").
@Suite struct BodyweightNameTests {
  static let names = [
    "Bodyweight", "body weight", "Body Weight", "BODY  WEIGHT", "Bodyweight 2", "Bodyweight -Heavy",
    "Bodyweight .5", "body weight 5 Heavy", "Bodyweight Squat",
  ]
  static let sets = ["100kg × 5 ✓", "60s", "5km 25:30 ✓", "BW × 8", "10", "warmup 20kg × 5 ✓ @8 > easy"]

  /// A session with one exercise of `name`: its sets as `sets` read under
  /// another name (so that the model does not depend on how the name reads).
  static func session(_ name: String, _ sets: [String]) -> Notebook {
    let text = "# 2026-01-05 A\n\nRow\n" + sets.map { "  \($0)\n" }.joined()
    var notebook = Notebook.parse(text).notebook
    notebook.sessions[0].exercises[0].name = name
    return notebook
  }

  @Test(arguments: names)
  func aNameThatOpensAsABodyWeightReadsBackWithItsSets(name: String) {
    for set in Self.sets {
      Laws.roundTrip(Self.session(name, [set]))
      Laws.roundTrip(Self.session(name, [set, set]))
    }
  }

  @Test(arguments: names)
  func aRoutinesExerciseOfThatNameReadsBack(name: String) throws {
    var notebook = Notebook.parse("# Routine A\n\nRow 100kg 3×5 +2.5kg\n").notebook
    try #require(notebook.routines.first?.exercises.count == 1)
    notebook.routines[0].exercises[0].name = name
    Laws.roundTrip(notebook)
  }

  @Test func theIssuesNotebookFormatsToTextThatReadsTheSame() {
    let out = Laws.format(Array("# 2026-01-05 A\n\nBodyweight\n  100kg × 5 ✓\n".utf8))
    #expect(out == "# 2026-01-05 A\n\nBodyweight: 100kg × 5 ✓\n")
  }

  @Test func aBodyWeightLineIsStillOne() {
    let parsed = Notebook.parse("# 2026-01-05 A\nbody weight 82,4 kgs\nBodyweight Squat 3×10 ✓\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.notebook.sessions.first?.bodyweight == Weight(DecimalValue(significand: 824, scale: 1)!, .kg))
    #expect(parsed.notebook.sessions.first?.exercises.map(\.name) == ["Bodyweight Squat"])
  }

  @Test func aColonMakesTheLineAnExercises() {
    let parsed = Notebook.parse("# 2026-01-05 A\nBodyweight 5 Heavy: 100kg × 5\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.notebook.sessions.first?.bodyweight == nil)
    #expect(parsed.notebook.sessions.first?.exercises.map(\.name) == ["Bodyweight 5 Heavy"])
  }
}
