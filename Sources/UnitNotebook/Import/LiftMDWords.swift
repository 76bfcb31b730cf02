/// The words of a lift.md set, read left to right without regard to case,
/// as LiftMark's patterns read them (docs/import.md): a distance
/// (`500 meters`), a weight and its amount (`225 lbs x 5`, `25 kg for 45s`,
/// `135 x AMRAP`), bodyweight (`bw x 10`, `x 10`), or a bare amount (`10`,
/// `60s`, `2m`: minutes). What follows the set is its note (`rest`).
struct LiftMDWords {
  let text: [Character]
  let lower: [Character]
  var i = 0

  init(_ text: String) {
    self.text = Array(text)
    lower = Array(text.lowercased())
  }

  /// The text after what was read, trimmed.
  var rest: String { ImportText.trim(String(text[min(i, text.count)...])) }

  var atBoundary: Bool { i >= lower.count || lower[i] == " " || lower[i] == "\t" }

  mutating func skipBlanks() {
    while i < lower.count, lower[i] == " " || lower[i] == "\t" { i += 1 }
  }

  /// `12`, `27.5`.
  mutating func number() -> DecimalValue? {
    let start = i
    while i < lower.count, lower[i].isASCII, lower[i].isNumber { i += 1 }
    guard i > start else { return nil }
    if i + 1 < lower.count, lower[i] == ".", lower[i + 1].isNumber {
      i += 1
      while i < lower.count, lower[i].isASCII, lower[i].isNumber { i += 1 }
    }
    guard case .value(let v, _) = ImportNumber.decimal(String(lower[start..<i])) else {
      i = start
      return nil
    }
    return v
  }

  mutating func whole() -> Int? {
    let start = i
    while i < lower.count, lower[i].isASCII, lower[i].isNumber { i += 1 }
    guard i > start, i - start <= 15, let n = Int(String(lower[start..<i])) else {
      i = start
      return nil
    }
    return n
  }

  /// A run of letters, in lower case (nil when none).
  mutating func letters() -> String? {
    let start = i
    while i < lower.count, lower[i].isLetter { i += 1 }
    return i > start ? String(lower[start..<i]) : nil
  }

  /// The next word (up to a blank), as written.
  mutating func word() -> String? {
    skipBlanks()
    let start = i
    while i < text.count, !atBoundary { i += 1 }
    return i > start ? String(text[start..<i]) : nil
  }

  /// `x` or `for` (then blanks).
  mutating func times() -> Bool {
    let save = i
    if let w = letters(), w == "x" || w == "for" {
      skipBlanks()
      return true
    }
    i = save
    return false
  }

  /// `n` seconds, or minutes after `m`/`min` (`s`/`sec` seconds), the
  /// unit glued or after blanks; nil when a word other than a boundary follows.
  mutating func seconds(_ n: Int) -> Int? {
    let save = i
    skipBlanks()
    if let w = letters(), ["s", "sec", "m", "min"].contains(w), atBoundary {
      return w.hasPrefix("m") ? n * 60 : n
    }
    i = save
    return atBoundary ? n : nil
  }
}

extension LiftMDWords {
  /// The set at the start: nil when none of the shapes reads (an error for
  /// a value LiftMark refuses too: 0 reps, `135 lbs` without reps).
  mutating func set(_ fail: (String) -> ReadError) throws(ReadError) -> LiftMarkTarget? {
    if String(lower).trimmingBlanks == "amrap" {
      throw fail("AMRAP alone is not a set: write it after a weight (135 x AMRAP, bw x AMRAP)")
    }
    if let d = distance() { return d }
    if let t = try weighted(fail) { return t }
    i = 0
    return try bare(fail)
  }

  private mutating func distance() -> LiftMarkTarget? {
    i = 0
    guard let v = number() else { return nil }
    skipBlanks()
    guard let w = letters(), let (unit, factor) = LiftMDSet.distanceUnits[w], atBoundary, v.significand > 0 else {
      return nil
    }
    var t = LiftMarkTarget()
    var value = v
    if let f = factor, case .value(let m, _) = ImportNumber.decimal(String(v.doubleValue * f)) { value = m }
    t.distance = Distance(value, unit)
    t.convertedFromFeet = factor != nil
    if factor != nil { t.notes.append("\(v) \(w)") }
    return t
  }

  /// `225 x 5`, `100 kg x 5 reps`, `45 lbs for 60s`, `bw x 10`, `x 10`, `135 x AMRAP`.
  private mutating func weighted(_ fail: (String) -> ReadError) throws(ReadError) -> LiftMarkTarget? {
    i = 0
    var t = LiftMarkTarget()
    if let v = number() {
      skipBlanks()
      let save = i
      if let w = letters(), LiftMDSet.weightWords.contains(w) {
        if w == "bw" { t.bodyweight = true } else { t.unit = ImportUnits.weight(w) }
      } else {
        i = save
      }
      if !t.bodyweight { t.weight = v }
      skipBlanks()
      guard times() else { return nil }
    } else {
      let save = i
      if let w = letters(), w == "bw" {
        t.bodyweight = true
        skipBlanks()
        guard times() else { return nil }
      } else {
        i = save
        guard times() else { return nil }
        t.bodyweight = true
      }
    }
    try amount(&t, fail)
    return t
  }

  private mutating func amount(_ t: inout LiftMarkTarget, _ fail: (String) -> ReadError) throws(ReadError) {
    let save = i
    if let w = letters(), w == "amrap", atBoundary {
      t.amrap = true
      return
    }
    i = save
    guard let n = whole() else { throw fail("expected the reps or a time after x or for (such as x 5 or for 60s)") }
    guard n > 0, Validation.problem(reps: n) == nil else { throw fail("reps and times must be above 0, found \(n)") }
    let before = i
    skipBlanks()
    if let w = letters(), w == "rep" || w == "reps", atBoundary {
      t.reps = n
      return
    }
    i = before
    guard let s = seconds(n) else { throw fail("expected reps or a time (s, sec, m, min) after \(n)") }
    if i == before { t.reps = n } else { t.seconds = s }
  }

  /// `10` (bodyweight reps), `60s`, `2m`.
  private mutating func bare(_ fail: (String) -> ReadError) throws(ReadError) -> LiftMarkTarget? {
    guard let n = whole() else { return nil }
    let before = i
    var probe = self
    probe.skipBlanks()
    if let w = probe.letters(), ["lb", "lbs", "kg", "kgs"].contains(w), probe.atBoundary {
      throw fail("a weight needs its reps or time: write \(n) \(w) x 5 or \(n) \(w) x 60s")
    }
    guard let s = seconds(n) else { return nil }
    guard n > 0 else { throw fail("reps and times must be above 0, found 0") }
    var t = LiftMarkTarget()
    if i == before { t.reps = n } else { t.seconds = s }
    return t
  }
}

extension String {
  /// The text without blanks at either end.
  var trimmingBlanks: String { ImportText.trim(self) }
}
