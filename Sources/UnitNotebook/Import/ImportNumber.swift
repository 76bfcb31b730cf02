/// Reads the numbers that exports write, straight from bytes.
///
/// Exports write binary floating point: `149.99999999999997` (Strong),
/// `34.01946820767298` (Fitbod), `132.28` (Hevy). The rule, documented in
/// docs/import.md: a number becomes the shortest decimal with at most three
/// places that is within 0.000001 of what the export wrote (float noise, no
/// warning); a number with more precision than that is rounded to three
/// places (half away from zero), and the import warns. So
/// `149.99999999999997` is `150`, `132.28` stays `132.28`, and
/// `34.01946820767298` is `34.019` (with a warning).
enum ImportNumber {
  enum Parsed: Equatable {
    /// The field is empty (or only blanks).
    case empty
    /// The number; `rounded` is true when it had more than three places of
    /// real precision and was rounded to three.
    case value(DecimalValue, rounded: Bool)
    /// Not a number at all.
    case invalid
    /// More digits than a notebook number holds (15).
    case tooLarge
  }

  /// Parses `[-+]digits[.digits]`, with blanks around it allowed and one
  /// `,` accepted as the decimal point when there is no `.` (`82,5`).
  static func decimal(_ b: UnsafeBufferPointer<UInt8>) -> Parsed {
    var i = 0
    var end = b.count
    while i < end, Lexicon.isBlank(b[i]) { i += 1 }
    while end > i, Lexicon.isBlank(b[end - 1]) { end -= 1 }
    if i == end { return .empty }
    var negative = false
    if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
      negative = b[i] == UInt8(ascii: "-")
      i += 1
    }
    var integer: Int64 = 0
    var integerDigits = 0
    var fraction: UInt64 = 0  // the first 18 fraction digits
    var fractionDigits = 0
    var seenPoint = false
    var any = false
    while i < end {
      let c = b[i]
      i += 1
      if c >= 0x30 && c <= 0x39 {
        any = true
        let d = c &- 0x30
        if seenPoint {
          if fractionDigits < 18 {
            fraction = fraction &* 10 &+ UInt64(d)
            fractionDigits += 1
          }
        } else {
          if integer == 0 && d == 0 { continue }
          integerDigits += 1
          if integerDigits > 15 { return .tooLarge }
          integer = integer &* 10 &+ Int64(d)
        }
      } else if (c == UInt8(ascii: ".") || c == UInt8(ascii: ",")) && !seenPoint {
        seenPoint = true
      } else {
        return .invalid
      }
    }
    guard any else { return .invalid }
    guard let (value, lost) = rounded(integer: integer, fraction: fraction, fractionDigits: fractionDigits) else {
      return .tooLarge
    }
    return .value(negative ? value.negated : value, rounded: lost)
  }

  /// The shortest decimal with at most three places within 0.000001 of
  /// `integer + fraction / 10^fractionDigits`, or else that number rounded to
  /// three places (`lost` is then true).
  static func rounded(integer: Int64, fraction: UInt64, fractionDigits: Int) -> (DecimalValue, lost: Bool)? {
    // `integer` and `digits` places of fraction as a decimal; nil on overflow.
    func decimal(_ digits: UInt64, places: Int) -> DecimalValue? {
      var scale: Int64 = 1
      for _ in 0..<places { scale *= 10 }
      let (whole, o1) = integer.multipliedReportingOverflow(by: scale)
      let (sum, o2) = whole.addingReportingOverflow(Int64(digits))
      return o1 || o2 ? nil : DecimalValue(significand: sum, scale: places)
    }
    if fraction == 0 { return DecimalValue(significand: integer, scale: 0).map { ($0, false) } }
    if fractionDigits <= 3 {
      // Exact already (`52.75`, `8.0`): decimals of three places or fewer
      // are at least 0.001 apart, so no shorter one is within 0.000001.
      return decimal(fraction, places: fractionDigits).map { ($0, false) }
    }
    // The fraction in units of 10^-18.
    var f18 = fraction
    for _ in fractionDigits..<18 { f18 &*= 10 }
    let tolerance: UInt64 = 1_000_000_000_000  // 10^-6 in units of 10^-18
    var unit: UInt64 = 1_000_000_000_000_000_000  // 10^18: whole numbers first
    for places in 0...3 {
      let q = (f18 + unit / 2) / unit
      let back = q &* unit
      let error = back > f18 ? back - f18 : f18 - back
      if error <= tolerance || places == 3 {
        return decimal(q, places: places).map { ($0, error > tolerance) }
      }
      unit /= 10
    }
    return nil
  }

  /// The same from a text (the text formats' numbers).
  static func decimal(_ text: String) -> Parsed {
    var t = text
    return t.withUTF8 { decimal($0) }
  }

  /// A whole count (reps), written `8` or `8.0`; nil when it is not a whole
  /// number of 0 or more.
  static func count(_ value: DecimalValue) -> Int? {
    guard let n = value.integerValue, n >= 0 else { return nil }
    return n
  }

  /// True when the bytes are empty or only blanks.
  static func isBlank(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    for c in b where c != 0x20 && c != 0x09 { return false }
    return true
  }
}
