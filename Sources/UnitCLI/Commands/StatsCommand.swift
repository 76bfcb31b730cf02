import UnitNotebook

/// `unit stats [--by week|month|year] [--since DATE] [--until DATE] [-e EXERCISE] [--unit kg|lb] [--muscles] [--json] [--map F] [FILE...]`
enum StatsCommand: Command {
  static let about = """
    Prints the work of each ISO week (Monday first), month or year that has a
    done set, and a total: sessions, done sets of every kind (warm-ups are
    work too), reps, volume (weight × reps; a bodyweight set counts the body
    weight in effect plus X, or X alone when none is known), session time
    (each heading's start to its end), set time (the timed sets' own times),
    distance and, once a `Bodyweight` line is written, the body weight on
    the period's last day. Says how many bodyweight sets had no body weight
    to count.
    """

  static let details = """
    With no FILE, reads standard input. With --muscles, the sets per muscle
    group instead: each period's counted sets (done, not warm-ups; a ✗ set
    does not count) and, for each of the 17 groups trained, a primary group
    counting a whole set and a secondary half. What an exercise trains comes
    from the notebooks' # Muscles sections (a later notebook's declaration
    of an exercise wins, with a warning), then Unit's catalogue
    (docs/muscles.md); unit muscles lists the exercises it does not know.
    """

  struct Options: CommandOptions {
    var grouping: HistoryGrouping
    var unit: WeightUnit?
    var period: HistoryPeriod
    var exercise: String?
    var json: Bool
    var muscles: Bool
    var map: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      grouping = try arguments.value(Commands.Stats.by) ?? .week
      unit = try arguments.value(Commands.Stats.unit)
      period = try HistoryPeriod(arguments, since: Commands.Stats.since, until: Commands.Stats.until)
      map = try arguments.value(Commands.map)
      exercise = try arguments.value(Commands.Stats.exercise)
      json = arguments.has(Commands.json)
      muscles = arguments.has(Commands.Stats.muscles)
      files = arguments.operands
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let grouping = options.grouping
    let (since, until) = (options.period.since, options.period.until)
    guard let aliases = HistoryInputs.aliases(options.map, command: "stats", console: &console) else {
      return .failure
    }
    let exercise = options.exercise
    guard
      let history = HistoryInputs.load(
        options.files, aliases: aliases, asking: questions(options), command: "stats", console: &console)
    else {
      return .failure
    }
    if let e = exercise, history.exercise(named: e) == nil {
      HistoryInputs.unknown(e, in: history, command: "stats", console: &console)
      return .failure
    }
    let muscles =
      options.muscles ? history.muscleSets(by: grouping, since: since, until: until, exercise: exercise) : nil
    if options.muscles { MuscleOutput.warnConflicts(history, console: &console) }
    if let muscles, !options.json {
      console.writeOutput(Array(MuscleOutput.table(muscles).utf8))
      return .ok
    }
    let stats = history.stats(by: grouping, since: since, until: until, exercise: exercise, unit: options.unit)
    if options.json {
      console.writeOutput(Array(json(stats, muscles: muscles).utf8))
    } else {
      // A decade by week is hundreds of rows, a long generated log tens of
      // thousands: measured first, then written in pieces as bytes, so the
      // table is never held whole.
      table(stats) { console.writeOutput(buffer: $0) }
    }
    return .ok
  }

  /// The questions the history is read for: the work, the sets per
  /// muscle, or (the JSON of --muscles) both.
  static func questions(_ options: Options) -> [HistoryQuestion] {
    guard options.muscles else { return [.work] }
    return options.json ? [.work, .muscles] : [.muscles]
  }

