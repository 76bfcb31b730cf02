import Foundation
import Testing

@testable import UnitNotebook

/// The grammar is regexes, the parser is code: they must still agree on
/// where a name, a title, a note, a comment, a load ends. For every line the
/// parser reads without error, the tokens with each scope must cover exactly
/// the bytes of the syntax node the parser found, and no text may be left
/// without a scope. Checked on every fixture, every sample, and notebooks
/// generated and typed the messy way (aliases, bullets, tabs, tricky names).
@Suite struct GrammarAgreementTests {
  static let fixtureFiles: [(String, String)] =
    Fixtures.names("format", ext: "input").map { ("format", $0 + ".input") }
    + Fixtures.names("errors", ext: "unit").map { ("errors", $0 + ".unit") }

  @Test func fixturesAgree() throws {
    for (folder, file) in Self.fixtureFiles {
      let problems = Self.disagreements(try Fixtures.bytes(folder, file))
      #expect(problems.isEmpty, "\(folder)/\(file):\n\(problems.joined(separator: "\n"))")
    }
  }

  @Test(arguments: HighlightGrammarTests.samples)
  func samplesAgree(_ name: String) throws {
    let problems = Self.disagreements(Array(try HighlightGrammarTests.sample(name).utf8))
    #expect(problems.isEmpty, "\(name).unit:\n\(problems.joined(separator: "\n"))")
  }

  /// Generated notebooks, typed messily, with comments sprinkled in.
  @Test(arguments: 0..<8)
  func generatedNotebooksAgree(batch: UInt64) {
    for seed in (batch * 40 + 1)...(batch * 40 + 40) {
      var g = NotebookGenerator(seed: seed)
      var w = MessyWriter(seed: seed &* 7919)
      var rng = SeededRandom(seed: seed &+ 3)
      var lines = String(decoding: w.write(g.notebook()), as: UTF8.self).split(separator: "\n").map(String.init)
      for k in lines.indices where rng.chance(0.1) { lines[k] = lines[k].trimmingCR + " // note \(k)" }
      let text = lines.joined(separator: "\n")
      let problems = Self.disagreements(Array(text.utf8))
      #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))\n--- typed\n\(text)")
    }
  }

  /// Every place where the grammar's scopes and the parser's tree differ.
  static func disagreements(_ bytes: [UInt8]) -> [String] {
    let tree = bytes.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      var sink = DiagnosticSink()
      return parser.parseNotebook(sink: &sink)
    }
    var tokenizer = TextMateTokenizer(grammar: Highlighting.grammar)
    var out: [String] = []
    for line in ([tree.preamble] + tree.sessions).flatMap(\.lines) {
      let text = String(decoding: bytes[line.range.start..<line.range.end], as: UTF8.self)
      let spans = ScopeSpans(text: text, tokens: tokenizer.tokenize(line: text), lineStart: line.range.start)
      guard line.kind != .invalid, line.kind != .blank else { continue }
      var check = LineCheck(spans: spans, number: line.number, text: text)
      check.compare(line)
      out += check.problems
    }
    return out + tokenizer.problems
  }
}

/// The tokens of one line, measured in the file's byte offsets.
struct ScopeSpans {
  let text: String
  let tokens: [ScopedToken]
  /// UTF-8 offset (from the file start) of each UTF-16 offset in the line.
  let byteOffset: [Int]

  init(text: String, tokens: [ScopedToken], lineStart: Int) {
    self.text = text
    self.tokens = tokens
    var offsets: [Int] = []
    var b = lineStart
    for scalar in text.unicodeScalars {
      for _ in 0..<UTF16.width(scalar) { offsets.append(b) }
      b += UTF8.width(scalar)
    }
    offsets.append(b)
    byteOffset = offsets
  }

  /// The bytes covered by the tokens that carry any of `scopes`.
  func range(_ scopes: String...) -> ByteRange? { range(scopes) }

