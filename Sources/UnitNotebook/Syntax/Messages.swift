/// Every message the notebook parser can say, in one place, in a lifter's words.
///
/// Messages say what was expected and, where it helps, what was found.
extension Message {
  static let invalidUTF8 = "this line is not valid UTF-8 text (save the notebook as UTF-8)"
  static let loneCarriageReturn = "a carriage return must be followed by a line feed"
  static func controlCharacter(_ byte: UInt8) -> String {
    "control character \(hex(byte)) is not allowed in a notebook"
  }

  static let expectedDate = "expected a date (YYYY-MM-DD) after #, or Routine and the routine's name"
  static func expectedRoutineName(_ word: String) -> String {
    "expected the routine's name after \(word) (for example # Routine Lower A)"
  }
  /// A warning: `unit next` plans from a routine found by its name.
  static func duplicateRoutine(_ name: String, firstLine: Int) -> String {
    "a routine named '\(name)' is already written at line \(firstLine): give each routine a name of its own"
  }
  static func notADate(_ text: String) -> String { "\(text) is not a date" }
  static func notATime(_ text: String) -> String { "\(text) is not a time" }
  static let expectedEndTime = "expected an end time after the dash (07:15–08:20)"
  static let amPmHour = "with am or pm the hour is between 1 and 12"

  static let expectedName = "expected an exercise name"
  static func expectedNameAfterLabel(_ label: String) -> String {
    "expected an exercise name after the superset label \(label)"
  }
  static let expectedWeightBeforeTimes =
    "expected a weight before × (for example 100kg × 5, or BW × 8)"
  static func expectedSetBefore(_ mark: String) -> String {
    "expected a set before \(mark) (for example 100kg × 5 \(mark == "@" ? "@8" : mark))"
  }
  static func strayWord(_ word: String, load: String, name: String, meant: String) -> String {
    "'\(word)' after \(load) makes '\(name)' this exercise's name: if \(load) belongs to the set, write \(meant)"
  }
  static let setWithoutExercise = "this set has no exercise: write the exercise name on a line above it"
  static let exerciseBeforeSession =
    "this exercise has no session: start one with a heading such as # 2026-11-29"

  static func expectedUnit(_ number: String) -> String {
    "expected a unit after \(number) (kg or lb)"
  }
  static func expectedTimesAfterLoad(_ load: String) -> String {
    "expected × and the reps after \(load) (for example \(load) × 5)"
  }
  static func expectedWeightAfterBW(_ sign: String) -> String {
    "expected a weight after BW\(sign) (for example BW\(sign)20kg)"
  }
  static func expectedAmount(found: String) -> String {
    found.isEmpty
      ? "expected reps, a time or a distance"
      : "expected reps, a time or a distance, found '\(found)'"
  }
  static func repsWhole(_ number: String) -> String {
    "reps must be a whole number, found \(number)"
  }
  static func setCountWhole(_ number: String) -> String {
    "the number of sets must be a whole number, found \(number)"
  }
  static func bareShorthandLooksLikeWeight(_ n: String) -> String {
    "expected a unit after \(n) (kg or lb): \(n)×… without a unit would mean \(n) sets"
  }
  static let setCountZero = "the number of sets must be at least 1"
  static func tooManySets(_ limit: Int) -> String {
    "a shorthand can stand for at most \(limit) sets"
  }
  /// The units, listed from their table; with the one `unit` is nearest to.
  static func unknownUnit(_ unit: String) -> String {
    func printed(_ units: [Lexicon.UnitWord]) -> String {
      units.map { $0.spellings.printed.description }.joined(separator: ", ")
    }
    let all = Lexicon.UnitWord.all
    let list =
      "weights: \(printed(WeightUnit.allCases.map(Lexicon.UnitWord.weight))); distances: \(printed(DistanceUnit.allCases.map(Lexicon.UnitWord.distance))); times: \(printed(Lexicon.DurationUnit.allCases.map(Lexicon.UnitWord.duration)))"
    let near = Lexicon.nearestSpelling(to: unit, among: all.map(\.spellings)).flatMap { s in
      all.first { $0.spellings.all.contains { String(decoding: $0, as: UTF8.self) == s } }
    }
    return "unknown unit '\(unit)' (\(list))" + (near.map { ": did you mean \($0.spellings.printed)?" } ?? "")
  }
  static let weightInAmount = "a weight goes before × (100kg × 5), not after it"
  static let tooManyDigits = "a number has at most 15 digits"
  static func rpeRange(_ number: String) -> String {
    "RPE is between 1 and 10, found \(number)"
  }
  static let expectedRPE = "expected a number after @ (the RPE, 1 to 10)"
  static let duplicateStatus = "the set is already marked done or failed"
  static let duplicateRPE = "the set already has an RPE"
  static let duplicateKind = "the set already has a kind (warmup, drop or failure)"
  static func durationField(_ text: String) -> String {
    "minutes and seconds must be below 60 in \(text)"
  }
  static let duplicateReps = "a set has one rep count: separate sets with commas (10, 10, 8)"
  static let duplicateTime = "a set has one time"
  static let duplicateDistance = "a set has one distance"
  static let shorthandTakesOneAmount = "sets × reps (3×5) takes a single amount"
  static func unexpectedAfterSet(_ found: String, inRoutine: Bool = false) -> String {
    inRoutine
      ? "expected +STEP, rest or > note after the prescription, found '\(found)'"
      : "expected ✓, ✗, @RPE, rest or > note after the set, found '\(found)'"
  }
  /// A word after a set that is not a mark: a mark or kind mistyped (`don`:
  /// did you mean done?), or most often a note without its `>`.
  static func wordAfterSet(_ found: String, rest: String, inRoutine: Bool = false) -> String {
    let marks = Lexicon.SetMark.all.filter { mark in
      if case .status = mark { return !inRoutine }
      return true
    }
    if let near = Lexicon.nearestSpelling(to: found, among: marks.map(\.spellings)) {
      return unexpectedAfterSet(found, inRoutine: inRoutine) + ": did you mean \(near)?"
    }
    return unexpectedAfterSet(found, inRoutine: inRoutine) + " (a note starts with >, as in > \(rest))"
  }
  /// `100kg × 5 × 3`: a second `×` after a complete set.
  static let secondTimes =
    "a set has one ×: for several sets write 100kg 3×5, or list the reps (100kg × 5, 5, 5)"
  static let secondTimesInRoutine = "a prescription has one ×: write the sets and reps as 100kg 3×5"

