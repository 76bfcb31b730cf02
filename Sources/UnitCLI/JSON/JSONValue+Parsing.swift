import UnitNotebook

/// Why JSON text did not become a `JSONValue`.
package struct JSONValueError: Error, Hashable, Sendable {
  package enum Kind: Hashable, Sendable {
    /// The text is not JSON.
    case syntax
    /// The text may well be JSON, but it is nested deeper, or holds more
    /// values, than the caller accepts.
    case limit
  }

  package var kind: Kind
  /// The byte offset where reading stopped.
  package var offset: Int
  package var message: String

  package init(kind: Kind, offset: Int, message: String) {
    self.kind = kind
    self.offset = offset
    self.message = message
  }
}

extension JSONValue {
  /// Reads JSON text into a value, with bounds on what it may cost: at most
  /// `maximumDepth` nested lists and objects (never more than the scanner's
  /// own limit) and at most `maximumValues` values in all, so a hostile text
  /// cannot exhaust the stack or build a tree far larger than itself.
  ///
  /// The building is iterative, driven by `JSONScanner` events: open
  /// containers wait on an explicit stack, never on the call stack.
  package static func parse(
    _ bytes: [UInt8], maximumDepth: Int = 32, maximumValues: Int = 100_000
  ) throws(JSONValueError) -> JSONValue {
    let depthLimit = Swift.min(maximumDepth, JSONScanner.maximumDepth - 1)
    let result: Result<JSONValue, JSONValueError> = bytes.withUnsafeBufferPointer { b in
      var builder = JSONValueBuilder(b, maximumDepth: depthLimit, maximumValues: maximumValues)
      do throws(JSONValueError) {
        return .success(try builder.build())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

/// Builds a `JSONValue` from scanner events, keeping open containers on a
/// stack of its own.
private struct JSONValueBuilder {
  /// An open list or object and what it holds so far.
  struct Frame {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The key whose value comes next (objects).
    var key = ""

    var value: JSONValue { isObject ? .object(members) : .array(elements) }

    mutating func append(_ v: JSONValue) {
      if isObject {
        members.append(JSONMember(key: key, value: v))
      } else {
        elements.append(v)
      }
    }
  }

  var scanner: JSONScanner
  let maximumDepth: Int
  let maximumValues: Int
  var stack: [Frame] = []
  var count = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, maximumValues: Int) {
    scanner = JSONScanner(bytes)
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
  }

  mutating func build() throws(JSONValueError) -> JSONValue {
    var root = JSONValue.null
    while true {
      let event: JSONScanner.Event
      do {
        event = try scanner.next()
      } catch {
        throw JSONValueError(kind: .syntax, offset: error.offset, message: error.message)
      }
      let value: JSONValue
      switch event {
      case .objectStart, .arrayStart:
        guard stack.count < maximumDepth else {
          throw limit("the JSON is nested more than \(maximumDepth) levels deep")
        }
        try counted()
        stack.append(Frame(isObject: event == .objectStart))
        continue
      case .key(let s):
        if !stack.isEmpty { stack[stack.count - 1].key = scanner.string(s) }
        continue
      case .objectEnd, .arrayEnd:
        guard let frame = stack.popLast() else { continue }
        value = frame.value
      case .string(let s):
        try counted()
        value = .string(scanner.string(s))
      case .number(let r):
        try counted()
        value = .number(String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[r.start..<r.end]), as: UTF8.self))
      case .bool(let b):
        try counted()
        value = .bool(b)
      case .null:
        try counted()
        value = .null
      case .end:
        return root
      }
      if stack.isEmpty {
        root = value
      } else {
        stack[stack.count - 1].append(value)
      }
    }
  }

  /// Counts one more value against the limit.
  private mutating func counted() throws(JSONValueError) {
    count += 1
    guard count <= maximumValues else {
      throw limit("the JSON holds more than \(maximumValues) values")
    }
  }

  private func limit(_ message: String) -> JSONValueError {
    JSONValueError(kind: .limit, offset: scanner.eventStart, message: message)
  }
}
