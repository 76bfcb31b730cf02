import Foundation
import Testing

@testable import UnitNotebook

/// The tokens an editor colours through the language server
/// (`NotebookOutline.tokens`, `textDocument/semanticTokens`) and the
/// TextMate grammar's scopes cover the same bytes: on every line of every
/// fixture, sample and generated notebook, the bytes from the first to the
/// last token of each kind are those from the first to the last piece the
/// grammar scopes as that kind.
@Suite struct SemanticTokenAgreementTests {
  /// The grammar's scopes for each kind of token.
  static let scopes: [NotebookOutline.Token.Kind: [String]] = [
    .date: ["constant.numeric.date.unit"],
    .time: ["constant.numeric.time.start.unit", "constant.numeric.time.end.unit"],
    .title: ["entity.name.section.unit"],
    .routineWord: ["keyword.other.routine.unit"],
    .routineName: ["entity.name.section.routine.unit"],
    .exercise: ["entity.name.function.exercise.unit"],
    .label: ["entity.name.tag.superset.unit"],
    .load: [
      "constant.language.bodyweight.unit", "constant.numeric.weight.unit", "keyword.other.unit.weight.unit",
      "keyword.operator.arithmetic.unit", "constant.numeric.percent.unit", "keyword.other.unit.percent.unit",
    ],
    .amount: [
      "constant.numeric.reps.unit", "keyword.other.unit.reps.unit", "constant.numeric.duration.unit",
      "keyword.other.unit.duration.unit", "constant.numeric.distance.unit", "keyword.other.unit.distance.unit",
      "keyword.operator.amrap.unit",
    ],
    .done: ["markup.inserted.status.unit"],
    .failed: ["markup.deleted.status.unit"],
    .rpe: ["keyword.other.rpe.unit", "constant.numeric.rpe.unit"],
    .note: ["string.unquoted.note.unit"],
    .comment: ["comment.line.double-slash.unit"],
    .lineWord: [
      "keyword.other.bodyweight.unit", "keyword.other.trainingmax.unit", "keyword.other.muscles.unit",
      "keyword.other.secondary.unit",
    ],
    .muscle: ["support.constant.muscle.unit"],
  ]

  /// Every place where the tokens and the grammar differ.
  static func disagreements(_ bytes: [UInt8]) -> [String] {
    let tokens = bytes.withUnsafeBufferPointer { NotebookOutline.tokens($0) }
    let tree = bytes.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      var sink = DiagnosticSink()
      return parser.parseNotebook(sink: &sink)
    }
    var tokenizer = TextMateTokenizer(grammar: Highlighting.grammar)
    var out: [String] = []
    var next = 0
    for line in ([tree.preamble] + tree.sessions).flatMap(\.lines) {
      let text = String(decoding: bytes[line.range.start..<line.range.end], as: UTF8.self)
      let spans = ScopeSpans(text: text, tokens: tokenizer.tokenize(line: text), lineStart: line.range.start)
      var mine: [NotebookOutline.Token] = []
      while next < tokens.count,
        tokens[next].range.lowerBound < line.range.end
          || (tokens[next].range.isEmpty && tokens[next].range.lowerBound == line.range.end)
      {
        mine.append(tokens[next])
        next += 1
      }
      guard line.kind != .invalid else { continue }
      for (kind, names) in scopes {
        let of = mine.filter { $0.kind == kind }
        let ours = of.first.map { ByteRange(start: $0.range.lowerBound, end: of.last?.range.upperBound ?? 0) }
        let theirs = spans.range(names)
        guard ours != theirs else { continue }
        out.append(
          "line \(line.number) «\(text)»: \(kind) is \(ours.map { "\($0.start)..<\($0.end)" } ?? "absent") in the tokens, \(theirs.map { "\($0.start)..<\($0.end)" } ?? "absent") to the grammar"
        )
      }
    }
    return out + tokenizer.problems
  }

  @Test func fixturesAgree() throws {
    for (folder, file) in GrammarAgreementTests.fixtureFiles {
      let problems = Self.disagreements(try Fixtures.bytes(folder, file))
      #expect(problems.isEmpty, "\(folder)/\(file):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test(arguments: HighlightGrammarTests.samples)
  func samplesAgree(_ name: String) throws {
    let problems = Self.disagreements(Array(try HighlightGrammarTests.sample(name).utf8))
    #expect(problems.isEmpty, "\(name).unit:\n\(problems.joined(separator: "\n"))")
  }

  @Test(arguments: 0..<4)
  func generatedNotebooksAgree(batch: UInt64) {
    for seed in (batch * 40 + 1)...(batch * 40 + 40) {
      var g = NotebookGenerator(seed: seed)
      var w = MessyWriter(seed: seed &* 7919)
      let text = w.write(g.notebook())
      let problems = Self.disagreements(text)
      #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))")
    }
  }
}
