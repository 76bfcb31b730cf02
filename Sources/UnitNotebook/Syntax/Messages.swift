/// The codes of the parser's and the lowering's messages (`syntax.` and
/// `notebook.`), each the one its message below makes: docs/diagnostics.md
/// says what each means and what to do about it.
extension Diagnostic.Code {
  public static let invalidUTF8 = Self(rawValue: "syntax.invalid-utf8")
  public static let loneCarriageReturn = Self(rawValue: "syntax.lone-carriage-return")
  public static let controlCharacter = Self(rawValue: "syntax.control-character")
  public static let expectedDate = Self(rawValue: "syntax.expected-date")
  public static let expectedRoutineName = Self(rawValue: "syntax.expected-routine-name")
  public static let duplicateRoutine = Self(rawValue: "notebook.duplicate-routine")
  public static let notADate = Self(rawValue: "syntax.not-a-date")
  public static let notATime = Self(rawValue: "syntax.not-a-time")
  public static let expectedEndTime = Self(rawValue: "syntax.expected-end-time")
  public static let amPmHour = Self(rawValue: "syntax.am-pm-hour")
  public static let expectedName = Self(rawValue: "syntax.expected-name")
  public static let expectedNameAfterLabel = Self(rawValue: "syntax.expected-name-after-label")
  public static let expectedWeightBeforeTimes = Self(rawValue: "syntax.expected-weight-before-times")
  public static let expectedSetBefore = Self(rawValue: "syntax.expected-set-before")
  public static let strayWord = Self(rawValue: "syntax.stray-word")
  public static let setWithoutExercise = Self(rawValue: "notebook.set-without-exercise")
  public static let exerciseBeforeSession = Self(rawValue: "notebook.exercise-before-session")
  public static let expectedUnit = Self(rawValue: "syntax.expected-unit")
  public static let expectedTimesAfterLoad = Self(rawValue: "syntax.expected-times-after-load")
  public static let expectedWeightAfterBW = Self(rawValue: "syntax.expected-weight-after-bw")
  public static let expectedAmount = Self(rawValue: "syntax.expected-amount")
  public static let repsWhole = Self(rawValue: "syntax.reps-whole")
  public static let setCountWhole = Self(rawValue: "syntax.set-count-whole")
  public static let bareShorthandLooksLikeWeight = Self(rawValue: "syntax.bare-shorthand-looks-like-weight")
  public static let setCountZero = Self(rawValue: "syntax.set-count-zero")
  public static let tooManySets = Self(rawValue: "syntax.too-many-sets")
  public static let unknownUnit = Self(rawValue: "syntax.unknown-unit")
  public static let weightInAmount = Self(rawValue: "syntax.weight-in-amount")
  public static let tooManyDigits = Self(rawValue: "syntax.too-many-digits")
  public static let rpeRange = Self(rawValue: "syntax.rpe-range")
  public static let expectedRPE = Self(rawValue: "syntax.expected-rpe")
  public static let duplicateStatus = Self(rawValue: "syntax.duplicate-status")
  public static let duplicateRPE = Self(rawValue: "syntax.duplicate-rpe")
  public static let duplicateKind = Self(rawValue: "syntax.duplicate-kind")
  public static let durationField = Self(rawValue: "syntax.duration-field")
  public static let duplicateReps = Self(rawValue: "syntax.duplicate-reps")
  public static let duplicateTime = Self(rawValue: "syntax.duplicate-time")
  public static let duplicateDistance = Self(rawValue: "syntax.duplicate-distance")
  public static let shorthandTakesOneAmount = Self(rawValue: "syntax.shorthand-takes-one-amount")
  public static let unexpectedAfterSet = Self(rawValue: "syntax.unexpected-after-set")
  public static let wordAfterSet = Self(rawValue: "syntax.word-after-set")
  public static let secondTimes = Self(rawValue: "syntax.second-times")
  public static let secondTimesInRoutine = Self(rawValue: "syntax.second-times-in-routine")
  public static let bodyweightNotAWeight = Self(rawValue: "syntax.bodyweight-not-a-weight")
  public static let unexpectedAfterBodyweight = Self(rawValue: "syntax.unexpected-after-bodyweight")
  public static let bodyweightOutsideSession = Self(rawValue: "notebook.bodyweight-outside-session")
  public static let sectionOutsideRoutine = Self(rawValue: "notebook.section-outside-routine")
  public static let secondBodyweight = Self(rawValue: "notebook.second-bodyweight")
  public static let bodyweightOutOfRange = Self(rawValue: "syntax.bodyweight-out-of-range")
  public static let doneAMRAP = Self(rawValue: "syntax.done-amrap")
  public static let percentOutsideRoutine = Self(rawValue: "syntax.percent-outside-routine")
  public static let percentTooHigh = Self(rawValue: "syntax.percent-too-high")
  public static let expectedTrainingMax = Self(rawValue: "syntax.expected-training-max")
  public static let tmStepNotWeight = Self(rawValue: "syntax.tm-step-not-weight")
  public static let roundNotWeight = Self(rawValue: "syntax.round-not-weight")
  public static let unexpectedAfterTrainingMax = Self(rawValue: "syntax.unexpected-after-training-max")
  public static let trainingMaxOutOfRange = Self(rawValue: "syntax.training-max-out-of-range")
  public static let tmStepInSession = Self(rawValue: "syntax.tm-step-in-session")
  public static let logMarkInRoutine = Self(rawValue: "syntax.log-mark-in-routine")
  public static let repRangeInSession = Self(rawValue: "syntax.rep-range-in-session")
  public static let repRangeBackwards = Self(rawValue: "syntax.rep-range-backwards")
  public static let expectedPrescription = Self(rawValue: "syntax.expected-prescription")
  public static let listInRoutine = Self(rawValue: "syntax.list-in-routine")
  public static let stepWithoutUnit = Self(rawValue: "syntax.step-without-unit")
  public static let stepNotAWeight = Self(rawValue: "syntax.step-not-a-weight")
  public static let negativeStep = Self(rawValue: "syntax.negative-step")
  public static let stepInSession = Self(rawValue: "syntax.step-in-session")
  public static let duplicateStep = Self(rawValue: "syntax.duplicate-step")
  public static let expectedRestDuration = Self(rawValue: "syntax.expected-rest-duration")
  public static let duplicateRest = Self(rawValue: "syntax.duplicate-rest")
  public static let weightAfterAt = Self(rawValue: "syntax.weight-after-at")
  public static let atShorthand = Self(rawValue: "syntax.at-shorthand")
  public static let unreadPrescription = Self(rawValue: "syntax.unread-prescription")
  public static let directionControl = Self(rawValue: "notebook.direction-control")
  public static let invisibleCharacter = Self(rawValue: "notebook.invisible-character")
  public static let numberTooLarge = Self(rawValue: "syntax.number-too-large")
  public static let durationTooLong = Self(rawValue: "syntax.duration-too-long")
  public static let unexpectedAfterMuscles = Self(rawValue: "syntax.unexpected-after-muscles")
  public static let expectedDeclarationColon = Self(rawValue: "syntax.expected-declaration-colon")
  public static let expectedMuscleGroup = Self(rawValue: "syntax.expected-muscle-group")
  public static let unknownMuscleGroup = Self(rawValue: "syntax.unknown-muscle-group")
  public static let duplicateMuscleGroup = Self(rawValue: "syntax.duplicate-muscle-group")
  public static let secondaryWithoutPrimary = Self(rawValue: "syntax.secondary-without-primary")
  public static let expectedSecondary = Self(rawValue: "syntax.expected-secondary")
  public static let duplicateSecondary = Self(rawValue: "syntax.duplicate-secondary")
  public static let misplacedMuscles = Self(rawValue: "notebook.misplaced-muscles")
  public static let secondMusclesSection = Self(rawValue: "notebook.second-muscles-section")
  public static let noteInMuscles = Self(rawValue: "notebook.note-in-muscles")
  public static let emptyMusclesSection = Self(rawValue: "notebook.empty-muscles-section")
  public static let duplicateDeclaration = Self(rawValue: "notebook.duplicate-declaration")
  public static let expectedRule = Self(rawValue: "syntax.expected-rule")
  public static let duplicateRule = Self(rawValue: "syntax.duplicate-rule")
  public static let stageWithLoad = Self(rawValue: "syntax.stage-with-load")
}

