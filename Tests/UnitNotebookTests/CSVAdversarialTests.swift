import Seeds
import Testing

@testable import UnitNotebook

/// Unit's CSV reader on hostile input (docs/reliability.md): each case is a
/// clear error or a correct result, never a crash, and no message quotes more
/// than a bounded slice of the input. An unterminated quote and the empty
/// file are in CSVNotebookReaderTests.
@Suite struct CSVAdversarialTests {
  static let header = CSVNotebookReaderTests.header
  static let squat = "2026-01-01,,,,Squat,,1,normal,,100,kg,5,,,,,done,,,\n"

  func read(_ bytes: [UInt8]) -> ImportResult {
    let result = NotebookCSV.read(bytes)
    #expect(FuzzOracle.reader(result) == nil)
    return result
  }

  func problems(_ csv: String) -> [String] {
    read(Array(csv.utf8)).diagnostics.map(\.description)
  }

  /// A row whose exercise name holds `bytes`.
  static func withName(_ bytes: [UInt8]) -> [UInt8] {
    Array((header + "2026-01-01,,,,Squ").utf8) + bytes + Array("at,,1,normal,,100,kg,5,,,,,done,,,\n".utf8)
  }

  @Test(
    arguments: [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]] as [[UInt8]])
  func invalidAndOverlongUTF8IsAnError(_ bad: [UInt8]) {
    #expect(
      read(Self.withName(bad)).diagnostics.map(\.description)
        == ["2:5: error: exercise: this text is not valid UTF-8 (save the file as UTF-8)"])
  }

  @Test func nulBytesAreErrors() {
    #expect(
      read(Self.withName([0])).diagnostics.map(\.description)
        == ["2:5: error: exercise: control character U+0000 cannot be kept in a notebook"])
  }

  /// Rows that end with a lone CR (old Mac spreadsheets) read as with CRLF.
  @Test func loneCarriageReturnsEndRows() {
    let lf = Self.header + Self.squat + Self.squat.replacing("Squat,,1", with: "Squat,,2")
    let expected = read(Array(lf.utf8)).notebook
    #expect(expected?.sessions.first?.exercises.first?.sets.count == 2)
    #expect(read(Array(lf.replacing("\n", with: "\r").utf8)).notebook == expected)
    #expect(read(Array(lf.replacing("\n", with: "\r\n").utf8)).notebook == expected)
  }

  @Test func aTenMegabyteCellIsQuotedShort() {
    let big = String(repeating: "x", count: 10 << 20)
    let d = problems(Self.header + Self.squat.replacing(",5,", with: ",\(big),"))
    #expect(
      d == ["2:12: error: reps: expected a whole number of reps, found \"\(String(repeating: "x", count: 40))…\""])
    let header = problems(big + "\n" + Self.squat)
    #expect(header.first?.hasPrefix("1:1: error: date: expected the column date, found \"xxx") == true)
    // The message names the whole header, then quotes 40 bytes of the cell.
    #expect(header.first.map { $0.utf8.count < 200 + CSVColumn.header.utf8CodeUnitCount } == true)
  }

  @Test(StressLane.only) func aMillionSessionsAreRead() {
    let inTime = OwnTime.within(.seconds(300)) {
      var csv = Array(Self.header.utf8)
      let one = Array("2026-01-01,,,,,,,,,,,,,,,,,,,\n".utf8)
      csv.reserveCapacity(one.count * 1_000_000 + csv.count)
      for _ in 0..<1_000_000 { csv += one }
      let result = NotebookCSV.read(csv)
      #expect(result.diagnostics.isEmpty)
      #expect(result.notebook?.sessions.count == 1_000_000)
    }
    #expect(inTime, "more than 5 minutes of its own time")
  }

  @Test func aHundredThousandColumnsAreAnError() {
    let commas = String(repeating: ",", count: 100_000)
    #expect(
      problems(Self.header + commas + "\n")
        == ["2:21: error: expected 20 cells (one for each column of the header), found 100001"])
    #expect(
      problems(Self.header.dropLast() + commas + "\n" + Self.squat)
        == ["1:21: error: rest: expected the column rest, found \"\" (Unit's CSV header is \(CSVColumn.header))"])
    #expect(
      problems(CSVNotebookReaderTests.bodyweightHeader.dropLast() + commas + "\n")
        == ["1:45: error: expected the header to end after rules, found another column"])
  }

  static let hostileValues: [(String, String)] = [
    (
      squat.replacing("100,kg", with: "1234567890123456789012345678901234567890,kg"),
      "2:10: error: weight: a number has at most 15 significant digits, found \"1234567890123456789012345678901234567890\""
    ),
    (
      squat.replacing(",,done", with: ",1e309,done"),
      "2:16: error: rpe: expected an RPE (a number from 1 to 10), found \"1e309\""
    ),
    (squat.replacing("2026-01-01", with: "0000-01-01"), "2:1: error: date: \"0000-01-01\" is not a date"),
    (
      squat.replacing("2026-01-01", with: "99999-01-01"),
      "2:1: error: date: expected a date (YYYY-MM-DD), found \"99999-01-01\""
    ),
    (squat.replacing("2026-01-01,,", with: "2026-01-01,25:61,"), "2:2: error: start: \"25:61\" is not a time"),
    // Mixed delimiters: semicolons under a header of commas.
    (squat.replacing(",", with: ";"), "2:2: error: expected 20 cells (one for each column of the header), found 1"),
    ("\"2026-01-01,,,,Squat,,1\n", "2:1: error: this quoted field is never closed (a \" is missing)"),
  ]

  @Test(arguments: hostileValues)
  func hostileValuesAreClearErrors(_ row: String, _ expected: String) {
    #expect(problems(Self.header + row) == [expected])
  }

  @Test func aHeaderOfSemicolonsIsNotUnitsHeader() {
    let d = problems(Self.header.replacing(",", with: ";") + Self.squat.replacing(",", with: ";"))
    #expect(
      d.first?.hasPrefix(
        "1:1: error: date: expected the column date, found \"date;start;end;session;exercise;superset…\"") == true)
  }

  @Test func aHeaderWithNoRowsIsAnEmptyNotebook() {
    #expect(read(Array(Self.header.utf8)).notebook == Notebook())
    #expect(read(Array(Self.header.dropLast().utf8)).notebook == Notebook())
  }
}
