import Seeds
import Testing

@testable import UnitNotebook

/// The history's definitions (docs/history.md), each on a small notebook
/// whose answer is worked out by hand in the test.
@Suite struct TrainingHistoryTests {
  static func history(_ texts: String..., aliases: ExerciseAliases = ExerciseAliases()) -> TrainingHistory {
    let files = texts.enumerated().map { (name: "f\($0.offset + 1).unit", text: Array($0.element.utf8)) }
    let (h, diagnostics) = TrainingHistory.read(files, aliases: aliases)
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    return h
  }

  static func record(_ h: TrainingHistory, _ name: String, _ kind: RecordKind) -> PersonalRecord? {
    h.records(of: name).first { $0.kind == kind }
  }

  static let block = """
    # 2026-01-05 Lower

    Squat
      warmup 60kg × 5 ✓
      100kg × 5 ✓
      100kg × 5 ✓
      105kg × 3 ✗

    # 2026-01-08 Lower

    squat
      warmup 60kg × 5 ✓
      102.5kg × 5 ✓
      110kg × 1 ✓
      120kg × 1 ✗
      107.5kg × 3

    """

  @Test func recordsComeFromCountedSetsOnly() throws {
    let h = TrainingHistoryTests.history(TrainingHistoryTests.block)
    // ✗, planned and warm-up sets never count: heaviest is 110 (not 120 ✗,
    // not 107.5 planned).
    let heaviest = try #require(TrainingHistoryTests.record(h, "Squat", .heaviest))
    #expect(heaviest.value == .weight(HistoryNumber(DecimalValue(110)), .kg))
    #expect(heaviest.set.date == LocalDate(year: 2026, month: 1, day: 8))
    #expect(heaviest.set.line == 14)
    #expect(heaviest.set.column == 3)
    // e1RM: 102.5 × (1 + 5/30) = 119.583… → 119.6; a single is its weight (110).
    let e1rm = try #require(TrainingHistoryTests.record(h, "Squat", .e1rm))
    #expect(e1rm.value == .weight(HistoryNumber(try #require(DecimalValue("119.6"))), .kg))
    #expect(e1rm.set.reps == 5)
    // One exercise despite the spelling; two sessions, five counted sets.
    #expect(h.exercises.count == 1)
    #expect(h.exercises.first?.sessions == 2)
    #expect(h.exercises.first?.sets == 4)
    // The name shown is the spelling of its most recent session.
    #expect(h.exercises.first?.name == "squat")
  }

