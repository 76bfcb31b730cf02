import UnitNotebook

/// A JSON-RPC error: a code the protocol defines, and a message in plain
/// words.
struct RPCError: Error, Hashable {
  var code: Int
  var message: String

  static let parseErrorCode = -32700
  static let invalidRequestCode = -32600
  static let methodNotFoundCode = -32601
  static let invalidParamsCode = -32602
  static let serverNotInitializedCode = -32002
  /// The request was valid but could not be answered (the protocol's RequestFailed).
  static let requestFailedCode = -32803

  /// The message is not JSON.
  static func parseError(_ message: String) -> RPCError { RPCError(code: parseErrorCode, message: message) }
  /// The message is JSON, but not a request the server takes.
  static func invalidRequest(_ message: String) -> RPCError { RPCError(code: invalidRequestCode, message: message) }
  static func invalidParams(_ message: String) -> RPCError { RPCError(code: invalidParamsCode, message: message) }
  static func requestFailed(_ message: String) -> RPCError { RPCError(code: requestFailedCode, message: message) }

  static func methodNotFound(_ method: String) -> RPCError {
    RPCError(code: methodNotFoundCode, message: "unit lsp does not handle the request '\(Excerpt.cut(method))'")
  }

  static let notInitialized = RPCError(
    code: serverNotInitializedCode, message: "the server is not initialized yet: send 'initialize' first")
}

/// One message from the client, sorted by what it asks for.
enum IncomingMessage: Equatable {
  /// A request: it gets a response with its id.
  case request(id: JSONValue, method: String, params: JSONValue?)
  /// A notification: it gets no response.
  case notification(method: String, params: JSONValue?)
  /// A response to a request of the server's. The server sends none, so
  /// these are ignored.
  case response
  /// Not a valid JSON-RPC 2.0 message: the error goes back with this id
  /// (null when the id cannot be read).
  case invalid(id: JSONValue, RPCError)

  init(_ message: JSONValue) {
    guard message.isObject else {
      self = .invalid(
        id: .null,
        .invalidRequest(
          "a message must be a JSON object such as {\"jsonrpc\": \"2.0\", …}, found \(message.kindDescription)"))
      return
    }
    let rawID = message["id"]
    let id: JSONValue? =
      switch rawID {
      case .string?, .number?: rawID
      default: nil
      }
    guard message["jsonrpc"] == .string("2.0") else {
      self = .invalid(id: id ?? .null, .invalidRequest("the message must say \"jsonrpc\": \"2.0\""))
      return
    }
    guard let methodValue = message["method"] else {
      if rawID != nil, message["result"] != nil || message["error"] != nil {
        self = .response
      } else {
        self = .invalid(id: id ?? .null, .invalidRequest("the message has no \"method\""))
      }
      return
    }
    guard let method = methodValue.stringValue else {
      self = .invalid(id: id ?? .null, .invalidRequest("\"method\" must be text, found \(methodValue.kindDescription)"))
      return
    }
    // "params": null is read as no params: JSON-RPC wants the member left
    // out, but clients send null for `shutdown` (Emacs's eglot does).
    let params = message["params"] == .null ? nil : message["params"]
    if let rawID {
      guard let id else {
        self = .invalid(
          id: .null, .invalidRequest("a request id must be a number or text, found \(rawID.kindDescription)"))
        return
      }
      if let params, !params.isObject, params.arrayValue == nil {
        self = .invalid(
          id: id, .invalidParams("\"params\" must be an object or a list, found \(params.kindDescription)"))
        return
      }
      self = .request(id: id, method: method, params: params)
    } else {
      self = .notification(method: method, params: params)
    }
  }
}

/// The messages the server writes.
enum Outgoing {
  static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  static func error(id: JSONValue, _ error: RPCError) -> JSONValue {
    ["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]]
  }

  static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }
}
