// An app's code, written from the DocC page alone: this target imports the
// library as an app does (no @testable), so what it uses is public API.
import Testing
import UnitNotebook

@Suite struct NumbersTests {
  @Test func aLoadIsWrittenAsANumber() {
    let w: DecimalValue = 122.5
    #expect(w + 2 > w)
    #expect((w + 2.5).description == "125")
    #expect(Weight(122.5, .kg) == Weight(DecimalValue(significand: 1225, scale: 1) ?? .zero, .kg))
  }

  @Test func arithmeticIsExact() {
    let tenth: DecimalValue = 0.1
    #expect((tenth + 0.2).description == "0.3")  // 0.30000000000000004 in doubles
    #expect((tenth - 0.3).description == "-0.2")
    var total: DecimalValue = 0
    for _ in 0..<10 { total += tenth }
    #expect(total == 1)
    #expect(-tenth < 0)
  }

  @Test func comparisonIsExactAcrossScales() {
    let values: [DecimalValue] = [102.5, -25, 0.001, 100, 100.25, 999_999_999_999_999, -0.5]
    let sorted = values.sorted().map(\.description)
    #expect(sorted == ["-25", "-0.5", "0.001", "100", "100.25", "102.5", "999999999999999"])
    #expect(DecimalValue(significand: 1, scale: 15)! < DecimalValue(significand: 2, scale: 15)!)
    #expect(DecimalValue(significand: 999_999_999_999_999, scale: 0)! > DecimalValue(significand: 1, scale: 15)!)
  }

  @Test func theDoubleBridgeApproximatesAndSaysWhenItCannot() {
    #expect(DecimalValue(approximating: 0.1)?.description == "0.1")
    #expect(DecimalValue(approximating: 1e-5)?.description == "0.00001")
    #expect(DecimalValue(approximating: 1.5e14)?.description == "150000000000000")
    #expect(DecimalValue(approximating: .nan) == nil)
    #expect(DecimalValue(approximating: .infinity) == nil)
    #expect(DecimalValue(approximating: 1e20) == nil)
    #expect(DecimalValue(approximating: 0.1 + 0.2) == nil)  // 0.30000000000000004: 17 digits
  }

  @Test func sumsThatDoNotFitAreNilWhereAsked() {
    let largest: DecimalValue = 999_999_999_999_999
    #expect(largest.adding(1) == nil)
    #expect(largest.minus(-1) == nil)
    #expect(largest.adding(-1)?.description == "999999999999998")
  }
}
