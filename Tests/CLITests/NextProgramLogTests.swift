import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// The programs of `Samples/programs/` planned session after session from a
/// log written by hand against each (the worked examples of
/// docs/programs.md), one folder a program:
///
///     Cases/next-programs/NAME/case        the routine, the sample's file name,
///                                          then one date a line
///     Cases/next-programs/NAME/log.unit    the log, sessions in date order
///     Cases/next-programs/NAME/expected/D  `unit next ROUTINE --date D SAMPLE
///                                          log.unit`: standard output, then
///                                          standard error
///
/// At each date the log holds only its sessions before that date, as it did
/// when the lifter asked. The sample is read from `Samples/programs/`, so a
/// change to a sample that changes a plan fails here too. Every expected
/// file was worked out by hand from the program's rules before it was
/// written; `UPDATE_GOLDEN=1` rewrites them (read each by eye against the
/// rules).
@Suite struct NextProgramLogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let folder = root.appendingPathComponent("Cases/next-programs")
  static let samples = root.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples/programs")

  static var programs: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test(arguments: programs)
  func plansTheLogAtEachDate(_ name: String) throws {
    let dir = Self.folder.appendingPathComponent(name)
    let lines = try String(contentsOf: dir.appendingPathComponent("case"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    try #require(lines.count >= 3, "case: the routine, the sample, then dates")
    let log = try String(contentsOf: dir.appendingPathComponent("log.unit"), encoding: .utf8)
    let work = try TemporaryFolder()
    let sample = work.url.appendingPathComponent(lines[1])
    try FileManager.default.copyItem(at: Self.samples.appendingPathComponent(lines[1]), to: sample)
    let logFile = work.url.appendingPathComponent("log.unit")
    for date in lines.dropFirst(2) {
      try Data(Self.sessions(of: log, before: date).utf8).write(to: logFile)
      var console = BufferConsole()
      let status = CLI.run(["next", lines[0], "--date", date, sample.path, logFile.path], console: &console)
      #expect(status == 0, "\(name) at \(date): \(console.error)")
      let got = String(decoding: console.output, as: UTF8.self) + console.error
      let expected = dir.appendingPathComponent("expected").appendingPathComponent(date)
      if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(
          at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(got.utf8).write(to: expected)
        continue
      }
      #expect(got == (try String(contentsOf: expected, encoding: .utf8)), "\(name) at \(date)")
    }
  }

  /// The log's text up to its first session dated on or after `date`.
  static func sessions(of log: String, before date: String) -> String {
    var kept: [Substring] = []
    for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# "), let day = line.dropFirst(2).split(separator: " ").first,
        day.count == 10, day.first?.isNumber == true, day >= Substring(date)
      {
        break
      }
      kept.append(line)
    }
    return kept.joined(separator: "\n")
  }

  @Test func thereArePrograms() {
    #expect(Self.programs.count >= 1)
  }
}
