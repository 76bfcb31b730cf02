// The six tasks an app developer tried from the DocC page alone (issue 36),
// written as an app writes them: public API only, a notebook as a String.
import Foundation
import Testing
import UnitNotebook

@Suite struct AppTasksTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  static func sample(_ name: String) throws -> String {
    try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func parseEditAndSave() throws {
    let text = try Self.sample("strength-block.unit")
    let parsed = Notebook.parse(text)
    #expect(!parsed.hasErrors)
    var notebook = try NotebookText(text)
    var set = notebook.sessions[0].exercises[1].sets[0]  // Romanian Deadlift 90kg × 8 ✓ @7
    set.load = .weight(Weight(92.5, .kg))
    try notebook.replaceSet(session: 0, exercise: 1, set: 0, with: set)
    #expect(notebook.sessions[0].exercises[1].sets[0].load == .weight(Weight(92.5, .kg)))
    #expect(notebook.text.contains("// Week 2 ---"))
  }

  @Test func lastTimeRecordsAndAChartSeries() throws {
    let history = TrainingHistory.read([(name: "log.unit", text: try Self.sample("training-log.unit"))]).history
    let last = try #require(history.lastTime(of: "Squat"))
    #expect(last.session.exercises.contains { $0.name == "Squat" })
    #expect(!history.records(of: "Squat").isEmpty)
    let series = try #require(history.series(of: "Squat", metric: .e1rm))
    #expect(!series.points.isEmpty)
  }

  @Test func planTheNextSession() throws {
    let log = try Self.sample("upper-lower.unit")
    let history = TrainingHistory.read([(name: "routines.unit", text: log)]).history
    let plans = history.plans()
    let today = try #require(LocalDate("2026-12-04"))
    let plan = try #require(plans.nextSession(for: "Lower A", on: today))
    let text = try Notebook(sessions: [plan.session]).validatedCanonicalText()
    #expect(text.hasPrefix("# 2026-12-04 Lower A"))
  }

  @Test func convertToJSONAndBack() throws {
    let notebook = Notebook.parse(try Self.sample("conditioning.unit")).notebook
    let json = NotebookJSON.write(notebook)
    #expect(NotebookJSON.read(json).notebook == notebook)
    var chunks: [UInt8] = []
    let diagnostics = NotebookExport.export([try Self.sample("conditioning.unit")], to: .json) { chunks += $0 }
    #expect(diagnostics.allSatisfy { $0.isEmpty })
    #expect(NotebookJSON.read(chunks).notebook == notebook)
  }

  @Test func importAStrongExport() throws {
    let csv = try Self.sample("imports/strong-current-kg.csv")
    let format = try #require(NotebookImporter.detect(csv))
    let imported = NotebookImporter.read(csv, as: format)
    #expect(!imported.hasErrors)
    let merged = NotebookMerge.append(imported.notebook?.sessions ?? [], to: "")
    #expect(merged.output != nil)
  }
}
