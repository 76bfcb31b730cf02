/// A syntax.fitness Markdown file: one workout (or one routine) a file,
/// several files of one lifter one history (docs/import.md):
///
///     # 2026-04-20 upper pull          the date and the title (a routine: a name, no date)
///
///     duration: 41min                  metadata, `key: value`: session notes
///     > imported from Apple Health     a note (of the exercise, under one)
///
///     ## Chest-Supported Row           an exercise
///     - 24kg × 12                      a set: weight × reps (`x` too; `12` alone is bodyweight)
///
/// A cardio file (`type: run`, `distance: 5.12km`, `duration: 34min`) is
/// one exercise of one set: its distance and time. A routine file's
/// `sets: 4` and `reps: 8-10` under an exercise are its prescription.
struct SyntaxFitnessImporter {
  var builder: ImportBuilder
  let lines: [String]
  /// The lines before the first exercise, in order: `key: value` metadata
  /// (key and value) or a note (key nil), read once it is known whether the
  /// file is a cardio one.
  var preamble: [(row: Int, key: String?, text: String)] = []
  var title: String? = nil
  var traits = LoadRules.Traits()

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    let text = try ImportText.decoded(bytes)
    let lines = ImportText.scalarLines(text).map { ImportText.trim(String(String.UnicodeScalarView($0))) }
    guard let first = lines.firstIndex(where: { !$0.isEmpty }), let heading = heading(lines[first], level: 1) else {
      throw ReadError(
        .importBadValue, row: 1, column: 1,
        "expected a workout's heading first: # and its date and title, such as # 2026-04-20 upper pull")
    }
    if dated(heading) == nil {
      // `# 2026-02-30 Legs`: a date that is none is an error, not a routine's name.
      let word = heading.prefix { $0 != " " }
      if word.count >= 8, word.first?.isNumber == true, word.allSatisfy({ $0.isNumber || $0 == "-" }) {
        throw ReadError(
          .importBadValue, row: first + 1, column: 3,
          "expected the workout's date as YYYY-MM-DD (a real day), found '\(Excerpt.cut(String(word)))'")
      }
      return try SyntaxFitnessRoutine.read(lines, name: heading, row: first + 1, options: options)
    }
    var importer = SyntaxFitnessImporter(builder: ImportBuilder(options: options), lines: lines)
    try importer.run(from: first)
    return importer.builder.finish()
  }

  /// Recognises a file whose first line is `# ` and a date, or a routine's
  /// `# Name` with exercises (`## `) that have `sets:` or `reps:`.
  static func detect(_ lines: [String]) -> Bool {
    guard let first = lines.first(where: { !$0.isEmpty }), let h = heading(first, level: 1) else { return false }
    if dated(h) != nil {
      // An exercise heading, or a cardio file's metadata: a notebook's own
      // `# 2026-04-20` session has neither.
      let cardio = lines.contains { l in metadata(l).map { ["type", "distance"].contains($0.key) } ?? false }
      return !lines.contains { $0.hasPrefix("@") } && (lines.contains { heading($0, level: 2) != nil } || cardio)
    }
    return lines.contains { heading($0, level: 2) != nil }
      && lines.contains { $0.lowercased().hasPrefix("sets:") || $0.lowercased().hasPrefix("reps:") }
  }

  /// The text of a heading of exactly `level` `#`s, or nil.
  static func heading(_ line: String, level: Int) -> String? {
    let hashes = line.prefix { $0 == "#" }.count
    guard hashes == level, line.dropFirst(level).first == " " else { return nil }
    return ImportText.trim(String(line.dropFirst(level)))
  }

  /// A heading's date, start time and title: `2026-04-20 upper pull`.
  static func dated(_ heading: String) -> (date: LocalDate, start: TimeOfDay?, title: String?)? {
    let words = heading.split(separator: " ", maxSplits: 1)
    guard let d = words.first, let date = LocalDate(String(d)) else { return nil }
    var title = words.count > 1 ? ImportText.trim(String(words[1])) : ""
    var start: TimeOfDay? = nil
    let clock = title.split(separator: " ", maxSplits: 1)
    if let c = clock.first, c.contains(":"), let t = TimeOfDay(String(c)) {
      start = t
      title = clock.count > 1 ? ImportText.trim(String(clock[1])) : ""
    }
    return (date, start, title.isEmpty ? nil : title)
  }

  /// `key: value` (a key of letters, digits and `_`): metadata.
  static func metadata(_ line: String) -> (key: String, value: String)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[..<colon]
    guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return (String(key), ImportText.trim(String(line[line.index(after: colon)...])))
  }
}

