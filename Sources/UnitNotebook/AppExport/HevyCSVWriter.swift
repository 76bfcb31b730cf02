/// Writes Hevy's layout (`workout_data.csv`, docs/export.md) as its app
/// exports it:
///
///     "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
///
/// One row per set, CRLF between rows, dates as `15 Sep 2025, 07:48`
/// (minutes), notes repeated on every row with `\n` for their line breaks,
/// a superset as a small number shared by its exercises, `weight_kg` or
/// `weight_lbs` and `distance_km` or `distance_miles` by the file's units.
/// What the layout cannot hold is a warning.
struct HevyCSVWriter: AppWriter {
  var out = ByteBuffer()
  var warnings = ExportWarnings()
  let name = "Hevy"
  let units: AppSetCells.Units
  private var previous: (title: String?, start: Int, end: Int?, date: LocalDate)? = nil
  private var last: (date: LocalDate, start: Int)? = nil
  /// title, start_time, end_time and description of the session's rows.
  private var heading = ByteBuffer()

  static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// Hevy's weights are kg or lbs, its distances km or miles: another
  /// weight unit is written in kg, metres in km.
  init(weight: WeightUnit, distance: DistanceUnit) {
    units = AppSetCells.Units(weight: weight == .lb ? .lb : .kg, distance: distance == .mi ? .mi : .km)
  }

  /// The weight column's name for the file's unit.
  static func weightColumn(_ unit: WeightUnit) -> String { unit == .lb ? "weight_lbs" : "weight_kg" }

  mutating func begin() {
    let names = [
      "title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index",
      "set_type", HevyCSVWriter.weightColumn(units.weight), "reps",
      units.distance == .mi ? "distance_miles" : "distance_km", "duration_seconds", "rpe",
    ]
    for (i, n) in names.enumerated() {
      if i > 0 { out.append(0x2C) }
      AppExportChecks.appendQuoted(n, to: &out)
    }
    out.append(ascii: "\r\n")
  }

  mutating func write(_ s: Session, at p: SessionLines) {
    let kept = AppExportChecks.sets(of: s, at: p, format: "Hevy", units: units, warnings: &warnings)
    guard !kept.isEmpty else { return }
    AppExportChecks.order(s, after: &last, at: p, warnings: &warnings)
    writeHeading(s, at: p)
    // superset letter → superset_id, in order of first appearance.
    var groups: [Substring: Int] = [:]
    var members: [Int: Int] = [:]
    var lastBlock: (name: String, group: Int?)? = nil
    for (e, sets) in kept {
      let x = s.exercises[e]
      var group: Int? = nil
      if let label = x.superset {
        let letters = label.prefix { !$0.isNumber }
        let g = groups[letters] ?? groups.count
        groups[letters] = g
        members[g, default: 0] += 1
        group = g
        if label != HevyCSVWriter.label(group: g, member: members[g] ?? 1) {
          warnings.add(
            .exportChanged,
            "superset-label", line: p.exercise(e), counting: "exercises",
            "Hevy numbers supersets itself: \(label) reads back as \(HevyCSVWriter.label(group: g, member: members[g] ?? 1)) (letters in the order the supersets come, numbers in the order of their exercises)"
          )
        }
      }
      if let b = lastBlock, b == (x.name, group) {
        warnings.add(
          .exportChanged,
          "same-block", line: p.exercise(e), counting: "exercises",
          "\(Excerpt.cut(x.name)) follows a block of itself: the two read back as one")
      }
      lastBlock = (x.name, group)
      let notes = text(x.notes, line: p.exercise(e))
      let traits = LoadRules.traits(of: x.name)
      for (n, k) in sets.enumerated() {
        let set = x.sets[k]
        let cells = AppSetCells(
          set, traits: traits, units: units, format: .hevy, line: p.set(e, k), warnings: &warnings)
        out.append(heading.bytes[...])
        AppExportChecks.appendQuoted(x.name, to: &out)
        out.append(0x2C)
        if let g = group { out.appendInt(g) }
        out.append(0x2C)
        AppExportChecks.appendQuoted(notes, to: &out)
        out.append(0x2C)
        out.appendInt(n)
        out.append(0x2C)
        switch set.kind {
        case .normal: out.append(ascii: "\"normal\"")
        case .warmup: out.append(ascii: "\"warmup\"")
        case .drop: out.append(ascii: "\"dropset\"")
        case .failure: out.append(ascii: "\"failure\"")
        }
        for v in [cells.weight, cells.reps.map(DecimalValue.init), cells.distance, cells.seconds, cells.rpe] {
          out.append(0x2C)
          if let v { out.appendDecimal(v) }
        }
        out.append(ascii: "\r\n")
      }
    }
  }