/// Every message the notebook parser can say, in one place, in a lifter's words.
///
/// Messages say what was expected and, where it helps, what was found.
extension Message {
  static let invalidUTF8 = CodedMessage(.invalidUTF8, "this line is not valid UTF-8 text (save the notebook as UTF-8)")
  static let loneCarriageReturn = CodedMessage(.loneCarriageReturn, "a carriage return must be followed by a line feed")
  static func controlCharacter(_ byte: UInt8) -> CodedMessage {
    CodedMessage(.controlCharacter, "control character \(hex(byte)) is not allowed in a notebook")
  }

  static let expectedDate = CodedMessage(
    .expectedDate, "expected a date (YYYY-MM-DD) after #, or Routine and the routine's name")
  static func expectedRoutineName(_ word: String) -> CodedMessage {
    CodedMessage(.expectedRoutineName, "expected the routine's name after \(word) (for example # Routine Lower A)")
  }
  /// A warning: `unit next` plans from a routine found by its name.
  static func duplicateRoutine(_ name: String, firstLine: Int) -> CodedMessage {
    CodedMessage(
      .duplicateRoutine,
      "a routine named '\(name)' is already written at line \(firstLine): give each routine a name of its own"
    )
  }
  static func notADate(_ text: String) -> CodedMessage { CodedMessage(.notADate, "\(text) is not a date") }
  static func notATime(_ text: String) -> CodedMessage { CodedMessage(.notATime, "\(text) is not a time") }
  static let expectedEndTime = CodedMessage(.expectedEndTime, "expected an end time after the dash (07:15–08:20)")
  static let amPmHour = CodedMessage(.amPmHour, "with am or pm the hour is between 1 and 12")

