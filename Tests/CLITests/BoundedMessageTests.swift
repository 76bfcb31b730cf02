import Foundation
import Seeds
import Testing
import UnitCLI

/// Every message quotes at most 40 bytes of a value (docs/reliability.md),
/// command-line values included: each command is given 64 KiB of name,
/// title or argument where it quotes one, and no line it writes on standard
/// error is longer than `lineLimit`, nor is the whole more than a few
/// kilobytes (the help some errors add included).
@Suite struct BoundedMessageTests {
  /// The longest line a message may be: its words and 40 bytes of each
  /// value it quotes (`FuzzOracle.messageLimit`, the bound the fuzzers hold
  /// the library's diagnostics to).
  static let lineLimit = 600
  static let huge = String(repeating: "x", count: 1 << 16)
  static let name = String(repeating: "N", count: 1 << 16)
  static let title = String(repeating: "T", count: 1 << 16)
  static let planned = String(repeating: "P", count: 1 << 16)

  /// A routine and a session both named `title`, an exercise `name` that
  /// earned its step (so `next` explains a change of load) and one,
  /// `planned`, with no counted set.
  static let notebook = """
    # Routine \(title)
    \(name): 100kg 3×5 +2.5kg

    # 2026-01-01 \(title)
    \(name)
      100kg × 5 ✓
      100kg × 5 ✓
      100kg × 5 ✓
    \(planned) 100kg × 5

    """

  struct Case: CustomTestStringConvertible, Sendable {
    var args: [String]
    var stdin = notebook
    /// The standard output is a message too (a dry run's summary).
    var checksOutput = false
    var testDescription: String { args.map { $0.count > 20 ? String($0.prefix(3)) + "…" : $0 }.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(args: ["last", huge]),  // unknown: the nearest names are the huge ones
    Case(args: ["last", "Squat", "--before", huge]),
    Case(args: ["prs", "--exercise", huge]),
    Case(args: ["stats", "--unit", huge]),
    Case(args: ["stats", "--since", huge]),
    Case(args: ["stats", "--until", huge]),
    Case(args: ["stats", "--by", huge]),
    Case(args: ["stats", "--exercise", huge]),
    Case(args: ["progress", "--metric", huge, name]),
    Case(args: ["progress", "--by", huge, name]),
    Case(args: ["progress", huge]),
    Case(args: ["progress", planned]),  // no counted set
    Case(args: ["next", huge, "--date", "2026-01-05"]),  // unknown: the routines and titles
    Case(args: ["next", title, "--date", "2026-01-05"]),  // the explanation of the new load
    Case(args: ["next", title, "--date", "2025-01-05"]),  // a date before the last session
    Case(args: ["next", title, "--date", huge]),
    Case(args: ["import", "--unit", huge, "-"]),
    Case(args: ["import", "--from", huge, "-"]),
    Case(args: ["import", "--dry-run", "--unit", "kg", "-"], stdin: strongExport, checksOutput: true),
    Case(args: ["export", "--to", huge]),
    Case(args: [huge]),
    Case(args: ["fmt", "--" + huge]),
    Case(args: ["help", huge]),
    Case(args: ["completions", huge]),
    Case(args: ["lsp", huge]),
  ]

  /// One Strong workout whose title is 64 KiB.
  static let strongExport = """
    Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
    2026-03-02 06:45:12,"\(title)",1h,"Squat",1,100.0,5,0,0.0,"","",

    """

  /// (The time limit holds the suggestions for an unknown name, which
  /// compared whole names at a cost quadratic in their length.)
  @Test(arguments: cases)
  func messagesAreBounded(_ c: Case) {
    let inTime = OwnTime.within(.seconds(60)) {
      var console = BufferConsole(input: Array(c.stdin.utf8))
      _ = CLI.run(c.args, console: &console)
      if c.checksOutput {
        Self.expectBounded(String(decoding: console.output, as: UTF8.self), c)
        Self.expectBounded(console.error, c, mayBeEmpty: true)
      } else {
        Self.expectBounded(console.error, c)
      }
    }
    #expect(inTime, "more than a minute of its own time")
  }

  /// `unit next --into` says what it added, the title quoted short.
  @Test func nextIntoSaysWhatItAddedBriefly() throws {
    let dir = try TemporaryFolder()
    let log = dir.url.appendingPathComponent("log.unit").path
    try Data(Self.notebook.utf8).write(to: URL(fileURLWithPath: log))
    var console = BufferConsole()
    #expect(CLI.run(["next", Self.title, "--date", "2026-01-05", "--into", log], console: &console) == 0)
    #expect(console.error.hasSuffix("unit next: added 2026-01-05 \(String(repeating: "T", count: 40))… to \(log)\n"))
    Self.expectBounded(console.error, Case(args: ["next", "--into"]))
  }

  /// `unit import --into` names the routines it leaves out, each short.
  @Test func importIntoNamesTheRoutinesItLeavesOutBriefly() throws {
    let dir = try TemporaryFolder()
    let log = dir.url.appendingPathComponent("log.unit").path
    var export = BufferConsole(input: Array(Self.notebook.utf8))
    #expect(CLI.run(["export", "--to", "json"], console: &export) == 0)
    var console = BufferConsole(input: export.output)
    #expect(CLI.run(["import", "--into", log, "-"], console: &console) == 0)
    #expect(console.error.contains("1 routine (\"\(String(repeating: "T", count: 40))…\") not added"))
    Self.expectBounded(console.error, Case(args: ["import", "--into"]))
  }

  static func expectBounded(_ text: String, _ c: Case, mayBeEmpty: Bool = false) {
    let longest = text.split(separator: "\n").map(\.utf8.count).max() ?? 0
    #expect(longest <= lineLimit, "\(c.testDescription): a line of \(longest) bytes")
    #expect(text.utf8.count <= 8_000, "\(c.testDescription): \(text.utf8.count) bytes")
    #expect(mayBeEmpty || !text.isEmpty, "\(c.testDescription): says nothing")
  }
}
