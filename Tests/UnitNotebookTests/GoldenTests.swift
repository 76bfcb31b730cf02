import Testing

@testable import UnitNotebook

/// `Fixtures/format/NAME.input` formats to `NAME.golden`, under the laws.
@Suite struct FormatGoldenTests {
  static let cases = Fixtures.names("format", ext: "input")

  @Test(arguments: cases)
  func formats(_ name: String) throws {
    let input = try Fixtures.bytes("format", name + ".input")
    guard let out = Laws.format(input) else { return }
    try Fixtures.expect(out, matches: "format", name + ".golden")
    // The golden file is itself canonical.
    let golden = try Fixtures.bytes("format", name + ".golden")
    if !Fixtures.updating {
      #expect(Laws.format(golden) == String(decoding: golden, as: UTF8.self), "golden is not canonical")
    }
  }

  @Test func thereAreCases() {
    #expect(FormatGoldenTests.cases.count >= 20)
  }
}

/// `Fixtures/errors/NAME.unit` gives exactly the diagnostics in `NAME.stderr`.
@Suite struct ErrorGoldenTests {
  static let cases = Fixtures.names("errors", ext: "unit")

  @Test(arguments: cases)
  func reports(_ name: String) throws {
    let input = try Fixtures.bytes("errors", name + ".unit")
    let result = NotebookFormatter.format(utf8: input)
    #expect(result.output == nil, "bad input was formatted")
    #expect(!result.diagnostics.isEmpty)
    let rendered = DiagnosticRenderer(fileName: name + ".unit").render(result.diagnostics, source: input)
    try Fixtures.expect(rendered, matches: "errors", name + ".stderr")
    // check reports the same as fmt.
    #expect(NotebookFormatter.check(utf8: input) == result.diagnostics)
  }

  @Test func thereAreCases() {
    #expect(ErrorGoldenTests.cases.count >= 10)
  }
}
