/// Rounding a `Double` to a whole number, a half away from zero (as
/// `rounded()` does), with the standard library alone: `rounded()` calls the
/// C library's `round` (and `rint`, `trunc`, `floor` and `ceil` for its other
/// rules, which `Int(exactly:)` of a double calls too), which an app that
/// links only UnitNotebook, without Foundation, does not have on Linux
/// (`undefined reference to 'round'`). The AppClient
/// executable (Tests/AppClient) links only this library, so a call that
/// needs the C library's mathematics fails its build.
extension Double {
  var roundedToWhole: Double {
    // From 2^52 on every double is whole already.
    guard isFinite, magnitude < 4_503_599_627_370_496 else { return self }
    let whole = Double(Int64(self))  // toward zero
    let fraction = self - whole  // exact below 2^52
    let away = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    return Double(signOf: self, magnitudeOf: away)
  }

  /// The whole number nearest (a half away from zero) as an `Int`; nil
  /// when there is none (not finite, or past 64 bits).
  var roundedInt: Int? {
    let r = roundedToWhole
    guard r.isFinite, r >= -9_223_372_036_854_775_808.0, r < 9_223_372_036_854_775_808.0 else { return nil }
    return Int(r)
  }
}
