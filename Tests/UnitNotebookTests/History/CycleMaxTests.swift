import Foundation
import Testing

@testable import UnitNotebook

/// The training max of a routine planned by cycles (docs/planning.md,
/// "Progression by cycle"): every lift of the cycle is judged, whichever
/// section holds it, and the max in effect is the same whether the sessions
/// were planned with `--into` (which writes the TM) or logged by hand.
@Suite struct CycleMaxTests {
  /// The plan of `name` on `date` from the older sample `531-bbb.unit`
  /// (cycle 1 done whole) and a log written by hand after it.
  static func planFromSample(_ log: String, on date: String) throws -> SessionPlan {
    let sample = Array(try Data(contentsOf: SamplePlanTests.samples.appendingPathComponent("531-bbb.unit")))
    let (history, diagnostics) = TrainingHistory.read([
      (name: "531-bbb.unit", text: sample), (name: "log.unit", text: Array(log.utf8)),
    ])
    #expect(diagnostics.allSatisfy { $0.isEmpty }, "\(diagnostics)")
    let day = try #require(LocalDate(date))
    return try #require(history.nextSession(for: "531 BBB", on: day))
  }

  /// A day of the sample's Week 1 as a lifter logs it: the warm-ups, the
  /// three sets (the last as many as possible), then five sets of ten.
  static func week1(_ date: String, _ lift: String, tm: String?, loads: [String], amrap: Int) -> String {
    let title = lift == "Bench Press" ? "Bench" : lift
    let sets =
      zip(loads.prefix(3), [5, 5, 3]).map { "  warmup \($0) × \($1) ✓\n" }.joined()
      + zip(loads.dropFirst(3).prefix(3), [5, 5, amrap]).map { "  \($0) × \($1) ✓\n" }.joined()
      + String(repeating: "  \(loads[loads.count - 1]) × 10 ✓\n", count: 5)
    return "# \(date) 18:00 531 BBB Week 1 \(title)\n\n\(lift)\(tm.map { " TM \($0)" } ?? "")\n\(sets)\n"
  }

  static let squat145 = ["57.5kg", "72.5kg", "87.5kg", "95kg", "110kg", "122.5kg", "72.5kg"]
  static let bench100 = ["40kg", "50kg", "60kg", "65kg", "75kg", "85kg", "50kg"]
  static let deadlift175 = ["70kg", "87.5kg", "105kg", "115kg", "132.5kg", "150kg", "87.5kg"]

