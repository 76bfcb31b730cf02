/// Liftosaur's workout text ("Liftoscript Workouts"; docs/import.md): what
/// the app copies for one workout, and what its API returns. Records one
/// after the other:
///
///     // a workout note                                  notes of the record below
///     2026-03-01 10:00:00 +01:00 / program: "5/3/1" / dayName: "Squat Day" / duration: 3600s / exercises: {
///       // an exercise note
///       Squat, Barbell / 3x5 185lb @8 / warmup: 1x5 95lb / target: 3x5 185lb 120s
///       Chin Up / 3x8|7 (paused)
///     }
///
/// A line's sections are split at `/`: the name, the completed sets, then
/// `keyword: sets` (warm-ups; `target:` the planned sets, kept as a note).
struct LiftosaurTextImporter {
  var builder: ImportBuilder
  let lines: [[Unicode.Scalar]]
  /// `//` lines waiting for the record or exercise below them.
  var comments: [(line: Int, text: String)] = []
  var traits = LoadRules.Traits()

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    let text = try ImportText.decoded(bytes)
    var importer = LiftosaurTextImporter(builder: ImportBuilder(options: options), lines: ImportText.scalarLines(text))
    try importer.run()
    return importer.builder.finish()
  }

  /// Recognises the text: its first line that is not blank nor a comment
  /// is a record's first line (a date and time, then `/`), and a line ends
  /// with `exercises: {`.
  static func detect(_ text: Substring) -> Bool {
    var sawHeader = false
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).prefix(2000) {
      let t = ImportText.trim(String(line))
      if t.isEmpty || t.hasPrefix("//") { continue }
      if !sawHeader {
        guard let slash = t.firstIndex(of: "/"), ImportInstant.iso(String(t[..<slash])) != nil else { return false }
        sawHeader = true
      }
      let squeezed = t.filter { $0 != " " && $0 != "\t" }
      if squeezed.hasSuffix("exercises:{") { return true }
    }
    return false
  }

  mutating func run() throws(ReadError) {
    var k = 0
    while k < lines.count {
      let line = lines[k]
      let start = ImportText.firstNonBlank(line)
      k += 1
      if start == line.count { continue }
      if let note = ImportText.comment(line, from: start) {
        comments.append((k, note))
        continue
      }
      k = try record(at: k - 1, from: start)
    }
    if let first = comments.first {
      builder.warn(
        .importNotImported, row: first.line, column: 1,
        "\(comments.count == 1 ? "this comment comes" : "these \(comments.count) comment lines come") after the last workout: not imported (a comment is the note of the workout or exercise below it)"
      )
    }
    if !builder.hasSession {
      throw ReadError(
        .importBadValue, row: 1, column: 1,
        "expected a Liftosaur workout: a line such as 2026-03-01 10:00:00 +01:00 / exercises: {, its exercises, then }")
    }
  }

  /// Reads the record whose first line is `index`; returns the index of
  /// the line after its `}`.
  private mutating func record(at index: Int, from start: Int) throws(ReadError) -> Int {
    let row = index + 1
    try header(lines[index], from: start, row: row)
    var k = index + 1
    while k < lines.count {
      let line = lines[k]
      let first = ImportText.firstNonBlank(line)
      k += 1
      if first == line.count { continue }
      if let note = ImportText.comment(line, from: first) {
        comments.append((k, note))
      } else if line[first] == "}" {
        guard ImportText.firstNonBlank(line, from: first + 1) == line.count else {
          throw ReadError(.importBadValue, row: k, column: first + 2, "expected the end of the line after }")
        }
        // Comments after the last exercise belong to no exercise: they are
        // kept as notes of the workout.
        if !comments.isEmpty { builder.addSessionNote(takeComments()) }
        return k
      } else if Self.isHeader(line, from: first) {
        throw ReadError(
          .importBadValue, row: row, column: 1,
          "the workout that starts on line \(row) has no closing }: expected } on a line of its own before the next workout (line \(k))"
        )
      } else {
        try exerciseLine(line, from: first, row: k)
      }
    }
    throw ReadError(
      .importBadValue, row: lines.count + 1, column: 1,
      "the workout that starts on line \(row) has no closing }: expected } on a line of its own after its exercises")
  }

  /// True when the line is a record's first line: a date and time, `/`,
  /// and `exercises: {` at its end.
  static func isHeader(_ line: [Unicode.Scalar], from start: Int) -> Bool {
    let parts = ImportText.split(line, at: "/", from: start)
    guard parts.count >= 2, let last = parts.last else { return false }
    return ImportInstant.iso(ImportText.text(line, parts[0])) != nil
      && ImportText.squeezed(ImportText.text(line, last)) == "exercises:{"
  }

  /// The comments waiting, as one note (a line an entry).
  mutating func takeComments() -> String {
    defer { comments.removeAll() }
    return comments.map(\.text).joined(separator: "\n")
  }
}

