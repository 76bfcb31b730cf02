import Seeds
import Testing
import UnitNotebook

@testable import UnitCLI

/// The parts of `unit lsp`, in memory: framing, positions, the JSON tree.
@Suite struct LSPPartsTests {
  static func framed(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

  @Test(arguments: [1, 2, 3, 7, 64, 65536])
  func messagesSplitAnywhereReadTheSame(chunk: Int) {
    let bodies = [#"{"a":1}"#, #"{"text":"× ✓ 😀 中\r\n"}"#, "[]"]
    var stream = bodies.flatMap(Self.framed)
    stream += Array("Content-Length: x\r\n\r\n".utf8) + Self.framed("{}")
    var reader = MessageReader(MemorySource(stream, chunk: chunk))
    var got: [String] = []
    while true {
      switch reader.next() {
      case .message(let b): got.append(String(decoding: b, as: UTF8.self))
      case .problem(let p): got.append("problem \(p.code)")
      case .end:
        #expect(got == bodies + ["problem -32700", "{}"])
        return
      }
    }
  }

  @Test func aHeaderOfManyLinesIsCutAtItsLimit() {
    let long = Array(String(repeating: "X-Padding: 0123456789\r\n", count: 500).utf8)
    var stream = long + Array("Content-Length: 2\r\n\r\n{}".utf8)
    stream += Self.framed("[1]")
    var reader = MessageReader(MemorySource(stream, chunk: 100))
    var got: [String] = []
    loop: while true {
      switch reader.next() {
      case .message(let b): got.append(String(decoding: b, as: UTF8.self))
      case .problem(let p): got.append(p.message)
      case .end: break loop
      }
    }
    #expect(got.first == FramingProblem.headerTooLong.message)
    #expect(got.last == "[1]", "the reader finds the next message")
  }

  /// Random bytes made of header and JSON pieces, in random chunks: the
  /// server answers or ignores each, and never stops before the input ends.
  @Test(arguments: 0..<64)
  func garbageNeverStopsTheServer(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let pieces = [
      "Content-Length: ", "content-length:", "Content-Type: x; charset=latin1", "\r\n", "\n", "\r\n\r\n", "{", "}", "[",
      "]",
      "\"", ":", ",", "\"jsonrpc\":\"2.0\"", "\"id\":", "\"method\":\"textDocument/hover\"", "\"params\":", "null", "7",
      "-1",
      "1e999", "\\u0000", "\u{FF}", "😀", "exit", "\"method\":\"initialize\"",
    ]
    var stream: [UInt8] = []
    for _ in 0..<(random.next() % 300) {
      if random.next() % 8 == 0 {
        stream.append(UInt8(truncatingIfNeeded: random.next()))
      } else {
        stream += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
      }
    }
    var sink = MemorySink()
    let status = LSPCommand.serve(
      input: MemorySource(stream, chunk: Int(random.next() % 50) + 1), output: &sink, log: { _ in })
    #expect(status == 0 || status == 1)
  }

  /// Valid messages with a few bytes changed, framed correctly, after a
  /// correct start: every handler meets broken params, positions past the
  /// ends, changes with odd ranges. The server answers every request (or the
  /// message's error) and ends only when told to or at the end of the input.
  @Test(arguments: 0..<64)
  func mutatedMessagesNeverStopTheServer(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let doc = ##"{"uri":"u"}"##
    let start = [
      ##"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"hover":{"contentFormat":["markdown"]},"documentSymbol":{"hierarchicalDocumentSymbolSupport":true}}}}}"##,
      ##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":"# 2026-11-29 Lower A\nA1. Squat\n  100kg × 5 ✓ @8\nRun 5km 25:30 ✓ > 😀\n"}}}"##,
    ]
    let templates = [
      ##"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":\##(doc),"position":{"line":2,"character":4}}}"##,
      ##"{"jsonrpc":"2.0","id":3,"method":"textDocument/completion","params":{"textDocument":\##(doc),"position":{"line":1,"character":6}}}"##,
      ##"{"jsonrpc":"2.0","id":4,"method":"textDocument/documentSymbol","params":{"textDocument":\##(doc)}}"##,
      ##"{"jsonrpc":"2.0","id":5,"method":"textDocument/formatting","params":{"textDocument":\##(doc),"options":{"tabSize":2,"insertSpaces":true}}}"##,
      ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":2},"contentChanges":[{"range":{"start":{"line":3,"character":14},"end":{"line":3,"character":16}},"text":"中\r"}]}}"##,
      ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":3},"contentChanges":[{"text":"# 2026-11-30\r\nDip BW × 5 ✓\r\n"}]}}"##,
      ##"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":\##(doc)}}"##,
      ##"{"jsonrpc":"2.0","id":6,"method":"textDocument/rename","params":{"textDocument":\##(doc),"position":{"line":1,"character":6},"newName":"Front Squat"}}"##,
      ##"{"jsonrpc":"2.0","id":7,"method":"textDocument/prepareRename","params":{"textDocument":\##(doc),"position":{"line":1,"character":6}}}"##,
      ##"{"jsonrpc":"2.0","id":8,"method":"textDocument/foldingRange","params":{"textDocument":\##(doc)}}"##,
      ##"{"jsonrpc":"2.0","id":9,"method":"textDocument/semanticTokens/range","params":{"textDocument":\##(doc),"range":{"start":{"line":1,"character":0},"end":{"line":3,"character":0}}}}"##,
      ##"{"jsonrpc":"2.0","id":10,"method":"textDocument/codeLens","params":{"textDocument":\##(doc)}}"##,
      ##"{"jsonrpc":"2.0","id":11,"method":"codeLens/resolve","params":{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"data":{"name":"Squat","before":"2026-11-29"}}}"##,
      ##"{"jsonrpc":"2.0","id":12,"method":"workspace/symbol","params":{"query":"lower"}}"##,
      // Range edits: typed, across a heading, past the end, backwards.
      ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":4},"contentChanges":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"text":""},{"range":{"start":{"line":1,"character":2},"end":{"line":2,"character":0}},"text":"\n# 2026-12-01\n"}]}}"##,
      ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":5},"contentChanges":[{"range":{"start":{"line":9,"character":0},"end":{"line":9,"character":0}},"text":"x"}]}}"##,
      ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":6},"contentChanges":[{"range":{"start":{"line":2,"character":3},"end":{"line":1,"character":0}},"text":"x"}]}}"##,
    ]
    let junk = Array("{}[]\":,0123456789-e.\\ nultrfase😀\u{0}".utf8)
    var stream = start.flatMap(Self.framed)
    for _ in 0..<40 {
      var m = Array(templates[Int(random.next() % UInt64(templates.count))].utf8)
      for _ in 0..<(random.next() % 4) {
        guard !m.isEmpty else { break }
        let at = Int(random.next() % UInt64(m.count))
        switch random.next() % 3 {
        case 0: m.remove(at: at)
        case 1: m.insert(junk[Int(random.next() % UInt64(junk.count))], at: at)
        default: m[at] = junk[Int(random.next() % UInt64(junk.count))]
        }
      }
      stream += Array("Content-Length: \(m.count)\r\n\r\n".utf8) + m
    }
    var sink = MemorySink()
    let status = LSPCommand.serve(input: MemorySource(stream, chunk: 997), output: &sink, log: { _ in })
    #expect(status == 1, "the input ended without shutdown")
    #expect(String(decoding: sink.bytes, as: UTF8.self).hasPrefix("Content-Length: "))
  }

  @Test func aMessageCutShortEndsTheInput() {
    var reader = MessageReader(MemorySource(Array("Content-Length: 10\r\n\r\n{}".utf8)))
    guard case .end = reader.next() else {
      Issue.record("expected the end")
      return
    }
  }

  @Test func positionsCountUTF16() {
    // a × ✓ 😀 中 b: the emoji is two code units, the rest one each.
    let text = Array("a×✓😀中b\r\nx\ry\n".utf8)
    let map = PositionMap(text)
    #expect(map.lineCount == 4)
    let b = text.firstIndex(of: UInt8(ascii: "b")) ?? 0
    #expect(map.position(of: b) == Position(line: 0, character: 6))
    #expect(map.offset(of: Position(line: 0, character: 6)) == b)
    // Inside the emoji: its start. Past the end of a line: the line's end.
    let emoji = text.firstIndex(of: 0xF0) ?? 0
    #expect(map.offset(of: Position(line: 0, character: 4)) == emoji)
    #expect(map.offset(of: Position(line: 0, character: 99)) == b + 1)
    #expect(map.offset(of: Position(line: 4, character: 0)) == nil)
    #expect(map.position(of: text.count) == Position(line: 3, character: 0))
    // The notebook's lines end at \n alone: its line 2 is "x\ry".
    let x = text.firstIndex(of: UInt8(ascii: "x")) ?? 0
    #expect(map.notebookLine(2) == x..<(x + 3))
    #expect(map.notebookLineNumber(of: x + 2) == 2)
    #expect(map.position(of: x + 2) == Position(line: 2, character: 0))
  }

  @Test func theOutlineKnowsWhereNamesAndTitlesAreWritten() {
    let text = "# 2026-11-29 Lower \\# A // deload\n- A1. Row 2000m: 7:30 ✓\n# 2026-11-30\nSquat\n"
    let bytes = Array(text.utf8)
    let outline = NotebookOutline(utf8: bytes)
    func written(_ r: Range<Int>?) -> String? { r.map { String(decoding: bytes[$0], as: UTF8.self) } }
    #expect(outline.sessions.map { written($0.titleBytes) } == ["Lower \\# A", nil])
    #expect(outline.sessions.flatMap(\.exercises).map { written($0.nameBytes) } == ["Row 2000m", "Squat"])
    // Where a name being typed starts: after blanks, a bullet and a label.
    for (line, start) in [("  Sq", 2), ("- A1. Be", 6), ("b2) ", 4), ("A1.", 3), ("", 0), ("Bench P", 0), ("* ", 2)] {
      #expect(NotebookOutline.nameStart(inLine: Array(line.utf8)) == start, "\(line)")
    }
  }

  @Test func jsonValuesReadAndWriteBack() throws {
    let text = #"{"id":12,"f":-1.5e3,"s":"a\"\\\n\u00e9😀","n":null,"t":[true,false,{}],"o":{"k":[]}}"#
    let value = try JSONValue.parse(Array(text.utf8))
    #expect(value["id"]?.intValue == 12)
    #expect(value["f"] == .number("-1.5e3"))
    #expect(value["s"]?.stringValue == "a\"\\\né😀")
    #expect(value.text == #"{"id":12,"f":-1.5e3,"s":"a\"\\\né😀","n":null,"t":[true,false,{}],"o":{"k":[]}}"#)
    #expect(try JSONValue.parse(Array(value.text.utf8)) == value)
    let built: JSONValue = ["b": 1, "a": ["x", nil, true]]
    #expect(built.text == #"{"b":1,"a":["x",null,true]}"#, "members keep their order")
    #expect(JSONValue.number("7.0").intValue == 7)
    #expect(JSONValue.number("7.5").intValue == nil)
  }

  @Test func jsonLimitsAreClearErrors() {
    let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    #expect(throws: JSONValueError(kind: .limit, offset: 32, message: "the JSON is nested more than 32 levels deep")) {
      try JSONValue.parse(Array(deep.utf8))
    }
    let wide = "[" + Array(repeating: "1", count: 11).joined(separator: ",") + "]"
    #expect(throws: JSONValueError(kind: .limit, offset: 19, message: "the JSON holds more than 10 values")) {
      try JSONValue.parse(Array(wide.utf8), maximumValues: 10)
    }
    #expect((try? JSONValue.parse(Array("{\"a\":}".utf8))) == nil)
  }