  func range(_ scopes: [String]) -> ByteRange? {
    let hits = tokens.filter { t in scopes.contains { t.scopes.contains($0) } }
    guard let first = hits.first, let last = hits.last else { return nil }
    return ByteRange(start: byteOffset[first.start], end: byteOffset[last.end])
  }

  /// The line's text in a range of the file's bytes.
  func text(_ r: ByteRange) -> String {
    let start = byteOffset.first ?? 0
    let bytes = Array(text.utf8)
    let s = max(0, min(bytes.count, r.start - start))
    return String(decoding: bytes[s..<max(s, min(bytes.count, r.end - start))], as: UTF8.self)
  }

  /// Non-blank text that got no scope but the grammar's own.
  var unscoped: [String] {
    let ns = text as NSString
    return tokens.filter { $0.scopes.count == 1 }.map {
      ns.substring(with: NSRange(location: $0.start, length: $0.end - $0.start))
    }.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
  }
}

/// Compares one parsed line with its tokens.
struct LineCheck {
  let spans: ScopeSpans
  let number: Int
  let text: String
  var problems: [String] = []

  init(spans: ScopeSpans, number: Int, text: String) {
    self.spans = spans
    self.number = number
    self.text = text
  }

  mutating func compare(_ line: LineSyntax) {
    same("comment", line.comment, spans.range("comment.line.double-slash.unit"))
    for piece in spans.unscoped { problems.append("line \(number) «\(text)»: no scope on «\(piece)»") }
    switch line.kind {
    case .heading where line.heading.isRoutine:
      let h = line.heading
      same("routine word", h.dateRange, spans.range("keyword.other.routine.unit"))
      same("routine name", h.title?.range, spans.range("entity.name.section.routine.unit"))
      present("date", false, "constant.numeric.date.unit")
    case .heading:
      let h = line.heading
      same("date", h.dateRange, spans.range("constant.numeric.date.unit"))
      same("start time", h.start?.range, spans.range("constant.numeric.time.start.unit"))
      same("end time", h.end?.range, spans.range("constant.numeric.time.end.unit"))
      same("title", h.title?.range, spans.range("entity.name.section.unit"))
      present("routine word", false, "keyword.other.routine.unit")
    case .note:
      let note = line.note.text.range
      same("note", note.isEmpty ? nil : note, spans.range("string.unquoted.note.unit"))
    case .exercise:
      let x = line.exercise
      same("name", x.name.range, spans.range("entity.name.function.exercise.unit"))
      same(
        "label", x.label.map { ByteRange(start: $0.start, end: $0.end + 1) },
        spans.range("entity.name.tag.superset.unit"))
      present("name colon", x.hasColon, "punctuation.separator.name.unit")
      same("TM word", x.trainingMax?.word, spans.range("keyword.other.trainingmax.unit"))
      if let tm = x.trainingMax {
        same(
          "TM load", tm.load.range,
          spans.range(
            "constant.language.bodyweight.unit", "constant.numeric.weight.unit", "keyword.other.unit.weight.unit",
            "keyword.operator.arithmetic.unit"))
        present("TM step", tm.step != nil, "constant.numeric.step.unit")
        present("TM round", tm.round != nil, "constant.numeric.round.unit")
      }
      if x.hasSet { compare(line.set) } else { compareNoSet() }
    case .set:
      compare(line.set)
    case .muscles:
      present("muscles word", true, "keyword.other.muscles.unit")
    case .declaration:
      let d = line.declaration
      same("name", d.name.range, spans.range("entity.name.function.exercise.unit"))
      present("name colon", true, "punctuation.separator.name.unit")
      // Where each group is written, the semantic tokens' agreement checks.
      present("groups", true, "support.constant.muscle.unit")
      let list = spans.text(d.groups).lowercased()
      present("label", list.hasPrefix("primary") || list.contains("secondary"), "keyword.other.secondary.unit")
    case .bodyweight:
      same("body-weight word", line.bodyweight.word, spans.range("keyword.other.bodyweight.unit"))
      same(
        "body weight", line.bodyweight.range,
        spans.range("constant.numeric.weight.unit", "keyword.other.unit.weight.unit"))
    default:
      break
    }
  }

