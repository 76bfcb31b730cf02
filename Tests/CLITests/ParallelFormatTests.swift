import Foundation
import Testing

@testable import UnitCLI
@testable import UnitNotebook

/// Formatting a large file on two cores gives exactly the text and the
/// diagnostics of one pass.
@Suite struct ParallelFormatTests {
  /// A notebook of `sessions` sessions, with comments, notes and blank-line
  /// variety near every heading.
  static func notebook(sessions: Int, seed: Int) -> String {
    var s = "> notebook note\n\n"
    for i in 0..<sessions {
      let day = 1 + i % 28
      switch (i + seed) % 5 {
      case 0: s += "// above the heading\n"
      case 1: s += "\n// after a blank\n\n"
      case 2: s += "  // indented, after the last set\n\n"
      default: s += "\n"
      }
      s += "# 2026-11-\(day < 10 ? "0" : "")\(day) 07:15 Session \(i)\n> note \(i)\n"
      s += "Squat 100kg x 5, 5, \(i % 9) done @8\nPullup BW x 8 done // short\nPlank 60s done\n"
    }
    return s
  }

  /// Under ThreadSanitizer, whose run is about the two threads rather than
  /// the size (and which runs the library some ten times slower), and in the
  /// default lane (a debug build, where 60,000 sessions took most of a minute
  /// of `swift test`), the in-memory notebooks are 2,000 sessions instead of
  /// 60,000 and the two-thread threshold and pieces are lowered to fit: the
  /// same cut, threads and join, at a thirtieth of the work
  /// (docs/reliability.md, Sanitizers). The stress lane (`UNIT_STRESS=1`) and
  /// the mapped file of `checkRunsOnTwoCoresFromAMappedFile` keep the real size.
  static let small = underThreadSanitizer || !StressLane.enabled
  static let sessions = small ? 2_000 : 60_000
  static let threshold = small ? 64 << 10 : ParallelFormat.threshold
  /// Small notebooks are cut in small pieces, so that the two threads still
  /// share out many of them.
  static let pieceSize: Int? = small ? 16 << 10 : nil

  func run(
    _ text: String, pieceSize: Int? = ParallelFormatTests.pieceSize, threshold: Int = ParallelFormatTests.threshold
  ) -> (parts: [UInt8]?, diagnostics: [Diagnostic]) {
    let data = InputBytes(Array(text.utf8))
    let (parts, diagnostics) = ParallelFormat.format(data, threshold: threshold, pieceSize: pieceSize)
    return (parts.map { $0.flatMap { p in p.withUnsafeBufferPointer { Array($0) } } }, diagnostics)
  }

  @Test(arguments: 0..<3)
  func bigNotebooksFormatAsInOnePass(seed: Int) {
    let text = ParallelFormatTests.notebook(sessions: Self.sessions + seed * 77, seed: seed)
    #expect(text.utf8.count > Self.threshold)
    let expected = NotebookFormatter.format(utf8: Array(text.utf8))
    let got = run(text)
    #expect(got.diagnostics == expected.diagnostics)
    #expect(got.parts == expected.output)
  }

  @Test func errorsInTheSecondHalfHaveTheirRealLineNumbers() {
    var text = ParallelFormatTests.notebook(sessions: Self.sessions, seed: 3)
    #expect(text.utf8.count > Self.threshold)
    text += "# 2026-11-29\nSquat 60 x 8\n"
    let expected = NotebookFormatter.format(utf8: Array(text.utf8))
    let got = run(text)
    #expect(got.parts == nil)
    #expect(got.diagnostics == expected.diagnostics)
    #expect(got.diagnostics.first?.line == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
  }

  /// `unit check` (and export's checking pass) on two cores, from a mapped
  /// file whose pages each thread gives back (ThreadSanitizer runs this).
  @Test func checkRunsOnTwoCoresFromAMappedFile() throws {
    let dir = try TemporaryFolder()
    let file = dir.url.appendingPathComponent("big.unit")
    try Data(ParallelFormatTests.notebook(sessions: 60_000, seed: 4).utf8).write(to: file)
    let data = try InputBytes(path: file.path)
    #expect(data.count > ParallelFormat.threshold)
    #expect(ParallelFormat.check(data).isEmpty)
  }

