/// A routine: what a coach writes, a plan of exercises with their sets, rep
/// ranges, steps and rests, under a heading with a name instead of a date
/// (`# Routine Lower A`).
public struct Routine: Sendable, Hashable {
  /// Free text: `Lower A`, `5/3/1 Week 1`.
  public var name: String
  /// Note entries, one per `>` line after the heading.
  public var notes: [String]
  public var exercises: [RoutineExercise]
  /// Where the routine is written in its notebook: the number of the
  /// notebook's sessions written before it (0: before the first session).
  /// A value past the sessions, or below the routine before it, is read as
  /// the nearest place there is.
  public var sessionsBefore: Int
  /// The routine's sections (`## Week 1 Squat`), in order; none for a
  /// routine of one section. A routine with sections is a cycle.
  public var sections: [RoutineSection]

  public init(
    name: String, notes: [String] = [], exercises: [RoutineExercise] = [], sessionsBefore: Int = 0,
    sections: [RoutineSection] = []
  ) {
    self.name = name
    self.notes = notes
    self.exercises = exercises
    self.sessionsBefore = sessionsBefore
    self.sections = sections
  }
}

/// A section of a routine (`## Week 1 Squat`): a name, and where it opens,
/// as the number of the routine's exercises written before it. The
/// section's exercises run to the next section's place (or the end).
/// A value past the exercises, or below the section before it, is read as
/// the nearest place there is.
public struct RoutineSection: Sendable, Hashable {
  /// Free text: `Week 1 Squat`.
  public var name: String
  public var exercisesBefore: Int

  public init(name: String, exercisesBefore: Int = 0) {
    self.name = name
    self.exercisesBefore = exercisesBefore
  }
}

/// An exercise of a routine: a name, what to do (its prescriptions, in
/// order) and its notes. One without prescriptions is an exercise to do,
/// without numbers.
public struct RoutineExercise: Sendable, Hashable {
  public var name: String
  /// The superset label, such as `A1`, or nil.
  public var superset: String?
  public var notes: [String]
  public var prescriptions: [Prescription]
  /// The starting training max, its step and its rounding (`Squat TM
  /// 140kg +5kg round 1kg`), written on a line of its own before the
  /// prescriptions.
  public var trainingMax: TrainingMax?

  public init(
    name: String, superset: String? = nil, notes: [String] = [], prescriptions: [Prescription] = [],
    trainingMax: TrainingMax? = nil
  ) {
    self.name = name
    self.superset = superset
    self.notes = notes
    self.prescriptions = prescriptions
    self.trainingMax = trainingMax
  }
}

/// A training max (TM): the load a percentage is taken of (`TM 140kg`;
/// `TM BW+20kg` for bodyweight work, whose percentages are of the added
/// load). A routine's may move by a step after each cycle (`+5kg`) and
/// round its planned loads to another increment (`round 1kg`).
public struct TrainingMax: Sendable, Hashable {
  public var load: Load
  /// The weight the TM moves by when a cycle is earned; 0 or more. Routines only.
  public var step: Weight?
  /// The increment planned loads are rounded to, above 0 (2.5 kg or 5 lb
  /// when nil). Routines only.
  public var round: Weight?

  public init(load: Load, step: Weight? = nil, round: Weight? = nil) {
    self.load = load
    self.step = step
    self.round = round
  }
}

/// One line of a routine: `[kind] [LOAD] SETS×AMOUNT [+STEP] [rest DURATION]
/// [> note]`, for example `100kg 3×8–12 +2.5kg rest 2:00`.
///
/// At least one of `reps`, `seconds` and `distance` is present; `maxReps`
/// only with `reps`, and above it.
public struct Prescription: Sendable, Hashable {
  public var kind: SetKind
  /// The starting load, for when there is no history; nil for sets without
  /// one (`Plank 3×60s`, or a load to be found).
  public var load: Load?
  /// The load as a percentage of the training max in effect (`85%`: 85),
  /// 0 to 150, instead of `load`.
  public var percent: DecimalValue?
  /// How many sets, 1 to 1,000 (20 without a load).
  public var sets: Int
  /// The reps, or the bottom of a rep range.
  public var reps: Int?
  /// The top of a rep range (`8–12`: reps 8, maxReps 12); nil for a fixed
  /// number of reps.
  public var maxReps: Int?
  /// A time per set, in seconds.
  public var seconds: DecimalValue?
  public var distance: Distance?
  /// The weight added to the load once it is earned (`+2.5kg`); 0 or more.
  public var step: Weight?
  /// The prescription's note (one line), written after `>`.
  public var note: String?
  /// Its marks with a value: the RPE target, the rest after each set.
  public var marks: SetMarks
  /// The rest after each set, in seconds.
  public var rest: DecimalValue? {
    get { marks.rest }
    set { marks.rest = newValue }
  }
  /// The RPE target, 1 to 10 (`Deadlift 3 @8`): the load is planned from
  /// the exercise's recent strength.
  public var rpe: DecimalValue? {
    get { marks.rpe }
    set { marks.rpe = newValue }
  }
  /// `5+`: each set as many reps as possible, at least `reps`.
  public var amrap: Bool
  /// `85%+5lb`: a weight added to the percentage's load (with `percent` only).
  public var percentPlus: Weight?
  /// True for a group written after a comma on the line of the
  /// prescription before it (`4×3, 1×3+`): one line, judged as one. Such a
  /// group has no step, rest, note or progression of its own (the line's
  /// are on its first prescription), and an exercise's first prescription
  /// is never one.
  public var joined: Bool
  /// The rules the line writes beyond a plain step (stages, failures,
  /// steps by reps, a training max's moves), on its first prescription.
  public var progression: Progression?

  public init(
    kind: SetKind = .normal, load: Load? = nil, sets: Int = 1, reps: Int? = nil, maxReps: Int? = nil,
    seconds: DecimalValue? = nil, distance: Distance? = nil, step: Weight? = nil, rest: DecimalValue? = nil,
    note: String? = nil, percent: DecimalValue? = nil, rpe: DecimalValue? = nil, amrap: Bool = false
  ) {
    self.init(
      kind: kind, load: load, sets: sets, reps: reps, maxReps: maxReps, seconds: seconds, distance: distance,
      step: step, rest: rest, note: note, percent: percent, rpe: rpe, amrap: amrap, percentPlus: nil)
  }

  /// With a program's parts (docs/syntax.md, "Programs"): an overload beside
  /// the initializer of the stable surface, which keeps its form.
  public init(
    kind: SetKind = .normal, load: Load? = nil, sets: Int = 1, reps: Int? = nil, maxReps: Int? = nil,
    seconds: DecimalValue? = nil, distance: Distance? = nil, step: Weight? = nil, rest: DecimalValue? = nil,
    note: String? = nil, percent: DecimalValue? = nil, rpe: DecimalValue? = nil, amrap: Bool = false,
    percentPlus: Weight?, joined: Bool = false, progression: Progression? = nil
  ) {
    self.percentPlus = percentPlus
    self.joined = joined
    self.progression = progression
    self.amrap = amrap
    marks = SetMarks(rpe: rpe, rest: rest)
    self.kind = kind
    self.load = load
    self.percent = percent
    self.sets = sets
    self.reps = reps
    self.maxReps = maxReps
    self.seconds = seconds
    self.distance = distance
    self.step = step
    self.note = note
  }
}
