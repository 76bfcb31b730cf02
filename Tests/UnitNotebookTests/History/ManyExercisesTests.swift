import Seeds
import Testing

@testable import UnitNotebook

/// A history of sessions of many different exercises (issue 35: reading
/// one back for each exercise, walking from the heading for each set's
/// column and searching the session's exercises for each block made a
/// session of n exercises cost n²). The default lane checks the answers on
/// a thousand; the stress lane asks the same of ten thousand in a time a
/// quadratic step would blow.
@Suite struct ManyExercisesTests {
  /// Two sessions of `n` exercises, the second a week later, 5 kg heavier
  /// and written last first; the first names exercise 0 a second time at
  /// its end (`Lift qa 50kg × 10 ✓`).
  static func notebook(_ n: Int) -> [UInt8] {
    let first = ManyExercises.session(n, date: "2026-01-05") + "\(ManyExercises.name(0)) 50kg × 10 ✓\n"
    return Array((first + "\n" + ManyExercises.session(n, date: "2026-01-12", step: 1, reversed: true)).utf8)
  }

  /// The 1-based line of exercise k in the second session (after the first
  /// session's heading and n + 1 lines, the blank and the second heading).
  static func secondLine(_ k: Int, of n: Int) -> Int { n + 5 + (n - 1 - k) }

  static func check(_ n: Int) throws {
    let week2 = try #require(LocalDate("2026-01-12"))
    let week3 = try #require(LocalDate("2026-01-19"))
    let text = notebook(n)
    let (h, diagnostics) = TrainingHistory.read([("many.unit", text)])
    #expect(diagnostics == [[]])
    #expect(h.exercises.count == n)
    #expect(h.exercises.map(\.name) == (0..<n).map(ManyExercises.name).sorted())

    // Records: each exercise's heaviest is its second session's set, at
    // its line and column; each beat the first session's set.
    var heaviestRight = 0
    for k in 0..<n {
      let r = h.records(of: ManyExercises.name(k)).first { $0.kind == .heaviest }
      let weight = Weight(DecimalValue(ManyExercises.kilograms(k, step: 1)), .kg)
      if r?.value == .weight(HistoryNumber(weight.value), weight.unit), r?.set.line == secondLine(k, of: n),
        r?.set.column == ManyExercises.name(k).unicodeScalars.count + 2
      {
        heaviestRight += 1
      }
    }
    #expect(heaviestRight == n)
    let heavier = h.events().filter { $0.record.kind == .heaviest }
    #expect(heavier.count == n)
    #expect(heavier.allSatisfy { $0.wasSet.line.map { $0 >= 2 && $0 <= n + 1 } ?? false })

    // Last times: every exercise's block of the second session; exercise 0
    // before the second session has its two blocks of the first.
    let names = (0..<n).map(ManyExercises.name)
    let last = h.lastTimes(of: names, before: nil)
    let lastRight = (0..<n).filter { k in
      last[k]?.line == secondLine(k, of: n) && last[k]?.session.exercises.map(\.name) == [names[k]]
        && last[k]?.session.exercises.first?.sets.first?.reps == ManyExercises.reps(k)
    }
    #expect(lastRight.count == n)
    let before = h.lastTimes(of: names + ["no such lift"], before: week2)
    #expect(before.count == n + 1)
    #expect(before.last == .some(nil))
    #expect(before[0]?.session.exercises.map(\.sets.count) == [1, 1])
    #expect(before[0]?.line == 2)
    #expect((1..<n).allSatisfy { before[$0]?.line == $0 + 2 })
    #expect(h.lastTime(of: names[n - 1], before: week2) == before[n - 1])

    // Stats and the plan: two sessions of 2n + 1 sets; the Day repeated is
    // the second session, every exercise with its sets of last time.
    #expect(h.stats(by: .week).total.sets == 2 * n + 1)
    #expect(h.stats(by: .week).total.sessions == 2)
    let plan = h.nextSession(for: "Day", on: week3)
    #expect(plan?.session.exercises.count == n)
    #expect(plan?.session.exercises.first?.name == names[n - 1])
    #expect(plan?.session.exercises.last?.sets.map(\.status) == [.planned])
    #expect(h.series(of: names[1], metric: .heaviest)?.points.count == 2)
  }

  @Test func aThousandDifferentExercisesInASession() throws { try Self.check(1_000) }

  /// Aliases in a large session: two spellings of one exercise are one.
  @Test func aliasedNamesInALargeSessionAreOne() {
    let n = 500
    let aliases = ExerciseAliases([ManyExercises.name(1): ManyExercises.name(0)])
    let (h, _) = TrainingHistory.read([("many.unit", Self.notebook(n))], aliases: aliases)
    #expect(h.exercises.count == n - 1)
    // qa twice and qb in the first session, both in the second
    #expect(h.exercise(named: ManyExercises.name(1))?.sets == 5)
    #expect(
      h.lastTime(of: ManyExercises.name(0))?.session.exercises.map(\.name) == [
        ManyExercises.name(1), ManyExercises.name(0),
      ])
  }

  @Test(StressLane.only) func tenThousandDifferentExercisesInASession() throws {
    let inTime = try OwnTime.within(.seconds(60)) {
      try Self.check(10_000)
    }
    #expect(inTime, "more than a minute of its own time")
  }
}
