import Foundation
import Testing
import UnitNotebook

/// `unit lsp` and the next session, through pipes: "Fill in from last time"
/// on the heading of an empty session, "Pre-fill from last time" on an
/// exercise line without sets; the text inserted is canonical, the
/// explanations are in the title.
@Suite struct LSPPlanningTests {
  static let routines = "file:///tmp/routines.unit"
  static let uri = "file:///tmp/log.unit"

  static let routineText = """
    # Routine Lower A
    > Add weight when every set reaches the top of its range.

    Squat              warmup  60kg 2×5
    Squat                     100kg 3×5     +2.5kg  rest 3:00
    Pullup                       BW 3×6–10  +2.5kg
    Plank                           3×60s

    """

  // 0-based lines: 0 the done session, 14 an empty Lower A, 16 Push Day
  // (no routine) with Squat 18, Pullup 19 and Plank 20 without sets, 22 a
  // Lower A with Squat 24, 26 an empty session nothing is named.
  static let log = """
    # 2026-11-29 Lower A

    Squat
      100kg × 5 ✓
      100kg × 5 ✓
      100kg × 5 ✓

    Pullup
      BW × 10 ✓
      BW × 10 ✓
      BW × 10 ✓

    Plank 60s ✓

    # 2026-12-06 Lower A

    # 2026-12-08 Push Day

    Squat
    Pullup
    Plank // hold it

    # 2026-12-10 Lower A

    Squat

    # 2026-12-12 Arms

    """

  static func actions(_ client: LSPClient, line: Int) throws -> [[String: Any]] {
    try client.codeActions(uri, line: line)
  }

  static func edit(_ action: [String: Any]) -> [String: Any] {
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any] ?? [:]
    return (changes[uri] as? [[String: Any]])?.first ?? [:]
  }

  /// The text with one edit applied (positions in UTF-16 code units).
  static func apply(_ edit: [String: Any], to text: String) -> String {
    guard let span = LSPSessionTests.span(edit["range"]), let new = edit["newText"] as? String else { return text }
    let units = Array(text.utf16)
    var starts = [0]
    for (i, u) in units.enumerated() where u == 0x0A { starts.append(i + 1) }
    func offset(_ line: Int, _ character: Int) -> Int {
      Swift.min((line < starts.count ? starts[line] : units.count) + character, units.count)
    }
    let a = offset(span[0], span[1])
    let b = offset(span[2], span[3])
    return String(decoding: Array(units[0..<a]) + Array(new.utf16) + Array(units[b...]), as: UTF16.self)
  }

  static func isCanonical(_ text: String) -> Bool {
    NotebookFormatter.format(utf8: Array(text.utf8)).output == Array(text.utf8)
  }

  @Test func fillInAndPreFill() throws {
    #expect(Self.isCanonical(Self.log), "the test's notebook is canonical to start with")
    let client = try LSPClient()
    _ = try LSPSessionTests.initialize(client)
    try LSPSessionTests.open(client, Self.routines, Self.routineText)
    _ = try client.notification("textDocument/publishDiagnostics")
    try LSPSessionTests.open(client, Self.uri, Self.log)
    _ = try client.notification("textDocument/publishDiagnostics")

    // The empty Lower A: the routine, planned from the 2026-11-29 session.
    let fill = try Self.actions(client, line: 14)
    #expect(
      fill.map { $0["title"] as? String } == [
        "Fill in from last time (Squat: 100kg → 102.5kg (every set reached 5 on 2026-11-29); "
          + "Pullup: BW → BW+2.5kg (every set reached 10 on 2026-11-29))"
      ])
    let edit = Self.edit(fill.first ?? [:])
    #expect(LSPSessionTests.span(edit["range"]) == [14, 20, 14, 20])
    #expect(
      edit["newText"] as? String == """


        Squat
          warmup  60kg × 5
          warmup  60kg × 5
               102.5kg × 5
               102.5kg × 5
               102.5kg × 5

        Pullup
          BW+2.5kg × 6
          BW+2.5kg × 6
          BW+2.5kg × 6

        Plank
          60s
          60s
          60s
        """)
    let filled = Self.apply(edit, to: Self.log)
    #expect(Self.isCanonical(filled), "\(filled)")
    #expect(!(edit["newText"] as? String ?? "").contains("every set"), "explanations stay out of the text")

    // A hover on that heading says the same, in words.
    let hover = try client.result("textDocument/hover", LSPSessionTests.at(Self.uri, 14, 3)) as? [String: Any] ?? [:]
    let value = (hover["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(value.hasPrefix("Next session of the routine Lower A"), "\(value)")
    #expect(value.contains("Squat: 100kg → 102.5kg (every set reached 5 on 2026-11-29)"), "\(value)")
    #expect(try client.result("textDocument/hover", LSPSessionTests.at(Self.uri, 0, 3)) is NSNull)

    // Push Day names no routine: each exercise's last time, planned.
    let squat = try Self.actions(client, line: 18)
    #expect(squat.map { $0["title"] as? String } == ["Pre-fill from last time"])
    let squatEdit = Self.edit(squat.first ?? [:])
    #expect(LSPSessionTests.span(squatEdit["range"]) == [18, 5, 18, 5])
    #expect(squatEdit["newText"] as? String == "\n  100kg × 5\n  100kg × 5\n  100kg × 5\n")
    #expect(Self.isCanonical(Self.apply(squatEdit, to: Self.log)))
    // One set: the one-line form, in place of the name; the comment stays.
    let plank = Self.edit(try Self.actions(client, line: 20).first ?? [:])
    #expect(LSPSessionTests.span(plank["range"]) == [20, 0, 20, 5])
    #expect(plank["newText"] as? String == "Plank 60s")
    let planked = Self.apply(plank, to: Self.log)
    #expect(planked.contains("\nPlank 60s // hold it\n") && Self.isCanonical(planked))

    // In a Lower A session, an exercise's sets come from the routine.
    let routine = try Self.actions(client, line: 24)
    #expect(
      routine.map { $0["title"] as? String } == [
        "Pre-fill from last time (Squat: 100kg → 102.5kg (every set reached 5 on 2026-11-29))"
      ])
    let routineEdit = Self.edit(routine.first ?? [:])
    #expect(
      routineEdit["newText"] as? String
        == "\n  warmup  60kg × 5\n  warmup  60kg × 5\n       102.5kg × 5\n       102.5kg × 5\n       102.5kg × 5")
    #expect(Self.isCanonical(Self.apply(routineEdit, to: Self.log)))

    // None on a session that has exercises, a title nothing has, a set
    // line (only the marks), an exercise that has sets.
    #expect(try Self.actions(client, line: 22).isEmpty)
    #expect(try Self.actions(client, line: 26).isEmpty)
    #expect(try Self.actions(client, line: 3).map { $0["title"] as? String } == ["Mark failed ✗"])
    #expect(try Self.actions(client, line: 12).map { $0["title"] as? String } == ["Mark failed ✗"])

    // Without the routines open, the heading repeats the last Lower A.
    try client.notify("textDocument/didClose", ["textDocument": ["uri": Self.routines]])
    let repeated = Self.edit(try Self.actions(client, line: 14).first ?? [:])
    #expect(
      repeated["newText"] as? String == """


        Squat
          100kg × 5
          100kg × 5
          100kg × 5

        Pullup
          BW × 10
          BW × 10
          BW × 10

        Plank 60s
        """)
    #expect(try client.result("shutdown") is NSNull)
    try client.notify("exit")
    #expect(client.waitForExit() == 0)
  }
}
