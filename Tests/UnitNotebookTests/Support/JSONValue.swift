@testable import UnitNotebook

/// A JSON value as a tree, for tests: built with the library's own scanner,
/// numbers kept as exact decimals, so two documents compare as values
/// (key order and number spelling aside).
indirect enum JSONValue: Equatable, CustomStringConvertible {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(DecimalValue)
  case bool(Bool)
  case null

  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// Parses a whole document.
  static func parse(_ bytes: [UInt8]) throws -> JSONValue {
    try bytes.withUnsafeBufferPointer { b in
      var scanner = JSONScanner(b)
      do {
        let value = try read(&scanner, try scanner.next())
        guard try scanner.next() == .end else { throw ParseError(description: "text after the value") }
        return value
      } catch let e as JSONSyntaxError {
        throw ParseError(description: "\(e.offset): \(e.message)")
      }
    }
  }

  private static func read(_ s: inout JSONScanner, _ event: JSONScanner.Event) throws -> JSONValue {
    switch event {
    case .objectStart:
      var members: [String: JSONValue] = [:]
      while case .key(let k) = try s.next() {
        members[s.string(k)] = try read(&s, try s.next())
      }
      return .object(members)
    case .arrayStart:
      var elements: [JSONValue] = []
      while true {
        let e = try s.next()
        if e == .arrayEnd { break }
        elements.append(try read(&s, e))
      }
      return .array(elements)
    case .string(let str): return .string(s.string(str))
    case .number(let r):
      let text = UnsafeBufferPointer(rebasing: s.bytes[r.start..<r.end])
      guard case .success(let d) = JSONNumber.value(text) else {
        throw ParseError(description: "number \(String(decoding: text, as: UTF8.self)) does not fit")
      }
      return .number(d)
    case .bool(let b): return .bool(b)
    case .null: return .null
    case .objectEnd, .arrayEnd, .key, .end: throw ParseError(description: "unexpected \(event)")
    }
  }

  var description: String {
    switch self {
    case .object(let m): return "{" + m.keys.sorted().map { "\($0): \(m[$0] ?? .null)" }.joined(separator: ", ") + "}"
    case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
    case .string(let s): return s.debugDescription
    case .number(let d): return d.description
    case .bool(let b): return b.description
    case .null: return "null"
    }
  }

  subscript(key: String) -> JSONValue? {
    if case .object(let m) = self { return m[key] }
    return nil
  }
}
