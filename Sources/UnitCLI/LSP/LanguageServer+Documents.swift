import UnitNotebook

/// Keeping documents in step with the client (incremental sync: each
/// change replaces a range, or the whole text), their diagnostics, and
/// formatting.
extension LanguageServer {
  mutating func didOpen(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    let text = try params.string("textDocument", "text")
    let version = try params.optionalInteger("textDocument", "version")
    if documents[uri] == nil { openOrder.append(uri) }
    let size = text.utf8.count
    guard size <= workspace.maxBytes else {
      // Held as an empty text out of step: its requests say why.
      documents[uri] = TextDocument(uri: uri, version: version, text: DocumentText(""), names: &names)
      return outOfStep(uri, .invalidParams(tooLarge(size)))
    }
    return [store(TextDocument(uri: uri, version: version, text: DocumentText(text), names: &names))]
  }

  /// Why a document of `size` bytes is not held: an open notebook is bound
  /// as the workspace's files are (`Workspace.maxBytes`, 128 MiB).
  func tooLarge(_ size: Int) -> String {
    "the document would be \(size) bytes, more than \(InputLimit.describe(workspace.maxBytes)), the most unit lsp holds of notebooks (as of the workspace's files)"
  }

  /// Applies the changes in order: a change without a range is the whole
  /// new text; one with a range replaces it (positions as the protocol
  /// counts them, in the text as the changes before it left it). Only the
  /// chunks the changes touched are read again. A change that cannot be
  /// applied (a range past the end, an end before its start) leaves the
  /// document as it was before this notification, out of step with the
  /// editor until the whole text comes again (`OutOfStep`).
  mutating func didChange(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    let version = try params.optionalInteger("textDocument", "version")
    let changes = try params.array("contentChanges")
    // Taken out while it is changed, so that its chunks are not copied.
    forgetHistory()
    guard var document = documents.removeValue(forKey: uri) else {
      throw .invalidParams("no open document has the uri \(Excerpt.cut(uri)) (send textDocument/didOpen first)")
    }
    do throws(RPCError) {
      try apply(changes, to: &document)
    } catch {
      documents[uri] = document
      return outOfStep(uri, error)
    }
    document.version = version
    document.readChunks(names: &names)
    return [store(consume document)]
  }

  /// Applies the content changes of a `didChange` to a document.
  private func apply(_ changes: [JSONValue], to document: inout TextDocument) throws(RPCError) {
    for (k, change) in changes.enumerated() {
      let c = Params(change)
      guard let new = change["text"]?.stringValue else {
        throw .invalidParams("contentChanges[\(k)].text is missing or not text")
      }
      guard c.optional(["range"]) != nil else {
        guard new.utf8.count <= workspace.maxBytes else { throw .invalidParams(tooLarge(new.utf8.count)) }
        document.replaceAll(with: DocumentText(new))
        continue
      }
      if document.isOutOfStep {
        throw .invalidParams(
          "contentChanges[\(k)] edits a range of a document that is out of step: send its whole text first")
      }
      let start = try c.position("range", "start")
      let end = try c.position("range", "end")
      let lines = document.text.end.line + 1
      guard let s = document.text.offset(of: start) else {
        throw .invalidParams(
          "contentChanges[\(k)].range.start is on line \(start.line), past the end of the document (lines 0 to \(lines - 1))"
        )
      }
      guard let e = document.text.offset(of: end) else {
        throw .invalidParams(
          "contentChanges[\(k)].range.end is on line \(end.line), past the end of the document (lines 0 to \(lines - 1))"
        )
      }
      guard s <= e else {
        throw .invalidParams(
          "contentChanges[\(k)].range ends (line \(end.line), character \(end.character)) before it starts (line \(start.line), character \(start.character))"
        )
      }
      // Bound before the text grows: edits must not make a notebook the
      // server cannot hold (docs/lsp.md, Limits).
      let size = document.text.count - (e - s) + new.utf8.count
      guard size <= workspace.maxBytes else { throw .invalidParams(tooLarge(size)) }
      document.replace(s..<e, with: Array(new.utf8))
    }
  }

  /// A change that could not be applied: the document is out of step
  /// with the editor's, so no answer is given from it (requests on it
  /// fail, its diagnostics are cleared, the history reads its file, if the
  /// workspace has it, instead) until a change with the whole text or an
  /// open. The editor hears why, as an error message (a notification has
  /// no response).
  mutating func outOfStep(_ uri: String, _ error: RPCError) -> [Output] {
    documents[uri]?.isOutOfStep = true
    forgetHistory()
    workspace.markStale(uri)
    let message =
      "unit lsp: \(Excerpt.cut(uri)) is out of step with the editor: \(error.message). Its answers stop until its whole text is sent again (reopen it)."
    return [
      .log(message),
      .message(Outgoing.notification("window/showMessage", ["type": 1, "message": .string(message)])),
      .message(Outgoing.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])),
    ]
  }

  /// Keeps a document's new reading, and publishes its diagnostics; the
  /// history is read again once they are out (`refreshHistory`), which
  /// they never wait for (docs/lsp.md). Taken, not copied: its chunks'
  /// array is marked in place (a copy kept by the caller made the marks
  /// copy the array).
  private mutating func store(_ document: consuming TextDocument) -> Output {
    document.markPieces(size: historyPieceSize)
    let published = publishDiagnostics(of: document)
    let uri = document.uri
    documents[uri] = consume document
    // Its file, if the workspace has it, is not held while its text is here.
    workspace.setAside(uri)
    forgetHistory()
    return published
  }

  /// Forgets the document and clears its diagnostics.
  mutating func didClose(_ params: Params) throws(RPCError) -> [Output] {
    let uri = try params.string("textDocument", "uri")
    guard documents.removeValue(forKey: uri) != nil else { return [] }
    openOrder.removeAll { $0 == uri }
    // Its file, if the workspace has it, counts again as it is on disk.
    workspace.markStale(uri)
    forgetHistory()
    return [
      .message(Outgoing.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    ]
  }

  /// The `unit check` diagnostics of a document, for the client.
  func publishDiagnostics(of document: TextDocument) -> Output {
    .message(
      Outgoing.notification(
        "textDocument/publishDiagnostics",
        .members([
          "uri": .string(document.uri),
          "version": document.version.map { .int($0) },
          "diagnostics": .array(document.diagnosticsJSON),
        ])))
  }

  /// The canonical form as one edit replacing the whole document; no edit
  /// when the document has errors or is canonical already.
  func formatting(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    let bytes = document.text.bytes
    guard let canonical = NotebookFormatter.format(utf8: bytes).output, canonical != bytes else {
      return []
    }
    let whole = TextRange(start: Position(line: 0, character: 0), end: document.text.end)
    return [["range": whole.json, "newText": .string(String(decoding: canonical, as: UTF8.self))]]
  }
}
