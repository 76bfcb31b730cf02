import Testing

@testable import UnitCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct TwoThreadsTests {
  /// The second piece of work really runs on another thread, at the same time.
  @Test func runsBothAtOnce() {
    let (a, b) = TwoThreads.run({ pthread_self() }, { pthread_self() })
    #expect(pthread_equal(a, b) == 0)
  }

  @Test func returnsBothResults() {
    let (a, b) = TwoThreads.run({ (1...1000).reduce(0, +) }, { "second" })
    #expect(a == 500_500)
    #expect(b == "second")
  }
}
