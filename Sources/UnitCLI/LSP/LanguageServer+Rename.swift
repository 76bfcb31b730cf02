import UnitNotebook

/// Renaming an exercise (docs/lsp.md): every place it is written, in every
/// notebook of the workspace, its name matched as the history matches names
/// (`Bench press` is `Bench Press`), in one `WorkspaceEdit`. The new name
/// is written as the formatter writes names (escaped, with a `:` where it
/// needs one to read back as a name). A new name that another exercise has
/// already merges the two: allowed, and said (an annotation on the edits
/// that asks to confirm, or a message where the client has none).
extension LanguageServer {
  /// The exercise name at a position: where it is written (bytes of the
  /// document) and the name.
  func exerciseName(_ document: TextDocument, at position: Position) -> NotebookOutline.Token? {
    guard let offset = document.text.offset(of: position) else { return nil }
    let k = document.text.chunk(atOffset: offset)
    let base = document.text.byteStarts[k]
    let tokens = document.text.chunks[k].bytes.withUnsafeBufferPointer { NotebookOutline.tokens($0) }
    guard
      var t = tokens.first(where: {
        $0.kind == .exercise && ($0.range.lowerBound...$0.range.upperBound).contains(offset - base)
      })
    else { return nil }
    t.range = (t.range.lowerBound + base)..<(t.range.upperBound + base)
    return t
  }

  /// The name under the cursor, to rename (the editor shows it).
  func prepareRename(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    guard let t = exerciseName(document, at: try params.position("position")) else {
      throw .requestFailed("only an exercise name can be renamed: put the cursor on one")
    }
    return ["range": document.text.range(t.range).json, "placeholder": .string(t.name ?? "")]
  }

  /// Every place the exercise under the cursor is written, with the new name.
  mutating func rename(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    guard let t = exerciseName(document, at: try params.position("position")), let old = t.name else {
      throw .requestFailed("only an exercise name can be renamed: put the cursor on one")
    }
    let new = try LanguageServer.newName(try params.string("newName"))
    // Edits are made on each file as it is on disk now, not on a copy read
    // before it changed (no watched-file event may have come).
    if workspace.markChangedOnDisk() { forgetHistory() }
    loadWorkspace()
    let oldKey = NameTable.identity(old)
    // Identities by number: the name under the cursor has one; the new
    // name has one when a name read has its identity.
    let oldNumber = names.identityNumber(of: old)
    let newNumber = names.identityNumber(of: new).flatMap { $0 == oldNumber ? nil : $0 }
    let written = NotebookFormatter.writtenName(new)
    var edits: [(uri: String, version: Int?, edits: [(TextRange, String)])] = []
    var merged: Set<String> = []
    for file in historyFiles() {
      var mine: [(TextRange, String)] = []
      for k in file.text.chunks.indices {
        guard let r = file.text.chunks[k].reading else { continue }
        var holds = false
        for x in r.exercises {
          let identity = names.identities[Int(x.name)]
          if identity == newNumber { merged.insert(names.names[Int(x.name)]) }
          if identity == oldNumber { holds = true }
        }
        guard holds else { continue }
        let map = file.text.map(ofChunk: k)
        let tokens = file.text.chunks[k].bytes.withUnsafeBufferPointer { NotebookOutline.tokens($0) }
        for x in tokens where x.kind == .exercise && x.name.map(NameTable.identity) == oldKey {
          let range = map.range((x.range.lowerBound + map.byte)..<(x.range.upperBound + map.byte))
          mine.append((range, written.text + (written.needsColon && !x.closed ? ":" : "")))
        }
      }
      if !mine.isEmpty { edits.append((file.uri, documents[file.uri]?.version, mine)) }
    }
    var annotation: JSONValue? = nil
    if !merged.isEmpty {
      let others = merged.sorted().map { "'\($0)'" }.joined(separator: ", ")
      let words =
        "Renaming '\(old)' to '\(new)' merges it with \(others) already in the notebooks: the history counts them as one exercise"
      if annotatesEdits {
        annotation = ["label": "Merges two exercises", "needsConfirmation": true, "description": .string(words)]
      } else {
        notify(words, type: 2)
      }
    }
    return LanguageServer.workspaceEdit(edits, annotation: annotation, documentChanges: editsDocuments)
  }

  /// A new name as typed: one line, without blanks around it, not empty,
  /// no control character.
  static func newName(_ typed: String) throws(RPCError) -> String {
    let name = String(
      typed.unicodeScalars.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        .map(Character.init))
    guard !name.isEmpty else { throw .requestFailed("the new name is empty") }
    guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw .requestFailed("an exercise name is one line, without control characters")
    }
    return name
  }

  /// The edits as one `WorkspaceEdit`: by document (`documentChanges`,
  /// with their versions and the annotation) where the client takes
  /// them, else by URI (`changes`).
  static func workspaceEdit(
    _ edits: [(uri: String, version: Int?, edits: [(TextRange, String)])], annotation: JSONValue?,
    documentChanges: Bool
  ) -> JSONValue {
    func edit(_ e: (TextRange, String)) -> JSONValue {
      .members([
        "range": e.0.json, "newText": .string(e.1), "annotationId": annotation == nil ? nil : .string("merge"),
      ])
    }
    guard documentChanges else {
      return ["changes": .object(edits.map { JSONMember(key: $0.uri, value: .array($0.edits.map(edit))) })]
    }
    let changes: [JSONValue] = edits.map { file in
      [
        "textDocument": ["uri": .string(file.uri), "version": file.version.map { .int($0) } ?? .null],
        "edits": .array(file.edits.map(edit)),
      ]
    }
    return .members([
      "documentChanges": .array(changes),
      "changeAnnotations": annotation.map { .object([JSONMember(key: "merge", value: $0)]) },
    ])
  }
}
