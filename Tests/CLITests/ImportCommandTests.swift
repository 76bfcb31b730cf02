import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// `unit import --into`, run in-process: the second import of an export
/// changes nothing, an overlapping export adds only its new sessions, and a
/// dry run writes nothing.
@Suite struct ImportCommandTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples/imports")

  func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
    var console = BufferConsole()
    let status = CLI.run(args, console: &console)
    return (status, String(decoding: console.output, as: UTF8.self), console.error)
  }

  @Test(arguments: [
    "hevy-lbs-km.csv", "strong-android-kg.csv", "strong-current-kg.csv", "fitnotes-mixed.csv", "fitbod.csv",
    "stronglifts-lb.csv", "strong-shared.txt",
  ])
  func importingTwiceChangesNothing(_ sample: String) throws {
    let dir = try TemporaryFolder()
    let log = dir.url.appendingPathComponent("log.unit").path
    try Data("// my log\n".utf8).write(to: URL(fileURLWithPath: log))
    let export = Self.samples.appendingPathComponent(sample).path
    #expect(run(["import", "--into", log, export]).status == 0)
    let first = try Data(contentsOf: URL(fileURLWithPath: log))
    let again = run(["import", "--into", log, export])
    #expect(again.status == 0)
    #expect(again.err.hasSuffix("already has all \(first.isEmpty ? 0 : sessionCount(in: first)) sessions\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: log)) == first)
    // The notebook is canonical, its comment kept.
    let check = run(["fmt", "--check", log])
    #expect(check.status == 0)
    #expect(String(decoding: first, as: UTF8.self).hasPrefix("// my log\n"))
  }

  @Test func anOverlappingExportAddsOnlyNewSessions() throws {
    let dir = try TemporaryFolder()
    let full = Self.samples.appendingPathComponent("hevy-lbs-km.csv").path
    let text = try String(contentsOfFile: full, encoding: .utf8)
    // The export without its newest workout (the first after the header).
    var lines = text.components(separatedBy: "\r\n")
    lines.removeAll { $0.contains("Upper // Strength // 2") }
    let older = dir.url.appendingPathComponent("older.csv").path
    try Data(lines.joined(separator: "\r\n").utf8).write(to: URL(fileURLWithPath: older))
    let log = dir.url.appendingPathComponent("log.unit").path
    #expect(run(["import", "--into", log, older]).err == "unit import: added 2 sessions (6 sets) to \(log)\n")
    let dry = run(["import", "--dry-run", "--into", log, full])
    #expect(dry.out.hasPrefix("would add 1 session (10 sets) to \(log); 2 already there:\n"))
    #expect(
      run(["import", "--into", log, full]).err
        == "unit import: added 1 session (10 sets) to \(log); 2 were already there\n")
    let direct = run(["import", full]).out
    #expect(try String(contentsOfFile: log, encoding: .utf8) == direct)
  }
}

extension ImportCommandTests {
  /// An imported session that would not read back from the notebook (the
  /// importers check every value at its row, so only a bug gets here) is
  /// named by the export and its date and title, never by a line of the
  /// notebook, which has no such line; the notebook is left as it was.
  @Test func sessionsThatWouldNotReadBackNameTheExport() throws {
    let dir = try TemporaryFolder()
    let log = dir.url.appendingPathComponent("log.unit").path
    let before = "# 2026-01-01 A\n\nSquat 100kg × 5 ✓\n"
    try Data(before.utf8).write(to: URL(fileURLWithPath: log))
    // A million hours: past what notebook text holds.
    let set = WorkoutSet(seconds: DecimalValue(3_600_000_000), status: .done)
    let session = Session(
      date: try #require(LocalDate("2026-03-12")), start: TimeOfDay("18:04"), title: "Core",
      exercises: [Exercise(name: "Plank", sets: [set])])
    var console = BufferConsole()
    let status = ImportCommand.merge(
      Notebook(sessions: [session]), from: "h.csv", into: log, dryRun: false, warnings: 0, console: &console)
    #expect(status == .failure)
    #expect(
      console.error
        == "h.csv: error: the imported session 2026-03-12 18:04 Core would not read back from \(log): this number is too large (nothing was written)\n"
    )
    #expect(try String(contentsOfFile: log, encoding: .utf8) == before)
  }
}

/// The number of sessions in notebook text.
func sessionCount(in data: Data) -> Int {
  String(decoding: data, as: UTF8.self).components(separatedBy: "\n").filter { $0.hasPrefix("# ") }.count
}