  static let expectedName = CodedMessage(.expectedName, "expected an exercise name")
  static func expectedNameAfterLabel(_ label: String) -> CodedMessage {
    CodedMessage(.expectedNameAfterLabel, "expected an exercise name after the superset label \(label)")
  }
  static let expectedWeightBeforeTimes = CodedMessage(
    .expectedWeightBeforeTimes, "expected a weight before × (for example 100kg × 5, or BW × 8)")
  static func expectedSetBefore(_ mark: String) -> CodedMessage {
    CodedMessage(
      .expectedSetBefore,
      "expected a set before \(mark) (for example 100kg × 5 \(mark == "@" ? "@8" : mark))"
    )
  }
  static func strayWord(_ word: String, load: String, name: String, meant: String) -> CodedMessage {
    CodedMessage(
      .strayWord,
      "'\(word)' after \(load) makes '\(name)' this exercise's name: if \(load) belongs to the set, write \(meant)"
    )
  }
  static let setWithoutExercise = CodedMessage(
    .setWithoutExercise, "this set has no exercise: write the exercise name on a line above it")
  static let exerciseBeforeSession = CodedMessage(
    .exerciseBeforeSession, "this exercise has no session: start one with a heading such as # 2026-11-29")

  static func expectedUnit(_ number: String) -> CodedMessage {
    CodedMessage(.expectedUnit, "expected a unit after \(number) (\(WeightUnit.listed))")
  }
  static func expectedTimesAfterLoad(_ load: String) -> CodedMessage {
    CodedMessage(.expectedTimesAfterLoad, "expected × and the reps after \(load) (for example \(load) × 5)")
  }
  static func expectedWeightAfterBW(_ sign: String) -> CodedMessage {
    CodedMessage(.expectedWeightAfterBW, "expected a weight after BW\(sign) (for example BW\(sign)20kg)")
  }
  static func expectedAmount(found: String) -> CodedMessage {
    CodedMessage(
      .expectedAmount,
      found.isEmpty
        ? "expected reps, a time or a distance"
        : "expected reps, a time or a distance, found '\(found)'"
    )
  }
  static func repsWhole(_ number: String) -> CodedMessage {
    CodedMessage(.repsWhole, "reps must be a whole number, found \(number)")
  }
  static func setCountWhole(_ number: String) -> CodedMessage {
    CodedMessage(.setCountWhole, "the number of sets must be a whole number, found \(number)")
  }
  static func bareShorthandLooksLikeWeight(_ n: String) -> CodedMessage {
    CodedMessage(
      .bareShorthandLooksLikeWeight,
      "expected a unit after \(n) (\(WeightUnit.listed)): \(n)×… without a unit would mean \(n) sets"
    )
  }
  static let setCountZero = CodedMessage(.setCountZero, "the number of sets must be at least 1")
  static func tooManySets(_ limit: Int) -> CodedMessage {
    CodedMessage(.tooManySets, "a shorthand can stand for at most \(limit) sets")
  }
  /// The units, listed from their table; with the one `unit` is nearest to.
  static func unknownUnit(_ unit: String) -> CodedMessage {
    func printed(_ units: [Lexicon.UnitWord]) -> String {
      units.map { $0.spellings.printed.description }.joined(separator: ", ")
    }
    let all = Lexicon.UnitWord.all
    let list =
      "weights: \(printed(WeightUnit.allCases.map(Lexicon.UnitWord.weight))); distances: \(printed(DistanceUnit.allCases.map(Lexicon.UnitWord.distance))); times: \(printed(Lexicon.DurationUnit.allCases.map(Lexicon.UnitWord.duration)))"
    let near = Lexicon.nearestSpelling(to: unit, among: all.map(\.spellings)).flatMap { s in
      all.first { $0.spellings.all.contains { String(decoding: $0, as: UTF8.self) == s } }
    }
    return CodedMessage(
      .unknownUnit, "unknown unit '\(unit)' (\(list))" + (near.map { ": did you mean \($0.spellings.printed)?" } ?? ""))
  }
  static let weightInAmount = CodedMessage(.weightInAmount, "a weight goes before × (100kg × 5), not after it")
  static let tooManyDigits = CodedMessage(.tooManyDigits, "a number has at most 15 digits")
  static func rpeRange(_ number: String) -> CodedMessage {
    CodedMessage(.rpeRange, "RPE is between 1 and 10, found \(number)")
  }
  static let expectedRPE = CodedMessage(.expectedRPE, "expected a number after @ (the RPE, 1 to 10)")
  static let duplicateStatus = CodedMessage(.duplicateStatus, "the set is already marked done or failed")
  static let duplicateRPE = CodedMessage(.duplicateRPE, "the set already has an RPE")
  /// What is expected after a valued mark's spelling.
  static func expectedValue(of m: ValuedMark) -> CodedMessage {
    switch m {
    case .rpe: expectedRPE
    case .rest: expectedRestDuration
    }
  }
  /// A valued mark written twice on one set.
  static func duplicate(_ m: ValuedMark) -> CodedMessage {
    switch m {
    case .rpe: duplicateRPE
    case .rest: duplicateRest
    }
  }
  /// A value out of a mark's range (`@11`).
  static func outOfRange(_ m: ValuedMark, _ found: String) -> CodedMessage {
    switch m {
    case .rpe: rpeRange(found)
    case .rest: expectedRestDuration
    }
  }
  static let duplicateKind = CodedMessage(.duplicateKind, "the set already has a kind (warmup, drop or failure)")
  static func durationField(_ text: String) -> CodedMessage {
    CodedMessage(.durationField, "minutes and seconds must be below 60 in \(text)")
  }
  static let duplicateReps = CodedMessage(
    .duplicateReps, "a set has one rep count: separate sets with commas (10, 10, 8)")
  static let duplicateTime = CodedMessage(.duplicateTime, "a set has one time")
  static let duplicateDistance = CodedMessage(.duplicateDistance, "a set has one distance")
  static let shorthandTakesOneAmount = CodedMessage(.shorthandTakesOneAmount, "sets × reps (3×5) takes a single amount")
  static func unexpectedAfterSet(_ found: String, inRoutine: Bool = false) -> CodedMessage {
    CodedMessage(
      .unexpectedAfterSet,
      inRoutine
        ? "expected +STEP, rest or > note after the prescription, found '\(found)'"
        : "expected ✓, ✗, @RPE, rest or > note after the set, found '\(found)'"
    )
  }
  /// A word after a set that is not a mark: a mark or kind mistyped (`don`:
  /// did you mean done?), or most often a note without its `>`.
  static func wordAfterSet(_ found: String, rest: String, inRoutine: Bool = false) -> CodedMessage {
    let marks = Lexicon.SetMark.all.filter { mark in
      if case .status = mark { return !inRoutine }
      return true
    }
    if let near = Lexicon.nearestSpelling(to: found, among: marks.map(\.spellings)) {
      return CodedMessage(
        .wordAfterSet, unexpectedAfterSet(found, inRoutine: inRoutine).text + ": did you mean \(near)?")
    }
    return CodedMessage(
      .wordAfterSet, unexpectedAfterSet(found, inRoutine: inRoutine).text + " (a note starts with >, as in > \(rest))")
  }
  /// `100kg × 5 × 3`: a second `×` after a complete set.
  static let secondTimes = CodedMessage(
    .secondTimes, "a set has one ×: for several sets write 100kg 3×5, or list the reps (100kg × 5, 5, 5)")
  static let secondTimesInRoutine = CodedMessage(
    .secondTimesInRoutine, "a prescription has one ×: write the sets and reps as 100kg 3×5")

