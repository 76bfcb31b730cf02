import Foundation
import Testing

/// Malformed input to the real `unit lsp`: each case gets its error reply (or
/// none, where the protocol wants none), and then a valid request proves the
/// server still serves.
@Suite struct LSPMalformedTests {
  /// What the server must answer.
  enum Reply: Sendable {
    /// An error with this code, for this id (nil: the id is null).
    case error(Int, id: Int?)
    /// Nothing at all: the next message is the answer to the valid request.
    case nothing
    /// A result for this id.
    case result(id: Int)
  }

  enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case invalidJSON, emptyBody, invalidUTF8, aList, aNumber, unknownRequest, unknownNotification
    case dollarRequest, invalidParams, paramsNotAnObject, documentNotOpen, wrongVersion, idIsAnObject
    case noMethod, aResponse, noContentLength, lengthNotANumber, negativeLength, notAHeader
    case headerNeverEnds, otherCharset, hugeMessage, deeplyNested, tooManyValues, bareLineFeeds
    case changeOfUnknownDocument, openWithoutText, initializeTwice, batch

    var testDescription: String { rawValue }

    static func framed(_ body: String) -> Data { framed(Data(body.utf8)) }
    static func framed(_ body: Data) -> Data { Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body }

    static let hover = #""method":"textDocument/hover""#

