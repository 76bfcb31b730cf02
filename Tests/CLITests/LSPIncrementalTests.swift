import Foundation
import Seeds
import Testing
import UnitNotebook

@testable import UnitCLI

/// Incremental sync (docs/lsp.md): the server applies each change's range
/// to its chunks and reads again only the chunks it touched. Whatever the
/// edits, it must answer exactly as a server that was sent the whole text
/// and read it all: random edits (headings made and broken, line breaks of
/// every kind, routines named alike, emoji, edits across sessions, several
/// changes in one notification) are applied both ways, and every answer
/// is compared (and the diagnostics and the outline against one reading
/// of the whole text).
@Suite struct LSPIncrementalTests {
  static let uri = "file:///tmp/log.unit"
  static let other = "file:///tmp/older.unit"

  /// Two servers, one sent ranges and one the whole text, asked alike.
  struct Twins {
    var incremental = LanguageServer()
    var whole = LanguageServer()
    var id = 100

    init(_ text: String, other: String) throws {
      // Small pieces of history: the edits fold some again and keep others.
      incremental.historyPieceSize = 512
      whole.historyPieceSize = 512
      let initialize: [String: Any] = [
        "jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": ["capabilities": LSPSessionTests.capabilities],
      ]
      for m in [initialize, Twins.open(LSPIncrementalTests.other, other), Twins.open(LSPIncrementalTests.uri, text)] {
        let a = incremental.handle(try LSPIncrementalTests.bytes(m))
        let b = whole.handle(try LSPIncrementalTests.bytes(m))
        #expect(render(a) == render(b))
      }
    }

    static func open(_ uri: String, _ text: String) -> [String: Any] {
      [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": text]],
      ]
    }

    /// One notification of range changes to one server, the text they make
    /// to the other; both publish the same diagnostics.
    mutating func change(_ changes: [[String: Any]], making text: String, version: Int) throws {
      func message(_ changes: [[String: Any]]) -> [String: Any] {
        [
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": ["textDocument": ["uri": LSPIncrementalTests.uri, "version": version], "contentChanges": changes],
        ]
      }
      let a = incremental.handle(try LSPIncrementalTests.bytes(message(changes)))
      let b = whole.handle(try LSPIncrementalTests.bytes(message([["text": text]])))
      #expect(render(a) == render(b), "the diagnostics")
      let document = try #require(incremental.documents[LSPIncrementalTests.uri])
      #expect(String(decoding: document.text.bytes, as: UTF8.self) == text, "the text")
      // Both servers read chunks: against one reading of the whole text too.
      let one = NotebookOutline(utf8: Array(text.utf8))
      #expect(document.diagnostics == one.diagnostics, "the diagnostics of one reading")
      let chunks = document.text.chunks.indices.map { document.outline(ofChunk: $0) }
      #expect(chunks.flatMap(\.sessions) == one.sessions, "the sessions of one reading")
      func placeless(_ r: NotebookOutline.RoutineEntry) -> NotebookOutline.RoutineEntry {
        var x = r
        x.routine.sessionsBefore = 0
        return x
      }
      #expect(chunks.flatMap(\.routines).map(placeless) == one.routines.map(placeless), "the routines of one reading")
    }

    /// The same request to both: the same answer.
    mutating func ask(_ method: String, _ params: [String: Any], _ what: String) throws {
      id += 1
      let m: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
      let a = render(incremental.handle(try LSPIncrementalTests.bytes(m)))
      let b = render(whole.handle(try LSPIncrementalTests.bytes(m)))
      #expect(a == b, "\(method) \(what)")
    }
  }

  /// Outputs as the bytes the server would send.
  static func render(_ outputs: [LanguageServer.Output]) -> [String] {
    outputs.map { o in
      switch o {
      case .message(let m): return m.text
      case .written(let id, let s):
        var sink = MemorySink()
        try? s.writeResponse(id: id, to: &sink)
        return String(decoding: sink.bytes, as: UTF8.self)
      case .log(let line): return "log: " + line
      }
    }
  }

