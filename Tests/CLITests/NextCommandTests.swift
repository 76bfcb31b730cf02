import Foundation
import Testing

@testable import UnitCLI

/// `unit next`, run in-process: the default date, a file named twice, the
/// safe write of `--into` (permissions kept, a broken notebook untouched),
/// and twelve weeks planned, ticked and planned again through the command.
@Suite struct NextCommandTests {
  static let routines = """
    # Routine Lower A
    Squat    warmup  60kg 1×5
    Squat           100kg 3×5     +2.5kg  rest 3:00
    Pullup             BW 3×6–10  +2.5kg

    """

  func run(_ args: [String]) -> (status: Int32, out: String, err: String) {
    var console = BufferConsole()
    let status = CLI.run(args, console: &console)
    return (status, String(decoding: console.output, as: UTF8.self), console.error)
  }

  static func write(_ text: String, _ path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func today() -> String {
    let c = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
  }

  @Test func theDefaultDateIsTodayInLocalTime() throws {
    let dir = try TemporaryFolder()
    let routines = dir.url.appendingPathComponent("routines.unit").path
    try Self.write(Self.routines, routines)
    let before = Self.today()
    let r = run(["next", "lower a", "--quiet", routines])
    let after = Self.today()
    #expect(r.status == 0)
    let heading = r.out.split(separator: "\n").first.map(String.init) ?? ""
    #expect(heading == "# \(before) Lower A" || heading == "# \(after) Lower A", "\(heading)")
  }

  @Test func aNotebookNamedTwiceIsReadOnce() throws {
    let dir = try TemporaryFolder()
    let routines = dir.url.appendingPathComponent("routines.unit").path
    let log = dir.url.appendingPathComponent("log.unit").path
    try Self.write(Self.routines, routines)
    // Two sessions short at 100kg: read twice, they would look like a stall.
    try Self.write(
      "# 2026-11-22 Lower A\nSquat 100kg × 5, 5, 4 ✓\n\n# 2026-11-29 Lower A\nSquat 100kg × 5, 4, 4 ✓\n", log)
    let once = run(["next", "Lower A", "--date", "2026-12-06", routines, log])
    let twice = run([
      "next", "Lower A", "--date", "2026-12-06", "--dry-run", "--into", log, routines, log,
      dir.url.path + "/./log.unit",
    ])
    #expect(once.status == 0 && twice.status == 0)
    #expect(once.out.contains("100kg × 5") && !once.err.contains("stalled"))
    #expect(twice.out == once.out)
    #expect(twice.err == once.err)
  }

  @Test func intoKeepsPermissionsAndRefusesABrokenNotebook() throws {
    let dir = try TemporaryFolder()
    let routines = dir.url.appendingPathComponent("routines.unit").path
    let log = dir.url.appendingPathComponent("log.unit").path
    try Self.write(Self.routines, routines)
    try Self.write("// my log\n# 2026-11-29 Lower A\nSquat 100kg × 5, 5, 5 ✓\n\n\n", log)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: log)
    let r = run(["next", "Lower A", "--date", "2026-12-06", "--quiet", "--into", log, routines])
    #expect(r.status == 0 && r.out.isEmpty && r.err.isEmpty)
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(
      text.hasPrefix("// my log\n# 2026-11-29 Lower A\nSquat 100kg × 5, 5, 5 ✓\n\n# 2026-12-06 Lower A\n\nSquat\n"),
      "\(text)")
    let mode = try FileManager.default.attributesOfItem(atPath: log)[.posixPermissions] as? Int
    #expect(mode == 0o640)

    // A notebook with an error: refused, untouched.
    try Self.write("# 2026-11-29 Lower A\nSquat 100 × 5 ✓\n", log)
    let before = try Data(contentsOf: URL(fileURLWithPath: log))
    let refused = run(["next", "Lower A", "--date", "2026-12-06", "--into", log, routines])
    #expect(refused.status == 2)
    #expect(
      refused.err.contains("log.unit:2:10: error:")
        && refused.err.hasSuffix("has errors: fix them first (nothing was written)\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: log)) == before)
  }

  @Test(arguments: [
    ("", "S\n"), ("\n\n", "S\n"), ("# 2026-11-29 A\n", "# 2026-11-29 A\n\nS\n"),
    ("# 2026-11-29 A", "# 2026-11-29 A\n\nS\n"), ("# 2026-11-29 A  \n\n \n", "# 2026-11-29 A  \n\nS\n"),
    ("# 2026-11-29 A\r\nB 1kg × 1 ✓\r\n\r\n", "# 2026-11-29 A\r\nB 1kg × 1 ✓\r\n\r\nS\r\n"),
  ])
  func appendingKeepsTheTextAndLeavesOneBlankLine(_ text: String, _ expected: String) {
    let out = NextCommand.append(Array("S\n".utf8), to: Array(text.utf8))
    #expect(String(decoding: out, as: UTF8.self) == expected)
  }

  /// Plan with --into, tick every planned set ✓ at the planned numbers,
  /// plan again: twelve weeks of textbook linear progression, and a
  /// notebook that stays canonical.
  @Test func twelveWeeksThroughTheCommand() throws {
    let dir = try TemporaryFolder()
    let routines = dir.url.appendingPathComponent("routines.unit").path
    let log = dir.url.appendingPathComponent("log.unit").path
    try Self.write(Self.routines, routines)
    var squats: [String] = []
    for week in 0..<12 {
      let day = String(format: "2027-01-%02d", 1 + 2 * week)
      let r = run(["next", "Lower A", "--date", day, "--quiet", "--into", log, routines])
      #expect(r.status == 0, "\(r.err)")
      // Tick the new session's sets, as a lifter does in the editor.
      var lines = try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "\n")
      let start = lines.lastIndex { $0.hasPrefix("# ") } ?? 0
      for i in start..<lines.count where lines[i].contains("×") { lines[i] += " ✓" }
      try Self.write(lines.joined(separator: "\n"), log)
      let session = lines[start...].filter { $0.contains("×") && !$0.contains("warmup") && !$0.contains("BW") }
      squats.append(session.first?.trimmingCharacters(in: .whitespaces) ?? "")
    }
    let expected = (0..<12).map { w -> String in
      let kg = 100 + 2.5 * Double(w)
      return (kg == kg.rounded() ? String(Int(kg)) : String(kg)) + "kg × 5 ✓"
    }
    #expect(squats == expected)
    let text = try String(contentsOfFile: log, encoding: .utf8)
    // Pullup done at the planned 6s never reaches the top of 6–10: BW stays.
    #expect(text.contains("BW × 6 ✓") && !text.contains("BW+"))
    #expect(run(["fmt", "--check", log]).status == 0)
  }
}
