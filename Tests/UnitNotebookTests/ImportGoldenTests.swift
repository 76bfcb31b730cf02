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
  static let formats: [String: (ImportFormat, WeightUnit?)] = [
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
    "jefit-kg.csv": (.jefit, nil),
    "liftosaur-history.csv": (.liftosaur, nil),
    "liftosaur-workouts.txt": (.liftosaurText, nil),
    "liftosaur-api.json": (.liftosaurText, nil),
    "fitdown-notes.txt": (.fitdown, nil),
    "syntax-fitness-2026-04-20.md": (.syntaxFitness, nil),
    "syntax-fitness-2026-04-21-run.md": (.syntaxFitness, nil),
    "syntax-fitness-push-a.md": (.syntaxFitness, nil),
    "liftmark-sessions.json": (.liftmark, nil),
    "lift-md-push-day.md": (.liftMD, nil),
  ]

  /// The samples read with the same rule for their UTC times (one hour east
  /// of UTC), so their goldens hold on every machine.
  static let expected = formats.mapValues { ($0.0, $0.1, LocalTimeRule.fixed(secondsEast: 3600)) }

  /// Sets the app does not say were done: Fitdown's unticked tasks are
  /// planned, LiftMark's failed sets ✗.
  static let mayHaveOtherStatuses: Set<ImportFormat> = [.fitdown, .liftmark]

  @Test(arguments: cases)
  func imports(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: Self.samples.appendingPathComponent(file)))
    let (format, unit, rule) = try #require(Self.expected[file], "add \(file) to ImportGoldenTests.formats")
    #expect(NotebookImporter.detect(bytes) == format)
    let result = NotebookImporter.read(bytes, as: format, options: ImportOptions(unit: unit, localTime: rule))
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let notebook = try #require(result.notebook)
    let name = String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)])
    try Fixtures.expect(notebook.canonicalText, matches: "import", name + ".unit")
    try Fixtures.expect(
      DiagnosticRenderer(fileName: file).render(result.diagnostics), matches: "import", name + ".stderr")
    Laws.roundTrip(notebook)
    if !Self.mayHaveOtherStatuses.contains(format) {
      #expect(notebook.sessions.allSatisfy { $0.exercises.allSatisfy { $0.sets.allSatisfy { $0.status == .done } } })
    }
    #expect(
      NotebookFormatter.check(utf8: notebook.canonicalUTF8).isEmpty,
      "unit check is not silent on the import of \(file)")
    // Imported again `--into` the notebook it made, it adds nothing.
    let again = NotebookMerge.newSessions(notebook, notIn: Notebook.parse(utf8: notebook.canonicalUTF8).notebook)
    #expect(again.sessions.isEmpty && again.skipped == notebook.sessions.count, "\(file): added again")
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