  // MARK: Body weight

  static func bodyweightNotAWeight(_ found: String) -> CodedMessage {
    CodedMessage(
      .bodyweightNotAWeight,
      "expected a body weight with its unit after Bodyweight (for example Bodyweight 82.4kg), found \(found)"
    )
  }
  static func unexpectedAfterBodyweight(_ found: String) -> CodedMessage {
    CodedMessage(.unexpectedAfterBodyweight, "expected the end of the line after the body weight, found \(found)")
  }
  static let bodyweightOutsideSession = CodedMessage(
    .bodyweightOutsideSession, "a body weight is weighed on a day: write it in a dated session, such as # 2026-11-29")
  static let sectionOutsideRoutine = CodedMessage(
    .sectionOutsideRoutine,
    "a section (## NAME) belongs in a routine: write it under a routine's heading, such as # Routine 531")
  /// A body weight of 0 or less, or above the limit (`Validation`'s words).
  static func bodyweightOutOfRange(_ problem: String) -> CodedMessage { CodedMessage(.bodyweightOutOfRange, problem) }
  static let secondBodyweight = CodedMessage(
    .secondBodyweight, "a session records one body weight, and it is already weighed above")

  // MARK: AMRAP sets

  /// A warning: a set done but still written `5+`.
  static func doneAMRAP(_ reps: String) -> CodedMessage {
    CodedMessage(
      .doneAMRAP, "this set is done but still reads \(reps)+: write the reps done (it counts as \(reps) until then)")
  }

