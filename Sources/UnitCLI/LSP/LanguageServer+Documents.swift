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

  /// Reads a document's new text, and starts reading the history of every
  /// open document with it: a second thread folds the documents' pieces
  /// from the first on while this one reads the outline and diagnostics
  /// and sends them; `refreshHistory`, right after, folds pieces from the
  /// last back until the two meet and joins them (`PendingHistory`). The
  /// diagnostics never wait for the history, and a hover that follows them
  /// waits for at most one piece and the joining (docs/lsp.md,
  /// performance.md).
  private mutating func read(_ uri: String, version: Int?, bytes: [UInt8]) -> TextDocument {
    // One reading at a time: one started for an earlier text is finished
    // (and dropped) first.
    pending = nil
    history = nil
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
    pending = PendingHistory(names: names, arrays: arrays, pieceSize: historyPieceSize)
    let document = TextDocument(uri: uri, version: version, bytes: bytes)
    documents[uri] = document
    return document
  }

  /// Forgets the document and clears its diagnostics.
  mutating func didClose(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    guard documents.removeValue(forKey: uri) != nil else { return [] }
    pending = nil
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
