/// Renders diagnostics the way a compiler does:
///
///     week.unit:4:10: error: expected a unit after 60 (kg or lb)
///         4 | Squat 60 × 8
///           |          ^
///
/// Colour (bold location, red `error`, yellow `warning`) is added only when
/// asked; the words `error:` and `warning:` are always there.
public struct DiagnosticRenderer: Sendable {
  public var fileName: String
  public var color: Bool
  /// The longest stretch of a source line shown; longer lines are cut around
  /// the column so a message never echoes an unbounded slice of input.
  public static let maximumShownWidth = 100

  public init(fileName: String, color: Bool = false) {
    self.fileName = fileName
    self.color = color
  }

  /// Renders one diagnostic; with `source`, also the line and a caret.
  public func render(_ d: Diagnostic, source: [UInt8]? = nil) -> String {
    var text = ""
    let location = "\(fileName):\(d.line):\(d.column):"
    let severity = d.severity.rawValue + ":"
    if color {
      let tint = d.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
      text += "\u{1B}[1m\(location)\u{1B}[0m \(tint)\(severity)\u{1B}[0m \u{1B}[1m\(d.message)\u{1B}[0m\n"
    } else {
      text += "\(location) \(severity) \(d.message)\n"
    }
    if let source, let shown = excerpt(of: d, in: source) {
      let number = String(d.line)
      let gutter = String(repeating: " ", count: number.count)
      text += "  \(number) | \(shown.line)\n"
      text += "  \(gutter) | \(String(repeating: " ", count: shown.caretColumn))^\n"
    }
    return text
  }

  /// Renders several diagnostics, one after the other.
  public func render(_ diagnostics: [Diagnostic], source: [UInt8]? = nil) -> String {
    diagnostics.map { render($0, source: source) }.joined()
  }

  /// The source line of a diagnostic, tabs shown as spaces and the
  /// direction controls as `�` (shown as they are, they would reorder the
  /// rest of the line), cut to the maximum width around the column; and
  /// the caret's 0-based column in it.
  func excerpt(of d: Diagnostic, in source: [UInt8]) -> (line: String, caretColumn: Int)? {
    guard let offset = d.offset, offset >= 0, offset <= source.count else { return nil }
    var start = offset
    while start > 0, source[start - 1] != 0x0A { start -= 1 }
    var end = offset
    while end < source.count, source[end] != 0x0A, source[end] != 0x0D { end += 1 }
    // Work in Unicode scalars so the caret lands under the right character.
    var scalars: [Unicode.Scalar] = []
    for s in String(decoding: source[start..<end], as: UTF8.self).unicodeScalars {
      scalars.append(
        s.value == 0x09 || s.value < 0x20 || s.value == 0x7F ? " " : Excerpt.isDirectionControl(s) ? "\u{FFFD}" : s)
    }
    var caret = Swift.max(0, d.column - 1)
    var from = 0
    var to = scalars.count
    var prefix = ""
    var suffix = ""
    let width = DiagnosticRenderer.maximumShownWidth
    if to > width {
      from = Swift.max(0, Swift.min(caret - width / 2, to - width))
      to = Swift.min(to, from + width)
      if from > 0 { prefix = "…" }
      if to < scalars.count { suffix = "…" }
      caret = caret - from + prefix.count
    }
    var line = prefix
    line.unicodeScalars.append(contentsOf: scalars[from..<to])
    line += suffix
    return (line, caret)
  }
}
