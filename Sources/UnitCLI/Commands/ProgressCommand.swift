import UnitNotebook

/// `unit progress EXERCISE [--metric e1rm|heaviest|reps|volume|distance|duration|pace] [--by session|week|month] [--svg OUT] [--json] [--map F] [FILE...]`
enum ProgressCommand: Command {
  static let about = """
    Prints one row per session (or week, or month) with a counted set of
    EXERCISE: the date, the value, PR where it was a record, and a bar on
    the chart's axis. --svg writes the chart as a self-contained SVG file.
    Bodyweight (or body weight), when no exercise has that name, charts the
    body weights recorded (Bodyweight 82.4kg lines): one row a weigh-in, or
    the last of each week or month.
    """

  static let details = """
    With no FILE, reads standard input.
    """

  struct Options: CommandOptions {
    var exercise: String
    var metric: HistoryMetric
    var grouping: HistoryGrouping
    /// Where the chart goes: a file, `-` (standard output, instead of the
    /// table), or nil for none.
    var svg: String?
    var json: Bool
    var map: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      (exercise, files) = try arguments.leadingOperand("name the exercise, as in unit progress Squat week.unit")
      metric = try arguments.value(Commands.Progress.metric) ?? .e1rm
      grouping = try arguments.value(Commands.Progress.by) ?? .session
      svg = try arguments.value(Commands.Progress.svg)
      json = arguments.has(Commands.json)
      map = try arguments.value(Commands.map)
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let name = options.exercise
    let metric = options.metric
    let grouping = options.grouping
    let svg = options.svg
    let files = options.files
    let writes = WritePlan(
      outputs: WritePlan.file(svg).map { [("--svg", $0)] } ?? [],
      inputs: (files.isEmpty ? ["-"] : files) + (options.map.map { [$0] } ?? []))
    guard writes.check(command: "progress", console: &console) else { return .failure }
    guard let aliases = HistoryInputs.aliases(options.map, command: "progress", console: &console) else {
      return .failure
    }
    // One exercise's series, marked by its records: the others are only
    // named (for a name not found).
    guard
      let history = HistoryInputs.load(
        files, aliases: aliases, asking: [.records, .series], only: HistoryInputs.key(name, aliases),
        command: "progress", console: &console)
    else { return .failure }
    if TrainingHistory.namesBodyweight(name), history.exercise(named: name) == nil {
      let series = history.bodyweightSeries(by: grouping)
      guard !series.points.isEmpty else {
        console.writeError("unit progress: no body weight is recorded; a session records one: Bodyweight 80kg\n")
        return .changes
      }
      return chart(series, options, console: &console)
    }
    guard let series = history.series(of: name, metric: metric, by: grouping) else {
      HistoryInputs.unknown(name, in: history, command: "progress", console: &console)
      return .failure
    }
    guard !series.points.isEmpty else {
      console.writeError("unit progress: \(nothingToChart(series, in: history, by: grouping))\n")
      return .changes
    }
    return chart(series, options, console: &console)
  }

  /// Writes the chart (`--svg`) and the table or the JSON of a series.
  static func chart<C: Console>(_ series: HistorySeries, _ options: Options, console: inout C) -> CLI.Status {
    let svg = options.svg
    if svg == "-" {
      // `--svg -`: the chart is the output, instead of the table.
      console.writeOutput(Array(ProgressChart(series).svg.utf8))
      return .ok
    }
    if let out = WritePlan.file(svg) {
      do throws(FileError) {
        try FileSystem.writeAtomically(out, Array(ProgressChart(series).svg.utf8))
      } catch {
        console.writeError("unit progress: error: \(error)\n")
        return .failure
      }
    }
    let text = options.json ? json(series) : table(series)
    console.writeOutput(Array(text.utf8))
    return .ok
  }

  /// Why a series is empty: the metrics that do apply to the exercise
  /// (`Run has no e1RM; try --metric distance, duration or pace`), or that
  /// it has no counted set at all.
  static func nothingToChart(_ s: HistorySeries, in history: TrainingHistory, by grouping: HistoryGrouping) -> String {
    let others = HistoryMetric.allCases.filter { m in
      m != s.metric && !(history.series(of: s.exercise, metric: m, by: grouping)?.points.isEmpty ?? true)
    }.map(\.rawValue)
    guard let last = others.last else {
      return "\(Excerpt.cut(s.exercise)) has no counted set (only warm-ups, ✗ or planned sets)"
    }
    let list = others.count == 1 ? last : others.dropLast().joined(separator: ", ") + " or " + last
    return "\(Excerpt.cut(s.exercise)) has no \(SeriesText.noun(s.metric)); try --metric \(list)"
  }

  /// One row a point: the date, the value, PR, and a bar from the bottom of
  /// the chart's value axis (`ChartAxis`), so the bars and the SVG agree;
  /// the heading says where the bars start and end.
  static func table(_ s: HistorySeries) -> String {
    var t = TextTable([.left, .right, .left, .left])
    let values = s.points.map(\.value.doubleValue)
    let scale = ChartAxis.Scale(s.metric)
    let axis = ChartAxis.values(values.min() ?? 0, values.max() ?? 1, scale: scale)
    for p in s.points {
      let label = s.grouping == .month ? String(p.date.description.prefix(7)) : p.date.description
      // An e1RM of bodyweight work says what it is made of.
      let parts = s.metric == .e1rm ? p.set.flatMap(HistoryText.bodyweightParts).map { ": " + $0 } ?? "" : ""
      t.add([
        label, SeriesText.value(s, p.value) + parts, p.isRecord ? "PR" : "", bar(p.value.doubleValue, on: axis),
      ])
    }
    let range = "bars from \(ChartAxis.label(axis.low, scale: scale)) to \(ChartAxis.label(axis.high, scale: scale))"
    return SeriesText.heading(s) + " (\(range))\n" + t.text
  }

  /// A bar of block characters, in eighths: 30 characters for the top of
  /// the axis, none for its bottom.
  static func bar(_ value: Double, on axis: ChartAxis.Values) -> String {
    guard axis.high > axis.low, value > axis.low else { return "" }
    let eighths = Int(((Swift.min(value, axis.high) - axis.low) / (axis.high - axis.low) * 240).rounded())
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
    // The body weights' series is a weight series named for what it is.
    let metric = s.isBodyweight ? "bodyweight" : s.metric.rawValue
    var head: [(String, JSONValue)] = [
      ("exercise", .string(s.exercise)), ("metric", .string(metric)), ("by", .string(s.grouping.rawValue)),
    ]
    if let u = s.unit { head.append(("unit", .string(u.rawValue))) }
    if let d = s.distanceUnit { head.append(("distanceUnit", .string(d.rawValue))) }
    return HistoryJSON.document(head + [("points", .array(points))])
  }
}
