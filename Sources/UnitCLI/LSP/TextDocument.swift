import UnitNotebook

/// A document the client has opened: its text, its version, and what the
/// server knows of it (the outline and the diagnostics, computed once per
/// change).
struct TextDocument {
  let uri: String
  let version: Int?
  let positions: PositionMap
  let outline: NotebookOutline

  init(uri: String, version: Int?, bytes: [UInt8]) {
    self.uri = uri
    self.version = version
    positions = PositionMap(bytes)
    outline = NotebookOutline(utf8: bytes)
  }

  var bytes: [UInt8] { positions.bytes }

  /// The diagnostics of `unit check`, placed as the protocol counts.
  var diagnostics: [JSONValue] {
    outline.diagnostics.map { d in
      let start = Swift.min(Swift.max(d.offset ?? offset(line: d.line, column: d.column), 0), bytes.count)
      var end = start
      // The range covers the character the message points at (none at the
      // end of a line), so an editor can underline it.
      if end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D {
        end += 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      }
      return [
        "range": positions.range(start..<end).json,
        "severity": .int(d.severity == .error ? 1 : 2),
        "source": "unit",
        "message": .string(d.message),
      ]
    }
  }

  /// The byte offset of a 1-based notebook line and a 1-based column that
  /// counts Unicode scalars (for a diagnostic without an offset).
  private func offset(line: Int, column: Int) -> Int {
    let range = positions.notebookLine(line)
    var i = range.lowerBound
    var scalars = 1
    while i < range.upperBound, scalars < column {
      i += 1
      while i < range.upperBound, bytes[i] & 0xC0 == 0x80 { i += 1 }
      scalars += 1
    }
    return i
  }
}
