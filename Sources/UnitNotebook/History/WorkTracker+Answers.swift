extension WorkTracker {
  /// The work of each period of the dated works with a done set between
  /// the dates, in date order.
  static func periods(_ works: [DatedWork], by grouping: HistoryGrouping, in dates: DateSpan) -> [(
    start: LocalDate, work: Work
  )] {
    var byStart: [LocalDate: Work] = [:]
    // Sessions come in runs of a day: each day's period found once.
    var last: (date: LocalDate, start: LocalDate)? = nil
    for w in works where w.work.sets > 0 && dates.includes(w.date) {
      let start: LocalDate
      if let l = last, l.date == w.date {
        start = l.start
      } else {
        start = HistoryPeriods.start(of: w.date, grouping)
        last = (w.date, start)
      }
      byStart[start, default: .zero].add(w.work)
    }
    return byStart.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The works of an exercise (by id), none for an unknown one.
  func works(of id: Int32?) -> [DatedWork] {
    guard let id else { return [] }
    return Int(id) < exercises.count ? exercises[Int(id)] : []
  }

  /// The day after the last day trained (a session with a done set) on or
  /// before `until` (of all, when nil).
  func dayAfterLastTraining(until: LocalDate?) -> LocalDate? {
    var last: LocalDate? = nil
    for s in sessions where s.work.sets > 0 && (until.map { s.date <= $0 } ?? true) {
      if last.map({ $0 < s.date }) ?? true { last = s.date }
    }
    return last?.adding(days: 1)
  }

  /// The days trained between two dates (inclusive), or over the whole
  /// history, with the weeks they span.
  func trainingDays(in dates: DateSpan) -> TrainingDays? {
    var days: [LocalDate] = []
    var ordered = true
    for s in sessions where s.work.sets > 0 && dates.includes(s.date) {
      guard days.last != s.date else { continue }
      if let last = days.last, s.date < last { ordered = false }
      days.append(s.date)
    }
    if !ordered { days = Array(Set(days)).sorted() }
    guard let first = dates.since ?? days.first, let last = dates.until ?? days.last else { return nil }
    return TrainingDays(first: first, last: last, days: days)
  }
}

extension TrainingDays {
  /// The days trained from `first` to `last`, with the weeks they span, how
  /// many of them had a day trained and the longest run of such weeks.
  init(first: LocalDate, last: LocalDate, days: [LocalDate]) {
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
    self.init(first: first, last: last, days: days, weeks: weeks, weeksTrained: trained, longestRun: longest)
  }
}
