import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// Typing at the end of a notebook in each layout a lifter keeps (one
/// notebook, a notebook and a small one whose dates interleave with it,
/// a file a year): after the first key, a key folds again only the piece
/// typed in and joins it to the settled part of the others, without
/// reading any text again, and the history is still the one a single
/// pass reads (issue 48 item 14; docs/lsp.md, The history).
@Suite struct LSPTypingTests {
  /// Years of sessions from `from`, every third day: a weigh-in now and
  /// then and bodyweight sets in between (a piece's sets before its own
  /// first weigh-in take the body weight of the pieces before it).
  static func log(years: Int, from year: Int, seed: Int = 0, bodyweight: Int = 78) -> String {
    var text = ""
    var day = LocalDate(year: year, month: 1, day: 3) ?? .minimum
    let end = LocalDate(year: year + years, month: 1, day: 1) ?? .minimum
    var k = seed
    while day < end {
      text += "# \(day) Day \(k % 3 + 1)\n\n"
      if k % 17 == 0 { text += "Bodyweight \(bodyweight + k % 5)kg\n" }
      text += "Squat \(60 + (k * 7) % 90)kg × \(3 + k % 5) ✓\n"
      text += "Pullup BW × \(5 + k % 6) ✓\nDip BW+\(5 * (k % 4))kg × 8 ✓\n\n"
      day = day.adding(days: 3) ?? end
      k += 1
    }
    return text
  }

  static func message(_ object: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: object))
  }

  /// A server with the documents open, its pieces of history small.
  static func server(_ documents: [(uri: String, text: String)]) throws -> LanguageServer {
    var server = LanguageServer()
    server.historyPieceSize = 1 << 13
    _ = server.handle(
      try message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]))
    for (uri, text) in documents {
      _ = server.handle(
        try message([
          "jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": ["textDocument": ["uri": uri, "languageId": "unit", "version": 1, "text": text]],
        ]))
    }
    return server
  }

  /// Types a new exercise at the end of `uri` (or at the start of line
  /// `at`), a key at a time, reading the history after each as the server
  /// does when idle; each reading's work, and the history checked against
  /// one pass.
  static func typeAtTheEnd(
    _ documents: [(uri: String, text: String)], of uri: String, at: Int? = nil
  ) throws -> [(work: PendingHistory.Work, pieces: Int)] {
    var server = try server(documents)
    server.refreshHistory()
    let lines = try #require(documents.first { $0.uri == uri }?.text).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let start = at ?? lines.count - 1
    var (line, character) = (start, 0)
    var typed = ""
    var works: [(work: PendingHistory.Work, pieces: Int)] = []
    for (k, c) in "Front Squat\n  100kg × 5 ✓\n".enumerated() {
      let at = ["line": line, "character": character]
      _ = server.handle(
        try message([
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": [
            "textDocument": ["uri": uri, "version": k + 2],
            "contentChanges": [["range": ["start": at, "end": at], "text": String(c)]],
          ],
        ]))
      typed.append(c)
      (line, character) = c == "\n" ? (line + 1, 0) : (line, character + String(c).utf16.count)
      server.refreshHistory()
      works += [(try #require(server.historyWork), server.historyFiles().reduce(0) { $0 + $1.text.pieces.count })]
      var now = lines
      now[start] = typed + now[start]
      let text = now.joined(separator: "\n")
      let files = documents.map { $0.uri == uri ? ($0.uri, Array(text.utf8)) : ($0.uri, Array($0.text.utf8)) }
      let got = try #require(server.history)
      let want = TrainingHistory.read(files.sorted { $0.0 < $1.0 }).history
      #expect(got.exercises == want.exercises, "key \(k)")
      #expect(got.records().map(Self.described) == want.records().map(Self.described), "key \(k)")
      #expect(got.events().map { Self.described($0.record) } == want.events().map { Self.described($0.record) })
    }
    return works
  }

  /// A record as the editor shows it: its value and where its set is
  /// (the server reads no columns).
  static func described(_ r: PersonalRecord) -> String {
    "\(r.exercise) \(r.kind) \(r.value) \(r.set.file):\(r.set.line ?? 0) \(r.set.date) \(r.set.bodyweight.map { "\($0)" } ?? "")"
  }

  /// After the first two keys (the first cuts the piece typed in out of
  /// the piece around it, and each joins the pieces not typed in into the
  /// settled part anew), each key folds one piece and joins two parts.
  static func expectOnePieceAKey(_ works: [(work: PendingHistory.Work, pieces: Int)]) {
    #expect(works.count > 20)
    for (k, (work, _)) in works.enumerated().dropFirst(2) {
      #expect(work == PendingHistory.Work(folded: 1, joined: 2, readAgain: false), "key \(k)")
    }
  }

  @Test func oneNotebook() throws {
    let log = Self.log(years: 6, from: 2019)
    let works = try Self.typeAtTheEnd([("file:///w/log.unit", log)], of: "file:///w/log.unit")
    Self.expectOnePieceAKey(works)
  }

  /// The small notebook's sessions fall among the notebook's first months:
  /// the pieces joined in path order are out of date order, which folded
  /// every session again from the texts at every key.
  @Test func aNotebookAndASmallOneWhoseDatesInterleave() throws {
    let log = Self.log(years: 6, from: 2019)
    let side = Self.log(years: 1, from: 2019, seed: 1, bodyweight: 90)
    let documents = [("file:///w/log.unit", log), ("file:///w/side.unit", side)]
    Self.expectOnePieceAKey(try Self.typeAtTheEnd(documents, of: "file:///w/log.unit"))
  }

  /// Typing in an old session of the notebook, the piece typed in comes
  /// before the other pieces' last session: every piece is joined in
  /// order, once (no settled part is made: its pieces after the one typed
  /// in move at every key), and no text is read again.
  @Test func inTheMiddleEveryPieceIsJoinedInOrder() throws {
    let log = Self.log(years: 6, from: 2019)
    let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
    let middle = try #require(lines.indices.first { $0 >= lines.count / 2 && lines[$0].hasPrefix("Dip") })
    let works = try Self.typeAtTheEnd([("file:///w/log.unit", log)], of: "file:///w/log.unit", at: middle)
    #expect(works.count > 20)
    for (k, (work, pieces)) in works.enumerated().dropFirst(2) {
      #expect(work == PendingHistory.Work(folded: 1, joined: pieces, readAgain: false), "key \(k)")
      #expect(pieces >= 8)
    }
  }

  @Test func aFileAYear() throws {
    let documents = (2015..<2025).map { y in ("file:///w/\(y).unit", Self.log(years: 1, from: y, seed: y)) }
    Self.expectOnePieceAKey(try Self.typeAtTheEnd(documents, of: "file:///w/2024.unit"))
  }
}
