import Testing

@testable import UnitNotebook

/// The lexicon's one-comparison tests against the rules they stand for.
@Suite struct LexiconWordTests {
  @Test func blanksAreSpaceAndTabOnly() {
    for b in 0...255 {
      #expect(Lexicon.isBlank(UInt8(b)) == (b == 0x20 || b == 0x09), "byte \(b)")
    }
  }
}
