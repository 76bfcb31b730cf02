/// A routine's rows in Unit's CSV (docs/csv.md): no date, so a filter on
/// `date` shows the sessions' sets alone; the routine's name in `routine`;
/// one row a prescription, unexpanded (`sets`), its set number counting
/// prescriptions from 1 in each exercise; the routine's notes in
/// `session_note` of its first row.
extension CSVWriter {
  mutating func write(_ r: Routine) {
    heading.removeAll()
    heading.append(ascii: ",,,,")
    previous = nil
    var routineNotes = r.notes
    if (r.exercises.isEmpty && r.sections.isEmpty) || previousRoutine == r.name {
      // A routine row: everything from exercise to exercise_note empty.
      out.append(ascii: ",,,,")
      for _ in CSVColumn.exercise.rawValue..<CSVColumn.sessionNote.rawValue { out.append(UInt8(ascii: ",")) }
      appendNotesCell(routineNotes)
      routineNotes = []
      endRoutineRow(r.name, nil)
    }
    previousRoutine = r.name
    var section = 0
    for (i, x) in r.exercises.enumerated() {
      while section < r.sections.count, r.sections[section].exercisesBefore <= i {
        writeSectionRow(r.name, r.sections[section].name, notes: &routineNotes)
        section += 1
      }
      pendingTrainingMax = x.trainingMax
      if x.prescriptions.isEmpty {
        beginRow(x.name, x.superset)
        for _ in CSVColumn.set.rawValue..<CSVColumn.note.rawValue { out.append(UInt8(ascii: ",")) }
        endRow(exerciseNotes: x.notes, sessionNotes: &routineNotes)
        endRoutineRow(r.name, nil)
        continue
      }
      for (k, p) in x.prescriptions.enumerated() {
        beginRow(x.name, x.superset)
        out.appendInt(k + 1)
        out.append(UInt8(ascii: ","))
        appendPrescriptionCells(p)
        endRow(exerciseNotes: k == 0 ? x.notes : [], sessionNotes: &routineNotes)
        endRoutineRow(r.name, p)
      }
    }
    for s in r.sections[section...] { writeSectionRow(r.name, s.name, notes: &routineNotes) }
  }

  /// A section's row: the routine's name and the section's, nothing else
  /// (but the routine's notes, when it is the routine's first row).
  private mutating func writeSectionRow(_ routine: String, _ name: String, notes: inout [String]) {
    out.append(ascii: ",,,,")
    for _ in CSVColumn.exercise.rawValue..<CSVColumn.sessionNote.rawValue { out.append(UInt8(ascii: ",")) }
    appendNotesCell(notes)
    notes = []
    endRoutineRow(routine, nil, section: name)
  }

  /// rest, routine, sets, max_reps, step, step_unit, and the row's end.
  private mutating func endRoutineRow(_ name: String, _ p: Prescription?, section: String? = nil) {
    out.append(UInt8(ascii: ","))
    if let r = p?.marks.rest { out.appendDecimal(r) }
    out.append(UInt8(ascii: ","))
    CSVWriter.appendTextCell(name, to: &out)
    out.append(UInt8(ascii: ","))
    if let n = p?.sets { out.appendInt(n) }
    out.append(UInt8(ascii: ","))
    if let m = p?.maxReps { out.appendInt(m) }
    out.append(UInt8(ascii: ","))
    if let s = p?.step { out.appendDecimal(s.value) }
    out.append(UInt8(ascii: ","))
    if let s = p?.step { out.append(s.unit.rawValue) }
    finishRow(percent: p?.percent, amrap: p?.amrap ?? false, section: section, marks: p?.marks ?? SetMarks(), line: p)
  }

  /// kind … note as for a set, with `rpe` the target and `status` empty (a
  /// plan has none).
  private mutating func appendPrescriptionCells(_ p: Prescription) {
    appendMeasureCells(p.kind, p.load, p.reps, p.seconds, p.distance)
    out.append(UInt8(ascii: ","))
    if let r = p.marks.rpe { out.appendDecimal(r) }
    out.append(ascii: ",,")
    if let n = p.note { CSVWriter.appendTextCell(n, to: &out) }
  }
}
