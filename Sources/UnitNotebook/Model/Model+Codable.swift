// `Codable` for the model's small values, in the shape of Unit's JSON
// (docs/json.md): dates and times as text, numbers as numbers, units and
// marks as their words. Decoding checks the same invariants as the
// hand-written reader (`Validation`), so a decoded notebook always prints back.

extension DecimalValue: Codable {
  /// Decodes a number. Coders hand numbers over as `Double`; its shortest
  /// spelling gives back the exact decimal, since every value here has at most
  /// 15 significant digits, which a `Double` keeps apart.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    let d = try c.decode(Double.self)
    guard d.isFinite else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected a number") }
    switch JSONNumber.value(d.description) {
    case .success(let value): self = value
    case .failure(let p): throw DecodingError.dataCorruptedError(in: c, debugDescription: JSONNumber.message(p, "\(d)"))
    }
  }

  /// Encodes a whole number as an integer and any other as the `Double`
  /// nearest to it (one division, so correctly rounded).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    if scale == 0 {
      try c.encode(significand)
    } else {
      var divisor = 1.0
      for _ in 0..<scale { divisor *= 10 }
      try c.encode(Double(significand) / divisor)
    }
  }
}

extension LocalDate: Codable {
  /// Decodes `YYYY-MM-DD`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    var text = try c.decode(String.self)
    guard case .date(let d)? = text.withUTF8({ StrictValue.date($0) }) else {
      throw DecodingError.dataCorruptedError(
        in: c, debugDescription: "expected a date (YYYY-MM-DD), found \"\(Excerpt.cut(text))\"")
    }
    self = d
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}

extension TimeOfDay: Codable {
  /// Decodes `HH:MM` or `HH:MM:SS`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    var text = try c.decode(String.self)
    guard case .time(let t)? = text.withUTF8({ StrictValue.time($0) }) else {
      throw DecodingError.dataCorruptedError(
        in: c, debugDescription: "expected a time (HH:MM or HH:MM:SS, 24-hour clock), found \"\(Excerpt.cut(text))\"")
    }
    self = t
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}

extension WeightUnit: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeWord(decoder) }
}

extension DistanceUnit: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeWord(decoder) }
}

extension SetStatus: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeWord(decoder) }
}

extension SetKind: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeWord(decoder) }
}

extension MuscleGroup: Codable {
  public init(from decoder: any Decoder) throws { self = try decodeWord(decoder) }
}

/// Decodes one of an enum's words, saying which words there are when it is not one.
private func decodeWord<E: RawRepresentable & CaseIterable>(_ decoder: any Decoder) throws -> E
where E.RawValue == String {
  let c = try decoder.singleValueContainer()
  let text = try c.decode(String.self)
  if let value = E(rawValue: text) { return value }
  let words = E.allCases.map(\.rawValue)
  throw DecodingError.dataCorruptedError(
    in: c,
    debugDescription:
      "expected \(words.dropLast().joined(separator: ", ")) or \(words.last ?? ""), found \"\(Excerpt.cut(text))\"")
}

/// A coding key for any name, to find the keys a type does not know.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Decoder {
  /// Refuses keys that `Keys` does not name, as the hand-written reader does:
  /// a misspelt key would otherwise be dropped without a word.
  func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_: Keys.Type) throws {
    let all = try container(keyedBy: AnyCodingKey.self)
    for key in all.allKeys where Keys(stringValue: key.stringValue) == nil {
      let names = Keys.allCases.map(\.stringValue)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription:
            "unknown key \"\(Excerpt.cut(key.stringValue))\" (expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))"
        ))
    }
  }
}

extension KeyedDecodingContainer {
  /// Throws `message` as a problem of the value at `key`, when there is one.
  /// The error of a value at `key` that breaks a rule.
  func corrupted(_ key: Key, _ message: String) -> DecodingError {
    DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message)
  }

  func check(_ message: String?, at key: Key) throws {
    if let message { throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message) }
  }

  /// Decodes free text at `key` (when present) and checks it for `role`.
  func decodeText(_ key: Key, role: Validation.TextRole) throws -> String? {
    guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
    try check(Validation.problem(text: text, role: role), at: key)
    return text
  }

  /// Decodes a list of note entries (absent: none).
  func decodeNotes(_ key: Key) throws -> [String] {
    let notes = try decodeIfPresent([String].self, forKey: key) ?? []
    for n in notes { try check(Validation.problem(text: n, role: .note), at: key) }
    return notes
  }
}
