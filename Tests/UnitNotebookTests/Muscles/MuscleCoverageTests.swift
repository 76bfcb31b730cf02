import Foundation
import Testing

@testable import UnitNotebook

/// How much of a real lifter's log the resolver knows: the three real
/// exports (`RealExportTests.folder`) imported whole, as `unit import FILE
/// -o x.unit` writes them, and read back; the share of counted sets (done,
/// not warm-ups) whose exercise resolves to muscles. docs/muscles.md
/// quotes the figures this prints; the goal is 90% of each export. Skips
/// itself when the exports are absent.
@Suite struct MuscleCoverageTests {
  struct Coverage {
    var counted = 0
    var resolved = 0
    /// Exercises without muscles, with their counted sets, most first.
    var unknown: [(name: String, sets: Int)] = []

    var share: Double { counted == 0 ? 0 : Double(resolved) / Double(counted) }
  }

  static func coverage(of notebook: Notebook, resolver: MuscleResolver = MuscleResolver()) -> Coverage {
    var coverage = Coverage()
    var unknown: [String: Int] = [:]
    for session in notebook.sessions {
      for exercise in session.exercises {
        let counted = exercise.sets.filter { $0.status == .done && $0.kind != .warmup }.count
        coverage.counted += counted
        if resolver.muscles(of: exercise.name) != nil {
          coverage.resolved += counted
        } else if counted > 0 {
          unknown[exercise.name, default: 0] += counted
        }
      }
    }
    coverage.unknown = unknown.map { ($0.key, $0.value) }.sorted { ($0.sets, $1.name) > ($1.sets, $0.name) }
    return coverage
  }

  /// The export imported and written as a notebook, then read back.
  static func importedNotebook(_ file: String, unit: WeightUnit? = nil) throws -> Notebook {
    let bytes = try #require(RealExportTests.load(file))
    let format = try #require(NotebookImporter.detect(bytes))
    let imported = try #require(NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: unit)).notebook)
    let parsed = Notebook.parse(imported.canonicalText)
    #expect(!parsed.hasErrors)
    return parsed.notebook
  }

  static let exports: [(file: String, unit: WeightUnit?)] = [
    ("hevy-7210-sets.csv", nil), ("strong-1b-5402-sets.csv", nil), ("strong-1a-no-notes-249-sets.csv", .kg),
  ]

  @Test(.enabled(if: RealExportTests.present), arguments: exports.map(\.file))
  func atLeastNinetyPercentOfCountedSetsResolve(file: String) throws {
    let unit = Self.exports.first { $0.file == file }?.unit
    let c = Self.coverage(of: try Self.importedNotebook(file, unit: unit))
    let percent = (c.share * 1000).rounded() / 10
    let unknown = c.unknown.map { "\($0.sets) \($0.name)" }.joined(separator: "; ")
    print("muscle coverage: \(file): \(c.resolved) of \(c.counted) counted sets (\(percent)%); unknown: \(unknown)")
    #expect(c.counted > 0)
    #expect(c.share >= 0.9, "\(file): \(percent)% of counted sets resolve")
  }

  /// The history's answer (`unit muscles`) is the count above: the same
  /// counted and resolved sets, the rest listed, most sets first.
  @Test(.enabled(if: RealExportTests.present), arguments: exports.map(\.file))
  func theHistoryListsTheRest(file: String) throws {
    let unit = Self.exports.first { $0.file == file }?.unit
    let notebook = try Self.importedNotebook(file, unit: unit)
    let c = Self.coverage(of: notebook)
    let history = TrainingHistory(notebooks: [(name: file, notebook: notebook)]).muscleCoverage()
    #expect((history.sets, history.resolved) == (c.counted, c.resolved))
    #expect(history.unknown.map(\.exercise) == c.unknown.map(\.name))
    #expect(history.unknown.map(\.sets) == c.unknown.map(\.sets))
  }
}
