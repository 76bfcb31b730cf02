import Foundation
import Testing
import UnitNotebook

@testable import UnitCLI

/// What the report leads with and how it folds the rest (issue 46): the
/// records that fell most recently, the PR marks of the boards, large
/// totals as a person says them, the weeks as bars, each exercise's last
/// sessions, and the rows' ids.
@Suite struct ReportLeadTests {
  static let log = """
    # 2026-01-05 A

    Squat 100kg × 5 ✓
    Bench Press 80kg × 5 ✓

    # 2026-01-07 B

    Squat 105kg × 5 ✓

    # 2026-01-09 C

    Squat 110kg × 3 ✓
    Bench Press 80kg × 6 ✓

    """

  static func content(_ text: String = log, since: LocalDate? = nil) -> (ReportContent, TrainingHistory) {
    let h = TrainingHistory.read([(name: "log.unit", text: Array(text.utf8))]).history
    return (ReportContent(h, files: ["log.unit"], since: since, until: nil, unit: nil, problems: []), h)
  }

  @Test func recentRecordsAreTheStandingEventsNewestDayFirst() throws {
    let (c, h) = ReportLeadTests.content()
    let rows = c.recent.rows
    // 2026-01-09: Squat's heaviest, then Bench Press's; 2026-01-07: Squat's
    // e1RM (122.5kg beats 110kg × 3's 121kg) and what else still stands.
    #expect(rows.map(\.exercise) == ["Squat", "Bench Press", "Squat"])
    #expect(rows.map(\.date.description) == ["2026-01-09", "2026-01-09", "2026-01-07"])
    #expect(rows[0].events.map(\.record.kind) == [.heaviest])
    #expect(rows[2].events.contains { $0.record.kind == .e1rm })
    // Every one stands, and none is a first session's baseline.
    let current = Set(h.records())
    for e in rows.flatMap(\.events) {
      #expect(current.contains(e.record))
      #expect(e.record.set.date.description != "2026-01-05")
    }
    // The superseded heaviest of 2026-01-07 is not there.
    #expect(!rows[2].events.contains { $0.record.kind == .heaviest })
    #expect(c.recent.more == c.recent.fell.count - rows.reduce(0) { $0 + $1.shown.count })
    // The board marks PR only the records that fell: Bench Press's heaviest
    // (80kg, its first session's) is no PR.
    let bench = try #require(c.records.first { $0.exercise == "Bench Press" }?.records)
    let board = ReportRecords.board("Bench Press", bench, fell: c.recent.fell)
    #expect(
      board.contains(
        #"<tr data-record="heaviest"><td>heaviest</td><td class="r"><span class="n">80kg</span></td><td>80kg × 5</td><td>2026-01-05</td><td></td></tr>"#
      ))
    #expect(board.contains(#"<td>2026-01-09</td><td><span class="pr">PR</span></td>"#))
  }

  @Test func aRecentRowShowsWhatEachRecordWasAndAtMostThree() throws {
    let (c, _) = ReportLeadTests.content()
    let html = ReportRecords.section(c)
    #expect(
      html.contains(#"heaviest <b class="n">110kg</b> <span class="was">was <span class="n">105kg</span></span>"#))
    #expect(c.recent.rows.allSatisfy { $0.shown.count <= RecentRecords.shownEach })
    // Bench Press on 2026-01-09 beat more records than a row shows: the
    // rest are linked to its board.
    let bench = try #require(c.recent.rows.first { $0.exercise == "Bench Press" })
    #expect(bench.events.count > RecentRecords.shownEach)
    let hidden = bench.events.count - RecentRecords.shownEach
    #expect(html.contains(##"<a href="#x-bench-press">\##(hidden) more</a>"##))
    #expect(html.contains(#"<ol class="recent">"#))
  }

  @Test func aPeriodWithoutAFallenRecordSaysSo() {
    let (c, _) = ReportLeadTests.content("# 2026-01-05 A\n\nSquat 100kg × 5 ✓\n")
    #expect(c.recent.rows.isEmpty && c.recent.fell.isEmpty)
    #expect(ReportRecords.section(c).contains("No record fell in the period"))
  }

  @Test func largeWeightsAreSaidAsAPersonSaysThem() {
    func said(_ text: String, _ unit: WeightUnit) -> String {
      ReportAmount.spoken(HistoryNumber(DecimalValue(text) ?? DecimalValue(0)), unit)
    }
    #expect(said("9999.5", .kg) == "9,999.5kg")
    #expect(said("10000", .kg) == "10t")
    #expect(said("121295.1", .kg) == "121.3t")
    #expect(said("2299332.5", .kg) == "2,299t")
    #expect(said("45210", .lb) == "45.2k lb")
    #expect(said("2300000", .lb) == "2.3M lb")
    #expect(said("999960", .kg) == "1,000t")
  }

  @Test func theVolumeFigureIsSpokenWithItsExactFigureInItsTitle() {
    var text = ""
    for day in 5...9 { text += "# 2026-01-0\(day) A\n\nSquat 1000kg × 3 ✓\n\n" }
    let (c, _) = ReportLeadTests.content(text)
    let html = ReportSummary.section(c)
    #expect(html.contains(#"<span class="n" title="15,000kg">15t</span> <span class="label">volume</span>"#))
  }

  @Test func theWeeksAreBarsWithTheirExactFiguresInTheirTitles() throws {
    let url = ProgressChartTests.root.appendingPathComponent("Samples/training-log.unit")
    let (c, _) = ReportLeadTests.content(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    let sets = ReportWorkChart.card(c.work, .sets, id: "s")
    let volume = ReportWorkChart.card(c.work, .volume, id: "v")
    let weeks = c.work.periods.count
    #expect(weeks == 12)
    #expect(sets.components(separatedBy: "<rect ").count - 1 == weeks)
    #expect(volume.components(separatedBy: "<rect ").count - 1 == weeks)
    let first = try #require(c.work.periods.first)
    #expect(sets.contains("<title>week of \(first.start?.description ?? ""): \(first.sets) sets</title>"))
    // Weeks of about ten tonnes: the axis in tonnes, each bar's title exact.
    #expect(volume.contains(">t</text>"))
    #expect(volume.contains(": \(ReportPage.grouped(first.volume, "kg"))</title>"))
    #expect(ReportWork.section(c).contains(#"<details class="card table" id="work-table">"#))
  }

  @Test func theWeeksGoByMonthPastTwoYears() throws {
    func days(_ weeks: Int) throws -> TrainingDays {
      var text = ""
      let start = try #require(LocalDate("2020-01-06"))
      for w in [0, weeks - 1] { text += "# \(start.adding(days: 7 * w) ?? start) A\n\nSquat 100kg × 5 ✓\n\n" }
      return try #require(ReportLeadTests.content(text).1.trainingDays())
    }
    #expect(ReportContent.grouping(try days(104)) == .week)
    #expect(ReportContent.grouping(try days(105)) == .month)
  }

  @Test func eachExerciseKeepsItsLastSessionsNewestFirst() throws {
    let (c, h) = ReportLeadTests.content()
    let squat = try #require(c.exercises.first { $0.name == "Squat" })
    #expect(squat.last.map(\.session.date.description) == ["2026-01-09", "2026-01-07", "2026-01-05"])
    #expect(squat.last.first?.session.exercises.map(\.name) == ["Squat"])
    let until = h.lastSessions(of: ["Squat", "Nothing"], count: 2, since: nil, until: LocalDate("2026-01-08"))
    #expect(until.map { $0.map(\.session.date.description) } == [["2026-01-07", "2026-01-05"], []])
    let since = h.lastSessions(of: ["Bench Press"], count: 5, since: LocalDate("2026-01-06"), until: nil)
    #expect(since.map { $0.map(\.session.date.description) } == [["2026-01-09"]])
    let html = ReportExercises.section(c)
    #expect(html.contains("<h3>Last sessions</h3>\n<pre># 2026-01-09 C\n\nSquat 110kg × 3 ✓\n</pre>"))
  }

  @Test func theLongTailIsFoldedUnderOneRow() throws {
    var text = "# 2026-01-05 A\n\n"
    for k in 0..<20 { text += "Lift \(["A", "B", "C", "D", "E"][k % 5])\(["a", "b", "c", "d"][k / 5]) 50kg × 5 ✓\n" }
    let (c, _) = ReportLeadTests.content(text)
    let html = ReportExercises.section(c)
    let tail = html.components(separatedBy: #"<details class="tail" id="x-tail">"#)
    try #require(tail.count == 2)
    #expect(tail[0].components(separatedBy: #"<details class="x""#).count - 1 == ReportExercises.shown)
    #expect(tail[1].hasPrefix("<summary><span>10 more exercises, trained less often</span></summary>"))
  }

  @Test func rowIdsAreOneANameAndStay() {
    var s = Slugs()
    #expect(s.make("x-Bench Press (Barbell)") == "x-bench-press-barbell")
    #expect(s.make("x-Bench-Press (Barbell)") == "x-bench-press-barbell-2")
    #expect(s.make("x-Développé couché") == "x-développé-couché")
    #expect(s.make("x-45° Back Extension") == "x-45-back-extension")
  }
}
