import Seeds
import Testing

@testable import UnitNotebook

/// The block printer writes each set's load and amount cells once, measures
/// them, and pads a block's columns from those widths. These tests print
/// blocks and cut the cells out of the lines: each must hold what `Cells`
/// writes for its set, and the columns must line up with no padding beyond
/// the widest cell.
@Suite struct CellWidthsTests {
  /// Loads and amounts of every shape: decimals of each scale, bodyweight
  /// added and assisted, durations on each side of a minute and an hour,
  /// with fractions, distances in each unit, and their combinations.
  static let edges = """
    # 2026-11-29 Edges
    Weights
      0.5kg × 5
      1000kg × 1000
      102.25lb × 10
      0.125kg × 1
      999999kg × 0
    Bodyweight
      BW × 8
      BW+2.5kg × 3
      BW-25kg × 12
      BW+100lb × 1
      warmup BW × 5
    Time
      warmup 60s
      drop 61s
      failure 3600s
      59.5s
      90.25s
      1:02:03
      0s
      10:00:00.5
    Distance
      5km 25:30
      0.5mi
      400m 1:30.5
      5 40m
      10 2000m 7:30
      12 3mi 1:00:00
      BW × 5 40m
    Mixed
      warmup 60kg × 5
      failure 100kg × 4
      drop 20kg × 10
      45s
      BW × 5km

    """

  /// One printed set line, cut into its cells.
  struct PrintedSet {
    var kind: String
    var load: String?
    var amount: String
    /// Where `×` is, in Unicode scalars from the start of the line.
    var timesColumn: Int?
    /// Where the amount cell ends, in Unicode scalars.
    var amountEnd: Int
  }

  /// Cuts a printed set line (`  warmup  60kg × 5 ✓ @8`) into its cells.
  static func cut(_ line: String, kind: SetKind, hasLoad: Bool) -> PrintedSet? {
    var rest = Substring(line)
    guard rest.hasPrefix("  ") else { return nil }
    rest = rest.dropFirst(2)
    var column = 2
    let kindWord = kind == .normal ? "" : kind.rawValue
    guard rest.hasPrefix(kindWord) else { return nil }
    rest = rest.dropFirst(kindWord.count)
    column += kindWord.unicodeScalars.count
    var load: String? = nil
    var timesColumn: Int? = nil
    if hasLoad {
      guard let times = rest.firstRange(of: " × ") else { return nil }
      let before = rest[..<times.lowerBound]
      let cell = before.drop { $0 == " " }
      load = String(cell)
      timesColumn = column + before.unicodeScalars.count + 1
      column += before.unicodeScalars.count + 3
      rest = rest[times.upperBound...]
    }
    let padding = rest.prefix { $0 == " " }
    column += padding.unicodeScalars.count
    rest = rest.dropFirst(padding.count)
    // The amount ends where the marks begin (` ✓`, ` ✗`, ` @8`, ` rest 2:00`, ` > note`).
    var amount = ""
    var scalars = rest.unicodeScalars[...]
    while let c = scalars.first {
      if c == " ", let next = scalars.dropFirst().first, "✓✗@>".unicodeScalars.contains(next) { break }
      if c == " ", String(String.UnicodeScalarView(scalars.dropFirst().prefix(5))) == "rest " { break }
      amount.unicodeScalars.append(c)
      scalars = scalars.dropFirst()
    }
    return PrintedSet(
      kind: kindWord, load: load, amount: amount, timesColumn: timesColumn,
      amountEnd: column + amount.unicodeScalars.count)
  }

  /// Prints each exercise of several sets as a block on its own and checks
  /// its cells against what `Cells` writes; the number of blocks checked.
  @discardableResult
  static func checkBlocks(of notebook: Notebook, _ what: String) -> Int {
    var checked = 0
    for session in notebook.sessions {
      for var exercise in session.exercises where exercise.sets.count >= 2 {
        exercise.notes = []
        var alone = Session(date: session.date)
        alone.exercises = [exercise]
        let text = Notebook(notes: [], sessions: [alone]).canonicalText
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The heading, a blank line, the name, then one line a set.
        let setLines = Array(lines.dropFirst(3).prefix(exercise.sets.count))
        guard setLines.count == exercise.sets.count else {
          Issue.record("\(what): \(exercise.name) printed \(setLines.count) set lines for \(exercise.sets.count) sets")
          continue
        }
        checkBlock(exercise, setLines, what)
        checked += 1
      }
    }
    return checked
  }

  /// What `write` writes, as text.
  static func written(_ write: (inout ByteBuffer) -> Void) -> String {
    var b = ByteBuffer()
    write(&b)
    return b.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
  }

  static func checkBlock(_ exercise: Exercise, _ lines: [String], _ what: String) {
    var printed: [PrintedSet] = []
    for (set, line) in zip(exercise.sets, lines) {
      guard let p = cut(line, kind: set.kind, hasLoad: set.load != nil) else {
        Issue.record("\(what): cannot read the set line \(line)")
        return
      }
      printed.append(p)
      #expect(p.load == set.load.map { l in written { $0.appendLoad(l) } }, "\(what): load cell in '\(line)'")
      let amount = written {
        $0.appendAmount(reps: set.reps, distance: set.distance, seconds: set.seconds, amrap: set.amrap)
      }
      #expect(p.amount == amount, "\(what): amount cell '\(p.amount)' in '\(line)'")
    }
    let block = lines.joined(separator: "\n")
    // Every × in one column, and that column just after the widest left
    // part (kind, two spaces, load): no more padding than it needs.
    let timesColumns = Set(printed.compactMap(\.timesColumn))
    #expect(timesColumns.count <= 1, "\(what): × in columns \(timesColumns.sorted()):\n\(block)")
    if let column = timesColumns.first {
      let widest =
        printed.map { p in
          let kind = p.kind.unicodeScalars.count
          let load = p.load?.unicodeScalars.count ?? 0
          return kind + (kind > 0 && load > 0 ? 2 : 0) + load
        }.max() ?? 0
      #expect(column == 2 + widest + 1, "\(what): × in column \(column), the widest left part is \(widest):\n\(block)")
    }
    // Amounts right-aligned: they all end in one column.
    let ends = Set(printed.map(\.amountEnd))
    #expect(ends.count == 1, "\(what): amounts end in columns \(ends.sorted()):\n\(block)")
  }

  @Test func edgeCellsPrintAsWritten() throws {
    let parsed = Notebook.parse(Self.edges)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
    #expect(Self.checkBlocks(of: parsed.notebook, "edges") == 5)
  }

  @Test(arguments: SeedShare.take(0..<40))
  func generatedCellsPrintAsWritten(seed: Int) {
    var generator = NotebookGenerator(seed: UInt64(seed))
    var checked = 0
    for k in 0..<10 {
      checked += Self.checkBlocks(of: generator.notebook(), "seed \(seed), notebook \(k)")
    }
    #expect(checked >= 5, "only \(checked) blocks in ten generated notebooks")
  }

  @Test func goldenCellsPrintAsWritten() throws {
    var checked = 0
    for name in Fixtures.names("format", ext: "golden") {
      let parsed = Notebook.parse(try Fixtures.text("format", name + ".golden"))
      guard !parsed.hasErrors else { continue }
      checked += Self.checkBlocks(of: parsed.notebook, "format/\(name).golden")
    }
    #expect(checked >= 20, "only \(checked) blocks in the golden files")
  }
}
