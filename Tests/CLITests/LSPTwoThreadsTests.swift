import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// `unit lsp` reads the history in pieces, runs of chunks cut at session
/// headings: those a change touched are folded again (a second thread takes
/// them from the first on, the server's from the last back), the others
/// kept from the last reading, and all joined. The history it gets is the
/// one a single pass reads, however the pieces fall and whichever were
/// kept.
@Suite struct LSPTwoThreadsTests {
  /// Four hundred weeks of a program, weights climbing and falling back,
  /// then an earlier session written last (out of date order).
  static func longLog() -> String {
    var text = ""
    var monday = LocalDate(year: 2015, month: 1, day: 5) ?? .minimum
    for w in 0..<400 {
      for (day, name) in [(0, "Squat"), (2, "Bench Press"), (4, "Deadlift")] {
        let date = monday.adding(days: day) ?? monday
        let top = 60 + (w * 7) % 90
        text += "# \(date) Week \(w + 1)\n\n\(name)\n  warmup 40kg × 5 ✓\n"
        text += "  \(top)kg × \(3 + w % 5) ✓\n  \(top + 5)kg × \(1 + w % 3) \(w % 4 == 0 ? "✗" : "✓")\n"
        text += "Run \(3 + w % 4)km \(20 + w % 9):30 ✓\n\n"
      }
      monday = monday.adding(days: 7) ?? monday
    }
    return text + "# 2014-06-02 Early\n\nSquat 200kg × 1 ✓\n"
  }

