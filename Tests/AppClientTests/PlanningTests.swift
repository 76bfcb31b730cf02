// An app plans many sessions from one reading of the notebooks.
import Foundation
import Testing
import UnitNotebook

@Suite struct PlanningTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  @Test func plansReadOnceAnswerAsTheHistoryDoes() throws {
    let bytes = try Array(Data(contentsOf: Self.samples.appendingPathComponent("upper-lower.unit")))
    let history = TrainingHistory.read([(name: "upper-lower.unit", text: bytes)]).history
    let plans = history.plans()
    #expect(!plans.routines.isEmpty)
    #expect(plans.routines == history.routines)
    let day = try #require(LocalDate(year: 2026, month: 12, day: 4))
    for routine in plans.routines {
      let once = plans.nextSession(for: routine.name, on: day)
      #expect(once != nil)
      #expect(once == history.nextSession(for: routine.name, on: day))
    }
    #expect(plans.nextSessions(on: day) == history.nextSessions(on: day))
    #expect(plans.planNames(nearest: "Uper") == history.planNames(nearest: "Uper"))
    let squat = plans.routines.first?.exercises.first?.name ?? ""
    #expect(plans.nextSets(of: squat, in: plans.routines.first?.name) != nil)
  }
}
