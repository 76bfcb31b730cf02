import UnitNotebook

/// A document's outline (`textDocument/documentSymbol`): sessions
/// (namespaces) and routines (classes) with their exercises (functions) as
/// children, in the order written: a tree of `DocumentSymbol`s, or a flat
/// list of `SymbolInformation`s for a client that cannot show trees. The
/// kinds are among the 18 every client knows.
///
/// The answer is written straight as JSON text, in pieces of about 64 KB,
/// twice: once to measure it (the message's `Content-Length`), once to send
/// it. It is never held whole: built as a tree of `JSONValue`s (and both
/// forms at that) it took about 115 MB per MB of document, and even as
/// bytes it is several times the document (docs/lsp.md).
struct DocumentSymbols {
  let document: TextDocument
  let hierarchical: Bool

  static let pieceSize = 1 << 16

  /// Writes the answer's JSON text, handing each piece to `piece`.
  func write(_ piece: (UnsafeBufferPointer<UInt8>) -> Void) {
    // The writer keeps `piece` only while this runs.
    withoutActuallyEscaping(piece) { write(into: Writer(buffer: ByteBuffer(capacity: DocumentSymbols.pieceSize + 4096), piece: $0)) }
  }

  private func write(into writer: Writer) {
    var out = writer
    let text = NotebookText(document)
    out.buffer.append(UInt8(ascii: "["))
    // Each chunk holds at most one session or routine, in the order written.
    for k in document.text.chunks.indices {
      guard let kind = document.reading(ofChunk: k)?.kind, kind != .none else { continue }
      let outline = document.outline(ofChunk: k)
      for r in outline.routines { routine(r, text, &out) }
      for s in outline.sessions { session(s, text, &out) }
    }
    out.buffer.append(UInt8(ascii: "]"))
    out.flush()
  }

  /// The buffer a piece is written into, and where a full one goes.
  struct Writer {
    var buffer: ByteBuffer
    let piece: (UnsafeBufferPointer<UInt8>) -> Void
    /// True before the first item of the list being written.
    var first = true

    /// A comma before every item of a list but its first.
    mutating func item() {
      if !first { buffer.append(UInt8(ascii: ",")) }
      first = false
    }

    mutating func flushIfFull() {
      if buffer.count >= DocumentSymbols.pieceSize { flush() }
    }

    mutating func flush() {
      buffer.withUnsafeBufferPointer(piece)
      buffer.removeAll()
    }
  }

  /// The bytes from the start of a block's first line to the end of its
  /// last, and of its name (the whole when it has none).
  static func ranges(_ text: NotebookText, _ lines: ClosedRange<Int>, name: Range<Int>?) -> (TextRange, TextRange) {
    let first = text.content(ofLine: lines.lowerBound)
    let end = text.content(ofLine: lines.upperBound).upperBound
    let range = text.text.range(first.lowerBound..<Swift.max(first.lowerBound, end))
    return (range, name.map { text.text.range($0) } ?? range)
  }

  func session(_ s: NotebookOutline.SessionEntry, _ text: NotebookText, _ out: inout Writer) {
    let heading = text.content(ofLine: s.lines.lowerBound)
    let (range, _) = DocumentSymbols.ranges(text, s.lines, name: nil)
    let selection = text.text.range(heading.lowerBound..<(s.titleBytes?.upperBound ?? text.headingEnd(heading)))
    let name = LanguageServer.sessionName(s.session)
    if hierarchical { open(name, detail: LanguageServer.times(s.session), kind: 3, range, selection, &out) }
    for x in s.exercises {
      let (xRange, xSelection) = DocumentSymbols.ranges(text, x.lines, name: x.nameBytes.isEmpty ? nil : x.nameBytes)
      var detail = TrainingSummary.describe(x.exercise)
      if let label = x.exercise.superset { detail = label + " · " + detail }
      child(x.exercise.name, detail: detail, xRange, xSelection, container: name, &out)
    }
    close(name, kind: 3, range, &out)
  }

  func routine(_ r: NotebookOutline.RoutineEntry, _ text: NotebookText, _ out: inout Writer) {
    let heading = text.content(ofLine: r.lines.lowerBound)
    let (range, _) = DocumentSymbols.ranges(text, r.lines, name: nil)
    let selection = text.text.range(heading.lowerBound..<(r.nameBytes?.upperBound ?? text.headingEnd(heading)))
    let name = "Routine " + r.routine.name
    let exercises = r.exercises.count == 1 ? "1 exercise" : "\(r.exercises.count) exercises"
    if hierarchical { open(name, detail: "routine · " + exercises, kind: 5, range, selection, &out) }
    for x in r.exercises {
      let (xRange, xSelection) = DocumentSymbols.ranges(text, x.lines, name: x.nameBytes.isEmpty ? nil : x.nameBytes)
      let count = x.exercise.prescriptions.count
      var detail = count == 1 ? "1 prescription" : "\(count) prescriptions"
      if let label = x.exercise.superset { detail = label + " · " + detail }
      child(x.exercise.name, detail: detail, xRange, xSelection, container: name, &out)
    }
    close(name, kind: 5, range, &out)
  }

