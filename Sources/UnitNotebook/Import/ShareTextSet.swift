/// One set line of a shared workout text: `Set 1: 100 kg × 5`,
/// `W1: 60 kg × 5 [Warm-up]`, `Set 2: 175 lbs x 6 [Failure]`,
/// `Set 3: 12 reps`, `Série 1: 1min 53s`, `Set 1: 5 km 25:30`.
enum ShareTextSet {
  struct Parsed {
    var set: WorkoutSet
    /// The weight as written (signless), for the exercise-name rules.
    var weight: DecimalValue?
    var unit: WeightUnit = .kg
    /// True when the weight had an explicit sign (`+10 kg`, `-20 kg`): the
    /// load is then set here, bodyweight plus or minus it.
    var signed = false
  }

  static let setWords: Set<String> = ["set", "série", "serie", "satz", "sett", "serie:"]
  static let repWords: Set<String> = [
    "rep", "reps", "repetição", "repetições", "repeticoes", "repeticion", "repeticiones", "répétition",
    "répétitions", "wdh", "wdh.", "wiederholungen", "회",
  ]

  /// The set label at the start of a line, the kind it gives (`W1:` is a
  /// warm-up, `D1:` a drop set, `F1:` a failure set) and the index (in
  /// Unicode scalars) where the set's value starts. Nil for other lines.
  static func label(_ line: String) -> (SetKind, Int)? {
    let s = Array(line.unicodeScalars)
    var i = 0
    var kind = SetKind.normal
    while i < s.count, s[i].properties.isAlphabetic { i += 1 }
    let word = String(String.UnicodeScalarView(s[0..<i])).lowercased()
    if i == 1, let k = ["W": SetKind.warmup, "D": .drop, "F": .failure][String(s[0])] {
      kind = k
    } else if !setWords.contains(word) {
      return nil
    }
    while i < s.count, s[i] == " " { i += 1 }
    let digitsStart = i
    while i < s.count, s[i].properties.numericType != nil, s[i].isASCII { i += 1 }
    guard i > digitsStart else { return nil }
    while i < s.count, s[i] == " " { i += 1 }
    guard i < s.count, s[i] == ":" else { return nil }
    return (kind, i + 1)
  }

  /// Parses the value after the label.
  static func parse(_ line: String, from start: Int, kind: SetKind, row: Int) throws(ReadError) -> Parsed {
    let scalars = Array(line.unicodeScalars)
    var value = String(String.UnicodeScalarView(scalars[min(start, scalars.count)...]))
    var result = Parsed(set: WorkoutSet(kind: kind, status: .done))
    func fail(_ message: String) -> ReadError { ReadError(.importBadValue, row: row, column: start + 1, message) }

    // Tags in brackets: [Warm-up], [Failure], [Drop]; any other is a note.
    var notes: [String] = []
    while let open = value.firstIndex(of: "["), let close = value[open...].firstIndex(of: "]") {
      let tag = ImportText.trim(String(value[value.index(after: open)..<close]))
      switch tag.lowercased() {
      case "warm-up", "warmup", "warm up", "w": result.set.kind = .warmup
      case "failure", "f": result.set.kind = .failure
      case "drop", "drop set", "dropset", "drop-set", "d": result.set.kind = .drop
      default: if !tag.isEmpty { notes.append(tag) }
      }
      value.removeSubrange(open...close)
    }
    if !notes.isEmpty { result.set.note = notes.joined(separator: " / ") }
    // RPE: `@ 8` or `@8`.
    if let at = value.lastIndex(of: "@") {
      let number = ImportText.trim(String(value[value.index(after: at)...]))
      guard
        case .value(let v, _) = number.utf8.withContiguousStorageIfAvailable({ ImportNumber.decimal($0) }) ?? .invalid
      else { throw fail("expected an RPE after @ (such as @ 8), found '\(Excerpt.cut(number))'") }
      result.set.rpe = v
      value = String(value[..<at])
    }
    value = ImportText.trim(value)
    guard !value.isEmpty else { throw fail("expected a set after the label (such as 100 kg × 5, 12 reps or 1:00)") }

    // Weight × amount.
    var amount = value
    if let (left, right) = splitTimes(value) {
      amount = right
      if ["bw", "bodyweight"].contains(left.lowercased()) {
        result.set.load = .bodyweight(added: nil)
        result.signed = true
      } else {
        guard let (w, unit, sign) = weight(left) else {
          throw fail(
            "expected a weight with its unit before × (such as 100 kg or 225 lbs), found '\(Excerpt.cut(String(left)))'"
          )
        }
        result.unit = unit
        if let sign {
          result.signed = true
          result.set.load = .bodyweight(added: Weight(sign < 0 ? w.negated : w, unit))
        } else {
          result.weight = w
        }
      }
    }
    guard try readAmount(amount, into: &result.set, fail) else {
      throw fail(
        "expected reps, a time or a distance (such as 12 reps, 1:00 or 5 km), found '\(Excerpt.cut(String(amount)))'")
    }
    return result
  }