  static func bytes(_ object: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: object))
  }

  static func sample(_ name: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Samples/\(name).unit"), encoding: .utf8)
  }

  /// What an edit inserts: the pieces of a notebook and the characters
  /// that move positions (line breaks of each kind, emoji, CJK).
  static let fragments = [
    "#", "# ", "\n", "\r\n", "\r", "\n\n", "# 2026-12-01 Lower A\n", "# 2026-12-01 Lower A\n\nSquat 100kg × 5 ✓\n",
    "# 2025-06-01 07:00–08:00 Early\n\nSquat\n  warmup 60kg × 5 ✓\n  110kg × 5 ✓ @8\n", "Squat\n", "  100kg × 5 ✓\n",
    "  105kg × 3 ✗\n", "# Routine Lower A\nSquat 3×5 100kg +2.5kg\n", "# routine lower  a\n", "> a note\n",
    "// comment\n", "😀", "中", "×", "✓", " @8", "x", "5", "kg", "\t", "Bench Press 60kg × 8 ✓\n", "Pullup BW × 8 ✓",
    "# 2026-13-01\n", "  ", "Deadlift\n  140kg 3×5 ✓\n",
  ]

  /// A text as UTF-16 code units and its protocol positions.
  struct Model {
    var units: [UInt16]

    init(_ text: String) { units = Array(text.utf16) }

    var text: String { String(decoding: units, as: UTF16.self) }

    /// Offsets where an edit may start or end: between scalars, never
    /// between the `\r` and `\n` of a line break.
    func isBoundary(_ i: Int) -> Bool {
      guard i > 0, i < units.count else { return true }
      if UTF16.isTrailSurrogate(units[i]) { return false }
      return !(units[i - 1] == 0x0D && units[i] == 0x0A)
    }

    func position(_ offset: Int) -> (line: Int, character: Int) {
      var line = 0
      var start = 0
      var i = 0
      while i < offset {
        if units[i] == 0x0A || (units[i] == 0x0D && (i + 1 >= units.count || units[i + 1] != 0x0A)) {
          line += 1
          start = i + 1
        }
        i += 1
      }
      return (line, offset - start)
    }

    /// Whether the offset is at the end of its protocol line.
    func isLineEnd(_ offset: Int) -> Bool {
      offset == units.count || units[offset] == 0x0A || units[offset] == 0x0D
    }
  }

  /// A random edit of the model: its change, applied.
  static func edit(_ model: inout Model, _ random: inout SplitMix64, longest: Int? = nil) -> [String: Any] {
    func boundary(near: Int) -> Int {
      var i = Swift.min(Swift.max(near, 0), model.units.count)
      while !model.isBoundary(i) { i -= 1 }
      return i
    }
    let n = model.units.count
    let a = boundary(near: Int(random.next() % UInt64(n + 1)))
    let span: Int
    switch random.next() % 4 {
    case 0: span = 0
    case 1: span = Int(random.next() % 4)
    case 2: span = Int(random.next() % 40)
    default: span = Int(random.next() % UInt64(Swift.max(1, longest ?? n / 3)))
    }
    let b = Swift.max(a, boundary(near: a + span))
    var new = random.next() % 5 == 0 ? "" : fragments[Int(random.next() % UInt64(fragments.count))]
    if random.next() % 6 == 0 { new += fragments[Int(random.next() % UInt64(fragments.count))] }
    func json(_ offset: Int) -> [String: Any] {
      var (line, character) = model.position(offset)
      // Past the end of its line means its end.
      if model.isLineEnd(offset), random.next() % 3 == 0 { character += 1 + Int(random.next() % 5) }
      return ["line": line, "character": character]
    }
    let change: [String: Any] = ["range": ["start": json(a), "end": json(b)], "text": new]
    model.units.replaceSubrange(a..<b, with: Array(new.utf16))
    return change
  }

  /// Random edits to a sample (with an older notebook open beside it),
  /// both ways; after each notification the diagnostics, and then the
  /// outline, hovers, completions, code actions and hints, compared.
  /// (Twelve seeds, two of each sample; the stress lane takes 24, the
  /// sanitizers a quarter: three samples.)
  @Test(arguments: SeedShare.take(0..<UInt64(StressLane.enabled ? 24 : 12)))
  func randomEditsAnswerAsAWholeReading(seed: UInt64) throws {
    var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 11)
    let samples = ["upper-lower", "next-week-plan", "strength-block", "bodyweight", "pounds", "conditioning"]
    var model = Model(try Self.sample(samples[Int(seed) % samples.count]))
    var twins = try Twins(model.text, other: try Self.sample("training-log"))
    for step in 0..<12 {
      var changes: [[String: Any]] = []
      for _ in 0...(random.next() % 3 == 0 ? 2 : 0) { changes.append(Self.edit(&model, &random)) }
      try twins.change(changes, making: model.text, version: step + 2)
      let doc: [String: Any] = ["uri": Self.uri]
      try twins.ask("textDocument/documentSymbol", ["textDocument": doc], "step \(step)")
      try twins.ask("textDocument/inlayHint", ["textDocument": doc], "step \(step)")
      try twins.ask("textDocument/foldingRange", ["textDocument": doc], "step \(step)")
      try twins.ask("textDocument/semanticTokens/full", ["textDocument": doc], "step \(step)")
      try twins.ask("textDocument/codeLens", ["textDocument": doc], "step \(step)")
      try twins.ask("workspace/symbol", ["query": "a"], "step \(step)")
      let lines = model.position(model.units.count).line + 1
      for _ in 0..<6 {
        let line = Int(random.next() % UInt64(lines))
        let character = Int(random.next() % 12)
        let at: [String: Any] = ["textDocument": doc, "position": ["line": line, "character": character]]
        try twins.ask("textDocument/hover", at, "step \(step) at \(line):\(character)")
        try twins.ask("textDocument/completion", at, "step \(step) at \(line):\(character)")
        let range: [String: Any] = [
          "start": ["line": line, "character": 0], "end": ["line": line, "character": character],
        ]
        try twins.ask(
          "textDocument/codeAction", ["textDocument": doc, "range": range, "context": ["diagnostics": []]],
          "step \(step) at \(line)")
        var rename = at
        rename["newName"] = "Pause Squat"
        try twins.ask("textDocument/rename", rename, "step \(step) at \(line):\(character)")
      }
    }
  }

  /// Stress lane: a notebook of about 1.5 MB (the training log written 250
  /// times, so its sessions are out of date order and the history is
  /// folded again from the texts), 400 random edits of at most 4 KB: the
  /// diagnostics after every 25th are one reading's, and the history at
  /// the end the whole text's.
  @Test(StressLane.only) func aLargeNotebookStaysInStep() throws {
    var random = SplitMix64(seed: 2026)
    var model = Model(String(repeating: try Self.sample("training-log") + "\n", count: 250))
    var server = LanguageServer()
    server.historyPieceSize = 1 << 12
    _ = server.handle(
      try Self.bytes(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
    _ = server.handle(try Self.bytes(Twins.open(Self.uri, model.text)))
    for step in 0..<400 {
      let change = Self.edit(&model, &random, longest: 4096)
      _ = server.handle(
        try Self.bytes([
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": ["textDocument": ["uri": Self.uri, "version": step + 2], "contentChanges": [change]],
        ]))
      guard step % 25 == 0 else { continue }
      server.refreshHistory()
      let document = try #require(server.documents[Self.uri])
      #expect(document.diagnostics == NotebookOutline(utf8: Array(model.text.utf8)).diagnostics, "step \(step)")
    }
    server.refreshHistory()
    let want = TrainingHistory.read([(Self.uri, Array(model.text.utf8))]).history
    LSPTwoThreadsTests.expectOnePass(try #require(server.history), want)
  }

  /// A change that cannot be applied (a line past the end, an end before
  /// its start, a range that is not one) is an error message to the
  /// editor, and the document is out of step: its diagnostics cleared, its
  /// requests refused, its other edits refused, until its whole text comes
  /// again; the server never answers from a text the editor does not have.
  @Test func anEditThatCannotBeAppliedStopsAnswersUntilTheWholeText() throws {
    var server = LanguageServer()
    func send(_ m: [String: Any]) throws -> [String] { Self.render(server.handle(try Self.bytes(m))) }
    func change(_ version: Int, _ changes: [[String: Any]]) throws -> [String] {
      try send([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": ["textDocument": ["uri": Self.uri, "version": version], "contentChanges": changes],
      ])
    }
    func hover() throws -> String {
      try send([
        "jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
        "params": ["textDocument": ["uri": Self.uri], "position": ["line": 2, "character": 1]],
      ]).joined()
    }
    func at(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }
    _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
    _ = try send(Twins.open(Self.uri, "# 2026-12-01 Lower A\n\nSquat 100kg × 5 ✓\n"))
    #expect(try hover().contains("Squat"))
    let bad: [(String, [String: Any])] = [
      ("line 7, past the end", ["range": ["start": at(7, 0), "end": at(7, 0)], "text": "x"]),
      ("ends (line 0, character 1) before it starts", ["range": ["start": at(2, 3), "end": at(0, 1)], "text": "x"]),
      (
        "range.start.line must be a whole number",
        ["range": ["start": ["line": -1, "character": 0], "end": at(0, 0)], "text": "x"]
      ),
      ("text is missing", ["range": ["start": at(0, 0), "end": at(0, 0)]]),
    ]
    for (k, (why, edit)) in bad.enumerated() {
      // A good change before the bad one does not keep it in step.
      let out = try change(2 + k, [["range": ["start": at(0, 0), "end": at(0, 0)], "text": "// a\n"], edit])
      #expect(
        out.contains { $0.hasPrefix("log: ") && $0.contains(why) && $0.contains("out of step") }, "\(why): \(out)")
      #expect(out.contains { $0.contains("window/showMessage") && $0.contains(#""type":1"#) }, "\(why)")
      #expect(out.contains { $0.contains("publishDiagnostics") && $0.contains(#""diagnostics":[]"#) }, "\(why)")
      #expect(try hover().contains(#""code":-32803"#), "\(why)")
      #expect(server.documents[Self.uri]?.isOutOfStep == true, "\(why)")
      if k < bad.count - 1 { _ = try change(20 + k, [["text": "# 2026-12-01 Lower A\n\nSquat 100kg × 5 ✓\n"]]) }
    }
    // A range edit of a document out of step is refused as well.
    let refused = try change(9, [["range": ["start": at(0, 0), "end": at(0, 0)], "text": "x"]])
    #expect(refused.contains { $0.contains("out of step: send its whole text") }, "\(refused)")
    // The whole text brings it back, and edits after it in the same list apply.
    let back = try change(
      10,
      [
        ["text": "# 2026-12-02\n\nSquat 90kg × 5 ✓\n"],
        ["range": ["start": at(0, 12), "end": at(0, 12)], "text": " Lower B"],
      ])
    #expect(back.count == 1 && back[0].contains("publishDiagnostics") && back[0].contains(#""version":10"#))
    #expect(try hover().contains("Squat"))
    #expect(
      server.documents[Self.uri].map { String(decoding: $0.text.bytes, as: UTF8.self) }
        == "# 2026-12-02 Lower B\n\nSquat 90kg × 5 ✓\n")
  }

  /// Every chunk after the first starts at a heading, and the chunks hold
  /// the text, after any edits.
  @Test(arguments: 0..<8)
  func chunksStayCutAtHeadings(seed: UInt64) throws {
    var random = SplitMix64(seed: seed &+ 77)
    var model = Model(try Self.sample("training-log"))
    var text = DocumentText(Array(model.text.utf8))
    for _ in 0..<60 {
      let change = Self.edit(&model, &random)
      let range = change["range"] as? [String: [String: Int]] ?? [:]
      func offset(_ p: [String: Int]?) -> Int? {
        text.offset(of: Position(line: p?["line"] ?? 0, character: p?["character"] ?? 0))
      }
      let s = try #require(offset(range["start"]))
      let e = try #require(offset(range["end"]))
      text.replace(s..<e, with: Array((change["text"] as? String ?? "").utf8))
      #expect(String(decoding: text.bytes, as: UTF8.self) == model.text)
      let want = Array(model.text.utf8).withUnsafeBufferPointer { NotebookOutline.chunkStarts($0) }
      #expect(text.byteStarts == (want.isEmpty ? [0] : want))
      #expect(text.chunks.allSatisfy { !$0.bytes.isEmpty } || text.chunks.count == 1)
    }
  }
}
