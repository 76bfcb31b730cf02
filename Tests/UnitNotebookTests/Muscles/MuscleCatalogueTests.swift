import Foundation
import Testing

@testable import UnitNotebook

/// The catalogue shipped in the library: Swift source that
/// `Sources/UnitNotebook/Muscles/generate.sh` makes from `exercises.tsv`
/// beside it, and the hand-made tables over it (corrections, aliases).
@Suite struct MuscleCatalogueTests {
  static let folder = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/UnitNotebook/Muscles")
  static let generated = folder.appendingPathComponent("MuscleCatalogue+Exercises.swift")

  /// The embedded source is what the generator makes from the TSV
  /// (`UPDATE_GOLDEN=1` runs it and writes the file).
  @Test func theEmbeddedSourceIsTheGeneratorsOutput() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [Self.folder.appendingPathComponent("generate.sh").path, "--stdout"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let made = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "generate.sh failed")
    if Fixtures.updating { try made.write(to: Self.generated) }
    let embedded = try Data(contentsOf: Self.generated)
    #expect(made == embedded, "run Sources/UnitNotebook/Muscles/generate.sh: the catalogue differs from the TSV's")
  }

  /// Every row of the TSV is an exercise, in its order, with its groups.
  @Test func theCatalogueHoldsEveryRowOfTheTSV() throws {
    let tsv = try String(contentsOf: Self.folder.appendingPathComponent("exercises.tsv"), encoding: .utf8)
    let rows = tsv.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    #expect(rows.count == 873)
    #expect(MuscleCatalogue.tsvExercises.count == rows.count)
    for (row, e) in zip(rows, MuscleCatalogue.tsvExercises) {
      #expect(String(row[0]) == e.name)
      #expect(String(row[1]) == (e.equipment?.rawValue ?? ""))
      #expect(row[5].split(separator: ",").map(String.init) == e.primary.map(\.name))
    }
  }

  /// A secondary group that is also primary (the TSV has nine) is primary only.
  @Test func noGroupIsBothPrimaryAndSecondary() {
    for e in MuscleCatalogue.exercises {
      #expect(e.primary.allSatisfy { !e.secondary.contains($0) }, "\(e.name)")
      #expect(!e.primary.isEmpty, "\(e.name)")
    }
    let stretch = MuscleCatalogue.exercise(named: "All Fours Quad Stretch")
    #expect(stretch?.primary == [.quadriceps] && stretch?.secondary == [])
  }

  /// Each correction names an exercise of the TSV, changes it, and is
  /// written in docs/muscles.md.
  @Test func everyCorrectionIsTheCataloguesAndDocumented() throws {
    let doc = try String(
      contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/muscles.md"), encoding: .utf8)
    for (name, fix) in CatalogueCorrections.list {
      let original = MuscleCatalogue.tsvExercises.first { $0.name == name }
      #expect(original != nil, "\(name) is not in the catalogue")
      #expect(original.map { ($0.primary, $0.secondary) != (fix.primary, fix.secondary) } ?? false, "\(name)")
      let corrected = MuscleCatalogue.exercise(named: name)
      #expect(corrected?.isCorrected == true && corrected?.primary == fix.primary, "\(name)")
      #expect(doc.contains("| \(name) |"), "docs/muscles.md does not list the correction of \(name)")
    }
    #expect(CatalogueCorrections.byName.count == CatalogueCorrections.list.count)
  }

  /// Each alias stands for an exercise of the catalogue, and its name
  /// resolves to it through the alias; each is written in docs/muscles.md.
  @Test func everyAliasResolvesToItsExercise() throws {
    let resolver = MuscleResolver()
    for (k, alias) in CommonLiftNames.list.enumerated() {
      let target = try #require(CommonLiftNames.targets[k], "\(alias.catalogue) is not in the catalogue")
      let found = resolver.muscles(of: alias.name)
      #expect(found?.source == .alias(alias.name, MuscleCatalogue.exercises[target]), "\(alias.name)")
    }
  }
}
