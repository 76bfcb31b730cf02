/// A row of JEFIT's EXERCISE LOGS: one exercise of one session, its sets
/// packed in `logs`.
struct JEFITLog {
  var line: Int
  var name: String
  var date: LocalDate
  var logs: String
  var logsColumn: Int
  /// `_id`, which EXERCISE SET LOGS rows name as `exercise_log_id`.
  var id: Int64?
}

/// Which session a log belongs to: WORKOUT SESSIONS' `_id` (`belongsession`),
/// or, without one, its day.
enum JEFITSessionKey: Hashable {
  case workout(Int64)
  case day(LocalDate)
}

enum JEFITLogs {
  /// Bookkeeping columns of every section (the app's ids, sync times):
  /// not read, and not worth a warning (docs/import.md).
  static let bookkeeping: Set<String> = [
    "userid", "timestamp", "belongsys", "row_id", "rowid", "logtime", "day_item_id", "auto_generated", "edit_time",
    "day_id", "workout_mode", "_id",
  ]

  /// The logs, grouped by session in the order each session first comes.
  static func read(_ t: inout JEFITTable, builder: inout ImportBuilder) throws(ReadError) -> [(
    key: JEFITSessionKey, entries: [JEFITLog]
  )] {
    let logs = t.column("logs"), date = t.column("mydate"), name = t.column("ename"),
      session = t.column("belongsession")
    let id = t.column("_id"), eid = t.column("eid"), record = t.column("record"), interval = t.column("interval_logs")
    for (n, c) in [("logs", logs), ("mydate", date), ("ename", name)] where c < 0 {
      throw ReadError(.importMissingColumn, row: t.headerLine, column: 1, "JEFIT's EXERCISE LOGS have no \(n) column")
    }
    if eid >= 0 {
      builder.warn(
        .importNotImported, row: t.headerLine, column: eid + 1,
        "eid, JEFIT's number for each exercise, is not imported: the exercise's name (ename) is")
    }
    if record >= 0 {
      builder.warn(
        .importNotImported, row: t.headerLine, column: record + 1,
        "record, JEFIT's estimated 1RM of each exercise's best set, is not imported: Unit works records out from the sets"
      )
    }
    warnUnread(t, read: [logs, date, name, session, id, eid, record, interval], builder: &builder)
    var order: [JEFITSessionKey] = []
    var groups: [JEFITSessionKey: [JEFITLog]] = [:]
    while try t.next() {
      guard let day = LocalDate(t.string(date)) else {
        throw t.error(date, "expected the day such as 2026-02-02 in mydate, found \(Excerpt.quoted(t.string(date)))")
      }
      if interval >= 0, !t.string(interval).isEmpty {
        builder.warnOnce(
          .importNotImported, "interval-logs", row: t.line, column: interval + 1,
          "interval_logs is not imported: its layout is not known")
      }
      let log = JEFITLog(
        line: t.line, name: t.string(name), date: day, logs: t.string(logs), logsColumn: logs, id: t.integer(id))
      let key = t.integer(session).flatMap { $0 > 0 ? JEFITSessionKey.workout($0) : nil } ?? .day(day)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(log)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

  /// One warning for each column of `t` that is neither read (`read`) nor
  /// bookkeeping.
  static func warnUnread(_ t: JEFITTable, read: [Int], builder: inout ImportBuilder) {
    for (c, h) in t.header.enumerated() where !read.contains(c) && !bookkeeping.contains(h.lowercased()) {
      builder.warn(
        .importNotImported, row: t.headerLine, column: c + 1,
        "column \(c + 1) ('\(Excerpt.cut(h))') of \(t.section.name) is not one the JEFIT importer reads: its values are not imported"
      )
    }
  }

  /// The sets of a `logs` cell: `60x10,65x8,0x12`. Nil for a cell of only
  /// zero weights with some zero reps (`0x0,0x0,0x10,0x60`): how JEFIT
  /// packs a timed exercise, which is not known well enough to read.
  static func sets(
    _ cell: String, line: Int, column: Int, rounding: inout (row: Int, column: Int, count: Int)?
  ) throws(ReadError) -> [(DecimalValue, Int)]? {
    var sets: [(DecimalValue, Int)] = []
    for entry in cell.split(separator: ",") {
      let e = ImportText.trim(String(entry))
      guard let x = e.firstIndex(where: { $0 == "x" || $0 == "X" }),
        case .value(let w, let lost) = ImportNumber.decimal(String(e[..<x])),
        case .value(let r, _) = ImportNumber.decimal(String(e[e.index(after: x)...])),
        let reps = ImportNumber.count(r), Validation.problem(reps: reps) == nil
      else {
        throw ReadError(
          .importBadValue, row: line, column: column,
          "expected sets such as 60x10,65x8 (weight x reps) in logs, found \(Excerpt.quoted(e)) (in the EXERCISE LOGS section)"
        )
      }
      if lost { rounding = (rounding?.row ?? line, rounding?.column ?? column, (rounding?.count ?? 0) + 1) }
      sets.append((w, reps))
    }
    let timed = sets.count >= 2 && sets.allSatisfy { $0.0.significand == 0 } && sets.contains { $0.1 == 0 }
    return timed ? nil : sets
  }
}
