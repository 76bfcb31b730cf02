/// Values of one type each. Every reader takes the value's first event,
/// already pulled, reports a wrong value with what was expected, skips it,
/// and returns nil.
extension JSONReader {
  /// Reports a value of the wrong type, and skips it.
  mutating func mismatch(_ expected: String, _ event: JSONScanner.Event) throws(JSONStop) {
    report(.jsonWrongType, "expected \(expected), found \(describe(event))", at: scanner.eventStart)
    if event == .objectStart || event == .arrayStart { try skipContainer() }
  }

  /// A list, each element read by `element`; elements it rejects are left out.
  mutating func readList<T>(
    _ first: JSONScanner.Event, _ what: String,
    _ element: (inout JSONReader, JSONScanner.Event) throws(JSONStop) -> T?
  ) throws(JSONStop) -> [T]? {
    guard first == .arrayStart else {
      try mismatch(what, first)
      return nil
    }
    path.enter()
    var out: [T] = []
    var i = 0
    while true {
      let event = try next()
      if event == .arrayEnd { break }
      path.set(index: i)
      if let x = try element(&self, event) { out.append(x) }
      i += 1
    }
    path.leave()
    return out
  }

  /// Free text, checked against the model's rules for `role`.
  mutating func readText(_ event: JSONScanner.Event, role: Validation.TextRole) throws(JSONStop) -> String? {
    guard case .string(let s) = event else {
      try mismatch("text in double quotes", event)
      return nil
    }
    let at = scanner.eventStart
    let problem: String?
    if s.hasEscapes {
      problem = scanner.unescaped(s).withUnsafeBufferPointer { Validation.problem(text: $0, role: role) }
    } else {
      problem = Validation.problem(text: slice(s.range), role: role)
    }
    if let problem {
      report(.jsonInvalidValue, problem, at: at)
      return nil
    }
    return scanner.string(s)
  }

  /// A list of note entries (`"notes": ["…", "…"]`).
  mutating func readNotes(_ event: JSONScanner.Event) throws(JSONStop) -> [String]? {
    if event == .null { return nil }
    return try readList(event, "a list of notes (text in double quotes)") {
      (r: inout JSONReader, e: JSONScanner.Event) throws(JSONStop) in try r.readText(e, role: .note)
    }
  }

  /// An exact decimal number.
  mutating func readDecimal(_ event: JSONScanner.Event, _ what: String = "a number") throws(JSONStop)
    -> DecimalValue?
  {
    guard case .number(let r) = event else {
      try mismatch(what, event)
      return nil
    }
    switch JSONNumber.value(slice(r)) {
    case .success(let d):
      return d
    case .failure(let p):
      report(.jsonInvalidValue, JSONNumber.message(p, describe(event)), at: scanner.eventStart)
      return nil
    }
  }

  /// A whole number (`5`, or `5.0`, which is the same number).
  mutating func readWhole(_ event: JSONScanner.Event) throws(JSONStop) -> Int? {
    let at = scanner.eventStart
    guard let d = try readDecimal(event, "a whole number") else { return nil }
    guard let n = d.integerValue else {
      report(.jsonWrongType, "expected a whole number, found \(describe(event))", at: at)
      return nil
    }
    return n
  }

  mutating func readBool(_ event: JSONScanner.Event) throws(JSONStop) -> Bool? {
    guard case .bool(let b) = event else {
      try mismatch("true or false", event)
      return nil
    }
    return b
  }

  /// `YYYY-MM-DD`, a real calendar date.
  mutating func readDate(_ event: JSONScanner.Event) throws(JSONStop) -> LocalDate? {
    let expected = "a date (YYYY-MM-DD)"
    guard case .string(let s) = event, !s.hasEscapes else {
      try mismatch(expected, event)
      return nil
    }
    switch StrictValue.date(slice(s.range)) {
    case .date(let d)?: return d
    case .notADate?: report(.jsonInvalidValue, "\(describe(event)) is not a date", at: scanner.eventStart)
    case nil: report(.jsonWrongType, "expected \(expected), found \(describe(event))", at: scanner.eventStart)
    }
    return nil
  }

  /// `HH:MM` or `HH:MM:SS`, 24-hour clock.
  mutating func readTime(_ event: JSONScanner.Event) throws(JSONStop) -> TimeOfDay? {
    let expected = "a time (HH:MM or HH:MM:SS, 24-hour clock)"
    guard case .string(let s) = event, !s.hasEscapes else {
      try mismatch(expected, event)
      return nil
    }
    switch StrictValue.time(slice(s.range)) {
    case .time(let t)?: return t
    case .notATime?: report(.jsonInvalidValue, "\(describe(event)) is not a time", at: scanner.eventStart)
    case nil: report(.jsonWrongType, "expected \(expected), found \(describe(event))", at: scanner.eventStart)
    }
    return nil
  }

  /// One of the words of a `String`-valued enum (`"warmup"`, `"kg"`).
  mutating func readWord<E: RawRepresentable & CaseIterable>(_ event: JSONScanner.Event, _: E.Type)
    throws(JSONStop) -> E? where E.RawValue == String
  {
    if case .string(let s) = event, let value = E(rawValue: scanner.string(s)) { return value }
    let words = E.allCases.map(\.rawValue)
    try mismatch(words.dropLast().joined(separator: ", ") + " or " + (words.last ?? ""), event)
    return nil
  }
}
