/// The codes of the JSON reader's messages (docs/diagnostics.md).
extension Diagnostic.Code {
  /// Not JSON: the text breaks JSON's grammar.
  public static let jsonSyntax = Self(rawValue: "json.syntax")
  /// JSON, but not a Unit notebook (no `format`, or another).
  public static let jsonNotANotebook = Self(rawValue: "json.not-a-notebook")
  /// A notebook in a newer version of the format than this reader reads.
  public static let jsonNewerVersion = Self(rawValue: "json.newer-version")
  /// An object with more keys than any notebook object has.
  public static let jsonTooManyKeys = Self(rawValue: "json.too-many-keys")
  /// A key the object does not have.
  public static let jsonUnknownKey = Self(rawValue: "json.unknown-key")
  /// A key written twice in one object.
  public static let jsonDuplicateKey = Self(rawValue: "json.duplicate-key")
  /// A key the object needs, or one that another key needs, is missing.
  public static let jsonMissingKey = Self(rawValue: "json.missing-key")
  /// A value of another type than its key takes.
  public static let jsonWrongType = Self(rawValue: "json.wrong-type")
  /// A value of the right type that a notebook cannot hold.
  public static let jsonInvalidValue = Self(rawValue: "json.invalid-value")
}

/// Why reading stopped early: a syntax error, or a document this reader
/// refuses as a whole (another format, a newer version).
struct JSONStop: Error {
  var diagnostic: Diagnostic
  /// True for a refusal: the other problems found are noise next to it.
  var refusal: Bool
}