  /// Routines on both sides of the cut, two of one name apart: the warning
  /// only one pass can give is given, and the text is that of one pass.
  @Test func routinesAcrossTheCutAsInOnePass() {
    let routine = "# Routine Lower A\nSquat 100kg 3x8-12 +2.5kg rest 3:00\nPlank 3x60s\n\n"
    // Above the two-thread threshold (lowered under ThreadSanitizer).
    let sessions = ParallelFormatTests.notebook(sessions: Self.sessions, seed: 2)
    for text in [
      routine + sessions + "\n" + routine, routine + sessions + "\n# routine lower  a\n", routine + sessions,
    ] {
      let expected = NotebookFormatter.format(utf8: Array(text.utf8))
      let got = run(text)
      #expect(got.diagnostics == expected.diagnostics)
      #expect(got.parts == expected.output)
      let data = InputBytes(Array(text.utf8))
      #expect(ParallelFormat.check(data, threshold: Self.threshold, pieceSize: Self.pieceSize) == expected.diagnostics)
    }
    #expect(sessions.utf8.count > Self.threshold)
    #expect(NotebookFormatter.format(utf8: Array((routine + sessions + "\n" + routine).utf8)).diagnostics.count == 1)
  }

  /// Many small pieces, shared out by the two threads: the text of one
  /// pass; an error in any piece, or one routine name in two pieces far
  /// apart, gives exactly the diagnostics of one pass (and no text). In
  /// every lane the small notebook, cut in pieces of a quarter to four
  /// kilobytes: the test is about many pieces, which the stress lane's
  /// size only multiplied (it was three minutes of that lane's CPU).
  @Test(arguments: [1 << 8, 1 << 10, 1 << 12])
  func manyPiecesAsInOnePass(pieceSize: Int) throws {
    let threshold = 64 << 10
    let sessions = ParallelFormatTests.notebook(sessions: 2_000, seed: 1)
    let bytes = Array(sessions.utf8)
    let ranges = bytes.withUnsafeBufferPointer { ParallelFormat.pieces($0, size: pieceSize) }
    try #require(ranges.count >= 4, "the notebook must be cut in several pieces")
    let routine = "# Routine Lower A\nSquat 100kg 3x8-12 +2.5kg rest 3:00\n\n"
    // An error in a piece between the ends, where neither thread starts.
    let middle = bytes.count / 3
    let cut = try #require(bytes.withUnsafeBufferPointer { ParallelFormat.cutPoint($0, from: middle) })
    let broken =
      String(decoding: bytes[..<cut], as: UTF8.self) + "# 2026-11-29\nSquat 60 x 8\n\n"
      + String(decoding: bytes[cut...], as: UTF8.self)
    for text in [sessions, routine + sessions + "\n" + routine, broken] {
      let expected = NotebookFormatter.format(utf8: Array(text.utf8))
      let got = run(text, pieceSize: pieceSize, threshold: threshold)
      #expect(got.diagnostics == expected.diagnostics)
      #expect(got.parts == expected.output)
      let data = InputBytes(Array(text.utf8))
      #expect(ParallelFormat.check(data, threshold: threshold, pieceSize: pieceSize) == expected.diagnostics)
    }
  }