  @Test func eventsBeatEveryEarlierSetAndTheFirstSessionIsABaseline() {
    let h = TrainingHistoryTests.history(TrainingHistoryTests.block)
    let lines = h.events().map(\.description)
    // The first session holds no event, though its second 100 × 5 ties the
    // first one; in the second, 102.5 × 5 beats 100 × 5 on heaviest, e1RM
    // and best set (not reps at a weight: nothing counted was that heavy
    // before, the 105 × 3 failed); 110 × 1 on heaviest only.
    #expect(
      lines == [
        "squat heaviest 102.5kg (102.5kg × 5), was 100kg",
        "squat e1RM 119.6kg (102.5kg × 5), was 116.7kg",
        "squat best set 512.5kg (102.5kg × 5), was 500kg",
        "squat heaviest 110kg (110kg × 1), was 102.5kg",
      ])
  }

  @Test func kilogramsAndPoundsCompareExactly() throws {
    // 220.5 lb is 100.01790… kg: heavier than 100 kg. 220.462 lb is
    // 99.99985… kg: lighter.
    let h = TrainingHistoryTests.history(
      """
      # 2026-02-01
      Bench Press 100kg × 1 ✓
      # 2026-02-02
      Bench Press 220.462lb × 1 ✓
      # 2026-02-03
      Bench Press 220.5lb × 1 ✓

      """)
    let heaviest = try #require(TrainingHistoryTests.record(h, "bench press", .heaviest))
    #expect(heaviest.value == .weight(HistoryNumber(try #require(DecimalValue("220.5"))), .lb))
    #expect(
      h.events().map(\.description) == [
        "Bench Press heaviest 220.5lb (220.5lb × 1), was 100kg",
        "Bench Press e1RM 220.5lb (220.5lb × 1), was 100kg",
        "Bench Press best set 220.5lb (220.5lb × 1), was 100kg",
        "Bench Press best session 220.5lb (1 set), was 100kg",
      ])
  }

  @Test func bodyweightLoads() throws {
    let h = TrainingHistoryTests.history(
      """
      # 2026-03-01
      Dip BW × 12 ✓
      Dip BW+20kg × 6 ✓
      Assisted Pullup BW-25kg × 8 ✓
      # 2026-03-05
      Dip BW × 10 ✓
      Assisted Pullup BW-20kg × 6 ✓
      Assisted Pullup BW-20kg × 7 ✓

      """)
    // BW adds reps, no weight; BW+20kg counts 20 kg.
    #expect(TrainingHistoryTests.record(h, "Dip", .mostReps)?.value == .reps(12))
    #expect(TrainingHistoryTests.record(h, "Dip", .heaviest)?.value == .weight(HistoryNumber(DecimalValue(20)), .kg))
    #expect(TrainingHistoryTests.record(h, "Assisted Pullup", .heaviest) == nil)
    let least = try #require(TrainingHistoryTests.record(h, "Assisted Pullup", .leastAssistance))
    #expect(least.value == .weight(HistoryNumber(DecimalValue(20)), .kg))
    #expect(least.set.reps == 7)
    #expect(
      h.events().map(\.description) == [
        "Assisted Pullup least assistance 20kg (BW-20kg × 6), was 25kg",
        "Assisted Pullup least assistance 20kg (BW-20kg × 7), was 20kg",
      ])
    // Volume: only the added load counts (20 × 6).
    #expect(h.stats(by: .year).total.volume == HistoryNumber(120))
    #expect(h.stats(by: .year).total.reps == HistoryNumber(12 + 6 + 8 + 10 + 6 + 7))
  }

  @Test func historyIsOrderedByDateNotByText() {
    // The text holds the later session first; several files are one history.
    let later = """
      # 2026-04-10
      Squat 120kg × 5 ✓

      """
    let earlier = """
      # 2026-04-03
      Squat 110kg × 5 ✓

      """
    let h = TrainingHistoryTests.history(later, earlier)
    #expect(
      h.events().map(\.description) == [
        "Squat heaviest 120kg (120kg × 5), was 110kg",
        "Squat e1RM 140kg (120kg × 5), was 128.3kg",
        "Squat best set 600kg (120kg × 5), was 550kg",
        "Squat best session 600kg (1 set), was 550kg",
      ])
    #expect(h.events().first?.record.set.file == "f1.unit")
    #expect(h.lastTime(of: "squat")?.session.date == LocalDate(year: 2026, month: 4, day: 10))
    #expect(h.lastTime(of: "squat", before: LocalDate(year: 2026, month: 4, day: 10))?.file == "f2.unit")
  }

  @Test func aliasesJoinNames() {
    let (aliases, diagnostics) = ExerciseAliases.parse(Array("Kniebeuge = Squat\n".utf8))
    #expect(diagnostics.isEmpty)
    let h = TrainingHistoryTests.history(
      """
      # 2026-05-01
      Kniebeuge 100kg × 5 ✓
      # 2026-05-04
      squat 105kg × 5 ✓

      """, aliases: aliases)
    #expect(h.exercises.map(\.name) == ["Squat"])
    #expect(h.exercise(named: "KNIEBEUGE")?.sessions == 2)
    #expect(h.events().first?.description == "Squat heaviest 105kg (105kg × 5), was 100kg")
  }

  @Test func lastTimeIsTheBlockAsLogged() throws {
    let h = TrainingHistoryTests.history(TrainingHistoryTests.block)
    let last = try #require(h.lastTime(of: "Squat"))
    #expect(last.session.date == LocalDate(year: 2026, month: 1, day: 8))
    #expect(last.line == 11)
    #expect(last.session.exercises.first?.sets.count == 5)
    let earlier = try #require(h.lastTime(of: "Squat", before: LocalDate(year: 2026, month: 1, day: 8)))
    #expect(earlier.session.date == LocalDate(year: 2026, month: 1, day: 5))
  }

  @Test func theModelGivesTheSameNumbersAsTheText() {
    let text = TrainingHistoryTests.history(TrainingHistoryTests.block)
    let notebook = Notebook.parse(TrainingHistoryTests.block).notebook
    let model = TrainingHistory(notebooks: [(name: "f1.unit", notebook: notebook)])
    func strip(_ r: [PersonalRecord]) -> [PersonalRecord] {
      r.map {
        var x = $0
        x.set.line = nil
        x.set.column = nil
        return x
      }
    }
    #expect(strip(model.records()) == strip(text.records()))
    #expect(model.events().map(\.description) == text.events().map(\.description))
    #expect(model.stats(by: .week) == text.stats(by: .week))
  }
}