  // MARK: Percentages

  static func percentOutsideRoutine(_ found: String) -> CodedMessage {
    CodedMessage(
      .percentOutsideRoutine,
      "a percentage such as \(found) is of a training max and belongs in a routine: a session logs the weight lifted"
    )
  }
  static func percentTooHigh(_ found: String) -> CodedMessage {
    CodedMessage(.percentTooHigh, "a percentage of the training max is at most 150%, found \(found)")
  }

  // MARK: Training maxes

  static let expectedTrainingMax = CodedMessage(
    .expectedTrainingMax, "expected the training max after TM (for example Squat TM 140kg)")
  static func tmStepNotWeight(_ found: String) -> CodedMessage {
    CodedMessage(
      .tmStepNotWeight,
      "a training max's step is a weight with its unit, in \(WeightUnit.listed) (for example +5kg), found \(found)"
    )
  }
  static func roundNotWeight(_ found: String) -> CodedMessage {
    CodedMessage(.roundNotWeight, "expected a weight with its unit after round (for example round 1kg), found \(found)")
  }
  static func unexpectedAfterTrainingMax(_ found: String, inRoutine: Bool) -> CodedMessage {
    CodedMessage(
      .unexpectedAfterTrainingMax,
      inRoutine
        ? "expected +STEP, round or the end of the line after the training max, found \(found)"
        : "expected the end of the line after the training max (the sets go below it), found \(found)"
    )
  }
  /// A training max, step or rounding out of range (`Validation`'s words).
  static func trainingMaxOutOfRange(_ problem: String) -> CodedMessage { CodedMessage(.trainingMaxOutOfRange, problem) }
  static let tmStepInSession = CodedMessage(
    .tmStepInSession, "a training max's step and rounding belong in a routine: a session writes the TM in effect")

