import UnitNotebook

/// What one message may cost: the bounds `unit lsp` puts on its input
/// (docs/lsp.md lists them).
enum MessageLimits {
  /// The largest content part read: 32 MiB, room for a notebook of several
  /// hundred thousand lines. A longer one is read past, never held.
  static let contentBytes = 32 << 20
  /// The largest header read.
  static let headerBytes = 8192
  /// How deep the JSON may nest, and how many values it may hold: far beyond
  /// what the protocol's messages need (an `initialize` is about 10 levels and
  /// a few hundred values), and far below what would cost memory.
  static let depth = 32
  static let values = 100_000
}

/// A message whose header could not be read, or that the server will not
/// read: what to tell the client, as a JSON-RPC error.
struct FramingProblem: Error, Hashable {
  var code: Int
  var message: String

  static let noLength = FramingProblem(
    code: RPCError.parseErrorCode,
    message: "the message has no Content-Length header (a message starts with 'Content-Length: N' and an empty line)")

  static let twoLengths = FramingProblem(
    code: RPCError.parseErrorCode, message: "the message has two different Content-Length headers")

  static let headerTooLong = FramingProblem(
    code: RPCError.parseErrorCode,
    message:
      "the header is longer than \(MessageLimits.headerBytes) bytes, or has no empty line to end it")

  static func badLength(_ value: ArraySlice<UInt8>) -> FramingProblem {
    FramingProblem(
      code: RPCError.parseErrorCode,
      message: "Content-Length must be a number of bytes, found '\(quote(value))'")
  }

  static func notAHeader(_ line: [UInt8]) -> FramingProblem {
    FramingProblem(
      code: RPCError.parseErrorCode,
      message: "expected a header such as 'Content-Length: 52', found '\(quote(line[...]))'")
  }

  static func tooLarge(_ length: Int) -> FramingProblem {
    let limit = MessageLimits.contentBytes
    return FramingProblem(
      code: RPCError.invalidRequestCode,
      message: "the message is \(length) bytes; unit lsp reads messages of at most \(limit) bytes (\(limit >> 20) MiB)")
  }

  /// The problem with a Content-Type value, if its charset is not UTF-8
  /// (`utf8` is accepted too, as the protocol asks).
  static func charset(in contentType: String) -> FramingProblem? {
    for parameter in contentType.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingBlanks.lowercased() == "charset" else { continue }
      var value = parts[1].trimmingBlanks
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
      let charset = value.lowercased()
      if charset != "utf-8" && charset != "utf8" {
        return FramingProblem(
          code: RPCError.parseErrorCode,
          message: "the message is in the charset '\(Excerpt.cut(value))'; unit lsp reads only utf-8")
      }
    }
    return nil
  }

  /// Header text for a message: at most 40 characters of it.
  private static func quote(_ bytes: ArraySlice<UInt8>) -> String {
    Excerpt.cut(String(decoding: bytes, as: UTF8.self))
  }
}

extension Substring {
  fileprivate var trimmingBlanks: String {
    var s = self[...]
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return String(s)
  }
}

extension JSONValue {
  /// The message as the protocol sends it: its `Content-Length` header, the
  /// empty line, then the JSON text.
  var framed: [UInt8] {
    let body = utf8
    var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    bytes.append(contentsOf: body)
    return bytes
  }
}
