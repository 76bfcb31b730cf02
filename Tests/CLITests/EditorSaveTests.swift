import Foundation
import Testing

@testable import UnitCLI

/// `import --into` and `next --into` never write over a save an editor (which
/// takes no lock) made while they worked: the notebook is read again just
/// before the rename, and the command starts again from what it holds now
/// (docs/reliability.md, "The lock, and which file").
@Suite struct EditorSaveTests {
  static let saved = "\n# 2031-01-01 Saved in the editor\n\nPlank 60s ✓\n"

  /// A notebook of `count` sessions of the routine `Lower A`.
  static func notebook(_ count: Int) -> String {
    var text = FileSafetyTests.notebook
    let calendar = Calendar(identifier: .gregorian)
    var day = DateComponents(calendar: calendar, year: 1980, month: 1, day: 1).date ?? Date()
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd"
    format.timeZone = TimeZone(identifier: "UTC")
    for _ in 0..<count {
      text += "\n# \(format.string(from: day)) Lower A\n\nSquat\n  100kg × 5 ✓\n  100kg × 5 ✓\n  100kg × 5 ✓\n"
      day += 86_400
    }
    return text
  }

  /// Runs `command` on a large log.unit and, once it holds the notebook's
  /// lock (it has read or is about to read it), saves the notebook as an
  /// editor does (a new file renamed over it). True when the save was made
  /// while the command still ran (otherwise the round tells nothing).
  static func saveWhile(_ command: String, in dir: URL) throws -> Bool {
    let suite = FileSafetyTests()
    let text = notebook(6_000)
    try suite.write(text, "log.unit", in: dir)
    try suite.write(text + saved, "edited.unit", in: dir)
    let r = try suite.shell(
      """
      \(command) & p=$!
      while [ ! -e .log.unit.unit-lock ] && kill -0 $p 2>/dev/null; do sleep 0.001; done
      sleep 0.05
      cp edited.unit .editor-save && mv .editor-save log.unit
      kill -0 $p 2>/dev/null && echo during
      wait $p
      """, in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    return String(decoding: r.stdout, as: UTF8.self).contains("during")
  }

  @Test func importIntoKeepsAnEditorsSave() throws {
    let dir = try TemporaryFolder()
    try FileSafetyTests().write(FileSafetyTests.strongExport(3, name: "B", hour: 18), "b.csv", in: dir.url)
    var during = 0
    for _ in 0..<2 {
      if try Self.saveWhile("\"$UNIT\" import --unit kg --into log.unit b.csv", in: dir.url) { during += 1 }
      let text = FileSafetyTests().read("log.unit", in: dir.url)
      #expect(text.contains("# 2031-01-01 Saved in the editor"), "the editor's save was written over")
      #expect(text.components(separatedBy: " B\n").count - 1 == 3, "the import is there too")
    }
    #expect(during > 0, "no save was made while the import ran: the notebook is too small for this machine")
  }

  @Test func nextIntoKeepsAnEditorsSave() throws {
    let dir = try TemporaryFolder()
    var during = 0
    for _ in 0..<2 {
      if try Self.saveWhile("\"$UNIT\" next 'Lower A' -q --date 2032-01-01 --into log.unit", in: dir.url) {
        during += 1
      }
      let text = FileSafetyTests().read("log.unit", in: dir.url)
      #expect(text.contains("# 2031-01-01 Saved in the editor"), "the editor's save was written over")
      #expect(text.contains("# 2032-01-01 Lower A"), "the plan is there too")
    }
    #expect(during > 0, "no save was made while next ran: the notebook is too small for this machine")
  }

  /// The rewrite itself: a notebook changed after it was read is not
  /// replaced, and `retrying` reads it again and writes from that.
  @Test func aRewriteWritesOnlyOverTheTextItRead() throws {
    let dir = try TemporaryFolder()
    let path = dir.url.appendingPathComponent("log.unit").path
    try FileSafetyTests().write("# 2026-01-01 A\n", "log.unit", in: dir.url)
    var console = BufferConsole()
    let rewrite = try #require(Rewrite.begin(path, command: "import", console: &console))
    defer { rewrite.end() }
    var attempts = 0
    let status: CLI.Status = Rewrite.retrying(rewrite, command: "import", console: &console, gaveUp: .failure) { held in
      attempts += 1
      guard let text = try? rewrite.read() else { return .done(.failure) }
      held.writeError("attempt \(attempts)\n")
      if attempts == 1 { try? FileSafetyTests().write("# 2026-01-02 Saved\n", "log.unit", in: dir.url) }
      switch rewrite.replaceIfUnchanged(text + Array("# 2026-01-03 Added\n".utf8), command: "import", console: &held) {
      case .changed: return .changed
      case .failed: return .done(.failure)
      case .written: return .done(.ok)
      }
    }
    #expect(status == .ok)
    #expect(attempts == 2)
    #expect(console.error == "attempt 2\n", "only the attempt that counts is said")
    #expect(FileSafetyTests().read("log.unit", in: dir.url) == "# 2026-01-02 Saved\n# 2026-01-03 Added\n")
  }

  /// A notebook that keeps changing is left as the editor saved it, said.
  @Test func aNotebookThatKeepsChangingIsLeftAlone() throws {
    let dir = try TemporaryFolder()
    let path = dir.url.appendingPathComponent("log.unit").path
    try FileSafetyTests().write("# 2026-01-01 A\n", "log.unit", in: dir.url)
    var console = BufferConsole()
    let rewrite = try #require(Rewrite.begin(path, command: "next", console: &console))
    defer { rewrite.end() }
    var saves = 0
    let status: CLI.Status = Rewrite.retrying(rewrite, command: "next", console: &console, gaveUp: .failure) { held in
      guard let text = try? rewrite.read() else { return .done(.failure) }
      saves += 1
      try? FileSafetyTests().write("# 2026-01-0\(saves) Saved\n", "log.unit", in: dir.url)
      return rewrite.replaceIfUnchanged(text + [0x0A], command: "next", console: &held) == .changed
        ? .changed : .done(.ok)
    }
    #expect(status == .failure)
    #expect(console.error.contains("changed \(Rewrite.attempts) times while unit next worked on it"))
    #expect(FileSafetyTests().read("log.unit", in: dir.url) == "# 2026-01-0\(saves) Saved\n")
  }
}
