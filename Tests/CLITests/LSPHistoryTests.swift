import Foundation
import Testing
import UnitNotebook

/// `unit lsp` and the history, through pipes: completion with last time's
/// block, code actions marking a set, hints and hover across documents.
@testable import UnitCLI

@Suite struct LSPHistoryTests {
  static let uri = "file:///tmp/week.unit"
  static let older = "file:///tmp/older.unit"

  static let week = """
    # 2026-03-09 Lower

    Squat
      105kg × 5
      105kg × 5 ✓ @8
      110kg × 3 ✗ > grind
    Pullup BW × 8 done

    Squ

    """

  static let history = """
    # 2026-03-02 Lower

    Squat
      warmup 60kg × 5 ✓
      100kg × 5 ✓ @8
      100kg × 4 ✗

    Pullup BW × 6 ✓

    """

  static func edits(_ action: [String: Any]) -> [[String: Any]] {
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any] ?? [:]
    return changes[uri] as? [[String: Any]] ?? []
  }

  @Test func completionHoverHintsAndActions() throws {
    let client = try LSPClient()
    let caps = try LSPSessionTests.initialize(client)["capabilities"] as? [String: Any] ?? [:]
    #expect(caps["inlayHintProvider"] as? Bool == true)
    #expect(caps["codeActionProvider"] is [String: Any])
    try LSPSessionTests.open(client, Self.older, Self.history)
    _ = try client.notification("textDocument/publishDiagnostics")
    try LSPSessionTests.open(client, Self.uri, Self.week)
    _ = try client.notification("textDocument/publishDiagnostics")

    // Completing "Squ" on line 8 offers last time's block (the 2026-03-02
    // one: this session is later), every set planned, warm-up and ✗ kept.
    let list = try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, 8, 3)) as? [String: Any] ?? [:]
    let items = list["items"] as? [[String: Any]] ?? []
    let squat = items.first { $0["label"] as? String == "Squat" } ?? [:]
    let edit = squat["textEdit"] as? [String: Any] ?? [:]
    #expect(edit["newText"] as? String == "Squat\n  warmup  60kg × 5\n         100kg × 5\n         100kg × 4")
    #expect(LSPSessionTests.span(edit["range"]) == [8, 0, 8, 3])
    #expect(squat["detail"] as? String == "last time's sets, planned")

    // Hover on this session's Squat: last time is the older one; records over both.
    let hover = try client.result("textDocument/hover", LSPSessionTests.at(Self.uri, 2, 1)) as? [String: Any] ?? [:]
    let value = (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(value.contains("Last time, 2026-03-02: warmup 60kg × 5 ✓, 100kg × 5 ✓ @8, 100kg × 4 ✗"), "\(value)")
    #expect(value.contains("heaviest 105kg (2026-03-09)"), "\(value)")

    // Hints: 105 × 5 ✓ beat 100 × 5 (the planned one before it does not
    // count), and made the best session (525 kg against 500).
    let hints =
      try client.result("textDocument/inlayHint", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    let labels = hints.map {
      "\(($0["position"] as? [String: Any])?["line"] as? Int ?? -1):\(($0["position"] as? [String: Any])?["character"] as? Int ?? -1) \($0["label"] as? String ?? "")"
    }
    #expect(labels == ["4:16 PR heaviest", "4:16 PR e1RM", "4:16 PR best set", "4:16 PR session", "6:18 PR reps"])

    // Code actions on the planned set: done or failed, right after the amount.
    let planned = try client.codeActions(Self.uri, line: 3, character: 4)
    #expect(planned.map { $0["title"] as? String } == ["Mark done ✓", "Mark failed ✗"])
    let done = Self.edits(planned.first ?? [:]).first ?? [:]
    #expect(LSPSessionTests.span(done["range"]) == [3, 11, 3, 11])
    #expect(done["newText"] as? String == " ✓")
    // On a done set only "failed" is offered, replacing the mark; the note stays.
    let marked = try client.codeActions(Self.uri, line: 4)
    #expect(marked.map { $0["title"] as? String } == ["Mark failed ✗"])
    #expect(LSPSessionTests.span(Self.edits(marked.first ?? [:]).first?["range"]) == [4, 12, 4, 13])
    let failed = try client.codeActions(Self.uri, line: 5)
    #expect(failed.map { $0["title"] as? String } == ["Mark done ✓"])
    // `done` spelled out is a mark too; a heading has no set.
    let word = try client.codeActions(Self.uri, line: 6)
    #expect(LSPSessionTests.span(Self.edits(word.first ?? [:]).first?["range"]) == [6, 14, 6, 18])
    // (Asked for by hand: an answer that is not a list must fail, not read as none.)
    let heading =
      try client.result(
        "textDocument/codeAction",
        [
          "textDocument": ["uri": Self.uri],
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
          "context": ["diagnostics": []],
        ]) as? [Any] ?? [1]
    #expect(heading.isEmpty)

    // A change reads the history again: the new record shows at once.
    try client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [["text": Self.week.replacingOccurrences(of: "Squ\n", with: "Pullup BW × 12 ✓\n")]],
      ])
    _ = try client.notification("textDocument/publishDiagnostics")
    let again =
      try client.result("textDocument/inlayHint", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    #expect(
      again.contains { ($0["position"] as? [String: Any])?["line"] as? Int == 8 && $0["label"] as? String == "PR reps" }
    )
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  @Test(arguments: [
    // Byte offsets: × and ✓ are two and three bytes.
    ("  100kg × 5", SetStatus.done, 12..<12, " ✓"),
    ("  100kg × 5 ✓ @8 > ok", .failed, 13..<16, "✗"),
    ("Squat 100kg 3×5 @8", .failed, 16..<16, " ✗"),
    ("  80kg × 10, 10, 8 fail", .done, 20..<24, "✓"),
    ("  100kg × 5 ✓", .planned, 12..<16, ""),
  ])
  func setMarkEdits(line: String, status: SetStatus, range: Range<Int>, text: String) {
    let edit = SetMarkEdit.edit(Array(line.utf8), to: status)
    #expect(edit?.range == range)
    #expect(edit?.text == text)
  }
}