  // MARK: Routines and rests

  /// ✓, ✗ or an RPE in a routine.
  static func logMarkInRoutine(_ mark: String) -> CodedMessage {
    CodedMessage(
      .logMarkInRoutine, "a routine is a plan: log the sets in a dated session, where \(mark) says how a set went")
  }
  static func repRangeInSession(_ range: String) -> CodedMessage {
    CodedMessage(
      .repRangeInSession,
      "a rep range such as \(range) belongs in a routine: a log holds the reps done (if \(range) is part of the name, end the name with a colon)"
    )
  }
  static func repRangeBackwards(_ range: String) -> CodedMessage {
    CodedMessage(.repRangeBackwards, "a rep range goes from fewer reps to more (8–12), found \(range)")
  }
  static func expectedPrescription(_ load: String) -> CodedMessage {
    CodedMessage(
      .expectedPrescription, "expected the sets and reps after \(load) (for example \(load) 3×5 or \(load) 3×8–12)")
  }
  /// A load followed by a word, in a routine: a prescription that does
  /// not read, or a name that holds a load and lacks its colon.
  static func expectedPrescription(_ load: String, found: String) -> CodedMessage {
    CodedMessage(
      .expectedPrescription,
      "expected the sets and reps after \(load), found '\(found)' (if \(load) is part of the exercise's name, end the name with a colon, as in Plate \(load) Pinch: 3×30s)"
    )
  }
  static let listInRoutine = CodedMessage(
    .listInRoutine, "a routine writes its sets as sets × reps (3×10), one prescription a line")
  static func stepWithoutUnit(_ step: String) -> CodedMessage {
    CodedMessage(
      .stepWithoutUnit,
      "expected a unit after \(step) (\(WeightUnit.listed)): a step is the weight added once it is earned")
  }
  static func stepNotAWeight(_ found: String) -> CodedMessage {
    CodedMessage(.stepNotAWeight, "a step is a weight to add, such as +2.5kg or +5lb, found '\(found)'")
  }
  static func negativeStep(_ weight: String) -> CodedMessage {
    CodedMessage(.negativeStep, "a step adds weight and cannot be negative: write +\(weight)")
  }
  static func stepInSession(_ step: String) -> CodedMessage {
    CodedMessage(.stepInSession, "a step such as \(step) belongs in a routine: a session logs the weight lifted")
  }
  static let duplicateStep = CodedMessage(.duplicateStep, "the prescription already has a step")
  static let expectedRestDuration = CodedMessage(
    .expectedRestDuration, "expected a duration after rest (for example rest 2:00 or rest 90s)")
  static let duplicateRest = CodedMessage(.duplicateRest, "the set already has a rest")
  /// `5x5 @ 100kg`: a weight where the RPE goes.
  static let weightAfterAt = CodedMessage(
    .weightAfterAt, "@ marks the RPE (1 to 10); a weight goes first, as in 100kg 5×5")

