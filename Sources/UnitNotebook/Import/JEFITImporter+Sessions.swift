extension JEFITImporter {
  /// WORKOUT SESSIONS: each workout's start and end (`starttime`, also
  /// spelled `starttimie`; `endtime`, else the start plus `total_time`),
  /// and its calories and average heart rate, kept as notes.
  mutating func readWorkouts() throws(ReadError) {
    guard var t = try table("WORKOUT SESSIONS") else { return }
    let id = t.column("_id"), start = t.column("starttime", "starttimie"), end = t.column("endtime")
    let total = t.column("total_time"), calories = t.column("calories"), heart = t.column("avg_heart_rate")
    // Worked out by the app from the sets: nothing is lost.
    let computed = [t.column("total_exercise", "total_exercises"), t.column("total_weight"), t.column("recordbreak")]
    JEFITLogs.warnUnread(t, read: [id, start, end, total, calories, heart] + computed, builder: &builder)
    while try t.next() {
      guard let key = t.integer(id) else { continue }
      var w = JEFITWorkout(line: t.line, start: t.integer(start).flatMap { $0 > 0 ? $0 : nil }, end: nil, notes: [])
      if let e = t.integer(end), e > 0 {
        w.end = e
      } else if let s = w.start, let d = t.integer(total), d > 0 {
        w.end = s + d
      }
      for (c, label, unit) in [(calories, "calories", " kcal"), (heart, "average heart rate", " bpm")] {
        if case .value(let v, _) = ImportNumber.decimal(t.bytes(c)), v.significand > 0 {
          w.notes.append("\(label): \(v)\(unit)")
        }
      }
      workouts[key] = w
    }
  }

  /// NOTES: an exercise's note on a day (`mydate`, `title`, `mynote`).
  mutating func readNotes() throws(ReadError) {
    guard var t = try table("NOTES") else { return }
    let text = t.column("mynote"), title = t.column("title"), date = t.column("mydate")
    JEFITLogs.warnUnread(t, read: [text, title, date, t.column("eid")], builder: &builder)
    while try t.next() {
      let note = t.string(text)
      guard !note.isEmpty else { continue }
      notes[t.string(date) + "\u{0}" + t.string(title), default: []].append((t.line, note))
    }
  }

  /// One session: its logs in order, each an exercise with its sets and
  /// the notes of its day.
  mutating func session(_ key: JEFITSessionKey, _ logs: [JEFITLog]) throws(ReadError) {
    guard let first = logs.first else { return }
    var when = ImportDateTime(date: first.date, time: nil)
    var end: TimeOfDay? = nil
    var workout: JEFITWorkout? = nil
    if case .workout(let id) = key, let w = workouts[id] {
      workout = w
      when.time = try local(w.start, w, on: first.date)
      if when.time != nil { end = try local(w.end, w, on: first.date) }
      workouts[id] = nil
    }
    builder.beginSession(when, end: end, title: nil, row: first.line, column: 1)
    for n in workout?.notes ?? [] { builder.addSessionNote(n) }
    let day = first.date.description
    for log in logs where !log.name.isEmpty || !log.logs.isEmpty {
      try exercise(log)
      for n in notes.removeValue(forKey: day + "\u{0}" + log.name) ?? [] { builder.addExerciseNote(n.text) }
    }
    // A day's notes of exercises it has no log of: the session keeps them.
    for (k, list) in notes where k.hasPrefix(day + "\u{0}") {
      let title = String(k.dropFirst(day.count + 1))
      for n in list { builder.addSessionNote("\(title): \(n.text)") }
      notes[k] = nil
    }
  }

  /// A time of the workout (UTC seconds) by the import's rule; a time on
  /// another day than the log's is kept, with a warning.
  mutating func local(_ seconds: Int64?, _ w: JEFITWorkout, on day: LocalDate) throws(ReadError) -> TimeOfDay? {
    guard let s = seconds else { return nil }
    guard let at = builder.local(s, row: w.line, column: 1, what: "WORKOUT SESSIONS' starttime (seconds since 1970)")
    else { throw ReadError(.importBadValue, row: w.line, column: 1, "this time is outside the years 1 to 9999") }
    if at.date != day {
      builder.warnOnce(
        .importAssumed, "other-day", row: w.line, column: 1,
        "this workout's time is on \(at.date) in local time, not on its day \(day) (mydate): the time is kept as read (is the time zone of the import where you trained?)",
        counting: "workouts")
    }
    return at.time
  }

  /// A log's exercise and its sets: `logs` in the file's unit; a timed
  /// exercise's cell is kept as its note.
  mutating func exercise(_ log: JEFITLog) throws(ReadError) {
    let (name, t) = try builder.exercise(named: log.name, row: log.line, column: 1)
    traits = t
    guard !log.logs.isEmpty else {
      builder.warnOnce(
        .importNotImported, "never-logged", row: log.line, column: log.logsColumn + 1,
        "an exercise with no sets in logs (added to a workout, never logged) is not imported", counting: "exercises")
      return
    }
    builder.beginExercise(name)
    guard let sets = try JEFITLogs.sets(log.logs, line: log.line, column: log.logsColumn + 1, rounding: &rounding)
    else {
      builder.addExerciseNote("JEFIT logs: \(log.logs)")
      builder.warnOnce(
        .importNotImported, "timed", row: log.line, column: log.logsColumn + 1,
        "logs of only zero weights with zero reps (how JEFIT packs a timed exercise) are not read as sets: kept as the exercise's note",
        counting: "exercises")
      return
    }
    for (weight, reps) in sets {
      var set = WorkoutSet(reps: reps)
      let (load, negative) = LoadRules.load(weight: weight, unit: unit, traits: traits, hasReps: true)
      set.load = load
      if negative {
        builder.warnOnce(
          .importChanged, "negative-weight", row: log.line, column: log.logsColumn + 1,
          "a negative weight reads as assistance: imported as BW-…")
      }
      builder.addSet(set, row: log.line, column: log.logsColumn + 1)
    }
  }

  /// What the export holds that is not imported, each once: the other
  /// sections, the workouts without logs, notes of days without one.
  mutating func warnAboutTheRest(used: [JEFITSessionKey]) {
    let read: Set<String> = ["SETTING", "WORKOUT SESSIONS", "EXERCISE LOGS", "NOTES"]
    for s in sections where !read.contains(s.name) {
      builder.warn(
        .importNotImported, row: s.line, column: 1,
        "the \(s.name) section is not imported: \(JEFITImporter.why[s.name] ?? "it is not one the JEFIT importer reads")"
      )
    }
    if let w = workouts.values.min(by: { $0.line < $1.line }) {
      builder.warn(
        .importNotImported, row: w.line, column: 1,
        "\(workouts.count == 1 ? "a workout" : "\(workouts.count) workouts") of WORKOUT SESSIONS \(workouts.count == 1 ? "has" : "have") no exercise logs: not imported (this is the first)"
      )
    }
    if let n = notes.values.flatMap({ $0 }).min(by: { $0.line < $1.line }) {
      let count = notes.values.reduce(0) { $0 + $1.count }
      builder.warn(
        .importNotImported, row: n.line, column: 1,
        "\(count == 1 ? "a note" : "\(count) notes") of NOTES \(count == 1 ? "is" : "are") on a day with no exercise logs: not imported (this is the first)"
      )
    }
  }

  static let why: [String: String] = [
    "ROUTINES": "routines are plans, not history",
    "CARDIO LOGS": "JEFIT writes no exercise name for them, only its number",
    "PROFILE": "body measurements are not read (their layout is not known well enough)",
    "EXERCISE RECORDS": "records are worked out from the sets",
    "EXERCISE SET LOGS": "it repeats the sets of EXERCISE LOGS (logs) in pounds",
  ]
}
