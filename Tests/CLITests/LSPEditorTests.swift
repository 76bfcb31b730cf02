import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// What editors expect of a language server for a log (docs/lsp.md):
/// rename of an exercise across the workspace, folding ranges, workspace
/// symbols, semantic tokens and the code lens of last time. In memory: the
/// server answers as it would through the process (`LSPSessionTests` and
/// `LSPWorkspaceTests` drive the process).
@Suite struct LSPEditorTests {
  /// The server, driven with JSON objects; answers parsed back.
  struct Client {
    var server = LanguageServer()
    var id = 1
    /// Notifications the server sent, in order.
    var notices: [[String: Any]] = []

    init(
      root: String? = nil, capabilities: [String: Any] = LSPSessionTests.capabilities,
      workspaceFolders: [String]? = nil
    ) throws {
      var params: [String: Any] = ["capabilities": capabilities]
      if let root { params["rootUri"] = root }
      if let workspaceFolders { params["workspaceFolders"] = workspaceFolders.map { ["uri": $0, "name": "log"] } }
      _ = try request("initialize", params)
    }

    mutating func send(_ m: [String: Any]) throws -> [[String: Any]] {
      let outputs = server.handle(Array(try JSONSerialization.data(withJSONObject: m)))
      return LSPIncrementalTests.render(outputs).compactMap { text in
        guard !text.hasPrefix("log: ") else { return nil }
        let body =
          text.hasPrefix("Content-Length")
          ? String(text[(text.range(of: "\r\n\r\n")?.upperBound ?? text.startIndex)...]) : text
        return (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
      }
    }

    mutating func notify(_ method: String, _ params: [String: Any]) throws {
      notices += try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The result of a request (NSNull for null), or its error as `["error": …]`.
    mutating func request(_ method: String, _ params: [String: Any]) throws -> Any {
      id += 1
      let answers = try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
      notices += answers.filter { $0["id"] == nil }
      let answer = answers.first { $0["id"] as? Int == id } ?? [:]
      return answer["result"] ?? ["error": answer["error"] ?? NSNull()]
    }

    mutating func open(_ uri: String, _ text: String) throws {
      try notify(
        "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "unit", "version": 3, "text": text]])
    }
  }

  static let uri = "file:///tmp/log.unit"

  /// Applies text edits (protocol positions) to a text.
  static func apply(_ edits: [[String: Any]], to text: String) -> String {
    var units = Array(text.utf16)
    func offset(_ p: Any?) -> Int {
      let p = p as? [String: Int] ?? [:]
      var line = 0
      var i = 0
      while line < (p["line"] ?? 0), i < units.count {
        if units[i] == 0x0A { line += 1 }
        i += 1
      }
      return i + (p["character"] ?? 0)
    }
    let sorted = edits.sorted {
      offset(($0["range"] as? [String: Any])?["start"]) > offset(($1["range"] as? [String: Any])?["start"])
    }
    for e in sorted {
      let range = e["range"] as? [String: Any] ?? [:]
      let (s, t) = (offset(range["start"]), offset(range["end"]))
      units.replaceSubrange(s..<t, with: Array((e["newText"] as? String ?? "").utf16))
    }
    return String(decoding: units, as: UTF16.self)
  }

  // MARK: - Rename

  static let older = """
    # Routine Lower B
    Zercher Squat 100kg 3×6 +2.5kg

    # 2025-12-18 Lower B

    zercher  squat
      100kg × 6 ✓
    Zercher Squat 100kg × 5 ✓

    """

  static let newer = """
    # 2026-01-05 Lower B

    Zercher Squat
      100kg × 6
    Front Squat 80kg × 5

    """

  /// Both yearly files change, every way the name is written (its other
  /// spelling, a short line, a routine), the open one with its version;
  /// a name that needs its colon gets it.
  @Test func renameChangesEveryNotebook() throws {
    let folder = try LSPWorkspaceTests.Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    var client = try Client(
      root: folder.root,
      capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true, "changeAnnotationSupport": [:]]]])
    let newer = folder.uri("2026.unit")
    try client.open(newer, Self.newer)
    let prepared = try client.request("textDocument/prepareRename", LSPSessionTests.at(newer, 2, 3)) as? [String: Any]
    #expect(prepared?["placeholder"] as? String == "Zercher Squat")
    #expect(LSPSessionTests.span(prepared?["range"]) == [2, 0, 2, 13])
    let onASet = try client.request("textDocument/prepareRename", LSPSessionTests.at(newer, 3, 4)) as? [String: Any]
    #expect(((onASet?["error"] as? [String: Any])?["message"] as? String)?.contains("only an exercise name") == true)

