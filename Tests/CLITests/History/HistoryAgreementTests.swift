import Foundation
import Testing
import UnitNotebook

/// The library, the command line and the language server give the same
/// numbers on the same notebooks: records, events with their places,
/// stats, series, last time.
@Suite struct HistoryAgreementTests {
  static let root = ProgressChartTests.root
  static let cases = root.appendingPathComponent("Tests/CLITests/Cases/history-prs/files")

  static func texts() throws -> [(name: String, text: [UInt8])] {
    [
      ("training-log.unit", Array(try Data(contentsOf: root.appendingPathComponent("Samples/training-log.unit")))),
      ("a.unit", Array(try Data(contentsOf: cases.appendingPathComponent("a.unit")))),
      ("b.unit", Array(try Data(contentsOf: cases.appendingPathComponent("b.unit")))),
    ]
  }

  /// Runs `unit` in a folder holding the notebooks.
  static func unit(_ args: [String]) throws -> String {
    let work = try TemporaryFolder()
    for t in try texts() { try Data(t.text).write(to: work.url.appendingPathComponent(t.name)) }
    let r = try UnitProcess.run(args + (try texts()).map(\.name), in: work.url)
    #expect(r.status == 0, "\(args): \(r.stderr)")
    return String(decoding: r.stdout, as: UTF8.self)
  }

