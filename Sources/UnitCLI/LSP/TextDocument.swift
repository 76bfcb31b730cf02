import UnitNotebook

/// A document the client has opened: its text in chunks, its version, and
/// what the server knows of it. Each chunk is read once, when it is new
/// (`ChunkReading`); an edit leaves every other chunk's reading as it is,
/// and the diagnostics are put together from the chunks' after each change,
/// exactly as one reading of the whole text gives them.
struct TextDocument {
  let uri: String
  var version: Int?
  private(set) var text: DocumentText
  /// What `unit check` says about the text.
  private(set) var diagnostics: [Diagnostic] = []
  /// A change could not be applied: the text is not the editor's, and
  /// nothing is answered from it until the whole text comes again.
  var isOutOfStep = false

  init(uri: String, version: Int?, bytes: [UInt8], names: inout NameTable) {
    self.init(uri: uri, version: version, text: DocumentText(bytes), names: &names)
  }

  init(uri: String, version: Int?, text: DocumentText, names: inout NameTable) {
    self.uri = uri
    self.version = version
    self.text = text
    readChunks(names: &names)
  }

  /// Replaces a range of bytes (the chunks it touches are read at the next
  /// `readChunks`).
  mutating func replace(_ range: Range<Int>, with new: [UInt8]) {
    text.replace(range, with: new)
  }

  /// Replaces the whole text (which brings a document out of step back).
  mutating func replaceAll(with text: DocumentText) {
    self.text = text
    isOutOfStep = false
  }

  /// Marks where the pieces of its history start (`DocumentText.markPieces`).
  mutating func markPieces(size: Int) {
    text.markPieces(size: size)
  }

  /// Reads the chunks not read yet, and puts the diagnostics together.
  mutating func readChunks(names: inout NameTable) {
    for k in text.chunks.indices where text.chunks[k].reading == nil {
      text.setReading(ChunkReading(text.chunks[k].bytes, names: &names), ofChunk: k)
    }
    // Only the chunks with something to say (most have nothing).
    var said: [(NotebookOutline.ChunkDiagnostics, lines: Int, bytes: Int)] = []
    for k in text.chunks.indices where text.chunks[k].reading?.hasDiagnostics == true {
      if let d = text.chunks[k].reading?.diagnostics { said.append((d, text.lineStarts[k], text.byteStarts[k])) }
    }
    diagnostics = NotebookOutline.diagnostics(ofChunks: said)
  }

  /// The outline of chunk `k`, its lines and bytes those of the document.
  func outline(ofChunk k: Int) -> NotebookOutline {
    NotebookOutline.read(chunk: text.chunks[k].bytes).outline.moved(
      lines: text.lineStarts[k], bytes: text.byteStarts[k])
  }

  /// What reading chunk `k` found (every chunk is read after each change).
  func reading(ofChunk k: Int) -> ChunkReading? { text.chunks[k].reading }

  /// The protocol line (row) of a 1-based line within chunk `k`.
  func row(ofLine local: Int, inChunk k: Int) -> Int {
    let c = text.chunks[k]
    // Without a lone carriage return, the chunk's rows are its lines.
    if c.breaks == c.lineFeeds { return text.rowStarts[k] + local - 1 }
    let positions = c.positions
    return text.rowStarts[k] + positions.position(of: positions.notebookLine(local).lowerBound).line
  }

  /// The session holding a 1-based line: the last whose heading is at or
  /// before it.
  func session(atLine line: Int) -> NotebookOutline.SessionEntry? {
    var k = text.chunk(atLine: line)
    while k >= 0 {
      if reading(ofChunk: k)?.kind == .session,
        let s = outline(ofChunk: k).sessions.last(where: { $0.lines.lowerBound <= line })
      {
        return s
      }
      k -= 1
    }
    return nil
  }

  /// The exercise written on a 1-based line, and the index of the set on
  /// it, if any.
  func exercise(atLine line: Int) -> (exercise: NotebookOutline.ExerciseEntry, set: Int?)? {
    outline(ofChunk: text.chunk(atLine: line)).exercise(atLine: line)
  }

  /// The routine whose lines hold a 1-based line, if any.
  func routine(atLine line: Int) -> NotebookOutline.RoutineEntry? {
    outline(ofChunk: text.chunk(atLine: line)).routine(atLine: line)
  }

  /// Each exercise of the sessions (or of the routines), in the order
  /// written: its name's number and the 1-based line of its first line.
  /// The chunks are read in place, not copied.
  func forEachExercise(of kind: ChunkReading.Kind, _ body: (_ name: Int32, _ line: Int) -> Void) {
    let starts = text.lineStarts
    text.chunks.withUnsafeBufferPointer { chunks in
      for k in chunks.indices where k < starts.count {
        guard let reading = chunks[k].reading, reading.kind == kind else { continue }
        for x in reading.exercises { body(x.name, starts[k] + Int(x.first)) }
      }
    }
  }

  /// The diagnostics of `unit check`, placed as the protocol counts.
  var diagnosticsJSON: [JSONValue] {
    var map: ChunkMap? = nil
    return diagnostics.map { d in
      let start = Swift.min(Swift.max(d.offset ?? offset(line: d.line, column: d.column), 0), text.count)
      var end = start
      // The range covers the character the message points at (none at the
      // end of a line), so an editor can underline it.
      if end < text.count, text[end] != 0x0A, text[end] != 0x0D {
        end += 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
      }
      // Each chunk measured once, however many diagnostics it holds.
      let k = text.chunk(atOffset: start)
      if map?.byte != text.byteStarts[k] { map = text.map(ofChunk: k) }
      let range = map.map { $0.range(start..<end) } ?? text.range(start..<end)
      // `code`: the stable code (docs/diagnostics.md), what an editor can act on.
      return .members([
        "range": range.json,
        "severity": .int(d.severity == .error ? 1 : 2),
        "code": d.code.map { .string($0.rawValue) },
        "source": .string("unit"),
        "message": .string(d.message),
      ])
    }
  }

  /// The byte offset of a 1-based notebook line and a 1-based column that
  /// counts Unicode scalars (for a diagnostic without an offset).
  private func offset(line: Int, column: Int) -> Int {
    let range = text.notebookLine(line)
    var i = range.lowerBound
    var scalars = 1
    while i < range.upperBound, scalars < column {
      i += 1
      while i < range.upperBound, text[i] & 0xC0 == 0x80 { i += 1 }
      scalars += 1
    }
    return i
  }
}
