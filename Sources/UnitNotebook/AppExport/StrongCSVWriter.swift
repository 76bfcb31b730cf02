/// Writes Strong's comma layout (1A, docs/export.md), the one Strong's
/// iPhone app exports and Hevy's importer reads:
///
///     Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
///
/// One row per set; `W`, `D`, `F` for warm-up, drop and failure sets and
/// `1`…`N` for the normal ones; no unit anywhere (every weight in
/// `units.weight`, every distance in the matching `km` or `mi`); the
/// exercise note on the first row of its block, the workout note on the
/// first row of the workout; a set's rest as a `Rest Timer` row after it.
/// What the layout cannot hold is a warning.
struct StrongCSVWriter: AppWriter {
  var out = ByteBuffer()
  var warnings = ExportWarnings()
  let name = "Strong"
  let units: AppSetCells.Units
  /// The date, start and title of the session written last: one with the
  /// same three reads back as part of it.
  private var previous: (date: LocalDate, start: TimeOfDay?, title: String?)? = nil
  private var last: (date: LocalDate, start: Int)? = nil
  /// The start of each row of the session being written.
  private var heading = ByteBuffer()
  private var unitSaid = false

  static let header =
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

  /// `weight` decides the distances too: km with kg, mi with lb (what the
  /// importer reads 1A's distances as).
  init(weight: WeightUnit) {
    units = AppSetCells.Units(weight: weight, distance: weight.appDistanceUnit)
  }

  mutating func begin() {
    out.append(StrongCSVWriter.header)
    out.append(0x0A)
  }

  mutating func write(_ s: Session, at p: SessionLines) {
    let kept = AppExportChecks.sets(of: s, at: p, format: "Strong", units: units, warnings: &warnings)
    guard !kept.isEmpty else { return }
    AppExportChecks.order(s, after: &last, at: p, warnings: &warnings)
    if let prev = previous, prev == (s.date, s.start, s.title) {
      warnings.add(
        .exportChanged,
        "same-heading", line: p.heading, counting: "sessions",
        "this session has the date, start and title of the one before it: Strong's layout tells workouts apart by those, so the two read back as one"
      )
    }
    previous = (s.date, s.start, s.title)
    writeHeading(s, at: p)
    var lastName: String? = nil
    for (e, sets) in kept {
      let x = s.exercises[e]
      if x.superset != nil {
        warnings.add(
          .exportNotWritten,
          "superset", line: p.exercise(e), counting: "exercises",
          "supersets are not written: Strong's layout has no place for them (\(x.superset ?? "") is left off \(Excerpt.cut(x.name)))"
        )
      }
      if lastName == x.name {
        warnings.add(
          .exportChanged,
          "same-block", line: p.exercise(e), counting: "exercises",
          "\(Excerpt.cut(x.name)) follows a block of itself: the two read back as one")
      }
      lastName = x.name
      let traits = LoadRules.traits(of: x.name)
      var normal = 0
      for (n, k) in sets.enumerated() {
        let set = x.sets[k]
        let line = p.set(e, k)
        let cells = AppSetCells(
          set, traits: traits, units: units, format: .strong, line: line, warnings: &warnings)
        if !unitSaid, cells.weight != nil {
          unitSaid = true
          warnings.add(
            .exportChanged,
            "unit", line: line,
            "Strong's layout does not say its weight unit: every weight is written in \(units.weight.rawValue) and every distance in \(units.distance.rawValue) (import it with --unit \(units.weight.rawValue), and tell the app)"
          )
        }
        out.append(heading.bytes[...])
        AppExportChecks.appendQuoted(x.name, to: &out)
        out.append(0x2C)
        switch set.kind {
        case .warmup: out.append(UInt8(ascii: "W"))
        case .drop: out.append(UInt8(ascii: "D"))
        case .failure: out.append(UInt8(ascii: "F"))
        case .normal:
          normal += 1
          out.appendInt(normal)
        }
        out.append(0x2C)
        AppExportChecks.appendPointed(cells.weight ?? .zero, to: &out)
        out.append(0x2C)
        out.appendInt(cells.reps ?? 0)
        out.append(0x2C)
        out.appendDecimal(cells.distance ?? .zero)
        out.append(0x2C)
        AppExportChecks.appendPointed(cells.seconds ?? .zero, to: &out)
        out.append(0x2C)
        // The session's notes are looked at first: they come first in the notebook.
        let sessionNotes = e == kept[0].exercise && n == 0 ? notes(s.notes, line: p.heading) : nil
        if n == 0 { AppExportChecks.appendQuoted(notes(x.notes, line: p.exercise(e)), to: &out) }
        out.append(0x2C)
        if let sessionNotes { AppExportChecks.appendQuoted(sessionNotes, to: &out) }
        out.append(0x2C)
        if let r = cells.rpe { out.appendDecimal(r) }
        out.append(0x0A)
        if let rest = set.rest { writeRest(rest, of: x.name) }
      }
    }
  }