  static func message(_ object: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: object))
  }

  @Test func aLargeDocumentIsReadAsInOnePass() throws {
    let small = "# 2014-01-06 Start\n\nSquat 100kg × 5 ✓\nPullup BW × 8 ✓\n"
    let long = Self.longLog()
    #expect(long.utf8.count >= 1 << 16, "large enough to be cut")
    var server = LanguageServer()
    server.historyPieceSize = 1 << 14  // the long log in seven pieces
    _ = server.handle(
      try Self.message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
    for (uri, text) in [("file:///a.unit", small), ("file:///b.unit", long)] {
      let open: [String: Any] = [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": text]],
      ]
      _ = server.handle(try Self.message(open))
    }
    // The history is read when the server is idle (or a request needs it).
    #expect(server.history == nil)
    #expect(PendingHistory(files: server.historyFiles(), kept: [:]).pieces.count >= 7)
    server.refreshHistory()
    let got = try #require(server.history)
    let want = TrainingHistory.read([("file:///a.unit", Array(small.utf8)), ("file:///b.unit", Array(long.utf8))])
      .history
    Self.expectOnePass(got, want)
    Self.expectLastTimes(server, want)
  }

  /// The pieces of a document follow each other from its first chunk to
  /// its last, every one after the first starts at a session heading, and
  /// each but the last holds at least the size asked for.
  @Test func piecesCoverTheDocumentAndStartAtHeadings() {
    let bytes = Array(Self.longLog().utf8)
    for size in [1, 1 << 10, 1 << 14, 1 << 16, bytes.count] {
      var text = DocumentText(bytes)
      text.markPieces(size: size)
      let pieces = text.pieces
      #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == text.chunks.count)
      #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
      #expect(pieces.allSatisfy { !$0.isEmpty })
      #expect(pieces.dropFirst().allSatisfy { text[text.byteStarts[$0.lowerBound]] == UInt8(ascii: "#") })
      let sizes = pieces.map { r in text.chunks[r].reduce(0) { $0 + $1.bytes.count } }
      #expect(sizes.dropLast().allSatisfy { $0 >= size }, "size \(size)")
      if size <= 1 << 14 { #expect(pieces.count >= 5, "size \(size): \(pieces.count) pieces") }
    }
    var whole = DocumentText(bytes)
    whole.markPieces(size: bytes.count)
    #expect(whole.pieces.count == 1)
    var empty = DocumentText([])
    empty.markPieces(size: 16)
    #expect(empty.pieces == [0..<1])
  }

  /// However small the pieces (one session each) or large (a document
  /// each), and whichever thread takes which, the joined history is the
  /// single pass's.
  @Test func everyCutJoinsToOnePass() {
    let small = Array("# 2014-01-06 Start\n\nSquat 100kg × 5 ✓\nPullup BW × 8 ✓\n".utf8)
    let long = Array(Self.longLog().utf8)
    let names = ["file:///a.unit", "file:///b.unit"]
    let want = TrainingHistory.read([(names[0], small), (names[1], long)]).history
    for size in [1, 1 << 12, 1 << 16, 1 << 30] {
      let files = zip(names, [small, long]).map { name, bytes in (uri: name, text: Self.read(bytes, size: size)) }
      let got = PendingHistory(files: files, kept: [:]).finish().history
      Self.expectOnePass(got, want)
    }
  }

  /// A piece is folded in runs of its chunks, never joined whole: however
  /// the runs fall (a session each, a few, the piece whole), the history
  /// is the single pass's, its sets on the same lines: with the sessions
  /// in date order (the pieces are joined as folded) and without (they
  /// are folded again from the text).
  @Test(arguments: [true, false]) func everyRunFoldsAsTheWhole(inOrder: Bool) {
    let log = Self.longLog()
    let text = inOrder ? String(log[..<(log.range(of: "# 2014-06-02")?.lowerBound ?? log.endIndex)]) : log
    let long = Array(text.utf8)
    let want = TrainingHistory.read([("file:///b.unit", long)]).history
    for runSize in [1, 1 << 9, 1 << 12, 1 << 30] {
      let pending = PendingHistory(
        files: [("file:///b.unit", Self.read(long, size: 1 << 14))], kept: [:], runSize: runSize)
      #expect(pending.pieces.count >= 4)
      #expect(
        HistoryReader(names: ["file:///b.unit"], aliases: NameTable.aliases, asking: PendingHistory.questions)
          .joinsInOrder(pending.pieces.map { ($0.fold(pending.reader).part, $0.lines, $0.offset) }) == inOrder)
      Self.expectOnePass(pending.finish().history, want)
    }
  }

  /// An edit folds again only the piece it touched (here one, of a
  /// session in the middle), cut at the edit: the chunks before it, the
  /// chunk edited and those after it, each a piece; the next edit of that
  /// chunk folds it alone. The history is the edited text's.
  @Test func anEditFoldsOnlyItsPiece() throws {
    let long = Array(Self.longLog().utf8)
    let size = 1 << 13
    var text = Self.read(long, size: size)
    var done = PendingHistory(files: [("file:///b.unit", text)], kept: [:]).finish()
    #expect(text.pieces.count > 8)
    let middle = text.chunks.count / 2
    let around = try #require(text.pieces.first { $0.contains(middle) })
    for (round, weight) in ["90", "95"].enumerated() {
      // The top set of a session in the middle, lighter.
      let at = text.byteStarts[middle] + (text.chunks[middle].bytes.firstIndex(of: UInt8(ascii: "k")) ?? 0) - 2
      text.replace(at..<(at + 2), with: Array(weight.utf8))
      var names = NameTable()
      for k in text.chunks.indices where text.chunks[k].reading == nil {
        text.setReading(ChunkReading(text.chunks[k].bytes, names: &names), ofChunk: k)
      }
      text.markPieces(size: size)
      let again = PendingHistory(files: [("file:///b.unit", text)], kept: done.pieces, settled: done.settled)
      let folded = again.pieces.indices.filter { again.pieces[$0].kept == nil }.map { text.pieces[$0] }
      #expect(folded.contains(middle..<(middle + 1)), "the chunk edited is a piece")
      #expect(folded.allSatisfy { around.contains($0.lowerBound) && $0.upperBound <= around.upperBound })
      #expect(folded.count == (round == 0 ? 3 : 1), "round \(round): \(folded)")
      done = again.finish()
      Self.expectOnePass(done.history, TrainingHistory.read([("file:///b.unit", text.bytes)]).history)
    }
  }

  /// A text cut in chunks, each read, its pieces marked.
  static func read(_ bytes: [UInt8], size: Int) -> DocumentText {
    var text = DocumentText(bytes)
    var names = NameTable()
    for k in text.chunks.indices { text.setReading(ChunkReading(text.chunks[k].bytes, names: &names), ofChunk: k) }
    text.markPieces(size: size)
    return text
  }

  /// The server's history against a single pass: the same exercises,
  /// records and events (no columns: the server reads none; no digests:
  /// it finds last times in its chunks, `expectLastTimes`).
  static func expectOnePass(_ got: TrainingHistory, _ want: TrainingHistory) {
    // The server reads no columns (its hints go by line).
    func strip(_ s: HistorySet) -> HistorySet {
      var x = s
      #expect(x.column == nil || x.file.isEmpty, "no column read")
      x.column = nil
      return x
    }
    func strip(_ r: PersonalRecord) -> PersonalRecord {
      var x = r
      x.set = strip(r.set)
      return x
    }
    func stripWant(_ r: PersonalRecord) -> PersonalRecord {
      var x = r
      x.set.column = nil
      return x
    }
    #expect(got.exercises == want.exercises)
    #expect(got.records().map(strip) == want.records().map(stripWant))
    #expect(
      got.events().map { "\(strip($0.record)) \($0.was) \(strip($0.wasSet))" }
        == want.events().map { e in
          var w = e.wasSet
          w.column = nil
          return "\(stripWant(e.record)) \(e.was) \(w)"
        })
    #expect(got.events().count > 10, "records fall in many pieces")
  }

  /// The server's last times, found in its chunks, are the history's.
  static func expectLastTimes(_ server: LanguageServer, _ want: TrainingHistory) {
    let names = ["Squat", "Bench Press", "Deadlift", "Run", "Pullup", "squat", "Nothing"]
    for date in [
      nil, LocalDate(year: 2016, month: 3, day: 1), LocalDate(year: 2014, month: 6, day: 3),
      LocalDate(year: 2014, month: 1, day: 1),
    ] {
      let got = server.lastTimes(of: names, before: date)
      for (name, last) in zip(names, got) {
        #expect(last == want.lastTime(of: name, before: date), "\(name) before \(date.map { "\($0)" } ?? "any day")")
      }
    }
  }
}
