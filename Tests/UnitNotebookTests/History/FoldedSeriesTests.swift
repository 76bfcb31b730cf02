import Testing

@testable import UnitNotebook

/// The series a history makes while folding (`HistoryPlan.seriesWhileReading`,
/// what `unit report` reads) are the series the digests make: every
/// exercise's e1RM, reps (of one without an e1RM) and pace, by year,
/// month, week and session, whole or only their ends, over the whole log
/// and over periods within it; read whole and in pieces. So is each
/// exercise's work by year, added up while folding.
@Suite struct FoldedSeriesTests {
  @Test(arguments: SeedShare.take(0..<60))
  func foldedSeriesAreTheDigestsSeries(seed: UInt64) throws {
    var text: [UInt8] = []
    for k in 0..<3 {
      var g = NotebookGenerator(seed: seed &* 5 &+ UInt64(k))
      text += g.notebook().canonicalUTF8 + [0x0A]
    }
    let digests = FuzzOracle.read(text, plan: HistoryPlan(), every: 0)
    guard let days = digests.trainingDays() else { return }
    let span = days.first.daysSinceEpoch...days.last.daysSinceEpoch
    let third = (span.upperBound - span.lowerBound) / 3
    let early = days.first.adding(days: third)
    let late = days.first.adding(days: 2 * third)
    for (since, until) in [(nil, nil), (early, nil), (nil, late), (early, late)] {
      // As `unit report` reads: no digest of an exercise kept.
      var plan = HistoryPlan()
      plan.keepsSessionBests = false
      plan.keepsExerciseDigests = false
      plan.seriesWhileReading = DateSpan(since: since, until: until)
      plan.plansNext = true
      plan.plansUntil = until
      let whole = FuzzOracle.read(text, plan: plan, every: 0)
      let pieces = FuzzOracle.read(text, plan: plan, every: Int(seed % 3) + 1)
      for (folded, every) in [(whole, 0), (pieces, Int(seed % 3) + 1)] {
        let why = "seed \(seed) since \(String(describing: since)) until \(String(describing: until)) every \(every)"
        FoldedSeriesTests.expectSame(digests, folded, since: since, until: until, why)
      }
      if let day = whole.dayAfterLastTraining(until: until) {
        #expect(pieces.nextSessions(on: day) == whole.nextSessions(on: day), "seed \(seed)")
      }
    }
  }

  /// A long log (a session a day for three and a half years): its series
  /// by session and by week are past the most points a run keeps whole,
  /// so only their ends are made; the rest are whole.
  @Test func aLongLogKeepsTheEndsOfItsLongRuns() throws {
    var text = ""
    var date = try #require(LocalDate(year: 2020, month: 1, day: 1))
    for k in 0..<1300 {
      text += "# \(date)\nSquat \(100 + (k * 7) % 23)kg × \(1 + k % 6) ✓\nRun 5km \(20 + k % 9):00 ✓\n\n"
      date = try #require(date.adding(days: 1))
    }
    let bytes = Array(text.utf8)
    var plan = HistoryPlan()
    plan.keepsSessionBests = false
    plan.keepsExerciseDigests = false
    plan.seriesWhileReading = DateSpan(since: nil, until: nil)
    let folded = FuzzOracle.read(bytes, plan: plan, every: 97)
    let digests = FuzzOracle.read(bytes, plan: HistoryPlan(), every: 0)
    FoldedSeriesTests.expectSame(digests, folded, since: nil, until: nil, "a long log")
    // Cut, and asked for whole: not made while folding (the digests would
    // make them, and these kept no bests).
    #expect(folded.series(of: "Squat", metric: .e1rm, by: .session) == nil)
    #expect(folded.series(of: "Squat", metric: .e1rm, by: .week) == nil)
    #expect(folded.series(of: "Squat", metric: .e1rm, by: .month)?.points.count == 43)
  }

  /// The next sessions planned from what the fold kept of each exercise
  /// (its last three sessions with counted sets) are those planned from
  /// the whole notebook, read whole and in pieces: a routine's loads come
  /// from the last of eight sessions, not the first.
  @Test func plansReadTheLastSessions() throws {
    var text = "# Routine Lower A\n\nSquat 100kg 3×5 +2.5kg\nRomanian Deadlift 80kg 3×8–12 +5kg\n\n"
    for k in 0..<8 {
      text += "# 2026-01-\(10 + 2 * k) Lower A\n\nSquat\n"
      text += String(repeating: "  \(100 + 5 * k)kg × 5 ✓\n", count: 3)
      if k % 3 != 2 { text += "Romanian Deadlift \(80 + 5 * k)kg × \(8 + k % 4) ✓\n" }
      text += "\n"
    }
    let bytes = Array(text.utf8)
    var plan = HistoryPlan()
    plan.keepsSessionBests = false
    plan.keepsExerciseDigests = false
    plan.plansNext = true
    let whole = TrainingHistory.read([(name: "g.unit", text: bytes)]).history
    let day = try #require(whole.dayAfterLastTraining())
    let wanted = try #require(whole.nextSession(for: "Lower A", on: day))
    let planned = String(decoding: Notebook(sessions: [wanted.session]).canonicalUTF8, as: UTF8.self)
    #expect(planned.contains("137.5kg"), "\(planned)")
    for every in [0, 1, 2, 3] {
      let folded = FuzzOracle.read(bytes, plan: plan, every: every)
      #expect(folded.nextSessions(on: day) == [wanted], "every \(every)")
    }
  }

  /// Every exercise's series of `folded` (each metric it makes, by each
  /// grouping, whole and by its ends) are those of `digests`.
  static func expectSame(
    _ digests: TrainingHistory, _ folded: TrainingHistory, since: LocalDate?, until: LocalDate?, _ why: String
  ) {
    let groupings: [HistoryGrouping] = [.year, .month, .week, .session]
    let names = digests.exercises.map(\.name) + ["Never Done"]
    let work = digests.stats(ofEach: names, by: .year, since: since, until: until)
    #expect(folded.stats(ofEach: names, by: .year, since: since, until: until) == work, "\(why)")
    for x in digests.exercises {
      let e1rm = digests.series(of: x.name, metric: .e1rm, since: since, until: until)
      var metrics: [HistoryMetric] = [.e1rm, .pace]
      if e1rm?.points.isEmpty ?? true { metrics.append(.reps) }
      for metric in metrics {
        for ends in [Set<Int>(), Set(groupings.indices)] {
          let asked = [SeriesRequest(name: x.name, metric: metric, groupings: groupings, endsOnly: ends)]
          let want = digests.series(asked, since: since, until: until)
          let got = folded.series(asked, since: since, until: until)
          let isCut = got.first.map { $0 == nil } ?? true
          if isCut {
            // Only a run past the most points kept is not made whole.
            #expect(ends.isEmpty, "\(why): \(x.name) \(metric) ends \(ends)")
            let points = want.first??.map(\.points.count) ?? []
            #expect(points.contains { $0 > HistoryPlan.mostSeriesPoints }, "\(why): \(x.name) \(metric)")
          } else {
            #expect(got.count == 1 && want.count == 1 && got[0] == want[0], "\(why): \(x.name) \(metric) ends \(ends)")
          }
        }
      }
    }
  }
}
