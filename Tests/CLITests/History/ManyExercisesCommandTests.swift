import Foundation
import Seeds
import Testing
import UnitNotebook

/// The history commands and the language server on sessions of many
/// different exercises (issue 35, where each was quadratic in them: 10,000
/// took minutes). The default lane checks the commands' answers against
/// the library on a few hundred; the stress lane runs every command, and
/// the server's outline and hovers, on ten thousand in a time a quadratic
/// step would blow (the debug build).
@Suite struct ManyExercisesCommandTests {
  /// Two sessions of `n` exercises, the second a week later, 5 kg heavier,
  /// written last first.
  static func notebook(_ n: Int) -> String {
    ManyExercises.session(n, date: "2026-01-05") + "\n"
      + ManyExercises.session(n, date: "2026-01-12", step: 1, reversed: true)
  }

  /// Runs unit in a fresh folder holding `text` as many.unit; the folder
  /// is given back too, for a command that writes there.
  static func unit(_ args: [String], _ text: String) throws -> (UnitProcess.Result, TemporaryFolder) {
    let work = try TemporaryFolder()
    try Data(text.utf8).write(to: work.url.appendingPathComponent("many.unit"))
    return (try UnitProcess.run(args, in: work.url), work)
  }

  static func output(_ args: [String], _ text: String) throws -> String {
    let (r, _) = try unit(args, text)
    #expect(r.status == 0, "\(args): \(r.stderr.prefix(300))")
    return String(decoding: r.stdout, as: UTF8.self)
  }

  @Test func theCommandsAgreeWithTheLibrary() throws {
    let n = 300
    let text = Self.notebook(n)
    let (h, _) = TrainingHistory.read([("many.unit", Array(text.utf8))])
    let events = h.events().map { e in
      "\(e.record.set.file):\(e.record.set.line ?? 0):\(e.record.set.column ?? 0): record: \(e)\n"
    }.joined()
    #expect(h.events().count >= n)
    #expect(try Self.output(["prs", "--events", "many.unit"], text) == events)
    let prs = try Self.output(["prs", "many.unit"], text)
    #expect(prs.split(separator: "\n").count == 1 + h.records().count)
    let name = ManyExercises.name(7)
    let last = try #require(h.lastTime(of: name))
    #expect(try Self.output(["last", name, "many.unit"], text) == Notebook(sessions: [last.session]).canonicalText)
    let stats = try Self.output(["stats", "--json", "many.unit"], text)
    #expect(stats.contains("\"total\": {\"sessions\": 2, \"sets\": \(2 * n),"))
    let progress = try Self.output(["progress", name, "many.unit"], text)
    #expect(progress.split(separator: "\n").count == 3)  // the title and two sessions
    let next = try Self.output(["next", "Day", "--date", "2026-01-19", "many.unit"], text)
    let plan = Notebook.parse(utf8: Array(next.utf8)).notebook
    #expect(plan.sessions.first?.exercises.map(\.name) == (0..<n).reversed().map(ManyExercises.name))
    #expect(plan.sessions.first?.exercises.allSatisfy { $0.sets.map(\.status) == [.planned] } == true)
  }

  static let commands: [[String]] = [
    ["prs"], ["prs", "--events"], ["prs", "--json"], ["stats"], ["progress", "Lift qa"], ["last", "Lift qa"],
    ["next", "Day", "--date", "2026-02-01"],
  ]

  /// Two sessions of 10,000 different exercises (events need the second).
  @Test(StressLane.only, arguments: commands)
  func everyCommandOnSessionsOfTenThousand(_ args: [String]) throws {
    let inTime = try OwnTime.within(.seconds(60)) {
      let n = 10_000
      let out = try Self.output(args + ["many.unit"], Self.notebook(n))
      let lines = out.split(separator: "\n").count
      switch args[0] {
      // heaviest, e1RM, reps, reps at, best set, best session
      case "prs" where args.count == 1: #expect(lines == 1 + 6 * n)
      case "prs": #expect(lines >= n)
      case "next": #expect(lines == 1 + n)
      case "last": #expect(lines == 2)
      default: #expect(lines >= 3)
      }
    }
    #expect(inTime, "more than a minute of its own time")
  }

  @Test(StressLane.only) func nextIntoASessionOfTenThousand() throws {
    let inTime = try OwnTime.within(.seconds(60)) {
      let n = 10_000
      let text = ManyExercises.session(n, date: "2026-01-05")
      let (r, work) = try Self.unit(["next", "Day", "--date", "2026-02-01", "--quiet", "--into", "many.unit"], text)
      #expect(r.status == 0, "\(r.stderr.prefix(300))")
      let written = Notebook.parse(utf8: Array(try Data(contentsOf: work.url.appendingPathComponent("many.unit"))))
      #expect(written.notebook.sessions.map(\.exercises.count) == [n, n])
    }
    #expect(inTime, "more than a minute of its own time")
  }

  /// The outline of two sessions of 10,000 exercises, hovers with history
  /// before and after a change, and completion of every name with its
  /// last time (8.4 s, 8.2 s and 55 s in a release build before issue 35).
  @Test(StressLane.only) func theServerOnSessionsOfTenThousand() throws {
    let inTime = try OwnTime.within(.seconds(60)) {
      let n = 10_000
      let uri = "file:///many.unit"
      let text = Self.notebook(n)
      let client = try LSPClient()
      _ = try LSPSessionTests.initialize(client)
      try LSPSessionTests.open(client, uri, text)
      _ = try client.notification("textDocument/publishDiagnostics")
      let symbols =
        try client.result("textDocument/documentSymbol", ["textDocument": ["uri": uri]]) as? [[String: Any]] ?? []
      #expect(symbols.count == 2)
      #expect(symbols.map { ($0["children"] as? [Any])?.count } == [n, n])
      // The second session's first line is exercise n - 1, on line n + 3 (0-based).
      func hover() throws -> String {
        let result = try client.result("textDocument/hover", LSPSessionTests.at(uri, n + 3, 1)) as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String ?? ""
      }
      let before = ManyExercises.kilograms(n - 1, step: 0)
      #expect(try hover().contains("Last time, 2026-01-05: \(before)kg × \(ManyExercises.reps(n - 1)) ✓"))
      try client.notify(
        "textDocument/didChange",
        ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text + "\n"]]])
      _ = try client.notification("textDocument/publishDiagnostics")
      #expect(try hover().contains("Last time, 2026-01-05"))
      // Completion on a new line after the second session: every name, each
      // with its block of last time (55 s in a release build before).
      let completion =
        try client.result("textDocument/completion", LSPSessionTests.at(uri, 2 * n + 3, 0)) as? [String: Any]
      let items = completion?["items"] as? [[String: Any]] ?? []
      #expect(items.count == n)
      #expect(items.allSatisfy { $0["detail"] as? String == "last time's sets, planned" })
      _ = try client.result("shutdown")
      try client.notify("exit")
      #expect(client.waitForExit() == 0)
    }
    #expect(inTime, "more than a minute of its own time")
  }
}
