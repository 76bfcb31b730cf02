import UnitNotebook

/// `unit progress EXERCISE [--metric e1rm|heaviest|reps|volume] [--by session|week|month] [--svg OUT] [--json] [--map F] [FILE...]`
enum ProgressCommand: Command {
  static let about = """
    Prints one row per session (or week, or month) with a counted set of
    EXERCISE: the date, the value, PR where it was a record, and a bar.
    --svg writes the chart as a self-contained SVG file.
    """

  static let details = """
    With no FILE, reads standard input. Exit status: 0 fine, 2 errors (an
    unknown exercise suggests the nearest names).
    """

  static func run<C: Console>(_ parsed: Arguments, console: inout C) -> Int32 {
    status(parsed, console: &console).rawValue
  }

  static func status<C: Console>(_ parsed: Arguments, console: inout C) -> CLI.Status {
    guard let name = parsed.operands.first else {
      console.writeError("unit progress: error: name the exercise, as in unit progress Squat week.unit\n")
      return .failure
    }
    let metricText = parsed.values["--metric"] ?? "e1rm"
    guard let metric = HistoryMetric(rawValue: metricText) else {
      console.writeError("unit progress: error: --metric expects e1rm, heaviest, reps or volume, found \(Excerpt.quoted(metricText))\n")
      return .failure
    }
    let byText = parsed.values["--by"] ?? "session"
    guard let grouping = HistoryGrouping(rawValue: byText), grouping != .year else {
      console.writeError("unit progress: error: --by expects session, week or month, found \(Excerpt.quoted(byText))\n")
      return .failure
    }
    guard let aliases = HistoryInputs.aliases(parsed.values["--map"], command: "progress", console: &console) else {
      return .failure
    }
    var plan = HistoryPlan()
    plan.digestKeys = [HistoryInputs.key(name, aliases)]
    guard let history = HistoryInputs.load(Array(parsed.operands.dropFirst()), aliases: aliases, plan: plan, console: &console)
    else { return .failure }
    guard let series = history.series(of: name, metric: metric, by: grouping) else {
      HistoryInputs.unknown(name, in: history, command: "progress", console: &console)
      return .failure
    }
    guard !series.points.isEmpty else {
      console.writeError("unit progress: \(Excerpt.cut(series.exercise)) has no counted set with a \(title(metric)) (only warm-ups, ✗ or planned sets)\n")
      return .changes
    }
    if let out = parsed.values["--svg"] {
      let svg = ProgressChart(series).svg
      do throws(FileError) {
        try FileSystem.writeAtomically(out, Array(svg.utf8))
      } catch {
        console.writeError("unit progress: error: \(error)\n")
        return .failure
      }
    }
    let text = parsed.has("--json") ? json(series) : table(series)
    console.writeOutput(Array(text.utf8))
    return .ok
  }

  /// `estimated 1RM`, `heaviest`, `most reps`, `volume`.
  static func title(_ m: HistoryMetric) -> String {
    switch m {
    case .e1rm: return "estimated 1RM"
    case .heaviest: return "heaviest"
    case .reps: return "most reps"
    case .volume: return "volume"
    }
  }

  /// `Squat — estimated 1RM, kg`, `Pullup — most reps by week`.
  static func heading(_ s: HistorySeries) -> String {
    var t = "\(s.exercise) — \(title(s.metric))"
    if s.grouping != .session { t += " by \(s.grouping.rawValue)" }
    if let u = s.unit { t += ", \(u.rawValue)" }
    return t
  }

  static func valueText(_ s: HistorySeries, _ p: SeriesPoint) -> String {
    s.unit.map { "\(StatsCommand.grouped(p.value))\($0.rawValue)" } ?? String(describing: p.value)
  }

  static func table(_ s: HistorySeries) -> String {
    var t = TextTable([.left, .right, .left, .left])
    let top = s.points.map(\.value.doubleValue).max() ?? 0
    for p in s.points {
      let label = s.grouping == .month ? String(p.date.description.prefix(7)) : p.date.description
      t.add([label, valueText(s, p), p.isRecord ? "PR" : "", bar(p.value.doubleValue, of: top)])
    }
    return heading(s) + "\n" + t.text
  }

  /// A bar of block characters, in eighths, 30 characters for the largest value.
  static func bar(_ value: Double, of top: Double) -> String {
    guard top > 0, value > 0 else { return "" }
    let eighths = Int((value / top * 240).rounded())
    let parts = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    return String(repeating: "█", count: eighths / 8) + parts[eighths % 8]
  }

  static func json(_ s: HistorySeries) -> String {
    let points = s.points.map { p -> JSONValue in
      var m: [(String, JSONValue)] = [
        ("date", .string(p.date.description)), ("value", HistoryJSON.number(p.value)), ("record", .bool(p.isRecord)),
        ("sessions", .int(p.sessions)),
      ]
      if let set = p.set { m.append(("set", HistoryJSON.object(HistoryJSON.setMembers(set)))) }
      return HistoryJSON.object(m)
    }
    var head: [(String, JSONValue)] = [
      ("exercise", .string(s.exercise)), ("metric", .string(s.metric.rawValue)), ("by", .string(s.grouping.rawValue)),
    ]
    if let u = s.unit { head.append(("unit", .string(u.rawValue))) }
    return HistoryJSON.document(head + [("points", .array(points))])
  }
}