  /// title, start_time, end_time and description, each with its comma.
  private mutating func writeHeading(_ s: Session, at p: SessionLines) {
    heading.removeAll()
    AppExportChecks.appendQuoted(s.title ?? "", to: &heading)
    heading.append(0x2C)
    let start = s.start?.secondsSinceMidnight ?? 0
    if s.start == nil {
      warnings.add(
        .exportChanged,
        "no-start", line: p.heading, counting: "sessions",
        "this session has no start time: Hevy's start_time has one, so it is written as 00:00 and reads back with that start"
      )
    }
    if (s.start?.second ?? 0) != 0 || (s.end?.second ?? 0) != 0 {
      warnings.add(
        .exportChanged,
        "seconds", line: p.heading, counting: "sessions",
        "Hevy writes times to the minute: the seconds of this session's start and end are left off")
    }
    appendTime(s.date, start)
    heading.append(0x2C)
    var end: Int? = nil
    if let e = s.end, s.start != nil {
      end = e.secondsSinceMidnight
      // An end before the start is the next day.
      let day = e.secondsSinceMidnight < start ? s.date.adding(days: 1) ?? s.date : s.date
      appendTime(day, e.secondsSinceMidnight)
    } else {
      heading.append(ascii: "\"\"")
      warnings.add(
        .exportChanged,
        "no-end", line: p.heading, counting: "sessions",
        "this session has no end time: end_time is left empty (Hevy writes one for every workout)")
    }
    heading.append(0x2C)
    AppExportChecks.appendQuoted(text(s.notes, line: p.heading), to: &heading)
    heading.append(0x2C)
    let key = (s.title, start / 60, end.map { $0 / 60 }, s.date)
    if let prev = previous, prev == key {
      warnings.add(
        .exportChanged,
        "same-heading", line: p.heading, counting: "sessions",
        "this session has the title, start and end of the one before it: Hevy's layout tells workouts apart by those, so the two read back as one"
      )
    }
    previous = key
  }

  /// `"15 Sep 2025, 07:48"`.
  private mutating func appendTime(_ d: LocalDate, _ seconds: Int) {
    heading.append(0x22)
    heading.appendInt(d.day)
    heading.append(0x20)
    heading.append(HevyCSVWriter.months[(d.month - 1) % 12])
    heading.append(0x20)
    heading.appendPadded(d.year, width: 4)
    heading.append(ascii: ", ")
    heading.appendPadded(seconds / 3600, width: 2)
    heading.append(0x3A)
    heading.appendPadded(seconds / 60 % 60, width: 2)
    heading.append(0x22)
  }

  /// Notes in one cell, their entries joined by `\n` (Hevy's app export).
  private mutating func text(_ notes: [String], line: Int) -> String {
    AppExportChecks.notesCell(notes, separator: "\\n", format: "Hevy", line: line, warnings: &warnings)
  }

  /// The superset label the Hevy importer gives: `A1`, `B2`, `AA1`…
  static func label(group: Int, member: Int) -> String {
    SupersetLabel.label(group: group, member: member) ?? ""
  }
}
