import UnitNotebook

extension JSONValue {
  /// The value as compact JSON text in UTF-8: no spaces or line breaks,
  /// members in their order, strings escaped as `JSONWriter` escapes them,
  /// numbers as written.
  ///
  /// Writing recurses once per level of nesting. Values read by `parse` are
  /// at most its `maximumDepth` deep; values built in code are as deep as
  /// their literals.
  package var utf8: [UInt8] {
    var out = ByteBuffer()
    out.appendJSON(self)
    return out.bytes
  }

  /// The JSON text as a `String` (for messages and tests).
  package var text: String { String(decoding: utf8, as: UTF8.self) }
}

extension ByteBuffer {
  mutating func appendJSON(_ value: JSONValue) {
    switch value {
    case .null:
      append(ascii: "null")
    case .bool(let b):
      if b { append(ascii: "true") } else { append(ascii: "false") }
    case .number(let text):
      append(text)
    case .string(let s):
      appendJSONString(s)
    case .array(let elements):
      append(UInt8(ascii: "["))
      for (k, e) in elements.enumerated() {
        if k > 0 { append(UInt8(ascii: ",")) }
        appendJSON(e)
      }
      append(UInt8(ascii: "]"))
    case .object(let members):
      append(UInt8(ascii: "{"))
      for (k, m) in members.enumerated() {
        if k > 0 { append(UInt8(ascii: ",")) }
        appendJSONString(m.key)
        append(UInt8(ascii: ":"))
        appendJSON(m.value)
      }
      append(UInt8(ascii: "}"))
    }
  }
}
