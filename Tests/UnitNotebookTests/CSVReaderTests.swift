import Testing

@testable import UnitNotebook

@Suite struct CSVReaderTests {
  /// Reads all records of `text` as strings.
  func records(_ text: String, delimiter: UInt8 = UInt8(ascii: ",")) throws(ReadError) -> [[String]] {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { (b) throws(ReadError) -> [[String]] in
      var reader = CSVReader(b, delimiter: delimiter)
      var fields: [CSVReader.Field] = []
      var out: [[String]] = []
      while try reader.nextRecord(into: &fields) {
        out.append(fields.map { reader.string($0) })
      }
      return out
    }
  }

  @Test(arguments: [
    ("a,b,c\n1,2,3\n", [["a", "b", "c"], ["1", "2", "3"]]),
    ("a,b\r\n1,2\r\n", [["a", "b"], ["1", "2"]]),
    ("a,b\n1,2", [["a", "b"], ["1", "2"]]),
    ("\"x, y\",\"say \"\"hi\"\"\"\n", [["x, y", "say \"hi\""]]),
    ("\"two\nlines\",z\n", [["two\nlines", "z"]]),
    ("a,,c,\n", [["a", "", "c", ""]]),
    ("a,b\n\n\n1,2\n", [["a", "b"], ["1", "2"]]),
    ("\u{FEFF}a,b\n", [["a", "b"]]),
    ("3,527h 3min,x\n", [["3", "527h 3min", "x"]]),
    ("5\" plate,b\n", [["5\" plate", "b"]]),
    ("\"\",\"\"\n", [["", ""]]),
    ("a,b,", [["a", "b", ""]]),
  ])
  func reads(_ text: String, _ expected: [[String]]) throws {
    #expect(try records(text) == expected)
  }

  @Test func semicolons() throws {
    #expect(try records("a;\"b;c\";d\n", delimiter: UInt8(ascii: ";")) == [["a", "b;c", "d"]])
  }

  @Test func unterminatedQuoteNamesRowAndColumn() {
    #expect(throws: ReadError(.csvMalformed, row: 2, column: 2, "this quoted field is never closed (a \" is missing)"))
    {
      try records("a,b\n1,\"2\n")
    }
  }

  @Test func textAfterClosingQuote() {
    #expect(
      throws: ReadError(
        .csvMalformed, row: 1, column: 1, "expected a comma or the end of the row after a closing quote")
    ) {
      try records("\"a\"b,c\n")
    }
  }

  @Test func sniffsTheDelimiter() {
    let semi = Array("Date;Workout Name;\"a,b\"\n1;2;3".utf8)
    let comma = Array("Date,Workout Name,\"a;b\"\n".utf8)
    #expect(semi.withUnsafeBufferPointer { CSVReader.sniffDelimiter($0) } == UInt8(ascii: ";"))
    #expect(comma.withUnsafeBufferPointer { CSVReader.sniffDelimiter($0) } == UInt8(ascii: ","))
  }
}
