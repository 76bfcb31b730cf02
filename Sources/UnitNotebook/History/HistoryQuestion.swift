/// A question a command asks of the history (`HistoryReader(asking:)`):
/// the history keeps only the trackers of the questions asked.
package enum HistoryQuestion: Sendable {
  /// The records and their events (`records(of:)`, `events`), each set
  /// with its column.
  case records
  /// The same without the sets' columns (an editor places its hints by line).
  case recordsByLine
  /// The work by period (`stats`), the days trained.
  case work
  /// The series (`series(of:metric:by:)`), marked by the records' events.
  case series
  /// The last times (`lastTime(of:before:)`).
  case lastTimes
  /// What the planner reads (`plans()`, `nextSession(for:on:)`).
  case plans
  /// The sets per muscle group (`muscleSets`, `muscleCoverage`), with the
  /// notebooks' `# Muscles` sections.
  case muscles

  /// Every question: what a history read by the library's entry points answers.
  static let all: [HistoryQuestion] = [.records, .work, .series, .lastTimes, .plans, .muscles]

  /// The tracker that answers it, having seen nothing.
  var tracker: any HistoryTracker {
    switch self {
    case .records: RecordsTracker()
    case .recordsByLine: RecordsTracker(readsColumns: false)
    case .work: WorkTracker()
    case .series: SeriesTracker()
    case .lastTimes: LastTimeTracker()
    case .plans: PlanningTracker()
    case .muscles: MuscleTracker()
    }
  }
}
