import UnitNotebook

/// A JSON value of any shape, for protocols whose messages are not Unit's own
/// documents: the language server's JSON-RPC (`unit lsp`) reads and writes
/// these. Unit's notebook JSON goes through `JSONReader` and `JSONWriter`
/// instead, which never build a tree.
///
/// Objects keep their members in the order written (and in the order a
/// literal lists them), so what is written is the same on every run. Numbers
/// keep their text as written, so an id is echoed back exactly.
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number's text, checked against the JSON grammar when it was read.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// A whole number.
  package static func int(_ n: Int) -> JSONValue { .number(String(n)) }

  /// An object from members, leaving out those whose value is nil.
  package static func members(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
    .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
  }
}

/// One `"key": value` of an object.
package struct JSONMember: Hashable, Sendable {
  package var key: String
  package var value: JSONValue

  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

// MARK: - Reading values

extension JSONValue {
  /// The member named `key` of an object (the last one, when a key is
  /// repeated, as JavaScript reads it); nil for a missing key or a non-object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  package var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  package var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The value of a number that is whole (`7`, `7.0`, `7e0`) and fits in an
  /// `Int` of at most 15 digits; nil for anything else.
  package var intValue: Int? {
    guard case .number(let text) = self, case .success(let d) = JSONNumber.value(text) else { return nil }
    return d.integerValue  // trailing fraction zeros are already gone: 7.0 reads as 7
  }

  package var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  package var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  package var isNull: Bool { self == .null }

  /// What kind of value this is, in words, for messages: `a number`, `text`.
  package var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "true or false"
    case .number: return "a number"
    case .string: return "text"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}

// MARK: - Literals

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  package init(stringLiteral value: String) { self = .string(value) }
  package init(integerLiteral value: Int) { self = .int(value) }
  package init(booleanLiteral value: Bool) { self = .bool(value) }
  package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  package init(nilLiteral: ()) { self = .null }

  /// An object whose members keep the order of the literal.
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { JSONMember(key: $0.0, value: $0.1) })
  }
}
