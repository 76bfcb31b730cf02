import Foundation
import Testing

@testable import UnitNotebook

/// Sets per muscle group from the history (`MuscleTracker`): counted sets
/// (done, not warm-ups, no `✗`), a primary group a whole set and a
/// secondary half, with the notebooks' declarations first.
@Suite struct MuscleSetsTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/muscle-week")

  /// The hand-written week's two notebooks, the declarations' first.
  static func week() throws -> [(name: String, text: [UInt8])] {
    try ["muscles.unit", "log.unit"].map { name in
      (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
  }

  static func date(_ s: String) -> LocalDate { LocalDate(s) ?? .minimum }

  static func sets(_ pairs: [(MuscleGroup, String)]) -> [MuscleGroup: HistoryNumber] {
    Dictionary(uniqueKeysWithValues: pairs.map { ($0.0, HistoryNumber(DecimalValue($0.1) ?? DecimalValue(0))) })
  }

  /// Worked by hand (docs/muscles.md, "A week by hand"). Week of 2026-11-30:
  /// Bench Press 2 (the warm-up and the ✗ set left out: chest 2, shoulders
  /// and triceps 1 each); Curl 3 (biceps 3, forearms 1.5); Squat 3, as
  /// corrected (quadriceps and glutes 3, adductors and lower back 1.5);
  /// Belt Squat 2, as log.unit declares it, later than muscles.unit
  /// (quadriceps and glutes 2); Pullups 2, as Pull-Up is declared (lats 2,
  /// biceps 1, no middle back); Mystery Machine 1, unknown. Week of
  /// 2026-12-07: Bench Press 1 (the planned pull-ups do not count).
  static let firstWeek = sets([
    (.biceps, "4"), (.chest, "2"), (.forearms, "1.5"), (.glutes, "5"), (.lats, "2"), (.lowerBack, "1.5"),
    (.quadriceps, "5"), (.shoulders, "1"), (.triceps, "1"), (.adductors, "1.5"),
  ])
  static let secondWeek = sets([(.chest, "1"), (.shoulders, "0.5"), (.triceps, "0.5")])
  static let total = sets([
    (.biceps, "4"), (.chest, "3"), (.forearms, "1.5"), (.glutes, "5"), (.lats, "2"), (.lowerBack, "1.5"),
    (.quadriceps, "5"), (.shoulders, "1.5"), (.triceps, "1.5"), (.adductors, "1.5"),
  ])

  @Test func aWeekByHand() throws {
    let history = TrainingHistory.read(try Self.week()).history
    let stats = history.muscleSets(by: .week)
    #expect(stats.periods.map(\.start) == [Self.date("2026-11-30"), Self.date("2026-12-07")])
    #expect(stats.periods.first?.muscles == Self.firstWeek)
    #expect(stats.periods.last?.muscles == Self.secondWeek)
    #expect(stats.total.muscles == Self.total)
    #expect((stats.periods.map(\.sets), stats.periods.map(\.resolvedSets)) == ([13, 1], [12, 1]))
    #expect((stats.total.sets, stats.total.resolvedSets) == (14, 13))
    #expect(stats.total.sets(of: .chest).description == "3")
    #expect(stats.total.sets(of: .neck).isZero)
    #expect(
      stats.groups == [
        .adductors, .biceps, .chest, .forearms, .glutes, .lats, .lowerBack, .quadriceps, .shoulders, .triceps,
      ])
    let coverage = history.muscleCoverage()
    #expect(
      coverage
        == MuscleCoverage(sets: 14, resolved: 13, unknown: [UnknownExercise(exercise: "Mystery Machine", sets: 1)]))
  }

  /// Notebook values give the same answers as their texts.
  @Test func theValuesAnswerAsTheTexts() throws {
    let texts = try Self.week()
    let notebooks = texts.map { ($0.name, Notebook.parse(utf8: $0.text).notebook) }
    let fromValues = TrainingHistory(notebooks: notebooks)
    let fromTexts = TrainingHistory.read(texts).history
    #expect(fromValues.muscleSets(by: .week) == fromTexts.muscleSets(by: .week))
    #expect(fromValues.muscleCoverage() == fromTexts.muscleCoverage())
  }

  /// The later notebook's declaration wins; the resolver says where each
  /// declaration is written, and the conflict.
  @Test func theLaterDeclarationCountsWithItsPlace() throws {
    let history = TrainingHistory.read(try Self.week()).history
    let resolver = history.muscleResolver
    let belt = try #require(resolver.muscles(of: "Belt Squat"))
    #expect(belt.primary == [.quadriceps, .glutes])
    guard case .declaration(_, let place) = belt.source else {
      Issue.record("Belt Squat is not declared: \(belt.source)")
      return
    }
    #expect(place == DeclarationPlace(notebook: 1, declaration: 0, line: 5, column: 1))
    #expect(
      resolver.conflicts == [
        DeclarationConflict(
          earlier: DeclarationPlace(notebook: 0, declaration: 0, line: 5, column: 1),
          later: DeclarationPlace(notebook: 1, declaration: 0, line: 5, column: 1), exercise: "Belt Squat")
      ])
    // The other order: muscles.unit is the later, and counts.
    let swapped = TrainingHistory.read(try Self.week().reversed()).history
    #expect(swapped.muscleResolver.muscles(of: "Belt Squat")?.secondary == [.glutes])
    #expect(swapped.muscleSets(by: .week).total.sets(of: .glutes).description == "4")
  }

  /// --since and --until, a month's grouping, and one exercise.
  @Test func datesGroupingsAndOneExercise() throws {
    let history = TrainingHistory.read(try Self.week()).history
    let late = history.muscleSets(by: .week, since: Self.date("2026-12-01"))
    #expect(late.periods.map(\.sets) == [8, 1])
    #expect(late.total.sets(of: .chest).description == "1")
    let early = history.muscleSets(by: .week, until: Self.date("2026-12-06"))
    #expect(early.total.muscles == Self.firstWeek)
    let months = history.muscleSets(by: .month)
    #expect(months.periods.map(\.start) == [Self.date("2026-11-01"), Self.date("2026-12-01")])
    #expect(months.total == history.muscleSets(by: .week).total)
    let bench = history.muscleSets(by: .week, exercise: "bench press")
    #expect(bench.total.muscles == Self.sets([(.chest, "3"), (.shoulders, "1.5"), (.triceps, "1.5")]))
    #expect(history.muscleSets(exercise: "Nothing Like It").periods.isEmpty)
    #expect(history.muscleCoverage(since: Self.date("2026-12-07")).unknown.isEmpty)
  }

  /// A history read without the tracker (a command that does not ask)
  /// answers nothing rather than wrongly.
  @Test func withoutTheTrackerNothing() throws {
    let history = TrainingHistory.read(try Self.week(), aliases: ExerciseAliases(), asking: [.work]).history
    #expect(history.muscleSets().periods.isEmpty)
    #expect(history.muscleCoverage() == MuscleCoverage(sets: 0, resolved: 0, unknown: []))
  }

  /// The history read in pieces, out of order, as the command line reads
  /// a large file: the declarations of the first piece count for all.
  @Test func piecesOutOfOrder() throws {
    let texts = try Self.week()
    let log = texts[1].text
    // The later week first: the history is folded again in order.
    let text = String(decoding: log, as: UTF8.self)
    let cut = try #require(text.range(of: "# 2026-12-07"))
    let swapped = String(text[..<cut.lowerBound]).replacingOccurrences(
      of: "# 2026-11-30", with: String(text[cut.lowerBound...]) + "\n# 2026-11-30")
    let history = FuzzOracle.read(Array(swapped.utf8), every: 1)
    let whole = TrainingHistory.read([("log.unit", Array(swapped.utf8))]).history
    #expect(history.muscleSets(by: .week) == whole.muscleSets(by: .week))
    #expect(whole.muscleSets(by: .week).total.sets(of: .quadriceps).description == "5")
  }
}
