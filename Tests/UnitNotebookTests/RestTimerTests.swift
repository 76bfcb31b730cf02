import Testing

@testable import UnitNotebook

/// Strong's `Rest Timer` rows become the rest of the set before them; one
/// with no set before it is reported and skipped.
@Suite struct RestTimerTests {
  static let header =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
  static let set1 = "2026-03-02 06:45:12,Lower A,1h,Squat,1,225.0,5,0,0.0,,,\n"

  func read(_ rows: String) -> ImportResult {
    NotebookImporter.read(Array((Self.header + rows).utf8), as: .strong, options: ImportOptions(unit: .lb))
  }

  func rest(_ seconds: String) -> String {
    "2026-03-02 06:45:12,Lower A,1h,Squat,Rest Timer,0,0.0,0,\(seconds),,,\n"
  }

  @Test func aRestTimerRowIsTheRestOfTheSetBefore() throws {
    let result = read(Self.set1 + rest("150.0") + Self.set1)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let sets = try #require(result.notebook?.sessions.first?.exercises.first?.sets)
    #expect(sets.map(\.rest) == [DecimalValue(150), nil])
    #expect(result.notebook?.canonicalText.contains("225lb × 5 ✓ rest 2:30") == true)
  }

  @Test func aRestTimerRowWithNoSetBeforeItIsReportedAndSkipped() throws {
    let result = read(rest("90.0") + Self.set1 + rest("90.0") + rest("60.0") + rest("30.0"))
    #expect(result.notebook?.sessions.first?.exercises.first?.sets.map(\.rest) == [DecimalValue(90)])
    #expect(
      result.diagnostics.map(\.description) == [
        "2:5: warning: a Rest Timer row with no set before it in its exercise: not imported",
        "5:5: warning: a second Rest Timer row after one set: the set keeps the rest of the first, this one is not imported (2 rows like this; this is the first)",
      ])
  }

  @Test func aRestTimerRowWithoutSecondsIsReported() {
    let result = read(Self.set1 + rest(""))
    #expect(
      result.diagnostics.map(\.description) == ["3:9: warning: a Rest Timer row without its seconds: not imported"])
  }

  @Test func aNegativeRestIsAnError() {
    let result = read(Self.set1 + rest("-5"))
    #expect(result.notebook == nil)
    #expect(result.diagnostics.first?.line == 3)
    #expect(result.diagnostics.first?.column == 9)
  }
}
