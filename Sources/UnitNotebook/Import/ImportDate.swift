/// A date and a wall-clock time as an export writes them.
struct ImportDateTime: Equatable {
  var date: LocalDate
  var time: TimeOfDay?
  /// True when the text carried a UTC offset (Fitbod's `+0000`).
  var hadZone = false
}

/// Reads the numeric date shapes of the exports, from bytes:
/// `2026-11-29`, `2026-11-29 07:15:02`, `2026-11-29 7:15:02 pm`,
/// `2025-12-17 03:24:30 +0000`, `2026/08/11`, `23/12/2025`, `22.09.2026, 17:00`.
enum ImportDate {
  /// `YYYY-MM-DD` or `YYYY/MM/DD`, then optionally a time (after a space, a
  /// comma or `T`) and a UTC offset.
  static func iso(_ b: UnsafeBufferPointer<UInt8>) -> ImportDateTime? {
    var s = Scan(b)
    s.skipBlanks()
    guard let y = s.number(maxDigits: 4), s.lastWidth == 4 else { return nil }
    guard let sep = s.take(["-", "/"]), let m = s.number(maxDigits: 2), s.take([Unicode.Scalar(sep)]) != nil,
      let d = s.number(maxDigits: 2), let date = LocalDate(year: y, month: m, day: d)
    else { return nil }
    return timeAndZone(&s, date: date)
  }

  /// `D/M/YYYY`, `M/D/YYYY` (`dayFirst` decides) or `D.M.YYYY`, then an
  /// optional time.
  static func dayMonthYear(_ b: UnsafeBufferPointer<UInt8>, dayFirst: Bool) -> ImportDateTime? {
    var s = Scan(b)
    s.skipBlanks()
    guard let a = s.number(maxDigits: 2), let sep = s.take(["/", "."]), let c = s.number(maxDigits: 2),
      s.take([Unicode.Scalar(sep)]) != nil, let y = s.number(maxDigits: 4), s.lastWidth == 4
    else { return nil }
    let dotted = sep == UInt8(ascii: ".")
    let (day, month) = dotted || dayFirst ? (a, c) : (c, a)
    guard let date = LocalDate(year: y, month: month, day: day) else { return nil }
    return timeAndZone(&s, date: date)
  }

  /// The first two numbers of a slashed date (`23/12/2025` → 23, 12), to
  /// decide whether a file writes the day or the month first.
  static func slashedFields(_ b: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
    var s = Scan(b)
    s.skipBlanks()
    guard let a = s.number(maxDigits: 2), s.take(["/"]) != nil, let c = s.number(maxDigits: 2) else { return nil }
    return (a, c)
  }

  private static func timeAndZone(_ s: inout Scan, date: LocalDate) -> ImportDateTime? {
    var result = ImportDateTime(date: date, time: nil)
    if s.atEnd(afterBlanks: true) { return result }
    _ = s.take([","])
    if s.take(["T"]) == nil { s.skipBlanks() }
    guard let time = clock(&s) else { return nil }
    result.time = time
    s.skipBlanks()
    if s.take(["Z"]) != nil {
      result.hadZone = true
    } else if let sign = s.take(["+", "-"]) {
      _ = sign
      guard s.number(maxDigits: 4) != nil else { return nil }
      if s.take([":"]) != nil { guard s.number(maxDigits: 2) != nil else { return nil } }
      result.hadZone = true
    }
    return s.atEnd(afterBlanks: true) ? result : nil
  }

  /// `H:MM`, `HH:MM:SS`, with an optional am/pm (`7:15 pm`, `7:15PM`,
  /// `7:15\u{202F}p.m.`).
  static func clock(_ s: inout Scan) -> TimeOfDay? {
    guard let h = s.number(maxDigits: 2), s.take([":"]) != nil, let m = s.number(maxDigits: 2), s.lastWidth == 2
    else { return nil }
    var sec = 0
    if s.take([":"]) != nil {
      guard let v = s.number(maxDigits: 2), s.lastWidth == 2 else { return nil }
      sec = v
    }
    var hour = h
    let save = s.i
    s.skipBlanks()
    if let half = s.meridiem() {
      guard (1...12).contains(h) else { return nil }
      hour = h % 12 + (half == .pm ? 12 : 0)
    } else {
      s.i = save
    }
    return TimeOfDay(hour: hour, minute: m, second: sec)
  }

  /// A small cursor over bytes for the date shapes above.
  struct Scan {
    let b: UnsafeBufferPointer<UInt8>
    var i = 0
    var lastWidth = 0

    init(_ b: UnsafeBufferPointer<UInt8>) { self.b = b }

    enum Half { case am, pm }

    mutating func skipBlanks() {
      while i < b.count {
        if b[i] == 0x20 || b[i] == 0x09 {
          i += 1
        } else if b[i] == 0xC2, i + 1 < b.count, b[i + 1] == 0xA0 {
          i += 2  // no-break space
        } else if b[i] == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xAF {
          i += 3  // narrow no-break space (iOS 12-hour times)
        } else {
          return
        }
      }
    }

    mutating func atEnd(afterBlanks: Bool) -> Bool {
      if afterBlanks { skipBlanks() }
      return i >= b.count
    }

    mutating func number(maxDigits: Int) -> Int? {
      var v = 0
      var n = 0
      while i < b.count, n < maxDigits, b[i] >= 0x30, b[i] <= 0x39 {
        v = v * 10 + Int(b[i] - 0x30)
        n += 1
        i += 1
      }
      lastWidth = n
      if i < b.count, b[i] >= 0x30, b[i] <= 0x39 { return nil }  // too many digits
      return n > 0 ? v : nil
    }

    mutating func take(_ options: [Unicode.Scalar]) -> UInt8? {
      guard i < b.count else { return nil }
      for o in options where UInt8(o.value) == b[i] {
        i += 1
        return b[i - 1]
      }
      return nil
    }

    /// `am`, `pm`, `a.m.`, `p.m.`, any case.
    mutating func meridiem() -> Half? {
      guard i < b.count else { return nil }
      let c = b[i] | 0x20
      guard c == UInt8(ascii: "a") || c == UInt8(ascii: "p") else { return nil }
      var j = i + 1
      if j < b.count, b[j] == UInt8(ascii: ".") { j += 1 }
      guard j < b.count, b[j] | 0x20 == UInt8(ascii: "m") else { return nil }
      j += 1
      if j < b.count, b[j] == UInt8(ascii: ".") { j += 1 }
      if j < b.count, (b[j] | 0x20) >= 0x61, (b[j] | 0x20) <= 0x7A { return nil }
      i = j
      return c == UInt8(ascii: "a") ? .am : .pm
    }
  }
}
