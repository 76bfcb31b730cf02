// An app imports a Strong export; when the export does not say its unit,
// the result says so as a value and the app asks the lifter.
import Foundation
import Testing
import UnitNotebook

@Suite struct ImportingTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("UnitNotebookTests/Fixtures/import-errors")

  @Test func anExportWithoutItsUnitAsksForOne() throws {
    let bytes = try Array(Data(contentsOf: Self.fixtures.appendingPathComponent("strong-missing-unit.csv")))
    let format = try #require(NotebookImporter.detect(bytes))
    let first = NotebookImporter.read(bytes, as: format)
    #expect(first.needsWeightUnit)
    #expect(first.diagnostics.map(\.code) == [.weightUnitNeeded])
    // The lifter picks kg in the app's picker:
    let second = NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: .kg))
    #expect(!second.needsWeightUnit)
    #expect(!second.hasErrors)
    #expect(second.notebook?.sessions.isEmpty == false)
  }

  /// A problem in the text has its code too (docs/diagnostics.md): an app
  /// can tell an unknown unit from any other problem without the message.
  @Test func aNotebookProblemHasItsCode() {
    let result = Notebook.parse("# 2026-11-29\nSquat 100 kilos × 5\n")
    #expect(result.hasErrors)
    #expect(result.diagnostics.map(\.code) == [.unknownUnit])
    #expect(result.diagnostics.map(\.code?.rawValue) == ["syntax.unknown-unit"])
  }
}
