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
    let whole = FuzzOracle.read(text, plan: plan, every: 0)
    let pieces = FuzzOracle.read(text, plan: plan, every: Int(seed % 3) + 1)
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
}
