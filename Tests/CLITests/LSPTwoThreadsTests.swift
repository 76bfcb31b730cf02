import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// `unit lsp` reads the history of the open documents on a second thread
/// while it reads a changed document's outline, and a document of 64 KB or
/// more in two parts, the first on the server's thread once the
/// diagnostics are out. The history it gets is the one a single pass reads.
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
    #expect(got.events().count > 10, "records fall on both sides of the cut")
    #expect(got.stats(by: .week) == want.stats(by: .week))
    for name in ["Squat", "Bench Press", "Deadlift", "Run", "Pullup"] {
      #expect(got.lastTime(of: name) == want.lastTime(of: name), "\(name)")
      for metric in HistoryMetric.allCases {
        #expect(got.series(of: name, metric: metric, by: .session) == want.series(of: name, metric: metric, by: .session))
      }
    }
  }
}
