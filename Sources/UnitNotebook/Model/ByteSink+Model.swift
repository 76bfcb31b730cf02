/// The model's values as canonical bytes, for every writer (the printer,
/// JSON, CSV): the byte layer below knows nothing of them.
extension ByteSink where Self: ~Copyable {
  /// Appends the shortest exact spelling of a decimal: `102.5`, `100`, `0.05`.
  package mutating func appendDecimal(_ d: DecimalValue) {
    if d.scale == 0 {
      appendInt(Int(d.significand))
      return
    }
    if d.significand < 0 {
      append(UInt8(ascii: "-"))
    }
    let m = d.significand.magnitude
    // One decimal (`102.5`, `7.5`) or two: a constant divisor, which the
    // compiler turns into a multiplication (a division by a variable is a
    // slow instruction, and this runs for most loads of a typed log).
    switch d.scale {
    case 1:
      appendInt(Int(m / 10))
      append(UInt8(ascii: "."))
      appendPadded(Int(m % 10), width: 1)
    case 2:
      appendInt(Int(m / 100))
      append(UInt8(ascii: "."))
      appendPadded(Int(m % 100), width: 2)
    default:
      var divisor: UInt64 = 1
      for _ in 0..<d.scale { divisor *= 10 }
      appendInt(Int(m / divisor))
      append(UInt8(ascii: "."))
      appendPadded(Int(m % divisor), width: Int(d.scale))
    }
  }

  /// Appends `YYYY-MM-DD`.
  package mutating func appendDate(_ d: LocalDate) {
    // Every date a notebook holds has a year of four digits: written at once.
    if d.year >= 0, d.year <= 9999, d.month >= 0, d.month < 100, d.day >= 0, d.day < 100 {
      let p = reserve(10)
      let y = UInt(d.year)
      let m = UInt(d.month)
      let day = UInt(d.day)
      p[0] = 0x30 &+ UInt8(truncatingIfNeeded: y / 1000)
      p[1] = 0x30 &+ UInt8(truncatingIfNeeded: y / 100 % 10)
      p[2] = 0x30 &+ UInt8(truncatingIfNeeded: y / 10 % 10)
      p[3] = 0x30 &+ UInt8(truncatingIfNeeded: y % 10)
      p[4] = UInt8(ascii: "-")
      p[5] = 0x30 &+ UInt8(truncatingIfNeeded: m / 10)
      p[6] = 0x30 &+ UInt8(truncatingIfNeeded: m % 10)
      p[7] = UInt8(ascii: "-")
      p[8] = 0x30 &+ UInt8(truncatingIfNeeded: day / 10)
      p[9] = 0x30 &+ UInt8(truncatingIfNeeded: day % 10)
      commit(10)
      return
    }
    appendPadded(d.year, width: 4)
    append(UInt8(ascii: "-"))
    appendPadded(d.month, width: 2)
    append(UInt8(ascii: "-"))
    appendPadded(d.day, width: 2)
  }

  /// Appends `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
  mutating func appendTime(_ t: TimeOfDay) {
    appendPadded(t.hour, width: 2)
    append(UInt8(ascii: ":"))
    appendPadded(t.minute, width: 2)
    if t.second != 0 {
      append(UInt8(ascii: ":"))
      appendPadded(t.second, width: 2)
    }
  }

  /// `12,450.5`: a decimal with its thousands grouped.
  package mutating func appendGrouped(_ d: DecimalValue) {
    if d.significand < 0 { append(UInt8(ascii: "-")) }
    let m = d.significand.magnitude
    let scale = Int(d.scale)
    var divisor: UInt64 = 1
    for _ in 0..<scale { divisor &*= 10 }
    var whole = m / divisor
    // The whole part's digits, written right to left into their room, a
    // comma before every third.
    var digits = 1
    var rest = whole / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let n = digits + (digits - 1) / 3
    let p = reserve(n)
    var i = n
    for k in 0..<digits {
      if k > 0, k % 3 == 0 {
        i -= 1
        p[i] = UInt8(ascii: ",")
      }
      i -= 1
      p[i] = 0x30 &+ UInt8(truncatingIfNeeded: whole % 10)
      whole /= 10
    }
    commit(n)
    if scale > 0 {
      append(UInt8(ascii: "."))
      appendPadded(Int(m % divisor), width: scale)
    }
  }
}
