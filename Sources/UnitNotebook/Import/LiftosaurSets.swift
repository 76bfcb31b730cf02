/// A group of sets as Liftosaur's workout text writes it (its grammar,
/// `liftohistory.grammar`; docs/import.md): `3x8 185lb @8.5 (paused)`,
/// `1x10|8 50lb`, `2x8-12 +10kg 90s`, `1x5+ 100lb+ @8+`. Any part may be
/// left out and they come in any order; the history CSV's planned sets are
/// written back in this notation too.
struct LiftosaurSet: Equatable {
  /// How many sets alike (`3x`).
  var count = 1
  /// The reps (the right side's, for `10|8`; the top of a range).
  var reps: Int? = nil
  /// The bottom of a range (`8-12`): planned sets only.
  var minReps: Int? = nil
  /// The left side's reps (`10|8`).
  var repsLeft: Int? = nil
  /// `5+`: as many reps as possible.
  var amrap = false
  /// The weight, its sign kept in `signed` (`+10kg`, `-20lb`).
  var weight: Weight? = nil
  var signed = false
  /// `100lb+`: the app asks for the weight (planned sets).
  var askWeight = false
  var rpe: DecimalValue? = nil
  /// `@8+`: the app asks for the RPE (planned sets).
  var logRPE = false
  /// `90s`: the rest timer, in seconds.
  var timer: Int? = nil
  /// `(paused)`: the set's label.
  var label: String? = nil

  /// The set as Liftosaur writes it: `3x5+ 100lb+ @8+ 90s (paused)`.
  var text: String {
    var t = "\(count)x"
    if let m = minReps { t += "\(m)-" }
    t += "\(reps ?? 0)"
    if let l = repsLeft { t += "|\(l)" }
    if amrap { t += "+" }
    if let w = weight {
      t += " " + (signed && !w.value.isNegative ? "+" : "") + "\(w.value)\(w.unit.rawValue)"
      if askWeight { t += "+" }
    }
    if let r = rpe { t += " @\(r)" + (logRPE ? "+" : "") }
    if let s = timer { t += " \(s)s" }
    if let l = label { t += " (\(l))" }
    return t
  }

  /// Consecutive sets alike as one group with their count
  /// (`3x5 100kg` for three of `1x5 100kg`), as Liftosaur writes them.
  static func grouped(_ sets: [LiftosaurSet]) -> [LiftosaurSet] {
    var out: [LiftosaurSet] = []
    for s in sets {
      var one = s
      one.count = 1
      if var last = out.last, last.alike(one) {
        last.count += s.count
        out[out.count - 1] = last
      } else {
        one.count = s.count
        out.append(one)
      }
    }
    return out
  }

  private func alike(_ other: LiftosaurSet) -> Bool {
    var a = self
    a.count = other.count
    return a == other
  }

  /// The sets one by one (`3x5` as three of `1x5`).
  static func expanded(_ groups: [LiftosaurSet]) -> [LiftosaurSet] {
    var out: [LiftosaurSet] = []
    for g in groups {
      var one = g
      one.count = 1
      out.append(contentsOf: repeatElement(one, count: g.count))
    }
    return out
  }
}

/// Reads the sets of one section of an exercise line: `SET, SET, …`.
struct LiftosaurSetReader {
  let s: [Unicode.Scalar]
  var i: Int
  let end: Int
  let line: Int

  /// The most sets one group may stand for (`1000x5`), a notebook shorthand's limit.
  static let maximumCount = 1_000

  static func parse(_ scalars: [Unicode.Scalar], from start: Int, to end: Int, line: Int) throws(ReadError)
    -> [LiftosaurSet]
  {
    var reader = LiftosaurSetReader(s: scalars, i: start, end: end, line: line)
    var sets: [LiftosaurSet] = []
    while true {
      sets.append(try reader.set())
      reader.skipBlanks()
      guard reader.i < end else { return sets }
      reader.i += 1  // the comma
    }
  }

  private func fail(_ message: String, at k: Int? = nil) -> ReadError {
    ReadError(.importBadValue, row: line, column: (k ?? i) + 1, message)
  }

  mutating func skipBlanks() {
    while i < end, s[i] == " " || s[i] == "\t" { i += 1 }
  }

  private func isDigit(_ k: Int) -> Bool { k < end && s[k].isASCII && s[k].properties.numericType != nil }

  /// One set, up to its comma or the section's end.
  private mutating func set() throws(ReadError) -> LiftosaurSet {
    var set = LiftosaurSet()
    var any = false
    while true {
      skipBlanks()
      guard i < end, s[i] != "," else { break }
      any = true
      let c = s[i]
      if c == "(" {
        try label(&set)
      } else if c == "@" {
        try rpe(&set)
      } else if isDigit(i) || ((c == "+" || c == "-") && isDigit(i + 1)) {
        try numberPart(&set)
      } else {
        throw fail(
          "expected a set such as 3x5 100kg (count x reps, a weight glued to lb or kg, @RPE, a (label)), found '\(String(s[i]))'"
        )
      }
    }
    guard any else { throw fail("expected a set such as 3x5 100kg before the comma") }
    return set
  }

