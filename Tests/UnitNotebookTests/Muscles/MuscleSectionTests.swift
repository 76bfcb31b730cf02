import Testing

@testable import UnitNotebook

/// The notebook's muscles section (docs/syntax.md, "Muscles"): what it
/// reads into, its laws, where it may stand, and the resolver reading it.
@Suite struct MuscleSectionTests {
  static let typed = """
    > Block 3.
    #  muscles
    - zercher squat: Quads, glutes; secondary adductors, Lower-Back
    Dragon Flag: abs
    Pull Up: lats
    pullups: lats, biceps; secondary: middle back

    # 2026-11-29 Lower A
    Zercher Squat 100kg x 5 done
    Pull-Up BW x 8 done
    """

  @Test func readsIntoTheModel() {
    let result = Notebook.parse(Self.typed)
    #expect(!result.hasErrors)
    #expect(
      result.notebook.muscles == [
        MuscleDeclaration(
          exercise: "zercher squat", primary: [.quadriceps, .glutes], secondary: [.adductors, .lowerBack]),
        MuscleDeclaration(exercise: "Dragon Flag", primary: [.abdominals]),
        MuscleDeclaration(exercise: "Pull Up", primary: [.lats]),
        MuscleDeclaration(exercise: "pullups", primary: [.lats, .biceps], secondary: [.middleBack]),
      ])
    #expect(result.notebook.notes == ["Block 3."])
    #expect(result.notebook.sessions.count == 1)
  }

  /// Two declarations of one exercise: a warning at the later, which counts.
  @Test func theLaterDeclarationCountsWithAWarning() throws {
    let result = Notebook.parse(Self.typed)
    let warning = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(warning.severity == .warning && warning.code == .duplicateDeclaration)
    #expect(warning.line == 6 && warning.column == 1)
    let resolver = MuscleResolver(notebooks: [result.notebook])
    #expect(resolver.muscles(of: "Pull-Up")?.primary == [.lats, .biceps])
    #expect(resolver.muscles(of: "Zercher Squat")?.secondary == [.adductors, .lowerBack])
  }

  /// fmt is idempotent, keeps the meaning, and the text is the model's;
  /// JSON and CSV carry the section both ways, byte for byte.
  @Test func formatsAndConvertsWithoutLoss() throws {
    let canonical = try #require(Laws.format(Array(Self.typed.utf8)))
    #expect(canonical.hasPrefix("> Block 3.\n\n# Muscles\n\nzercher squat: quadriceps, glutes; secondary: adductors"))
    for format in [ConversionLaws.Format.json, .csv] {
      ConversionLaws.check(Array(canonical.utf8), format)
    }
    Laws.roundTrip(Notebook.parse(canonical).notebook)
  }

  /// A declaration's name is escaped where it must be, and reads back.
  @Test func namesThatHoldSyntax() {
    for name in [
      "Ratio: Curl", "# Hash Press", "> Arrow", "- Bullet", "A1. Label", "Back\\", "Press // now", "✓ Press",
    ] {
      let notebook = Notebook(muscles: [MuscleDeclaration(exercise: name, primary: [.chest])])
      Laws.roundTrip(notebook)
    }
  }

  /// The section's rules need no other chunk: each error is the same read
  /// a chunk at a time (as the editor reads) as in one reading.
  @Test func placesAreCheckedChunkByChunk() {
    let text = """
      # Muscles
      Press: shoulders
      # Muscles
      Curl: biceps

      # 2026-11-29 Lower A
      # Muscles
      Squat: quadriceps
      Squat 100kg × 5 ✓

      # Routine Lower B
      ## Muscles
      Curl: biceps
      """
    OutlineChunksTests.expectOneReading(text, "misplaced muscles sections")
    let codes = Notebook.parse(text).diagnostics.compactMap(\.code)
    // Under a misplaced heading the lines are read as declarations too.
    #expect(codes == [.secondMusclesSection, .misplacedMuscles, .expectedDeclarationColon, .misplacedMuscles])
  }

  /// A routine's section may not be named so that it reads as the heading.
  @Test func aSectionNamedMusclesIsRefused() {
    let routine = Routine(name: "531", sections: [RoutineSection(name: "Muscles Week")])
    #expect(Notebook(routines: [routine]).invariants.map(\.path) == ["routines[0].sections[0].name"])
  }

  /// A declaration a model holds that text cannot: each problem at its path.
  @Test func invariants() {
    let bad = Notebook(muscles: [
      MuscleDeclaration(exercise: " Squat", primary: []),
      MuscleDeclaration(exercise: "Row", primary: [.lats, .lats], secondary: [.lats]),
    ])
    #expect(
      bad.invariants.map(\.path) == [
        "muscles[0].exercise", "muscles[0].primary", "muscles[1].primary[1]", "muscles[1].secondary[0]",
      ])
  }

  /// The apps' layouts have no place for it: the export says so.
  @Test func theAppsExportsSaySoOnce() {
    let warnings = NotebookExport.export([Array(Self.typed.utf8)], to: .strong) { _ in }.flatMap { $0 }
    let muscles = warnings.filter { $0.message.hasPrefix("the muscles section is not written") }
    #expect(muscles.count == 1 && muscles.first?.line == 2)
  }
}
