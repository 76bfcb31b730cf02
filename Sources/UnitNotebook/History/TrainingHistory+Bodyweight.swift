extension TrainingHistory {
  /// The latest body weight recorded on or before a date (`bodyweight(on:)`).
  func weighInOn(_ date: LocalDate) -> Weight? {
    // The first weigh-in after the date, found by halving; the one before it.
    var low = 0
    var high = weighIns.count
    while low < high {
      let mid = (low + high) / 2
      if weighIns[mid].date <= date { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? weighIns[low - 1].weight : nil
  }

  /// The body weights recorded between two dates (`bodyweights(since:until:)`).
  func weighIns(since: LocalDate?, until: LocalDate?) -> [BodyweightPoint] {
    weighIns.compactMap { w in
      guard since.map({ w.date >= $0 }) ?? true, until.map({ w.date <= $0 }) ?? true else { return nil }
      return BodyweightPoint(date: w.date, weight: w.weight)
    }
  }
}

extension TrainingHistory {
  /// The identity keys of the names that ask for the body weight.
  static let bodyweightKeys: Set<String> = [
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweight.spellings.printed)"),
    ExerciseAliases.key("\(Lexicon.LineWord.bodyweightPair.0) \(Lexicon.LineWord.bodyweightPair.1)"),
  ]

  /// The weigh-ins as a series (`bodyweightSeries(by:unit:)`): one point a
  /// weigh-in, or the last of each week or month; a value as written when
  /// in the series' unit, else converted to 0.1.
  func makeBodyweightSeries(by grouping: HistoryGrouping, unit: WeightUnit?) -> HistorySeries {
    var units = WeightUnitTally()
    for w in weighIns { units.count(w.weight.unit) }
    let u = unit ?? units.usual
    var points: [SeriesPoint] = []
    for w in weighIns {
      let date = HistoryPeriods.start(of: w.date, grouping)
      let value =
        w.weight.unit == u
        ? HistoryNumber(w.weight.value) : HistoryNumber(ExactAmount.mass(w.weight).tenths(of: u), places: 1)
      let point = SeriesPoint(date: date, value: value, isRecord: false, set: nil, sessions: 1)
      if grouping != .session, let last = points.last, last.date == date {
        points[points.count - 1] = SeriesPoint(
          date: date, value: value, isRecord: false, set: nil, sessions: last.sessions + 1)
      } else {
        points.append(point)
      }
    }
    return HistorySeries(
      exercise: "\(Lexicon.LineWord.bodyweight.spellings.printed)", metric: .heaviest, grouping: grouping, unit: u,
      points: points, isBodyweight: true)
  }
}

extension HistoryReader {
  /// The body weight the text before `end` last records, read back from
  /// its last `Bodyweight` line's session; nil when none. A seed for the
  /// piece that starts at `end` (`fold(bodyweight:)`): a wrong one costs
  /// a fold in order, never a wrong sum. Only the last `window` bytes are
  /// read back: a notebook with no weigh-in would otherwise be read back
  /// whole for every piece (a third more time for `stats` on 18 MB), and
  /// one that weighs in rarer than that pays the fold in order instead.
  package func bodyweight(
    before end: Int, in buffer: UnsafeBufferPointer<UInt8>, window: Int = HistoryReader.bodyweightWindow
  ) -> Weight? {
    var lineEnd = Swift.min(Swift.max(end, 0), buffer.count)
    let floor = Swift.max(lineEnd - window, 0)
    while lineEnd > floor {
      var start = lineEnd
      while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
      if HistoryReader.opensBodyweightLine(buffer, start, lineEnd), let w = sessionBodyweight(buffer, line: start) {
        return w
      }
      lineEnd = start > 0 ? start - 1 : 0
    }
    return nil
  }

  /// The body weight of the session holding the line at `line`.
  private func sessionBodyweight(_ buffer: UnsafeBufferPointer<UInt8>, line: Int) -> Weight? {
    var heading = line
    while heading > 0, !(buffer[heading] == UInt8(ascii: "#") && buffer[heading - 1] == 0x0A) { heading -= 1 }
    let upper = HistoryAccess.sessionEnd(buffer, from: heading)
    guard heading < upper else { return nil }
    var sink = DiagnosticSink()
    var found: Weight? = nil
    Pipeline.runRecords(UnsafeBufferPointer(rebasing: buffer[heading..<upper]), sink: &sink, tracksSetLines: false) {
      chunk, record, _, _ in
      guard !chunk.isPreamble, !chunk.isRoutine, chunk.isValid, let w = record.bodyweight else { return }
      found = w
    }
    return found
  }

  /// How far back a piece looks for the body weight it starts at: 1 MiB,
  /// some years of sessions.
  package static let bodyweightWindow = 1 << 20

  /// Whether the line opens, after blanks and a bullet, with the words of a
  /// body weight line (the parser's own test, `Words.bodyweightWordsEnd`).
  static func opensBodyweightLine(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    var i = Words.skipBlanks(b, start, end)
    if Words.isBullet(b, i, end) {
      i = Words.skipBlanks(b, i + 1, end)
    }
    return Words.bodyweightWordsEnd(b, i, end) != nil
  }
}
