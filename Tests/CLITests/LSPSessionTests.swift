import Foundation
import Testing
import UnitNotebook

/// `unit lsp` through pipes, as an editor drives it: a whole session from
/// `initialize` to `exit`, and the life-cycle rules around it.
@Suite struct LSPSessionTests {
  static let uri = "file:///tmp/week.unit"
  static let otherURI = "file:///tmp/last-week.unit"

  /// An error after ×, ✓, an emoji (two UTF-16 code units) and CJK on its line.
  static let broken = """
    # 2026-11-29 07:15–08:20 Lower A
    > slept well

    Squat // belt
      100kg × 5 ✓
      100kg × 5 ✓ @8
      100kg × 5 ✓
    Rücken × 😀 中 ✓: 60 × 8
      60kg × 8 ✓ @12

    """

  static let messy = """
    # 2026-11-29 07:15–08:20 Lower A
    Squat
    - 100 kgs x 5 done
    - 100kg x 5 done @8
    - 100kg x 5 done
    Pullup BW x 8 done
    A1. Bench Press 80kg x 10, 10, 8

    """

  static let canonical = """
    # 2026-11-29 07:15–08:20 Lower A

    Squat
      100kg × 5 ✓
      100kg × 5 ✓ @8
      100kg × 5 ✓

    Pullup BW × 8 ✓

    A1. Bench Press
      80kg × 10
      80kg × 10
      80kg ×  8

    """

  static var capabilities: [String: Any] {
    [
      "textDocument": [
        "hover": ["contentFormat": ["markdown", "plaintext"]],
        "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
      ]
    ]
  }

