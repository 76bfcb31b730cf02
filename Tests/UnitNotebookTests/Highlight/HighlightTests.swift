import Foundation
import Testing

/// The TextMate grammar in `Grammar/`: generated from its source, well
/// formed, portable, and giving the expected scopes to every sample line.
@Suite struct HighlightGrammarTests {
  /// The samples of `Samples/` and of `Samples/programs/`, the latter named
  /// `programs-NAME` (their golden files sit beside the others).
  static let samples: [String] = ["", "programs"].flatMap { folder in
    let dir = GrammarSource.packageRoot.appendingPathComponent("Samples").appendingPathComponent(folder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return files.filter { $0.hasSuffix(".unit") }.map { (folder.isEmpty ? "" : folder + "-") + $0.dropLast(5) }.sorted()
  }

  static func sample(_ name: String) throws -> String {
    let path = name.hasPrefix("programs-") ? "programs/" + name.dropFirst("programs-".count) : name
    let url = GrammarSource.packageRoot.appendingPathComponent("Samples/\(path).unit")
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  @Test func grammarIsGeneratedFromItsSource() throws {
    let generated = try GrammarSource.generate(from: Data(contentsOf: GrammarSource.sourceURL))
    if Fixtures.updating {
      try Data(generated.utf8).write(to: GrammarSource.grammarURL)
      return
    }
    let current = String(decoding: try Data(contentsOf: GrammarSource.grammarURL), as: UTF8.self)
    #expect(
      current == generated, "Grammar/unit.tmLanguage.json is stale: run UPDATE_GOLDEN=1 swift test --filter Grammar")
  }

  @Test func sublimeGrammarIsGeneratedFromItsSource() throws {
    let generated = try GrammarSource.generateSublime(from: Data(contentsOf: GrammarSource.sourceURL))
    if Fixtures.updating {
      try Data(generated.utf8).write(to: GrammarSource.sublimeURL)
      return
    }
    let current = String(decoding: try Data(contentsOf: GrammarSource.sublimeURL), as: UTF8.self)
    #expect(current == generated, "Grammar/Unit.tmLanguage is stale: run UPDATE_GOLDEN=1 swift test --filter Highlight")
    // It reads back as the JSON grammar, less the nested capture patterns.
    let plist = try PropertyListSerialization.propertyList(from: Data(current.utf8), format: nil)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: GrammarSource.grammarURL))
    #expect(JSONPrinter.print(plist) == JSONPrinter.print(GrammarSource.withoutCapturePatterns(json)))
  }

  @Test func grammarIsWellFormed() throws {
    let data = try Data(contentsOf: GrammarSource.grammarURL)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["scopeName"] as? String == "source.unit")
    #expect(object["fileTypes"] as? [String] == ["unit"])
    #expect(object["name"] as? String == "Unit")
    #expect(object["variables"] == nil)
    let grammar = Highlighting.grammar
    #expect(grammar.problems == [], "\(grammar.problems.joined(separator: "\n"))")
    #expect(grammar.repository.count >= 20)
  }

  @Test func thereAreSamples() {
    #expect(Self.samples.count >= 5)
  }

  /// Every sample, and every formatter input (each syntax form and alias),
  /// against its expected scopes in `Fixtures/highlight/`.
  static let goldenCases: [String] = samples + Fixtures.names("format", ext: "input").map { "format-" + $0 }

  static func goldenSource(_ name: String) throws -> String {
    guard name.hasPrefix("format-") else { return try sample(name) }
    return try Fixtures.text("format", String(name.dropFirst("format-".count)) + ".input")
  }

  @Test(arguments: goldenCases)
  func expectedScopes(_ name: String) throws {
    let result = Highlighting.tokenize(try Self.goldenSource(name))
    #expect(result.problems == [])
    let rendered = zip(result.lines, result.tokens).map { Highlighting.render($0, $1) }
    for (n, line) in rendered.enumerated() where line.contains("(none)") && !name.hasPrefix("format-") {
      Issue.record("\(name):\(n + 1) has text without a scope: \(line)")
    }
    try Fixtures.expect(rendered.joined(separator: "\n") + "\n", matches: "highlight", name + ".scopes")
  }
}

/// Lines where a highlighter is easily wrong, checked token by token.
@Suite struct HighlightTrickyLineTests {
  func scopes(_ piece: String, in line: String) -> [String] {
    Highlighting.scopes(of: piece, in: line) ?? ["<not one token>"]
  }

  @Test func aLinkInANoteIsNotAComment() {
    let note = "> Coach: https://example.com/plan"
    #expect(scopes("Coach: https://example.com/plan", in: note) == ["string.unquoted.note.unit"])
    let setNote = "  100kg × 5 ✓ > see https://example.com/squat // checked"
    #expect(scopes("see https://example.com/squat", in: setNote) == ["string.unquoted.note.unit"])
    #expect(scopes("checked", in: setNote) == ["comment.line.double-slash.unit"])
  }