  @Test func changesWithRangesAreAppliedInOrder() throws {
    var server = LanguageServer()
    let initialize = ##"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"##
    let open =
      ##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":"# 2026-11-29\nSquat 😀 60kg × 8\n"}}}"##
    // Replace the emoji (two code units at 6..8), then insert at the start.
    let change =
      ##"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"u","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":6},"end":{"line":1,"character":8}},"text":"中"},{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"// log\n"}]}}"##
    for m in [initialize, open, change] { _ = server.handle(Array(m.utf8)) }
    let text = server.documents["u"].map { String(decoding: $0.text.bytes, as: UTF8.self) }
    #expect(text == "// log\n# 2026-11-29\nSquat 中 60kg × 8\n")
    #expect(server.documents["u"]?.version == 2)
  }

  @Test func theServerRunsInMemoryToo() {
    let messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      ##"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":"# 2026-11-29\nSquat 60 × 8\n"}}}"##,
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]
    var sink = MemorySink()
    var logged: [String] = []
    let status = LSPCommand.serve(
      input: MemorySource(messages.flatMap(Self.framed), chunk: 5), output: &sink, log: { logged.append($0) })
    #expect(status == 0)
    #expect(logged.isEmpty)
    let written = String(decoding: sink.bytes, as: UTF8.self)
    #expect(written.components(separatedBy: "Content-Length: ").count == 4, "initialize, diagnostics, shutdown")
    #expect(written.contains(#""message":"expected a unit after 60 (kg or lb)""#))
    #expect(written.hasSuffix(#"{"jsonrpc":"2.0","id":2,"result":null}"#))
  }
}

