import UnitNotebook

/// Keeping documents in step with the client (full-text sync), their
/// diagnostics, and formatting.
extension LanguageServer {
  mutating func didOpen(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    let text = try params.string("textDocument", "text")
    let version = try params.optionalInteger("textDocument", "version")
    if documents[uri] == nil { openOrder.append(uri) }
    let document = read(uri, version: version, bytes: Array(text.utf8))
    return [publishDiagnostics(of: document)]
  }

  /// Applies the changes in order: a change without a range is the whole
  /// new text (what the server asks for); one with a range replaces it.
  mutating func didChange(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    let version = try params.optionalInteger("textDocument", "version")
    let changes = try params.array("contentChanges")
    guard let old = documents[uri] else {
      throw .invalidParams("no open document has the uri \(Excerpt.cut(uri)) (send textDocument/didOpen first)")
    }
    var text = old.bytes
    for (k, change) in changes.enumerated() {
      let c = Params(change)
      guard let new = change["text"]?.stringValue else {
        throw .invalidParams("contentChanges[\(k)].text is missing or not text")
      }
      if c.optional(["range"]) != nil {
        let map = PositionMap(text)
        let start = map.offset(of: try c.position("range", "start")) ?? text.count
        let end = Swift.max(start, map.offset(of: try c.position("range", "end")) ?? text.count)
        text.replaceSubrange(start..<end, with: Array(new.utf8))
      } else {
        text = Array(new.utf8)
      }
    }
    // The notebook is read once, however many changes came.
    let document = read(uri, version: version, bytes: text)
    return [publishDiagnostics(of: document)]
  }

  /// Reads a document's new text and the history of every open document
  /// with it, on two threads: this one reads the document's outline and
  /// diagnostics, then folds the first part of its text into the history;
  /// the other folds the rest of it and the other documents. So the hover
  /// or completion that follows an edit finds the history read (5 MB:
  /// 157 ms after the diagnostics before; docs/performance.md).
  private mutating func read(_ uri: String, version: Int?, bytes: [UInt8]) -> TextDocument {
    var names: [String] = []
    var arrays: [[UInt8]] = []
    for u in openOrder {
      if u == uri {
        names.append(u)
        arrays.append(bytes)
      } else if let d = documents[u] {
        names.append(u)
        arrays.append(d.bytes)
      }
    }
    let k = names.firstIndex(of: uri) ?? 0
    let reader = HistoryReader(names: names, aliases: ExerciseAliases(), plan: HistoryPlan())
    let (document, read) = TrainingHistory.withBuffers(arrays[...], []) { buffers in
      let b = k < buffers.count ? buffers[k] : UnsafeBufferPointer(start: nil, count: 0)
      // The outline costs about 0.4 of the history's fold: this thread takes
      // the first 30% of the text besides it.
      let cut = b.count >= 1 << 16 ? ParallelFormat.cutPoint(b, from: b.count * 3 / 10) : nil
      let (mine, theirs) = TwoThreads.run(
        { () -> (TextDocument, HistoryPart?) in
          let document = TextDocument(uri: uri, version: version, bytes: bytes)
          let part = cut.map { reader.fold(UnsafeBufferPointer(rebasing: b[0..<$0]), file: k, isFirst: k == 0) }
          return (document, part)
        },
        { () -> [HistoryPart] in
          buffers.indices.map { f in
            guard f == k, let c = cut else { return reader.fold(buffers[f], file: f, isFirst: f == 0) }
            return reader.fold(UnsafeBufferPointer(rebasing: b[c...]), file: f, isFirst: false)
          }
        })
      var parts: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
      for (f, part) in theirs.enumerated() {
        if f == k, let first = mine.1, let c = cut {
          parts.append((first, 0, 0))
          parts.append((part, first.lines, c))
        } else {
          parts.append((part, 0, 0))
        }
      }
      return (mine.0, reader.finish(parts, buffers: buffers, sources: .texts(arrays)))
    }
    documents[uri] = document
    history = read
    return document
  }

  /// Forgets the document and clears its diagnostics.
  mutating func didClose(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    guard documents.removeValue(forKey: uri) != nil else { return [] }
    history = nil
    openOrder.removeAll { $0 == uri }
    return [.message(Outgoing.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))]
  }

  /// The `unit check` diagnostics of a document, for the client.
  func publishDiagnostics(of document: TextDocument) -> Output {
    .message(
      Outgoing.notification(
        "textDocument/publishDiagnostics",
        .members([
          "uri": .string(document.uri),
          "version": document.version.map { .int($0) },
          "diagnostics": .array(document.diagnostics),
        ])))
  }

  /// The canonical form as one edit replacing the whole document; no edit
  /// when the document has errors or is canonical already.
  func formatting(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    guard let canonical = NotebookFormatter.format(utf8: document.bytes).output, canonical != document.bytes else {
      return []
    }
    let whole = TextRange(start: Position(line: 0, character: 0), end: document.positions.end)
    return [["range": whole.json, "newText": .string(String(decoding: canonical, as: UTF8.self))]]
  }
}
