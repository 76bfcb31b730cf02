/// An exact decimal number, kept as the lifter wrote it: `102.5`, `0.1`, `-25`.
///
/// The value is `significand × 10^-scale`. It is always normalised: trailing
/// zeros after the point are dropped (`100.0` is stored as `100`), so two values
/// are equal exactly when they denote the same number. There is no binary
/// floating point anywhere between the text and this value, so `102.5kg` and
/// `0.1kg` print back exactly as written.
public struct DecimalValue: Sendable, Hashable, CustomStringConvertible {
  /// The digits as a whole number; the sign of the value.
  public let significand: Int64
  /// How many of the digits are after the decimal point (0...`maximumDigits`).
  public let scale: UInt8

  /// The most significant digits a number may have. Fifteen digits are exact
  /// in a binary double too, so values survive tools that read JSON as doubles.
  public static let maximumDigits = 15

  /// Creates a value from its digits, normalising trailing fraction zeros.
  /// Returns nil when the number has more than `maximumDigits` significant digits.
  public init?(significand: Int64, scale: Int) {
    guard scale >= 0, scale <= Self.maximumDigits else { return nil }
    var s = significand
    var k = scale
    while k > 0, s % 10 == 0 {
      s /= 10
      k -= 1
    }
    guard s.magnitude < 1_000_000_000_000_000 else { return nil }  // 10^15
    self.significand = s
    self.scale = UInt8(k)
  }

  /// A whole number.
  public init(_ integer: Int) {
    // Whole numbers used by the library are small (reps, seconds); clamp keeps it total.
    let clamped = Swift.min(Swift.max(integer, -999_999_999_999_999), 999_999_999_999_999)
    self.significand = Int64(clamped)
    self.scale = 0
  }

  /// Zero.
  public static let zero = DecimalValue(0)

  /// True when the value has no fraction part.
  public var isWhole: Bool { scale == 0 }

  /// True when the value is below zero.
  public var isNegative: Bool { significand < 0 }

  /// The value as an integer, when it is whole.
  public var integerValue: Int? { scale == 0 ? Int(significand) : nil }

  /// The value as a binary double: lossy (a double holds `0.1` only
  /// approximately), for arithmetic such as volume and e1RM and for drawing;
  /// keep the `DecimalValue` for anything written back.
  public var doubleValue: Double {
    var d = Double(significand)
    var k = Int(scale)
    while k > 0 {
      d /= 10
      k -= 1
    }
    return d
  }

  /// The same magnitude with the sign flipped.
  public var negated: DecimalValue {
    DecimalValue(uncheckedSignificand: -significand, scale: scale)
  }

  /// The magnitude.
  public var magnitude: DecimalValue {
    significand < 0 ? negated : self
  }

  /// The shortest exact spelling: `102.5`, `100`, `0.1`, `-25`.
  public var description: String {
    var buffer = ByteBuffer()
    buffer.appendDecimal(self)
    return buffer.string
  }

  /// Multiplies by a small whole number, or nil on overflow of the digit limit.
  func multiplied(by factor: Int64) -> DecimalValue? {
    let (product, overflow) = significand.multipliedReportingOverflow(by: factor)
    guard !overflow else { return nil }
    return DecimalValue(significand: product, scale: Int(scale))
  }

  /// Adds two values exactly, or nil when the result exceeds the digit limit.
  public func adding(_ other: DecimalValue) -> DecimalValue? {
    var a = significand
    var b = other.significand
    var k = Int(scale)
    if scale < other.scale {
      for _ in 0..<(Int(other.scale) - Int(scale)) {
        let (p, o) = a.multipliedReportingOverflow(by: 10)
        guard !o else { return nil }
        a = p
      }
      k = Int(other.scale)
    } else if other.scale < scale {
      for _ in 0..<(Int(scale) - Int(other.scale)) {
        let (p, o) = b.multipliedReportingOverflow(by: 10)
        guard !o else { return nil }
        b = p
      }
    }
    let (sum, o) = a.addingReportingOverflow(b)
    guard !o else { return nil }
    return DecimalValue(significand: sum, scale: k)
  }

  /// The difference `self − other` exactly, or nil when it has more digits
  /// than a value holds.
  public func minus(_ other: DecimalValue) -> DecimalValue? {
    adding(other.negated)
  }

  init(uncheckedSignificand: Int64, scale: UInt8) {
    self.significand = uncheckedSignificand
    self.scale = scale
  }
}

extension DecimalValue {
  /// Parses `digits[.digits]` with an optional leading `-` (no exponent).
  /// Returns nil for anything else, or for more than `maximumDigits` digits.
  public init?(_ text: String) {
    var bytes = Array(text.utf8)
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      bytes.removeFirst()
    }
    guard let parsed = DecimalScan.parse(bytes[...]) else { return nil }
    self = negative ? parsed.negated : parsed
  }
}

/// Reads the digits of a decimal number from bytes.
enum DecimalScan {
  /// Parses exactly `digits[.digits]` (or `digits,digits` when `commaIsPoint`).
  /// Leading zeros and trailing fraction zeros do not count towards the digit limit.
  static func parse<C: Collection<UInt8>>(_ bytes: C, commaIsPoint: Bool = false) -> DecimalValue? {
    var significand: Int64 = 0
    var digits = 0  // significant digits taken into `significand`
    var scale = 0
    var pendingZeros = 0  // fraction zeros not yet taken (they may be trailing)
    var seenPoint = false
    var any = false
    for b in bytes {
      if b >= 0x30 && b <= 0x39 {
        any = true
        let d = Int64(b &- 0x30)
        if seenPoint {
          if d == 0 {
            pendingZeros += 1
            continue
          }
          while pendingZeros > 0 {
            if significand != 0 { digits += 1 }
            if digits > DecimalValue.maximumDigits { return nil }
            significand = significand &* 10
            scale += 1
            pendingZeros -= 1
          }
          digits += 1
          if digits > DecimalValue.maximumDigits || scale >= DecimalValue.maximumDigits { return nil }
          significand = significand &* 10 &+ d
          scale += 1
        } else {
          if significand == 0 && d == 0 { continue }
          digits += 1
          if digits > DecimalValue.maximumDigits { return nil }
          significand = significand &* 10 &+ d
        }
      } else if (b == UInt8(ascii: ".") || (commaIsPoint && b == UInt8(ascii: ","))) && !seenPoint {
        seenPoint = true
      } else {
        return nil
      }
    }
    guard any else { return nil }
    return DecimalValue(significand: significand, scale: scale)
  }
}
