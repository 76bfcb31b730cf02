import UnitNotebook

/// Reads the fields of a message's params, so that every field that is
/// missing or of the wrong kind becomes an InvalidParams error that names it:
/// `textDocument.uri must be text, found a number`.
struct Params {
  let value: JSONValue?

  init(_ value: JSONValue?) {
    self.value = value
  }

  /// The field at a path of keys, or nil when it is missing (or null).
  func optional(_ path: [String]) -> JSONValue? {
    var v = value
    for key in path { v = v?[key] }
    return v == .null ? nil : v
  }

  func object(_ path: String...) throws(RPCError) -> JSONValue {
    let v = try required(path)
    guard v.isObject else { throw wrongKind(path, "an object", v) }
    return v
  }

  func string(_ path: String...) throws(RPCError) -> String {
    let v = try required(path)
    guard let s = v.stringValue else { throw wrongKind(path, "text", v) }
    return s
  }

  func array(_ path: String...) throws(RPCError) -> [JSONValue] {
    let v = try required(path)
    guard let a = v.arrayValue else { throw wrongKind(path, "a list", v) }
    return a
  }

  /// A whole number from 0 to 2^31 − 1 (the protocol's `uinteger`).
  func uinteger(_ path: String...) throws(RPCError) -> Int { try uinteger(path) }

  /// A whole number (the protocol's `integer`), or nil when missing.
  func optionalInteger(_ path: String...) throws(RPCError) -> Int? {
    guard let v = optional(path) else { return nil }
    guard let n = v.intValue, n >= Int(Int32.min), n <= Int(Int32.max) else {
      throw wrongKind(path, "a whole number", v)
    }
    return n
  }

  /// A position: `{"line": …, "character": …}`.
  func position(_ path: String...) throws(RPCError) -> Position {
    let line = try uinteger(path + ["line"])
    let character = try uinteger(path + ["character"])
    return Position(line: line, character: character)
  }

  private func uinteger(_ path: [String]) throws(RPCError) -> Int {
    let v = try required(path)
    guard let n = v.intValue, n >= 0, n <= Int(Int32.max) else {
      throw wrongKind(path, "a whole number from 0 to 2147483647", v)
    }
    return n
  }

  private func required(_ path: [String]) throws(RPCError) -> JSONValue {
    guard value != nil else { throw .invalidParams("the params are missing") }
    guard let v = optional(path) else { throw .invalidParams("\(path.joined(separator: ".")) is missing") }
    return v
  }

  private func wrongKind(_ path: [String], _ expected: String, _ found: JSONValue) -> RPCError {
    var what = found.kindDescription
    if case .number(let text) = found, text.count <= 24 { what = text }
    return .invalidParams("\(path.joined(separator: ".")) must be \(expected), found \(what)")
  }
}
