import Seeds
import Testing

@testable import UnitNotebook

/// Bad and huge input never crashes: it gives diagnostics with a line and
/// column, or simply formats.
@Suite struct RobustnessTests {
  @Test func invalidUTF8AndOverlongEncodingsAreReported() {
    let cases: [[UInt8]] = [
      [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3],
      [0x80], [0xF0, 0x9F, 0x92],
    ]
    for bad in cases {
      let input = Array("# 2026-11-29\nSquat ".utf8) + bad + Array(" 100kg × 5\n".utf8)
      let result = NotebookFormatter.format(utf8: input)
      #expect(result.output == nil)
      #expect(result.diagnostics.first?.line == 2)
      #expect(result.diagnostics.first?.column == 7)
      #expect(result.diagnostics.first?.message.contains("UTF-8") == true)
    }
  }

  @Test func nulBytesAreReported() {
    let input = Array("# 2026-11-29\nSquat 100kg".utf8) + [0] + Array(" × 5\n".utf8)
    let d = NotebookFormatter.check(utf8: input)
    #expect(d.count == 1)
    #expect(d.first?.message == "control character U+0000 is not allowed in a notebook")
    #expect(d.first.map { ($0.line, $0.column) } ?? (0, 0) == (2, 12))
  }

  /// The scanner reads eight bytes at a time and lets tabs through: a
  /// control character right after tabs, at any place in the eight, is
  /// still found, on its own column.
  @Test func controlCharactersAfterTabsAreFound() {
    for tabs in 0..<10 {
      for control: UInt8 in [0x00, 0x01, 0x08, 0x0B, 0x1F, 0x7F] {
        let line = [UInt8](repeating: 0x09, count: tabs) + [control] + Array(" 100kg × 5".utf8)
        let input = Array("# 2026-11-29\nSquat\n".utf8) + line + [0x0A]
        let d = NotebookFormatter.check(utf8: input)
        #expect(d.count == 1, "\(tabs) tabs, then \(control)")
        #expect(d.first?.line == 3)
        #expect(d.first?.column == tabs + 1, "\(tabs) tabs, then \(control)")
      }
    }
    // Tabs alone indent: nothing to report.
    let clean = Array("# 2026-11-29\nSquat\n\t\t\t\t\t\t\t\t\t100kg × 5\n".utf8)
    #expect(NotebookFormatter.check(utf8: clean).isEmpty)
  }

  @Test(StressLane.only) func aTenMegabyteNameFormats() {
    let name = String(repeating: "a", count: 10 << 20)
    let input = Array("# 2026-11-29\n\(name) 100kg × 5 ✓\n".utf8)
    let out = NotebookFormatter.format(utf8: input).output
    #expect(out.map { $0.count } == input.count + 1)  // plus the blank line after the heading
  }

  @Test func aTenMegabyteBadLineIsReportedWithABoundedExcerpt() {
    let junk = String(repeating: "x", count: 10 << 20)
    let source = Array("# 2026-11-29\nSquat \(junk) 60 × 8\n".utf8)
    let d = NotebookFormatter.check(utf8: source)
    #expect(d.count == 1)
    let rendered = DiagnosticRenderer(fileName: "big.unit").render(d, source: source)
    #expect(rendered.count < 400)
  }

