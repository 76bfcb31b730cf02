/// Fitdown notes, typed on a phone (github.com/datavis-tech/fitdown;
/// docs/import.md has the rules and where they differ from its parser):
///
///     Workout September 16, 2020        a session (or `Workout` and the date on the next line)
///     10:30 am start time               a time before the first exercise: the start (after: the end)
///     Squat                             an exercise: a line that is nothing else
///     3x5@165                           three sets of 5 at 165 lb (`3 x 5 @ 165`, `@75kg` too)
///     5@255 TOUGH                       a set and its note (`warmup 5@95`: a warm-up)
///     - [x] 3@135                       list and task markers are left out; `- [ ]` is not done
///     Up to 145lb                       a weight without reps: a note of the exercise
///                                       a blank line ends the exercise
///     8@135 Barbell Row                 after a blank line: a set naming its exercise
///     10 pull-ups                       reps and a name: a bodyweight set of that exercise
///
/// Weights without a unit are pounds, as Fitdown's (or the unit given).
struct FitdownImporter {
  var builder: ImportBuilder
  let lines: [String]
  /// The exercise the set lines below belong to (none after a blank line).
  var current: String? = nil
  /// The exercise of the last set line that named its own exercise.
  var lastNamed: String? = nil
  var traits = LoadRules.Traits()
  /// The first set without a unit (read in pounds, or the unit given), and how many.
  var unitless: (row: Int, count: Int)? = nil
  /// The line of the exercise being filled while it has no set yet.
  var setless: Int? = nil
  /// The lines of the exercises that got no set.
  var withoutSets: [Int] = []

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    let text = try ImportText.decoded(bytes)
    let lines = ImportText.scalarLines(text).map { ImportText.trim(String(String.UnicodeScalarView($0))) }
    var importer = FitdownImporter(builder: ImportBuilder(options: options), lines: lines)
    try importer.run()
    return importer.builder.finish()
  }

  /// Recognises notes that open with a `Workout` date line and have a set line.
  static func detect(_ lines: [String]) -> Bool {
    guard let first = lines.firstIndex(where: { !$0.isEmpty }), date(lines, at: first) != nil else { return false }
    return lines.contains { FitdownSet.parse($0) != nil }
  }

  /// The date of a `Workout` line at `k` (its own, or the next non-blank
  /// line's), and the index of the line it was read from.
  static func date(_ lines: [String], at k: Int) -> (date: LocalDate, line: Int)? {
    let line = lines[k]
    guard line.lowercased().hasPrefix("workout") else { return nil }
    let rest = ImportText.trim(String(line.dropFirst(7)))
    if !rest.isEmpty { return monthDayYear(rest).map { ($0, k) } }
    guard let next = lines[(k + 1)...].firstIndex(where: { !$0.isEmpty }) else { return nil }
    return monthDayYear(lines[next]).map { ($0, next) }
  }

  /// `September 16, 2020`, `Sep 16 2020`: a month's name, a day, a year.
  static func monthDayYear(_ text: String) -> LocalDate? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
    guard words.count == 3, words[0].allSatisfy(\.isLetter), words[1].allSatisfy(\.isNumber),
      words[2].count == 4, words[2].allSatisfy(\.isNumber)
    else { return nil }
    return ImportTextDate.parse(text)?.date
  }

  mutating func run() throws(ReadError) {
    var k = 0
    while k < lines.count {
      let line = lines[k]
      let row = k + 1
      k += 1
      if line.isEmpty {
        current = nil
        continue
      }
      if let (date, last) = Self.date(lines, at: row - 1) {
        closeExercise()
        builder.beginSession(ImportDateTime(date: date, time: nil), title: nil, row: row, column: 1)
        current = nil
        lastNamed = nil
        k = last + 1
        continue
      }
      guard builder.hasSession else {
        throw ReadError(
          .importBadValue, row: row, column: 1,
          "expected a workout's date first: a line such as Workout September 16, 2020")
      }
      try read(line, row: row, next: k < lines.count ? lines[k] : "")
    }
    guard builder.hasSession else {
      throw ReadError(
        .importBadValue, row: 1, column: 1,
        "expected Fitdown notes: a line such as Workout September 16, 2020, then exercises and their sets")
    }
    finishWarnings()
  }

  private mutating func read(_ line: String, row: Int, next: String) throws(ReadError) {
    if let set = FitdownSet.parse(line) {
      if let problem = set.problem { throw ReadError(.importBadValue, row: row, column: 1, problem) }
      try add(set, row: row)
    } else if let clock = FitdownSet.clock(line) {
      time(clock, line: line, row: row)
    } else if let set = FitdownSet.bodyweight(line) {
      // `10 pull-ups` names its exercise, and ends the one above.
      current = nil
      try add(set, row: row, updatesLast: false)
    } else if FitdownSet.hasWeight(line)
      || (current != nil && !builder.currentHasSets && FitdownSet.parse(next) == nil
        && FitdownSet.bodyweight(next) == nil)
    {
      // A weight without reps (`Up to 145lb`), or a second line under an
      // exercise without sets (`4 sets of 3 at 95 pounds`): its note.
      // After a set that named its own exercise: that exercise's note.
      guard current != nil || (builder.hasExercise && FitdownSet.hasWeight(line)) else {
        try begin(line, row: row)
        return
      }
      builder.addExerciseNote(line)
    } else {
      try begin(line, row: row)
    }
  }

  /// Starts a block of the exercise named on line `row` (`current` when
  /// `isCurrent`; a set that names its own exercise leaves none current).
  private mutating func begin(_ name: String, row: Int, isCurrent: Bool = true) throws(ReadError) {
    let (n, t) = try builder.exercise(named: name, row: row, column: 1)
    traits = t
    current = isCurrent ? n : nil
    guard isCurrent || builder.currentExerciseName != n else { return }
    closeExercise()
    builder.beginExercise(n)
    setless = row
  }

  private mutating func closeExercise() {
    if let row = setless { withoutSets.append(row) }
    setless = nil
  }

  /// Adds a set line's sets to the exercise above it, or to the one it
  /// names, or (a set alone after a blank line) to the last one named so.
  private mutating func add(_ set: FitdownSet, row: Int, updatesLast: Bool = true) throws(ReadError) {
    var note = set.text
    if current == nil {
      if let name = set.text ?? lastNamed {
        try begin(name, row: row, isCurrent: false)
        if updatesLast { lastNamed = name }
        note = nil
      } else {
        throw ReadError(
          .importBadValue, row: row, column: 1,
          "this set has no exercise: write the exercise's name on the line above it, or after the set (5@185 Deadlift)")
      }
    }
    if set.weight != nil && set.unit == nil {
      unitless = (unitless?.row ?? row, (unitless?.count ?? 0) + 1)
    }
    let unit = set.unit ?? builder.options.unit ?? .lb
    var w = WorkoutSet(kind: set.warmup ? .warmup : .normal, reps: set.reps, note: note)
    w.load = LoadRules.load(weight: set.weight, unit: unit, traits: traits, hasReps: true).load
    for _ in 0..<set.count { builder.addSet(w, row: row, column: 1, status: set.planned ? .planned : .done) }
    setless = nil
  }

  private mutating func finishWarnings() {
    closeExercise()
    if let first = withoutSets.first {
      builder.warn(
        .importChanged, row: first, column: 1,
        "this line is read as an exercise's name, and no set follows it: the exercise has no sets"
          + (withoutSets.count > 1 ? " (\(withoutSets.count) exercises like this; this is the first)" : ""))
    }
    if let u = unitless, builder.options.unit == nil {
      builder.warn(
        .importAssumed, row: u.row, column: 1,
        "a weight without a unit is read in pounds, as Fitdown's are (give --unit kg if yours are kilograms)"
          + (u.count > 1 ? " (\(u.count) sets like this; this is the first)" : ""))
    }
  }

  /// A session's start (before its first exercise) or end (after).
  private mutating func time(_ clock: (TimeOfDay, String), line: String, row: Int) {
    let words = clock.1.lowercased()
    let startOrEnd = ["", "start", "start time", "started", "end", "end time", "finished", "done"].contains(words)
    let placed = builder.hasExercise ? builder.setEnd(clock.0) : builder.setStart(clock.0)
    if !startOrEnd || !placed { builder.addSessionNote(line) }
  }
}