extension LSPPartsTests {
  /// A megabyte of method name or URI: the error quotes 40 bytes of it.
  @Test func longNamesAreQuotedShort() {
    let long = String(repeating: "x", count: 1 << 20)
    let messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"\#(long)"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(long)"},"position":{"line":0,"character":0}}}"#,
    ]
    var sink = MemorySink()
    _ = LSPCommand.serve(input: MemorySource(messages.flatMap(Self.framed), chunk: 65536), output: &sink, log: { _ in })
    let written = String(decoding: sink.bytes, as: UTF8.self)
    let cut = String(repeating: "x", count: 40) + "…"
    #expect(written.contains("unit lsp does not handle the request '\(cut)'"))
    #expect(written.contains("no open document has the uri \(cut) (send textDocument/didOpen first)"))
    #expect(written.utf8.count < 2000)
  }
}

/// The library's seeded generator (SplitMix64), so a failing seed fails again.
typealias SplitMix = SplitMix64

/// The outline written in pieces as it is sent (issue 35): its header
/// gives its length, it reads as the symbols, and a failed write ends the
/// server as any failed answer does.
extension LSPPartsTests {
  /// A notebook whose outline is several pieces of 64 KB: a routine, then
  /// 3,000 exercises (a quote in each name) in sessions of 150.
  static let bigNotebook: String = {
    var s = "# Routine Lower A\nSquat 3×5 +2.5kg\nRow 3×8\n\n"
    for k in 0..<3_000 {
      if k % 150 == 0 { s += "\n# 2026-01-\(10 + k / 150) 07:00 Day \(k / 150)\n" }
      s += "Lift \\\"\(k) 60kg × 5 ✓\n"
    }
    return s
  }()

