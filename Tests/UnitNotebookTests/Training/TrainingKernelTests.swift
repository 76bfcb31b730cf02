import Seeds
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

  @Test func divisionLeavesLessThanTheDivisor() {
    // q · d + r = a and r < d, for dividends of every width (up to
    // 2²⁵⁵) and divisors of one limb; zero over anything is zero.
    var random = SplitMix64(seed: 0xD1_7150)
    for _ in 0..<2_000 {
      let width = Int(random.next() % 255) + 1
      var limbs = (0..<4).map { k in k * 64 < width ? random.next() : 0 }
      let top = (width - 1) / 64
      let topBits = width - top * 64
      limbs[top] = limbs[top] >> UInt64(64 - topBits) | 1 << UInt64(topBits - 1)
      let a = ExactAmount(a0: limbs[0], a1: limbs[1], a2: limbs[2], a3: limbs[3])
      let d = random.next() >> (random.next() % 64) | 1
      let (q, r) = a.quotientAndRemainder(dividingBy: ExactAmount(d))
      #expect(r < ExactAmount(d))
      #expect(q.times(d).plus(r) == a)
    }
    #expect(ExactAmount.zero.quotientAndRemainder(dividingBy: ExactAmount(7)) == (.zero, .zero))
    #expect(ExactAmount(5).quotientAndRemainder(dividingBy: ExactAmount(7)) == (.zero, ExactAmount(5)))
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
