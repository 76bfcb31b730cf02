/// The codes every reader shares (docs/diagnostics.md).
extension Diagnostic.Code {
  /// Bytes that are not UTF-8 text.
  public static let notUTF8 = Self(rawValue: "input.not-utf8")
  /// A CSV file whose quotes do not close or are followed by more text.
  public static let csvMalformed = Self(rawValue: "csv.malformed")
}

/// A problem that stops a reader: a malformed row of a CSV file or an
/// app's export, at its spreadsheet row (the header is row 1) and field
/// (1-based), or a place in a text. The one error type of the readers, from
/// the CSV lexer up to the importers.
struct ReadError: Error, Hashable {
  var diagnostic: Diagnostic

  init(_ code: Diagnostic.Code, row: Int, column: Int, _ message: String) {
    diagnostic = Diagnostic(.error, CodedMessage(code, message), line: row, column: column)
  }
}
