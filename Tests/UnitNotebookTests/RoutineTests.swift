import Testing

@testable import UnitNotebook

/// Routines and rests beyond the golden files: what the model holds, the
/// warning for two routines of one name, and notebooks built in code.
@Suite struct RoutineTests {
  @Test func parsesTheBriefsRoutine() throws {
    let text = try Fixtures.bytes("format", "routine-table.input")
    let parsed = Notebook.parse(utf8: text)
    #expect(parsed.diagnostics.isEmpty)
    let r = try #require(parsed.notebook.routines.first)
    #expect(r.name == "Lower A")
    #expect(r.notes == ["Add weight when every set reaches the top of its range."])
    #expect(r.exercises.map(\.name) == ["Squat", "Romanian Deadlift", "Pullup", "Plank"])
    #expect(r.exercises[0].prescriptions.count == 2)
    #expect(
      r.exercises[0].prescriptions[1]
        == Prescription(
          load: .weight(Weight(DecimalValue(100), .kg)), sets: 3, reps: 5,
          step: Weight(DecimalValue(significand: 25, scale: 1)!, .kg), rest: DecimalValue(180)))
    #expect(r.exercises[1].prescriptions[0].reps == 8)
    #expect(r.exercises[1].prescriptions[0].maxReps == 12)
    #expect(r.exercises[3].prescriptions[0] == Prescription(sets: 3, seconds: DecimalValue(60)))
  }

  @Test func keepsSessionsAndRoutinesInWrittenOrder() {
    let text = "# Routine A\n\n# 2026-01-01\n\n# 2026-01-02\n\n# Routine B\n\n# Routine C\n\n# 2026-01-03\n"
    let parsed = Notebook.parse(text)
    #expect(parsed.notebook.sessions.count == 3)
    #expect(parsed.notebook.routines.map(\.name) == ["A", "B", "C"])
    #expect(parsed.notebook.routines.map(\.sessionsBefore) == [0, 2, 2])
    #expect(parsed.notebook.canonicalText == text)
  }

  @Test func twoRoutinesOfOneNameAreAWarningNamingBothLines() {
    let text = Array("# Routine Lower A\nSquat 3×5\n\n# Routine lower  a\nSquat 3×5\n".utf8)
    let result = NotebookFormatter.format(utf8: text)
    #expect(result.output != nil, "a warning does not stop fmt")
    #expect(result.diagnostics.count == 1)
    let d = result.diagnostics.first
    #expect(d?.severity == .warning)
    #expect(d?.line == 4)
    #expect(d?.column == 11)
    #expect(d?.message.contains("line 1") == true)
  }

  @Test func aRestIsTheRestAfterTheSet() throws {
    let parsed = Notebook.parse("# 2026-11-29\nSquat 100kg 3×5 ✓ rest 90s\n")
    let sets = try #require(parsed.notebook.sessions.first?.exercises.first?.sets)
    #expect(sets.count == 3)
    #expect(sets.allSatisfy { $0.rest == DecimalValue(90) && $0.status == .done })
  }

  @Test func aHoverSaysTheRest() {
    let set = WorkoutSet(load: .weight(Weight(DecimalValue(100), .kg)), reps: 5, status: .done, rest: DecimalValue(90))
    #expect(
      TrainingSummary.describe(set: set, index: 0, of: 1)
        == "Set 1 of 1: 100 kg × 5 reps, done, then 1:30 of rest · e1RM 116.7 kg")
  }

  /// Two exercises of one name, one after the other, stay two: the second
  /// prints as a block, which cannot be read as part of the first.
  @Test func sameNamedExercisesStayApart() {
    let p = Prescription(load: .weight(Weight(DecimalValue(100), .kg)), sets: 3, reps: 5)
    let routine = Routine(
      name: "Lower",
      exercises: [
        RoutineExercise(name: "Squat", prescriptions: [p]), RoutineExercise(name: "Squat", prescriptions: [p, p]),
      ])
    let notebook = Notebook(routines: [routine])
    #expect(notebook.canonicalText == "# Routine Lower\n\nSquat  100kg 3×5\n\nSquat\n  100kg 3×5\n  100kg 3×5\n")
    Laws.roundTrip(notebook)
  }

  /// A place past the sessions, or before the routine above, prints at the
  /// nearest place there is.
  @Test func outOfPlaceRoutinesPrintWhereTheyCan() {
    var notebook = Notebook(sessions: [Session(date: LocalDate(year: 2026, month: 1, day: 1)!)])
    notebook.routines = [Routine(name: "A", sessionsBefore: 5), Routine(name: "B", sessionsBefore: 0)]
    #expect(notebook.canonicalText == "# 2026-01-01\n\n# Routine A\n\n# Routine B\n")
  }
}