  /// The issue's case: cycle 2's Squat and Bench days logged, Week 1
  /// Deadlift is planned from TM 175kg: every Deadlift AMRAP set of cycle 1
  /// reached its minimum (145kg × 5, 152.5kg × 5, 162.5kg × 3), and the
  /// lift's first section is not the cycle's first.
  @Test func aLiftOfALaterSectionIsJudgedWhenItsCycleStarts() throws {
    let log =
      Self.week1("2026-11-30", "Squat", tm: "145kg", loads: Self.squat145, amrap: 7)
      + Self.week1("2026-12-02", "Bench Press", tm: "100kg", loads: Self.bench100, amrap: 6)
    let plan = try Self.planFromSample(log, on: "2026-12-04")
    #expect(plan.session.title == "531 BBB Week 1 Deadlift")
    let deadlift = try #require(plan.session.exercises.first)
    #expect(deadlift.trainingMax == TrainingMax(load: .weight(Weight(175, .kg))))
    // 65/75/85% of 175kg: 113.75, 131.25, 148.75kg, to the nearest 2.5kg (a tie going up).
    #expect(
      deadlift.sets.filter { $0.kind != .warmup }.prefix(3).map { $0.load.map(HistoryText.load) } == [
        "115kg", "132.5kg", "150kg",
      ])
    #expect(
      plan.explanations.map(\.description) == [
        "Deadlift: TM 170kg → 175kg (cycle 2: every 5+/3+/1+ set reached, 3 reps on 2026-11-20)"
      ])
  }

  /// A max moved by the planner and not copied by the lifter: the Week 1
  /// Squat of cycle 2 logged by hand without its TM line; Week 2 is still
  /// planned from 145kg, as it is when the plan (which writes `Squat TM
  /// 145kg`) was appended with `--into`.
  @Test func theMaxMovedByThePlannerHoldsWhenTheSessionIsLoggedByHand() throws {
    let rest =
      Self.week1("2026-12-02", "Bench Press", tm: nil, loads: Self.bench100, amrap: 6)
      + Self.week1("2026-12-04", "Deadlift", tm: "175kg", loads: Self.deadlift175, amrap: 6)
    let byHand = try Self.planFromSample(
      Self.week1("2026-11-30", "Squat", tm: nil, loads: Self.squat145, amrap: 7) + rest, on: "2026-12-07")
    let planned = try Self.planFromSample(
      Self.week1("2026-11-30", "Squat", tm: "145kg", loads: Self.squat145, amrap: 7) + rest, on: "2026-12-07")
    #expect(byHand.session.title == "531 BBB Week 2 Squat")
    // 70/80/90% of 145kg: 101.5, 116, 130.5kg, to the nearest 2.5kg.
    for plan in [byHand, planned] {
      #expect(
        plan.session.exercises.first?.sets.filter { $0.kind != .warmup }.prefix(3).map {
          $0.load.map(HistoryText.load)
        } == ["102.5kg", "115kg", "130kg"])
    }
    // By hand, the log's latest TM is 140kg: the plan writes 145kg and says why.
    #expect(byHand.session.exercises.first?.trainingMax == TrainingMax(load: .weight(Weight(145, .kg))))
    #expect(planned.session.exercises.first?.trainingMax == nil)
  }

  /// Cycle 2 of the two-section wave of `TrainingMaxPlanningTests.cycle`,
  /// done at TM 145kg, its TM line written (as `--into` writes it) or not
  /// (as a lifter logs by hand).
  static func cycle2(writesTM: Bool) -> String {
    let week1 = TrainingMaxPlanningTests.week1(7, on: "2026-11-15", tm: "145kg", loads: ["95kg", "110kg", "122.5kg"])
    return (writesTM ? week1 : week1.replacingOccurrences(of: "Squat TM 145kg", with: "Squat"))
      + TrainingMaxPlanningTests.week2(5, on: "2026-11-22", loads: ["102.5kg", "115kg", "130kg"])
  }

  /// Two cycles earned, the second logged by hand: cycle 3 starts from
  /// 150kg, as when every plan was appended with `--into`, not from the
  /// 140kg written in cycle 1 plus one step.
  @Test func cyclesLoggedByHandAreJudgedInTurn() throws {
    let cycle1 = TrainingMaxPlanningTests.cycle + TrainingMaxPlanningTests.week1(8) + TrainingMaxPlanningTests.week2(5)
    let byHand = try TrainingMaxPlanningTests.plan(cycle1 + Self.cycle2(writesTM: false), "531", on: "2026-11-29")
    let planned = try TrainingMaxPlanningTests.plan(cycle1 + Self.cycle2(writesTM: true), "531", on: "2026-11-29")
    for plan in [byHand, planned] {
      #expect(plan.session.title == "531 Week 1")
      #expect(plan.session.exercises.first?.trainingMax == TrainingMax(load: .weight(Weight(150, .kg))))
      // 65/75/85% of 150kg.
      #expect(
        plan.session.exercises.first?.sets.map { $0.load.map(HistoryText.load) } == ["97.5kg", "112.5kg", "127.5kg"])
      #expect(
        plan.explanations.map(\.description) == [
          "Squat: TM 145kg → 150kg (cycle 3: every 5+/3+ set reached, 5 reps on 2026-11-22)"
        ])
    }
  }

  /// A routine without sections in pounds: a cycle of one section, its TM
  /// judged at every session on the 1+ set.
  static let single = """
    # Routine Heavy Bench
    Bench Press TM 120lb +5lb
    Bench Press 75% 5
    Bench Press 85% 3
    Bench Press 95% 1+

    # 2026-03-09 Heavy Bench

    Bench Press TM 120lb
      90lb × 5 ✓
      100lb × 3 ✓
      115lb × 2 ✓

    """

  /// `115lb × 1 ✗` was done and missed: said as it is, never "not done".
  /// (Cycle 1's 115lb × 2 reached the 1+: TM 125lb.)
  @Test func aMissedSetIsSaidAsItWas() throws {
    let log = Self.single + "# 2026-03-16 Heavy Bench\n\nBench Press\n  95lb × 5 ✓\n  105lb × 3 ✓\n  120lb × 1 ✗\n"
    let plan = try TrainingMaxPlanningTests.plan(log, "Heavy Bench", on: "2026-03-18")
    #expect(
      plan.explanations.map(\.description) == [
        "Bench Press: TM 125lb stays (cycle 3: the 1+ set on 2026-03-16 ✗ at 1 rep)"
      ])
  }

  /// A session whose every set was missed (`50kg × 4 ✗`) was done: it is a
  /// cycle not earned, the second running here, so the TM goes to 90%
  /// (54kg, down to 52.5kg). It used to count as no session at all: the TM
  /// stayed, judged again on the session before.
  @Test func aSessionOfMissedSetsIsACycleDone() throws {
    let log = """
      # Routine Press
      Overhead Press TM 60kg +2.5kg
      Overhead Press 85% 1×5+

      # 2026-03-02 Press

      Overhead Press TM 60kg
        50kg × 3 ✓

      # 2026-03-04 Press

      Overhead Press
        50kg × 4 ✗

      """
    let plan = try TrainingMaxPlanningTests.plan(log, "Press", on: "2026-03-06")
    #expect(plan.session.exercises.first?.trainingMax == TrainingMax(load: .weight(Weight(52.5, .kg))))
    #expect(
      plan.explanations.map(\.description) == [
        "Overhead Press: TM 60kg → 52.5kg (cycle 3: not earned in cycles 1 and 2: 90%)"
      ])
  }
}
