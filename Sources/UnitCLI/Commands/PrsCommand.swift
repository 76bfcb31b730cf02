import UnitNotebook

/// `unit prs [-e EXERCISE]... [--since DATE] [--until DATE] [--events] [--json] [--map F] [FILE...]`
enum PrsCommand: Command {
  static let about = """
    Prints the current personal records of each exercise as a table: heaviest,
    e1RM (Epley, sets of 1-12 reps), most reps, reps at each weight, best set,
    best session, longest, farthest, fastest, least assistance, each with the
    set that made it. Only done working sets count (not warm-ups, ✗ or
    planned); docs/history.md defines each record.
    """

  static let details = """
    With no FILE, reads standard input.
    """

  struct Options: CommandOptions {
    var exercises: [String]
    var period: HistoryPeriod
    var events: Bool
    var json: Bool
    var map: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      period = try HistoryPeriod(arguments, since: Commands.Prs.since, until: Commands.Prs.until)
      map = try arguments.value(Commands.map)
      exercises = try arguments.values(Commands.Prs.exercise)
      events = arguments.has(Commands.Prs.events)
      json = arguments.has(Commands.json)
      files = arguments.operands
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let (since, until) = (options.period.since, options.period.until)
    guard let aliases = HistoryInputs.aliases(options.map, command: "prs", console: &console) else {
      return .failure
    }
    guard
      let history = HistoryInputs.load(
        options.files, aliases: aliases, asking: [.records], command: "prs", console: &console)
    else {
      return .failure
    }
    let asked = options.exercises
    var names: [String] = []
    for a in asked {
      guard let x = history.exercise(named: a) else {
        HistoryInputs.unknown(a, in: history, command: "prs", console: &console)
        return .failure
      }
      if !names.contains(x.name) { names.append(x.name) }
    }
    let exercises = asked.isEmpty ? history.exercises.map(\.name) : names
    let json = options.json
    if options.events {
      let shown = Set(exercises)
      let events =
        exercises.isEmpty
        ? [] : history.events(since: since, until: until).filter { shown.contains($0.record.exercise) }
      let text =
        json
        ? HistoryJSON.document([("events", .array(events.map(PrsCommand.json)))]) : events.map(PrsCommand.line).joined()
      console.writeOutput(Array(text.utf8))
      return .ok
    }
    let inRange = { (r: PersonalRecord) in
      (since.map { r.set.date >= $0 } ?? true) && (until.map { r.set.date <= $0 } ?? true)
    }
    if json {
      var out: [JSONValue] = []
      for name in exercises {
        let records = history.records(of: name).filter(inRange)
        guard !records.isEmpty || (since == nil && until == nil) else { continue }
        out.append(PrsCommand.json(name, history.exercise(named: name), records))
      }
      console.writeOutput(Array(HistoryJSON.document([("exercises", .array(out))]).utf8))
      return .ok
    }
    var table = TextTable([.left, .left, .right, .left, .left])
    table.add(["exercise", "record", "value", "set", "date"])
    for name in exercises {
      for (k, r) in history.records(of: name).filter(inRange).enumerated() {
        table.add([
          k == 0 ? name : "", HistoryText.title(r), HistoryText.value(r), HistoryText.evidence(r),
          r.set.date.description,
        ])
      }
    }
    if table.rows.count > 1 {
      table.write { console.writeOutput(buffer: $0) }
    } else {
      console.writeOutput([])
    }
    return .ok
  }

  /// `FILE:LINE:COL: record: Squat e1RM 140kg (120kg × 5), was 137.5kg`.
  static func line(_ e: RecordEvent) -> String {
    let s = e.record.set
    return "\(s.file):\(s.line ?? 1):\(s.column ?? 1): record: \(e)\n"
  }

  static func json(_ e: RecordEvent) -> JSONValue {
    var m: [(String, JSONValue)] = [
      ("exercise", .string(e.record.exercise)), ("record", .string(e.record.kind.rawValue)),
    ]
    m += valueMembers(e.record.value, "value", "unit")
    if let at = e.record.at { m += valueMembers(at, "at", "atUnit") }
    m += valueMembers(e.was, "was", "wasUnit")
    m.append(("set", HistoryJSON.object(HistoryJSON.setMembers(e.record.set))))
    m += HistoryJSON.placeMembers(e.record.set)
    m.append(("wasSet", HistoryJSON.object(HistoryJSON.setMembers(e.wasSet) + HistoryJSON.placeMembers(e.wasSet))))
    return HistoryJSON.object(m)
  }

  /// A record value as `"value": 140, "unit": "kg"` (a weight), a number
  /// (reps; seconds), or a distance with its `distanceUnit`.
  static func valueMembers(_ v: RecordValue, _ key: String, _ unitKey: String) -> [(String, JSONValue)] {
    switch v {
    case .weight(let n, let unit): return [(key, HistoryJSON.number(n)), (unitKey, .string(unit.rawValue))]
    case .reps(let n): return [(key, .int(n))]
    case .duration(let s): return [(key, HistoryJSON.number(s))]
    case .distance(let d):
      return [
        (key, HistoryJSON.number(d.value)), (unitKey == "unit" ? "distanceUnit" : unitKey, .string(d.unit.rawValue)),
      ]
    }
  }

  /// One exercise of `prs --json`: keys for records that do not apply are absent.
  static func json(_ name: String, _ summary: ExerciseSummary?, _ records: [PersonalRecord]) -> JSONValue {
    var m: [(String, JSONValue)] = [("name", .string(name))]
    if let s = summary { m += [("sessions", .int(s.sessions)), ("sets", .int(s.sets))] }
    func entry(_ r: PersonalRecord) -> JSONValue {
      var e: [(String, JSONValue)] = []
      switch r.kind {
      case .e1rm: e += valueMembers(r.value, "value", "unit")
      case .bestSet:
        if case .weight(let n, _) = r.value { e.append(("volume", HistoryJSON.number(n))) }
      case .bestSession:
        if case .weight(let n, let unit) = r.value {
          e += [("volume", HistoryJSON.number(n)), ("unit", .string(unit.rawValue))]
        }
        e.append(("sets", .int(r.sessionSets ?? 0)))
        e += HistoryJSON.placeMembers(r.set)
        return HistoryJSON.object(e)
      default: break
      }
      var set = HistoryJSON.setMembers(r.set)
      if r.kind == .e1rm { set.removeAll { $0.0 == "unit" } }
      return HistoryJSON.object(e + set + HistoryJSON.placeMembers(r.set))
    }
    for kind in RecordKind.allCases {
      let mine = records.filter { $0.kind == kind }
      guard !mine.isEmpty else { continue }
      if kind == .repsAtWeight || kind == .fastest {
        m.append((kind.rawValue, .array(mine.map(entry))))
      } else if let r = mine.first {
        m.append((kind.rawValue, entry(r)))
      }
    }
    return HistoryJSON.object(m)
  }
}