  /// Splits `100 kg × 5` (or `x`, `X`) into its weight and its amount.
  static func splitTimes(_ v: String) -> (String, String)? {
    if let t = v.firstIndex(of: "×") {
      return (ImportText.trim(String(v[..<t])), ImportText.trim(String(v[v.index(after: t)...])))
    }
    let words = v.split(separator: " ", omittingEmptySubsequences: true)
    guard let k = words.firstIndex(where: { $0 == "x" || $0 == "X" }), k > 0 else { return nil }
    return (words[..<k].joined(separator: " "), words[(k + 1)...].joined(separator: " "))
  }

  /// `100 kg`, `62,5 kg`, `225lbs`, `+10 kg`, `-20 kg`: the number, its unit,
  /// and its sign when one was written.
  static func weight(_ text: String) -> (DecimalValue, WeightUnit, sign: Int?)? {
    var t = text
    var sign: Int? = nil
    if t.hasPrefix("+") || t.hasPrefix("-") {
      sign = t.hasPrefix("-") ? -1 : 1
      t.removeFirst()
    }
    let digits = t.prefix { $0.isNumber || $0 == "." || $0 == "," }
    guard let unit = ImportUnits.weight(String(t.dropFirst(digits.count))),
      case .value(let v, _) = Array(digits.utf8).withUnsafeBufferPointer({ ImportNumber.decimal($0) })
    else { return nil }
    return (v, unit, sign)
  }

  /// Reads reps (`12`, `12 reps`), a time (`1:00`, `1min 53s`) or a distance
  /// with an optional time (`5 km`, `5 km 25:30`, `400 m - 1:25`).
  static func readAmount(_ text: String, into set: inout WorkoutSet, _ fail: (String) -> ReadError) throws(ReadError)
    -> Bool
  {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    guard let first = words.first else { return false }
    if let n = Int(first), n >= 0, words.count == 1 || (words.count == 2 && repWords.contains(words[1].lowercased())) {
      if let problem = Validation.problem(reps: n) { throw fail(problem) }
      set.reps = n
      return true
    }
    if let s = time(Substring(text)) {
      set.seconds = try seconds(s, fail)
      return true
    }
    // A distance: a number and m, km or mi, then maybe a time.
    let digits = first.prefix { $0.isNumber || $0 == "." || $0 == "," }
    var rest = words.dropFirst()
    var unitText = String(first.dropFirst(digits.count))
    if unitText.isEmpty, let u = rest.first {
      unitText = u
      rest = rest.dropFirst()
    }
    guard !digits.isEmpty, let unit = ImportUnits.distance(unitText),
      case .value(let d, _) = Array(digits.utf8).withUnsafeBufferPointer({ ImportNumber.decimal($0) })
    else { return false }
    set.distance = Distance(d, unit)
    let tail = rest.filter { !["-", "–", "|", "in", "/", ","].contains($0) }.joined(separator: " ")
    if !tail.isEmpty {
      guard let s = time(Substring(tail)) else {
        throw fail("expected a time after the distance (such as 25:30), found '\(Excerpt.cut(tail))'")
      }
      set.seconds = try seconds(s, fail)
    }
    return true
  }

  /// A time in whole seconds as the notebook holds it, or the error of
  /// the notebook's limit (`time` gives at most fifteen digits).
  static func seconds(_ s: Int, _ fail: (String) -> ReadError) throws(ReadError) -> DecimalValue {
    let v = DecimalValue(s)
    if let problem = Validation.problem(seconds: v) { throw fail(problem) }
    return v
  }

  static func time(_ text: Substring) -> Int? {
    ImportDuration.clock(text) ?? ImportDuration.words(text)
  }
}
