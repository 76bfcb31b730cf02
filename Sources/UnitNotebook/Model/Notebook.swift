/// One set: `LOAD × AMOUNT MARKS`, for example `100kg × 5 ✓ @8 > paused`.
///
/// At least one of `reps`, `seconds` and `distance` is present.
public struct WorkoutSet: Sendable, Hashable {
  public var kind: SetKind
  public var load: Load?
  /// Repetitions, 0 or more.
  public var reps: Int?
  /// Time under the set, in seconds (fractions allowed).
  public var seconds: DecimalValue?
  public var distance: Distance?
  public var status: SetStatus
  /// The set's note (one line), written after `>`.
  public var note: String?
  /// Its marks with a value: the RPE, the rest.
  public var marks: SetMarks
  /// Rate of perceived exertion, 1 to 10.
  public var rpe: DecimalValue? {
    get { marks.rpe }
    set { marks.rpe = newValue }
  }
  /// The rest taken after the set, in seconds (`rest 2:00`; fractions
  /// allowed), as a rest timer records it.
  public var rest: DecimalValue? {
    get { marks.rest }
    set { marks.rest = newValue }
  }
  /// `5+`: as many reps as possible, at least `reps` (a planned set's; a
  /// done set written so counts as `reps`, with a warning).
  public var amrap: Bool

  public init(
    kind: SetKind = .normal, load: Load? = nil, reps: Int? = nil, seconds: DecimalValue? = nil,
    distance: Distance? = nil, rpe: DecimalValue? = nil, status: SetStatus = .planned,
    note: String? = nil, rest: DecimalValue? = nil, amrap: Bool = false
  ) {
    self.amrap = amrap
    self.kind = kind
    self.load = load
    self.reps = reps
    self.seconds = seconds
    self.distance = distance
    self.status = status
    self.note = note
    marks = SetMarks(rpe: rpe, rest: rest)
  }

  /// A set with its valued marks given as one value.
  public init(
    kind: SetKind = .normal, load: Load? = nil, reps: Int? = nil, seconds: DecimalValue? = nil,
    distance: Distance? = nil, status: SetStatus = .planned, note: String? = nil, marks: SetMarks,
    amrap: Bool = false
  ) {
    self.init(
      kind: kind, load: load, reps: reps, seconds: seconds, distance: distance, status: status, note: note,
      amrap: amrap)
    self.marks = marks
  }
}

/// An exercise of a session: a name, its sets in order, and its notes.
public struct Exercise: Sendable, Hashable {
  /// Free text: `Bench Press (Barbell)`, `45° Back Extension`.
  public var name: String
  /// The superset label, such as `A1` (group `A`, first exercise of it), or nil.
  public var superset: String?
  /// Note entries, one per `>` line.
  public var notes: [String]
  public var sets: [WorkoutSet]
  /// The training max written on the exercise's line (`Squat TM 140kg`):
  /// from this session's date on, the load percentages are taken of. In a
  /// session it has no step and no rounding.
  public var trainingMax: TrainingMax?

  public init(
    name: String, superset: String? = nil, notes: [String] = [], sets: [WorkoutSet] = [],
    trainingMax: TrainingMax? = nil
  ) {
    self.name = name
    self.superset = superset
    self.notes = notes
    self.sets = sets
    self.trainingMax = trainingMax
  }
}

/// One training session: a `#` heading and what follows it.
public struct Session: Sendable, Hashable {
  public var date: LocalDate
  public var start: TimeOfDay?
  /// The end time; only present with a start. May be earlier than the start
  /// when the session ran past midnight.
  public var end: TimeOfDay?
  public var title: String?
  public var notes: [String]
  /// The lifter's body weight, weighed that day (`Bodyweight 82.4kg`): more
  /// than 0, at most 400 kg. A session of only that line is a weigh-in.
  public var bodyweight: Weight?
  public var exercises: [Exercise]

  public init(
    date: LocalDate, start: TimeOfDay? = nil, end: TimeOfDay? = nil, title: String? = nil,
    notes: [String] = [], bodyweight: Weight? = nil, exercises: [Exercise] = []
  ) {
    self.date = date
    self.start = start
    self.end = end
    self.title = title
    self.notes = notes
    self.bodyweight = bodyweight
    self.exercises = exercises
  }
}

/// A whole training notebook: notes about it, its sessions in the order
/// written, and its routines.
///
/// Sessions and routines are kept in two lists, so that code that reads or
/// builds `sessions` needs to know nothing of routines. Where a routine is
/// written among the sessions is its `sessionsBefore`; routines keep the
/// order of `routines` (see `docs/ARCHITECTURE.md`).
public struct Notebook: Sendable, Hashable {
  public var notes: [String]
  public var sessions: [Session]
  /// The routines (`# Routine NAME`), in the order written.
  public var routines: [Routine]
  /// What the notebook says exercises train: its `# Muscles` section,
  /// written after the notebook's notes and before the first session or
  /// routine, one declaration a line, in the order written.
  public var muscles: [MuscleDeclaration]

  public init(notes: [String] = [], sessions: [Session] = [], routines: [Routine] = []) {
    self.init(notes: notes, sessions: sessions, routines: routines, muscles: [])
  }

  /// A notebook with its muscles section.
  public init(notes: [String] = [], sessions: [Session] = [], routines: [Routine] = [], muscles: [MuscleDeclaration]) {
    self.notes = notes
    self.sessions = sessions
    self.routines = routines
    self.muscles = muscles
  }
}
