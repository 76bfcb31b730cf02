import UnitNotebook

/// The workspace as history (docs/lsp.md): its folders from `initialize`,
/// its `*.unit` files read when the history is first needed, and read
/// again when the client says one changed (`workspace/didChangeWatchedFiles`,
/// which the server asks to be sent where the client can), or when one that
/// was open is closed (while it is open, its text is the editor's: the file
/// is not held).
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
  /// forgotten) before the history is next needed; an open one when it is
  /// closed.
  mutating func didChangeWatchedFiles(_ params: Params) throws(RPCError) -> [Output] {
    let changes = try params.array("changes")
    let open = openPaths
    var any = false
    for change in changes {
      guard let uri = change["uri"]?.stringValue, let path = workspace.notebookPath(uri), !open.contains(path) else {
        continue
      }
      workspace.markStale(uri)
      any = true
    }
    if any { forgetHistory() }
    return []
  }

  /// The paths of the open documents in step with the editor (their files
  /// are not held).
  var openPaths: Set<String> {
    Set(documents.filter { !$0.value.isOutOfStep }.keys.compactMap(Workspace.key(ofURI:)))
  }

  /// Reads the workspace's files the first time, and those marked stale
  /// since (the history is read again after any change).
  mutating func loadWorkspace() {
    let changed = workspace.load(names: &names, skipping: openPaths)
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
