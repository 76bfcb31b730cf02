/// The days a lifter trained over a span of dates, and how regularly: the
/// ISO weeks (Monday first) the span touches, those with a session, and
/// the longest run of consecutive weeks trained.
public struct TrainingDays: Sendable, Hashable {
  /// The span: the dates asked for, or else the first and last day trained.
  public var first: LocalDate
  public var last: LocalDate
  /// The days with a session holding a done set (as the stats count
  /// sessions), oldest first, each once.
  public var days: [LocalDate]
  /// ISO weeks from the week of `first` to the week of `last`.
  public var weeks: Int
  /// Weeks with at least one day trained.
  public var weeksTrained: Int
  /// The most weeks trained one after the other.
  public var longestRun: Int
}

extension TrainingHistory {
  /// The days trained between two dates (inclusive), or over the whole
  /// history; nil when there is no day to show (no session, and no span
  /// given).
  public func trainingDays(since: LocalDate? = nil, until: LocalDate? = nil) -> TrainingDays? {
    var numbers = Set<Int>()
    for d in sessionDigests where d.work.sets > 0 {
      let date = d.work.date
      guard since.map({ date >= $0 }) ?? true, until.map({ date <= $0 }) ?? true else { continue }
      numbers.insert(date.daysSinceEpoch)
    }
    let sorted = numbers.sorted()
    let days = sorted.compactMap { LocalDate.minimum.adding(days: $0 - LocalDate.minimum.daysSinceEpoch) }
    guard let first = since ?? days.first, let last = until ?? days.last else { return nil }
    let start = HistoryPeriods.start(of: first, .week).daysSinceEpoch
    let weeks = Swift.max(0, (HistoryPeriods.start(of: last, .week).daysSinceEpoch - start) / 7 + 1)
    var trained = 0
    var run = 0
    var longest = 0
    var previous: Int? = nil
    for d in days {
      let week = HistoryPeriods.start(of: d, .week).daysSinceEpoch
      guard week != previous else { continue }
      trained += 1
      run = previous.map { week - $0 == 7 } ?? false ? run + 1 : 1
      longest = Swift.max(longest, run)
      previous = week
    }
    return TrainingDays(
      first: first, last: last, days: days, weeks: weeks, weeksTrained: trained, longestRun: longest)
  }
}
