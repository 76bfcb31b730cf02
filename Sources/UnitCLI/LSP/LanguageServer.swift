import UnitNotebook

/// The language server: its state, and what it does with each message.
/// `unit lsp` reads messages, hands each to `handle`, and writes out what
/// comes back; the server itself does no input or output, so tests can drive
/// it in memory as well as through the real process.
///
/// It follows the protocol's life cycle: before `initialize`, requests get
/// ServerNotInitialized (-32002) and notifications other than `exit` are
/// dropped; after `shutdown`, requests get InvalidRequest (-32600); `exit`
/// sets the exit status, 0 after a `shutdown` and 1 otherwise. No message,
/// however malformed, stops it.
struct LanguageServer {
  /// What handling a message produced, in order.
  enum Output {
    /// A message for the client.
    case message(JSONValue)
    /// The response to request `id` with an answer written in pieces as it
    /// is sent (an outline, semantic tokens: `WrittenAnswer`).
    case written(id: JSONValue, any WrittenAnswer)
    /// A line for the server's log (standard error), for problems that have
    /// no one to answer: a malformed notification.
    case log(String)
  }

  private(set) var isInitialized = false
  private(set) var shutdownRequested = false
  /// Set by `exit`: the status the process ends with.
  private(set) var exitStatus: Int32? = nil
  /// The open documents, by URI.
  var documents: [String: TextDocument] = [:]
  /// The exercise names of every chunk read, by number.
  var names = NameTable()
  /// The order documents were opened in (completion lists their names in it).
  var openOrder: [String] = []
  /// The client reads Markdown in hovers.
  var markdownHover = false
  /// The client shows symbols as a tree (`DocumentSymbol`), not a flat list.
  var hierarchicalSymbols = false
  /// The notebooks of the workspace, read as history.
  var workspace = Workspace()
  /// The client watches files for the server (`workspace/didChangeWatchedFiles`).
  var watchesFiles = false
  /// The client takes edits by document with their versions
  /// (`documentChanges`), and annotations on them (a rename that merges).
  var editsDocuments = false
  var annotatesEdits = false
  /// The history of every notebook; nil after a change, read again when a
  /// request needs it (LanguageServer+History).
  var history: TrainingHistory? = nil
  /// The pieces of the history folded, kept for the next reading, and
  /// those no change touched lately joined into one part.
  var folded: [ObjectIdentifier: FoldedPiece] = [:]
  var settled: SettledHistory? = nil
  /// What the last reading of the history did (`PendingHistory.Work`).
  var historyWork: PendingHistory.Work? = nil
  /// The notebooks the planner reads (every text), until the next change.
  var planning: TrainingPlans? = nil
  /// The notebooks' muscles sections, for hover, until the next change.
  var musclesRead: MuscleNames? = nil
  /// The size of the history's pieces (`DocumentText.markPieces`; tests
  /// make it small).
  var historyPieceSize = 1 << 20
  /// Messages for the editor that came up outside a request (a workspace
  /// too large to read whole), sent with the next output.
  private(set) var notices: [Output] = []

  init() {}

  /// Handles one message's content part.
  mutating func handle(_ body: consuming [UInt8]) -> [Output] {
    let value: JSONValue
    do throws(JSONValueError) {
      value = try JSONValue.parse(body, maximumDepth: MessageLimits.depth, maximumValues: MessageLimits.values)
      // Let go before the message is handled (a document's text is in
      // `value` now).
      _ = consume body
    } catch {
      let rpcError: RPCError =
        error.kind == .syntax
        ? .parseError("the message is not valid JSON: \(error.message) (at byte \(error.offset))")
        : .invalidRequest("unit lsp does not read this message: \(error.message)")
      return [.message(Outgoing.error(id: .null, rpcError))]
    }
    return handle(IncomingMessage(value))
  }

  /// Answers a message whose header could not be read.
  func handle(_ problem: FramingProblem) -> [Output] {
    [.message(Outgoing.error(id: .null, RPCError(code: problem.code, message: problem.message)))]
  }

  mutating func handle(_ message: IncomingMessage) -> [Output] {
    let outputs = answer(message)
    return outputs + takeNotices()
  }

  /// Says something to the editor (and in the log) at the next output.
  mutating func notify(_ message: String, type: Int) {
    notices.append(.log("unit lsp: " + message))
    notices.append(
      .message(
        Outgoing.notification("window/showMessage", ["type": .int(type), "message": .string("unit lsp: " + message)])))
  }

  /// The notices not sent yet.
  mutating func takeNotices() -> [Output] {
    defer { notices = [] }
    return notices
  }

  private mutating func answer(_ message: IncomingMessage) -> [Output] {
    switch message {
    case .response:
      return []
    case .invalid(let id, let error):
      return [.message(Outgoing.error(id: id, error))]
    case .request(let id, let method, let params):
      do throws(RPCError) {
        switch try respond(to: method, Params(params)) {
        case .value(let v): return [.message(Outgoing.result(id: id, v))]
        case .written(let w): return [.written(id: id, w)]
        }
      } catch {
        return [.message(Outgoing.error(id: id, error))]
      }
    case .notification(let method, let params):
      return notice(method, Params(params))
    }
  }

