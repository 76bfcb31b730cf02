import Seeds
import Testing

@testable import UnitNotebook

/// A notebook read in pieces (as the command line reads a large file on
/// two cores, up to dozens of pieces) answers every question as the
/// notebook read whole: the trackers of the pieces joined in order
/// (`FuzzOracle.differs`, the law the history's fuzz target checks too).
@Suite struct HistoryPiecesTests {
  /// Generated notebooks cut before every few session headings.
  @Test(arguments: SeedShare.take(0..<80))
  func piecesAnswerAsTheWhole(seed: UInt64) {
    // Four notebooks one after the other: enough sessions to cut often
    // (their dates may go back: the history then folds again in order).
    var text: [UInt8] = []
    for k in 0..<4 {
      var g = NotebookGenerator(seed: seed &* 7 &+ UInt64(k))
      text += g.notebook().canonicalUTF8 + [0x0A]
    }
    let whole = FuzzOracle.read(text, every: 0)
    let pieces = FuzzOracle.read(text, every: Int(seed % 3) + 1)
    let different = FuzzOracle.differs(pieces, whole, whole.exercises.map(\.name))
    #expect(different == nil, "seed \(seed)")
  }

  /// A routine is planned from the last of eight sessions (not the first
  /// three, nor a piece's sessions joined before an earlier piece's),
  /// whole and in pieces.
  @Test func plansReadTheLastSessions() throws {
    var text = "# Routine Lower A\n\nSquat 100kg 3×5 +2.5kg\nRomanian Deadlift 80kg 3×8–12 +5kg\n\n"
    for k in 0..<8 {
      text += "# 2026-01-\(10 + 2 * k) Lower A\n\nSquat\n"
      text += String(repeating: "  \(100 + 5 * k)kg × 5 ✓\n", count: 3)
      if k % 3 != 2 { text += "Romanian Deadlift \(80 + 5 * k)kg × \(8 + k % 4) ✓\n" }
      text += "\n"
    }
    let bytes = Array(text.utf8)
    let whole = TrainingHistory.read([(name: "g.unit", text: bytes)]).history
    let day = try #require(whole.dayAfterLastTraining())
    let wanted = try #require(whole.nextSession(for: "Lower A", on: day))
    let planned = String(decoding: Notebook(sessions: [wanted.session]).canonicalUTF8, as: UTF8.self)
    #expect(planned.contains("137.5kg"), "\(planned)")
    for every in [0, 1, 2, 3] {
      let read = FuzzOracle.read(bytes, asking: [.plans], every: every)
      #expect(read.nextSessions(on: day) == [wanted], "every \(every)")
    }
  }
}