    /// The bytes sent, and the reply expected.
    var input: (bytes: Data, reply: Reply) {
      switch self {
      case .invalidJSON:
        return (Self.framed(#"{"jsonrpc": "2.0", "id": 5, "method": "#), .error(-32700, id: nil))
      case .emptyBody:
        return (Self.framed(""), .error(-32700, id: nil))
      case .invalidUTF8:
        return (
          Self.framed(Data(#"{"jsonrpc":"2.0","id":5,"method":""#.utf8) + Data([0xFF, 0xFE]) + Data(#""}"#.utf8)),
          .error(-32700, id: nil)
        )
      case .aList:
        return (Self.framed("[1, 2, 3]"), .error(-32600, id: nil))
      case .aNumber:
        return (Self.framed("42"), .error(-32600, id: nil))
      case .unknownRequest:
        return (Self.framed(#"{"jsonrpc":"2.0","id":5,"method":"unit/nothing","params":{}}"#), .error(-32601, id: 5))
      case .unknownNotification:
        return (Self.framed(#"{"jsonrpc":"2.0","method":"unit/nothing","params":{}}"#), .nothing)
      case .dollarRequest:
        return (Self.framed(#"{"jsonrpc":"2.0","id":5,"method":"$/unknown"}"#), .error(-32601, id: 5))
      case .invalidParams:
        return (
          Self.framed(
            #"{"jsonrpc":"2.0","id":5,\#(Self.hover),"params":{"textDocument":{"uri":"file:///a.unit"},"position":{"line":"x","character":0}}}"#
          ),
          .error(-32602, id: 5)
        )
      case .paramsNotAnObject:
        return (Self.framed(#"{"jsonrpc":"2.0","id":5,\#(Self.hover),"params":3}"#), .error(-32602, id: 5))
      case .documentNotOpen:
        return (
          Self.framed(
            #"{"jsonrpc":"2.0","id":5,\#(Self.hover),"params":{"textDocument":{"uri":"file:///b.unit"},"position":{"line":0,"character":0}}}"#
          ),
          .error(-32602, id: 5)
        )
      case .wrongVersion:
        return (Self.framed(#"{"jsonrpc":"1.0","id":5,"method":"shutdown"}"#), .error(-32600, id: 5))
      case .idIsAnObject:
        return (Self.framed(#"{"jsonrpc":"2.0","id":{"n":5},"method":"shutdown"}"#), .error(-32600, id: nil))
      case .noMethod:
        return (Self.framed(#"{"jsonrpc":"2.0","id":5}"#), .error(-32600, id: 5))
      case .aResponse:
        return (Self.framed(#"{"jsonrpc":"2.0","id":5,"result":null}"#), .nothing)
      case .noContentLength:
        return (
          Data(
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"shutdown\"}"
              .utf8),
          .error(-32700, id: nil)
        )
      case .lengthNotANumber:
        return (Data("Content-Length: lots\r\n\r\n{}".utf8), .error(-32700, id: nil))
      case .negativeLength:
        return (Data("Content-Length: -5\r\n\r\n{}".utf8), .error(-32700, id: nil))
      case .notAHeader:
        return (Data("hello there\r\n\r\n".utf8), .error(-32700, id: nil))
      case .headerNeverEnds:
        return (Data(repeating: UInt8(ascii: "x"), count: 20_000), .error(-32700, id: nil))
      case .otherCharset:
        let body = #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#
        return (
          Data(
            "Content-Length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=latin1\r\n\r\n\(body)"
              .utf8),
          .error(-32700, id: nil)
        )
      case .hugeMessage:
        // One byte over the 32 MiB limit: read past, never held.
        let size = (32 << 20) + 1
        return (
          Data("Content-Length: \(size)\r\n\r\n".utf8) + Data(repeating: 0x20, count: size), .error(-32600, id: nil)
        )
      case .deeplyNested:
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        return (
          Self.framed(#"{"jsonrpc":"2.0","id":5,"method":"shutdown","params":\#(deep)}"#), .error(-32600, id: nil)
        )
      case .tooManyValues:
        let many = "[" + Array(repeating: "0", count: 150_000).joined(separator: ",") + "]"
        return (
          Self.framed(#"{"jsonrpc":"2.0","id":5,"method":"shutdown","params":\#(many)}"#), .error(-32600, id: nil)
        )
      case .bareLineFeeds:
        let body =
          #"{"jsonrpc":"2.0","id":5,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///a.unit"}}}"#
        return (Data("Content-Length: \(body.utf8.count)\n\n\(body)".utf8), .result(id: 5))
      case .changeOfUnknownDocument:
        return (
          Self.framed(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///b.unit","version":2},"contentChanges":[{"text":"x"}]}}"#
          ),
          .nothing
        )
      case .openWithoutText:
        return (
          Self.framed(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///c.unit"}}}"#),
          .nothing
        )
      case .initializeTwice:
        return (
          Self.framed(#"{"jsonrpc":"2.0","id":5,"method":"initialize","params":{"capabilities":{}}}"#),
          .error(-32600, id: 5)
        )
      case .batch:
        return (Self.framed(#"[{"jsonrpc":"2.0","id":5,"method":"shutdown"}]"#), .error(-32600, id: nil))
      }
    }
  }

  @Test(arguments: Case.allCases)
  func keepsServing(_ c: Case) throws {
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    try LSPSessionTests.open(client, "file:///a.unit", "# 2026-11-29 Lower A\nSquat 100kg × 5 ✓\n")
    _ = try client.notification("textDocument/publishDiagnostics")

    let (bytes, reply) = c.input
    try client.sendRaw(bytes)
    switch reply {
    case .error(let code, let id):
      let m = try client.next()
      let error = m["error"] as? [String: Any] ?? [:]
      #expect(error["code"] as? Int == code, "\(m)")
      #expect((error["message"] as? String)?.isEmpty == false)
      if let id { #expect(m["id"] as? Int == id) } else { #expect(m["id"] is NSNull, "id is null") }
      #expect(m["result"] == nil)
    case .result(let id):
      let m = try client.next()
      #expect(m["id"] as? Int == id)
      #expect(m["result"] != nil, "\(m)")
    case .nothing:
      break
    }

    // Still serving: the next message is the answer to a valid request.
    try client.send([
      "jsonrpc": "2.0", "id": 1000, "method": "textDocument/documentSymbol",
      "params": ["textDocument": ["uri": "file:///a.unit"]],
    ])
    let answer = try client.next()
    #expect(answer["id"] as? Int == 1000, "\(answer)")
    #expect((answer["result"] as? [[String: Any]])?.first?["name"] as? String == "2026-11-29 Lower A")
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  @Test func messagesNameWhatIsWrong() throws {
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    try LSPSessionTests.open(client, "file:///a.unit", "# 2026-11-29\n")
    _ = try client.notification("textDocument/publishDiagnostics")
    try client.sendRaw(Data("Content-Length: lots\r\n\r\n".utf8))
    let bad = try client.next()["error"] as? [String: Any]
    #expect(bad?["message"] as? String == "Content-Length must be a number of bytes, found 'lots'")
    try client.sendRaw(
      Case.framed(
        #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.unit"},"position":{"line":-1,"character":0}}}"#
      ))
    let params = try client.next()["error"] as? [String: Any]
    #expect(params?["message"] as? String == "position.line must be a whole number from 0 to 2147483647, found -1")
    try client.sendRaw(Case.framed("[[[" + String(repeating: "[", count: 40) + String(repeating: "]", count: 43)))
    let deep = try client.next()["error"] as? [String: Any]
    #expect(
      deep?["message"] as? String == "unit lsp does not read this message: the JSON is nested more than 32 levels deep")
    try client.sendRaw(Case.framed(#"{"jsonrpc":"2.0","id":8,"method":"textDocument/implementation","params":{}}"#))
    let unknown = try client.next()["error"] as? [String: Any]
    #expect(unknown?["message"] as? String == "unit lsp does not handle the request 'textDocument/implementation'")
    try client.sendRaw(
      Case.framed(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///c.unit"}}}"#))
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
    #expect(client.stderr.contains("unit lsp: textDocument/didOpen: textDocument.text is missing"))
  }
}
