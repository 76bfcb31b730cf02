import Testing

@testable import UnitNotebook

/// A notebook read a chunk at a time (`NotebookOutline+Chunks`, for
/// `unit lsp`): each chunk read alone, its outline moved to its place and
/// the chunks' diagnostics put together, is exactly one reading of the
/// whole text: the same sessions and routines, the same diagnostics in the
/// same order, the warning for a routine named twice in two chunks, and
/// the same at most 1,000 kept.
@Suite struct OutlineChunksTests {
  /// The text cut where the pipeline cuts it, each chunk read alone and
  /// put back together.
  static func readInChunks(_ bytes: [UInt8]) -> (outline: NotebookOutline, diagnostics: [Diagnostic]) {
    let starts = bytes.withUnsafeBufferPointer { NotebookOutline.chunkStarts($0) }
    var outline = NotebookOutline(utf8: [])
    var chunks: [(NotebookOutline.ChunkDiagnostics, lines: Int, bytes: Int)] = []
    var lines = 0
    for (s, e) in zip(starts, starts.dropFirst() + [bytes.count]) {
      let chunk = Array(bytes[s..<e])
      let (o, d) = NotebookOutline.read(chunk: chunk)
      let moved = o.moved(lines: lines, bytes: s)
      outline.sessions += moved.sessions
      outline.routines += moved.routines.map { r in
        var x = r
        x.routine.sessionsBefore = outline.sessions.count - moved.sessions.count
        return x
      }
      chunks.append((d, lines, s))
      lines += chunk.filter { $0 == 0x0A }.count
    }
    return (outline, NotebookOutline.diagnostics(ofChunks: chunks))
  }

  static func expectOneReading(_ text: String, _ what: String) {
    let bytes = Array(text.utf8)
    let one = NotebookOutline(utf8: bytes)
    let (outline, diagnostics) = readInChunks(bytes)
    #expect(diagnostics == one.diagnostics, "\(what): the diagnostics")
    #expect(outline.sessions == one.sessions, "\(what): the sessions")
    #expect(outline.routines == one.routines, "\(what): the routines")
  }

  @Test func everyFixtureReadsAsOne() throws {
    for name in Fixtures.names("errors", ext: "unit") {
      Self.expectOneReading(try Fixtures.text("errors", name + ".unit"), "errors/\(name)")
    }
    for name in Fixtures.names("format", ext: "input") {
      Self.expectOneReading(try Fixtures.text("format", name + ".input"), "format/\(name)")
    }
  }

  /// A routine named as an earlier one in another chunk is warned of, with
  /// the earlier one's line, right after its heading line's own errors.
  @Test func aRoutineNamedTwiceAcrossChunks() {
    let text = """
      # Routine Lower A
      Squat 3×5 100kg +2.5kg

      # 2026-12-01 Lower A

      Squat 100kg × 5 ✓

      # routine lower  A
      Squat 3×5 @8

      # Routine Lower A // again
      Squat 3×5 100kg

      """
    let (_, diagnostics) = Self.readInChunks(Array(text.utf8))
    #expect(diagnostics.filter { $0.message.contains("already written at line 1") }.map(\.line) == [8, 11])
    Self.expectOneReading(text, "routines named twice")
  }

  /// Past 1,000 diagnostics the same are kept and the same count is given,
  /// whether they fall in many chunks or in one.
  @Test func theLimitIsTheWholeText() {
    let bad = String(repeating: "Squat 100 × 5\n", count: 700)
    let many = (0..<3).map { "# 2026-12-0\($0 + 1)\n\n" + bad }.joined(separator: "\n")
    Self.expectOneReading(many, "three chunks of 700 errors")
    Self.expectOneReading("# 2026-12-01\n" + String(repeating: bad, count: 3), "one chunk of 2,100 errors")
    Self.expectOneReading(String(repeating: "\u{1}\n", count: 1_200) + "# 2026-12-01\n" + bad, "a preamble of errors")
    let (_, d) = Self.readInChunks(Array(many.utf8))
    #expect(d.count == 1_001 && d.last?.message.hasPrefix("1100 more problems are not shown") == true)
  }

  /// A byte-order mark stays with the first heading; every chunk after the
  /// first starts at a heading line.
  @Test func chunksStartAtHeadings() {
    let text = Array("\u{FEFF}# 2026-12-01\nSquat 100kg × 5 ✓\n  # 2026-12-02\n#\n> # not a heading\n".utf8)
    let starts = text.withUnsafeBufferPointer { NotebookOutline.chunkStarts($0) }
    #expect(starts == [0, 37, 52])
    Self.expectOneReading(String(decoding: text, as: UTF8.self), "a byte-order mark")
  }
}