  /// In the tree, a session or routine up to its children:
  /// `{"name":…,"detail":…,"kind":…,"range":…,"selectionRange":…,"children":[`.
  func open(_ name: String, detail: String?, kind: Int, _ range: TextRange, _ selection: TextRange, _ out: inout Writer) {
    out.item()
    DocumentSymbols.symbolHead(name, detail: detail, kind: kind, range, selection, &out.buffer)
    out.buffer.append(ascii: ",\"children\":[")
    out.first = true
  }

  /// An exercise: a child in the tree (no children of its own), an item
  /// of the flat list with its container.
  func child(
    _ name: String, detail: String, _ range: TextRange, _ selection: TextRange, container: String, _ out: inout Writer
  ) {
    out.item()
    if hierarchical {
      DocumentSymbols.symbolHead(name, detail: detail, kind: 12, range, selection, &out.buffer)
    } else {
      DocumentSymbols.information(name, kind: 12, uri: document.uri, range, container: container, &out.buffer)
    }
    out.buffer.append(UInt8(ascii: "}"))
    out.flushIfFull()
  }

  /// The end of a session or routine: its children closed (tree), or its
  /// own item after its exercises' (flat).
  func close(_ name: String, kind: Int, _ range: TextRange, _ out: inout Writer) {
    if hierarchical {
      out.buffer.append(ascii: "]}")
      out.first = false
    } else {
      out.item()
      DocumentSymbols.information(name, kind: kind, uri: document.uri, range, container: nil, &out.buffer)
      out.buffer.append(UInt8(ascii: "}"))
    }
    out.flushIfFull()
  }

  /// `{"name":…,"detail":…,"kind":…,"range":…,"selectionRange":…` (no detail when nil).
  static func symbolHead(
    _ name: String, detail: String?, kind: Int, _ range: TextRange, _ selection: TextRange, _ b: inout ByteBuffer
  ) {
    b.append(ascii: "{\"name\":")
    b.appendJSONString(name)
    if let detail {
      b.append(ascii: ",\"detail\":")
      b.appendJSONString(detail)
    }
    b.append(ascii: ",\"kind\":")
    b.appendInt(kind)
    b.append(ascii: ",\"range\":")
    append(range, &b)
    b.append(ascii: ",\"selectionRange\":")
    append(selection, &b)
  }

  /// `{"name":…,"kind":…,"location":{"uri":…,"range":…},"containerName":…`
  /// (no container when nil).
  static func information(
    _ name: String, kind: Int, uri: String, _ range: TextRange, container: String?, _ b: inout ByteBuffer
  ) {
    b.append(ascii: "{\"name\":")
    b.appendJSONString(name)
    b.append(ascii: ",\"kind\":")
    b.appendInt(kind)
    b.append(ascii: ",\"location\":{\"uri\":")
    b.appendJSONString(uri)
    b.append(ascii: ",\"range\":")
    append(range, &b)
    b.append(UInt8(ascii: "}"))
    if let container {
      b.append(ascii: ",\"containerName\":")
      b.appendJSONString(container)
    }
  }

  /// `{"start":{"line":…,"character":…},"end":{…}}`, as `TextRange.json` writes it.
  static func append(_ r: TextRange, _ b: inout ByteBuffer) {
    b.append(ascii: "{\"start\":{\"line\":")
    b.appendInt(r.start.line)
    b.append(ascii: ",\"character\":")
    b.appendInt(r.start.character)
    b.append(ascii: "},\"end\":{\"line\":")
    b.appendInt(r.end.line)
    b.append(ascii: ",\"character\":")
    b.appendInt(r.end.character)
    b.append(ascii: "}}")
  }
}

extension DocumentSymbols {
  /// The response to request `id` as the protocol sends it: the header
  /// with the length found by a first pass, then the message, the outline
  /// in pieces from a second pass. The same bytes `Outgoing.result` and
  /// `framed` make of a value.
  func writeResponse<Sink: ByteSink>(id: JSONValue, to output: inout Sink) throws(OutputFailure) {
    let head = Array(#"{"jsonrpc":"2.0","id":"#.utf8) + id.utf8 + Array(#","result":"#.utf8)
    var length = head.count + 1
    write { length += $0.count }
    try output.write(Array("Content-Length: \(length)\r\n\r\n".utf8) + head)
    var failure: OutputFailure? = nil
    write { piece in
      guard failure == nil else { return }
      do throws(OutputFailure) { try output.write(Array(piece)) } catch { failure = error }
    }
    if let failure { throw failure }
    try output.write([UInt8(ascii: "}")])
  }
}

extension LanguageServer {
  /// The outline of the document a request names (`DocumentSymbols`).
  func documentSymbols(_ params: Params) throws(RPCError) -> DocumentSymbols {
    DocumentSymbols(document: try document(params), hierarchical: hierarchicalSymbols)
  }
}
