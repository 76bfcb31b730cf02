import Seeds
import Testing

@testable import UnitNotebook

/// The values the report adds to the history: the conditioning series,
/// the best point and the change of a series, the days trained, and the
/// next sessions planned while reading; each on a small notebook worked out
/// by hand, and the plans against `nextSession` on generated notebooks.
@Suite struct ReportValuesTests {
  static let runs = """
    # 2026-03-02 Run
    Run 5km 27:40 ✓
    Run warmup 1km 7:00 ✓

    # 2026-03-04 Intervals
    Run
      400m 1:30 ✓
      400m 1:34 ✓
      400m 2:00 ✗
    Plank 60s ✓

    # 2026-03-09 Run
    Run 5mi 41:00 ✓

    """

  static func history(_ text: String) -> TrainingHistory {
    let (h, d) = TrainingHistory.read([(name: "r.unit", text: Array(text.utf8))])
    #expect(d.allSatisfy { $0.isEmpty }, "\(d)")
    return h
  }

  static func values(_ s: HistorySeries?) -> [String] { s?.points.map { "\($0.date) \($0.value)" } ?? [] }

  @Test func distanceTimeAndPaceOfCountedSets() throws {
    let h = ReportValuesTests.history(ReportValuesTests.runs)
    // Warm-ups and ✗ sets do not count; 5 mi is 8.04672 km.
    #expect(
      ReportValuesTests.values(h.series(of: "Run", metric: .distance))
        == ["2026-03-02 5", "2026-03-04 0.8", "2026-03-09 8.05"])
    #expect(
      ReportValuesTests.values(h.series(of: "Run", metric: .duration))
        == ["2026-03-02 1660", "2026-03-04 184", "2026-03-09 2460"])
    // 1660 s / 5 km = 332 s; 184 s / 0.8 km = 230 s; 2460 s / 8.04672 km = 305.71… → 306 s.
    let pace = try #require(h.series(of: "Run", metric: .pace))
    #expect(ReportValuesTests.values(pace) == ["2026-03-02 332", "2026-03-04 230", "2026-03-09 306"])
    #expect(pace.distanceUnit == .km && pace.unit == nil)
    // Lower is better: the best pace is the fastest.
    #expect(pace.best?.date == LocalDate(year: 2026, month: 3, day: 4))
    // A week takes its fastest session; distance and time add up.
    #expect(
      ReportValuesTests.values(h.series(of: "Run", metric: .pace, by: .week)) == ["2026-03-02 230", "2026-03-09 306"])
    #expect(
      ReportValuesTests.values(h.series(of: "Run", metric: .distance, by: .week)) == [
        "2026-03-02 5.8", "2026-03-09 8.05",
      ])
    // A plank has time and no distance or pace.
    #expect(ReportValuesTests.values(h.series(of: "Plank", metric: .duration)) == ["2026-03-04 60"])
    #expect(h.series(of: "Plank", metric: .pace)?.points.isEmpty == true)
  }

  @Test func paceRoundsHalfUpExactly() {
    // 26:02.5 over 5 km is 312.5 s a km exactly: 313.
    let h = ReportValuesTests.history("# 2026-03-02\nRun 5km 26:02.5 ✓\n")
    #expect(ReportValuesTests.values(h.series(of: "Run", metric: .pace)) == ["2026-03-02 313"])
  }

  @Test func bestChangeAndDates() throws {
    let text = """
      # 2026-01-05
      Squat 100kg × 5 ✓
      # 2026-01-20
      Squat 110kg × 5 ✓
      # 2026-02-10
      Squat 105kg × 5 ✓
      # 2026-03-02
      Squat 107.5kg × 5 ✓

      """
    let h = ReportValuesTests.history(text)
    let s = try #require(h.series(of: "Squat", metric: .heaviest))
    #expect(s.best?.value == HistoryNumber(110))
    #expect(s.change == DecimalValue(significand: 75, scale: 1))
    let months = try #require(h.series(of: "Squat", metric: .heaviest, by: .month))
    #expect(months.change == DecimalValue(significand: -25, scale: 1))
    // Between dates: only those sessions.
    let feb = try #require(
      h.series(of: "Squat", metric: .heaviest, since: LocalDate("2026-02-01"), until: LocalDate("2026-02-28")))
    #expect(ReportValuesTests.values(feb) == ["2026-02-10 105"])
    #expect(feb.change == nil)
  }

  @Test func daysWeeksAndRuns() throws {
    let text = """
      # 2026-01-05
      Squat 100kg × 5 ✓
      # 2026-01-07
      Squat 100kg × 5 ✓
      # 2026-01-07 18:00
      Squat 100kg × 5 ✓
      # 2026-01-14
      Squat 100kg × 5 ✓
      # 2026-01-28
      Squat 100kg × 5
      # 2026-02-04
      Squat 100kg × 5 ✓
      # 2026-02-11
      Squat 100kg × 5 ✓
      # 2026-02-18
      Squat 100kg × 5 ✓

      """
    let h = ReportValuesTests.history(text)
    let d = try #require(h.trainingDays())
    // A planned session is no day trained; a day with two sessions is one.
    #expect(
      d.days.map(\.description) == ["2026-01-05", "2026-01-07", "2026-01-14", "2026-02-04", "2026-02-11", "2026-02-18"])
    #expect(d.weeks == 7 && d.weeksTrained == 5 && d.longestRun == 3)
    let jan = try #require(h.trainingDays(since: LocalDate("2026-01-01"), until: LocalDate("2026-01-31")))
    #expect(jan.first.description == "2026-01-01" && jan.weeks == 5 && jan.weeksTrained == 2 && jan.longestRun == 2)
    #expect(h.dayAfterLastTraining()?.description == "2026-02-19")
    #expect(h.dayAfterLastTraining(until: LocalDate("2026-01-31"))?.description == "2026-01-15")
    #expect(ReportValuesTests.history("> nothing\n").trainingDays() == nil)
  }

  /// Warm-ups are work too: an exercise's session of warm-ups only counts
  /// in its stats (`stats(by:exercise:)`, the report's table by exercise, and
  /// `unit stats -e`, which reads the work tracker alone). The digests of
  /// an earlier design left it out.
  @Test func aSessionOfWarmUpsIsWork() throws {
    let text = Array("# 2026-01-05 A\n\nSquat\n  warmup 60kg × 5 ✓\n\n# 2026-01-07 B\n\nSquat\n  100kg × 5 ✓\n".utf8)
    let every = FuzzOracle.read(text, every: 0)
    let each = every.stats(by: .week, exercise: "Squat")
    #expect(each.total.sessions == 2 && each.total.sets == 2 && each.total.volume.description == "800")
    let statsCommand = FuzzOracle.read(text, asking: [.work], every: 0)
    #expect(statsCommand.stats(by: .week, exercise: "Squat") == each)
  }

  /// The plans of a history read as the report reads it (its trackers:
  /// no last times) are `nextSession`'s of the history read whole.
  @Test(arguments: SeedShare.take(0..<20))
  func theReportsPlansAreNextSession(seed: UInt64) {
    var g = NotebookGenerator(seed: seed)
    let text = g.notebook().canonicalUTF8
    let lean = FuzzOracle.read(
      text, asking: [.records, .work, .series, .plans], every: 0)
    let whole = TrainingHistory.read([(name: "g.unit", text: text)]).history
    guard let day = lean.dayAfterLastTraining() else { return }
    let plans = lean.nextSessions(on: day)
    var names: [String] = []
    for r in whole.routines where !names.contains(where: { ExerciseAliases.key($0) == ExerciseAliases.key(r.name) }) {
      names.append(r.name)
    }
    #expect(plans.count == names.count, "seed \(seed)")
    for (p, name) in zip(plans, names) {
      #expect(p == whole.nextSession(for: name, on: day), "seed \(seed) \(name)")
    }
  }
}