  /// The messages `serve` wrote, each as its declared length and its JSON.
  static func messages(_ bytes: [UInt8]) -> [(length: Int, json: JSONValue?)] {
    var out: [(Int, JSONValue?)] = []
    var rest = bytes[...]
    while let end = rest.firstRange(of: Array("\r\n\r\n".utf8)) {
      let header = String(decoding: rest[rest.startIndex..<end.lowerBound], as: UTF8.self)
      let length = Int(header.dropFirst("Content-Length: ".count)) ?? -1
      let body = rest[end.upperBound...].prefix(Swift.max(length, 0))
      out.append((length, try? JSONValue.parse(Array(body))))
      rest = rest[(end.upperBound + body.count)...]
    }
    return out
  }

  static func symbols(hierarchical: Bool, capacity: Int? = nil) -> (status: Int32, written: [UInt8], log: [String]) {
    let text = JSONValue.string(bigNotebook).text
    let messages = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"textDocument":{"documentSymbol":{"hierarchicalDocumentSymbolSupport":\#(hierarchical)}}}}}"#,
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"u","version":1,"text":\#(text)}}}"#,
      #"{"jsonrpc":"2.0","id":"outline","method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"u"}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ]
    var sink = MemorySink(capacity: capacity)
    var logged: [String] = []
    let status = LSPCommand.serve(
      input: MemorySource(messages.flatMap(Self.framed)), output: &sink, log: { logged.append($0) })
    return (status, sink.bytes, logged)
  }

  @Test func theOutlineIsWrittenInPiecesWithItsLength() throws {
    for hierarchical in [true, false] {
      let (status, written, log) = Self.symbols(hierarchical: hierarchical)
      #expect(status == 0 && log.isEmpty)
      let answer = try #require(Self.messages(written).first { $0.json?["id"] == "outline" })
      #expect(answer.length > 4 * WrittenAnswerWriter.pieceSize)
      let symbols = answer.json?["result"]?.arrayValue ?? []
      if hierarchical {
        #expect(
          symbols.map { $0["name"]?.stringValue } == ["Routine Lower A"]
            + (0..<20).map { "2026-01-\(10 + $0) Day \($0)" })
        #expect(symbols.dropFirst().allSatisfy { $0["children"]?.arrayValue?.count == 150 })
        #expect(symbols.last?["children"]?.arrayValue?.last?["name"]?.stringValue == "Lift \"2999")
      } else {
        #expect(symbols.count == 2 + 1 + 3_000 + 20)
        #expect(symbols.last?["name"]?.stringValue == "2026-01-29 Day 19")
        #expect(symbols.dropLast().last?["containerName"]?.stringValue == "2026-01-29 Day 19")
      }
    }
  }

  /// A write that fails in the middle of the outline (a full disk after
  /// 100 KB) ends the server with status 2, saying why.
  @Test func aFailedPieceEndsTheServer() {
    let (status, _, log) = Self.symbols(hierarchical: true, capacity: 100_000)
    #expect(status == 2)
    #expect(log.count == 1)
  }

  /// An object's members are read into a list as they come: one of 99,999
  /// keys is read (the limit is on values), and a key written twice reads
  /// as its last value.
  @Test func anObjectOfManyKeysIsRead() throws {
    let members = (0..<99_998).map { "\"k\($0)\":\($0)" } + ["\"k5\":\"last\""]
    let value = try JSONValue.parse(Array(("{" + members.joined(separator: ",") + "}").utf8))
    #expect(value["k99997"]?.intValue == 99_997)
    #expect(value["k5"]?.stringValue == "last")
  }
}
