/// What both app writers check of a session before writing it: the sets an
/// app's export can hold, and a warning for each thing it cannot.
enum AppExportChecks {
  /// The exercises of `s` that have sets an export holds (done or failed),
  /// each with those sets' indices. Planned sets are left out, failed sets
  /// are written as done, set notes are not written: each with a warning,
  /// as are exercises and sessions left with nothing. A set whose weight or
  /// distance does not fit a number once converted to the file's `units`
  /// is left out with a warning naming it, never written as another number.
  static func sets(
    of s: Session, at p: SessionLines, format: String, units: AppSetCells.Units, warnings: inout ExportWarnings
  ) -> [(exercise: Int, sets: [Int])] {
    var kept: [(exercise: Int, sets: [Int])] = []
    if s.bodyweight != nil {
      warnings.add(
        .exportNotWritten,
        "body-weight", line: p.bodyweight, counting: "body weights",
        "the body weight is not written: \(format)'s workout export has no place for it")
    }
    for (e, x) in s.exercises.enumerated() {
      if x.trainingMax != nil {
        warnings.add(
          .exportNotWritten,
          "training-max", line: p.exercise(e), counting: "training maxes",
          "the training max (TM) is not written: \(format)'s workout export has no place for it")
      }
      var sets: [Int] = []
      var leftOutLarge = false
      for (k, set) in x.sets.enumerated() {
        let line = p.set(e, k)
        switch set.status {
        case .planned:
          warnings.add(
            .exportNotWritten,
            "planned", line: line, counting: "sets",
            "a planned set (not marked done) is left out: an app's export holds what was done")
          continue
        case .failed:
          warnings.add(
            .exportChanged,
            "failed", line: line, counting: "sets", "a failed set (✗) is written as done: \(format) has no failed sets")
        case .done: break
        }
        if let (value, unit) = AppSetCells.unconvertible(set, to: units) {
          warnings.add(
            .exportNotWritten,
            "too-large", line: line, counting: "sets",
            "\(value) is more than a number of 15 digits holds once converted to \(unit), the unit of \(format)'s file: this set is left out"
          )
          leftOutLarge = true
          continue
        }
        if set.amrap {
          warnings.add(
            .exportChanged,
            "amrap", line: line, counting: "sets",
            "a set written \(set.reps ?? 0)+ is written as \(set.reps ?? 0) reps: \(format) has no AMRAP sets")
        }
        if set.note != nil {
          warnings.add(
            .exportNotWritten,
            "set-note", line: line, counting: "set notes", "set notes are not written: \(format) has no place for them")
        }
        sets.append(k)
      }
      if sets.isEmpty {
        let why = leftOutLarge ? "no set left to write" : "no done sets"
        warnings.add(
          .exportNotWritten,
          "empty-exercise", line: p.exercise(e), counting: "exercises",
          "\(Excerpt.cut(x.name)) has \(why): it is left out\(x.notes.isEmpty ? "" : ", with its notes")")
      } else {
        kept.append((e, sets))
      }
    }
    if kept.isEmpty {
      warnings.add(
        .exportNotWritten,
        "empty-session", line: p.heading, counting: "sessions",
        "this session has no done sets: it is left out\(s.notes.isEmpty ? "" : ", with its notes")")
    }
    return kept
  }

  /// Warns when a session comes before the one written last: the importers
  /// put the sessions in chronological order.
  static func order(
    _ s: Session, after last: inout (date: LocalDate, start: Int)?, at p: SessionLines, warnings: inout ExportWarnings
  ) {
    let key = (s.date, s.start?.secondsSinceMidnight ?? -1)
    if let l = last, key < l {
      warnings.add(
        .exportChanged,
        "order", line: p.heading, counting: "sessions",
        "this session is earlier than the one before it: imported again, the sessions come in chronological order")
    }
    last = key
  }

  /// The notes of a session or exercise in one cell, their entries joined
  /// by `separator` (a line break in Strong's layout, the two characters
  /// `\n` in Hevy's), with a warning for each way the importers would read
  /// them back otherwise: they read a cell of notes with `ImportText.lines`,
  /// where a tab is a space and the two characters `\n` a line break.
  static func notesCell(
    _ notes: [String], separator: String, format: String, line: Int, warnings: inout ExportWarnings
  ) -> String {
    let cell = notes.joined(separator: separator)
    guard ImportText.lines(cell, escapedNewlines: true) != notes else { return cell }
    var said = false
    if notes.contains(where: { $0.contains("\t") }) {
      said = true
      warnings.add(
        .exportChanged, "note-tab", line: line, counting: "notes",
        "a note holds a tab: read back from \(format)'s layout, it is a space")
    }
    if notes.contains(where: { $0.contains("\\n") }) {
      said = true
      warnings.add(
        .exportChanged, "backslash-n", line: line, counting: "notes",
        "a note holds the two characters \\n, which \(format)'s layout reads as a line break: it reads back as two notes"
      )
    }
    if !said {
      warnings.add(
        .exportChanged, "note-changed", line: line, counting: "notes",
        "a note does not read back from \(format)'s layout as it is written")
    }
    return cell
  }

  /// A text cell, always quoted, its quotes doubled (as the apps write them).
  static func appendQuoted(_ text: String, to out: inout ByteBuffer) {
    out.append(0x22)
    var t = text
    t.withUTF8 { b in
      var start = 0
      for (i, c) in b.enumerated() where c == 0x22 {
        out.append(UnsafeBufferPointer(rebasing: b[start...i]))
        out.append(0x22)
        start = i + 1
      }
      out.append(UnsafeBufferPointer(rebasing: b[start..<b.count]))
    }
    out.append(0x22)
  }

  /// A number with at least one decimal place, as Strong writes weights (`135.0`).
  static func appendPointed(_ v: DecimalValue, to out: inout ByteBuffer) {
    out.appendDecimal(v)
    if v.isWhole { out.append(ascii: ".0") }
  }
}