  private mutating func label(_ set: inout LiftosaurSet) throws(ReadError) {
    let open = i
    i += 1
    var words: [String] = []
    var word = ""
    while i < end, s[i] != ")" {
      if s[i] == " " || s[i] == "\t" {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.unicodeScalars.append(s[i])
      }
      i += 1
    }
    guard i < end else { throw fail("this label has no closing ): expected (label)", at: open) }
    if !word.isEmpty { words.append(word) }
    i += 1
    set.label = words.isEmpty ? nil : words.joined(separator: " ")
  }

  private mutating func rpe(_ set: inout LiftosaurSet) throws(ReadError) {
    let at = i
    i += 1
    skipBlanks()
    let start = i
    while i < end, isDigit(i) || s[i] == "." { i += 1 }
    guard i > start, case .value(let v, _) = ImportNumber.decimal(text(start, i)) else {
      throw fail("expected an RPE after @ (such as @8 or @8.5)", at: at)
    }
    set.rpe = v
    if i < end, s[i] == "+" {
      set.logRPE = true
      i += 1
    }
  }

  private func text(_ a: Int, _ b: Int) -> String { String(String.UnicodeScalarView(s[a..<b])) }

  /// A weight (`185lb`, `+10kg`, `100lb+`), a timer (`90s`) or count × reps.
  private mutating func numberPart(_ set: inout LiftosaurSet) throws(ReadError) {
    let start = i
    if s[i] == "+" || s[i] == "-" { i += 1 }
    while isDigit(i) { i += 1 }
    var whole = true
    if i + 1 < end, s[i] == ".", isDigit(i + 1) {
      whole = false
      i += 1
      while isDigit(i) { i += 1 }
    }
    let number = text(start, i)
    let signed = s[start] == "+" || s[start] == "-"
    if let unit = unitWord() {
      guard case .value(let v, _) = ImportNumber.decimal(number) else {
        throw fail("\(number) has more digits than a notebook number holds (15)", at: start)
      }
      set.weight = Weight(v, unit)
      set.signed = signed
      if i < end, s[i] == "+", !isDigit(i + 1) {
        set.askWeight = true
        i += 1
      }
      return
    }
    guard whole, !signed, let n = Int(number) else {
      throw fail("expected lb or kg after \(number) (a weight is glued to its unit: 100kg)", at: start)
    }
    var probe = self
    probe.skipBlanks()
    if probe.i > i, probe.unitWord() != nil {
      throw fail(
        "a weight is glued to its unit in Liftosaur's text: write \(number)\(text(probe.i - 2, probe.i))", at: start)
    }
    if i < end, s[i] == "s" || s[i] == "S" {
      i += 1
      guard let problem = Validation.problem(seconds: DecimalValue(n)) else {
        set.timer = n
        return
      }
      throw fail(problem, at: start)
    }
    skipBlanks()
    guard i < end, s[i] == "x" || s[i] == "X" else {
      throw fail("expected x and the reps after \(number) (such as 3x5), or a unit (100kg)", at: start)
    }
    i += 1
    set.count = n == 0 ? 1 : n
    guard n <= LiftosaurSetReader.maximumCount else {
      throw fail("\(n) sets in one group is more than a notebook writes in one shorthand (1,000)", at: start)
    }
    try reps(&set)
  }

  /// `8`, `8|7`, `8-12`, then an optional `+`.
  private mutating func reps(_ set: inout LiftosaurSet) throws(ReadError) {
    skipBlanks()
    let first = try count("the reps after x (such as 3x5)")
    set.reps = first
    skipBlanks()
    if i < end, s[i] == "|" {
      i += 1
      skipBlanks()
      set.repsLeft = try count("the left side's reps after | (such as 1x10|8)")
    } else if i < end, s[i] == "-", !unitAhead(from: i + 1) {
      i += 1
      skipBlanks()
      set.minReps = first
      set.reps = try count("the top of the range after - (such as 3x8-12)")
    }
    skipBlanks()
    if i < end, s[i] == "+", !isDigit(i + 1) {
      set.amrap = true
      i += 1
    }
  }

  /// True when a number glued to a unit starts at `k` (`-20lb` after reps is
  /// a weight, not a range).
  private func unitAhead(from k: Int) -> Bool {
    var j = k
    while isDigit(j) || (j < end && s[j] == ".") { j += 1 }
    guard j > k, j + 1 < end else { return false }
    let u = text(j, j + 2).lowercased()
    return u == "lb" || u == "kg"
  }

  private mutating func count(_ what: String) throws(ReadError) -> Int {
    let start = i
    while isDigit(i) { i += 1 }
    guard i > start, let n = Int(text(start, i)) else { throw fail("expected \(what)", at: start) }
    if let problem = Validation.problem(reps: n) { throw fail(problem, at: start) }
    return n
  }

  /// `lb`, `kg` (also `lbs`, `kgs`) glued to a number.
  private mutating func unitWord() -> WeightUnit? {
    guard i + 1 < end else { return nil }
    let two = text(i, i + 2).lowercased()
    let unit: WeightUnit
    switch two {
    case "lb": unit = .lb
    case "kg": unit = .kg
    default: return nil
    }
    var j = i + 2
    if j < end, s[j] == "s" || s[j] == "S" { j += 1 }
    if j < end, s[j].properties.isAlphabetic { return nil }
    i = j
    return unit
  }
}
