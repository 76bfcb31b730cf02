/// A syntax error in JSON text: the byte offset where it is, and what was
/// expected there.
package struct JSONSyntaxError: Error, Hashable {
  package var offset: Int
  package var message: String
}

/// A JSON string as it sits in the source: the bytes between its quotes.
package struct JSONString: Hashable {
  package var range: ByteRange
  /// True when the string holds backslash escapes, so decoding has work to do.
  var hasEscapes: Bool
}

/// Reads JSON text (RFC 8259) one event at a time, checking the whole grammar.
///
/// The scanner never recurses: open containers are kept as bits of one
/// integer, so nesting deeper than `maximumDepth` is a clear error and never a
/// stack overflow. Strings are checked for valid UTF-8 and escapes as they are
/// scanned; numbers are checked against the JSON grammar (their value is read
/// by `JSONNumber`). A UTF-8 byte-order mark at the start is skipped.
package struct JSONScanner {
  package enum Event: Hashable {
    case objectStart
    case objectEnd
    case arrayStart
    case arrayEnd
    case key(JSONString)
    case string(JSONString)
    case number(ByteRange)
    case bool(Bool)
    case null
    case end
  }

  /// The deepest nesting accepted. A notebook needs 7 levels; the rest is room
  /// for values skipped after an error.
  package static let maximumDepth = 64

  package let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position: Int
  /// Where the event returned last starts (a key: its opening quote).
  package private(set) var eventStart = 0
  /// How many containers are open.
  private(set) var depth = 0
  /// Bit `k` is set when the container at depth `k + 1` is an object.
  private var objectBits: UInt64 = 0
  private var state = State.value

  private enum State {
    case value
    case valueOrArrayEnd
    case keyOrObjectEnd
    case afterValue
    case done
  }

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    position = Lexicon.byteOrderMarkLength(bytes)
  }

  /// True when the innermost open container is an object.
  var inObject: Bool { depth > 0 && (objectBits >> UInt64(depth - 1)) & 1 == 1 }

  /// The next event. After `.end` it keeps returning `.end`.
  package mutating func next() throws(JSONSyntaxError) -> Event {
    skipWhitespace()
    eventStart = position
    switch state {
    case .value:
      return try value()
    case .valueOrArrayEnd:
      if position < bytes.count, bytes[position] == 0x5D {  // ]
        position += 1
        pop()
        return .arrayEnd
      }
      return try value()
    case .keyOrObjectEnd:
      if position < bytes.count, bytes[position] == 0x7D {  // }
        position += 1
        pop()
        return .objectEnd
      }
      return try key(afterComma: false)
    case .afterValue:
      return try afterValue()
    case .done:
      return .end
    }
  }

  /// Skips the rest of a container whose start event was just returned.
  mutating func skipContainer() throws(JSONSyntaxError) {
    let target = depth - 1
    while depth > target {
      _ = try next()
    }
  }

  // MARK: - Structure

  private mutating func afterValue() throws(JSONSyntaxError) -> Event {
    guard depth > 0 else {
      guard position >= bytes.count else {
        throw fail("expected the end of the JSON text after the closing }, found more")
      }
      state = .done
      return .end
    }
    let object = inObject
    let close: UInt8 = object ? 0x7D : 0x5D
    guard position < bytes.count else {
      throw fail("the JSON text ends too early: expected , or \(object ? "}" : "]")")
    }
    let c = bytes[position]
    if c == 0x2C {  // ,
      position += 1
      skipWhitespace()
      eventStart = position
      return object ? try key(afterComma: true) : try value(afterComma: true)
    }
    if c == close {
      position += 1
      pop()
      return object ? .objectEnd : .arrayEnd
    }
    throw fail(
      object ? "expected , or } after a value in an object" : "expected , or ] after a value in a list")
  }

  private mutating func key(afterComma: Bool) throws(JSONSyntaxError) -> Event {
    guard position < bytes.count else { throw fail("the JSON text ends too early: expected a key or }") }
    guard bytes[position] == 0x22 else {
      if afterComma, bytes[position] == 0x7D {
        throw fail("expected a key after the comma (JSON does not allow a comma before })")
      }
      throw fail("expected a key in double quotes")
    }
    let s = try scanString()
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x3A else {
      throw fail("expected : after the key")
    }
    position += 1
    state = .value
    return .key(s)
  }

  private mutating func value(afterComma: Bool = false) throws(JSONSyntaxError) -> Event {
    guard position < bytes.count else { throw fail("the JSON text ends too early: expected a value") }
    switch bytes[position] {
    case 0x7B:  // {
      try push(object: true)
      state = .keyOrObjectEnd
      return .objectStart
    case 0x5B:  // [
      try push(object: false)
      state = .valueOrArrayEnd
      return .arrayStart
    case 0x22:
      let s = try scanString()
      state = .afterValue
      return .string(s)
    case 0x2D, 0x30...0x39:
      let r = try scanNumber()
      state = .afterValue
      return .number(r)
    case 0x74:
      try literal("true")
      state = .afterValue
      return .bool(true)
    case 0x66:
      try literal("false")
      state = .afterValue
      return .bool(false)
    case 0x6E:
      try literal("null")
      state = .afterValue
      return .null
    case 0x5D where afterComma:
      throw fail("expected a value after the comma (JSON does not allow a comma before ])")
    default:
      throw fail("expected a value: an object, a list, text in double quotes, a number, true, false or null")
    }
  }

  private mutating func push(object: Bool) throws(JSONSyntaxError) {
    guard depth < JSONScanner.maximumDepth else {
      throw fail("the JSON is nested more than \(JSONScanner.maximumDepth) levels deep (a Unit notebook needs 7)")
    }
    let bit: UInt64 = 1 << UInt64(depth)
    objectBits = object ? objectBits | bit : objectBits & ~bit
    depth += 1
    position += 1
  }

  private mutating func pop() {
    depth -= 1
    state = .afterValue
  }

  private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let n = word.utf8CodeUnitCount
    let p = word.utf8Start
    var k = 0
    while k < n, position + k < bytes.count, bytes[position + k] == p[k] { k += 1 }
    guard k == n else {
      throw fail("expected a value: an object, a list, text in double quotes, a number, true, false or null")
    }
    position += n
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      let c = bytes[position]
      guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
      position += 1
    }
  }

  func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset ?? position, message: message)
  }
}

