/// Reads Unit's CSV (docs/csv.md) back into a notebook.
///
/// Rows are grouped the way the writer lays them out: a row whose heading
/// cells (date, start, end, session) differ from the row above, or a session
/// row (no exercise), starts a session; set 1, or an exercise row (no set
/// number), starts an exercise; set N continues the exercise above when that
/// one ended with set N−1. Every cell is checked against the model's
/// invariants; a problem is reported at its spreadsheet row and column, and
/// the reading goes on with the next row, so one run reports them all.
/// Cells are decoded once: heading, exercise and label cells that repeat the
/// row above byte for byte are not read again.
struct CSVNotebookReader {
  struct Heading: Equatable {
    var date: LocalDate
    var start: TimeOfDay?
    var end: TimeOfDay?
    var title: String?
  }

  var csv: CSVReader
  var fields: [CSVReader.Field] = []
  var sink = DiagnosticSink()
  var notebook = Notebook()
  /// The session being read; it joins the notebook when the next one starts.
  private var session: Session?
  var heading: Heading?
  /// The heading cells of the last row taken into `session`.
  var headingFields: [CSVReader.Field] = []
  /// The exercise and superset cells of the row that started the current exercise.
  var exerciseFields: [CSVReader.Field] = []
  /// The number of the last set (or prescription) of the current exercise
  /// (0: none yet).
  var lastSet = 0
  /// The routine being read (CSVNotebookReader+Routine.swift), and the
  /// routine cell of the row that started it.
  var routine: Routine?
  var routineFields: [CSVReader.Field] = []
  /// The sessions read so far, kept or handed on: where a routine stands.
  var sessionCount = 0
  /// The cells a row has: those of the header, which may be the one written
  /// before routines and rests (`CSVColumn.firstHeaderCount`).
  private var columnCount = CSVColumn.allCases.count
  /// Where each session goes once it is complete.
  var stream: SessionStream? = nil
  /// The rows after the header, read ahead on another thread; nil: `csv`
  /// reads them here.
  var rowFeed: CSVRowFeed? = nil
  /// The spreadsheet row of `fields` (the header is row 1).
  private(set) var row = 1

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    csv = CSVReader(bytes)
  }

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, stream: SessionStream? = nil) -> ImportResult {
    var reader = CSVNotebookReader(bytes)
    reader.stream = stream
    reader.rowFeed = stream?.rows.map(CSVRowFeed.init)
    do {
      try reader.readAll()
    } catch {
      reader.sink.report(error.diagnostic)
    }
    if reader.sink.hasErrors { return ImportResult(notebook: nil, diagnostics: reader.sink.sorted) }
    return ImportResult(notebook: reader.notebook, diagnostics: reader.sink.sorted)
  }

  private mutating func readAll() throws(ReadError) {
    guard try csv.nextRecord(into: &fields) else {
      report(.csvBadHeader, "expected Unit's CSV header (\(CSVColumn.header)), found an empty file", row: 1, column: 1)
      return
    }
    guard checkHeader() else { return }
    while try nextRow() {
      readRow()
    }
    closeSession()
    closeRoutine()
  }

  /// Reads the next row into `fields`; false at the end.
  private mutating func nextRow() throws(ReadError) -> Bool {
    guard rowFeed != nil else {
      guard try csv.nextRecord(into: &fields) else { return false }
      row = csv.row
      return true
    }
    guard let r = try rowFeed?.next(into: &fields) else { return false }
    row = r
    return true
  }

  private mutating func checkHeader() -> Bool {
    // The header written before routines and rests is read too.
    // The headers written before routines and rests, and before body weights, are read too.
    let older = [
      CSVColumn.firstHeaderCount, CSVColumn.routinesHeaderCount, CSVColumn.amrapHeaderCount,
      CSVColumn.sectionHeaderCount, CSVColumn.musclesHeaderCount,
    ]
    if older.contains(fields.count) {
      columnCount = fields.count
    }
    for column in CSVColumn.allCases where column.rawValue < columnCount {
      guard column.rawValue < fields.count else {
        report(
          .csvBadHeader, "expected the column \(column.name) (Unit's CSV header is \(CSVColumn.header))", column: column
        )
        return false
      }
      if csv.string(fields[column.rawValue]) != column.name {
        report(
          .csvBadHeader,
          "expected the column \(column.name), found \(shown(column)) (Unit's CSV header is \(CSVColumn.header))",
          column: column)
        return false
      }
    }
    if fields.count > CSVColumn.allCases.count {
      report(
        .csvBadHeader,
        "expected the header to end after \(CSVColumn.rules.name), found another column",
        row: row, column: CSVColumn.allCases.count + 1)
      return false
    }
    return true
  }

  // MARK: - Rows

  private mutating func readRow() {
    let count = columnCount
    guard fields.count == count else {
      report(
        .csvBadRow,
        "expected \(count) cells (one for each column of the header), found \(fields.count)",
        row: row, column: fields.count < count ? fields.count + 1 : count + 1)
      return
    }
    // A file of the older header: the columns it lacks are empty.
    while fields.count < CSVColumn.allCases.count {
      fields.append(CSVReader.Field(range: ByteRange(start: 0, end: 0), quoted: false, hasDoubledQuotes: false))
    }
    if fields.allSatisfy({ $0.range.isEmpty }) { return }  // a spreadsheet's empty row
    // A file of a header before the muscles section has no declaration rows.
    if columnCount > CSVColumn.sectionHeaderCount, isEmpty(.date), isEmpty(.routine),
      !isEmpty(.exercise) || !noMuscleCellsQuietly
    {
      readDeclarationRow()
      return
    }
    guard noMuscleCells() else { return }
    if isEmpty(.date) {
      if isEmpty(.routine) {
        readNotebookRow()
      } else {
        readRoutineRow()
      }
      return
    }
    if !isEmpty(.routine) {
      report(
        .csvMisplacedCell, "a row with a date is a session's: leave routine empty, or the date for a routine's row",
        column: .routine)
      return
    }
    guard sessionRowHasNoRoutineCells() else { return }
    let continues: Bool
    let h: Heading
    if let current = heading, sameCells(headingFields, from: 0) {
      h = current
      continues = true
    } else {
      guard let parsed = readHeading() else {
        checkRestOfRow()
        return
      }
      h = parsed
      continues = parsed == heading
    }
    if isEmpty(.exercise) {
      readSessionRow(h)
    } else {
      readExerciseRow(h, continues: continues)
    }
  }

  /// Are the muscle cells empty (nothing reported)?
  private var noMuscleCellsQuietly: Bool { CSVNotebookReader.muscleCells.allSatisfy { isEmpty($0) } }

  /// A row without a date: the notebook's notes, in the note column.
  private mutating func readNotebookRow() {
    for column in CSVColumn.allCases where column != .note && !isEmpty(column) {
      report(
        .csvMisplacedCell,
        "expected an empty cell: a row without a date holds the notebook's notes, in the note column", column: column)
      return
    }
    if let notes = notes(.note) { notebook.notes.append(contentsOf: notes) }
  }

  /// A row without an exercise: a session, with its notes in session_note.
  private mutating func readSessionRow(_ h: Heading) {
    for k in Array(CSVColumn.superset.rawValue...CSVColumn.exerciseNote.rawValue)
      + CSVNotebookReader.laterSetCells.map(\.rawValue)
    where !fields[k].range.isEmpty {
      report(
        .csvMissingValue,
        "expected the exercise's name (only a row that stands for a whole session leaves it empty)", column: .exercise)
      return
    }
    var weight: Weight? = nil
    guard noTrainingMax("a training max is an exercise's, on its first row") else { return }
    guard let notes = notes(.sessionNote), bodyweight(into: &weight) else { return }
    startSession(h, notes: notes, bodyweight: weight)
  }

  /// A row with an exercise: an exercise without sets, or one of its sets.
  private mutating func readExerciseRow(_ h: Heading, continues: Bool) {
    let errorsBefore = sink.errorCount
    var number = 0
    if !isEmpty(.set) {
      guard let n = whole(.set, "the set's number (1, 2, 3, …)"), n >= 1 else {
        if sink.errorCount == errorsBefore {
          report(.csvMissingValue, "expected the set's number (1, 2, 3, …)", column: .set)
        }
        return
      }
      number = n
    } else if CSVColumn.setCells.contains(where: { !fields[$0].range.isEmpty })
      || CSVNotebookReader.laterSetCells.contains(where: { !isEmpty($0) })
    {
      report(.csvMissingValue, "expected the set's number (1, 2, 3, …): this row holds a set", column: .set)
      return
    }
    if number > 1 {
      continueExercise(number, continues: continues)
      return
    }
    let name = text(.exercise, role: .name)
    let label = self.label()
    let exerciseNotes = notes(.exerciseNote)
    var sessionNotes: [String]? = []
    var weight: Weight? = nil
    if continues {
      if !isEmpty(.sessionNote) {
        report(.csvMisplacedCell, "session notes go in the first row of their session", column: .sessionNote)
      }
      _ = noBodyweight("a session's body weight goes in its first row")
    } else {
      sessionNotes = notes(.sessionNote)
      _ = bodyweight(into: &weight)
    }
    var tm: TrainingMax? = nil
    _ = trainingMax(into: &tm, inRoutine: false)
    let set = number == 1 ? readSet() : nil
    guard sink.errorCount == errorsBefore, let name, let exerciseNotes, let sessionNotes else { return }
    if !continues { startSession(h, notes: sessionNotes, bodyweight: weight) }
    session?.exercises.append(
      Exercise(name: name, superset: label, notes: exerciseNotes, sets: set.map { [$0] } ?? [], trainingMax: tm))
    exerciseFields = Array(fields[CSVColumn.exercise.rawValue...CSVColumn.superset.rawValue])
    lastSet = number
  }

  /// Reports the problems of the cells after a wrong heading, so that one
  /// run shows every mistake of the row.
  mutating func checkRestOfRow() {
    _ = text(.exercise, role: .name)
    _ = label()
    _ = notes(.exerciseNote)
    _ = notes(.sessionNote)
    if !isEmpty(.set), whole(.set, "the set's number (1, 2, 3, …)") != nil { _ = readSet() }
  }

  /// Set N (N > 1): the next set of the exercise above.
  private mutating func continueExercise(_ number: Int, continues: Bool) {
    guard continues, lastSet > 0, let s = session, let x = s.exercises.last, isSameExercise(x) else {
      report(
        .csvSetOrder,
        "expected set 1, found set \(number): an exercise's sets count from 1, and set \(number) follows set \(number - 1) of the same exercise in the same session",
        column: .set)
      return
    }
    guard lastSet == number - 1 else {
      report(
        .csvSetOrder,
        "expected set \(lastSet + 1) (the next set of the exercise above) or set 1 (a new exercise), found set \(number)",
        column: .set)
      return
    }
    let errorsBefore = sink.errorCount
    if !isEmpty(.exerciseNote) {
      report(.csvMisplacedCell, "exercise notes go in the first row of their exercise (set 1)", column: .exerciseNote)
    }
    if !isEmpty(.sessionNote) {
      report(.csvMisplacedCell, "session notes go in the first row of their session", column: .sessionNote)
    }
    _ = noBodyweight("a session's body weight goes in its first row")
    _ = noTrainingMax("an exercise's training max goes in its first row")
    guard let set = readSet(), sink.errorCount == errorsBefore else { return }
    let e = s.exercises.count - 1
    session?.exercises[e].sets.append(set)
    lastSet = number
  }

  private func isSameExercise(_ x: Exercise) -> Bool {
    isSameExercise(name: x.name, superset: x.superset)
  }

  /// Does the row name this exercise (the same cells as the row that
  /// started it, or the same text)?
  func isSameExercise(name x: String, superset: String?) -> Bool {
    if sameCells(exerciseFields, from: CSVColumn.exercise.rawValue) { return true }
    var name = csv.string(fields[CSVColumn.exercise.rawValue])
    if name.utf8.first == FormulaGuard.mark { name.removeFirst() }
    let label = csv.string(fields[CSVColumn.superset.rawValue])
    return name == x && (label.isEmpty ? nil : label) == superset
  }

  private mutating func startSession(_ h: Heading, notes: [String], bodyweight: Weight?) {
    closeSession()
    closeRoutine()
    session = Session(date: h.date, start: h.start, end: h.end, title: h.title, notes: notes, bodyweight: bodyweight)
    heading = h
    headingFields = Array(fields[0..<4])
    lastSet = 0
  }

  mutating func closeSession() {
    if let s = session {
      stream?.done(s)
      if stream?.keepsSessions ?? true { notebook.sessions.append(s) }
      sessionCount += 1
    }
    session = nil
  }

  /// Do the current row's cells from `start` on hold the same bytes as `saved`?
  func sameCells(_ saved: [CSVReader.Field], from start: Int) -> Bool {
    for (k, a) in saved.enumerated() {
      let b = fields[start + k]
      guard a.range.count == b.range.count, a.hasDoubledQuotes == b.hasDoubledQuotes else { return false }
      var i = 0
      while i < a.range.count {
        if csv.bytes[a.range.start + i] != csv.bytes[b.range.start + i] { return false }
        i += 1
      }
    }
    return !saved.isEmpty
  }
}
