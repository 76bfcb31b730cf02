import Seeds
import Testing

/// The limit the adversarial tests hold their own time under.
@Suite struct OwnTimeTests {
  @Test func aBodyPastItsLimitIsNotInTime() {
    var sum = 0
    #expect(!OwnTime.within(.nanoseconds(1)) { for k in 0..<100_000 { sum &+= k } })
    #expect(sum == 4_999_950_000)
    #expect(OwnTime.within(.seconds(60)) {})
  }
}