  /// `3x5@165`, `5@255lb`: reps at a weight as phone notations write them
  /// (`rpe`: how the set is written when `@` meant its RPE).
  static func atShorthand(_ written: String, as sets: [String], unitWritten: Bool, rpe: String?) -> CodedMessage {
    let ways = sets.joined(separator: " or ")
    let why = unitWritten ? "" : ", and a weight always carries its unit"
    let other = rpe.map { "; an RPE is written apart: \($0)" } ?? ""
    return CodedMessage(
      .atShorthand,
      "expected the weight first, then the reps: write \(written) as \(ways) (@ marks the RPE\(why)\(other))")
  }

  /// `3×5+1`, `85%+5lb`, `60% of Squat`: a prescription in a form the
  /// notebook does not read (`written`: the word; `example`: for a percentage
  /// plus a load the percentage alone, else the exercise's name before it).
  static func unreadPrescription(_ form: Words.UnreadForm, _ written: String, example: String) -> CodedMessage {
    switch form {
    case .repsPlus:
      return CodedMessage(
        .unreadPrescription,
        "expected the sets and reps (3×5, as many as possible 3×5+, or a range 3×8–12): \(written) is not a form Unit reads; write each set as it is done"
      )
    case .percentPlus:
      return CodedMessage(
        .unreadPrescription,
        "a percentage less a load (\(written)) is not a form Unit reads: write the percentage alone (\(example)), a load added to it (\(example)+5lb) or the load lifted (130kg)"
      )
    case .percentOf:
      return CodedMessage(
        .unreadPrescription,
        "a percentage is of the exercise's own training max: \(written) of another exercise is not a form Unit reads; give \(example) a TM line of its own (\(example) TM 100kg)"
      )
    }
  }

  // MARK: Names that do not show as written

  /// A warning: a control of the text's direction in a name (`what`: `this
  /// exercise name`, `this title`, `this routine name`).
  static func directionControl(_ code: String, in what: String) -> CodedMessage {
    CodedMessage(
      .directionControl,
      "\(what) holds \(code), a control of the text's direction: what follows it shows in another order than it is written (remove it)"
    )
  }
  /// A warning: a character that shows as nothing in a name.
  static func invisibleCharacter(_ code: String, in what: String) -> CodedMessage {
    CodedMessage(
      .invisibleCharacter,
      "\(what) holds \(code), which shows as nothing: to the history it is another name than the one it looks like (remove it)"
    )
  }

