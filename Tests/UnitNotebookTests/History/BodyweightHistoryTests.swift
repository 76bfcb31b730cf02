import Testing

@testable import UnitNotebook

/// Body weight in the history (issue 31 item 4): the body weight in effect
/// on a date, bodyweight sets' volume at it, and the same answers however
/// the sessions are ordered or split over files.
@Suite struct BodyweightHistoryTests {
  static func read(_ files: [String]) -> TrainingHistory {
    TrainingHistory.read(files.enumerated().map { (name: "f\($0.offset).unit", text: Array($0.element.utf8)) }).history
  }

  static let weighIn = "# 2026-03-01 Weigh-in\n\nBodyweight 80kg\n"
  static let pullups = """
    # 2026-03-02 Pull

    Pullup
      BW × 10 ✓
      BW × 10 ✓
      BW × 10 ✓
      BW+20kg × 8 ✓

    """

  /// The done-when of the issue: 3×10 at BW with a body weight of 80 kg
  /// plus `BW+20kg × 8` is 3,200 kg of volume.
  @Test func volumeAtTheBodyWeightInEffect() {
    let h = BodyweightHistoryTests.read([BodyweightHistoryTests.weighIn + "\n" + BodyweightHistoryTests.pullups])
    let s = h.stats(by: .month, unit: .kg)
    #expect(s.total.volume.description == "3200")
    #expect(h.stats(by: .month, exercise: "Pullup", unit: .kg).total.volume.description == "3200")
    #expect(h.stats(by: .month).total.setsWithoutBodyweight == 0)
  }

  /// Without a body weight: the added load only, and the sets counted.
  @Test func withoutBodyWeightOnlyTheAddedLoad() {
    let h = BodyweightHistoryTests.read([BodyweightHistoryTests.pullups])
    #expect(h.stats(by: .month, unit: .kg).total.volume.description == "160")
    #expect(h.stats(by: .month).total.setsWithoutBodyweight == 4)
  }

  /// `BW-25kg × 8` at 80 kg is 8 at 55 kg; a body weight in pounds with
  /// assistance in kilograms is worked out exactly.
  @Test func assistanceIsTakenOff() {
    let text = BodyweightHistoryTests.weighIn + "\n# 2026-03-02 Pull\n\nAssisted Pullup BW-25kg × 8 ✓\n"
    #expect(BodyweightHistoryTests.read([text]).stats(by: .month, unit: .kg).total.volume.description == "440")
    let pounds = "# 2026-03-01 W\n\nBodyweight 200lb\n\n# 2026-03-02 Pull\n\nDip BW+10kg × 1 ✓\n"
    // 200 lb + 10 kg = 90.718474 + 10 kg.
    #expect(BodyweightHistoryTests.read([pounds]).stats(by: .month, unit: .kg).total.volume.description == "100.7")
  }

  /// A weigh-in counts from its session on: the sets before it count
  /// the added load only.
  @Test func aWeighInCountsFromItsSessionOn() {
    let text =
      BodyweightHistoryTests.pullups + "\n" + "# 2026-03-03 W\n\nBodyweight 80kg\n\n"
      + BodyweightHistoryTests.pullups.replacingOccurrences(of: "03-02", with: "03-04")
    let h = BodyweightHistoryTests.read([text])
    #expect(h.stats(by: .month, unit: .kg).total.volume.description == "3360")
    #expect(h.stats(by: .month).total.setsWithoutBodyweight == 4)
  }

  /// Files merged by date: the weigh-in in the second file, dated first,
  /// is in effect for the first file's sets; split the other way round too.
  @Test func filesMergedByDate() {
    let a = BodyweightHistoryTests.pullups
    let b = BodyweightHistoryTests.weighIn
    for files in [[a, b], [b, a]] {
      let h = BodyweightHistoryTests.read(files)
      #expect(h.stats(by: .month, unit: .kg).total.volume.description == "3200")
      #expect(h.stats(by: .month).total.setsWithoutBodyweight == 0)
      #expect(h.records(of: "Pullup").contains { $0.kind == .bestSession && $0.value.description == "3200kg" })
    }
  }
}

extension BodyweightHistoryTests {
  static let weighIns = """
    # 2026-03-01 W

    Bodyweight 80kg

    # 2026-03-15 W

    Bodyweight 81.5kg

    # 2026-04-02 Pull

    Pullup BW × 5 ✓

    """

