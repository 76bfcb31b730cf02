import Foundation
import Testing

/// The library's public surface is its façade: the operations live in the
/// façade files, the values they take and return in `Model/` and the few
/// value files below (docs/ARCHITECTURE.md, "One façade"). A `public` anywhere
/// else is a new entry point nobody decided on, or a helper leaking out.
@Suite struct PublicSurfaceTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let library = repository.appendingPathComponent("Sources/UnitNotebook")

  /// Files that may declare `public`, relative to Sources/UnitNotebook; a
  /// folder ending in `/` allows every file in it.
  static let allowed: [String] = [
    // The façade: every operation an app calls.
    "UnitNotebook.swift", "Conversions.swift", "Importing.swift", "TextOrBytes.swift",
    // Edits of a notebook's text.
    "NotebookText.swift", "NotebookText+Edit.swift",
    // The values those operations take and return.
    "Model/", "Source/Diagnostic.swift", "Source/DiagnosticRenderer.swift", "Import/ImportTypes.swift",
    "Convert/ImportResult.swift", "Outline/NotebookOutline.swift",
    // The history (docs/history.md): its façade, and the values it answers with.
    "History/TrainingHistory.swift", "History/HistoryValues.swift", "History/ExerciseAliases.swift",
    "History/HistoryText.swift", "History/MuscleSets.swift",
    // Planning (docs/planning.md): the history's planning questions, and the plans.
    "Planning/TrainingHistory+Plans.swift", "Planning/SessionPlan.swift", "Planning/TrainingPlans.swift",
    // What an exercise trains (docs/muscles.md): the resolver, its answers, the catalogue.
    "Muscles/MuscleResolver.swift", "Muscles/ExerciseMuscles.swift", "Muscles/MuscleCatalogue.swift",
    // The record kinds the history answers with, in the training kernel.
    "Training/TrainingKernel.swift",
    // The diagnostics' codes, each stage's beside the builder of its messages (docs/diagnostics.md).
    "Syntax/Messages.swift", "Convert/ReadError.swift", "Convert/JSON/JSONReader.swift",
    "Convert/CSV/CSVNotebookReader+Cells.swift", "Import/ImportBuilder.swift", "AppExport/ExportWarnings.swift",
  ]

  /// Every Swift file of the library that declares something `public`
  /// (or an `@_spi`), relative to the library's folder.
  static func filesDeclaringPublic() throws -> [String] {
    let root = library.path + "/"
    guard let walker = FileManager.default.enumerator(atPath: library.path) else { return [] }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: root + path, encoding: .utf8)
      let declares = text.split(separator: "\n").contains { line in
        let t = line.drop { $0 == " " }
        return t.hasPrefix("public ") || t.hasPrefix("@_spi") || t.hasPrefix("open ")
      }
      if declares { found.append(path) }
    }
    return found.sorted()
  }

  @Test func onlyTheFacadeAndItsValuesArePublic() throws {
    let files = try Self.filesDeclaringPublic()
    #expect(files.contains("UnitNotebook.swift"), "the walk found the library: \(files)")
    let strays = files.filter { f in !Self.allowed.contains { $0.hasSuffix("/") ? f.hasPrefix($0) : f == $0 } }
    #expect(strays.isEmpty, "public outside the façade: \(strays)")
  }

  /// The files whose public types are the entry points an app starts
  /// from: the façade and the history's own.
  static let entryPointFiles = [
    "UnitNotebook.swift", "Conversions.swift", "Importing.swift", "History/TrainingHistory.swift",
    "Planning/TrainingHistory+Plans.swift", "Muscles/MuscleResolver.swift",
  ]

  /// The top-level public types of `files` (every public file when nil).
  static func publicTypes(in files: [String]? = nil) throws -> [String] {
    let root = library.path + "/"
    var names: [String] = []
    for file in try files ?? filesDeclaringPublic() {
      let text = try String(contentsOfFile: root + file, encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("public ") {
        let words = line.split(separator: " ")
        guard words.count >= 3, ["struct", "enum", "class", "protocol"].contains(String(words[1])) else { continue }
        names.append(String(words[2].prefix { $0.isLetter || $0.isNumber }))
      }
    }
    return names
  }

  /// The DocC overview lists what the façade offers; a public type missing
  /// from it is one an app developer would not find.
  @Test func theOverviewNamesEveryPublicType() throws {
    let overview = try String(
      contentsOfFile: Self.library.path + "/UnitNotebook.docc/UnitNotebook.md", encoding: .utf8)
    let missing = try Self.publicTypes().filter { !overview.contains("``\($0)``") }
    #expect(missing.isEmpty, "public types not in UnitNotebook.docc: \(missing)")
  }

  /// docs/ARCHITECTURE.md ("One façade") names the same public types.
  @Test func theArchitectureNamesEveryPublicType() throws {
    let doc = try String(contentsOf: Self.repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let missing = try Self.publicTypes().filter { !doc.contains("`\($0)`") && !doc.contains("`\($0).") }
    #expect(missing.isEmpty, "public types not in docs/ARCHITECTURE.md: \(missing)")
  }

  /// The README names every entry point.
  @Test func theReadmeNamesEveryEntryPoint() throws {
    let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let entryPoints = try Self.publicTypes(in: Self.entryPointFiles)
    #expect(entryPoints.contains("TrainingHistory"), "the entry points were read: \(entryPoints)")
    let missing = entryPoints.filter { !readme.contains("`\($0)`") && !readme.contains("`\($0).") }
    #expect(missing.isEmpty, "entry points not in README.md: \(missing)")
  }
}
