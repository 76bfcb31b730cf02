import Foundation
import Testing
import UnitNotebook

/// `unit lsp` and programs, through pipes, on the older sample `531-bbb.unit`
/// (kept as the file of the CLI case `next-sample-531-bbb`): the
/// hover of a percentage (the load it plans today and its TM), of a `TM`
/// line in a routine and in a session (where the TM in effect comes from),
/// and the fill-in of a heading by the section it names or, naming only
/// the routine, by the next section (its title written in the heading).
@Suite struct LSPProgramTests {
  static let uri = "file:///tmp/531-bbb.unit"

  /// The older sample, with two empty sessions after it: the routine's next
  /// section (by its name alone), and a section named.
  static let text: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let sample =
      (try? String(
        contentsOf: root.appendingPathComponent("Tests/CLITests/Cases/next-sample-531-bbb/files/531-bbb.unit"),
        encoding: .utf8)) ?? ""
    return sample
      + "\n# 2026-11-30 531 BBB\n\n# 2026-12-02 531 BBB Week 2 Bench\n\n# 2026-12-04 531 BBB Week 2 Deadlift\n\nDeadlift\n"
  }()

  /// The 0-based line of the first line that is `line` (its blanks trimmed).
  static func line(_ line: String, after: Int = 0) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
    return trimmed.indices.first { $0 >= after && trimmed[$0] == line } ?? -1
  }

  static func hover(_ client: LSPClient, _ line: Int) throws -> String {
    let hover = try client.result("textDocument/hover", LSPSessionTests.at(uri, line, 2)) as? [String: Any] ?? [:]
    return (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
  }

  static func actions(_ client: LSPClient, _ line: Int) throws -> [[String: Any]] {
    try client.codeActions(uri, line: line)
  }

  static func edits(_ action: [String: Any]) -> [[String: Any]] {
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any] ?? [:]
    return changes[uri] as? [[String: Any]] ?? []
  }

  /// The text with edits applied, the last first (they do not overlap).
  static func apply(_ edits: [[String: Any]], to text: String) -> String {
    edits.reversed().reduce(text) { LSPPlanningTests.apply($1, to: $0) }
  }

  /// In a routine: `TM` after the name, a number as a percentage, `round`
  /// after a TM's load; none of them where they do not fit.
  @Test func completionOffersTheWordsOfPrograms() throws {
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    let typing = "# Routine 531\n\nSquat T\nSquat TM 140kg +5kg r\nSquat 85\nSquat TM 140kg 8\nBench Press 60kg 3×5 r\n"
    try LSPSessionTests.open(client, Self.uri, typing)
    _ = try client.notification("textDocument/publishDiagnostics")
    func words(_ line: Int, _ character: Int) throws -> [String] {
      let list =
        try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, line, character)) as? [String: Any]
        ?? [:]
      let items = list["items"] as? [[String: Any]] ?? []
      return items.filter { $0["kind"] as? Int == 14 }.compactMap { $0["label"] as? String }
    }
    #expect(try words(2, 7) == ["TM"])
    #expect(try words(3, 21) == ["round"])
    #expect(try words(4, 8) == ["85%"])
    #expect(try words(5, 16) == [], "no percentage on a TM line")
    #expect(try words(6, 22) == ["round", "role", "rest"], "after a prescription, the rules' words and rest")
    let list = try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, 4, 8)) as? [String: Any] ?? [:]
    let edit = ((list["items"] as? [[String: Any]])?.first?["textEdit"] as? [String: Any]) ?? [:]
    #expect(LSPSessionTests.span(edit["range"]) == [4, 6, 4, 8])
    #expect(edit["newText"] as? String == "85% ")
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  /// After a prescription: the words that open a rule not yet on the line,
  /// `after` after a failure's amount, `at` after a step, `cycle` after
  /// `after`; a hover says the line's rules in words.
  @Test func completionAndHoverOfRules() throws {
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    let typing =
      "# Routine GZCLP\n\nSquat 185lb 4×3, 1×3+ TM t\nSquat 225lb 3×5 −10% \nSquat 225lb 3×5 +5lb \nSquat 76% 1×5+ −3 steps after \n"
      + "Bench Press 95lb 3×10 → 3×8 → 3×6 +5lb then +15lb role T2\n"
    try LSPSessionTests.open(client, Self.uri, typing)
    _ = try client.notification("textDocument/publishDiagnostics")
    func words(_ line: Int, _ character: Int) throws -> [String] {
      let list =
        try client.result("textDocument/completion", LSPSessionTests.at(Self.uri, line, character)) as? [String: Any]
        ?? [:]
      let items = list["items"] as? [[String: Any]] ?? []
      return items.filter { $0["kind"] as? Int == 14 }.compactMap { $0["label"] as? String }
    }
    #expect(try words(2, 26) == ["then", "test"], "TM is written already")
    #expect(try words(3, 21).prefix(2) == ["after", "TM"])
    #expect(try words(4, 21).prefix(2) == ["at", "TM"])
    let afterAfter = try words(5, 30)
    #expect(afterAfter == ["cycle"], "\(afterAfter)")
    let hover = try client.result("textDocument/hover", LSPSessionTests.at(Self.uri, 6, 2)) as? [String: Any] ?? [:]
    let text = (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(
      text == "Bench Press\n\nRules: +5lb when every set is done; after a failure, the next stage at the same load: "
        + "3×8, then 3×6; after the last stage fails, the first again at the load +15lb; role T2: judged on the "
        + "sections that give the lift this role", "\(text)")
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }

  @Test func hoversAndFillsOfAProgram() throws {
    #expect(LSPPlanningTests.isCanonical(Self.text), "the test's notebook is canonical to start with")
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    try LSPSessionTests.open(client, Self.uri, Self.text)
    _ = try client.notification("textDocument/publishDiagnostics")

    // A percentage of the routine: its load today, of the TM in effect.
    let amrap = try Self.hover(client, Self.line("Squat                85% 1×5+"))
    #expect(
      amrap == "Squat\n\n85% of TM 140kg (written on 2026-11-02) = 120kg today\n\n"
        + "The next plan, 531 BBB Week 1 Squat, moves it: Squat: TM 140kg → 145kg (cycle 2: every 5+/3+/1+ set "
        + "reached, 4 reps on 2026-11-16)", "\(amrap)")
    let warmup = try Self.hover(client, Self.line("Bench Press  warmup  40% 1×5"))
    #expect(warmup == "Bench Press\n\n40% of TM 100kg (written on 2026-11-04) = 40kg today", "\(warmup)")
    // The routine's TM line: the TM in effect today, and where it comes from.
    let declared = try Self.hover(client, Self.line("Deadlift     TM 170kg  +5kg"))
    #expect(declared == "Deadlift\n\nTM in effect today: Deadlift: TM 170kg (written on 2026-11-06)", "\(declared)")
    // A session's TM line: the TM in effect before it (here the routine's).
    let written = try Self.hover(client, Self.line("Squat TM 140kg"))
    #expect(written.contains("TM in effect before 2026-11-02: Squat: TM 140kg (the routine 531 BBB's)"), "\(written)")
    // A line without a TM or a percentage says nothing of one.
    #expect(try client.result("textDocument/hover", LSPSessionTests.at(Self.uri, 0, 2)) is NSNull)

    // The heading naming only the routine: the next section, Week 1 Squat of
    // cycle 2, its title written in the heading, its TM stepped.
    let next = Self.line("# 2026-11-30 531 BBB")
    let fill = try Self.actions(client, next)
    #expect(
      fill.map { $0["title"] as? String } == [
        "Fill in as 531 BBB Week 1 Squat (Squat: TM 140kg → 145kg (cycle 2: every 5+/3+/1+ set reached, "
          + "4 reps on 2026-11-16))"
      ])
    let filled = Self.apply(Self.edits(fill.first ?? [:]), to: Self.text)
    #expect(LSPPlanningTests.isCanonical(filled), "\(filled)")
    #expect(
      filled.contains(
        """
        # 2026-11-30 531 BBB Week 1 Squat

        Squat TM 145kg
          warmup  57.5kg ×  5
        """), "\(filled)")
    let headingHover = try Self.hover(client, next)
    #expect(headingHover.hasPrefix("531 BBB Week 1 Squat, a section of the routine 531 BBB"), "\(headingHover)")

    // The heading naming a section: that section, whatever was done last.
    let week2 = try Self.actions(client, Self.line("# 2026-12-02 531 BBB Week 2 Bench"))
    // It starts cycle 2 (it is not after the last section done): the Bench TM is judged.
    #expect(
      week2.map { $0["title"] as? String } == [
        "Fill in from last time (Bench Press: TM 100kg stays (cycle 2: the 3+ set on 2026-11-11 ✗ at 2 reps))"
      ])
    let edits = Self.edits(week2.first ?? [:])
    #expect(edits.count == 1)
    let bench = edits.first?["newText"] as? String ?? ""
    #expect(bench.contains("Bench Press\n  warmup  40kg ×  5\n"), "\(bench)")
    #expect(bench.contains("  90kg × 3+\n"), "\(bench)")
    #expect(!bench.contains("TM"), "the TM in effect is written already: \(bench)")
    #expect(LSPPlanningTests.isCanonical(Self.apply(edits, to: Self.text)))

    // An exercise line without sets in a section's session: every line of
    // that exercise in the section, in order.
    let deadlift = try Self.actions(
      client, Self.line("Deadlift", after: Self.line("# 2026-12-04 531 BBB Week 2 Deadlift")))
    // Cycle 2's Deadlift: every Deadlift AMRAP set of cycle 1 reached its minimum.
    #expect(
      deadlift.map { $0["title"] as? String } == [
        "Pre-fill from last time (Deadlift: TM 170kg → 175kg (cycle 2: every 5+/3+/1+ set reached, 3 reps on 2026-11-20))"
      ])
    let sets = Self.edits(deadlift.first ?? [:]).first?["newText"] as? String ?? ""
    #expect(sets.hasPrefix("\n  warmup    70kg ×  5\n"), "\(sets)")
    #expect(sets.contains("  157.5kg × 3+\n"), "\(sets)")
    #expect(sets.hasSuffix("   87.5kg × 10"), "\(sets)")
    #expect(sets.split(separator: "\n").count == 11, "\(sets)")

    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }
}
