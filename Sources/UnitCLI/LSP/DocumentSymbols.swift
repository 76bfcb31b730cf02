import UnitNotebook

/// A document's outline (`textDocument/documentSymbol`): sessions
/// (namespaces) and routines (classes) with their exercises (functions) as
/// children, in the order written: a tree of `DocumentSymbol`s, or a flat
/// list of `SymbolInformation`s for a client that cannot show trees. The
/// kinds are among the 18 every client knows.
///
/// The answer is written in pieces (`WrittenAnswer`), never held whole: it
/// is several times the document (docs/lsp.md). Each chunk's outline is
/// read as it is written.
struct DocumentSymbols: WrittenAnswer {
  let document: TextDocument
  let hierarchical: Bool

  func write(into writer: WrittenAnswerWriter) {
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

  /// The bytes from the start of a block's first line to the end of its
  /// last, and of its name (the whole when it has none).
  static func ranges(_ text: NotebookText, _ lines: ClosedRange<Int>, name: Range<Int>?) -> (TextRange, TextRange) {
    let first = text.content(ofLine: lines.lowerBound)
    let end = text.content(ofLine: lines.upperBound).upperBound
    let range = text.range(first.lowerBound..<Swift.max(first.lowerBound, end))
    return (range, name.map { text.range($0) } ?? range)
  }

  func session(_ s: NotebookOutline.SessionEntry, _ text: NotebookText, _ out: inout WrittenAnswerWriter) {
    let heading = text.content(ofLine: s.lines.lowerBound)
    let (range, _) = DocumentSymbols.ranges(text, s.lines, name: nil)
    let selection = text.range(heading.lowerBound..<(s.titleBytes?.upperBound ?? text.headingEnd(heading)))
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

  func routine(_ r: NotebookOutline.RoutineEntry, _ text: NotebookText, _ out: inout WrittenAnswerWriter) {
    let heading = text.content(ofLine: r.lines.lowerBound)
    let (range, _) = DocumentSymbols.ranges(text, r.lines, name: nil)
    let selection = text.range(heading.lowerBound..<(r.nameBytes?.upperBound ?? text.headingEnd(heading)))
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
  func open(
    _ name: String, detail: String?, kind: Int, _ range: TextRange, _ selection: TextRange,
    _ out: inout WrittenAnswerWriter
  ) {
    out.item()
    DocumentSymbols.symbolHead(name, detail: detail, kind: kind, range, selection, &out.buffer)
    out.buffer.append(ascii: ",\"children\":[")
    out.first = true
  }

  /// An exercise: a child in the tree (no children of its own), an item
  /// of the flat list with its container.
  func child(
    _ name: String, detail: String, _ range: TextRange, _ selection: TextRange, container: String,
    _ out: inout WrittenAnswerWriter
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
  func close(_ name: String, kind: Int, _ range: TextRange, _ out: inout WrittenAnswerWriter) {
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

extension LanguageServer {
  /// The outline of the document a request names (`DocumentSymbols`).
  func documentSymbols(_ params: Params) throws(RPCError) -> DocumentSymbols {
    DocumentSymbols(document: try document(params), hierarchical: hierarchicalSymbols)
  }
}
