import Seeds
import Testing

@testable import UnitNotebook

/// An exercise name's identity made on its bytes (ASCII) is the one the
/// Unicode rule makes: lower case, trimmed, each run of white space one
/// space.
@Suite struct ExerciseKeyTests {
  /// Every ASCII character, CRLF and runs of blanks, in random names.
  @Test(arguments: 0..<50 as Range<UInt64>)
  func asciiKeysAreTheUnicodeRules(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = (0..<128).map { String(Unicode.Scalar(UInt8($0))) } + ["\r\n", "  ", "\t \n", "A", "z", " "]
    for _ in 0..<200 {
      var name = ""
      for _ in 0..<Int(random.next() % 24) { name += pieces[Int(random.next() % UInt64(pieces.count))] }
      #expect(ExerciseAliases.key(name) == ExerciseAliases.unicodeKey(name), "\(Array(name.utf8))")
    }
  }

  @Test func namesBeyondASCIIKeepTheUnicodeRule() {
    #expect(ExerciseAliases.key("  Kniebeuge\u{00A0}MIT  Gewicht ") == "kniebeuge mit gewicht")
    #expect(ExerciseAliases.key("ÉLAN  Press") == "élan press")
    #expect(ExerciseAliases.key("Bench \r\n Press") == "bench press")
    #expect(ExerciseAliases.key("") == "")
  }
}
