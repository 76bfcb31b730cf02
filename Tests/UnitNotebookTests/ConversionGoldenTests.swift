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
  }
}

/// The conversion laws over generated notebooks (no comments: the model has none).
@Suite struct ConversionPropertyTests {
  static let seeds: [UInt64] = Array(1...1200)

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
