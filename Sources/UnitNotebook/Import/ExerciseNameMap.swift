/// The mapping file of `unit import --map`: one renaming a line,
///
///     # comments and blank lines are allowed
///     Bench Press (Barbell) = Bench Press
///     Pull Up (Assisted)    = Assisted Pullup
///
/// The exported name is left of the first `=`, the notebook name right of
/// it; blanks around both are ignored. A line starting with `#` or `//` is a
/// comment. Names are matched exactly (case and all) after the export's own
/// name is cleaned (docs/import.md).
enum NameMapParser {
  /// The renamings, or the errors (with line and column) that stop the import.
  static func parse(_ bytes: [UInt8]) -> (names: [String: String], diagnostics: [Diagnostic]) {
    var names: [String: String] = [:]
    var lineOf: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []
    if let bad = bytes.withUnsafeBufferPointer({ UTF8Check.firstInvalid($0) }) {
      let (line, column) = bytes.withUnsafeBufferPointer { UTF8Check.place(of: bad, in: $0) }
      return ([:], [Diagnostic(.error, CodedMessage(.notUTF8, UTF8Check.message), line: line, column: column)])
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    var number = 0
    for line in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    {
      number += 1
      let trimmed = ImportText.trim(String(line))
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("//") { continue }
      func error(_ column: Int, _ message: String) {
        diagnostics.append(
          Diagnostic(.error, CodedMessage(.importBadNameMap, message), line: number, column: column))
      }
      guard let eq = line.firstIndex(of: "=") else {
        error(1, "expected 'Exported Name = Notebook Name' (an = between the two names)")
        continue
      }
      let column = line[..<eq].unicodeScalars.count + 1
      let from = ImportText.line(String(line[..<eq]))
      let to = ImportText.line(String(line[line.index(after: eq)...]))
      if from.text.isEmpty {
        error(1, "expected the exported exercise name before =")
        continue
      }
      if to.text.isEmpty {
        error(column + 1, "expected the notebook's exercise name after =")
        continue
      }
      if from.changed || to.changed {
        error(1, "a name in a mapping cannot hold control characters")
        continue
      }
      if let first = lineOf[from.text] {
        error(1, "'\(Excerpt.cut(from.text))' is already mapped on line \(first)")
        continue
      }
      names[from.text] = to.text
      lineOf[from.text] = number
    }
    return (names, diagnostics)
  }
}
