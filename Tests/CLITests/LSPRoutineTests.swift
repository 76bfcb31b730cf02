import Foundation
import Testing

/// `unit lsp` on routines: they are document symbols, in the order written;
/// completion offers `rest` after a set and the kind words in a routine.
@Suite struct LSPRoutineTests {
  static let uri = "file:///tmp/plan.unit"
  static let text = """
    # Routine Lower A

    Squat              warmup  60kg 2×5
    Squat                     100kg 3×5  +2.5kg  rest 3:00
    Plank                           3×60s

    # 2026-11-29 Lower A

    Squat 100kg × 5 ✓

    # Routine Upper A

    Bench Press 80kg 3×8–12

    """

  @Test func routinesAreSymbolsInTheOrderWritten() throws {
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    try LSPSessionTests.open(client, Self.uri, Self.text)
    _ = try client.notification("textDocument/publishDiagnostics")
    let symbols =
      try client.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    #expect(symbols.map { $0["name"] as? String } == ["Routine Lower A", "2026-11-29 Lower A", "Routine Upper A"])
    #expect(symbols.map { $0["kind"] as? Int } == [5, 3, 5])
    #expect(symbols.first?["detail"] as? String == "routine · 2 exercises")
    #expect(LSPSessionTests.span(symbols.first?["range"]) == [0, 0, 4, 37])
    #expect(LSPSessionTests.span(symbols.first?["selectionRange"]) == [0, 0, 0, 17])
    let children = symbols.first?["children"] as? [[String: Any]] ?? []
    #expect(children.map { $0["name"] as? String } == ["Squat", "Plank"])
    #expect(children.map { $0["detail"] as? String } == ["2 prescriptions", "1 prescription"])
    #expect(children.map { LSPSessionTests.span($0["range"]) } == [[2, 0, 3, 54], [4, 0, 4, 37]])
    #expect(children.map { LSPSessionTests.span($0["selectionRange"]) } == [[2, 0, 2, 5], [4, 0, 4, 5]])
  }

  @Test func completionOffersRestAfterASetAndKindsInARoutine() throws {
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    let typing =
      Self.text
      + "Bench Press wa\nSquat 100kg 3×5 re\n\n# 2026-12-01\nSquat 100kg × 5 ✓ re\nSquat 100kg × 5 ✓ rest 2:00 \n"
    try LSPSessionTests.open(client, Self.uri, typing)
    _ = try client.notification("textDocument/publishDiagnostics")

    // In a routine, after the name: the kind words that fit, then the names.
    let inRoutine =
      try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, 13, 14)) as? [String: Any] ?? [:]
    let items = inRoutine["items"] as? [[String: Any]] ?? []
    #expect(items.first?["label"] as? String == "warmup")
    #expect(items.first?["kind"] as? Int == 14)
    let edit = items.first?["textEdit"] as? [String: Any] ?? [:]
    #expect(LSPSessionTests.span(edit["range"]) == [13, 12, 13, 14], "replaces what was typed of the word")
    #expect(edit["newText"] as? String == "warmup ")
    #expect(items.dropFirst().allSatisfy { $0["kind"] as? Int == 3 }, "then the names")
    #expect(items.contains { $0["label"] as? String == "Plank" }, "names used in routines are offered")

    // After a set (a session's, or a routine's prescription): rest, once.
    for (line, character) in [(17, 20), (14, 18)] {
      let afterSet =
        try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, line, character)) as? [String: Any]
        ?? [:]
      let rest = afterSet["items"] as? [[String: Any]] ?? []
      #expect(rest.map { $0["label"] as? String } == ["rest"])
      #expect(
        LSPSessionTests.span((rest.first?["textEdit"] as? [String: Any])?["range"]) == [
          line, character - 2, line, character,
        ])
      #expect((rest.first?["textEdit"] as? [String: Any])?["newText"] as? String == "rest ")
    }
    let written =
      try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, 18, 28)) as? [String: Any] ?? [:]
    #expect((written["items"] as? [Any])?.isEmpty == true, "the set has its rest")

    // In a session, after a name: no kind words.
    let inSession =
      try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, 8, 3)) as? [String: Any] ?? [:]
    #expect((inSession["items"] as? [[String: Any]] ?? []).allSatisfy { $0["kind"] as? Int == 3 })
  }
}