  @Test(StressLane.only) func aMillionLinesFormat() {
    var text = "# 2026-11-29 Volume\nSquat\n"
    text.reserveCapacity(14_000_000)
    for i in 0..<1_000_000 { text += "  \(100 + i % 50)kg × 5 ✓\n" }
    let result = NotebookFormatter.format(utf8: Array(text.utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.output.map { $0.filter { $0 == 0x0A }.count } == 1_000_003)
  }

  @Test func longNumbersAreErrorsNotCrashes() {
    let forty = "1234567890123456789012345678901234567890"
    for n in ["123456789012345678901234567890", forty, "9999999999999999", "0.0000000000000001", "1.\(forty)"] {
      let d = NotebookFormatter.check(utf8: Array("# 2026-11-29\nSquat \(n)kg × 5\n".utf8))
      #expect(d.first?.message == "a number has at most 15 digits", "\(n)")
    }
    let reps = NotebookFormatter.check(utf8: Array("# 2026-11-29\nSquat 100kg × 99999999999999999999\n".utf8))
    #expect(reps.first?.message == "a number has at most 15 digits")
  }

  /// Linear, not quadratic: a million headings take seconds; the limit is
  /// only there so that a quadratic slip (hours) fails instead of hanging,
  /// and is wide enough for a debug build on a loaded 2-core machine (one
  /// minute was not, with the whole suite running beside it).
  @Test(StressLane.only) func aMillionSessionsAreChecked() {
    let inTime = OwnTime.within(.seconds(300)) {
      var text: [UInt8] = []
      text.reserveCapacity(13_000_000)
      let heading = Array("# 2026-11-29\n".utf8)
      for _ in 0..<1_000_000 { text += heading }
      #expect(NotebookFormatter.check(utf8: text).isEmpty)
    }
    #expect(inTime, "more than 5 minutes of its own time")
  }

  /// Values no notebook can hold: each is a clear error at its place.
  static let hostileValues: [(String, String, Int)] = [
    ("Squat 100kg × 5 @1e309", "expected ✓, ✗, @RPE, rest or > note after the set, found 'e309'", 19),
    ("Squat 100kg × 5 @99999999999999999999", "a number has at most 15 digits", 18),
    ("Plank 25:61", "minutes and seconds must be below 60 in 25:61", 7),
    ("Run 5km 25:61", "minutes and seconds must be below 60 in 25:61", 9),
  ]

  @Test(arguments: hostileValues)
  func hostileValuesAreClearErrors(_ line: String, _ message: String, _ column: Int) {
    let d = NotebookFormatter.check(utf8: Array("# 2026-11-29\n\(line)\n".utf8))
    #expect(d.map(\.description) == ["2:\(column): error: \(message)"])
  }

  /// Hostile routines: each is a clear error at its place, or formats (under
  /// the laws) and reads back; nil: it formats.
  static let hostileRoutines: [(String, String?)] = [
    ("Squat 100kg 1001×5", "2:13: error: a shorthand can stand for at most 1000 sets"),
    ("Squat 100kg 99999999999999999999×5", "2:13: error: a number has at most 15 digits"),
    ("Squat 100kg 0×5", "2:13: error: the number of sets must be at least 1"),
    ("Squat 1.5×5", "2:7: error: the number of sets must be a whole number, found 1.5"),
    ("Plank 21×60s", "2:9: error: expected a unit after 21 (kg or lb): 21×… without a unit would mean 21 sets"),
    ("Squat 100kg 3×12–8", "2:15: error: a rep range goes from fewer reps to more (8–12), found 12–8"),
    ("Squat 100kg 3×8–99999999999999999999", "2:17: error: a number has at most 15 digits"),
    ("Squat 100kg 3×5 +99999999999999999999kg", "2:18: error: a number has at most 15 digits"),
    ("Squat 100kg 3×5 ++2kg", "2:17: error: a step is a weight to add, such as +2.5kg or +5lb, found '++2kg'"),
    ("Squat 100kg 3×5 rest rest", "2:22: error: expected a duration after rest (for example rest 2:00 or rest 90s)"),
    ("Squat 100kg 3×5 rest 1000000:00:00", "2:22: error: this number is too large"),
    ("Squat 100kg 3×5 +0kg", nil),
    ("Squat 100kg 1000×1", nil),
    ("Plank 20×60s", nil),
    ("Squat BW 3×8–12 +0.001lb rest 999999:59:59", nil),
    // Nested dashes make no range: the line is a name, as `Row 2000yd` is.
    ("Squat 3×8–12–16", nil),
    ("Squat 3×8——12", nil),
    // A load in a routine opens the prescription: one that does not read
    // is an error, never a name (docs/syntax.md, "Programs").
    ("Squat 100kg 3×–5", "2:15: error: expected reps, a time or a distance, found '–5'"),
  ]

  @Test(arguments: hostileRoutines)
  func hostileRoutinesAreClearErrorsOrFormat(_ line: String, _ expected: String?) {
    let text = Array("# Routine Hostile\n\(line)\n".utf8)
    guard let expected else {
      #expect(Laws.format(text) != nil)
      #expect(FuzzOracle.notebookText(text) == nil)
      return
    }
    #expect(NotebookFormatter.check(utf8: text).map(\.description) == [expected])
  }

  /// Headings no calendar or clock has.
  @Test(arguments: [
    ("# 0000-01-01", "0000-01-01 is not a date"),
    ("# 99999-01-01", "expected a date (YYYY-MM-DD) after #, or Routine and the routine's name"),
    ("# 2026-11-29 25:61", "25:61 is not a time"),
  ])
  func impossibleHeadingsAreClearErrors(_ heading: String, _ message: String) {
    let d = NotebookFormatter.check(utf8: Array("\(heading)\n".utf8))
    #expect(d.first?.message == message)
  }

  @Test func aLoneCarriageReturnIsAnError() {
    let d = NotebookFormatter.check(utf8: Array("# 2026-11-29\rSquat 100kg × 5\n".utf8))
    #expect(d.map(\.description) == ["1:13: error: a carriage return must be followed by a line feed"])
  }

  @Test func aHundredThousandRepCountsInOneShorthandAreBounded() {
    let list = Array(repeating: "5", count: 100_000).joined(separator: ",")
    let d = NotebookFormatter.check(utf8: Array("# 2026-11-29\nSquat 100kg × \(list)\n".utf8))
    #expect(d.first?.message == "a shorthand can stand for at most 1000 sets")
  }

  @Test func manyErrorsAreCountedButTheReportIsBounded() {
    var text = "# 2026-11-29\n"
    for _ in 0..<5000 { text += "Squat 60 × 8\n" }
    var sink = DiagnosticSink()
    Array(text.utf8).withUnsafeBufferPointer { b in Pipeline.run(b, sink: &sink) { _, _ in } }
    #expect(sink.errorCount == 5000)
    #expect(sink.items.count == DiagnosticSink.limit)
    let last = sink.sorted.last
    #expect(sink.sorted.count == DiagnosticSink.limit + 1)
    #expect(last?.description == "1002:9: error: 4000 more problems are not shown: unit reports at most 1000 in a file")
  }

  /// Tiny inputs either format or are reported, never half of each: with no
  /// error, there is output, formatting it again changes nothing, it reads
  /// back to the same notebook, and an empty output means the input held
  /// nothing but layout; with an error, there is no output, and every
  /// diagnostic points at a line and column that exist in the input.
  @Test(arguments: [
    "", "\n", "\n\n\n", "   ", "\t", "\r\n", "\r", "// only a comment", "\u{FEFF}", "\u{FEFF}#", "#", "#\n#", "# ",
    ">", "> ", ">\n>", "> a\n>", "-", "*", "x", "×", "✓", "\\", "@8", "5", "BW", "Squat", "60kg × 5",
    "# 2026-11-29", "# 2026-11-29\nSquat", "# 2026-11-29\n>",
  ])
  func tinyInputsFormatOrAreReported(_ text: String) {
    let bytes = Array(text.utf8)
    let result = NotebookFormatter.format(utf8: bytes)
    let errors = result.diagnostics.filter { $0.severity == .error }
    let parsed = Notebook.parse(utf8: bytes)
    #expect(parsed.hasErrors == !errors.isEmpty, "parse and format disagree on whether there is an error")
    guard let output = result.output else {
      #expect(!errors.isEmpty, "no output, and no error to say why")
      // Lines as the diagnostics count them: split at LF; a column counts
      // Unicode scalars, and may point just past the line's last one.
      let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      for d in result.diagnostics {
        let lineExists = d.line >= 1 && d.line <= lines.count
        #expect(lineExists, "\(d): line \(d.line) of \(lines.count)")
        guard lineExists else { continue }
        let width = lines[d.line - 1].count
        #expect(d.column >= 1 && d.column <= width + 1, "\(d): column \(d.column) of a line of \(width)")
        #expect(!d.message.isEmpty)
      }
      return
    }
    #expect(errors.isEmpty, "output although there are errors: \(errors)")
    #expect((try? NotebookFormatter.format(text)) == String(decoding: output, as: UTF8.self), "the String API agrees")
    let again = NotebookFormatter.format(utf8: output)
    #expect(again.output == output, "fmt is not idempotent")
    #expect(again.diagnostics.isEmpty, "fmt's output has diagnostics: \(again.diagnostics)")
    #expect(Notebook.parse(utf8: output).notebook == parsed.notebook, "the output does not read back the same")
    if output.isEmpty {
      let onlyLayout = text.unicodeScalars.allSatisfy { " \t\r\n>\u{FEFF}".unicodeScalars.contains($0) }
      #expect(onlyLayout, "the input had content, and the output is empty")
    }
  }
}
