// An app edits a notebook through NotebookText and writes its text back:
// the comments and every other line survive byte for byte.
import Foundation
import Testing
import UnitNotebook

@Suite struct EditingTests {
  static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples/strength-block.unit")

  /// The lines of `after` that differ from `before`'s, by position.
  static func changedLines(_ before: String, _ after: String) -> [String] {
    let a = before.split(separator: "\n", omittingEmptySubsequences: false)
    let b = after.split(separator: "\n", omittingEmptySubsequences: false)
    guard a.count == b.count else { return ["line count \(a.count) → \(b.count)"] }
    return zip(a, b).filter { $0 != $1 }.map { "\($0.0) → \($0.1)" }
  }

  @Test func changingOneWeightChangesOneLineAndKeepsTheComments() throws {
    let original = try String(contentsOf: Self.sample, encoding: .utf8)
    var notebook = try NotebookText(original)
    var set = notebook.sessions[0].exercises[0].sets[5]  // 120kg × 5 ✓ @8
    set.load = .weight(Weight(122.5, .kg))
    try notebook.replaceSet(session: 0, exercise: 0, set: 5, with: set)
    // The block stays aligned (its left column had room for 122.5kg): one line changes.
    #expect(Self.changedLines(original, notebook.text) == ["         120kg ×  5 ✓ @8 →        122.5kg ×  5 ✓ @8"])
    #expect(notebook.text.contains("Squat // competition stance, new belt"))
    #expect(try NotebookFormatter.format(notebook.text) == notebook.text)
  }

  @Test func aSetOfTheSameWidthChangesOnlyItsLine() throws {
    let text = "# 2026-11-02 Lower A\n// heavy day\nSquat\n  100kg × 5 ✓ // belt\n  100kg × 5 ✓\n"
    var notebook = try NotebookText(text)
    try notebook.replaceSet(
      session: 0, exercise: 0, set: 1, with: WorkoutSet(load: .weight(Weight(100, .kg)), reps: 4, status: .failed))
    #expect(notebook.text == "# 2026-11-02 Lower A\n// heavy day\nSquat\n  100kg × 5 ✓ // belt\n  100kg × 4 ✗\n")
  }

  @Test func aShorthandLineIsSplitToChangeOneOfItsSets() throws {
    let text = "# 2026-11-02\nSquat 100kg 3×5 ✓ // top sets\n"
    var notebook = try NotebookText(text)
    try notebook.replaceSet(
      session: 0, exercise: 0, set: 2, with: WorkoutSet(load: .weight(Weight(100, .kg)), reps: 3, status: .failed))
    #expect(notebook.sessions[0].exercises[0].sets.map(\.reps) == [5, 5, 3])
    #expect(notebook.text.contains("// top sets"))
  }

  @Test func insertAndDeleteKeepTheRest() throws {
    let text =
      "> my log\n\n# 2026-11-02\n\n// warm up first\nSquat 100kg × 5 ✓\n\n# 2026-11-04\n\nBench Press 80kg × 5 ✓\n"
    #expect(try NotebookFormatter.format(text) == text)
    var notebook = try NotebookText(text)
    try notebook.insertSet(WorkoutSet(load: .weight(Weight(100, .kg)), reps: 5), session: 0, exercise: 0, at: 1)
    #expect(notebook.text.contains("// warm up first\nSquat\n  100kg × 5 ✓\n  100kg × 5\n"))
    #expect(try NotebookFormatter.format(notebook.text) == notebook.text, "\(notebook.text)")
    try notebook.deleteSet(session: 0, exercise: 0, set: 1)
    #expect(notebook.text == text)
    try notebook.insertExercise(Exercise(name: "Row", sets: [WorkoutSet(reps: 10)]), session: 1, at: 1)
    #expect(notebook.sessions[1].exercises.map(\.name) == ["Bench Press", "Row"])
    try notebook.deleteExercise(session: 1, exercise: 1)
    #expect(notebook.text == text)
    let day = LocalDate(year: 2026, month: 11, day: 3)!
    try notebook.insertSession(Session(date: day, title: "Rest day"), at: 1)
    #expect(notebook.sessions.map(\.date.description) == ["2026-11-02", "2026-11-03", "2026-11-04"])
    #expect(try NotebookFormatter.format(notebook.text) == notebook.text, "\(notebook.text)")
    try notebook.deleteSession(1)
    #expect(notebook.text == text)
  }

  @Test func whatTextCannotHoldIsRefusedAndNothingChanges() throws {
    let text = "# 2026-11-02\nSquat\n  100kg × 5 ✓\n"
    var notebook = try NotebookText(text)
    #expect(throws: NotebookText.EditError.self) {
      try notebook.replaceSet(session: 0, exercise: 0, set: 0, with: WorkoutSet(reps: -3))
    }
    #expect(throws: NotebookText.EditError.self) {
      try notebook.replaceExercise(session: 0, exercise: 0, with: Exercise(name: "Squat\nPress"))
    }
    #expect(throws: NotebookText.EditError.self) { try notebook.deleteSet(session: 0, exercise: 0, set: 3) }
    #expect(notebook.text == text)
  }

  @Test func aValidatedPrintThrowsTheProblemsAsValues() {
    let notebook = Notebook(sessions: [
      Session(
        date: LocalDate(year: 2026, month: 1, day: 1)!,
        exercises: [Exercise(name: "Squat\nPress", sets: [WorkoutSet(reps: -3)])])
    ])
    #expect(throws: InvalidNotebook.self) { try notebook.validatedCanonicalText() }
    do {
      _ = try notebook.validatedCanonicalText()
    } catch {
      #expect(error.problems.map(\.path) == ["sessions[0].exercises[0].name", "sessions[0].exercises[0].sets[0]"])
    }
  }

  @Test func oneSetLinePrinted() {
    let set = WorkoutSet(kind: .warmup, load: .weight(Weight(60, .kg)), reps: 5, rpe: 8, status: .done, note: "easy")
    #expect(set.canonicalText == "warmup 60kg × 5 ✓ @8 > easy")
    #expect(WorkoutSet(load: .bodyweight(added: Weight(20, .kg)), reps: 8).canonicalText == "BW+20kg × 8")
  }
}
