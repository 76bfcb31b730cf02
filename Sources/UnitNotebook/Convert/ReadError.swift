/// A problem that stops a reader: a malformed row of a CSV file or an
/// app's export, at its spreadsheet row (the header is row 1) and field
/// (1-based), or a place in a text. The one error type of the readers, from
/// the CSV lexer up to the importers.
struct ReadError: Error, Hashable {
  var diagnostic: Diagnostic

  init(row: Int, column: Int, _ message: String, code: Diagnostic.Code? = nil) {
    diagnostic = Diagnostic(severity: .error, message: message, line: row, column: column, code: code)
  }
}
