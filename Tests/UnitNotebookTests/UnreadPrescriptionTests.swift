import Testing

@testable import UnitNotebook

/// A line that looks like a prescription but does not read (`3×5+1`,
/// `85%-10lb`, `60% of Squat`; in a routine `85%+5lb` reads) is an error
/// at the word, never an exercise name with no sets (docs/syntax.md, "What does not read"). The errors
/// fixture `unread-prescription` holds the messages.
@Suite struct UnreadPrescriptionTests {
  @Test(arguments: [
    "Squat 185lb 3×5+1\n", "Squat 185lb 3x5+1\n", "Squat 185lb 5+1\n", "Squat 85%-10lb 1×3\n",
    "Front Squat 60% of Squat 3×5\n", "Squat\n  3×5+1\n",
  ])
  func inARoutineItIsAnErrorNeverAName(_ lines: String) {
    let parsed = Notebook.parse("# Routine Odd\n" + lines)
    #expect(
      parsed.diagnostics.contains { $0.code?.rawValue == "syntax.unread-prescription" }, "\(parsed.diagnostics)")
    let names = parsed.notebook.routines.flatMap { $0.exercises.map(\.name) }
    #expect(!names.contains { $0.contains("%") || $0.contains("+") }, "\(names)")
  }

  /// In a session the same lines are errors too: a percentage is out of
  /// place there, reps plus reps unread.
  @Test func inASessionItIsAnErrorNeverAName() {
    let parsed = Notebook.parse("# 2026-03-02 Legs\nSquat 185lb 3×5+1\nSquat 85%+5lb 1×3\nSquat 60% of Squat 3×5\n")
    #expect(
      parsed.diagnostics.compactMap { $0.code?.rawValue } == [
        "syntax.unread-prescription", "syntax.percent-outside-routine", "syntax.percent-outside-routine",
      ])
    #expect(parsed.notebook.sessions.flatMap(\.exercises).isEmpty)
  }

  /// The message says where, what was found and what to write.
  @Test func theMessageNamesTheForm() throws {
    let parsed = Notebook.parse("# Routine Odd\nSquat 85%-10lb 1×3\nFront Squat 60% of Squat 3×5\n")
    #expect(parsed.diagnostics.map(\.line) == [2, 3])
    #expect(parsed.diagnostics.map(\.column) == [7, 13])
    #expect(
      parsed.diagnostics.map(\.message) == [
        "a percentage less a load (85%-10lb) is not a form Unit reads: write the percentage alone (85%), a load added to it (85%+5lb) or the load lifted (130kg)",
        "a percentage is of the exercise's own training max: 60% of another exercise is not a form Unit reads; give Front Squat a TM line of its own (Front Squat TM 100kg)",
      ])
  }

  /// Names that merely hold a plus still read as names: a complex without
  /// a load before its `1+1`, and a name closed by its colon.
  @Test func namesStayNames() throws {
    let parsed = Notebook.parse("# Routine Oly\nClean + Jerk 1+1\nSquat 3×5+1 Cluster: 100kg 3×5\n")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    #expect(parsed.notebook.routines.first?.exercises.map(\.name) == ["Clean + Jerk 1+1", "Squat 3×5+1 Cluster"])
  }
}
