import Testing
import UnitNotebook

@testable import UnitCLI

/// The ticks every chart shares (`ChartAxis`): dates at a step that suits
/// the span and the room, whole numbers for reps, clock steps for times.
@Suite struct ChartAxisTests {
  static func date(_ s: String) -> LocalDate { LocalDate(s) ?? LocalDate.minimum }

  /// The standalone chart's plot: 600 points wide, labels of 7.2 points a character.
  static func ticks(_ a: String, _ b: String, width: Double = 600) -> ChartAxis.Dates {
    ChartAxis.dates(date(a), date(b), width: width, characterWidth: 7.2)
  }

  @Test func aFourWeekLogIsLabelledByWeek() {
    let d = ChartAxisTests.ticks("2026-01-05", "2026-02-01")
    #expect(d.step == .weeks(1))
    #expect(d.ticks.map(\.description) == ["2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26"])
    #expect(
      d.ticks.map { ChartAxis.dateLabel($0, step: d.step, isFirst: false) } == ["5 Jan", "12 Jan", "19 Jan", "26 Jan"])
  }

  @Test func aWeekIsLabelledByDay() {
    let d = ChartAxisTests.ticks("2026-03-02", "2026-03-06")
    #expect(d.step == .days(1))
    #expect(d.ticks.count == 5)
  }

  @Test func aYearIsLabelledByMonths() {
    let d = ChartAxisTests.ticks("2025-01-01", "2025-12-31")
    #expect(d.step == .months(2))
    #expect(
      d.ticks.map(\.description) == [
        "2025-01-01", "2025-03-01", "2025-05-01", "2025-07-01", "2025-09-01", "2025-11-01",
      ])
    #expect(ChartAxis.dateLabel(d.ticks[0], step: d.step, isFirst: true) == "Jan 2025")
    #expect(ChartAxis.dateLabel(d.ticks[1], step: d.step, isFirst: false) == "Mar")
  }

  @Test func aDecadeIsLabelledByYears() {
    let d = ChartAxisTests.ticks("2016-05-01", "2026-04-30")
    #expect(d.step == .years(1))
    #expect(d.ticks.map { ChartAxis.dateLabel($0, step: d.step, isFirst: false) }.first == "2017")
    #expect(d.ticks.count == 10)
    // Narrower, every other year.
    let narrow = ChartAxisTests.ticks("2016-05-01", "2026-04-30", width: 280)
    #expect(narrow.step == .years(2))
    #expect(
      narrow.ticks.map { ChartAxis.dateLabel($0, step: narrow.step, isFirst: false) } == [
        "2018", "2020", "2022", "2024", "2026",
      ])
  }

  @Test func aNarrowChartTakesACoarserStep() {
    // A small multiple of the report: 280 points for the same year, 11-point labels.
    let d = ChartAxis.dates(
      ChartAxisTests.date("2025-01-01"), ChartAxisTests.date("2025-12-31"), width: 280, characterWidth: 6.6)
    #expect(d.step == .months(3))
    #expect(d.ticks.count == 4)
  }

  @Test func oneDayIsItsOwnTick() {
    let d = ChartAxisTests.ticks("2026-03-02", "2026-03-02")
    #expect(d.ticks == [ChartAxisTests.date("2026-03-02")])
    #expect(ChartAxis.dateLabel(d.ticks[0], step: d.step, isFirst: true, isAlone: true) == "2 Mar 2026")
  }

  @Test func aMillenniumStillHasFewTicks() {
    let d = ChartAxisTests.ticks("2000-01-01", "3100-06-30")
    #expect(d.step == .years(100))
    #expect(d.ticks.count == 12)
  }

  @Test func repsHaveWholeTicks() {
    // A pullup log of 8 to 9 reps: not 8.2, 8.4, …
    let a = ChartAxis.values(8, 9, scale: .whole)
    #expect(a.step == 1)
    #expect(a.ticks == [7, 8, 9, 10])
    for (lo, hi) in [(6.0, 10.0), (1, 3), (12, 48), (0, 250)] {
      let b = ChartAxis.values(lo, hi, scale: .whole)
      #expect(b.ticks.allSatisfy { $0 == $0.rounded() }, "\(lo)...\(hi)")
      #expect(b.low <= lo && b.high >= hi && b.ticks.count >= 4 && b.ticks.count <= 8, "\(lo)...\(hi): \(b)")
    }
  }

  @Test func oneValueHasAnAxisAroundIt() {
    let reps = ChartAxis.values(6, 6, scale: .whole)
    #expect(reps.low < 6 && reps.high > 6 && reps.step == 1)
    let kg = ChartAxis.values(116.7, 116.7, scale: .decimal)
    #expect(kg.low < 116.7 && kg.high > 116.7 && kg.ticks.count >= 4)
  }

  @Test func timesHaveClockTicks() {
    // A pace of 5:02 to 5:32 a km.
    let a = ChartAxis.values(302, 332, scale: .clock)
    #expect(a.step == 10)
    #expect(a.ticks.map { ChartAxis.label($0, scale: .clock) } == ["5:00", "5:10", "5:20", "5:30", "5:40"])
    let hours = ChartAxis.values(3600, 4 * 3600, scale: .clock)
    #expect(hours.step == 3600)
  }

  @Test func decimalsKeepTheirSteps() {
    let a = ChartAxis.values(116.7, 137.1, scale: .decimal)
    #expect(a.step == 5 && a.low == 115 && a.high == 140)
  }

  /// The terminal bars start where the chart's axis starts.
  @Test func barsStartAtTheAxis() {
    let a = ChartAxis.values(116.7, 137.1, scale: .decimal)
    #expect(ProgressCommand.bar(115, on: a) == "")
    #expect(ProgressCommand.bar(140, on: a).count == 30)
    #expect(ProgressCommand.bar(127.5, on: a).count == 15)
  }
}
