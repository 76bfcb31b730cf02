import Testing

@testable import UnitNotebook

/// A notebook read in pieces (as the command line reads a large file on
/// two cores, up to dozens of pieces) answers every question as the
/// notebook read whole: the pieces' digests stay in the parts their folds
/// wrote (`PartedArray`), moved into place as they join.
@Suite struct HistoryPiecesTests {
  /// Generated notebooks cut before every few session headings: records,
  /// events, stats by week and of each exercise, each exercise's series
  /// (by session and by month, for every metric it has), the days trained
  /// and the next sessions, all the same as the whole's.
  @Test(arguments: SeedShare.take(0..<80))
  func piecesAnswerAsTheWhole(seed: UInt64) {
    // Four notebooks one after the other: enough sessions to cut often
    // (their dates may go back: the history then folds again in order).
    var text: [UInt8] = []
    for k in 0..<4 {
      var g = NotebookGenerator(seed: seed &* 7 &+ UInt64(k))
      text += g.notebook().canonicalUTF8 + [0x0A]
    }
    var plan = HistoryPlan()
    plan.plansNext = true
    let whole = HistoryPiecesTests.read(text, plan: plan, every: 0)
    let pieces = HistoryPiecesTests.read(text, plan: plan, every: Int(seed % 3) + 1)
    let names = whole.exercises.map(\.name)
    #expect(pieces.exercises == whole.exercises, "seed \(seed)")
    #expect(pieces.events() == whole.events(), "seed \(seed)")
    #expect(pieces.stats(by: .week) == whole.stats(by: .week), "seed \(seed)")
    #expect(pieces.stats(ofEach: names, by: .month) == whole.stats(ofEach: names, by: .month), "seed \(seed)")
    #expect(pieces.trainingDays() == whole.trainingDays(), "seed \(seed)")
    for name in names {
      #expect(pieces.records(of: name) == whole.records(of: name), "seed \(seed) \(name)")
      for metric in HistoryMetric.allCases {
        for grouping in [HistoryGrouping.session, .month] {
          let (a, b) = (
            pieces.series(of: name, metric: metric, by: grouping), whole.series(of: name, metric: metric, by: grouping)
          )
          #expect(a == b, "seed \(seed) \(name) \(metric) by \(grouping)")
        }
      }
    }
    if let day = whole.dayAfterLastTraining() {
      #expect(pieces.nextSessions(on: day) == whole.nextSessions(on: day), "seed \(seed)")
    }
  }

  /// The text read whole (`every` 0) or cut before every `every`-th
  /// session heading (`cuts`), each piece folded with the body weight read
  /// back before it, as the command line reads a large file.
  static func read(_ text: [UInt8], plan: HistoryPlan, every: Int) -> TrainingHistory {
    let reader = HistoryReader(names: ["g.unit"], aliases: ExerciseAliases(), plan: plan)
    return text.withUnsafeBufferPointer { b in
      let cuts = every > 0 ? HistoryPiecesTests.cuts(b, every: every) : []
      var parts: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
      var lines: Int32 = 0
      for (lower, upper) in zip([0] + cuts, cuts + [b.count]) {
        let part = reader.fold(
          UnsafeBufferPointer(rebasing: b[lower..<upper]), file: 0, isFirst: lower == 0,
          bodyweight: lower == 0 ? nil : reader.bodyweight(before: lower, in: b))
        parts.append((part, lines, lower))
        lines += part.lines
      }
      return reader.finish(parts, buffers: [b])
    }
  }

  /// Where to cut canonical text: before every `every`-th session heading
  /// (`# ` and a digit at a line's start, after a blank line).
  static func cuts(_ b: UnsafeBufferPointer<UInt8>, every: Int) -> [Int] {
    var out: [Int] = []
    var seen = 0
    var i = 2
    while i + 2 < b.count {
      if b[i - 2] == 0x0A, b[i - 1] == 0x0A, b[i] == UInt8(ascii: "#"), b[i + 1] == 0x20,
        (0x30...0x39).contains(b[i + 2])
      {
        seen += 1
        if seen % every == 0 { out.append(i) }
      }
      i += 1
    }
    return out
  }
}