extension SyntaxFitnessImporter {
  mutating func run(from first: Int) throws(ReadError) {
    guard let (date, start, title) = Self.heading(lines[first], level: 1).flatMap(Self.dated) else { return }
    builder.beginSession(ImportDateTime(date: date, time: start), title: title, row: first + 1, column: 3)
    self.title = title
    var setless: [Int] = []
    for k in (first + 1)..<lines.count {
      let line = lines[k]
      let row = k + 1
      if line.isEmpty { continue }
      if let name = Self.heading(line, level: 2) {
        if !builder.hasExercise { try readPreamble() }
        let (n, t) = try builder.exercise(named: name, row: row, column: 4)
        traits = t
        builder.beginExercise(n)
        setless.append(row)
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") {
        try set(line, row: row)
        if setless.last == exerciseRow(before: k) { setless.removeLast() }
      } else if builder.hasExercise {
        builder.addExerciseNote(line.hasPrefix(">") ? String(line.dropFirst()) : line)
      } else if line.hasPrefix(">") {
        preamble.append((row, nil, String(line.dropFirst())))
      } else if let m = Self.metadata(line) {
        preamble.append((row, m.key, m.value))
      } else {
        preamble.append((row, nil, line))
      }
    }
    if !builder.hasExercise { try readPreamble() }
    if let row = setless.first {
      builder.warn(
        .importChanged, row: row, column: 1,
        "this exercise has no sets (no - lines under it)"
          + (setless.count > 1 ? " (\(setless.count) exercises like this; this is the first)" : ""))
    }
  }

  /// The line of the `##` heading above line `k`.
  private func exerciseRow(before k: Int) -> Int? {
    var j = k - 1
    while j >= 0 {
      if Self.heading(lines[j], level: 2) != nil { return j + 1 }
      j -= 1
    }
    return nil
  }

  /// `- 60kg × 10`: read as a shared workout's set (`ShareTextSet`), so
  /// `x`, `lb`, `BW`, `12`, `60s`, `5km 25:30` and `@8` read too.
  private mutating func set(_ line: String, row: Int) throws(ReadError) {
    guard builder.hasExercise else {
      throw ReadError(
        .importBadValue, row: row, column: 1, "this set has no exercise: expected a ## heading with its name above it")
    }
    // `BW+5kg × 5`: the signed weight is bodyweight plus or minus it.
    var text = line
    let body = line.dropFirst(2).lowercased()
    if body.hasPrefix("bw+") || body.hasPrefix("bw-") { text = "- " + line.dropFirst(4) }
    var parsed = try ShareTextSet.parse(text, from: 2, kind: .normal, row: row)
    if !parsed.signed {
      parsed.set.load =
        LoadRules.load(
          weight: parsed.weight, unit: parsed.unit, traits: traits, hasReps: parsed.set.reps != nil
        ).load
    }
    builder.addSet(parsed.set, row: row, column: 3)
  }
}

extension SyntaxFitnessImporter {
  /// The lines before the first exercise: each a session note (metadata as
  /// `key: value`), except a cardio file's `distance` and `duration`, which
  /// are its one set, of the exercise its title (or `type`) names.
  mutating func readPreamble() throws(ReadError) {
    let type = preamble.first { $0.key?.lowercased() == "type" }
    var used: Set<Int> = []
    var set = WorkoutSet()
    if type != nil {
      for p in preamble {
        switch p.key?.lowercased() {
        case "distance"?:
          guard let d = Self.distance(p.text) else { continue }
          set.distance = d
          used.insert(p.row)
        case "duration"?:
          guard let s = ImportDuration.words(Substring(p.text)) ?? ImportDuration.clock(Substring(p.text)) else {
            continue
          }
          set.seconds = DecimalValue(s)
          used.insert(p.row)
        default: break
        }
      }
    }
    for p in preamble where !used.contains(p.row) {
      builder.addSessionNote(p.key.map { "\($0): \(p.text)" } ?? p.text)
    }
    if let type, !used.isEmpty {
      let (name, _) = try builder.exercise(named: title ?? type.text, row: type.row, column: 1)
      builder.beginExercise(name)
      builder.addSet(set, row: type.row, column: 1)
    }
    preamble.removeAll()
  }

  /// `5.12km`, `400 m`, `3.1mi`.
  static func distance(_ text: String) -> Distance? {
    let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
    guard let unit = ImportUnits.distance(String(text.dropFirst(digits.count))),
      case .value(let v, _) = ImportNumber.decimal(String(digits)), Validation.problem(distance: v) == nil
    else { return nil }
    return Distance(v, unit)
  }
}