  @Test func aNameClosedByAColon() {
    let line = "Row 2000m: 7:30 ✓"
    #expect(scopes("Row 2000m", in: line) == ["entity.name.function.exercise.unit"])
    #expect(scopes(":", in: line) == ["punctuation.separator.name.unit"])
    #expect(scopes("7:30", in: line) == ["constant.numeric.duration.unit"])
    #expect(scopes("✓", in: line) == ["markup.inserted.status.unit"])
    // Without the colon, 2000m starts the set.
    #expect(scopes("Row", in: "Row 2000m 7:30 ✓") == ["entity.name.function.exercise.unit"])
    #expect(scopes("2000", in: "Row 2000m 7:30 ✓") == ["constant.numeric.distance.unit"])
  }

  @Test func assistedBodyweight() {
    let line = "Assisted Pullup BW-25kg × 8 ✓"
    #expect(scopes("Assisted Pullup", in: line) == ["entity.name.function.exercise.unit"])
    #expect(scopes("BW", in: line) == ["constant.language.bodyweight.unit"])
    #expect(scopes("-", in: line) == ["keyword.operator.arithmetic.unit"])
    #expect(scopes("25", in: line) == ["constant.numeric.weight.unit"])
    #expect(scopes("kg", in: line) == ["keyword.other.unit.weight.unit"])
    #expect(scopes("×", in: line) == ["keyword.operator.times.unit"])
    #expect(scopes("8", in: line) == ["constant.numeric.reps.unit"])
  }

  @Test func anEscapedCommentInATitle() {
    let line = "# 2025-09-15 Lower \\// Ramp \\// Strength // real comment"
    let title = ["markup.heading.unit", "entity.name.section.unit"]
    #expect(scopes("Lower", in: line) == title)
    #expect(scopes("\\/", in: line) == title + ["constant.character.escape.unit"])
    #expect(scopes("Strength", in: line) == title)
    #expect(scopes("real comment", in: line) == ["comment.line.double-slash.unit"])
  }

  @Test func namesThatHoldSetWords() {
    #expect(scopes("21s Curl", in: "21s Curl 20kg × 21 ✓") == ["entity.name.function.exercise.unit"])
    #expect(
      scopes("Bench Press 2 Board", in: "Bench Press 2 Board 100kg × 3 ✓") == ["entity.name.function.exercise.unit"])
    #expect(scopes("BW Squat", in: "BW Squat: 20 ✓") == ["entity.name.function.exercise.unit"])
    #expect(
      scopes("\\:", in: "Ratio\\: Curl 10kg × 10 ✓") == [
        "entity.name.function.exercise.unit", "constant.character.escape.unit",
      ])
    #expect(scopes("A1.", in: "A1. Bench Press") == ["entity.name.tag.superset.unit"])
    #expect(
      scopes("\\.", in: "A1\\. Not a superset 10kg × 10 ✓") == [
        "entity.name.function.exercise.unit", "constant.character.escape.unit",
      ])
  }

  @Test func routinesAndRests() {
    let heading = "## template Upper A // the heavy day"
    #expect(scopes("template", in: heading) == ["markup.heading.routine.unit", "keyword.other.routine.unit"])
    #expect(scopes("Upper A", in: heading) == ["markup.heading.routine.unit", "entity.name.section.routine.unit"])
    #expect(scopes("the heavy day", in: heading) == ["comment.line.double-slash.unit"])
    let line = "Bench Press 100kg 3x8-12 +2.5 kg REST 2min > pause"
    #expect(scopes("Bench Press", in: line) == ["entity.name.function.exercise.unit"])
    #expect(scopes("3", in: line) == ["constant.numeric.count.unit"])
    #expect(scopes("-", in: line) == ["punctuation.separator.range.unit"])
    #expect(scopes("12", in: line) == ["constant.numeric.reps.unit"])
    #expect(scopes("+", in: line) == ["keyword.operator.step.unit"])
    #expect(scopes("2.5", in: line) == ["constant.numeric.step.unit"])
    #expect(scopes("REST", in: line) == ["keyword.other.rest.unit"])
    #expect(scopes("2min", in: line) == ["constant.numeric.rest.unit"])
    #expect(scopes("pause", in: line) == ["string.unquoted.note.unit"])
    #expect(scopes("rest", in: "Plank 60s ✓ rest 1:30") == ["keyword.other.rest.unit"])
    #expect(scopes("Tempo 3-1", in: "Tempo 3-1: 100kg × 5") == ["entity.name.function.exercise.unit"])
  }

  @Test func asciiAliases() {
    let line = "- warmup 60 kgs x 5 done @ 8"
    #expect(scopes("-", in: line) == ["punctuation.definition.list.begin.unit"])
    #expect(scopes("warmup", in: line) == ["storage.modifier.kind.warmup.unit"])
    #expect(scopes("kgs", in: line) == ["keyword.other.unit.weight.unit"])
    #expect(scopes("x", in: line) == ["keyword.operator.times.unit"])
    #expect(scopes("done", in: line) == ["markup.inserted.status.unit"])
    #expect(scopes("@", in: line) == ["keyword.other.rpe.unit"])
    #expect(scopes("8", in: line) == ["constant.numeric.rpe.unit"])
    #expect(scopes("x", in: "Deadlift 140kgx3 fail") == ["keyword.operator.times.unit"])
    #expect(scopes("fail", in: "Deadlift 140kgx3 fail") == ["markup.deleted.status.unit"])
    #expect(scopes("3", in: "Squat 100kg 3×5 ✓") == ["constant.numeric.count.unit"])
  }
}