    var params = LSPSessionTests.at(newer, 2, 3)
    params["newName"] = " Row 2000m "
    let edit = try client.request("textDocument/rename", params) as? [String: Any] ?? [:]
    let changes = edit["documentChanges"] as? [[String: Any]] ?? []
    #expect(edit["changeAnnotations"] == nil, "no name merged")
    var texts: [String: String] = [:]
    for change in changes {
      let doc = change["textDocument"] as? [String: Any] ?? [:]
      let uri = doc["uri"] as? String ?? ""
      #expect((uri == newer ? 3 : nil) == doc["version"] as? Int)
      texts[uri] = Self.apply(change["edits"] as? [[String: Any]] ?? [], to: uri == newer ? Self.newer : Self.older)
    }
    #expect(texts.count == 2)
    #expect(
      texts[folder.uri("2025.unit")]
        == Self.older.replacing("zercher  squat", with: "Row 2000m:").replacing("Zercher Squat", with: "Row 2000m:"))
    #expect(texts[newer] == Self.newer.replacing("Zercher Squat", with: "Row 2000m:"))
    for text in texts.values {
      let outline = NotebookOutline(utf8: Array(text.utf8))
      #expect(outline.diagnostics.isEmpty, "\(text)")
      #expect(outline.exerciseNames.contains("Row 2000m"))
    }
  }

  /// A workspace file changed on disk with no watched-file event (a client
  /// that sends none, or one not sent yet): the rename edits the file as it
  /// is now, not the copy read before (which turned `Zercher Squat` into
  /// half a name and half the old text).
  @Test func renameEditsAFileAsItIsOnDiskNow() throws {
    let folder = try LSPWorkspaceTests.Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    var client = try Client(root: folder.root, capabilities: [:])
    let newer = folder.uri("2026.unit")
    try client.open(newer, Self.newer)
    client.server.refreshHistory()
    let now = "# 2025-11-01 Upper\n\nBench Press 60kg × 5 ✓\n\n" + Self.older
    try folder.write("2025.unit", now)
    var params = LSPSessionTests.at(newer, 2, 3)
    params["newName"] = "Back Squat"
    let changes = (try client.request("textDocument/rename", params) as? [String: Any])?["changes"] as? [String: Any]
    let edits = try #require(changes?[folder.uri("2025.unit")] as? [[String: Any]])
    let text = Self.apply(edits, to: now)
    #expect(
      text == now.replacing("zercher  squat", with: "Back Squat").replacing("Zercher Squat", with: "Back Squat"),
      "\(text)")
  }

  /// A new name that opens as a body weight line does (`Bodyweight`) gets
  /// its colon on every line, so that no set is read as a body weight.
  @Test func renameToBodyweightKeepsTheSets() throws {
    let folder = try LSPWorkspaceTests.Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    var client = try Client(root: folder.root, capabilities: [:])
    let newer = folder.uri("2026.unit")
    try client.open(newer, Self.newer)
    for newName in ["Bodyweight", "body weight"] {
      var params = LSPSessionTests.at(newer, 2, 3)
      params["newName"] = newName
      let changes = (try client.request("textDocument/rename", params) as? [String: Any])?["changes"] as? [String: Any]
      #expect(changes?.count == 2)
      for (uri, edits) in changes ?? [:] {
        let before = uri == newer ? Self.newer : Self.older
        let text = Self.apply(edits as? [[String: Any]] ?? [], to: before)
        let was = Notebook.parse(before).notebook
        let now = Notebook.parse(text)
        #expect(now.diagnostics.isEmpty, "\(text)")
        #expect(now.notebook.sessions.map { $0.exercises.map(\.sets) } == was.sessions.map { $0.exercises.map(\.sets) })
        #expect(now.notebook.sessions.allSatisfy { $0.bodyweight == nil })
        #expect(NotebookOutline(utf8: Array(text.utf8)).exerciseNames.contains(newName))
      }
    }
  }

  /// A new name another exercise has merges the two: allowed, and said
  /// (an annotation to confirm, or a message for a client without them).
  @Test func aRenameThatMergesIsSaid() throws {
    let folder = try LSPWorkspaceTests.Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    var annotated = try Client(
      root: folder.root,
      capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true, "changeAnnotationSupport": [:]]]])
    let newer = folder.uri("2026.unit")
    try annotated.open(newer, Self.newer)
    var params = LSPSessionTests.at(newer, 2, 3)
    params["newName"] = "front squat"
    let edit = try annotated.request("textDocument/rename", params) as? [String: Any] ?? [:]
    let merge = (edit["changeAnnotations"] as? [String: Any])?["merge"] as? [String: Any]
    #expect(merge?["needsConfirmation"] as? Bool == true)
    #expect((merge?["description"] as? String)?.contains("merges it with 'Front Squat'") == true, "\(merge ?? [:])")
    let edits = (edit["documentChanges"] as? [[String: Any]] ?? []).flatMap { $0["edits"] as? [[String: Any]] ?? [] }
    #expect(edits.count == 4 && edits.allSatisfy { $0["annotationId"] as? String == "merge" })

    var plain = try Client(root: folder.root, capabilities: [:])
    try plain.open(newer, Self.newer)
    let changes = (try plain.request("textDocument/rename", params) as? [String: Any])?["changes"] as? [String: Any]
    #expect(changes?.count == 2)
    #expect(
      plain.notices.contains { (($0["params"] as? [String: Any])?["message"] as? String ?? "").contains("merges") })
  }

  // MARK: - Size

  /// An open notebook is bound as the workspace's files are: an edit that
  /// would make it larger is not applied, the document goes out of step and
  /// the editor is told why; its whole text, smaller, brings it back.
  @Test func anOpenDocumentIsBounded() throws {
    var client = try Client()
    client.server.workspace.maxBytes = 1_000
    try client.open(Self.uri, Self.week)
    let grow: [String: Any] = [
      "textDocument": ["uri": Self.uri, "version": 4],
      "contentChanges": [
        [
          "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
          "text": String(repeating: "// padding\n", count: 100),
        ]
      ],
    ]
    try client.notify("textDocument/didChange", grow)
    let message = client.notices.compactMap { ($0["params"] as? [String: Any])?["message"] as? String }.last ?? ""
    #expect(message.contains("more than 1000 bytes, the most unit lsp holds of notebooks"), "\(message)")
    #expect(client.server.documents[Self.uri]?.isOutOfStep == true)
    #expect(client.server.documents[Self.uri]?.text.count == Self.week.utf8.count, "the edit was not applied")
    let refused = try client.request("textDocument/foldingRange", ["textDocument": ["uri": Self.uri]]) as? [String: Any]
    #expect(refused?["error"] != nil)
    try client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": Self.uri, "version": 5], "contentChanges": [["text": "# 2026-01-05\n\nSquat 5\n"]]])
    #expect(client.server.documents[Self.uri]?.isOutOfStep == false)
    try client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": Self.uri, "version": 6],
        "contentChanges": [["text": String(repeating: "// padding\n", count: 100)]],
      ])
    #expect(client.server.documents[Self.uri]?.isOutOfStep == true, "a whole text past the bound too")
  }

  // MARK: - Folding, tokens, lenses, symbols

  /// A lone carriage return (an error to the notebook, a line break to the
  /// protocol) on line 3 moves every row after it by one.
  static let week =
    "# 2026-01-05 07:00 Lower B // early\n> slept well\n> late\r night\n\nSquat\n  100kg × 5 ✓ @8\n  100kg × 5 ✗ > grind\n\nPlank 60s ✓\n\n# Routine Lower B\nSquat 100kg 3×5 +2.5kg\nCurl 20kg 3×8–12\n"

  @Test func foldingRangesFoldSessionsRoutinesAndBlocks() throws {
    var client = try Client()
    try client.open(Self.uri, Self.week)
    let ranges =
      try client.request("textDocument/foldingRange", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    #expect(
      ranges.map { [$0["startLine"] as? Int ?? -1, $0["endLine"] as? Int ?? -1] } == [[0, 9], [5, 7], [11, 13]])
  }

  @Test func semanticTokensSayWhatEachPartIs() throws {
    var client = try Client()
    try client.open(Self.uri, Self.week)
    let full =
      try client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": Self.uri]]) as? [String: Any]
    let data = full?["data"] as? [Int] ?? []
    #expect(data.count % 5 == 0 && !data.isEmpty)
    // Decoded: line, character, length, type and modifiers of each.
    var decoded: [[Int]] = []
    var (line, character) = (0, 0)
    for k in stride(from: 0, to: data.count, by: 5) {
      line += data[k]
      character = data[k] == 0 ? character + data[k + 1] : data[k + 1]
      decoded.append([line, character, data[k + 2], data[k + 3], data[k + 4]])
    }
    let types = SemanticTokens.types
    func type(_ name: String) -> Int { types.firstIndex(of: name) ?? -1 }
    #expect(decoded.contains([0, 2, 10, type("number"), 0]), "the date")
    #expect(decoded.contains([0, 13, 5, type("number"), 0]), "the start time")
    #expect(decoded.contains([0, 19, 7, type("namespace"), 0]), "the title")
    #expect(decoded.contains([0, 27, 8, type("comment"), 0]), "the comment")
    #expect(decoded.contains([1, 2, 10, type("string"), 0]), "the note")
    #expect(decoded.contains([5, 0, 5, type("function"), 0]), "the name")
    #expect(decoded.contains([6, 2, 5, type("number"), 0]), "the load")
    #expect(decoded.contains([6, 10, 1, type("number"), 0]), "the reps")
    #expect(decoded.contains([6, 12, 1, type("keyword"), 0]), "done")
    #expect(decoded.contains([6, 14, 2, type("number"), 0]), "the RPE")
    #expect(decoded.contains([7, 12, 1, type("keyword"), 1]), "failed, struck through")
    #expect(decoded.contains([7, 16, 5, type("string"), 0]), "the set's note")
    #expect(decoded.contains([11, 2, 7, type("keyword"), 0]), "a routine's word")
    #expect(decoded.contains([11, 10, 7, type("class"), 0]), "its name")
    #expect(!decoded.contains { (2...3).contains($0[0]) }, "nothing on a line that does not parse")
    // A range: the same tokens, of its lines only.
    let range =
      try client.request(
        "textDocument/semanticTokens/range",
        [
          "textDocument": ["uri": Self.uri],
          "range": ["start": ["line": 6, "character": 0], "end": ["line": 7, "character": 3]],
        ]) as? [String: Any]
    let part = range?["data"] as? [Int] ?? []
    #expect(part.count == 5 * decoded.filter { (6...7).contains($0[0]) }.count)
    #expect(Array(part.prefix(5)) == [6, 2, 5, type("number"), 0])
  }

  @Test func plannedSessionsShowLastTime() throws {
    var client = try Client()
    try client.open(Self.uri, Self.week + "\n# 2026-01-12 Lower B\n\nSquat\n  100kg × 5\nPress\n")
    let lenses =
      try client.request("textDocument/codeLens", ["textDocument": ["uri": Self.uri]]) as? [[String: Any]] ?? []
    #expect(
      lenses.map { LSPSessionTests.span($0["range"]) } == [[17, 0, 17, 0], [19, 0, 19, 0]],
      "the planned session's exercises only")
    let squat = try client.request("codeLens/resolve", lenses.first ?? [:]) as? [String: Any]
    #expect(
      (squat?["command"] as? [String: Any])?["title"] as? String == "Last time, 2026-01-05: 100kg × 5 ✓ @8, 100kg × 5 ✗"
    )
    let press = try client.request("codeLens/resolve", lenses.last ?? [:]) as? [String: Any]
    #expect((press?["command"] as? [String: Any])?["title"] as? String == "No last time of Press before 2026-01-12")
  }

  @Test func workspaceSymbolsFindExercisesRoutinesAndSessions() throws {
    let folder = try LSPWorkspaceTests.Folder(["2025.unit": Self.older, "2026.unit": Self.newer])
    var client = try Client(root: folder.root)
    let all = try client.request("workspace/symbol", ["query": "lower b"]) as? [[String: Any]] ?? []
    #expect(all.map { $0["name"] as? String } == ["Routine Lower B", "2026-01-05 Lower B", "2025-12-18 Lower B"])
    let zercher = try client.request("workspace/symbol", ["query": "ZERCH"]) as? [[String: Any]] ?? []
    #expect(zercher.count == 1)
    #expect(zercher.first?["name"] as? String == "Zercher Squat" && zercher.first?["kind"] as? Int == 12)
    #expect(zercher.first?["containerName"] as? String == "2026-01-05 Lower B", "where it was last done")
    let location = zercher.first?["location"] as? [String: Any]
    #expect(
      location?["uri"] as? String == folder.uri("2026.unit")
        && LSPSessionTests.span(location?["range"]) == [2, 0, 3, 11])
  }
}
