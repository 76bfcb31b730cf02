import Testing

@testable import UnitNotebook

@Suite struct OutlineTests {
  static let text = """
    > notebook note

    # 2026-11-29 07:15 Lower A
    > slept well

    Squat // belt
      100kg × 5 ✓
      100kg × 5 ✓ @8
      100kg × 5 ✓
      > felt quick
    Pullup BW × 8 ✓
    Pullup BW × 6 ✓

    # 2026-12-01 Upper A
    Bench Press 80kg × 10, 10, 8
    """

  @Test func sessionsAndExercisesKnowTheirLines() {
    let o = NotebookOutline(utf8: Array(OutlineTests.text.utf8))
    #expect(o.diagnostics.isEmpty)
    #expect(o.sessions.map(\.lines) == [3...12, 14...15])
    let lower = o.sessions[0].exercises
    #expect(lower.map(\.exercise.name) == ["Squat", "Pullup"])
    #expect(lower.map(\.lines) == [6...10, 11...12])
    #expect(lower[0].setLines == [7, 8, 9])
    #expect(lower[1].setLines == [11, 12])
    #expect(o.sessions[1].exercises[0].setLines == [15, 15, 15])
    #expect(o.exercise(atLine: 8).map { ($0.exercise.exercise.name, $0.set) } ?? ("", nil) == ("Squat", 1))
    #expect(o.exercise(atLine: 10)?.set == nil)
    #expect(o.exercise(atLine: 4) == nil)
    #expect(o.exerciseNames == ["Squat", "Pullup", "Bench Press"])
  }

  @Test func summariesSayWhatTheWorkWas() {
    let o = NotebookOutline(utf8: Array(OutlineTests.text.utf8))
    let squat = o.sessions[0].exercises[0].exercise
    #expect(TrainingSummary.describe(squat) == "3 sets · 1,500 kg volume · best e1RM 116.7 kg")
    #expect(
      TrainingSummary.describe(set: squat.sets[1], index: 1, of: 3)
        == "Set 2 of 3: 100 kg × 5 reps, done, RPE 8 · e1RM 116.7 kg")
    let bench = o.sessions[1].exercises[0].exercise
    #expect(TrainingSummary.describe(bench) == "3 sets planned · 2,240 kg volume · best e1RM 106.7 kg")
    let pullup = o.sessions[0].exercises[1].exercise
    #expect(TrainingSummary.describe(pullup) == "2 sets")
    #expect(TrainingSummary.describe(set: pullup.sets[0], index: 0, of: 2) == "Set 1 of 2: bodyweight × 8 reps, done")
  }

  /// Fifteen-digit weights times fifteen-digit reps pass what a 64-bit
  /// count of tenths holds: the hover says the double rather than trap
  /// (`unit lsp` ended on such a notebook).
  @Test func summariesOfHugeNumbersDoNotTrap() {
    let big = DecimalValue(999_999_999_999_999)
    let set = WorkoutSet(load: .weight(Weight(big, .kg)), reps: 999_999_999_999_999, status: .done)
    let squat = Exercise(name: "Squat", sets: [set])
    let volume = 999_999_999_999_999.0 * 999_999_999_999_999.0
    let e1rm = 999_999_999_999_999.0 * (1 + 999_999_999_999_999.0 / 30)
    #expect(TrainingSummary.describe(squat) == "1 set · \(volume) kg volume · best e1RM \(e1rm) kg")
    #expect(TrainingSummary.describe(set: set, index: 0, of: 1).hasSuffix("· e1RM \(e1rm) kg"))
    // A thousand sets of 10¹⁵ km: 10¹⁹ tenths.
    let run = Exercise(
      name: "Run", sets: Array(repeating: WorkoutSet(distance: Distance(big, .km), status: .done), count: 1000))
    #expect(TrainingSummary.describe(run).hasPrefix("1000 sets · 9.99999999999999"))
    #expect(TrainingSummary.describe(run).hasSuffix("e+17 km"))
  }

  @Test func runOutlines() {
    let o = NotebookOutline(utf8: Array("# 2026-11-29\nRun 5km 25:30 ✓\nPlank 60s, 45s ✓\nDip BW-10kg × 5 ✓\n".utf8))
    let x = o.sessions[0].exercises
    #expect(TrainingSummary.describe(x[0].exercise) == "1 set · 25:30 total · 5 km")
    #expect(TrainingSummary.describe(x[1].exercise) == "2 sets · 1:45 total")
    #expect(
      TrainingSummary.describe(set: x[2].exercise.sets[0], index: 0, of: 1)
        == "Set 1 of 1: bodyweight with 10 kg assistance × 5 reps, done")
  }
}
