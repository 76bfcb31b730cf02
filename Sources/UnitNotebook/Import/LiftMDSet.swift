/// One set line of a lift.md plan, as LiftMark's own parser reads it
/// (its rules, docs/import.md): the text before the first `@` is the set,
/// each `@` after it a modifier; text the set or a modifier does not take
/// is the set's note.
enum LiftMDSet {
  /// Distance words, their unit, and the metres in one when the notebook
  /// has no such unit (feet and yards are written in metres).
  static let distanceUnits: [String: (DistanceUnit, Double?)] = [
    "meter": (.m, nil), "meters": (.m, nil), "km": (.km, nil), "mile": (.mi, nil), "miles": (.mi, nil),
    "mi": (.mi, nil), "feet": (.m, 0.3048), "foot": (.m, 0.3048), "ft": (.m, 0.3048), "yard": (.m, 0.9144),
    "yards": (.m, 0.9144), "yd": (.m, 0.9144),
  ]
  static let weightWords: Set<String> = ["lb", "lbs", "kg", "kgs", "bw"]
  static let timeWords: Set<String> = ["rep", "reps", "s", "sec", "m", "min"]

  /// `@key: value` metadata: the key (lower case) and the value.
  static func metadata(_ text: String) -> (String, String)? {
    guard text.hasPrefix("@"), let colon = text.firstIndex(of: ":") else { return nil }
    let key = text[text.index(after: text.startIndex)..<colon]
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let value = ImportText.trim(String(text[text.index(after: colon)...]))
    return value.isEmpty ? nil : (key.lowercased(), value)
  }

  /// True when the text reads as a set (for recognising a plan).
  static func looksLikeSet(_ text: String) -> Bool {
    (try? parse(text, row: 1, column: 1)) != nil
  }

  static func parse(_ text: String, row: Int, column: Int) throws(ReadError) -> LiftMarkTarget {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    let main = ImportText.trim(String(parts.first ?? ""))
    func fail(_ message: String) -> ReadError { ReadError(.importBadValue, row: row, column: column, message) }
    var words = LiftMDWords(main)
    guard var t = try words.set(fail) else {
      throw fail(
        "expected a set such as 225 x 5, 100 kg x 5 reps, bw x 10, 60s or 500 meters, found '\(Excerpt.cut(main))'")
    }
    if !words.rest.isEmpty { t.notes.append(words.rest) }
    for p in parts.dropFirst() {
      try modifier(ImportText.trim(String(p)), into: &t, fail)
    }
    return t
  }

  /// `dropset`, `perside`, `rpe: 8`, `rest: 3m`, `tempo: 3-0-1-0`; anything
  /// else is note text (as `@8`: lift.md has no bare RPE).
  static func modifier(_ p: String, into t: inout LiftMarkTarget, _ fail: (String) -> ReadError) throws(ReadError) {
    guard !p.isEmpty else { return }
    let lower = p.lowercased()
    for (flag, word) in [(0, "dropset"), (1, "perside")] where lower.hasPrefix(word) {
      if flag == 0 { t.dropset = true } else { t.notes.append("per side") }
      let rest = ImportText.trim(String(p.dropFirst(word.count)))
      if !rest.isEmpty { t.notes.append(rest) }
      return
    }
    guard let colon = p.firstIndex(of: ":"), p[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      t.notes.append(p)
      return
    }
    let key = p[..<colon].lowercased()
    var words = LiftMDWords(ImportText.trim(String(p[p.index(after: colon)...])))
    switch key {
    case "rpe":
      guard let v = words.number(), Validation.isRPE(v) else { throw fail("expected an RPE from 1 to 10 after @rpe:") }
      t.rpe = v
    case "rest":
      guard let n = words.whole(), let s = words.seconds(n), Validation.problem(rest: DecimalValue(s)) == nil else {
        throw fail("expected a rest such as @rest: 180s or @rest: 3m")
      }
      t.rest = s
    case "tempo":
      guard let tempo = words.word() else { throw fail("expected a tempo such as @tempo: 3-0-1-0") }
      t.notes.append("tempo \(tempo)")
    default:
      t.notes.append(p)
      return
    }
    if !words.rest.isEmpty { t.notes.append(words.rest) }
  }
}