extension LiftosaurTextImporter {
  /// `DATE / key: value / … / exercises: {`.
  mutating func header(_ line: [Unicode.Scalar], from start: Int, row: Int) throws(ReadError) {
    let parts = ImportText.split(line, at: "/", from: start)
    func fail(_ column: Int, _ message: String) -> ReadError {
      ReadError(.importBadValue, row: row, column: column + 1, message)
    }
    let dateText = ImportText.text(line, parts[0])
    guard let when = ImportInstant.iso(dateText) else {
      throw fail(
        start,
        "expected a workout's first line: its date and time such as 2026-03-01 10:00:00 +01:00, then / exercises: {, found '\(Excerpt.cut(ImportText.trim(dateText)))'"
      )
    }
    guard let last = parts.last, parts.count >= 2,
      ImportText.squeezed(ImportText.text(line, last)) == "exercises:{"
    else {
      throw fail(line.count, "expected the workout's first line to end with / exercises: {")
    }
    var meta = LiftosaurMetadata()
    for part in parts.dropFirst().dropLast() {
      try meta.read(line, part, row: row)
    }
    try begin(when, meta, row: row, column: start + 1)
  }

  private mutating func begin(_ when: ImportInstant, _ meta: LiftosaurMetadata, row: Int, column: Int) throws(ReadError)
  {
    var at = ImportDateTime(date: when.date, time: when.time)
    // The app writes the wall clock with the phone's offset; the API writes
    // every workout at +00:00 (its server's clock): that is UTC, read by
    // the import's rule (docs/import.md, "Times written in UTC").
    if when.offset == 0, let utc = when.secondsSince1970 {
      guard let local = builder.local(utc, row: row, column: column, what: "this workout's time (Z or +00:00)") else {
        throw ReadError(.importBadValue, row: row, column: column, "this date is outside the years 1 to 9999")
      }
      at = local
    }
    var end: TimeOfDay? = nil
    if let d = meta.duration, let t = at.time {
      if d < 86_400 {
        end = TimeOfDay(secondsSinceMidnight: (t.secondsSinceMidnight + d) % 86_400)
      } else {
        builder.warnOnce(
          .importNotImported, "long-duration", row: row, column: column,
          "this workout lasted \(ImportDuration.written(d)) by its duration: no end time is set", counting: "workouts")
      }
    }
    builder.beginSession(at, end: end, title: meta.title, row: row, column: column)
    if !comments.isEmpty { builder.addSessionNote(takeComments()) }
    if let note = meta.note { builder.addSessionNote(note) }
  }
}

/// A record's metadata: `program: "5/3/1"`, `dayName: "Squat Day"`,
/// `week: 2`, `dayInWeek: 1`, `day: 3`, `duration: 3600s`, and any other
/// key (Liftosaur reads and ignores those; they are kept in the note).
struct LiftosaurMetadata {
  var pairs: [(key: String, value: String)] = []
  var duration: Int? = nil

  /// The session's title: the day's name, else the program's.
  var title: String? { value("dayName") ?? value("program") }

  /// The rest in one session note: `program: 5/3/1 · week: 2 · dayInWeek: 1`.
  var note: String? {
    let titleKey = value("dayName") != nil ? "dayName" : "program"
    let rest = pairs.filter { $0.key != titleKey && $0.key != "duration" }
    return rest.isEmpty ? nil : rest.map { "\($0.key): \($0.value)" }.joined(separator: " · ")
  }

  func value(_ key: String) -> String? { pairs.first { $0.key == key }?.value }

  mutating func read(_ line: [Unicode.Scalar], _ range: Range<Int>, row: Int) throws(ReadError) {
    let part = ImportText.text(line, range)
    guard let colon = part.firstIndex(of: ":") else {
      throw ReadError(
        .importBadValue, row: row, column: range.lowerBound + 1,
        "expected key: value between the slashes (such as program: \"5/3/1\" or duration: 3600s)")
    }
    let key = ImportText.trim(String(part[..<colon]))
    var value = ImportText.trim(String(part[part.index(after: colon)...]))
    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
    if key == "duration" {
      let digits = value.hasSuffix("s") ? String(value.dropLast()) : value
      guard let d = Int(digits), d >= 0 else {
        throw ReadError(
          .importBadValue, row: row, column: range.lowerBound + 1,
          "expected the duration in seconds, such as duration: 3600s, found '\(Excerpt.cut(value))'")
      }
      duration = d
    } else if !key.isEmpty {
      pairs.append((key, value))
    }
  }
}