  static func table(_ s: HistoryStats) -> String {
    var out: [UInt8] = []
    table(s) { out.append(contentsOf: $0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The table's bytes, in pieces of about 64 KB.
  static func table(_ s: HistoryStats, _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
    // The body weight column only once a body weight is known.
    let weighs = s.total.bodyweight != nil || s.periods.contains { $0.bodyweight != nil }
    var t = ByteTable([.left, .right, .right, .right, .right, .right, .right, .right] + (weighs ? [.right] : []))
    let titles =
      [
        s.grouping == .week ? "week of" : s.grouping.rawValue, "sessions", "sets", "reps", "volume", "session time",
        "set time", "distance",
      ] + (weighs ? ["body weight"] : [])
    func header(_ t: inout ByteTable) {
      t.startRow()
      for h in titles { t.cell(h) }
    }
    func row(_ t: inout ByteTable, _ p: PeriodStats) {
      t.startRow()
      if let start = p.start {
        // `2026-11-30`, `2026-11`, `2026`.
        switch s.grouping {
        case .year: t.row.appendPadded(start.year, width: 4)
        case .month:
          t.row.appendPadded(start.year, width: 4)
          t.row.append(UInt8(ascii: "-"))
          t.row.appendPadded(start.month, width: 2)
        default: t.row.appendDate(start)
        }
      } else {
        t.row.append("total")
      }
      t.endCell()
      t.row.appendInt(p.sessions)
      t.endCell()
      t.row.appendGrouped(HistoryNumber(p.sets))
      t.endCell()
      t.row.appendGrouped(p.reps)
      t.endCell()
      if !p.volume.isZero {
        t.row.appendGrouped(p.volume)
        t.row.append(s.unit.rawValue)
      }
      t.endCell()
      if !p.sessionSeconds.isZero { t.row.appendClockDuration(p.sessionSeconds) }
      t.endCell()
      if !p.seconds.isZero { t.row.appendClockDuration(p.seconds) }
      t.endCell()
      if !p.distance.isZero {
        t.row.appendDecimal(p.distance)
        t.row.append(s.distanceUnit.rawValue)
      }
      t.endCell()
      guard weighs else { return }
      if let w = p.bodyweight {
        t.row.appendDecimal(w.value)
        t.row.append(w.unit.rawValue)
      }
      t.endCell()
    }
    header(&t)
    t.widen()
    for p in s.periods where p.start != nil {
      row(&t, p)
      t.widen()
    }
    row(&t, s.total)
    t.widen()
    var out = ByteWriter(capacity: 1 << 16 + 256)
    header(&t)
    t.appendLine(to: &out)
    for p in s.periods where p.start != nil {
      row(&t, p)
      t.appendLine(to: &out)
      if out.count >= 1 << 16 {
        out.withUnsafeBufferPointer(write)
        out.removeAll()
      }
    }
    row(&t, s.total)
    t.appendLine(to: &out)
    if let note = unweighedNote(s.total.setsWithoutBodyweight) { out.append(note) }
    out.withUnsafeBufferPointer(write)
  }

  /// The line under the table when bodyweight sets had no body weight in
  /// effect (their volume is the added load only); nil when none.
  static func unweighedNote(_ n: Int) -> String? {
    guard n > 0 else { return nil }
    let sets = n == 1 ? "1 bodyweight set" : "\(n) bodyweight sets"
    return
      "\(sets) had no body weight to count: their volume is the added load only (a session records one: Bodyweight 80kg)\n"
  }

  /// The stats as JSON; with `muscles`, each period (and the total)
  /// carries its counted sets and the sets of every group.
  static func json(_ s: HistoryStats, muscles: MuscleStats? = nil) -> String {
    var byStart: [LocalDate: MuscleSets] = [:]
    for p in muscles?.periods ?? [] { if let start = p.start { byStart[start] = p } }
    let none = MuscleSets(start: nil, sets: 0, resolvedSets: 0, halves: [])
    func period(_ p: PeriodStats) -> JSONValue {
      var m: [(String, JSONValue)] = []
      if let start = p.start { m.append(("start", .string(start.description))) }
      m += [
        ("sessions", .int(p.sessions)), ("sets", .int(p.sets)), ("reps", HistoryJSON.number(p.reps)),
        ("volume", HistoryJSON.object([(s.unit.rawValue, HistoryJSON.number(p.volume))])),
        ("sessionSeconds", HistoryJSON.number(p.sessionSeconds)), ("seconds", HistoryJSON.number(p.seconds)),
        ("distance", HistoryJSON.object([(s.distanceUnit.rawValue, HistoryJSON.number(p.distance))])),
        ("setsWithoutBodyweight", .int(p.setsWithoutBodyweight)),
      ]
      if let w = p.bodyweight {
        m.append(("bodyweight", HistoryJSON.object([(w.unit.rawValue, HistoryJSON.number(HistoryNumber(w.value)))])))
      }
      if let muscles {
        m += MuscleOutput.json(p.start.map { byStart[$0] ?? none } ?? muscles.total)
      }
      return HistoryJSON.object(m)
    }
    return HistoryJSON.document([
      ("by", .string(s.grouping.rawValue)), ("unit", .string(s.unit.rawValue)),
      ("distanceUnit", .string(s.distanceUnit.rawValue)), ("periods", .array(s.periods.map(period))),
      ("total", period(s.total)),
    ])
  }
}