  mutating func compare(_ set: SetSyntax) {
    // A routine's line: from its first group's load to its last group's.
    let groups = set.program?.groups ?? []
    let first = set.load?.range ?? set.percentRange
    let last = groups.last(where: { $0.loadRange != nil })?.loadRange
    let load =
      first.map { f in ByteRange(start: f.start, end: last?.end ?? f.end) }
      ?? groups.first?.loadRange.map {
        ByteRange(start: $0.start, end: last?.end ?? $0.end)
      }
    let rules = set.program?.hasRules ?? false
    let steps = set.step != nil || !(set.program?.progression.tiers.isEmpty ?? true)
    same(
      "load", load,
      spans.range(
        "constant.language.bodyweight.unit", "constant.numeric.weight.unit", "keyword.other.unit.weight.unit",
        "keyword.operator.arithmetic.unit", "constant.numeric.percent.unit", "keyword.other.unit.percent.unit"))
    same("set note", set.note?.range, spans.range("string.unquoted.note.unit"))
    present("done", set.status == .done, "markup.inserted.status.unit")
    present("failed", set.status == .failed, "markup.deleted.status.unit")
    present("RPE", set.marks.rpe != nil || groups.contains { $0.marks.rpe != nil }, "constant.numeric.rpe.unit")
    present(
      "warmup", set.kind == .warmup || groups.contains { $0.kind == .warmup }, "storage.modifier.kind.warmup.unit")
    present("drop", set.kind == .drop || groups.contains { $0.kind == .drop }, "storage.modifier.kind.drop.unit")
    present(
      "failure", set.kind == .failure || groups.contains { $0.kind == .failure }, "storage.modifier.kind.failure.unit")
    present("rest", set.marks.rest != nil, "constant.numeric.rest.unit")
    present(
      "step", steps || set.program?.progression.reset.map { if case .step = $0 { true } else { false } } ?? false,
      "constant.numeric.step.unit")
    present(
      "rep range", set.amount.maxReps != nil || groups.contains { $0.amount.maxReps != nil },
      "punctuation.separator.range.unit")
    present("stages", !(set.program?.progression.stages.isEmpty ?? true), "constant.numeric.stage.unit")
    let r = rules ? set.program?.progression : nil
    let words =
      r.map { r in
        r.movesTrainingMax || r.repStep != nil || !r.tiers.isEmpty || r.failure != nil || r.reset != nil
          || r.test != nil || r.role != nil
      } ?? false
    present("rules", words, "keyword.other.rule.unit")
    present("round", r?.round != nil, "constant.numeric.round.unit")
    present("role", r?.role != nil, "entity.name.tag.role.unit")
  }

  /// An exercise without a set has no set parts.
  mutating func compareNoSet() {
    for scope in ["constant.numeric.reps.unit", "keyword.operator.times.unit", "markup.inserted.status.unit"] {
      present(scope, false, scope)
    }
  }

  mutating func same(_ what: String, _ parsed: ByteRange?, _ scoped: ByteRange?) {
    guard parsed != scoped else { return }
    problems.append(
      "line \(number) «\(text)»: \(what) is \(show(parsed)) to the parser but \(show(scoped)) to the grammar")
  }

  mutating func present(_ what: String, _ parsed: Bool, _ scope: String) {
    let scoped = spans.range(scope) != nil
    guard parsed != scoped else { return }
    problems.append(
      "line \(number) «\(text)»: \(what) is \(parsed ? "there" : "absent") to the parser, \(scoped ? "there" : "absent") to the grammar"
    )
  }

  func show(_ r: ByteRange?) -> String {
    guard let r else { return "absent" }
    let start = spans.byteOffset.first ?? 0
    let bytes = Array(text.utf8)
    let s = max(0, min(bytes.count, r.start - start))
    let e = max(s, min(bytes.count, r.end - start))
    return "«" + String(decoding: bytes[s..<e], as: UTF8.self) + "»"
  }
}
