import UnitNotebook

/// The workspace as history (docs/lsp.md): its folders from `initialize`,
/// its `*.unit` files read when the history is first needed, and read
/// again when the client says one changed (`workspace/didChangeWatchedFiles`,
/// which the server asks to be sent where the client can), or when one is
/// saved or closed.
extension LanguageServer {
  /// The folders a client names: `workspaceFolders`, else `rootUri`, else
  /// `rootPath` (the older fields); only local files' (`file:` URIs).
  static func workspaceRoots(_ params: Params) -> [String] {
    if let folders = params.optional(["workspaceFolders"])?.arrayValue {
      return folders.compactMap { $0["uri"]?.stringValue.flatMap(Workspace.path(ofURI:)) }
    }
    if let uri = params.optional(["rootUri"])?.stringValue { return Workspace.path(ofURI: uri).map { [$0] } ?? [] }
    if let path = params.optional(["rootPath"])?.stringValue, path.hasPrefix("/") { return [path] }
    return []
  }

  /// After `initialized`: asks the client to say when a notebook of the
  /// workspace changes on disk, where it can (`client/registerCapability`).
  mutating func initialized() -> [Output] {
    guard watchesFiles, !workspace.roots.isEmpty else { return [] }
    let watcher: JSONValue = ["globPattern": "**/*.unit"]
    let registration: JSONValue = [
      "id": "unit-notebooks", "method": "workspace/didChangeWatchedFiles",
      "registerOptions": ["watchers": [watcher]],
    ]
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": "unit-register-watchers", "method": "client/registerCapability",
      "params": ["registrations": [registration]],
    ]
    return [.message(request)]
  }

  /// Notebooks created, changed or deleted on disk: read again (or
  /// forgotten) before the history is next read.
  mutating func didChangeWatchedFiles(_ params: Params) throws(RPCError) -> [Output] {
    let changes = try params.array("changes")
    var any = false
    for change in changes {
      guard let uri = change["uri"]?.stringValue, workspace.notebookPath(uri) != nil else { continue }
      workspace.markStale(uri)
      any = true
    }
    if any { forgetHistory() }
    return []
  }

  /// A saved notebook of the workspace is read again from disk (its open
  /// text wins while it is open; the file counts once it is closed).
  mutating func didSave(_ params: Params) throws(RPCError) -> [Output] {
    workspace.markStale(try params.string("textDocument", "uri"))
    return []
  }

  /// Reads the workspace's files the first time, and those marked stale
  /// since (the history is read again after any change).
  mutating func loadWorkspace() {
    let changed = workspace.load(names: &names)
    if let notice = workspace.notice {
      notify(notice, type: 2)
      workspace.notice = nil
    }
    if changed {
      workspace.markPieces(size: historyPieceSize)
      forgetHistory()
    }
  }
}