  /// `U+200B`: a scalar as Unicode spells it, four hex digits at least.
  static func code(_ s: Unicode.Scalar) -> String {
    let digits = String(s.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }

  // MARK: A program's rules (docs/syntax.md, "Programs")

  /// A rule's word without what it takes: `after` without a count, `then`
  /// without a step or a test, `test` without `1RM`.
  static func expectedRule(_ what: String, after word: String, example: String) -> CodedMessage {
    CodedMessage(.expectedRule, "expected \(what) after \(word) (for example \(example))")
  }
  /// A rule the line already writes (two failure rules, two `then`, `TM` twice).
  static func duplicateRule(_ what: String) -> CodedMessage {
    CodedMessage(.duplicateRule, "the line already has \(what): write each rule once")
  }
  static let stageWithLoad = CodedMessage(
    .stageWithLoad, "a stage keeps the line's load: write only its sets and reps (for example → 6×2, 1×2+)")
  static let numberTooLarge = CodedMessage(.numberTooLarge, "this number is too large")
  static let durationTooLong = CodedMessage(.durationTooLong, "a time is at most 999999:59:59 (a million hours)")
}

/// The messages of a notebook's `# Muscles` section (docs/syntax.md, "Muscles").
extension Message {
  static func unexpectedAfterMuscles(_ found: String) -> CodedMessage {
    CodedMessage(
      .unexpectedAfterMuscles,
      "expected the end of the line after # Muscles, found '\(found)' (the section has no name; a comment starts with //)"
    )
  }
  static let expectedDeclarationColon = CodedMessage(
    .expectedDeclarationColon,
    "expected the exercise's name, a colon and a space, then the muscle groups it trains "
      + "(for example Zercher Squat: quadriceps, glutes; secondary: adductors)")
  static func expectedMuscleGroup(after what: String) -> CodedMessage {
    CodedMessage(.expectedMuscleGroup, "expected a muscle group after \(what) (for example quadriceps)")
  }
  static func unknownMuscleGroup(_ found: String, nearest: String?) -> CodedMessage {
    let groups = MuscleGroup.allCases.map(\.name).joined(separator: ", ")
    let suggestion = nearest.map { ": did you mean \($0)?" } ?? ""
    return CodedMessage(.unknownMuscleGroup, "unknown muscle group '\(found)' (the groups: \(groups))\(suggestion)")
  }
  static func duplicateMuscleGroup(_ group: String) -> CodedMessage {
    CodedMessage(
      .duplicateMuscleGroup, "\(group) is already listed for this exercise: list a group once, primary or secondary")
  }
  static let secondaryWithoutPrimary = CodedMessage(
    .secondaryWithoutPrimary,
    "expected a primary muscle group before secondary (for example Hip Thrust: glutes; secondary: hamstrings)")
  static let expectedSecondary = CodedMessage(
    .expectedSecondary,
    "expected secondary: after ; (for example Hip Thrust: glutes; secondary: hamstrings), or a comma between groups")
  static let duplicateSecondary = CodedMessage(
    .duplicateSecondary, "the secondary groups are already begun: list them all after one secondary:")
  static let misplacedMuscles = CodedMessage(
    .misplacedMuscles,
    "the muscles section goes at the top of the notebook, after its notes and before the first session or routine: "
      + "move it there")
  static func secondMusclesSection(firstLine: Int) -> CodedMessage {
    CodedMessage(
      .secondMusclesSection,
      "the muscles section is already written at line \(firstLine): a notebook has one, so write these declarations there"
    )
  }
  static let noteInMuscles = CodedMessage(
    .noteInMuscles,
    "a muscles section holds declarations only: write the notebook's notes above # Muscles, or a comment after //")
  static let emptyMusclesSection = CodedMessage(
    .emptyMusclesSection,
    "expected the declarations under # Muscles, one a line (for example Zercher Squat: quadriceps, glutes)")
  /// A warning: the later declaration counts.
  static func duplicateDeclaration(_ name: String, firstLine: Int) -> CodedMessage {
    CodedMessage(
      .duplicateDeclaration,
      "the muscles of '\(name)' are already declared at line \(firstLine): this declaration counts instead (keep one)")
  }

  /// The same, declared earlier in another notebook read with this one.
  static func duplicateDeclaration(_ name: String, earlierIn file: String, line: Int?) -> CodedMessage {
    let place = line.map { "\(file):\($0)" } ?? file
    return CodedMessage(
      .duplicateDeclaration,
      "the muscles of '\(name)' are already declared at \(place): this declaration counts instead, the later notebook's (keep one)"
    )
  }
}
