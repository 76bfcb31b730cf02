import Seeds
import Testing

@testable import UnitNotebook

/// `Fixtures/json/NAME.unit` ↔ `NAME.json` and `Fixtures/csv/NAME.unit` ↔
/// `NAME.csv`, both ways, under the conversion laws.
@Suite struct ConversionGoldenTests {
  static let jsonCases = Fixtures.names("json", ext: "unit")
  static let csvCases = Fixtures.names("csv", ext: "unit")

  @Test(arguments: jsonCases)
  func json(_ name: String) throws {
    try check(name, .json)
  }

  @Test(arguments: csvCases)
  func csv(_ name: String) throws {
    try check(name, .csv)
  }

  func check(_ name: String, _ format: ConversionLaws.Format) throws {
    let folder = format.rawValue
    let text = try Fixtures.bytes(folder, name + ".unit")
    guard let exported = ConversionLaws.check(text, format) else { return }
    try Fixtures.expect(String(decoding: exported, as: UTF8.self), matches: folder, name + "." + folder)
    if Fixtures.updating { return }
    // The golden file itself reads back to the canonical notebook.
    let golden = try Fixtures.bytes(folder, name + "." + folder)
    let read = format.read(golden)
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
    #expect(read.notebook?.canonicalUTF8 == NotebookFormatter.format(utf8: text).output, "\(name).\(folder) → text")
  }

  @Test func thereAreCases() {
    #expect(ConversionGoldenTests.jsonCases.count >= 5)
    #expect(ConversionGoldenTests.csvCases.count >= 5)
    #expect(ConversionGoldenTests.olderJSON.count >= 5)
    #expect(ConversionGoldenTests.olderCSV.count >= 5)
    #expect(ConversionGoldenTests.secondJSON.count >= 5)
    #expect(ConversionGoldenTests.secondCSV.count >= 5)
  }

  /// Files written before routines and rests (JSON version 1, the CSV
  /// header ending at session_note) still import: `json-v1/NAME.json` and
  /// `csv-v1/NAME.csv` (the golden files of that time) read to the notebook
  /// of `json/NAME.unit` and `csv/NAME.unit`.
  static let olderJSON = Fixtures.names("json-v1", ext: "json")
  static let olderCSV = Fixtures.names("csv-v1", ext: "csv")

  @Test(arguments: olderJSON)
  func olderJSONStillImports(_ name: String) throws {
    try checkOlder(name, .json, folder: "json-v1")
  }

  @Test(arguments: olderCSV)
  func olderCSVStillImports(_ name: String) throws {
    try checkOlder(name, .csv, folder: "csv-v1")
  }

  /// Files written before body weights (JSON version 2, the CSV header
  /// ending at step_unit): `json-v2/NAME.json` and `csv-v2/NAME.csv`, the
  /// golden files of that time, read to the notebook of `json/NAME.unit`
  /// and `csv/NAME.unit`.
  static let secondJSON = Fixtures.names("json-v2", ext: "json")
  static let secondCSV = Fixtures.names("csv-v2", ext: "csv")

  @Test(arguments: secondJSON)
  func secondJSONStillImports(_ name: String) throws {
    try checkOlder(name, .json, folder: "json-v2")
  }

  @Test(arguments: secondCSV)
  func secondCSVStillImports(_ name: String) throws {
    try checkOlder(name, .csv, folder: "csv-v2")
  }

  func checkOlder(_ name: String, _ format: ConversionLaws.Format, folder: String) throws {
    let old = try Fixtures.bytes(folder, name + "." + format.rawValue)
    let text = try Fixtures.bytes(format.rawValue, name + ".unit")
    let read = format.read(old)
    #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
    #expect(read.notebook?.canonicalUTF8 == NotebookFormatter.format(utf8: text).output, "\(folder)/\(name) → text")
  }
}

/// The conversion laws over generated notebooks (no comments: the model has none).
@Suite struct ConversionPropertyTests {
  static let seeds: [UInt64] = SeedShare.take(1...1200)

  @Test(arguments: seeds)
  func jsonRoundTrip(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    ConversionLaws.check(g.notebook().canonicalUTF8, .json)
  }

  @Test(arguments: seeds)
  func csvRoundTrip(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    ConversionLaws.check(g.notebook().canonicalUTF8, .csv)
  }
}
