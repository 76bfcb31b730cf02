/// Writes Unit's CSV (docs/csv.md): RFC 4180, UTF-8 without a byte-order
/// mark, CRLF between rows, the header first, then one row per set.
///
/// Rows that are not sets appear only where the notebook needs them to come
/// back whole: one row for the notebook's notes (no date), one for each
/// declaration of its muscles section (no date, an exercise), a session row (no
/// exercise) for a session without exercises or one whose heading repeats the
/// session before it, and an exercise row (no set number) for an exercise
/// without sets. Session notes go in the first row of their session, exercise
/// notes in the first row of their exercise, entries joined by line feeds.
/// A routine's rows have no date and the routine's name in `routine`; one
/// row a prescription (CSVWriter+Routine.swift).
struct CSVWriter: NotebookStreamWriter {
  var out: ByteBuffer
  /// The first four cells (date, start, end, session) of the current
  /// session's rows, each followed by its comma.
  var heading = ByteBuffer()
  var previous: (date: LocalDate, start: TimeOfDay?, end: TimeOfDay?, title: String?)?
  /// The name of the routine whose rows came last, when no session's came after.
  var previousRoutine: String?
  /// The body weight of the session being written, until its first row
  /// carries it.
  var pendingBodyweight: Weight?
  /// The training max of the exercise being written, until its first row
  /// carries it.
  var pendingTrainingMax: TrainingMax?
  private var scratch: [UInt8] = []

  init(capacity: Int = 0) {
    out = ByteBuffer(capacity: capacity)
  }

  mutating func begin(notes: [String], muscles: [MuscleDeclaration]) {
    out.append(ascii: CSVColumn.header)
    out.append(ascii: "\r\n")
    if !notes.isEmpty {
      // A row without a date: the notebook's notes, in the note column.
      for _ in 0..<CSVColumn.note.rawValue { out.append(UInt8(ascii: ",")) }
      appendNotesCell(notes)
      for _ in CSVColumn.note.rawValue..<CSVColumn.stepUnit.rawValue { out.append(UInt8(ascii: ",")) }
      finishRow()
    }
    for d in muscles {
      // A declaration's row: no date, no routine; the exercise and its groups.
      for _ in 0..<CSVColumn.exercise.rawValue { out.append(UInt8(ascii: ",")) }
      CSVWriter.appendTextCell(d.exercise, to: &out)
      for _ in CSVColumn.exercise.rawValue..<CSVColumn.stepUnit.rawValue { out.append(UInt8(ascii: ",")) }
      finishRow(muscles: d)
    }
  }

  mutating func write(_ s: Session) {
    heading.removeAll()
    heading.appendDate(s.date)
    heading.append(UInt8(ascii: ","))
    if let t = s.start { heading.appendTime(t) }
    heading.append(UInt8(ascii: ","))
    if let t = s.end { heading.appendTime(t) }
    heading.append(UInt8(ascii: ","))
    if let title = s.title { CSVWriter.appendTextCell(title, to: &heading) }
    heading.append(UInt8(ascii: ","))

    let repeatsPrevious = previous.map { $0 == (s.date, s.start, s.end, s.title) } ?? false
    previous = (s.date, s.start, s.end, s.title)
    previousRoutine = nil
    var sessionNotes = s.notes
    pendingBodyweight = s.bodyweight
    if s.exercises.isEmpty || repeatsPrevious {
      // A session row: everything from exercise to exercise_note empty.
      out.append(heading.bytes[...])
      for _ in CSVColumn.exercise.rawValue..<CSVColumn.sessionNote.rawValue {
        out.append(UInt8(ascii: ","))
      }
      appendNotesCell(sessionNotes)
      out.append(ascii: CSVWriter.noRoutineCells)
      finishRow()
      sessionNotes = []
    }
    for x in s.exercises {
      pendingTrainingMax = x.trainingMax
      if x.sets.isEmpty {
        beginRow(x.name, x.superset)
        // set … note empty, then the exercise's notes.
        for _ in CSVColumn.set.rawValue..<CSVColumn.note.rawValue { out.append(UInt8(ascii: ",")) }
        endRow(exerciseNotes: x.notes, sessionNotes: &sessionNotes)
        out.append(ascii: CSVWriter.noRoutineCells)
        finishRow()
        continue
      }
      for (k, set) in x.sets.enumerated() {
        beginRow(x.name, x.superset)
        out.appendInt(k + 1)
        out.append(UInt8(ascii: ","))
        appendSetCells(set)
        endRow(exerciseNotes: k == 0 ? x.notes : [], sessionNotes: &sessionNotes)
        out.append(UInt8(ascii: ","))
        if let r = set.marks.rest { out.appendDecimal(r) }
        out.append(ascii: ",,,,,")
        finishRow(amrap: set.amrap, marks: set.marks)
      }
    }
  }