  static func json(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  static func number(_ d: DecimalValue) -> Double { d.doubleValue }

  /// A notebook large enough for the command line to fold it in pieces on
  /// two threads (above `ParallelFormat.threshold`), with records all
  /// through it: the events, with their lines, and the stats are the
  /// library's one pass. (A large input: the stress lane's. The pieces
  /// themselves are joined as one pass in every lane, by the library's
  /// tests of `HistoryPart`s and ParallelFormatTests.)
  @Test(StressLane.only) func aLargeNotebookFoldedInPiecesAgrees() throws {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var s = "> a long log\n\n"
    for i in 0..<70_000 {
      s += "# \(2000 + i / 336)-\(two(1 + (i / 28) % 12))-\(two(1 + i % 28)) Day \(i)\n"
      s += "Squat\n  \(60 + i / 250 + (i &* 7_919) % 7)kg x \(1 + i % 8) done\n  \(50 + i % 41)kg x 5 done\n"
      s += "Pullup BW x \(5 + i % 11) done\n\n"
    }
    let text = Array(s.utf8)
    #expect(text.count > 4 << 20)
    let (h, d) = TrainingHistory.read([("big.unit", text)])
    #expect(d.allSatisfy { $0.isEmpty })
    let events = h.events().map { e in
      "\(e.record.set.file):\(e.record.set.line ?? 0):\(e.record.set.column ?? 0): record: \(e)\n"
    }.joined()
    #expect(h.events().count > 100)
    let work = try TemporaryFolder()
    try Data(text).write(to: work.url.appendingPathComponent("big.unit"))
    let r = try UnitProcess.run(["prs", "--events", "big.unit"], in: work.url)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(String(decoding: r.stdout, as: UTF8.self) == events)
    let run = try UnitProcess.run(["stats", "--json", "--by", "month", "big.unit"], in: work.url)
    let stats = HistoryAgreementTests.json(String(decoding: run.stdout, as: UTF8.self))
    let library = h.stats(by: .month)
    let total = stats["total"] as? [String: Any] ?? [:]
    #expect(total["sets"] as? Int == library.total.sets)
    #expect((total["reps"] as? Int).map(HistoryNumber.init) == library.total.reps)
    #expect((stats["periods"] as? [Any])?.count == library.periods.count)
  }

  @Test func eventsAndRecords() throws {
    let (h, d) = TrainingHistory.read(try HistoryAgreementTests.texts())
    #expect(d.allSatisfy { $0.isEmpty })
    let lines = h.events().map { e in
      "\(e.record.set.file):\(e.record.set.line ?? 0):\(e.record.set.column ?? 0): record: \(e)\n"
    }.joined()
    #expect(lines.count > 1000)
    #expect(try HistoryAgreementTests.unit(["prs", "--events"]) == lines)

    let prs = HistoryAgreementTests.json(try HistoryAgreementTests.unit(["prs", "--json"]))
    let exercises = prs["exercises"] as? [[String: Any]] ?? []
    #expect(exercises.map { $0["name"] as? String } == h.exercises.map(\.name))
    for x in exercises {
      let name = x["name"] as? String ?? ""
      let records = h.records(of: name)
      if case .weight(let n, let unit)? = records.first(where: { $0.kind == .e1rm })?.value {
        #expect((x["e1rm"] as? [String: Any])?["value"] as? Double == n.doubleValue, "\(name)")
        #expect((x["e1rm"] as? [String: Any])?["unit"] as? String == unit.rawValue, "\(name)")
      } else {
        #expect(x["e1rm"] == nil, "\(name)")
      }
      if let heaviest = records.first(where: { $0.kind == .heaviest }) {
        let j = x["heaviest"] as? [String: Any] ?? [:]
        #expect(j["date"] as? String == heaviest.set.date.description)
        #expect(j["line"] as? Int == heaviest.set.line)
      }
      #expect(x["sessions"] as? Int == h.exercise(named: name)?.sessions)
    }
  }

  @Test func statsSeriesAndLastTime() throws {
    let (h, _) = TrainingHistory.read(try HistoryAgreementTests.texts())
    let stats = HistoryAgreementTests.json(try HistoryAgreementTests.unit(["stats", "--json", "--by", "month"]))
    let library = h.stats(by: .month)
    let total = stats["total"] as? [String: Any] ?? [:]
    #expect(total["sets"] as? Int == library.total.sets)
    #expect((total["reps"] as? Int).map(HistoryNumber.init) == library.total.reps)
    #expect((total["volume"] as? [String: Any])?[library.unit.rawValue] as? Double == library.total.volume.doubleValue)
    #expect((stats["periods"] as? [Any])?.count == library.periods.count)

    for metric in HistoryMetric.allCases {
      // Lifts for the weight metrics, a run for conditioning.
      let name = [.distance, .duration, .pace].contains(metric) ? "Run" : "Squat"
      let progress = HistoryAgreementTests.json(
        try HistoryAgreementTests.unit(["progress", name, "--metric", metric.rawValue, "--json"]))
      let points = progress["points"] as? [[String: Any]] ?? []
      let series = try #require(h.series(of: name, metric: metric))
      #expect(!points.isEmpty, "\(metric)")
      #expect(points.map { $0["value"] as? Double } == series.points.map { $0.value.doubleValue }, "\(metric)")
      #expect(points.map { $0["record"] as? Bool } == series.points.map(\.isRecord), "\(metric)")
    }

    let last = try HistoryAgreementTests.unit(["last", "Bench Press"])
    let block = try #require(h.lastTime(of: "bench press"))
    #expect(last == Notebook(sessions: [block.session]).canonicalText)
  }

  @Test func theLanguageServerAgrees() throws {
    let texts = try HistoryAgreementTests.texts()
    let (h, _) = TrainingHistory.read(texts.map { (name: "file:///n/" + $0.name, text: $0.text) })
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    for t in texts {
      try LSPSessionTests.open(client, "file:///n/" + t.name, String(decoding: t.text, as: UTF8.self))
      _ = try client.notification("textDocument/publishDiagnostics")
    }
    let uri = "file:///n/training-log.unit"
    let hints = try client.result("textDocument/inlayHint", ["textDocument": ["uri": uri]]) as? [[String: Any]] ?? []
    var expected: [String] = []
    for e in h.events() where e.record.set.file == uri {
      let word: String
      switch e.record.kind {
      case .bestSession: word = "session"
      case .mostReps: word = "reps"
      case .leastAssistance: word = "assistance"
      default: word = HistoryText.title(e.record)
      }
      let item = "\((e.record.set.line ?? 0) - 1) PR \(word)"
      if !expected.contains(item) { expected.append(item) }
    }
    let got = hints.map {
      "\(($0["position"] as? [String: Any])?["line"] as? Int ?? -1) \($0["label"] as? String ?? "")"
    }
    #expect(got == expected)
    #expect(got.contains { $0.hasSuffix("PR e1RM") } && got.contains { $0.hasSuffix("PR heaviest") })

    // Hover on the last Squat of the sample: last time and records as the library has them.
    let text = String(decoding: texts[0].text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(text.lastIndex { $0 == "Squat" })
    let hover = try client.result("textDocument/hover", LSPSessionTests.at(uri, line, 1)) as? [String: Any] ?? [:]
    let value = (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
    for r in h.records(of: "Squat") where [.heaviest, .e1rm, .bestSession].contains(r.kind) {
      #expect(value.contains("\(r.kind.label) \(r.value) (\(r.set.date))"), "\(value)")
    }
    let sessionDate = try #require(h.lastTime(of: "Squat")?.session.date)
    let before = try #require(h.lastTime(of: "Squat", before: sessionDate))
    #expect(value.contains("Last time, \(before.session.date): "))
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }
}
