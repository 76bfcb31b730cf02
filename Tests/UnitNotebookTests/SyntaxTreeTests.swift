import Testing

@testable import UnitNotebook

/// The syntax tree is lossless: every line keeps its bytes, its comment and
/// the ranges of what it was parsed from, so the original spelling of each
/// part can be read back.
@Suite struct SyntaxTreeTests {
  func tree(_ text: String) -> (NotebookSyntax, [UInt8]) {
    let bytes = Array(text.utf8)
    let t = bytes.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      var sink = DiagnosticSink()
      return parser.parseNotebook(sink: &sink)
    }
    return (t, bytes)
  }

  func slice(_ bytes: [UInt8], _ r: ByteRange) -> String {
    String(decoding: bytes[r.start..<r.end], as: UTF8.self)
  }

  @Test(arguments: FormatGoldenTests.cases)
  func linesReproduceTheSourceExactly(_ name: String) throws {
    let bytes = try Fixtures.bytes("format", name + ".input")
    let text = String(decoding: bytes, as: UTF8.self)
    let (t, _) = tree(text)
    // Concatenating every line's bytes with its original line ending gives
    // the file back, byte for byte (after the byte-order mark).
    var rebuilt: [UInt8] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for line in ([t.preamble] + t.sessions).flatMap(\.lines) {
      #expect(line.range.start == start, "line \(line.number) starts where the previous ended")
      rebuilt += bytes[line.range.start..<line.range.end]
      var next = line.range.end
      if next < bytes.count, bytes[next] == 0x0D { next += 1 }
      if next < bytes.count, bytes[next] == 0x0A { next += 1 }
      rebuilt += bytes[line.range.end..<next]
      start = next
    }
    #expect(rebuilt == Array(bytes[(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)...]))
  }

  @Test func keepsOriginalSpellingsAndComments() throws {
    let (t, bytes) = tree(
      """
      # 2026-11-30 7:15pm-8:05pm Push // evening
      Bench Press
      - warmup 60 kgs x 5 done
        102.5 kg X 12 fail @ 9 > last one
      Row 60kg × 10, 10, 8 ✓

      """)
    #expect(t.preamble.lines.isEmpty)
    let lines = t.sessions[0].lines
    #expect(lines.map(\.kind) == [.heading, .exercise, .set, .set, .exercise])
    let heading = lines[0].heading
    #expect(heading.start.map { slice(bytes, $0.range) } == "7:15pm")
    #expect(heading.end.map { slice(bytes, $0.range) } == "8:05pm")
    #expect(lines[0].comment.map { slice(bytes, $0) } == "// evening")
    #expect(lines[2].hasBullet)
    #expect(lines[2].set.load.map { slice(bytes, $0.range) } == "60 kgs")
    #expect(lines[2].set.kind == .warmup)
    #expect(lines[3].set.load.map { slice(bytes, $0.range) } == "102.5 kg")
    #expect(slice(bytes, lines[3].set.amount.range) == "12")
    #expect(lines[3].set.note.map { slice(bytes, $0.range) } == "last one")
    #expect(lines[4].exercise.hasSet)
    #expect(slice(bytes, lines[4].exercise.name.range) == "Row")
    #expect(lines[4].set.moreAmounts.count == 2)
    #expect(t.sessions[0].extraAmounts.map { slice(bytes, $0.range) } == ["10", "8"])
  }
}
