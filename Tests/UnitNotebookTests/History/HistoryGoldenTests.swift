import Foundation
import Seeds
import Testing

@testable import UnitNotebook

/// The history of each sample notebook, written out as text and held to a
/// golden file (`Fixtures/history/NAME.history`); and laws over generated
/// notebooks: the text and the model give the same history, any order of
/// sessions in the text gives the same history, and nothing crashes.
@Suite struct HistoryGoldenTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

  static var sampleNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { $0.hasSuffix(".unit") }
      .sorted()
  }

  /// Everything a history answers, one fact a line.
  static func describe(_ h: TrainingHistory) -> String {
    var out = ""
    for x in h.exercises {
      out +=
        "exercise \(x.name): \(x.sessions) sessions, \(x.sets) sets, \(x.first.map(String.init(describing:)) ?? "-") to \(x.last.map(String.init(describing:)) ?? "-")\n"
      for r in h.records(of: x.name) {
        out +=
          "  record \(HistoryText.title(r)) \(HistoryText.value(r)) (\(HistoryText.evidence(r))) \(r.set.date) \(r.set.file):\(r.set.line ?? 0):\(r.set.column ?? 0)\n"
      }
      if let last = h.lastTime(of: x.name) {
        out +=
          "  last \(last.session.date) line \(last.line ?? 0): \(last.session.exercises.flatMap(\.sets).map { HistoryText.set($0) }.joined(separator: ", "))\n"
      }
      for metric in HistoryMetric.allCases {
        guard let s = h.series(of: x.name, metric: metric, by: .week), !s.points.isEmpty else { continue }
        out +=
          "  \(metric.rawValue) by week: "
          + s.points.map { "\($0.date) \($0.value)\($0.isRecord ? " PR" : "")" }.joined(separator: "; ") + "\n"
      }
    }
    for e in h.events() { out += "event \(e.record.set.file):\(e.record.set.line ?? 0): \(e)\n" }
    let s = h.stats(by: .month)
    for p in s.periods + [s.total] {
      out +=
        "month \(p.start.map(String.init(describing:)) ?? "total"): \(p.sessions) sessions, \(p.sets) sets, \(p.reps) reps, \(p.volume)\(s.unit.rawValue), \(p.seconds)s, \(p.distance)\(s.distanceUnit.rawValue)\n"
    }
    return out
  }

  @Test(arguments: sampleNames)
  func sampleHistories(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: HistoryGoldenTests.samples.appendingPathComponent(name)))
    let (h, d) = TrainingHistory.read([(name: name, text: bytes)])
    #expect(d.allSatisfy { $0.isEmpty })
    try Fixtures.expect(
      HistoryGoldenTests.describe(h), matches: "history", name.replacingOccurrences(of: ".unit", with: ".history"))
  }

  /// Without places (a model has no text), the two histories are the same.
  static func placeless(_ h: TrainingHistory) -> String {
    describe(h).split(separator: "\n").map { line in
      String(
        line.replacingOccurrences(of: #":[0-9]+:[0-9]+$"#, with: "", options: .regularExpression)
          .replacingOccurrences(of: #"event (\S+):[0-9]+:"#, with: "event $1:", options: .regularExpression)
          .replacingOccurrences(of: #" line [0-9]+:"#, with: ":", options: .regularExpression))
    }.joined(separator: "\n")
  }

  @Test(arguments: SeedShare.take(0..<40))
  func textModelAndOrderAgree(seed: UInt64) throws {
    var g = NotebookGenerator(seed: seed)
    let notebook = g.notebook()
    let text = notebook.canonicalUTF8
    let fromText = TrainingHistory.read([(name: "g.unit", text: text)]).history
    let fromModel = TrainingHistory(notebooks: [(name: "g.unit", notebook: notebook)])
    #expect(HistoryGoldenTests.placeless(fromText) == HistoryGoldenTests.placeless(fromModel))
    // The sessions reversed in the text, or split over two files: the same history.
    var reversed = notebook
    reversed.sessions.reverse()
    let fromReversed = TrainingHistory(notebooks: [(name: "g.unit", notebook: reversed)])
    let events = { (h: TrainingHistory) in h.events().map(\.description) }
    let records = { (h: TrainingHistory) in h.records().map { "\($0.kind) \($0.value) \($0.set.date)" } }
    // Sessions on one date with no start time keep their text order, so
    // reversing may reorder those: compare only when dates are distinct.
    let dates = notebook.sessions.map { "\($0.date) \($0.start.map(String.init(describing:)) ?? "")" }
    if Set(dates).count == dates.count {
      #expect(events(fromReversed) == events(fromText))
      #expect(records(fromReversed) == records(fromText))
      let half = notebook.sessions.count / 2
      let a = Notebook(sessions: Array(reversed.sessions[..<half])).canonicalUTF8
      let b = Notebook(sessions: Array(reversed.sessions[half...])).canonicalUTF8
      let split = TrainingHistory.read([(name: "a.unit", text: a), (name: "b.unit", text: b)]).history
      #expect(events(split) == events(fromText))
      #expect(split.stats(by: .week) == fromText.stats(by: .week))
    }
  }
}
