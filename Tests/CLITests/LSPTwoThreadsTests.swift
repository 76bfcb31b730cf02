import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// `unit lsp` reads the history of the open documents in pieces cut at
/// session headings: a second thread takes them from the first on while the
/// server reads a changed document's outline, the server from the last back
/// once the diagnostics are out. The history it gets is the one a single
/// pass reads, however the pieces fall.
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
    _ = server.handle(try Self.message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
    for (uri, text) in [("file:///a.unit", small), ("file:///b.unit", long)] {
      let open: [String: Any] = [
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": text]],
      ]
      _ = server.handle(try Self.message(open))
    }
    // The reading the opens started is finished when the server is idle
    // (or a request needs it); a later open waited for the earlier one.
    #expect(server.history == nil && server.pending != nil)
    server.refreshHistory()
    let got = try #require(server.history)
    let want = TrainingHistory.read([("file:///a.unit", Array(small.utf8)), ("file:///b.unit", Array(long.utf8))]).history
    Self.expectOnePass(got, want)
  }

  /// The pieces of a document follow each other from its first byte to its
  /// last, and every one after the first starts at a session heading.
  @Test func piecesCoverTheDocumentAndStartAtHeadings() {
    let text = Array(Self.longLog().utf8)
    for size in [1, 1 << 10, 1 << 14, 1 << 16, text.count] {
      let pieces = PendingHistory.pieces(of: text, file: 3, size: size)
      #expect(pieces.first?.range.lowerBound == 0 && pieces.last?.range.upperBound == text.count)
      #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
      #expect(pieces.allSatisfy { $0.file == 3 && !$0.range.isEmpty })
      #expect(pieces.dropFirst().allSatisfy { text[$0.range.lowerBound] == UInt8(ascii: "#") })
      #expect(pieces.dropLast().allSatisfy { $0.range.count >= size }, "size \(size)")
      if size <= 1 << 14 { #expect(pieces.count >= 5, "size \(size): \(pieces.count) pieces") }
    }
    #expect(PendingHistory.pieces(of: text, file: 0, size: text.count).count == 1)
    #expect(PendingHistory.pieces(of: [], file: 0, size: 16).map(\.range) == [0..<0])
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
      let got = PendingHistory(names: names, arrays: [small, long], pieceSize: size).finish()
      Self.expectOnePass(got, want)
    }
  }

  /// The server's history against a single pass: the same exercises,
  /// records, events, stats and last times (no columns: the server reads
  /// none).
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
    #expect(got.stats(by: .week) == want.stats(by: .week))
    for name in ["Squat", "Bench Press", "Deadlift", "Run", "Pullup"] {
      #expect(got.lastTime(of: name) == want.lastTime(of: name), "\(name)")
      let before = LocalDate(year: 2016, month: 3, day: 1)
      #expect(got.lastTime(of: name, before: before) == want.lastTime(of: name, before: before), "\(name)")
      // The editor charts nothing: it keeps no session's best sets, so it
      // has the series of volume only.
      #expect(got.series(of: name, metric: .volume, by: .session) == want.series(of: name, metric: .volume, by: .session))
      for metric in [HistoryMetric.e1rm, .heaviest, .reps] { #expect(got.series(of: name, metric: metric) == nil) }
    }
  }
}
