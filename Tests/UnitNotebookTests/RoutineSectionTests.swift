import Testing

@testable import UnitNotebook

/// A routine's sections (`## Week 1 Squat`, issue 31 item 1; docs/syntax.md):
/// read into `Routine.sections`, printed canonically and idempotently, kept
/// through JSON; a section outside a routine is an error at its line.
@Suite struct RoutineSectionTests {
  /// A routine of sections in canonical form: an empty section, a comment
  /// above a section, the same exercise in two sections.
  static let cycle = """
    # Routine 531
    > four weeks

    ## Week 1 Squat

    Squat        TM 140kg  +5kg
    Squat        65% 1×5
    Squat        85% 1×5+ // top set

    // bench day
    ## Week 1 Bench

    Bench Press  65% 1×5
    Squat        50% 5×10

    ## Week 2 Squat

    Squat        70% 1×3

    ## Week 4 Deload

    """

  @Test func sectionsReadIntoTheRoutineInOrder() throws {
    let parsed = Notebook.parse(utf8: Array(Self.cycle.utf8))
    #expect(parsed.diagnostics.isEmpty)
    let r = try #require(parsed.notebook.routines.first)
    #expect(
      r.sections == [
        RoutineSection(name: "Week 1 Squat", exercisesBefore: 0),
        RoutineSection(name: "Week 1 Bench", exercisesBefore: 1),
        RoutineSection(name: "Week 2 Squat", exercisesBefore: 3),
        RoutineSection(name: "Week 4 Deload", exercisesBefore: 4),
      ])
    #expect(r.exercises.map(\.name) == ["Squat", "Bench Press", "Squat", "Squat"], "a section parts an exercise")
  }

  @Test func theCanonicalFormIsIdempotentAndJSONKeepsIt() throws {
    let text = Array(Self.cycle.utf8)
    let once = try #require(NotebookFormatter.format(utf8: text).output)
    #expect(String(decoding: once, as: UTF8.self) == Self.cycle, "canonical already")
    #expect(NotebookFormatter.format(utf8: once).output == once, "idempotent")
    let model = Notebook.parse(utf8: text).notebook
    let back = try #require(NotebookJSON.read(NotebookJSON.write(model)).notebook)
    #expect(back == model)
    #expect(back.canonicalUTF8 == model.canonicalUTF8, "byte-identical through JSON (comments are not exported)")
  }

  @Test(arguments: [
    ("# Routine A\n##Heavy\nSquat 100kg 3×5\n", "# Routine A\n\n## Heavy\n\nSquat  100kg 3×5\n"),
    ("# Routine A\nSquat 100kg 3×5\n  ### Light  // easy\n", "# Routine A\n\nSquat  100kg 3×5\n\n## Light // easy\n"),
  ])
  func spellings(_ input: String, _ canonical: String) {
    #expect(
      NotebookFormatter.format(utf8: Array(input.utf8)).output.map { String(decoding: $0, as: UTF8.self) } == canonical)
  }

  @Test(arguments: [
    ("## Week 1\n# 2026-12-01\nSquat 100kg × 5\n", "1:1"),
    ("# 2026-12-01\nSquat 100kg × 5\n## Week 1\nSquat 100kg × 5\n", "3:1"),
  ])
  func aSectionOutsideARoutineIsAnError(_ input: String, _ at: String) {
    let parsed = Notebook.parse(utf8: Array(input.utf8))
    #expect(
      parsed.diagnostics.map(\.description) == [
        "\(at): error: a section (## NAME) belongs in a routine: write it under a routine's heading, such as # Routine 531"
      ])
  }

  /// `## // later` is no section (the scanner and every chunker agree): a
  /// heading without its date, as before sections.
  /// Unit's CSV keeps sections: a row of their own, the routine's name
  /// and the section's; the export reads back as the same notebook.
  @Test func csvKeepsSections() throws {
    var written: [UInt8] = []
    let diagnostics = NotebookExport.export([Array(Self.cycle.utf8)], to: .csv) { written += $0 }
    #expect(diagnostics.allSatisfy { $0.isEmpty })
    let back = NotebookCSV.read(written)
    #expect(back.diagnostics == [])
    #expect(back.notebook == Notebook.parse(Self.cycle).notebook)
    #expect(
      back.notebook?.routines.first?.sections.map(\.name) == [
        "Week 1 Squat", "Week 1 Bench", "Week 2 Squat", "Week 4 Deload",
      ])
  }

  @Test func aSectionNeedsItsName() {
    let parsed = Notebook.parse(utf8: Array("# Routine A\n## // later\nSquat 3×5\n".utf8))
    #expect(
      parsed.diagnostics.map(\.description) == [
        "2:3: error: expected a date (YYYY-MM-DD) after #, or Routine and the routine's name"
      ])
  }

  @Test func aDateOrRoutineAfterTwoHashesIsStillAHeading() {
    let n = Notebook.parse(utf8: Array("## 2026-12-01\nSquat 100kg × 5\n## Routine B\nSquat 3×5\n".utf8)).notebook
    #expect(n.sessions.count == 1)
    #expect(n.routines.map(\.name) == ["B"])
    #expect(n.routines[0].sections.isEmpty)
  }

  @Test(arguments: [
    (#"{"name": "", "exercisesBefore": 0}"#, "a section's name cannot be empty"),
    (#"{"name": "5x5 day", "exercisesBefore": 0}"#, "cannot open with a digit"),
    (#"{"name": "Routine X", "exercisesBefore": 0}"#, "routine or template"),
    (#"{"name": "W1", "exercisesBefore": 2}"#, "expected at most 0 exercises before a section"),
  ])
  func jsonSectionProblems(_ section: String, _ message: String) {
    let json = """
      {"format": "unit-notebook", "version": 3, "sessions": [], "routines": [
        {"name": "R", "sections": [\(section)], "exercises": []}]}
      """
    let result = NotebookJSON.read(Array(json.utf8))
    #expect(result.notebook == nil)
    #expect(result.diagnostics.contains { $0.message.contains(message) }, "\(result.diagnostics)")
  }
}