  // MARK: - Requests

  /// What a request is answered with: a value, or an answer written as it
  /// is sent.
  private enum Answer {
    case value(JSONValue)
    case written(any WrittenAnswer)
  }

  private mutating func respond(to method: String, _ params: Params) throws(RPCError) -> Answer {
    if shutdownRequested {
      throw .invalidRequest("the server is shutting down: after 'shutdown' only 'exit' is accepted")
    }
    if method == "initialize" { return .value(try initialize(params)) }
    guard isInitialized else { throw .notInitialized }
    switch method {
    case "shutdown":
      shutdownRequested = true
      return .value(.null)
    case "textDocument/formatting": return .value(try formatting(params))
    case "textDocument/documentSymbol": return .written(try documentSymbols(params))
    case "textDocument/hover":
      refreshHistory()
      return .value(try hover(params))
    case "textDocument/completion":
      refreshHistory()
      return .value(try completion(params))
    case "textDocument/inlayHint":
      refreshHistory()
      return .value(try inlayHints(params))
    case "textDocument/codeAction":
      refreshHistory()
      return .value(try codeActions(params))
    case "textDocument/prepareRename": return .value(try prepareRename(params))
    case "textDocument/rename": return .value(try rename(params))
    case "textDocument/foldingRange": return .value(try foldingRanges(params))
    case "textDocument/semanticTokens/full": return .written(try semanticTokens(params, range: false))
    case "textDocument/semanticTokens/range": return .written(try semanticTokens(params, range: true))
    case "textDocument/codeLens": return .value(try codeLenses(params))
    case "codeLens/resolve": return .value(try resolveCodeLens(params))
    case "workspace/symbol": return .value(try workspaceSymbols(params))
    default: throw .methodNotFound(method)
    }
  }

  private mutating func initialize(_ params: Params) throws(RPCError) -> JSONValue {
    guard !isInitialized else { throw .invalidRequest("'initialize' may only be sent once") }
    guard params.value?.isObject == true else {
      throw .invalidParams("the params of 'initialize' must be an object (InitializeParams)")
    }
    // A capability the client does not mention is one it does not have.
    let text = ["capabilities", "textDocument"]
    let formats = params.optional(text + ["hover", "contentFormat"])?.arrayValue ?? []
    markdownHover = formats.contains("markdown")
    hierarchicalSymbols =
      params.optional(text + ["documentSymbol", "hierarchicalDocumentSymbolSupport"])?.boolValue ?? false
    let workspaceCapabilities = ["capabilities", "workspace"]
    watchesFiles =
      params.optional(workspaceCapabilities + ["didChangeWatchedFiles", "dynamicRegistration"])?.boolValue ?? false
    editsDocuments = params.optional(workspaceCapabilities + ["workspaceEdit", "documentChanges"])?.boolValue ?? false
    annotatesEdits =
      editsDocuments && params.optional(workspaceCapabilities + ["workspaceEdit", "changeAnnotationSupport"]) != nil
    workspace = Workspace(roots: LanguageServer.workspaceRoots(params))
    isInitialized = true
    return [
      "capabilities": [
        "positionEncoding": "utf-16",
        "textDocumentSync": ["openClose": true, "change": 2],
        "documentFormattingProvider": true,
        "documentSymbolProvider": true,
        "hoverProvider": true,
        "completionProvider": ["resolveProvider": false],
        "inlayHintProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        "renameProvider": ["prepareProvider": true],
        "foldingRangeProvider": true,
        "workspaceSymbolProvider": true,
        "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true, "range": true],
        "codeLensProvider": ["resolveProvider": true],
      ],
      "serverInfo": ["name": "unit", "version": .string(CLI.version)],
    ]
  }

  // MARK: - Notifications

  private mutating func notice(_ method: String, _ params: Params) -> [Output] {
    if method == "exit" {
      exitStatus = shutdownRequested ? 0 : 1
      return []
    }
    // Before initialize they are dropped, as the protocol says; after
    // shutdown the client sends none.
    guard isInitialized, !shutdownRequested else { return [] }
    do throws(RPCError) {
      switch method {
      case "textDocument/didOpen": return try didOpen(params)
      case "textDocument/didChange": return try didChange(params)
      case "textDocument/didClose": return try didClose(params)
      case "initialized": return initialized()
      case "workspace/didChangeWatchedFiles": return try didChangeWatchedFiles(params)
      default: return []  // $/cancelRequest, $/setTrace, …: nothing to do
      }
    } catch {
      return [.log("unit lsp: \(Excerpt.cut(method)): \(error.message)")]
    }
  }

  /// The open document a request's `textDocument.uri` names.
  func document(_ params: Params) throws(RPCError) -> TextDocument {
    let uri = try params.string("textDocument", "uri")
    guard let document = documents[uri] else {
      throw .invalidParams("no open document has the uri \(Excerpt.cut(uri)) (send textDocument/didOpen first)")
    }
    guard !document.isOutOfStep else {
      throw .requestFailed(
        "\(Excerpt.cut(uri)) is out of step with the editor (an edit could not be applied): send its whole text again (reopen it)"
      )
    }
    return document
  }
}