  static func initialize(_ client: LSPClient, capabilities: [String: Any] = capabilities) throws -> [String: Any] {
    let params: [String: Any] = ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities]
    let result = try client.result("initialize", params) as? [String: Any] ?? [:]
    try client.notify("initialized", [String: Any]())
    return result
  }

  static func open(_ client: LSPClient, _ uri: String, _ text: String, version: Int = 1) throws {
    try client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "unit", "version": version, "text": text]])
  }

  static func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
    ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
  }

  @Test func aWholeSession() throws {
    let client = try LSPClient()
    let initialized = try Self.initialize(client)
    let capabilities = initialized["capabilities"] as? [String: Any] ?? [:]
    #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
    #expect((capabilities["textDocumentSync"] as? [String: Any])?["openClose"] as? Bool == true)
    for provider in ["documentFormattingProvider", "documentSymbolProvider", "hoverProvider"] {
      #expect(capabilities[provider] as? Bool == true, "\(provider)")
    }
    #expect(capabilities["completionProvider"] is [String: Any])
    #expect(capabilities["positionEncoding"] as? String == "utf-16")

    // Open: the diagnostics of `unit check`, in UTF-16 columns.
    try Self.open(client, Self.uri, Self.broken)
    let published = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any] ?? [:]
    #expect(published["uri"] as? String == Self.uri)
    #expect(published["version"] as? Int == 1)
    let diagnostics = published["diagnostics"] as? [[String: Any]] ?? []
    let expected = NotebookFormatter.check(utf8: Array(Self.broken.utf8))
    #expect(expected.count == 2)
    #expect(diagnostics.count == expected.count)
    #expect(diagnostics.map { $0["code"] as? String } == ["syntax.expected-unit", "syntax.rpe-range"])
    let lines = Self.broken.components(separatedBy: "\n")
    for (got, want) in zip(diagnostics, expected) {
      #expect(got["message"] as? String == want.message)
      #expect(got["code"] as? String == want.code?.rawValue)
      #expect(got["severity"] as? Int == 1)
      #expect(got["source"] as? String == "unit")
      let start = (got["range"] as? [String: Any])?["start"] as? [String: Any]
      #expect(start?["line"] as? Int == want.line - 1)
      #expect(start?["character"] as? Int == Self.utf16Column(lines[want.line - 1], scalarColumn: want.column))
    }
    // Counted by hand: the message points just after the 60, past 18 scalars,
    // one of them the emoji (two code units): UTF-16 column 19.
    let first = (diagnostics.first?["range"] as? [String: Any]) ?? [:]
    #expect(Self.point(first["start"]) == [7, 19])
    #expect(Self.point(first["end"]) == [7, 20])

    // Change: the whole new text; clean, so the diagnostics are cleared.
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": Self.messy]]])
    let cleared = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any] ?? [:]
    #expect((cleared["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(cleared["version"] as? Int == 2)

    // Formatting: one edit, the canonical text over the whole document.
    let edits =
      try client.result(
        "textDocument/formatting",
        ["textDocument": ["uri": Self.uri], "options": ["tabSize": 2, "insertSpaces": true]]) as? [[String: Any]] ?? []
    #expect(edits.count == 1)
    #expect(edits.first?["newText"] as? String == Self.canonical)
    #expect((try? NotebookFormatter.format(Self.messy)) == Self.canonical)
    let whole = edits.first?["range"] as? [String: Any] ?? [:]
    #expect(Self.point(whole["start"]) == [0, 0])
    #expect(Self.point(whole["end"]) == [7, 0])  // after the last line break
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": Self.uri, "version": 3], "contentChanges": [["text": Self.canonical]]])
    _ = try client.notification("textDocument/publishDiagnostics")
    let none =
      try client.result(
        "textDocument/formatting",
        ["textDocument": ["uri": Self.uri], "options": ["tabSize": 2, "insertSpaces": true]]) as? [Any]
    #expect(none?.isEmpty == true, "already canonical: no edit")

    // Symbols: the session, its exercises as children.
    let symbols =
      try client.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    #expect(symbols.count == 1)
    let session = symbols.first ?? [:]
    #expect(session["name"] as? String == "2026-11-29 Lower A")
    #expect(session["detail"] as? String == "07:15–08:20")
    #expect(session["kind"] as? Int == 3)
    #expect(Self.span(session["range"]) == [0, 0, 12, 11])
    #expect(Self.span(session["selectionRange"]) == [0, 0, 0, 32])
    let children = session["children"] as? [[String: Any]] ?? []
    #expect(children.map { $0["name"] as? String } == ["Squat", "Pullup", "Bench Press"])
    #expect(children.map { $0["kind"] as? Int } == [12, 12, 12])
    #expect(children.map { Self.span($0["range"]) } == [[2, 0, 5, 13], [7, 0, 7, 15], [9, 0, 12, 11]])
    #expect(children.map { Self.span($0["selectionRange"]) } == [[2, 0, 2, 5], [7, 0, 7, 6], [9, 4, 9, 15]])
    #expect(children.first?["detail"] as? String == "3 sets · 1,500 kg volume · best e1RM 116.7 kg")
    #expect(children.last?["detail"] as? String == "A1 · 3 sets planned · 2,240 kg volume · best e1RM 106.7 kg")

    // Hover: a set, an exercise, and a line that is neither.
    let onSet = try client.result("textDocument/hover", Self.at(Self.uri, 4, 6)) as? [String: Any] ?? [:]
    let contents = onSet["contents"] as? [String: Any] ?? [:]
    #expect(contents["kind"] as? String == "markdown")
    #expect(contents["value"] as? String == "**Squat**\n\nSet 2 of 3: 100 kg × 5 reps, done, RPE 8 · e1RM 116.7 kg")
    #expect(Self.span(onSet["range"]) == [4, 2, 4, 16])
    let onName = try client.result("textDocument/hover", Self.at(Self.uri, 2, 0)) as? [String: Any] ?? [:]
    // The exercise's records come after its summary (LSPHistoryTests has the rest).
    #expect(
      (onName["contents"] as? [String: Any])?["value"] as? String
        == "**Squat**\n\n3 sets · 1,500 kg volume · best e1RM 116.7 kg\n\nRecords: heaviest 100kg (2026-11-29) · "
        + "e1RM 116.7kg (2026-11-29) · most reps 5 reps (2026-11-29) · best set 500kg (2026-11-29) · "
        + "best session 1500kg (2026-11-29)\n\nMuscles: quadriceps, glutes; secondary: adductors, lower back "
        + "(the catalogue's Barbell Squat, for the common name Squat, corrected by hand)")
    let onShort = try client.result("textDocument/hover", Self.at(Self.uri, 7, 3)) as? [String: Any] ?? [:]
    #expect(
      (onShort["contents"] as? [String: Any])?["value"] as? String
        == "**Pullup**\n\n1 set\n\nRecords: most reps 8 reps (2026-11-29)\n\nMuscles: lats; secondary: biceps, "
        + "middle back (the catalogue's Pullups)\n\nSet 1 of 1: bodyweight × 8 reps, done")
    #expect(try client.result("textDocument/hover", Self.at(Self.uri, 0, 3)) is NSNull)
    #expect(try client.result("textDocument/hover", Self.at(Self.uri, 99, 0)) is NSNull)

    // Completion: names of this notebook and of the other open one, once each.
    try Self.open(client, Self.otherURI, "# 2026-11-22\nDeadlift 140kg × 5 ✓\nSquat 90kg × 5 ✓\n")
    _ = try client.notification("textDocument/publishDiagnostics")
    let typing = Self.canonical + "  Be"
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": Self.uri, "version": 4], "contentChanges": [["text": typing]]])
    _ = try client.notification("textDocument/publishDiagnostics")
    let list = try client.result("textDocument/completion", Self.at(Self.uri, 13, 4)) as? [String: Any] ?? [:]
    #expect(list["isIncomplete"] as? Bool == false)
    let items = list["items"] as? [[String: Any]] ?? []
    #expect(items.map { $0["label"] as? String } == ["Squat", "Pullup", "Bench Press", "Deadlift"])
    let edit = items.first?["textEdit"] as? [String: Any] ?? [:]
    #expect(Self.span(edit["range"]) == [13, 2, 13, 4], "replaces what was typed of the name")
    // Squat was done in the other notebook before this session: its block comes planned.
    #expect(edit["newText"] as? String == "Squat 90kg × 5")
    #expect((items.last?["textEdit"] as? [String: Any])?["newText"] as? String == "Deadlift 140kg × 5")
    let inHeading = try client.result("textDocument/completion", Self.at(Self.uri, 0, 5)) as? [String: Any] ?? [:]
    #expect((inHeading["items"] as? [Any])?.isEmpty == true)

    // Close: diagnostics cleared; the closed notebook's names are gone.
    try client.notify("textDocument/didClose", ["textDocument": ["uri": Self.otherURI]])
    let closed = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any] ?? [:]
    #expect(closed["uri"] as? String == Self.otherURI)
    #expect((closed["diagnostics"] as? [Any])?.isEmpty == true)
    let after = try client.result("textDocument/completion", Self.at(Self.uri, 13, 4)) as? [String: Any] ?? [:]
    #expect((after["items"] as? [[String: Any]])?.count == 3)

    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
    #expect(client.unread.isEmpty)
  }

  /// Issue 33 item 12: `pullup` and `Pullup` are one exercise to the
  /// history, so one completion, in the spelling used most.
  @Test func oneCompletionPerExercise() throws {
    let client = try LSPClient()
    _ = try Self.initialize(client)
    try Self.open(
      client, Self.uri,
      "# 2026-11-20\npullup BW × 8 ✓\n\n# 2026-11-22\nPullup BW × 8 ✓\nSquat 100kg × 5 ✓\n\n# 2026-11-24\nPullup BW × 9 ✓\nsquat  100kg × 5 ✓\n\n# 2026-11-26\n  \n"
    )
    _ = try client.notification("textDocument/publishDiagnostics")
    let list = try client.result("textDocument/completion", Self.at(Self.uri, 12, 2)) as? [String: Any] ?? [:]
    let items = list["items"] as? [[String: Any]] ?? []
    #expect(items.map { $0["label"] as? String } == ["Pullup", "Squat"])
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  @Test func linesEndAsTheProtocolSays() throws {
    // CRLF line ends: columns stay UTF-16, lines stay lines. A lone CR ends a
    // line for the editor (and is an error in a notebook).
    let client = try LSPClient()
    _ = try Self.initialize(client)
    let crlf = "# 2026-11-29 中文\r\nSquat\r\n  ✓✓ 60 × 8\r\n"
    try Self.open(client, Self.uri, crlf)
    let published = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any] ?? [:]
    let diagnostics = published["diagnostics"] as? [[String: Any]] ?? []
    #expect(
      diagnostics.map { $0["message"] as? String } == NotebookFormatter.check(utf8: Array(crlf.utf8)).map(\.message))
    #expect(diagnostics.map { Self.span($0["range"]) } == [[2, 7, 2, 8]])
    try Self.open(client, Self.otherURI, "# 2026-11-29\rSquat 60kg × 8 ✓\n")
    let lone = try client.notification("textDocument/publishDiagnostics")["params"] as? [String: Any] ?? [:]
    let loneDiagnostics = lone["diagnostics"] as? [[String: Any]] ?? []
    #expect(loneDiagnostics.map { Self.span($0["range"]) } == [[0, 12, 0, 12]])
  }

  @Test func requestsBeforeInitializeAreRefused() throws {
    let client = try LSPClient()
    let early = try client.request("textDocument/hover", Self.at(Self.uri, 0, 0))
    #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
    try Self.open(client, Self.uri, "# 2026-11-29\n")  // dropped, as the protocol says
    _ = try Self.initialize(client)
    let late = try client.request("textDocument/hover", Self.at(Self.uri, 0, 0))
    #expect((late["error"] as? [String: Any])?["code"] as? Int == -32602, "the early didOpen was dropped")
    let again = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
    #expect((again["error"] as? [String: Any])?["code"] as? Int == -32600)
    #expect(try client.result("shutdown") is NSNull)
    let afterShutdown = try client.request("textDocument/hover", Self.at(Self.uri, 0, 0))
    #expect((afterShutdown["error"] as? [String: Any])?["code"] as? Int == -32600)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  @Test func nullParamsAreNoParams() throws {
    // Emacs's eglot sends "params": null with shutdown.
    let client = try LSPClient()
    _ = try Self.initialize(client)
    try client.send(["jsonrpc": "2.0", "id": 77, "method": "shutdown", "params": NSNull()])
    let answer = try client.next()
    #expect(answer["id"] as? Int == 77)
    #expect(answer["result"] is NSNull, "\(answer)")
    try client.send(["jsonrpc": "2.0", "method": "exit", "params": NSNull()])
    #expect(client.waitForExit() == 0)
  }

  @Test func exitWithoutShutdownIsStatusOne() throws {
    let client = try LSPClient()
    _ = try Self.initialize(client)
    try client.notify("exit")
    #expect(client.waitForExit() == 1)
  }

  @Test func theEndOfInputEndsTheServer() throws {
    let client = try LSPClient()
    _ = try Self.initialize(client)
    try client.closeInput()
    #expect(client.waitForExit() == 1)
  }

  @Test func clientsWithoutTreesOrMarkdownGetFlatSymbolsAndPlainText() throws {
    let client = try LSPClient(arguments: ["lsp", "--stdio"])
    _ = try Self.initialize(client, capabilities: [:])
    try Self.open(client, Self.uri, Self.canonical)
    _ = try client.notification("textDocument/publishDiagnostics")
    let symbols =
      try client.result("textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    #expect(symbols.map { $0["name"] as? String } == ["Squat", "Pullup", "Bench Press", "2026-11-29 Lower A"])
    #expect(symbols.first?["containerName"] as? String == "2026-11-29 Lower A")
    #expect(Self.span((symbols.first?["location"] as? [String: Any])?["range"]) == [2, 0, 5, 13])
    let hover = try client.result("textDocument/hover", Self.at(Self.uri, 9, 0)) as? [String: Any] ?? [:]
    #expect((hover["contents"] as? [String: Any])?["kind"] as? String == "plaintext")
    #expect(
      (hover["contents"] as? [String: Any])?["value"] as? String
        == "Bench Press\n\n3 sets planned · 2,240 kg volume · best e1RM 106.7 kg\n\nMuscles: chest; secondary: "
        + "shoulders, triceps (the catalogue's Barbell Bench Press - Medium Grip, for the common name Bench Press)")
  }

  // MARK: - Helpers

  /// The 0-based UTF-16 column of a 1-based column that counts scalars.
  static func utf16Column(_ line: String, scalarColumn: Int) -> Int {
    let prefix = line.unicodeScalars.prefix(scalarColumn - 1)
    return prefix.reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
  }

  static func point(_ value: Any?) -> [Int]? {
    guard let p = value as? [String: Any], let l = p["line"] as? Int, let c = p["character"] as? Int else { return nil }
    return [l, c]
  }

  /// `[startLine, startCharacter, endLine, endCharacter]`.
  static func span(_ value: Any?) -> [Int]? {
    guard let r = value as? [String: Any], let s = point(r["start"]), let e = point(r["end"]) else { return nil }
    return s + e
  }
}