  /// The pieces follow one another, cover the text, each but the last is at
  /// least the size asked for, and each after the first starts at a cut.
  @Test func piecesCoverTheTextAndStartAtCuts() {
    let text = Array(ParallelFormatTests.notebook(sessions: 3_000, seed: 2).utf8)
    text.withUnsafeBufferPointer { b in
      for size in [1, 100, 5_000, 60_000, b.count, 2 * b.count] {
        let ranges = ParallelFormat.pieces(b, size: size)
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == b.count)
        for (r, next) in zip(ranges, ranges.dropFirst()) {
          #expect(r.upperBound == next.lowerBound)
          #expect(r.count >= size)
          #expect(ParallelFormat.cutPoint(b, from: next.lowerBound - 1) == next.lowerBound)
        }
      }
    }
  }

  /// The pieces for two threads meeting in the middle: they cover the text,
  /// start at cuts, and shorten from the ends toward the middle.
  @Test func balancedPiecesShortenTowardTheMiddle() {
    let text = Array(ParallelFormatTests.notebook(sessions: 20_000, seed: 2).utf8)
    text.withUnsafeBufferPointer { b in
      let ranges = ParallelFormat.balancedPieces(b, smallest: 4_096)
      #expect(ranges.count >= 8)
      #expect(ranges.first?.lowerBound == 0)
      #expect(ranges.last?.upperBound == b.count)
      for (r, next) in zip(ranges, ranges.dropFirst()) {
        #expect(r.upperBound == next.lowerBound)
        #expect(ParallelFormat.cutPoint(b, from: next.lowerBound - 1) == next.lowerBound)
      }
      let half = ranges.count / 2
      // The end pieces are the longest, and no piece near the middle is
      // longer than a tenth of an end piece.
      let ends = Swift.min(ranges[0].count, ranges[ranges.count - 1].count)
      #expect(ranges.allSatisfy { $0.count <= Swift.max(ranges[0].count, ranges[ranges.count - 1].count) })
      #expect(ranges[(half - 1)...(half + 1)].allSatisfy { $0.count * 10 <= ends })
      // Too short to cut: one piece.
      #expect(ParallelFormat.balancedPieces(UnsafeBufferPointer(rebasing: b[0..<100])) == [0..<100])
    }
  }

  @Test func theCutIsNeverNextToAComment() {
    let text = Array("Squat\n// c\n\n# 2026-11-29\n\n# 2026-11-30\n".utf8)
    let cut = text.withUnsafeBufferPointer { ParallelFormat.cutPoint($0) }
    #expect(cut == 26)  // the second heading: the first has a comment above its blank line
  }
}

/// Printing a large model on two cores gives exactly the text of one pass.
@Suite struct ParallelPrintTests {
  @Test func halvesJoinToTheWholeText() {
    // 3 sets a session: above ParallelPrint's threshold (lowered with the
    // size under ThreadSanitizer and in the default lane, as for
    // ParallelFormatTests).
    let sessions = ParallelFormatTests.small ? 2_000 : 20_000
    let text = ParallelFormatTests.notebook(sessions: sessions, seed: 1)
    let notebook = Notebook.parse(text).notebook
    let parts = ParallelPrint.canonical(
      notebook, threshold: ParallelFormatTests.small ? 5_000 : ParallelPrint.threshold)
    #expect(parts.count == 3)
    #expect(parts.flatMap { $0 } == notebook.canonicalUTF8)
  }

  /// Routines go with the sessions around them, whichever half that is:
  /// first, second, just before the middle, at it, just after, last (of
  /// 20,000 sessions, or 2,000 with the lowered threshold under
  /// ThreadSanitizer and in the default lane).
  @Test(arguments: 0..<6)
  func routinesKeepTheirPlaces(_ where_: Int) {
    let count = ParallelFormatTests.small ? 2_000 : 20_000
    let place = [0, 1, count / 2 - 1, count / 2, count / 2 + 1, count][where_]
    var notebook = Notebook.parse(ParallelFormatTests.notebook(sessions: count, seed: 1)).notebook
    let plan = Routine(
      name: "Upper A",
      exercises: [RoutineExercise(name: "Bench Press", prescriptions: [Prescription(sets: 3, reps: 8, maxReps: 12)])])
    notebook.routines = [plan, plan, plan].enumerated().map { k, r in
      var placed = r
      placed.sessionsBefore = Swift.min(count, place + k)
      return placed
    }
    let parts = ParallelPrint.canonical(
      notebook, threshold: ParallelFormatTests.small ? 5_000 : ParallelPrint.threshold)
    #expect(parts.count == 3)
    #expect(parts.flatMap { $0 } == notebook.canonicalUTF8)
  }
}
