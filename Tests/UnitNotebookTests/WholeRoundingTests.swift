import Testing

@testable import UnitNotebook

/// `roundedToWhole` and `roundedInt` (the library's rounding without the C
/// library, Source/WholeRounding.swift) give what `rounded()` and
/// `Int(exactly:)` give, on halves, signs, zeros, large and odd values.
@Suite struct WholeRoundingTests {
  static let values: [Double] = [
    0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 3599.6, 4195.4, 1e15 + 0.5,
    4_503_599_627_370_495.5, 4_503_599_627_370_496, 9_007_199_254_740_994, 1e300, -1e300, .infinity, -.infinity,
    .leastNonzeroMagnitude, 9.223372036854775807e18, -9.223372036854775808e18, 12.345 * 1000, 0.1 + 0.2,
  ]

  @Test func wholeRoundingIsTheStandardLibrarys() {
    var rng = SeededRandom(seed: 48)
    var values = Self.values
    for _ in 0..<10_000 {
      values.append(Double.random(in: -1e6...1e6, using: &rng))
      values.append(Double(rng.int(-100_000...100_000)) / 2)
    }
    for v in values {
      let expected = v.rounded()
      #expect(v.roundedToWhole == expected && v.roundedToWhole.sign == expected.sign, "\(v)")
      let exactly = v.isFinite ? Int(exactly: expected) : nil
      #expect(v.roundedInt == exactly, "\(v)")
    }
    #expect(Double.nan.roundedToWhole.isNaN)
    #expect(Double.nan.roundedInt == nil)
  }
}