  /// Notes in one cell, their entries on lines of their own.
  private mutating func notes(_ notes: [String], line: Int) -> String {
    AppExportChecks.notesCell(notes, separator: "\n", format: "Strong", line: line, warnings: &warnings)
  }

  /// A set's rest as Strong writes it: a `Rest Timer` row after the set,
  /// with the rest in its Seconds and 0 in the other measures.
  private mutating func writeRest(_ rest: DecimalValue, of name: String) {
    out.append(heading.bytes[...])
    AppExportChecks.appendQuoted(name, to: &out)
    out.append(ascii: ",Rest Timer,0,0,0,")
    AppExportChecks.appendPointed(rest, to: &out)
    out.append(ascii: ",,,\n")
  }

  /// Date, Workout Name and Duration, each with its comma.
  private mutating func writeHeading(_ s: Session, at p: SessionLines) {
    heading.removeAll()
    heading.appendDate(s.date)
    heading.append(0x20)
    if let t = s.start {
      heading.appendPadded(t.hour, width: 2)
      heading.append(0x3A)
      heading.appendPadded(t.minute, width: 2)
      heading.append(0x3A)
      heading.appendPadded(t.second, width: 2)
    } else {
      heading.append(ascii: "00:00:00")
      warnings.add(
        .exportChanged,
        "no-start", line: p.heading, counting: "sessions",
        "this session has no start time: Strong's Date has one, so it is written as 00:00:00 and reads back with that start"
      )
    }
    heading.append(0x2C)
    AppExportChecks.appendQuoted(s.title ?? "", to: &heading)
    heading.append(0x2C)
    var minutes = 0
    if let start = s.start, let end = s.end {
      let seconds = ((end.secondsSinceMidnight - start.secondsSinceMidnight) % 86_400 + 86_400) % 86_400
      minutes = Swift.min((seconds + 30) / 60, 1439)
      if minutes == 0 {
        warnings.add(
          .exportChanged,
          "duration-zero", line: p.heading, counting: "sessions",
          "this session ends less than a minute after it starts: Strong writes 0m, which reads back without an end time"
        )
      } else if seconds % 60 != 0 {
        warnings.add(
          .exportChanged,
          "duration", line: p.heading, counting: "sessions",
          "Strong writes a workout's duration in minutes: \(start)–\(end) is written as \(minutes == 1 ? "1 minute" : "\(minutes) minutes"), so the end reads back as \(TimeOfDay(secondsSinceMidnight: start.secondsSinceMidnight + minutes * 60))"
        )
      }
    }
    // `1h 3m`, `52m`, `1h`; `0m` when the session has no end.
    if minutes >= 60 {
      heading.appendInt(minutes / 60)
      heading.append(UInt8(ascii: "h"))
      if minutes % 60 != 0 { heading.append(0x20) }
    }
    if minutes % 60 != 0 || minutes == 0 {
      heading.appendInt(minutes % 60)
      heading.append(UInt8(ascii: "m"))
    }
    heading.append(0x2C)
  }
}
