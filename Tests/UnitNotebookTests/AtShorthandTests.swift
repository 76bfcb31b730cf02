import Testing

@testable import UnitNotebook

/// The `@` shorthand of phone notations (`5@255`, `3x5@165`): an error that
/// writes the set out, never a silent exercise name (docs/syntax.md, "The
/// `@` shorthand of phone notations"). The errors fixture `at-shorthand`
/// holds the messages.
@Suite struct AtShorthandTests {
  @Test(arguments: [
    "Squat\n3x5@165\n", "Squat 3x5@165\n", "Deadlift\n5@185\n5@255 TOUGH\n", "5@185 Deadlift\n", "Pullup 5@8\n",
    "Squat warmup 5@60kg\n", "- 2x8@60,5 kgs\n",
  ])
  func theShorthandIsAnErrorNeverAName(_ lines: String) {
    let parsed = Notebook.parse("# 2020-09-16 Workout\n" + lines)
    #expect(parsed.diagnostics.contains { $0.code?.rawValue == "syntax.at-shorthand" }, "\(parsed.diagnostics)")
    let names = parsed.notebook.sessions.flatMap { $0.exercises.map(\.name) }
    #expect(!names.contains { $0.contains("@") }, "\(names)")
  }

  /// After a load, digits glued to `@` are reps and the RPE.
  @Test func afterALoadTheAtIsTheRPE() throws {
    let parsed = Notebook.parse("# 2026-01-05\nSquat 100kg 3x5@8\nBench 80kg × 5@7.5\n")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    let exercises = try #require(parsed.notebook.sessions.first?.exercises)
    #expect(exercises.map(\.name) == ["Squat", "Bench"])
    #expect(exercises[0].sets.count == 3)
    #expect(exercises[0].sets.allSatisfy { $0.reps == 5 && $0.rpe == DecimalValue(8) })
    #expect(exercises[1].sets.first?.rpe == DecimalValue(significand: 75, scale: 1))
  }

  /// A word with `@` that is no such shorthand stays in the name.
  @Test func otherWordsWithAnAtStayNames() {
    let parsed = Notebook.parse("# 2026-01-05\nCurl 5@Home\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.notebook.sessions.first?.exercises.map(\.name) == ["Curl 5@Home"])
  }
}
