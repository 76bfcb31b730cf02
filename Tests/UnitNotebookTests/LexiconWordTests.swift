import Testing

@testable import UnitNotebook

/// The lexicon's one-comparison tests against the rules they stand for.
@Suite struct LexiconWordTests {
  @Test func blanksAreSpaceAndTabOnly() {
    for b in 0...255 {
      #expect(Lexicon.isBlank(UInt8(b)) == (b == 0x20 || b == 0x09), "byte \(b)")
    }
  }

  /// `equalsFoldedLetters4` against `equalsFolded` (a byte at a time), with
  /// every byte in every place of each four-letter word it is used for.
  @Test func fourLetterWordsMatchInAnyCaseAndNothingElse() {
    let words: [StaticString] = ["done", "fail", "rest", "drop"]
    for word in words {
      let letters = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
      for place in 0..<4 {
        for b in 0...255 {
          var bytes = letters
          bytes[place] = UInt8(b)
          // A byte before and after, as in a line.
          let line = [0x20] + bytes + [0x20]
          line.withUnsafeBufferPointer { buffer in
            let fast = Lexicon.equalsFoldedLetters4(buffer, 1, word)
            let slow = Lexicon.equalsFolded(buffer, 1, 5, word)
            #expect(fast == slow, "\(word): byte \(b) at \(place)")
          }
        }
      }
      // Every mix of cases matches.
      for mask in 0..<16 {
        let mixed = letters.enumerated().map { k, c in mask & (1 << k) != 0 ? c & ~0x20 : c }
        mixed.withUnsafeBufferPointer { #expect(Lexicon.equalsFoldedLetters4($0, 0, word), "\(mixed)") }
      }
    }
  }
}
