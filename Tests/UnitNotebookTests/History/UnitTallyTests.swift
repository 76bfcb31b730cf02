import Testing

@testable import UnitNotebook

/// A tally holds a count for every unit of each kind it totals: a unit
/// past its room would be dropped from the counts, and a total asked in
/// no unit would not be in the unit most sets use.
@Suite struct UnitTallyTests {
  static func usualAfterTwoOf<Unit: TotalledUnit>(_ u: Unit) -> Unit {
    var tally = UnitTally<Unit>()
    tally.count(Unit.firstTotalUnit)
    tally.count(u)
    tally.count(u)
    return tally.usual
  }

  @Test func everyWeightUnitIsCounted() {
    for u in WeightUnit.allCases { #expect(Self.usualAfterTwoOf(u) == u.totalUnit, "\(u)") }
  }

  @Test func everyDistanceUnitIsCounted() {
    for u in DistanceUnit.allCases { #expect(Self.usualAfterTwoOf(u) == u.totalUnit, "\(u)") }
  }
}
