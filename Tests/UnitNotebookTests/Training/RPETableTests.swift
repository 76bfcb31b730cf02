import Testing

@testable import UnitNotebook

/// The RPE table and loadable rounding of the training kernel, held
/// against the formula worked out exactly (in rationals) by hand.
@Suite struct RPETableTests {
  static func fraction(_ reps: Int, _ rpe: String) -> UInt64? {
    DecimalValue(rpe).flatMap { RPETable.fraction(reps: reps, rpe: $0) }
  }

  @Test func oneRepAtTenIsTheMax() {
    #expect(Self.fraction(1, "10") == RPETable.one)
  }

  @Test func valuesOfTheFormula() {
    // x = 4 and x = 3: the line (97.0955 − 2.64249·x) / 100.
    #expect(Self.fraction(3, "8") == 865_255_400_000_000_000)
    #expect(Self.fraction(3, "9") == 891_680_300_000_000_000)
    #expect(Self.fraction(4, "10") == 891_680_300_000_000_000)
    // x = 2 and x = 0.5: the parabola (0.347619·x² − 4.60714·x + 99.9667) / 100.
    #expect(Self.fraction(1, "8") == 921_428_960_000_000_000)
    #expect(Self.fraction(1, "9.5") == 977_500_347_500_000_000)
    // x = 15.5 and 15.99, the last defined.
    #expect(Self.fraction(12, "5.5") == 561_369_050_000_000_000)
    #expect(Self.fraction(12, "5.01") == 548_420_849_000_000_000)
  }

  @Test func theParabolaEndsAtTwoPointNinetyTwo() {
    // x = 2.92 still on the parabola, x = 2.93 on the line.
    #expect(Self.fraction(1, "7.08") == 894_777_898_416_000_000)
    #expect(Self.fraction(1, "7.07") == 893_530_043_000_000_000)
  }

  @Test func sixteenAndBeyondIsNotDefined() {
    #expect(Self.fraction(12, "5") == nil)  // x = 16
    #expect(Self.fraction(15, "4") == nil)  // x = 20
    #expect(Self.fraction(17, "10") == nil)  // x = 16
    #expect(Self.fraction(1000, "10") == nil)
    #expect(Self.fraction(0, "8") == nil)
    #expect(Self.fraction(3, "11") == nil)
  }

  @Test func theBriefsExample() throws {
    // 180kg × 3 @8: e1RM 208.03 kg; 3 @9 of it is 185.497 kg: 185 kg.
    let e1RM = try #require(
      RPETable.oneRepMax(
        mass: ExactAmount.mass(Weight(DecimalValue(180), .kg)), reps: 3, rpe: DecimalValue(8)))
    #expect(e1RM.tenths(of: .kg) == ExactAmount(2080))
    let load = try #require(RPETable.load(oneRepMax: e1RM, reps: 3, rpe: DecimalValue(9)))
    #expect(load.multiples(of: .kg, step: 1, places: 3) == ExactAmount(185_497))
    #expect(
      LoadRounding.nearest(load, increment: Weight(LoadRounding.standardIncrement(.kg), .kg))
        == Weight(DecimalValue(185), .kg))
  }

  @Test func aSetsOneRepMaxIsByItsRPEElseByEpley() throws {
    let byRPE = WorkoutSet(load: .weight(Weight(DecimalValue(180), .kg)), reps: 3, rpe: DecimalValue(8), status: .done)
    #expect(SetOneRepMax.estimate(byRPE)?.tenths(of: .kg) == ExactAmount(2080))
    var byEpley = byRPE
    byEpley.rpe = nil
    #expect(SetOneRepMax.estimate(byEpley)?.tenths(of: .kg) == ExactAmount(1980))  // 180 × 33/30
    // An RPE too far from a max: Epley; past 12 reps without one: none.
    byEpley.reps = 12
    byEpley.rpe = DecimalValue(5)
    #expect(SetOneRepMax.estimate(byEpley)?.tenths(of: .kg) == ExactAmount(2520))  // 180 × 42/30
    byEpley.reps = 13
    byEpley.rpe = nil
    #expect(SetOneRepMax.estimate(byEpley) == nil)
    #expect(SetOneRepMax.estimate(WorkoutSet(load: .bodyweight(added: nil), reps: 5, status: .done)) == nil)
  }

  @Test func loadableWeightsAreTheNearestMultipleATieUp() {
    let kg = Weight(LoadRounding.standardIncrement(.kg), .kg)
    func mass(_ t: String, _ u: WeightUnit) -> ExactAmount { ExactAmount.mass(Weight(DecimalValue(t) ?? .zero, u)) }
    #expect(
      LoadRounding.nearest(mass("186.25", .kg), increment: kg)
        == Weight(DecimalValue(significand: 1875, scale: 1) ?? .zero, .kg))
    #expect(LoadRounding.nearest(mass("186.24", .kg), increment: kg) == Weight(DecimalValue(185), .kg))
    #expect(Weight(LoadRounding.standardIncrement(.lb), .lb) == Weight(DecimalValue(5), .lb))
    #expect(
      LoadRounding.nearest(mass("417.5", .lb), increment: Weight(LoadRounding.standardIncrement(.lb), .lb))
        == Weight(DecimalValue(420), .lb))
    // Another unit: 100 kg is 220.46 lb, 220 lb to the 5 lb.
    #expect(
      LoadRounding.nearest(mass("100", .kg), increment: Weight(LoadRounding.standardIncrement(.lb), .lb))
        == Weight(DecimalValue(220), .lb))
    #expect(LoadRounding.nearest(mass("100", .kg), increment: Weight(.zero, .kg)) == nil)
  }
}