  mutating func finish() {}

  // MARK: - Rows

  /// After session_note: a row of a session leaves rest … step_unit empty.
  static let noRoutineCells: StaticString = ",,,,,,"

  /// body_weight and body_weight_unit (the session's, on its first row),
  /// the training max's cells (the exercise's, on its first row), percent
  /// (a prescription's), and the row's end.
  mutating func finishRow(
    percent: DecimalValue? = nil, amrap: Bool = false, section: String? = nil, muscles: MuscleDeclaration? = nil,
    marks: SetMarks = SetMarks(), line: Prescription? = nil
  ) {
    out.append(UInt8(ascii: ","))
    if let w = pendingBodyweight { out.appendDecimal(w.value) }
    out.append(UInt8(ascii: ","))
    if let w = pendingBodyweight { out.append(w.unit.rawValue) }
    pendingBodyweight = nil
    appendTrainingMaxCells(pendingTrainingMax)
    pendingTrainingMax = nil
    out.append(UInt8(ascii: ","))
    if let pct = percent { out.appendDecimal(pct) }
    out.append(ascii: amrap ? ",true," : ",,")
    if let section { CSVWriter.appendTextCell(section, to: &out) }
    out.append(UInt8(ascii: ","))
    if let d = muscles { CSVWriter.appendTextCell(CSVWriter.groupsCell(d.primary), to: &out) }
    out.append(UInt8(ascii: ","))
    if let d = muscles, !d.secondary.isEmpty { CSVWriter.appendTextCell(CSVWriter.groupsCell(d.secondary), to: &out) }
    out.append(UInt8(ascii: ","))
    if let w = line?.percentPlus { out.appendDecimal(w.value) }
    out.append(UInt8(ascii: ","))
    if let w = line?.percentPlus { out.append(w.unit.rawValue) }
    out.append(ascii: line?.joined ?? false ? ",true," : ",,")
    if let r = line?.progression {
      var text = ByteBuffer(capacity: 64)
      text.appendProgression(r)
      CSVWriter.appendTextCell(String(decoding: text.bytes[...], as: UTF8.self), to: &out)
    }
    for m in CSVColumn.laterMarks {
      out.append(UInt8(ascii: ","))
      if let v = marks[m] { out.appendDecimal(v) }
    }
    out.append(ascii: "\r\n")
  }

  /// A declaration's groups in one cell, as the notebook writes them:
  /// `quadriceps, glutes`.
  static func groupsCell(_ groups: [MuscleGroup]) -> String {
    groups.map(\.name).joined(separator: ", ")
  }

  /// tm_bodyweight … tm_round_unit, each after a comma.
  private mutating func appendTrainingMaxCells(_ tm: TrainingMax?) {
    out.append(UInt8(ascii: ","))
    var added: Weight?
    switch tm?.load {
    case .weight(let w)?: added = w
    case .bodyweight(let w)?:
      out.append(ascii: "true")
      added = w
    case nil: break
    }
    for w in [added, tm?.step, tm?.round] {
      out.append(UInt8(ascii: ","))
      if let w { out.appendDecimal(w.value) }
      out.append(UInt8(ascii: ","))
      if let w { out.append(w.unit.rawValue) }
    }
  }

