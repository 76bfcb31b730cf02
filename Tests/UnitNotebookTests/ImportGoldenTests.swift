import Foundation
import Testing

@testable import UnitNotebook

/// Every sample export in `Samples/imports/` imports to the notebook in
/// `Fixtures/import/NAME.unit`, with exactly the warnings in `NAME.stderr`,
/// and the notebook obeys the laws (prints, parses back the same, is canonical).
@Suite struct ImportGoldenTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples/imports")

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The format each sample must be recognised as, and the unit it needs.
  static let expected: [String: (ImportFormat, WeightUnit?)] = [
    "strong-iphone-lb.csv": (.strong, .lb),
    "strong-android-kg.csv": (.strong, nil),
    "strong-current-kg.csv": (.strong, nil),
    "strong-french-kg.csv": (.strong, .kg),
    "strong-german-kg.csv": (.strong, .kg),
    "strong-portuguese-kg.csv": (.strong, .kg),
    "strong-2016-lb.csv": (.strong, nil),
    "hevy-lbs-km.csv": (.hevy, nil),
    "fitnotes-mixed.csv": (.fitnotes, nil),
    "fitbod.csv": (.fitbod, nil),
    "stronglifts-lb.csv": (.stronglifts, nil),
    "strong-shared.txt": (.strongText, nil),
    "hevy-shared.txt": (.hevyText, nil),
  ]

  @Test(arguments: cases)
  func imports(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: Self.samples.appendingPathComponent(file)))
    let (format, unit) = try #require(Self.expected[file], "add \(file) to ImportGoldenTests.expected")
    #expect(NotebookImporter.detect(bytes) == format)
    let result = NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: unit))
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let notebook = try #require(result.notebook)
    let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    try Fixtures.expect(notebook.canonicalText, matches: "import", name + ".unit")
    try Fixtures.expect(
      DiagnosticRenderer(fileName: file).render(result.diagnostics), matches: "import", name + ".stderr")
    Laws.roundTrip(notebook)
    #expect(notebook.sessions.allSatisfy { $0.exercises.allSatisfy { $0.sets.allSatisfy { $0.status == .done } } })
  }

  @Test func everySampleIsListed() {
    #expect(Set(Self.cases) == Set(Self.expected.keys))
  }
}

/// Malformed exports in `Fixtures/import-errors/` stop with exactly the
/// error in `NAME.stderr`, and give no notebook. A name ending in `-kg` is
/// read with the unit kg given (`--unit kg`), for an export that needs it.
@Suite struct ImportErrorTests {
  static var cases: [String] {
    let dir = Fixtures.root.appendingPathComponent("import-errors")
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
      .filter { !$0.hasSuffix(".stderr") }.sorted()
  }

  @Test(arguments: cases)
  func stops(_ file: String) throws {
    let bytes = try Fixtures.bytes("import-errors", file)
    let format = try #require(NotebookImporter.detect(bytes), "\(file) is not recognised")
    let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    let result = NotebookImporter.read(
      bytes, as: format, options: ImportOptions(unit: name.hasSuffix("-kg") ? .kg : nil))
    #expect(result.notebook == nil)
    #expect(result.diagnostics.count == 1)
    try Fixtures.expect(
      DiagnosticRenderer(fileName: file).render(result.diagnostics), matches: "import-errors", name + ".stderr")
  }

  @Test func thereAreCases() {
    #expect(ImportErrorTests.cases.count >= 8)
  }
}

/// Minimal exports in `Fixtures/import-warnings/` that import whole, with
/// warnings: each gives exactly the notebook in `NAME.unit` and the
/// warnings in `NAME.stderr` (issue 33: never refuse a file for a value
/// the importer can read by an assumption it says). A name ending in `-kg`
/// is read with the unit kg given.
@Suite struct ImportWarningTests {
  static var cases: [String] {
    let dir = Fixtures.root.appendingPathComponent("import-warnings")
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
      .filter { !$0.hasSuffix(".stderr") && !$0.hasSuffix(".unit") }.sorted()
  }

  @Test(arguments: cases)
  func imports(_ file: String) throws {
    let bytes = try Fixtures.bytes("import-warnings", file)
    let format = try #require(NotebookImporter.detect(bytes), "\(file) is not recognised")
    let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    let result = NotebookImporter.read(
      bytes, as: format, options: ImportOptions(unit: name.hasSuffix("-kg") ? .kg : nil))
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let notebook = try #require(result.notebook)
    try Fixtures.expect(notebook.canonicalText, matches: "import-warnings", name + ".unit")
    try Fixtures.expect(
      DiagnosticRenderer(fileName: file).render(result.diagnostics), matches: "import-warnings", name + ".stderr")
    Laws.roundTrip(notebook)
  }

  @Test func thereAreCases() {
    #expect(ImportWarningTests.cases.count >= 8)
  }
}
