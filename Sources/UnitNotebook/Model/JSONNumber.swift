/// The exact value of a JSON number, read digit by digit into a
/// `DecimalValue`: no binary floating point, so `102.5` stays `102.5` and
/// `0.1` stays `0.1`. Exponents are welcome when the value fits (`1e2` is
/// 100, `25e-1` is 2.5).
package enum JSONNumber {
  package enum Problem: Error, Hashable {
    /// More than 15 significant digits.
    case tooManyDigits
    /// Needs more than 15 digits before the point (`1e400`, `1e20`).
    case tooLarge
    /// Needs more than 15 digits after the point (`1e-400`).
    case tooManyDecimals
  }

  /// An ASCII digit, the only digits of JSON's numbers and Unit's CSV. (The
  /// model sits below the notebook's lexical rules, `Lexicon`.)
  static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

  /// The value of number text already checked against the JSON grammar (a
  /// `JSONScanner` number, or Swift's spelling of a `Double`).
  static func value(_ b: UnsafeBufferPointer<UInt8>) -> Result<DecimalValue, Problem> {
    let n = b.count
    var i = 0
    var negative = false
    if i < n, b[i] == 0x2D {
      negative = true
      i += 1
    }
    var significand: Int64 = 0
    var digits = 0  // significant digits in `significand`
    var pendingZeros = 0  // zeros after the last non-zero digit, not yet taken
    var fractionDigits = 0
    var inFraction = false
    while i < n {
      let c = b[i]
      if c == 0x2E {
        inFraction = true
        i += 1
        continue
      }
      guard isDigit(c) else { break }
      i += 1
      if inFraction { fractionDigits += 1 }
      if c == 0x30 {
        if digits > 0 { pendingZeros += 1 }
        continue
      }
      digits += pendingZeros + 1
      guard digits <= DecimalValue.maximumDigits else { return .failure(.tooManyDigits) }
      while pendingZeros > 0 {
        significand *= 10
        pendingZeros -= 1
      }
      significand = significand * 10 + Int64(c - 0x30)
    }
    var exponent = 0
    if i < n, b[i] | 0x20 == 0x65 {
      i += 1
      var exponentNegative = false
      if i < n, b[i] == 0x2B || b[i] == 0x2D {
        exponentNegative = b[i] == 0x2D
        i += 1
      }
      while i < n, isDigit(b[i]) {
        if exponent < 100_000 { exponent = exponent * 10 + Int(b[i] - 0x30) }
        i += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    if significand == 0 { return .success(.zero) }
    // The value is significand × 10^power.
    let power = pendingZeros - fractionDigits + exponent
    if power >= 0 {
      guard digits + power <= DecimalValue.maximumDigits else { return .failure(.tooLarge) }
      for _ in 0..<power { significand *= 10 }
      return .success(DecimalValue(uncheckedSignificand: negative ? -significand : significand, scale: 0))
    }
    guard -power <= DecimalValue.maximumDigits,
      let d = DecimalValue(significand: negative ? -significand : significand, scale: -power)
    else { return .failure(.tooManyDecimals) }
    return .success(d)
  }

  /// The value of number text given as a `String` (used by `Codable`).
  package static func value(_ text: String) -> Result<DecimalValue, Problem> {
    var text = text
    return text.withUTF8 { value($0) }
  }

  /// What is wrong, in a lifter's words, quoting the number as written.
  static func message(_ p: Problem, _ written: String) -> String {
    switch p {
    case .tooManyDigits: return "a number has at most 15 significant digits, found \(written)"
    case .tooLarge: return "this number is too large (at most 15 digits before the point), found \(written)"
    case .tooManyDecimals: return "a number has at most 15 digits after the point, found \(written)"
    }
  }
}
