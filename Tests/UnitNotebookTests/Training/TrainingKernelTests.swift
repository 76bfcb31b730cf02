import Testing

@testable import UnitNotebook

/// The training kernel's arithmetic, held against the definitions worked
/// out by hand (docs/ARCHITECTURE.md, "The training kernel").
@Suite struct TrainingKernelTests {
  static func weight(_ text: String, _ unit: WeightUnit) -> Weight {
    Weight(DecimalValue(text) ?? .zero, unit)
  }

  @Test func aPoundIsExactlyItsDefinition() {
    // 1 lb = 0.45359237 kg: 100000000 lb weigh 45359237 kg exactly.
    let pounds = ExactAmount.mass(Self.weight("100000000", .lb))
    let kilograms = ExactAmount.mass(Self.weight("45359237", .kg))
    #expect(pounds == kilograms)
    #expect(WeightUnit.lb.facts.kilograms == 0.45359237)
    // The smallest place a notebook number has: 10⁻¹⁵ kg is 10⁸ of 10⁻²³ kg.
    #expect(ExactAmount.mass(magnitude: 1, places: 15, .kg) == ExactAmount(100_000_000))
    #expect(ExactAmount.mass(magnitude: 1, places: 15, .lb) == ExactAmount(45_359_237))
  }

  @Test func tenthsRoundHalfUpInEitherUnit() {
    #expect(ExactAmount.mass(Self.weight("102.25", .kg)).tenths(of: .kg) == ExactAmount(1023))
    #expect(ExactAmount.mass(Self.weight("102.24", .kg)).tenths(of: .kg) == ExactAmount(1022))
    // 100 kg is 220.462262… lb.
    #expect(ExactAmount.mass(Self.weight("100", .kg)).tenths(of: .lb) == ExactAmount(2205))
  }

  @Test func epleyOfASetAndOfItsScoreAgree() {
    // 100 kg × 5: 100 × (1 + 5/30) = 116.666… → 116.7; a single is itself.
    let w = Self.weight("100", .kg)
    #expect(Epley.tenths(of: w, reps: 5) == ExactAmount(1167))
    #expect(Epley.tenths(of: w, reps: 1) == ExactAmount(1000))
    let score = Epley.score(mass: ExactAmount.mass(w), reps: 5)
    #expect(Epley.tenths(ofScore: score, in: .kg) == ExactAmount(1167))
    // In pounds: 116.666… kg is 257.2 lb.
    #expect(Epley.tenths(ofScore: score, in: .lb) == ExactAmount(2572))
    #expect(Epley.estimates(reps: 12) && !Epley.estimates(reps: 13) && !Epley.estimates(reps: 0))
    #expect(abs(Epley.estimate(weight: 100, reps: 5) - 116.666_666_666_666_67) < 1e-9)
  }

  @Test func stepsConvertToLoadableMultiples() {
    // 5 lb is 2.26796185 kg: 2.25 kg; 2.5 kg is 5.51155655… lb: 5.5 lb.
    #expect(WeightConversion.exact(Self.weight("5", .lb), in: .kg, step: 25, places: 2) == DecimalValue("2.25"))
    #expect(WeightConversion.exact(Self.weight("2.5", .kg), in: .lb, step: 5, places: 1) == DecimalValue("5.5"))
    // Never below one step.
    #expect(WeightConversion.exact(Self.weight("0.01", .lb), in: .kg, step: 25, places: 2) == DecimalValue("0.25"))
    #expect(WeightConversion.exact(Self.weight("5", .kg), in: .kg, step: 25, places: 2) == DecimalValue("5"))
  }

  @Test func everyRecordKindHasOneScalarSlotOrIsAStaircase() {
    let staircases = RecordKind.allCases.filter { $0.scalar == nil }
    #expect(staircases == [.repsAtWeight, .fastest])
    for k in ScalarKind.allCases { #expect(k.kind.scalar == k) }
    #expect(Set(ScalarKind.allCases.map(\.kind)).count == ScalarKind.allCases.count)
  }
}
