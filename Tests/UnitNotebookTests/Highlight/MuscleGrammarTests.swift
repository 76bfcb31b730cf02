import Foundation
import Testing

@testable import UnitNotebook

/// The grammar's `muscleGroup` reads every spelling of the table the parser
/// reads (`MuscleGroup.otherSpellings`), in any case and with a hyphen for
/// a blank, as one group.
@Suite struct MuscleGrammarTests {
  @Test func theGrammarReadsEverySpellingOfTheTable() {
    for group in MuscleGroup.allCases {
      for spelling in [group.name] + group.otherSpellings {
        for written in [spelling, spelling.uppercased(), spelling.replacingOccurrences(of: " ", with: "-")] {
          var tokenizer = TextMateTokenizer(grammar: Highlighting.grammar)
          _ = tokenizer.tokenize(line: "# Muscles")
          let line = "Foo: " + written
          let scoped = tokenizer.tokenize(line: line).filter { $0.scopes.contains("support.constant.muscle.unit") }
          #expect(scoped.count == 1 && scoped.first?.start == 5 && scoped.first?.end == line.utf16.count, "\(written)")
        }
      }
    }
  }

  /// A word that is no group's is not scoped as one.
  @Test func aWordOfNoGroupIsNoGroup() {
    var tokenizer = TextMateTokenizer(grammar: Highlighting.grammar)
    _ = tokenizer.tokenize(line: "# Muscles")
    let tokens = tokenizer.tokenize(line: "Foo: quadricepz, lowerback")
    #expect(!tokens.contains { $0.scopes.contains("support.constant.muscle.unit") })
  }
}
