import UnitNotebook

/// `unit stats [--by week|month|year] [--since DATE] [--until DATE] [-e EXERCISE] [--unit kg|lb] [--json] [--map F] [FILE...]`
enum StatsCommand: Command {
  static let about = """
    Prints the work of each ISO week (Monday first), month or year that has a
    done set, and a total: sessions, done sets of every kind (warm-ups are
    work too), reps, volume (weight × reps; BW+X counts X, BW none), time and
    distance.
    """

  static let details = """
    With no FILE, reads standard input. Exit status: 0 fine, 2 errors.
    """

  static func run<C: Console>(_ parsed: Arguments, console: inout C) -> Int32 {
    status(parsed, console: &console).rawValue
  }

  static func status<C: Console>(_ parsed: Arguments, console: inout C) -> CLI.Status {
    let byText = parsed.values["--by"] ?? "week"
    guard let grouping = HistoryGrouping(rawValue: byText), grouping != .session else {
      console.writeError("unit stats: error: --by expects week, month or year, found '\(byText)'\n")
      return .failure
    }
    var unit: WeightUnit? = nil
    if let u = parsed.values["--unit"] {
      guard let w = WeightUnit(spelling: u) else {
        console.writeError("unit stats: error: --unit expects kg or lb, found '\(u)'\n")
        return .failure
      }
      unit = w
    }
    guard let since = HistoryInputs.date(parsed.values["--since"], option: "--since", command: "stats", console: &console),
      let until = HistoryInputs.date(parsed.values["--until"], option: "--until", command: "stats", console: &console),
      HistoryInputs.ordered(since, until, command: "stats", console: &console),
      let aliases = HistoryInputs.aliases(parsed.values["--map"], command: "stats", console: &console)
    else { return .failure }
    let exercise = parsed.values["--exercise"]
    var plan = HistoryPlan()
    plan.keepsDigests = false
    plan.readsColumns = false
    plan.tracksRecords = false
    plan.stats = StatsQuery(
      grouping: grouping, since: since, until: until, exerciseKey: exercise.map { HistoryInputs.key($0, aliases) })
    guard let history = HistoryInputs.load(parsed.operands, aliases: aliases, plan: plan, console: &console) else {
      return .failure
    }
    if let e = exercise, history.exercise(named: e) == nil {
      HistoryInputs.unknown(e, in: history, command: "stats", console: &console)
      return .failure
    }
    let stats = history.stats(by: grouping, since: since, until: until, exercise: exercise, unit: unit)
    if parsed.has("--json") {
      console.writeOutput(Array(json(stats).utf8))
    } else {
      // A decade by week is thousands of rows: measured first, then written
      // in pieces, so the table is never held whole.
      var piece: [UInt8] = []
      table(stats) { line in
        piece.append(contentsOf: line.utf8)
        if piece.count >= 1 << 16 {
          console.writeOutput(piece)
          piece.removeAll(keepingCapacity: true)
        }
      }
      console.writeOutput(piece)
    }
    return .ok
  }

  static func table(_ s: HistoryStats) -> String {
    var out = ""
    table(s) { out += $0 }
    return out
  }

  /// The table's lines, one at a time.
  static func table(_ s: HistoryStats, _ write: (String) -> Void) {
    let aligns: [TextTable.Align] = [.left, .right, .right, .right, .right, .right, .right]
    let first = s.grouping == .week ? "week of" : s.grouping.rawValue
    let header = [first, "sessions", "sets", "reps", "volume", "time", "distance"]
    func row(_ label: String, _ p: PeriodStats) -> [String] {
      [
        label, String(p.sessions), grouped(DecimalValue(p.sets)), grouped(DecimalValue(p.reps)),
        p.volume.isZeroValue ? "" : grouped(p.volume) + s.unit.rawValue,
        p.seconds.isZeroValue ? "" : HistoryText.duration(p.seconds),
        p.distance.isZeroValue ? "" : "\(p.distance)\(s.distanceUnit.rawValue)",
      ]
    }
    func label(_ start: LocalDate) -> String {
      switch s.grouping {
      case .month: return String(start.description.prefix(7))
      case .year: return String(start.description.prefix(4))
      default: return start.description
      }
    }
    var widths = Array(repeating: 0, count: aligns.count)
    TextTable.widen(&widths, header)
    for p in s.periods { if let start = p.start { TextTable.widen(&widths, row(label(start), p)) } }
    TextTable.widen(&widths, row("total", s.total))
    write(TextTable.line(header, widths: widths, aligns: aligns))
    for p in s.periods { if let start = p.start { write(TextTable.line(row(label(start), p), widths: widths, aligns: aligns)) } }
    write(TextTable.line(row("total", s.total), widths: widths, aligns: aligns))
  }

  /// `12,450.5`.
  static func grouped(_ d: DecimalValue) -> String {
    let text = d.description
    let whole = text.prefix { $0 != "." }
    let rest = text.dropFirst(whole.count)
    var out = ""
    for (k, c) in whole.enumerated() {
      if k > 0, (whole.count - k) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return out + rest
  }

  static func json(_ s: HistoryStats) -> String {
    func period(_ p: PeriodStats) -> JSONValue {
      var m: [(String, JSONValue)] = []
      if let start = p.start { m.append(("start", .string(start.description))) }
      m += [
        ("sessions", .int(p.sessions)), ("sets", .int(p.sets)), ("reps", .int(p.reps)),
        ("volume", HistoryJSON.object([(s.unit.rawValue, HistoryJSON.number(p.volume))])),
        ("seconds", HistoryJSON.number(p.seconds)),
        ("distance", HistoryJSON.object([(s.distanceUnit.rawValue, HistoryJSON.number(p.distance))])),
      ]
      return HistoryJSON.object(m)
    }
    return HistoryJSON.document([
      ("by", .string(s.grouping.rawValue)), ("unit", .string(s.unit.rawValue)),
      ("distanceUnit", .string(s.distanceUnit.rawValue)), ("periods", .array(s.periods.map(period))),
      ("total", period(s.total)),
    ])
  }
}

extension DecimalValue {
  var isZeroValue: Bool { significand == 0 }
}
