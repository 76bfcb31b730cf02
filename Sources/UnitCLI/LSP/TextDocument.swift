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
    self.uri = uri
    self.version = version
    text = DocumentText(bytes)
    readChunks(names: &names)
  }

  /// Replaces a range of bytes (the chunks it touches are read at the next
  /// `readChunks`).
  mutating func replace(_ range: Range<Int>, with new: [UInt8]) {
    text.replace(range, with: new)
  }

  /// Replaces the whole text (which brings a document out of step back).
  mutating func replaceAll(with bytes: [UInt8]) {
    text = DocumentText(bytes)
    isOutOfStep = false
  }

  /// Reads the chunks not read yet, and puts the diagnostics together.
  mutating func readChunks(names: inout NameTable) {
    for k in text.chunks.indices where text.chunks[k].reading == nil {
      text.setReading(ChunkReading(text.chunks[k].bytes, names: &names), ofChunk: k)
    }
    let chunks = text.chunks
    let starts = zip(text.lineStarts, text.byteStarts)
    diagnostics = NotebookOutline.diagnostics(
      ofChunks: zip(chunks, starts).lazy.compactMap { c, at in
        c.reading.map { ($0.diagnostics, lines: at.0, bytes: at.1) }
      })
  }

  /// The outline of chunk `k`, its lines and bytes those of the document.
  func outline(ofChunk k: Int) -> NotebookOutline {
    NotebookOutline.read(chunk: text.chunks[k].bytes).outline.moved(lines: text.lineStarts[k], bytes: text.byteStarts[k])
  }

  /// What reading chunk `k` found (every chunk is read after each change).
  func reading(ofChunk k: Int) -> ChunkReading? { text.chunks[k].reading }

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
  func forEachExercise(of kind: ChunkReading.Kind, _ body: (_ name: Int32, _ line: Int) -> Void) {
    for (k, chunk) in text.chunks.enumerated() {
      guard let reading = chunk.reading, reading.kind == kind else { continue }
      for x in reading.exercises { body(x.name, text.lineStarts[k] + Int(x.line)) }
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
      return [
        "range": range.json,
        "severity": .int(d.severity == .error ? 1 : 2),
        "source": "unit",
        "message": .string(d.message),
      ]
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

/// What reading one chunk found, kept until an edit touches the chunk: its
/// diagnostics, and in numbers what the server asks of every chunk at once
/// (the names it uses, for completion). Anything else is read from the
/// chunk again when asked (`TextDocument.outline(ofChunk:)`): a chunk is a
/// session, read in microseconds, and its model is several times its text.
final class ChunkReading {
  enum Kind {
    /// The preamble, or a heading that does not parse.
    case none
    case session
    case routine
  }

  let diagnostics: NotebookOutline.ChunkDiagnostics
  let kind: Kind
  /// The exercises, in the order written: each name's number in the
  /// server's `NameTable`, and the 1-based line of its first line within
  /// the chunk.
  let exercises: [(name: Int32, line: Int32)]

  init(_ bytes: [UInt8], names: inout NameTable) {
    let (outline, diagnostics) = NotebookOutline.read(chunk: bytes)
    self.diagnostics = diagnostics
    if let s = outline.sessions.first {
      kind = .session
      exercises = s.exercises.map { (names.number($0.exercise.name), Int32(clamping: $0.lines.lowerBound)) }
    } else if let r = outline.routines.first {
      kind = .routine
      exercises = r.exercises.map { (names.number($0.exercise.name), Int32(clamping: $0.lines.lowerBound)) }
    } else {
      kind = .none
      exercises = []
    }
  }
}

/// Every exercise name the server has read, as written, by number: a
/// chunk keeps the names it uses as numbers.
struct NameTable {
  private var numbers: [String: Int32] = [:]
  private(set) var names: [String] = []

  mutating func number(_ name: String) -> Int32 {
    if let n = numbers[name] { return n }
    let n = Int32(names.count)
    numbers[name] = n
    names.append(name)
    return n
  }
}