  // MARK: Body weight

  static func bodyweightNotAWeight(_ found: String) -> String {
    "expected a body weight with its unit after Bodyweight (for example Bodyweight 82.4kg), found \(found)"
  }
  static func unexpectedAfterBodyweight(_ found: String) -> String {
    "expected the end of the line after the body weight, found \(found)"
  }
  static let bodyweightOutsideSession =
    "a body weight is weighed on a day: write it in a dated session, such as # 2026-11-29"
  static let sectionOutsideRoutine =
    "a section (## NAME) belongs in a routine: write it under a routine's heading, such as # Routine 531"
  static let secondBodyweight = "a session records one body weight, and it is already weighed above"

  // MARK: AMRAP sets

  /// A warning: a set done but still written `5+`.
  static func doneAMRAP(_ reps: String) -> String {
    "this set is done but still reads \(reps)+: write the reps done (it counts as \(reps) until then)"
  }

  // MARK: Percentages

  static func percentOutsideRoutine(_ found: String) -> String {
    "a percentage such as \(found) is of a training max and belongs in a routine: a session logs the weight lifted"
  }
  static func percentTooHigh(_ found: String) -> String {
    "a percentage of the training max is at most 150%, found \(found)"
  }

  // MARK: Training maxes

  static let expectedTrainingMax = "expected the training max after TM (for example Squat TM 140kg)"
  static func tmStepNotWeight(_ found: String) -> String {
    "a training max's step is a weight with its unit, in kg or lb (for example +5kg), found \(found)"
  }
  static func roundNotWeight(_ found: String) -> String {
    "expected a weight with its unit after round (for example round 1kg), found \(found)"
  }
  static func unexpectedAfterTrainingMax(_ found: String, inRoutine: Bool) -> String {
    inRoutine
      ? "expected +STEP, round or the end of the line after the training max, found \(found)"
      : "expected the end of the line after the training max (the sets go below it), found \(found)"
  }
  static let tmStepInSession =
    "a training max's step and rounding belong in a routine: a session writes the TM in effect"

  // MARK: Routines and rests

  /// ✓, ✗ or an RPE in a routine.
  static func logMarkInRoutine(_ mark: String) -> String {
    "a routine is a plan: log the sets in a dated session, where \(mark) says how a set went"
  }
  static func repRangeInSession(_ range: String) -> String {
    "a rep range such as \(range) belongs in a routine: a log holds the reps done (if \(range) is part of the name, end the name with a colon)"
  }
  static func repRangeBackwards(_ range: String) -> String {
    "a rep range goes from fewer reps to more (8–12), found \(range)"
  }
  static func expectedPrescription(_ load: String) -> String {
    "expected the sets and reps after \(load) (for example \(load) 3×5 or \(load) 3×8–12)"
  }
  static let listInRoutine = "a routine writes its sets as sets × reps (3×10), one prescription a line"
  static func stepWithoutUnit(_ step: String) -> String {
    "expected a unit after \(step) (kg or lb): a step is the weight added once it is earned"
  }
  static func stepNotAWeight(_ found: String) -> String {
    "a step is a weight to add, such as +2.5kg or +5lb, found '\(found)'"
  }
  static func negativeStep(_ weight: String) -> String {
    "a step adds weight and cannot be negative: write +\(weight)"
  }
  static func stepInSession(_ step: String) -> String {
    "a step such as \(step) belongs in a routine: a session logs the weight lifted"
  }
  static let duplicateStep = "the prescription already has a step"
  static let expectedRestDuration = "expected a duration after rest (for example rest 2:00 or rest 90s)"
  static let duplicateRest = "the set already has a rest"
  /// `5x5 @ 100kg`: a weight where the RPE goes.
  static let weightAfterAt = "@ marks the RPE (1 to 10); a weight goes first, as in 100kg 5×5"

  // MARK: Names that do not show as written

  /// A warning: a control of the text's direction in a name (`what`: `this
  /// exercise name`, `this title`, `this routine name`).
  static func directionControl(_ code: String, in what: String) -> String {
    "\(what) holds \(code), a control of the text's direction: what follows it shows in another order than it is written (remove it)"
  }
  /// A warning: a character that shows as nothing in a name.
  static func invisibleCharacter(_ code: String, in what: String) -> String {
    "\(what) holds \(code), which shows as nothing: to the history it is another name than the one it looks like (remove it)"
  }

  /// `U+200B`: a scalar as Unicode spells it, four hex digits at least.
  static func code(_ s: Unicode.Scalar) -> String {
    let digits = String(s.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }

  static let numberTooLarge = "this number is too large"
  static let durationTooLong = "a time is at most 999999:59:59 (a million hours)"
}
