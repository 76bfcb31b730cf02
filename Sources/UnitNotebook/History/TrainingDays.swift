extension TrainingHistory {
  /// The days `trainingDays(since:until:)` answers.
  func makeTrainingDays(since: LocalDate?, until: LocalDate?) -> TrainingDays? {
    // The sessions' dates, in order already unless the notebooks are not
    // (a set of day numbers, each made back into a date, took a tenth of
    // `unit report`'s time past the fold on 100 MB).
    var days: [LocalDate] = []
    var ordered = true
    let dates = DateSpan(since: since, until: until)
    for d in sessionDigests where d.work.sets > 0 {
      let date = d.work.date
      guard dates.includes(date) else { continue }
      guard days.last != date else { continue }
      if let last = days.last, date < last { ordered = false }
      days.append(date)
    }
    if !ordered { days = Array(Set(days)).sorted() }
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
