/// A non-negative whole number of 256 bits: the exact form in which the
/// history compares and adds weights, volumes, durations and distances.
///
/// A notebook number has at most fifteen digits and fifteen places, and a
/// pound is exactly 0.45359237 kg, so every weight is a whole number of
/// 10⁻²³ kg (`ExactAmount.mass`) below 10³⁸; a volume multiplies that by
/// reps and adds it up, far below 2²⁵⁶. No binary floating point is
/// involved, so 100 kg and 220.462 lb are never mistaken for each other.
/// Arithmetic saturates instead of trapping: no input can crash it.
struct ExactAmount: Hashable, Comparable, Sendable {
  // Little-endian limbs: value = a0 + a1·2⁶⁴ + a2·2¹²⁸ + a3·2¹⁹².
  var a0: UInt64 = 0
  var a1: UInt64 = 0
  var a2: UInt64 = 0
  var a3: UInt64 = 0

  static let zero = ExactAmount()
  static let max = ExactAmount(a0: .max, a1: .max, a2: .max, a3: .max)

  init() {}

  init(a0: UInt64, a1: UInt64, a2: UInt64, a3: UInt64) {
    self.a0 = a0
    self.a1 = a1
    self.a2 = a2
    self.a3 = a3
  }

  init(_ value: UInt64) {
    a0 = value
  }

  var isZero: Bool { a0 == 0 && a1 == 0 && a2 == 0 && a3 == 0 }

  static func < (x: ExactAmount, y: ExactAmount) -> Bool {
    if x.a3 != y.a3 { return x.a3 < y.a3 }
    if x.a2 != y.a2 { return x.a2 < y.a2 }
    if x.a1 != y.a1 { return x.a1 < y.a1 }
    return x.a0 < y.a0
  }

  /// `self < y`, for optional chains (`board.best?.score.isLess(than: x)`).
  @inline(__always)
  func isLess(than y: ExactAmount) -> Bool { self < y }

  /// Whether `self / per` is less than `other / otherPer`, exactly (a
  /// pace: time over distance, compared before any unit is chosen): the
  /// cross products in full, 512 bits each.
  func ratio(per: ExactAmount, isLessThan other: ExactAmount, per otherPer: ExactAmount) -> Bool {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { r in
      let left = UnsafeMutableBufferPointer(rebasing: r[0..<8])
      let right = UnsafeMutableBufferPointer(rebasing: r[8..<16])
      self.multiplied(by: otherPer, into: left)
      other.multiplied(by: per, into: right)
      for i in (0..<8).reversed() where left[i] != right[i] { return left[i] < right[i] }
      return false
    }
  }

  /// The limb `i` (0 the lowest).
  private func limb(_ i: Int) -> UInt64 {
    switch i {
    case 0: return a0
    case 1: return a1
    case 2: return a2
    default: return a3
    }
  }

  /// `self · y` in full, into eight limbs (lowest first).
  private func multiplied(by y: ExactAmount, into r: UnsafeMutableBufferPointer<UInt64>) {
    for i in 0..<8 { r[i] = 0 }
    for i in 0..<4 {
      let x = limb(i)
      guard x != 0 else { continue }
      var carry: UInt64 = 0
      for j in 0..<4 {
        let (high, low) = x.multipliedFullWidth(by: y.limb(j))
        let (s1, c1) = r[i + j].addingReportingOverflow(low)
        let (s2, c2) = s1.addingReportingOverflow(carry)
        r[i + j] = s2
        // high ≤ 2⁶⁴ − 2: the two carries still fit.
        carry = high &+ (c1 ? 1 : 0) &+ (c2 ? 1 : 0)
      }
      r[i + 4] = carry
    }
  }

  /// The product with a 64-bit factor (the largest value on overflow).
  func times(_ factor: UInt64) -> ExactAmount {
    let p0 = a0.multipliedFullWidth(by: factor)
    let p1 = a1.multipliedFullWidth(by: factor)
    let p2 = a2.multipliedFullWidth(by: factor)
    let p3 = a3.multipliedFullWidth(by: factor)
    guard p3.high == 0 else { return .max }
    var r = ExactAmount()
    r.a0 = p0.low
    var c: Bool
    (r.a1, c) = p1.low.addingReportingOverflow(p0.high)
    var carry: UInt64 = c ? 1 : 0
    (r.a2, c) = p2.low.addingReportingOverflow(p1.high)
    let c2 = c
    (r.a2, c) = r.a2.addingReportingOverflow(carry)
    carry = (c || c2) ? 1 : 0
    (r.a3, c) = p3.low.addingReportingOverflow(p2.high)
    let c3 = c
    (r.a3, c) = r.a3.addingReportingOverflow(carry)
    return (c || c3) ? .max : r
  }

  /// The product with ten to a power (the largest value on overflow).
  func timesPowerOfTen(_ n: Int) -> ExactAmount {
    var r = self
    var k = n
    while k > 0 {
      let step = Swift.min(k, 19)
      r = r.times(ExactAmount.powersOfTen[step])
      k -= step
    }
    return r
  }

  /// The sum (the largest value on overflow).
  func plus(_ y: ExactAmount) -> ExactAmount {
    var r = ExactAmount()
    var c1 = false
    var c2 = false
    (r.a0, c1) = a0.addingReportingOverflow(y.a0)
    (r.a1, c2) = a1.addingReportingOverflow(y.a1)
    if c1 { (r.a1, c1) = r.a1.addingReportingOverflow(1) } else { c1 = false }
    var carry = c1 || c2
    (r.a2, c2) = a2.addingReportingOverflow(y.a2)
    if carry { (r.a2, c1) = r.a2.addingReportingOverflow(1) } else { c1 = false }
    carry = c1 || c2
    (r.a3, c2) = a3.addingReportingOverflow(y.a3)
    if carry { (r.a3, c1) = r.a3.addingReportingOverflow(1) } else { c1 = false }
    return (c1 || c2) ? .max : r
  }

