// Sets per muscle group as an app reads them from the DocC page: the public
// API only, the hand-written week of Tests/UnitNotebookTests/Fixtures/muscle-week.
import Foundation
import Testing
import UnitNotebook

@Suite struct MuscleSetsAppTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("UnitNotebookTests/Fixtures/muscle-week")

  static func notebook(_ name: String) throws -> Notebook {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let parsed = Notebook.parse(text)
    #expect(!parsed.hasErrors)
    return parsed.notebook
  }

  @Test func theWeekAsTheDocCPageReadsIt() throws {
    let history = TrainingHistory(notebooks: [
      ("muscles.unit", try Self.notebook("muscles.unit")), ("log.unit", try Self.notebook("log.unit")),
    ])
    let weeks = history.muscleSets(by: .week, since: LocalDate("2026-09-01"))
    let first = try #require(weeks.periods.first)
    #expect(first.start == LocalDate("2026-11-30"))
    #expect(first.sets(of: .chest).description == "2")
    #expect(first.sets(of: .triceps).description == "1")
    #expect(first.sets(of: .glutes).description == "5")
    #expect(weeks.total.sets(of: .shoulders).description == "1.5")
    let coverage = history.muscleCoverage()
    #expect((coverage.sets, coverage.resolved) == (14, 13))
    #expect(coverage.unknown.map(\.exercise) == ["Mystery Machine"])
    #expect(history.muscleResolver.conflicts.map(\.exercise) == ["Belt Squat"])
    #expect(history.muscleResolver.conflicts.map(\.later.notebook) == [1])
  }
}
