/// Shares of what a lifter lifts with assistance (`BW-30kg` at a body
/// weight of 80 kg lifts 50 kg): the meaning of a percentage of an
/// assisted training max (docs/planning.md, "Percentages of an assisted
/// max"). A share of the assistance itself would run backwards: the least
/// assistance, the hardest set, at the lowest percentage.
extension LoadRounding {
  /// `numerator / denominator` of what `bodyweight` lifts with
  /// `assistance` (body weight less the assistance's magnitude), as the
  /// added weight that lifts it: negative (an assistance) below the body
  /// weight, 0 at it, positive past it. A multiple of `increment`, in its
  /// unit: the nearest, a tie going to the heavier side (less
  /// assistance), or with `.down` the one that lifts at most the share
  /// (more assistance). Nil when the assistance is not below the body
  /// weight, the increment is not above 0, the fraction is negative, or a
  /// number would not fit.
  static func assisted(
    bodyweight: Weight, assistance: Weight, times numerator: Int64, over denominator: Int64, increment: Weight,
    _ direction: Direction
  ) -> DecimalValue? {
    let body = ExactAmount.mass(bodyweight)
    let help = ExactAmount.mass(assistance)
    let step = ExactAmount.mass(increment)
    guard help < body, numerator >= 0, denominator > 0, increment.value.significand > 0, !step.isZero else {
      return nil
    }
    // In 10⁻²³ kg times the denominator: the share lifted, the body weight
    // and the step, so that no division is made before the last.
    let share = body.minus(help).times(UInt64(numerator))
    let whole = body.times(UInt64(denominator))
    let per = step.times(UInt64(denominator))
    let helped = share < whole
    let (q, r) = (helped ? whole.minus(share) : share.minus(whole)).quotientAndRemainder(dividingBy: per)
    // Steps of assistance when helped, of added weight past the body
    // weight; the heavier side is fewer of the first, more of the second.
    let rest = per.minus(r)
    let up: Bool
    switch (direction, helped) {
    case (.nearest, true): up = rest < r
    case (.nearest, false): up = !(r < rest)
    case (.down, true): up = !r.isZero
    case (.down, false): up = false
    }
    guard let n = (up ? q.plus(ExactAmount(1)) : q).uint64, n < 1 << 50 else { return nil }
    let (digits, overflow) = Int64(n).multipliedReportingOverflow(by: increment.value.significand)
    guard !overflow else { return nil }
    return DecimalValue(significand: helped ? -digits : digits, scale: Int(increment.value.scale))
  }
}