  /// The difference, or zero when `y` is larger.
  func minus(_ y: ExactAmount) -> ExactAmount {
    guard y < self else { return .zero }
    var r = ExactAmount()
    var b1 = false
    var b2 = false
    (r.a0, b1) = a0.subtractingReportingOverflow(y.a0)
    (r.a1, b2) = a1.subtractingReportingOverflow(y.a1)
    if b1 { (r.a1, b1) = r.a1.subtractingReportingOverflow(1) } else { b1 = false }
    var borrow = b1 || b2
    (r.a2, b2) = a2.subtractingReportingOverflow(y.a2)
    if borrow { (r.a2, b1) = r.a2.subtractingReportingOverflow(1) } else { b1 = false }
    borrow = b1 || b2
    (r.a3, _) = a3.subtractingReportingOverflow(y.a3)
    if borrow { (r.a3, _) = r.a3.subtractingReportingOverflow(1) }
    return r
  }

  /// The quotient and remainder of a division by a non-zero 64-bit divisor.
  func divided(by d: UInt64) -> (quotient: ExactAmount, remainder: UInt64) {
    guard d > 0 else { return (.max, 0) }
    var q = ExactAmount()
    var r: UInt64 = 0
    (q.a3, r) = d.dividingFullWidth((r, a3))
    (q.a2, r) = d.dividingFullWidth((r, a2))
    (q.a1, r) = d.dividingFullWidth((r, a1))
    (q.a0, r) = d.dividingFullWidth((r, a0))
    return (q, r)
  }

  /// The value divided by `factor · 10^power`, rounded half up:
  /// ⌊(2x + D) / 2D⌋, taken as nested whole divisions (exact).
  func rounded(dividingBy factor: UInt64, tenToThe power: Int) -> ExactAmount {
    guard factor > 0 else { return .max }
    let divisor = ExactAmount(factor).timesPowerOfTen(power)
    var q = self.times(2).plus(divisor)
    var p = power
    while p > 0 {
      let step = Swift.min(p, 19)
      q = q.divided(by: ExactAmount.powersOfTen[step]).quotient
      p -= step
    }
    let (twice, overflow) = factor.multipliedReportingOverflow(by: 2)
    guard !overflow else { return q.divided(by: factor).quotient.divided(by: 2).quotient }
    return q.divided(by: twice).quotient
  }

  /// The digits of `value · 10^-places`, shortest form (`1502.5`, `0`).
  func decimalString(places: Int) -> String {
    var digits: [UInt8] = []
    var q = self
    while !q.isZero {
      let (next, r) = q.divided(by: 10)
      digits.append(UInt8(r) + 0x30)
      q = next
    }
    while digits.count <= places { digits.append(0x30) }
    var fraction = Array(digits[0..<places].reversed())
    while let last = fraction.last, last == 0x30 { fraction.removeLast() }
    var out = Array(digits[places...].reversed())
    if !fraction.isEmpty {
      out.append(0x2E)
      out.append(contentsOf: fraction)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The value as a 64-bit integer, or nil when it does not fit.
  var uint64: UInt64? { a1 == 0 && a2 == 0 && a3 == 0 ? a0 : nil }

  static let powersOfTen: [UInt64] = {
    var p: [UInt64] = [1]
    for _ in 1...19 { p.append((p.last ?? 1) &* 10) }
    return p
  }()
}

extension ExactAmount {
  /// `self / d` rounded half up (the largest value when `d` is zero).
  func dividedRounded(by d: ExactAmount) -> ExactAmount {
    guard !d.isZero else { return .max }
    let (q, r) = quotientAndRemainder(dividingBy: d)
    return r < d.minus(r) ? q : q.plus(ExactAmount(1))
  }

  /// `self / d` and what remains, exactly (zero and `self` when `d` is
  /// zero): a long division, a bit at a time from the highest set bit.
  func quotientAndRemainder(dividingBy d: ExactAmount) -> (quotient: ExactAmount, remainder: ExactAmount) {
    guard !d.isZero else { return (.zero, self) }
    var quotient = ExactAmount()
    var remainder = ExactAmount()
    for bit in stride(from: highestBit, through: 0, by: -1) {
      remainder = remainder.shiftedLeft().plus(ExactAmount(self.bit(bit) ? 1 : 0))
      if !(remainder < d) {
        remainder = remainder.minus(d)
        quotient.setBit(bit)
      }
    }
    return (quotient, remainder)
  }

  /// Bit `k` (0 the lowest).
  private func bit(_ k: Int) -> Bool {
    limb(k / 64) >> UInt64(k % 64) & 1 == 1
  }

  /// The place of the highest set bit; -1 for zero.
  private var highestBit: Int {
    for k in stride(from: 3, through: 0, by: -1) where limb(k) != 0 {
      return k * 64 + 63 - limb(k).leadingZeroBitCount
    }
    return -1
  }

  private mutating func setBit(_ k: Int) {
    let mask = UInt64(1) << UInt64(k % 64)
    switch k / 64 {
    case 0: a0 |= mask
    case 1: a1 |= mask
    case 2: a2 |= mask
    default: a3 |= mask
    }
  }

  /// Twice the value, the top bit dropped (a remainder below a divisor
  /// of at most 2²⁵⁵ never has it).
  private func shiftedLeft() -> ExactAmount {
    ExactAmount(a0: a0 << 1, a1: a1 << 1 | a0 >> 63, a2: a2 << 1 | a1 >> 63, a3: a3 << 1 | a2 >> 63)
  }
}