  /// The heading cells, the exercise and its superset label, each with its comma.
  mutating func beginRow(_ name: String, _ superset: String?) {
    out.append(heading.bytes[...])
    CSVWriter.appendTextCell(name, to: &out)
    out.append(UInt8(ascii: ","))
    if let label = superset { out.append(label) }
    out.append(UInt8(ascii: ","))
  }

  /// kind, bodyweight, weight, unit, reps, seconds, distance and
  /// distance_unit, with a comma between them: what a set's row and a
  /// prescription's have in common.
  mutating func appendMeasureCells(
    _ kind: SetKind, _ load: Load?, _ reps: Int?, _ seconds: DecimalValue?, _ distance: Distance?
  ) {
    out.append(kind.rawValue)
    out.append(UInt8(ascii: ","))
    var added: Weight?
    switch load {
    case .weight(let w)?: added = w
    case .bodyweight(let w)?:
      out.append(ascii: "true")
      added = w
    case nil: break
    }
    out.append(UInt8(ascii: ","))
    if let w = added { out.appendDecimal(w.value) }
    out.append(UInt8(ascii: ","))
    if let w = added { out.append(w.unit.rawValue) }
    out.append(UInt8(ascii: ","))
    if let r = reps { out.appendInt(r) }
    out.append(UInt8(ascii: ","))
    if let t = seconds { out.appendDecimal(t) }
    out.append(UInt8(ascii: ","))
    if let d = distance { out.appendDecimal(d.value) }
    out.append(UInt8(ascii: ","))
    if let d = distance { out.append(d.unit.rawValue) }
  }

  /// The notes cells; session notes go only in the session's first row. The
  /// cells after them and the row's end are the caller's.
  mutating func endRow(exerciseNotes: [String], sessionNotes: inout [String]) {
    out.append(UInt8(ascii: ","))
    appendNotesCell(exerciseNotes)
    out.append(UInt8(ascii: ","))
    appendNotesCell(sessionNotes)
    sessionNotes = []
  }

  /// kind … note, with a comma after each but the last.
  private mutating func appendSetCells(_ s: WorkoutSet) {
    appendMeasureCells(s.kind, s.load, s.reps, s.seconds, s.distance)
    out.append(UInt8(ascii: ","))
    if let r = s.marks.rpe { out.appendDecimal(r) }
    out.append(UInt8(ascii: ","))
    out.append(s.status.rawValue)
    out.append(UInt8(ascii: ","))
    if let n = s.note { CSVWriter.appendTextCell(n, to: &out) }
  }

  // MARK: - Cells

  /// Note entries joined by line feeds, as one text cell.
  mutating func appendNotesCell(_ notes: [String]) {
    guard !notes.isEmpty else { return }
    if notes.count == 1 {
      CSVWriter.appendTextCell(notes[0], to: &out)
      return
    }
    scratch.reuse()
    for (k, n) in notes.enumerated() {
      if k > 0 { scratch.append(0x0A) }
      scratch.append(contentsOf: n.utf8)
    }
    scratch.withUnsafeBufferPointer { CSVWriter.appendTextCell($0, to: &out) }
  }

  static func appendTextCell(_ text: String, to buffer: inout ByteBuffer) {
    var text = text
    text.withUTF8 { CSVWriter.appendTextCell($0, to: &buffer) }
  }

  /// A text cell: guarded against formulas, quoted when it holds a comma, a
  /// quote or a line break (quotes doubled inside).
  static func appendTextCell(_ t: UnsafeBufferPointer<UInt8>, to buffer: inout ByteBuffer) {
    var quote = false
    for c in t where c == 0x2C || c == 0x22 || c == 0x0A || c == 0x0D {
      quote = true
      break
    }
    if quote { buffer.append(0x22) }
    if let first = t.first, FormulaGuard.needsMark(first) { buffer.append(FormulaGuard.mark) }
    if quote {
      var runStart = 0
      for (i, c) in t.enumerated() where c == 0x22 {
        buffer.append(UnsafeBufferPointer(rebasing: t[runStart...i]))
        buffer.append(0x22)
        runStart = i + 1
      }
      buffer.append(UnsafeBufferPointer(rebasing: t[runStart..<t.count]))
      buffer.append(0x22)
    } else {
      buffer.append(t)
    }
  }
}