  /// The body weight on a date is the latest recorded on or before it.
  @Test func bodyweightOnADate() {
    let h = BodyweightHistoryTests.read([BodyweightHistoryTests.weighIns])
    let day = { (s: String) in LocalDate(s) ?? LocalDate.minimum }
    #expect(h.bodyweight(on: day("2026-02-28")) == nil)
    #expect(h.bodyweight(on: day("2026-03-01")) == Weight(DecimalValue(80), .kg))
    #expect(h.bodyweight(on: day("2026-03-14")) == Weight(DecimalValue(80), .kg))
    #expect(h.bodyweight(on: day("2026-03-15"))?.value.description == "81.5")
    #expect(h.bodyweight(on: day("2027-01-01"))?.value.description == "81.5")
    #expect(h.bodyweights().map { "\($0.date) \($0.weight.value)" } == ["2026-03-01 80", "2026-03-15 81.5"])
    #expect(h.bodyweights(since: day("2026-03-02")).count == 1)
  }

  /// The stats give each period the body weight on its last day.
  @Test func statsCarryTheBodyWeightOfEachPeriod() {
    let h = BodyweightHistoryTests.read([BodyweightHistoryTests.weighIns])
    let s = h.stats(by: .month, unit: .kg)
    #expect(s.periods.map { $0.bodyweight?.value.description ?? "-" } == ["81.5"])
    #expect(s.total.bodyweight?.value.description == "81.5")
    #expect(s.total.volume.description == "407.5")
    #expect(s.total.setsWithoutBodyweight == 0)
  }
}

extension BodyweightHistoryTests {
  /// The e1RM of a bodyweight exercise is on body weight plus load, its
  /// set carrying the body weight; the records a lifter quotes stay as
  /// written (heaviest `BW+20kg`, most reps at `BW`).
  @Test func e1rmOnBodyWeightPlusLoadRecordsAsWritten() {
    let h = BodyweightHistoryTests.read([BodyweightHistoryTests.weighIn + "\n" + BodyweightHistoryTests.pullups])
    let records = h.records(of: "Pullup")
    let e1rm = records.first { $0.kind == .e1rm }
    // 100 kg × (1 + 8/30).
    #expect(e1rm?.value.description == "126.7kg")
    #expect(e1rm?.set.bodyweight == Weight(DecimalValue(80), .kg))
    #expect(e1rm?.set.load == .bodyweight(added: Weight(DecimalValue(20), .kg)))
    #expect(records.first { $0.kind == .heaviest }?.value.description == "20kg")
    #expect(records.first { $0.kind == .mostReps }?.value.description == "10 reps")
    let points = h.series(of: "Pullup", metric: .e1rm, by: .week)?.points.map { "\($0.value)" }
    #expect(points == ["126.7"])
  }

  /// Without a body weight a bodyweight exercise has no e1RM, as before.
  @Test func noE1rmWithoutBodyWeight() {
    let h = BodyweightHistoryTests.read([BodyweightHistoryTests.pullups])
    #expect(!h.records(of: "Pullup").contains { $0.kind == .e1rm })
  }
}

extension BodyweightHistoryTests {
  /// A large file is folded in two halves (the command line's two cores):
  /// the second half's bodyweight sets come before its first weigh-in, the
  /// first half's body weight is in effect for them. The history folds
  /// again in order, read for every question and for `unit stats`'s alone.
  @Test(arguments: [false, true], ["none", "read back", "wrong"])
  func halvesOfOneFile(statsOnly: Bool, seed: String) {
    let text = Array((BodyweightHistoryTests.weighIn + "\n" + BodyweightHistoryTests.pullups).utf8)
    let cut = Array("# 2026-03-02".utf8)
    let at = (0...(text.count - cut.count)).first { Array(text[$0..<$0 + cut.count]) == cut } ?? 0
    let questions: [HistoryQuestion] = statsOnly ? [.work] : HistoryQuestion.all
    let reader = HistoryReader(names: ["log.unit"], aliases: ExerciseAliases(), asking: questions)
    let h = text.withUnsafeBufferPointer { whole in
      let a = reader.fold(UnsafeBufferPointer(rebasing: whole[..<at]), file: 0, isFirst: true)
      // The seed the command line reads back from the text before the cut.
      let readBack = reader.bodyweight(before: at, in: whole)
      #expect(readBack == Weight(DecimalValue(80), .kg))
      let given = ["none": nil, "read back": readBack, "wrong": Weight(DecimalValue(70), .kg)][seed] ?? nil
      let b = reader.fold(UnsafeBufferPointer(rebasing: whole[at...]), file: 0, isFirst: false, bodyweight: given)
      // Only the right seed joins without folding again.
      #expect(reader.joinsInOrder([(a, 0, 0), (b, a.lines, at)]) == (seed == "read back"))
      return reader.finish([(a, 0, 0), (b, a.lines, at)], sources: .texts([text]))
    }
    let s = h.stats(by: .month, unit: .kg)
    #expect(s.total.volume.description == "3200")
    #expect(s.total.setsWithoutBodyweight == 0)
    if !statsOnly {
      #expect(h.records(of: "Pullup").contains { $0.kind == .bestSession && $0.value.description == "3200kg" })
    }
  }
}
