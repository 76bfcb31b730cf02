/// `DecimalValue` reads like a number in an app's code: literals, exact `+`
/// and `-`, comparison, and a bridge from `Double` that says it approximates.
///
/// ```swift
/// let w: DecimalValue = 122.5
/// let next = w + 2.5          // 125, exactly
/// let set = Weight(122.5, .kg)
/// ```
///
/// The operators trap when the exact result has more than
/// ``DecimalValue/maximumDigits`` digits, as `Int`'s `+` traps on overflow;
/// code that adds values read from a user's input and wants nil instead calls
/// ``DecimalValue/adding(_:)`` or ``DecimalValue/minus(_:)``.
extension DecimalValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Comparable {
  /// A whole-number literal: `let reps: DecimalValue = 5`.
  public init(integerLiteral value: Int64) {
    guard let exact = DecimalValue(significand: value, scale: 0) else {
      preconditionFailure("\(value) has more than \(DecimalValue.maximumDigits) digits")
    }
    self = exact
  }

  /// A decimal literal: `let load: DecimalValue = 122.5`. The literal's
  /// shortest spelling is kept (`0.1` is one tenth, exactly).
  public init(floatLiteral value: Double) {
    guard let exact = DecimalValue(approximating: value) else {
      preconditionFailure("\(value) is not a decimal of at most \(DecimalValue.maximumDigits) digits")
    }
    self = exact
  }

  /// The decimal a `Double` stands for: the shortest spelling that reads back
  /// as the same double (`0.1`, not `0.1000000000000000055…`). A double is
  /// binary, so this approximates the number that was meant; nil for
  /// infinities, NaN and values needing more than `maximumDigits` digits.
  public init?(approximating double: Double) {
    guard double.isFinite else { return nil }
    if double == 0 {
      self = .zero
      return
    }
    guard let spelled = DecimalValue.spelled(double.description) else { return nil }
    self = spelled
  }

  /// Reads Swift's shortest spelling of a double, with its exponent if any
  /// (`122.5`, `1e-05`, `1.5e+20`).
  private static func spelled(_ text: String) -> DecimalValue? {
    let parts = text.split(separator: "e", maxSplits: 1)
    guard let mantissaText = parts.first, let mantissa = DecimalValue(String(mantissaText)) else { return nil }
    guard parts.count == 2, let exponent = Int(parts[1]) else { return mantissa }
    if exponent < 0 {
      return DecimalValue(significand: mantissa.significand, scale: Int(mantissa.scale) - exponent)
    }
    var value: DecimalValue? = mantissa
    for _ in 0..<exponent { value = value?.multiplied(by: 10) }
    return value
  }

  /// The exact sum; traps past `maximumDigits` digits (see ``adding(_:)``).
  public static func + (lhs: DecimalValue, rhs: DecimalValue) -> DecimalValue {
    guard let sum = lhs.adding(rhs) else {
      preconditionFailure("\(lhs) + \(rhs) has more than \(DecimalValue.maximumDigits) digits")
    }
    return sum
  }

  /// The exact difference; traps past `maximumDigits` digits (see ``minus(_:)``).
  public static func - (lhs: DecimalValue, rhs: DecimalValue) -> DecimalValue {
    guard let difference = lhs.minus(rhs) else {
      preconditionFailure("\(lhs) - \(rhs) has more than \(DecimalValue.maximumDigits) digits")
    }
    return difference
  }

  public static func += (lhs: inout DecimalValue, rhs: DecimalValue) { lhs = lhs + rhs }

  public static func -= (lhs: inout DecimalValue, rhs: DecimalValue) { lhs = lhs - rhs }

  /// The negated value.
  public static prefix func - (value: DecimalValue) -> DecimalValue { value.negated }

  /// Compares exactly, whatever the two scales (no double in between).
  public static func < (lhs: DecimalValue, rhs: DecimalValue) -> Bool {
    let shift = Int(lhs.scale) - Int(rhs.scale)
    let left = widened(lhs.significand, by: Swift.max(0, -shift))
    let right = widened(rhs.significand, by: Swift.max(0, shift))
    return left.high != right.high ? left.high < right.high : left.low < right.low
  }

  /// `significand × 10^places` in 128 bits (15 digits times 10^15 fits).
  private static func widened(_ significand: Int64, by places: Int) -> (high: Int64, low: UInt64) {
    var power: Int64 = 1
    for _ in 0..<places { power &*= 10 }
    return significand.multipliedFullWidth(by: power)
  }
}
