import Seeds
import Testing

@testable import UnitNotebook

/// `Parser.fastSet` reads the common set line in one pass and leaves every
/// other line to the general path. These tests hold the two to the same
/// result: each text is parsed with the fast path and without it, and the
/// lines, the extra amounts and the diagnostics must be equal.
@Suite struct FastSetTests {
  /// Parses a notebook with or without the fast path.
  static func parse(_ text: [UInt8], fast: Bool) -> (
    lines: [LineSyntax], extra: [AmountSyntax], diagnostics: [Diagnostic]
  ) {
    text.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      parser.usesFastSets = fast
      var sink = DiagnosticSink()
      let syntax = parser.parseNotebook(sink: &sink)
      var lines: [LineSyntax] = []
      var extra: [AmountSyntax] = []
      for chunk in [syntax.preamble] + syntax.sessions {
        extra += chunk.extraAmounts
        for var line in chunk.lines {
          // A line's nodes mean something only for its kind (`LineSyntax`):
          // the rest is left from earlier lines, which the two paths fill
          // differently.
          if line.kind != .set && !(line.kind == .exercise && line.exercise.hasSet) { line.set = SetSyntax() }
          if line.kind != .exercise { line.exercise = LineSyntax().exercise }
          if line.kind != .heading { line.heading = HeadingSyntax() }
          if line.kind != .note { line.note = LineSyntax().note }
          lines.append(line)
        }
      }
      return (lines, extra, sink.sorted)
    }
  }

  static func expectSamePaths(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = Array(text.utf8)
    let fast = parse(bytes, fast: true)
    let general = parse(bytes, fast: false)
    #expect(fast.diagnostics == general.diagnostics, "\(text)", sourceLocation: sourceLocation)
    #expect(fast.extra == general.extra, "\(text)", sourceLocation: sourceLocation)
    #expect(fast.lines.count == general.lines.count, sourceLocation: sourceLocation)
    for (a, b) in zip(fast.lines, general.lines) where a != b {
      let line = String(decoding: bytes[a.range.start..<a.range.end], as: UTF8.self)
      Issue.record(
        "line \(a.number) `\(line)` reads differently:\nfast    \(a)\ngeneral \(b)", sourceLocation: sourceLocation)
    }
  }

  static let kinds = [
    "", "warmup ", "Warmup ", "WARM-UP ", "drop ", "dropset ", "failure ", "warmup", "warm ", "Squat ",
  ]
  static let weights = [
    "100", "102.5", "60,5", "0", "00", "7.125", "123456789", "1234567890", "75.", ".5", "7.1234567", "1.5.5", "BW",
    "BW+10kg", "-5", "bw", "Bw", "BW-20kgs", "BW + 5 kg", "BW+", "BW - 2,5 kg", "BW×", "BWx", "bw+20 kgx", "BWkg",
    "BW+0kg", "BW -5", "bwx",
  ]
  static let gaps = ["", " ", "  ", "\t"]
  static let units = ["kg", "KG", "Kg", "kgs", "lb", "lbs", "LBS", "kgx", "k", "", "km", "s"]
  static let times = [" x ", " X ", " * ", " × ", "x", "×", " ", " x", "", " xx ", " x  "]
  static let amounts = [
    "5", "10", "05", "5.5", "5:00", "8-12", "8–12", "5s", "5 reps", "5 s", "5, 5, 3", "5 5", "123456789", "1234567890",
    "", "5kg", "3x5", "5 m", "5.", "0", "40m", "5km 25:30", "45s", "1:30", "5 40m", "25:30", "0.5mi", "400m 1:30.5",
    "8-12s", "5km25:30", "60s 60s", "1:30 5", "40 m", "5 km", "99:99", "1:00:00", "2.5 km", "5x", "45s,", "5 reps",
  ]
  static let marks = [
    "✓", "✗", "✔", "❌", "done", "DONE", "Fail", "failed", "@8", "@ 8.5", "@8,5", "@11", "@0", "@", "@7.25",
    "rest 2:00", "rest 90s", "rest 3 min", "Rest 60 sec", "rest 90", "rest", "rest 1:30:00", "rest 2:00.5", "> a note",
    ">", "> x\\> y", "+2.5kg", "-5kg", "warmup", "x 5", "foo", "✓✓", "✓@8", "done,", "// a comment", "kg", "✓ ✓",
    "@8 @9", "rest 60s rest 60s", "5",
    // Rests as the fast path reads them, and the spellings it leaves to the general path.
    "rest 90 s", "rest 1.5min", "REST 180S", "rest 5h", "rest 0s", "rest 2 mins", "rest 90  sec", "rest\t90s",
    "rest 90s5", "rest 1:30 2", "rest 60secx5", "rest 2min30s", "rest 90sec,", "rest 1:75", "rest 75:00",
    "rest 90 km", "rest 90 reps", "rest 1:30✓", "rest 90s@8", "rest 1000001h", "rest 999999h", "rest .5min",
    "rest 1,5min", "rest 60 s 30", "rest 9999999999999999s", "rest 1:00:00:00", "rest 90 kg", "rest 1:3",
  ]

  /// Every weight, unit and amount spelling once, around the common marks.
  @Test func everySpellingReadsAlikeBothWays() {
    var lines: [String] = []
    for w in FastSetTests.weights {
      for u in FastSetTests.units {
        for g in FastSetTests.gaps { lines.append("  \(w)\(g)\(u) × 5 ✓") }
        for t in FastSetTests.times { lines.append("- \(w)\(u)\(t)8 done @8") }
      }
    }
    for a in FastSetTests.amounts { for k in FastSetTests.kinds { lines.append("\t\(k)100kg x \(a) ✓") } }
    // Sets without a load, and with a bodyweight one, as typed logs have them
    // on the exercise's line and in blocks.
    for a in FastSetTests.amounts {
      for m in ["", " done", " ✓ @8", " DONE rest 60s", " > n", " x 5", " kg"] {
        lines.append("  \(a)\(m)")
        lines.append("Plank \(a)\(m)")
        lines.append("- warmup \(a)\(m)")
        lines.append("Pullup BW x \(a)\(m)")
        lines.append("\tbw+20kgs * \(a)\(m)")
      }
    }
    for m in FastSetTests.marks {
      for m2 in ["", " ✓", " @9", " rest 2:00", " > n"] {
        lines.append("  100kg × 5 \(m)\(m2)")
        lines.append("Bench 60kg x 8 \(m)\(m2)")
        lines.append("Bench: 60kg x 8 \(m)\(m2)")
      }
    }
    // Every spelling of the tables, in each place a unit or a mark may
    // stand, so that an entry added to them is read alike both ways too.
    var spellings: [String] = []
    for unit in Lexicon.UnitWord.all { spellings += unit.spellings.all.map { String(decoding: $0, as: UTF8.self) } }
    for mark in Lexicon.SetMark.all { spellings += mark.spellings.all.map { String(decoding: $0, as: UTF8.self) } }
    for w in spellings {
      lines.append("  100\(w) × 5 \(w)")
      lines.append("- 60 \(w.uppercased()) x 8 done \(w) @8")
      lines.append("\t\(w) 60kg * 5 ✓ \(w) 2:00")
      lines.append("  warmup 100kg x 5 rest 90\(w) \(w)")
    }
    // In a session, and again in a routine (where the fast path stands back).
    let body = lines.joined(separator: "\n")
    FastSetTests.expectSamePaths("# 2026-11-29 Lower A\nSquat\n\(body)\n\n# Routine Lower\nSquat\n\(body)\n")
  }

  /// Random lines of those pieces (fixed seed): kinds, loads, signs, amounts
  /// and up to four marks in any order, joined by any blanks.
  @Test func randomLinesReadAlikeBothWays() {
    var rng = SeededRandom(seed: 2026_12_02)
    var text = ""
    for session in 0..<40 {
      text += "# 2026-\(10 + session % 3)-\(10 + session % 19) Day\n\nSquat\n"
      for _ in 0..<250 {
        var line = rng.pick(["  ", "\t", "- ", "* ", "", "Row "])
        line += rng.pick(FastSetTests.kinds) + rng.pick(FastSetTests.weights) + rng.pick(FastSetTests.gaps)
        line += rng.pick(FastSetTests.units) + rng.pick(FastSetTests.times) + rng.pick(FastSetTests.amounts)
        for _ in 0..<rng.int(0...4) { line += rng.pick([" ", "  ", "\t", ""]) + rng.pick(FastSetTests.marks) }
        text += line + "\n"
      }
      text += "\n"
    }
    FastSetTests.expectSamePaths(text)
  }

  /// The fast path is taken: a typed log's set lines read without the
  /// general path give the same sets (a check that the test above compares
  /// something the fast path produced).
  @Test func theFastPathReadsTheCommonSets() {
    let text = Array("# 2026-11-29\nSquat\n\t- 75.5KG X 4 DONE rest 2:00\n  warmup 40 kg * 5 ✓ @7.5 > easy\n".utf8)
    text.withUnsafeBufferPointer { b in
      var parser = Parser(b)
      var sink = DiagnosticSink()
      var line = LineSyntax()
      var extra: [AmountSyntax] = []
      var sets: [SetSyntax] = []
      while let scanned = parser.scanner.nextLine() {
        guard scanned.contentStart < scanned.contentEnd, b[scanned.contentStart] != UInt8(ascii: "#"),
          b[scanned.contentStart] != UInt8(ascii: "S")
        else { continue }
        var s = scanned.contentStart
        if b[s] == UInt8(ascii: "-") { s += 2 }
        var set = SetSyntax()
        #expect(parser.fastSet(s, scanned.contentEnd, extraCount: 0, into: &set, sink: &sink))
        sets.append(set)
        parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      }
      #expect(sink.sorted.isEmpty)
      #expect(sets.count == 2)
      guard sets.count == 2 else { return }
      #expect(sets.first?.load?.value == .weight(Weight(DecimalValue(significand: 755, scale: 1) ?? .zero, .kg)))
      #expect(sets.first?.amount.reps == 4)
      #expect(sets.first?.status == .done)
      #expect(sets.first?.marks.rest == DecimalValue(120))
      #expect(sets[1].kind == .warmup)
      #expect(sets[1].marks.rpe == DecimalValue(significand: 75, scale: 1))
      #expect(sets[1].note != nil)
    }
  }
}
