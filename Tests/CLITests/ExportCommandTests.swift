import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// `unit export` in-process: what the case folders cannot show.
@Suite struct ExportCommandTests {
  /// On error nothing is written: `-o` leaves no file behind, and an
  /// existing one keeps its contents.
  @Test func writesNothingOnError() throws {
    let folder = try TemporaryFolder()
    let bad = folder.url.appendingPathComponent("bad.unit").path
    let out = folder.url.appendingPathComponent("out.json").path
    let kept = folder.url.appendingPathComponent("kept.csv").path
    try Data("# 2026-01-05\nSquat 60 × 8\n".utf8).write(to: URL(fileURLWithPath: bad))
    try Data("old".utf8).write(to: URL(fileURLWithPath: kept))

    var console = BufferConsole()
    #expect(CLI.run(["export", "--to", "json", "-o", out, bad], console: &console) == 2)
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(console.output.isEmpty)
    #expect(console.error.contains("error: expected a unit after 60 (kg or lb)"))

    console = BufferConsole()
    #expect(CLI.run(["export", "--to", "csv", "--output", kept, bad], console: &console) == 2)
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "old")
  }

  /// Routines go out with the sessions, in their places, through the
  /// command's two threads as through the library.
  @Test(arguments: ["json", "csv"])
  func exportsRoutinesInTheirPlaces(_ format: String) {
    let text =
      "# Routine A\nSquat 100kg 3×5 +2.5kg\n\n# 2026-01-05\nSquat 100kg × 5 ✓ rest 3:00\n\n# Routine B\nPlank 3×60s\n"
    var console = BufferConsole(input: Array(text.utf8))
    #expect(CLI.run(["export", "--to", format], console: &console) == 0)
    var expected: [UInt8] = []
    _ = NotebookExport.export([Array(text.utf8)], to: format == "json" ? .json : .csv) { expected += $0 }
    #expect(console.output == expected)
    #expect(String(decoding: console.output, as: UTF8.self).contains("Plank"))
  }

  /// Standard input, as an editor pipes a buffer.
  @Test func readsStandardInput() {
    var console = BufferConsole(input: Array("# 2026-01-05\nSquat 100kg × 5 ✓\n".utf8))
    #expect(CLI.run(["export", "--to", "csv"], console: &console) == 0)
    #expect(
      String(decoding: console.output, as: UTF8.self).hasSuffix(
        "Squat,,1,normal,,100,kg,5,,,,,done,,,,,,,,,,,,,,,,,,,,,,,,,,,\r\n"))
  }
}
