/// A workout that Strong or Hevy puts on the clipboard ("share as text").
/// Neither app documents it; docs/import.md gives the evidence this reader
/// rests on. Its shape:
///
///     Evening Workout                      the title
///     Wednesday 13 August 2025 at 19:32    the start (many spellings)
///
///     Squat (Barbell)                      an exercise
///     "Belt from set 2"                    Hevy: its note, quoted
///     W1: 60 kg × 5 [Warm-up]              Strong: a warm-up set
///     Set 1: 100 kg × 5                    a set: weight × reps
///     Set 2: 100 kg x 4 [Failure]          Hevy writes x
///     Set 3: 12 reps                       reps only: bodyweight
///     Set 4: 1:00 · 1min 30s · 5 km 25:30  time, distance
///     Notes: text                          Strong: an exercise note
///
///     https://link.strong.app/…  ·  @hevyapp  https://hevy.com/workout/…
///
/// Several workouts pasted one after the other are several sessions.
struct ShareTextImporter {
  var builder: ImportBuilder
  let lines: [String]
  var traits = LoadRules.Traits()

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, format: ImportFormat, options: ImportOptions) throws(ReadError)
    -> ImportResult
  {
    if let bad = UTF8Check.firstInvalid(bytes) {
      let (line, column) = UTF8Check.place(of: bad, in: bytes)
      throw ReadError(.notUTF8, row: line, column: column, UTF8Check.message)
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    var importer = ShareTextImporter(
      builder: ImportBuilder(options: options),
      lines: text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        .map { ImportText.trim(String($0)) })
    try importer.run()
    return importer.builder.finish()
  }

  /// Recognises a shared workout: a footer that names the app, or else set
  /// lines (`Set 1: …`), `×` meaning Strong and `x` Hevy.
  static func detect(_ b: UnsafeBufferPointer<UInt8>) -> ImportFormat? {
    let head = String(decoding: UnsafeBufferPointer(rebasing: b[0..<min(b.count, 65_536)]), as: UTF8.self)
    let lower = head.lowercased()
    if lower.contains("link.strong.app") { return .strongText }
    if lower.contains("@hevyapp") || lower.contains("hevy.com/workout") || lower.contains("logged with hevy") {
      return .hevyText
    }
    for line in head.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      if ShareTextSet.label(ImportText.trim(String(line))) != nil {
        return head.contains("×") ? .strongText : .hevyText
      }
    }
    return nil
  }

  mutating func run() throws(ReadError) {
    var i = 0
    while i < lines.count {
      let line = lines[i]
      let number = i + 1
      i += 1
      if line.isEmpty || isFooter(line) { continue }
      if ShareTextSet.label(line) == nil {
        if let when = ImportTextDate.parse(line), !builder.hasSession || nextIsNotSet(from: i) {
          builder.beginSession(when, title: nil, row: number, column: 1)  // a date with no title
          continue
        }
        if let next = nextContent(from: i), let when = ImportTextDate.parse(lines[next]) {
          builder.beginSession(when, title: line, row: number, column: 1)
          i = next + 1
          continue
        }
      }
      guard builder.hasSession else {
        throw ReadError(
          .importBadValue,
          row: number, column: 1,
          "expected a workout's title, and its date on the next line (such as Wednesday 13 August 2025 at 07:32)")
      }
      if let (kind, valueStart) = ShareTextSet.label(line) {
        guard builder.hasExercise else {
          throw ReadError(
            .importBadValue,
            row: number, column: 1, "this set has no exercise: expected the exercise's name on a line above it")
        }
        var parsed = try ShareTextSet.parse(line, from: valueStart, kind: kind, row: number)
        let (load, negative) = LoadRules.load(
          weight: parsed.weight, unit: parsed.unit, traits: traits, hasReps: parsed.set.reps != nil)
        parsed.set.load = parsed.signed ? parsed.set.load : load
        if negative && !parsed.signed {
          builder.warnOnce(
            .importChanged,
            "negative-weight", row: number, column: 1, "a negative weight reads as assistance: imported as BW-…")
        }
        builder.addSet(parsed.set, row: number, column: valueStart + 1)
        continue
      }
      if let note = quotedNote(line) ?? prefixedNote(line) {
        if builder.hasExercise { builder.addExerciseNote(note) } else { builder.addSessionNote(note) }
        continue
      }
      if let next = nextContent(from: i), ShareTextSet.label(lines[next]) != nil || quotedNote(lines[next]) != nil {
        let (name, t) = try builder.exercise(named: line, row: number, column: 1)
        traits = t
        builder.beginExercise(name)
        continue
      }
      // A line that is neither a set nor followed by one: a note.
      if builder.hasExercise { builder.addExerciseNote(line) } else { builder.addSessionNote(line) }
    }
    if !builder.hasSession {
      throw ReadError(
        .importBadValue,
        row: 1, column: 1, "expected a shared workout: its title, its date, then exercises and their sets")
    }
  }

  private func nextContent(from i: Int) -> Int? {
    var j = i
    while j < lines.count {
      if !lines[j].isEmpty && !isFooter(lines[j]) { return j }
      j += 1
    }
    return nil
  }

  private func nextIsNotSet(from i: Int) -> Bool {
    guard let j = nextContent(from: i) else { return true }
    return ShareTextSet.label(lines[j]) == nil
  }

  private func isFooter(_ line: String) -> Bool {
    let l = line.lowercased()
    return l.hasPrefix("http://") || l.hasPrefix("https://") || l.hasPrefix("@hevyapp")
      || l.hasPrefix("logged with hevy")
  }

  /// Hevy writes an exercise's note on its own line, in double quotes.
  private func quotedNote(_ line: String) -> String? {
    guard line.count >= 2, line.hasPrefix("\""), line.hasSuffix("\"") else { return nil }
    return String(line.dropFirst().dropLast())
  }

  /// `Notes: text` or `Note: text`.
  private func prefixedNote(_ line: String) -> String? {
    for p in ["Notes:", "Note:"] where line.hasPrefix(p) {
      return String(line.dropFirst(p.count))
    }
    return nil
  }
}