extension TrainingHistoryTests {
  /// The names suggested for an unknown one: a typo away, nearest first;
  /// two names of a megabyte are compared by their first 64 scalars, so
  /// a suggestion never costs the square of a name's length.
  @Test func suggestionsAreNearestFirstAndBounded() {
    let inTime = OwnTime.within(.seconds(60)) {
      let h = Self.history("# 2026-01-01\nSquat 100kg × 5 ✓\nBench Press 60kg × 5 ✓\n")
      #expect(h.nearestNames(to: "Sqaut") == ["Squat", "Bench Press"])
      let head = Array(String(repeating: "a", count: 64).unicodeScalars)
      let b = head + Array(String(repeating: "b", count: 1 << 20).unicodeScalars)
      let c = head + Array(String(repeating: "c", count: 1 << 20).unicodeScalars)
      #expect(TrainingHistory.editDistance(b, c) == 0)
      #expect(TrainingHistory.editDistance(Array("Squat".unicodeScalars), Array("Sqaut".unicodeScalars)) == 2)
    }
    #expect(inTime, "more than a minute of its own time")
  }
}

extension TrainingHistoryTests {
  /// What the history adds up or works out past a notebook number's fifteen
  /// digits is still that number (it was clamped to 999,999,999,999,999, or
  /// an addend past 2⁶³ reps was dropped): the stats, the records and the
  /// series, in the set's unit and converted.
  @Test func numbersPastFifteenDigitsAreExact() throws {
    let h = Self.history(
      """
      # 2026-01-05
      Squat 999999999999999kg × 12 ✓

      # 2026-01-06
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓
      Curl 1kg 1000×999999999999999 ✓

      """)
    let total = h.stats(by: .year).total
    // 12 + 10,000 × 999,999,999,999,999 reps: past 2⁶³.
    #expect(total.reps.description == "9999999999999990012")
    // 11,999,999,999,999,988 kg of squats, and a kilogram a rep of curls.
    #expect(total.volume.description == "10011999999999989988")
    #expect(total.volume.decimalValue == nil)
    let pounds = h.stats(by: .year, exercise: "Squat", unit: .lb).total.volume
    #expect(pounds.description == "26455471462185283.2")  // 11,999,999,999,999,988 / 0.45359237, to 0.1
    // 999,999,999,999,999 × (1 + 12/30).
    let e1rm = try #require(Self.record(h, "Squat", .e1rm))
    #expect(e1rm.value == .weight(HistoryNumber(ExactAmount(13_999_999_999_999_986), places: 1), .kg))
    #expect(e1rm.value.description == "1399999999999998.6kg")
    let best = try #require(Self.record(h, "Squat", .bestSet))
    #expect(best.value.description == "11999999999999988kg")
    let series = try #require(h.series(of: "Squat", metric: .volume))
    #expect(series.points.map(\.value.description) == ["11999999999999988"])
    #expect(HistoryNumber(DecimalValue(999_999_999_999_999)) < series.points[0].value)
  }

  /// A session's best set by reps is its best however many sets come
  /// before it that each beat the ones before them.
  @Test func aSeriesPointTakesTheBestOfAnyNumberOfSets() throws {
    let sets = (1...130).map { "  20kg × \($0) ✓" }.joined(separator: "\n")
    let h = Self.history("# 2026-01-05 Ladder\n\nCurl\n\(sets)\n")
    let reps = try #require(h.series(of: "Curl", metric: .reps))
    #expect(reps.points.map(\.value.description) == ["130"])
    #expect(reps.points.first?.set?.reps == 130)
    let heaviest = try #require(h.series(of: "Curl", metric: .heaviest))
    #expect(heaviest.points.first?.set?.reps == 1)
  }
}