/// Reads Unit's JSON document (docs/json.md) straight into the model.
///
/// Reading is driven by the shape of the document: each level reads its own
/// keys, checks every value against the model's invariants (`Validation`),
/// and reports a problem with the value's JSON path, line and column. After a
/// wrong value it skips to the next one and goes on, so one run reports every
/// problem; a syntax error stops it. Nothing here recurses on the input: the
/// depth of the calls is the depth of the notebook's shape, and anything
/// deeper is skipped by the scanner, which has its own nesting limit.
struct JSONReader {
  var scanner: JSONScanner
  var sink = DiagnosticSink()
  var path = JSONPath()
  var lines: LineCounter
  /// Where each session goes once it is read.
  var stream: SessionStream? = nil
  /// The keys read so far in each open object, by depth.
  var keyCounts = [Int](repeating: 0, count: JSONScanner.maximumDepth + 1)

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    scanner = JSONScanner(bytes)
    lines = LineCounter(bytes)
  }

  /// Reads a whole document.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, stream: SessionStream? = nil) -> ImportResult {
    var reader = JSONReader(bytes)
    reader.stream = stream
    do {
      let notebook = try reader.readDocument()
      let diagnostics = reader.sink.sorted
      return ImportResult(notebook: reader.sink.hasErrors ? nil : notebook, diagnostics: diagnostics)
    } catch {
      if error.refusal { return ImportResult(notebook: nil, diagnostics: [error.diagnostic]) }
      reader.sink.report(error.diagnostic)
      return ImportResult(notebook: nil, diagnostics: reader.sink.sorted)
    }
  }

  /// The most keys one object may hold (docs/json.md). A Unit notebook's
  /// objects have at most 12, so every key past those is an error: past
  /// this many, reading stops, so that an object of a million keys costs
  /// no more than a thousand messages.
  static let maximumKeys = 1_000

  static let documentKeys: [StaticString] = ["format", "version", "notes", "sessions", "routines", "muscles"]
  /// The newest version of the format this reader reads (docs/json.md);
  /// it reads every older one too.
  static let version = 3

  /// The top object: format and version first checked, then notes and sessions.
  mutating func readDocument() throws(JSONStop) -> Notebook {
    let first = try next()
    let start = scanner.eventStart
    guard first == .objectStart else {
      // A syntax error inside (nesting too deep, say) says more than the type.
      if first == .arrayStart { try skipContainer() }
      throw refuse(
        .jsonNotANotebook, "expected a JSON object { … } holding a Unit notebook, found \(describe(first))", at: start)
    }
    path.enter()
    var notebook = Notebook()
    var seen: UInt32 = 0
    var sessionCount = 0
    var places: [Int] = []
    while let k = try nextKey(JSONReader.documentKeys, &seen) {
      switch k {
      case 0: try readFormat()
      case 1: try readVersion()
      case 2: notebook.notes = try readNotes(try next()) ?? []
      case 3:
        let sessions = try readList(try next(), "a list of sessions") {
          (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in
          sessionCount += 1
          let session = try r.readSession(e)
          guard let session, let stream = r.stream else { return session }
          stream.done(session)
          return stream.keepsSessions ? session : nil
        }
        notebook.sessions = sessions ?? []
      case 5:
        notebook.muscles =
          try readList(try next(), "a list of declarations") {
            (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readDeclaration(e)
          } ?? []
      default:
        let first = try next()
        if first == .null { continue }  // absent, as any optional key
        let routines = try readList(first, "a list of routines") {
          (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readRoutine(e)
        }
        notebook.routines = routines?.map(\.routine) ?? []
        places = routines?.map(\.at) ?? []
      }
    }
    path.leave()
    if seen & 1 == 0 {
      throw refuse(
        .jsonNotANotebook, "expected the key \"format\": \"unit-notebook\" (is this a Unit notebook?)", at: start)
    }
    if seen & 2 == 0 {
      throw refuse(.jsonNotANotebook, "expected the key \"version\": \(JSONReader.version) after \"format\"", at: start)
    }
    if seen & 8 == 0 {
      report(.jsonMissingKey, "expected the key \"sessions\" (a list of sessions, which may be empty)", at: start)
    }
    // Each routine's place, now that the sessions are counted.
    var previous = 0
    for (i, r) in notebook.routines.enumerated() {
      let place = r.sessionsBefore
      if let p = Validation.problem(sessionsBefore: place, previous: previous, sessions: sessionCount) {
        sink.report(diagnostic(.jsonInvalidValue, "routines[\(i)].sessionsBefore: " + p, at: places[i]))
      }
      previous = Swift.max(previous, place)
    }
    _ = try next()  // the scanner checks that nothing follows
    return notebook
  }

  private mutating func readFormat() throws(JSONStop) {
    let event = try next()
    if case .string(let s) = event, scanner.string(s, equals: "unit-notebook") { return }
    throw refuse(
      .jsonNotANotebook, "expected \"unit-notebook\", found \(describe(event)): this is not a Unit notebook",
      at: scanner.eventStart, path: "format")
  }

  private mutating func readVersion() throws(JSONStop) {
    let event = try next()
    let at = scanner.eventStart
    let newest = JSONReader.version
    if case .number(let r) = event, case .success(let v) = JSONNumber.value(slice(r)), let n = v.integerValue {
      if n >= 1, n <= newest { return }
      if n > newest {
        throw refuse(
          .jsonNewerVersion,
          "this notebook is written in version \(n) of Unit's JSON format, and this unit reads versions 1 to \(newest): update unit to read it",
          at: at, path: "version")
      }
    }
    throw refuse(
      .jsonNotANotebook,
      "expected \(newest) (the version of Unit's JSON format; 1 and 2 are read too), found \(describe(event))", at: at,
      path: "version")
  }

  // MARK: - Events and keys

  /// The next event; a syntax error, or an object with too many keys,
  /// stops the reading.
  mutating func next() throws(JSONStop) -> JSONScanner.Event {
    let event: JSONScanner.Event
    do {
      event = try scanner.next()
    } catch {
      throw JSONStop(diagnostic: diagnostic(.jsonSyntax, error.message, at: error.offset), refusal: false)
    }
    let depth = scanner.depth
    switch event {
    case .objectStart where depth < keyCounts.count:
      keyCounts[depth] = 0
    case .key where depth < keyCounts.count:
      keyCounts[depth] += 1
      if keyCounts[depth] > JSONReader.maximumKeys {
        let object = path.text(appending: nil)
        let message =
          (object.isEmpty ? "" : object + ": ")
          + "expected at most \(JSONReader.maximumKeys) keys in an object (a Unit notebook's objects have at most 12), found more: reading stops here"
        throw JSONStop(diagnostic: diagnostic(.jsonTooManyKeys, message, at: scanner.eventStart), refusal: false)
      }
    default: break
    }
    return event
  }

  /// The next known key of the current object, or nil at its end. Unknown and
  /// repeated keys are reported and their values skipped.
  mutating func nextKey(_ keys: [StaticString], _ seen: inout UInt32) throws(JSONStop) -> Int? {
    while true {
      path.clear()
      guard case .key(let k) = try next() else { return nil }
      let at = scanner.eventStart
      guard let index = keyIndex(k, keys) else {
        let list = keys.map { $0.description }
        let expected = list.dropLast().joined(separator: ", ") + " or " + (list.last ?? "")
        report(.jsonUnknownKey, "unknown key \(quoted(k)) (expected \(expected))", at: at)
        try skipValue()
        continue
      }
      let bit: UInt32 = 1 << UInt32(index)
      if seen & bit != 0 {
        report(.jsonDuplicateKey, "the key \(quoted(k)) appears twice", at: at)
        try skipValue()
        continue
      }
      seen |= bit
      path.set(key: keys[index])
      return index
    }
  }

  /// The index of the key in `keys`: lengths first, then bytes.
  private func keyIndex(_ k: JSONString, _ keys: [StaticString]) -> Int? {
    if k.hasEscapes { return keys.firstIndex { scanner.string(k, equals: $0) } }
    let n = k.range.count
    let base = scanner.bytes.baseAddress.map { $0 + k.range.start }
    for i in keys.indices where keys[i].utf8CodeUnitCount == n {
      guard let base else { return n == 0 ? i : nil }
      let key = keys[i].utf8Start
      var j = 0
      while j < n, base[j] == key[j] { j += 1 }
      if j == n { return i }
    }
    return nil
  }

  /// Skips one value (a whole container, however deep, without recursion).
  mutating func skipValue() throws(JSONStop) {
    let event = try next()
    if event == .objectStart || event == .arrayStart { try skipContainer() }
  }

  mutating func skipContainer() throws(JSONStop) {
    do {
      try scanner.skipContainer()
    } catch {
      throw JSONStop(diagnostic: diagnostic(.jsonSyntax, error.message, at: error.offset), refusal: false)
    }
  }

  // MARK: - Reporting

  /// Reports an error at `offset`, prefixed with the current path (and `key`).
  mutating func report(_ code: Diagnostic.Code, _ message: String, at offset: Int, key: StaticString? = nil) {
    let where_ = path.text(appending: key)
    sink.report(diagnostic(code, where_.isEmpty ? message : where_ + ": " + message, at: offset))
  }

  mutating func diagnostic(_ code: Diagnostic.Code, _ message: String, at offset: Int) -> Diagnostic {
    let (line, column) = lines.location(of: offset)
    return Diagnostic(.error, CodedMessage(code, message), line: line, column: column, offset: offset)
  }

  private mutating func refuse(
    _ code: Diagnostic.Code, _ message: String, at offset: Int, path key: String? = nil
  ) -> JSONStop {
    JSONStop(diagnostic: diagnostic(code, key.map { $0 + ": " + message } ?? message, at: offset), refusal: true)
  }

  func slice(_ r: ByteRange) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: scanner.bytes[r.start..<r.end])
  }

  /// A value as a message shows it: text and numbers as written (long text
  /// cut short), containers by name.
  func describe(_ event: JSONScanner.Event) -> String {
    switch event {
    case .objectStart: return "an object"
    case .arrayStart: return "a list"
    case .string(let s): return quoted(s)
    case .number(let r): return Excerpt.cut(slice(r))
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .objectEnd, .arrayEnd, .key, .end: return "nothing"
    }
  }

  /// A string as written in the source, quotes included, cut after 40 bytes.
  func quoted(_ s: JSONString) -> String {
    "\"" + Excerpt.cut(slice(s.range)) + "\""
  }
}
