/// The text cells of a set line, in the printed spellings of the tables
/// (`Spellings.swift`). What these write is what the aligner measures
/// (`CellWidths`): no width is counted apart from the writing.
extension ByteSink where Self: ~Copyable {
  /// The printed spelling of a table's entry.
  @inline(__always)
  mutating func append(spelling s: Spellings) {
    append(ascii: s.printed)
  }

  /// `warmup`, `drop`, `failure`; nothing for a normal set.
  mutating func appendKind(_ k: SetKind) {
    append(spelling: k.spellings)
  }

  mutating func appendWeight(_ w: Weight) {
    appendDecimal(w.value)
    append(spelling: w.unit.spellings)
  }

  /// `100kg`, `BW`, `BW+20kg`, `BW-25kg`.
  mutating func appendLoad(_ l: Load) {
    switch l {
    case .weight(let w):
      appendWeight(w)
    case .bodyweight(let added):
      append(ascii: "BW")
      if let a = added {
        if !a.value.isNegative { append(UInt8(ascii: "+")) }
        appendWeight(a)
      }
    }
  }

  /// Seconds as a lifter reads them: `45s`, `60s`, then `1:30`, `25:30`, `1:02:03`.
  mutating func appendDuration(_ seconds: DecimalValue) {
    // Whole seconds, nearly every rest: no division by a variable.
    if seconds.scale == 0 {
      let whole = seconds.significand
      if whole <= 60 {
        appendInt(Int(whole))
        append(spelling: Lexicon.UnitWord.duration(.second).spellings)
        return
      }
      let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
      if h > 0 {
        appendInt(Int(h))
        append(UInt8(ascii: ":"))
        appendPadded(Int(m), width: 2)
      } else {
        appendInt(Int(m))
      }
      append(UInt8(ascii: ":"))
      appendPadded(Int(s), width: 2)
      return
    }
    if seconds.isNegative || seconds.doubleValue <= 60 {
      appendDecimal(seconds)
      append(spelling: Lexicon.UnitWord.duration(.second).spellings)
      return
    }
    var divisor: Int64 = 1
    for _ in 0..<seconds.scale { divisor *= 10 }
    let whole = Int(seconds.significand / divisor)
    let fraction = seconds.significand % divisor
    let h = whole / 3600
    let m = whole / 60 % 60
    let s = whole % 60
    if h > 0 {
      appendInt(h)
      append(UInt8(ascii: ":"))
      appendPadded(m, width: 2)
    } else {
      appendInt(m)
    }
    append(UInt8(ascii: ":"))
    appendPadded(s, width: 2)
    if seconds.scale > 0 {
      append(UInt8(ascii: "."))
      appendPadded(Int(fraction), width: Int(seconds.scale))
    }
  }

  mutating func appendDistance(_ d: Distance) {
    appendDecimal(d.value)
    append(spelling: d.unit.spellings)
  }

  /// Reps, distance and time, in that order, separated by a space.
  mutating func appendAmount(reps: Int?, distance: Distance?, seconds: DecimalValue?, amrap: Bool = false) {
    var first = true
    if let r = reps {
      appendInt(r)
      if amrap { append(Lexicon.amrapSign) }
      first = false
    }
    if let d = distance {
      if !first { append(0x20) }
      appendDistance(d)
      first = false
    }
    if let t = seconds {
      if !first { append(0x20) }
      appendDuration(t)
    }
  }

  /// ` ✓ @8 rest 2:00`: a set's status and its marks with a value, each
  /// after a space (its note is written apart, escaped); nothing for a
  /// planned set without them.
  @inline(__always)
  mutating func appendMarks(status: SetStatus, _ marks: SetMarks) {
    let sign = status.spellings.printed
    if sign.utf8CodeUnitCount > 0 {
      append(0x20)
      append(ascii: sign)
    }
    for m in ValuedMark.allCases {
      if let v = marks[m] {
        append(0x20)
        appendValued(m, v)
      }
    }
  }

  /// `@8`, `rest 2:00`: a valued mark's spelling (a word's with a space
  /// after it) and its value.
  @inline(__always)
  mutating func appendValued(_ m: ValuedMark, _ v: DecimalValue) {
    let spelling = Lexicon.SetMark.valued(m).spellings
    append(spelling: spelling)
    if Lexicon.isLetter(spelling.printed.utf8Start.pointee) { append(0x20) }
    switch m.value {
    case .number: appendDecimal(v)
    case .duration: appendDuration(v)
    }
  }

  /// A mark's word or sign and the space after it (`rest `, `> `).
  @inline(__always)
  mutating func appendMark(_ mark: Lexicon.SetMark) {
    append(spelling: mark.spellings)
    append(0x20)
  }
}