// MARK: - Numbers

extension JSONScanner {
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
  private mutating func scanNumber() throws(JSONSyntaxError) -> ByteRange {
    let start = position
    var i = position
    let n = bytes.count
    if bytes[i] == 0x2D { i += 1 }
    guard i < n, Lexicon.isDigit(bytes[i]) else { throw fail("expected a digit after -", at: i) }
    if bytes[i] == 0x30 {
      i += 1
      if i < n, Lexicon.isDigit(bytes[i]) {
        throw fail("a JSON number does not start with 0 (write 7, not 07)", at: start)
      }
    } else {
      while i < n, Lexicon.isDigit(bytes[i]) { i += 1 }
    }
    if i < n, bytes[i] == 0x2E {
      i += 1
      guard i < n, Lexicon.isDigit(bytes[i]) else { throw fail("expected a digit after the decimal point", at: i) }
      while i < n, Lexicon.isDigit(bytes[i]) { i += 1 }
    }
    if i < n, bytes[i] | 0x20 == 0x65 {  // e E
      i += 1
      if i < n, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
      guard i < n, Lexicon.isDigit(bytes[i]) else { throw fail("expected a digit in the exponent", at: i) }
      while i < n, Lexicon.isDigit(bytes[i]) { i += 1 }
    }
    position = i
    return ByteRange(start: start, end: i)
  }
}
