/// A JSON document of an app (LiftMark's export, Liftosaur's API) as a tree,
/// each value with the byte offset where it starts, so that a message can
/// name its line and column. Built on Convert's scanner (its checks, its
/// nesting limit: the tree is no deeper than 64 levels).
struct ImportJSON {
  enum Value {
    case null
    case bool(Bool)
    /// A number's text as written.
    case number(String)
    case string(String)
    case array([ImportJSON])
    case object([(key: String, value: ImportJSON)])
  }

  var value: Value
  /// Where the value starts in the document.
  var offset: Int

  /// Reads a whole document; a syntax error stops it at its line and column.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReadError) -> ImportJSON {
    var scanner = JSONScanner(bytes)
    do throws(JSONSyntaxError) {
      let root = try node(&scanner, try scanner.next())
      _ = try scanner.next()
      return root
    } catch {
      var lines = LineCounter(bytes)
      let (line, column) = lines.location(of: error.offset)
      throw ReadError(.jsonSyntax, row: line, column: column, error.message)
    }
  }

  private static func node(_ s: inout JSONScanner, _ event: JSONScanner.Event) throws(JSONSyntaxError) -> ImportJSON {
    let at = s.eventStart
    switch event {
    case .null: return ImportJSON(value: .null, offset: at)
    case .bool(let b): return ImportJSON(value: .bool(b), offset: at)
    case .number(let r):
      return ImportJSON(value: .number(String(decoding: s.bytes[r.start..<r.end], as: UTF8.self)), offset: at)
    case .string(let t): return ImportJSON(value: .string(s.string(t)), offset: at)
    case .arrayStart:
      var items: [ImportJSON] = []
      while true {
        let e = try s.next()
        if e == .arrayEnd { return ImportJSON(value: .array(items), offset: at) }
        items.append(try node(&s, e))
      }
    case .objectStart:
      var members: [(key: String, value: ImportJSON)] = []
      while true {
        let e = try s.next()
        guard case .key(let k) = e else { return ImportJSON(value: .object(members), offset: at) }
        members.append((s.string(k), try node(&s, try s.next())))
      }
    case .key, .arrayEnd, .objectEnd, .end:
      throw JSONSyntaxError(offset: at, message: "expected a value")
    }
  }

  /// The member named `key` of an object (the last, when repeated).
  subscript(key: String) -> ImportJSON? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.value
  }

  var members: [(key: String, value: ImportJSON)] {
    if case .object(let m) = value { return m }
    return []
  }

  var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  var string: String? {
    if case .string(let s) = value { return s }
    return nil
  }

  var items: [ImportJSON]? {
    if case .array(let a) = value { return a }
    return nil
  }

  var bool: Bool? {
    if case .bool(let b) = value { return b }
    return nil
  }

  /// A number (float noise removed, as in the CSV exports), or nil.
  var number: ImportNumber.Parsed? {
    guard case .number(let text) = value else { return nil }
    return ImportNumber.decimal(text)
  }

  /// What the value is, as a message names it.
  var kind: String {
    switch value {
    case .null: return "null"
    case .bool: return "true or false"
    case .number(let t): return "the number \(Excerpt.cut(t))"
    case .string(let t): return "the text \(Excerpt.quoted(t))"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}

/// Which app's JSON a document is, from its top-level keys (and those of
/// its `data` object): Liftosaur's API (`data.records` or `data.text`),
/// LiftMark's export (`sessions`, `session` or `plans`, with `exportedAt`,
/// `appVersion` or `formatVersion`), else Unit's own.
enum ImportJSONSniffer {
  static func format(_ bytes: UnsafeBufferPointer<UInt8>) -> ImportFormat {
    var s = JSONScanner(bytes)
    guard (try? s.next()) == .objectStart else { return .json }
    var keys: Set<String> = []
    var dataKeys: Set<String> = []
    while let e = try? s.next(), case .key(let k) = e {
      let key = s.string(k)
      keys.insert(key)
      guard let value = try? s.next() else { break }
      if key == "data", value == .objectStart {
        while let d = try? s.next(), case .key(let dk) = d {
          dataKeys.insert(s.string(dk))
          if let v = try? s.next(), v == .objectStart || v == .arrayStart { try? s.skipContainer() }
        }
      } else if value == .objectStart || value == .arrayStart {
        guard (try? s.skipContainer()) != nil else { break }
      }
    }
    if keys.contains("format") { return .json }
    if dataKeys.contains("records") || dataKeys.contains("text") { return .liftosaurText }
    let envelope = keys.contains("exportedAt") || keys.contains("appVersion") || keys.contains("formatVersion")
    if envelope && (keys.contains("sessions") || keys.contains("session") || keys.contains("plans")) {
      return .liftmark
    }
    return .json
  }
}

/// The lines of a document (ended by LF, CRLF or a lone CR), to place a
/// byte offset at its line and column
/// (columns count Unicode scalars) without counting from the start each time.
struct LineIndex {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset where each line starts.
  let starts: [Int]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var starts = [0]
    for (i, b) in bytes.enumerated()
    where b == 0x0A || (b == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
      starts.append(i + 1)
    }
    self.starts = starts
  }

  func location(of offset: Int) -> (line: Int, column: Int) {
    let target = max(0, min(offset, bytes.count))
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= target { low = mid } else { high = mid - 1 }
    }
    var column = 1
    var i = starts[low]
    while i < target {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return (low + 1, column)
  }
}
