import Testing

@testable import UnitNotebook

/// A mark with a value (`@8`, `rest 2:00`) is one entry of `ValuedMark`
/// that every stage reads: these hold each entry to having what each stage
/// needs, so that a new mark is whole or a test says what it lacks.
@Suite struct ValuedMarkTests {
  /// Each mark has a spelling, a CSV column and a key in both `Codable`s,
  /// all by its name.
  @Test(arguments: ValuedMark.allCases) func everyStageKnowsTheMark(_ m: ValuedMark) {
    #expect(Lexicon.SetMark.valued(m).spellings.printed.utf8CodeUnitCount > 0)
    #expect("\(m.key)" == m.rawValue)
    #expect(CSVColumn.of(m) != nil, "a CSV column named \(m.rawValue)")
    #expect(WorkoutSet.CodingKeys(stringValue: m.rawValue) != nil, "a set's JSON key \(m.rawValue)")
    #expect(Prescription.CodingKeys(stringValue: m.rawValue) != nil, "a prescription's JSON key \(m.rawValue)")
  }

  /// A value of each mark goes through the text, JSON and CSV of a set and
  /// of a prescription, and comes back the same.
  @Test(arguments: ValuedMark.allCases) func everyMarkRoundTrips(_ m: ValuedMark) {
    var marks = SetMarks()
    marks[m] = DecimalValue(2)
    let set = WorkoutSet(load: .weight(Weight(DecimalValue(100), .kg)), reps: 5, status: .done, marks: marks)
    var prescription = Prescription(load: .weight(Weight(DecimalValue(100), .kg)), sets: 3, reps: 5)
    prescription.marks = marks
    let day = LocalDate(year: 2026, month: 1, day: 5) ?? .minimum
    let notebook = Notebook(
      sessions: [Session(date: day, exercises: [Exercise(name: "Squat", sets: [set])])],
      routines: [Routine(name: "A", exercises: [RoutineExercise(name: "Squat", prescriptions: [prescription])])])
    let text = Array(notebook.canonicalText.utf8)
    let parsed = Notebook.parse(utf8: text)
    #expect(parsed.diagnostics.isEmpty, "\(notebook.canonicalText)")
    #expect(parsed.notebook == notebook)
    #expect(NotebookJSON.read(NotebookJSON.write(notebook)).notebook == notebook)
    #expect(NotebookCSV.read(NotebookCSV.write(notebook)).notebook == notebook)
  }
}
