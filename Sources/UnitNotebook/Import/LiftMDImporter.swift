/// A lift.md plan (the LiftMark Workout Format, getlift.md/format), read as
/// a routine: a plan says what to do, not what was done (docs/import.md).
///
///     # Push Day                     the workout: the first heading with exercises below it
///     @units: kg                     metadata (`@tags: a, b` too); other lines are notes
///     ## Warmup                      a section (a heading with headings below it)
///     ### Goblet Squat               an exercise of it: a warm-up section's sets are warm-ups
///     - 16 x 10
///     ## Bench Press
///     - 100 x 5 @rest: 3m            a set: weight x reps (or `for`), then @modifiers and a note
///     - 80 x 8 @dropset
///     ## Superset: Arms              a heading holding "superset": its exercises get A1, A2…
///
/// Sets: `225 x 5`, `100 kg x 5 reps`, `45 lbs x 60s`, `bw x 10`, `x 10`,
/// `10`, `60s`, `2m` (minutes), `500 meters`, `135 x AMRAP`; modifiers
/// `@rpe: 8`, `@rest: 180s`, `@tempo: 3-0-1-0`, `@dropset`, `@perside`.
struct LiftMDImporter {
  struct Line {
    var number: Int
    var text: String
    /// `#`s of a heading (nil for other lines).
    var level: Int? = nil
    var isSet = false
    /// Where `text` starts on the line (1-based, in Unicode scalars).
    var column = 1
  }

  var builder: ImportBuilder
  let lines: [Line]
  var unit: WeightUnit? = nil
  var feet: (row: Int, count: Int)? = nil
  var setless: [Int] = []

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    let text = try ImportText.decoded(bytes)
    var importer = LiftMDImporter(builder: ImportBuilder(options: options), lines: Self.lines(text))
    var routines: [Routine] = []
    var k = 0
    while let w = importer.workoutHeading(from: k) {
      let (routine, next) = try importer.routine(at: w)
      routines.append(routine)
      k = next
    }
    guard !routines.isEmpty else {
      throw ReadError(
        .importBadValue, row: 1, column: 1,
        "expected a lift.md workout: a # heading, exercises as ## headings below it, and their sets as - lines")
    }
    importer.finishWarnings()
    var result = importer.builder.finish()
    result.notebook?.routines = routines
    return result
  }

  static func lines(_ text: String) -> [Line] {
    ImportText.scalarLines(text).enumerated().map { k, scalars in
      let indent = ImportText.firstNonBlank(scalars)
      let t = ImportText.trim(String(String.UnicodeScalarView(scalars)))
      var line = Line(number: k + 1, text: t, column: indent + 1)
      let hashes = t.prefix { $0 == "#" }.count
      if (1...6).contains(hashes), let c = t.dropFirst(hashes).first, c == " " || c == "\t" {
        line.level = hashes
        line.text = ImportText.trim(String(t.dropFirst(hashes)))
      } else if t.hasPrefix("- ") || t.hasPrefix("-\t") {
        line.isSet = true
        let body = t.dropFirst(2)
        line.column = indent + 3 + body.prefix { $0 == " " || $0 == "\t" }.count
        line.text = ImportText.trim(String(body))
      }
      return line
    }
  }

  /// Recognises a plan: a heading, `@units:`/`@tags:` metadata or set lines
  /// in lift.md's spelling (`x` or `for`, never `×`), and no date heading.
  static func detect(_ text: Substring) -> Bool {
    let all = lines(String(text))
    guard all.contains(where: { $0.level != nil }), let first = all.first(where: { !$0.text.isEmpty }),
      first.level != nil || first.text.hasPrefix("@")
    else { return false }
    let hasMetadata = all.contains { $0.level == nil && LiftMDSet.metadata($0.text) != nil }
    let sets = all.filter(\.isSet)
    return hasMetadata
      || (!sets.isEmpty && sets.allSatisfy { !$0.text.contains("×") && LiftMDSet.looksLikeSet($0.text) })
  }

  /// The first heading from line `k` on with an exercise (a heading one
  /// level down with sets below it) under it.
  func workoutHeading(from k: Int) -> Int? {
    var i = k
    while i < lines.count {
      if let level = lines[i].level, hasExercises(below: i, level: level) { return i }
      i += 1
    }
    return nil
  }

  func hasExercises(below i: Int, level: Int) -> Bool {
    var j = i + 1
    while j < lines.count {
      if let l = lines[j].level {
        if l <= level { return false }
        if l == level + 1, hasSets(below: j, level: l) { return true }
      }
      j += 1
    }
    return false
  }

  func hasSets(below i: Int, level: Int) -> Bool {
    var j = i + 1
    while j < lines.count {
      if let l = lines[j].level, l <= level { return false }
      if lines[j].isSet { return true }
      j += 1
    }
    return false
  }

  /// The end of the block of the heading at `i` (the next heading at its
  /// level or above).
  func end(of i: Int) -> Int {
    guard let level = lines[i].level else { return i + 1 }
    var j = i + 1
    while j < lines.count, (lines[j].level ?? Int.max) > level { j += 1 }
    return j
  }
}
