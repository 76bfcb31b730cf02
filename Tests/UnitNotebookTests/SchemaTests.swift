import Foundation
import Seeds
import Testing

@testable import UnitNotebook

/// Every golden JSON file, and the JSON of generated notebooks, fits
/// `docs/unit-notebook.schema.json`: required keys, types, words and ranges.
@Suite struct SchemaTests {
  static let schemaURL = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/unit-notebook.schema.json")

  static func schema() throws -> MiniSchema {
    MiniSchema(root: try JSONValue.parse(Array(try Data(contentsOf: schemaURL))))
  }

  @Test(arguments: Fixtures.names("json", ext: "json"))
  func goldenFileFitsTheSchema(_ name: String) throws {
    let value = try JSONValue.parse(try Fixtures.bytes("json", name + ".json"))
    #expect(try SchemaTests.schema().problems(of: value) == [])
  }

  @Test(arguments: SeedShare.take(UInt64(1)...200))
  func generatedNotebookFitsTheSchema(seed: UInt64) throws {
    var g = NotebookGenerator(seed: seed)
    let value = try JSONValue.parse(NotebookJSON.write(g.notebook()))
    let problems = try SchemaTests.schema().problems(of: value)
    #expect(problems == [], "\(problems)")
  }

  /// The checker itself catches what the schema forbids.
  @Test func theCheckerFindsProblems() throws {
    let bad = """
      {"format": "unit-notebook", "version": 4, "extra": 1, "sessions": [{"date": "26-1-1", "end": "08:00", "bodyweight": 0,
        "exercises": [{"name": " Squat", "superset": "a1", "sets": [{"reps": 5.5, "weight": -1, "status": "ok"},
        {"status": "done"}]}]}]}
      """
    let problems = try SchemaTests.schema().problems(of: try JSONValue.parse(Array(bad.utf8)))
    for expected in [
      "$.version: expected 3, found 4", "$: unexpected key extra", "$.sessions[0]: end needs start",
      "$.sessions[0]: bodyweight needs bodyweightUnit", "$.sessions[0].bodyweight: 0 breaks exclusiveMinimum 0",
      "$.sessions[0].exercises[0].sets[0]: weight needs unit", "$.sessions[0].exercises[0].sets[1]: fits none of anyOf",
      "$.sessions[0].exercises[0].sets[0].reps: expected integer, found 5.5",
    ] {
      #expect(problems.contains(expected), "\(expected) not in \(problems)")
    }
    #expect(problems.contains { $0.hasPrefix("$.sessions[0].date: \"26-1-1\" does not match") })
    #expect(problems.contains { $0.hasPrefix("$.sessions[0].exercises[0].name: \" Squat\" does not match") })
    #expect(problems.contains { $0.hasPrefix("$.sessions[0].exercises[0].superset: \"a1\" does not match") })
    #expect(problems.contains { $0.hasPrefix("$.sessions[0].exercises[0].sets[0].status: \"ok\" is not one of") })
  }
}
