// The lossless syntax tree. Every node keeps the byte ranges of what it was
// parsed from, so the original spelling of each part (`60 kgs`, `x`, `done`)
// stays available; the values it carries are already decoded. Node names match
// the productions of Grammar/unit.ebnf.

/// A run of free text (a name, title or note), still escaped as written.
struct TextSyntax: Hashable {
  var range: ByteRange
  /// True when the text holds a backslash, so unescaping has work to do.
  var hasBackslash: Bool
}

/// `TIME` in a heading, as written (`7:15pm`) and as a value.
struct TimeSyntax: Hashable {
  var range: ByteRange
  var value: TimeOfDay
}

/// heading-line = "#" date [ time [ dash time ] ] [ title ], or a routine's
/// "#" routine-word name.
struct HeadingSyntax: Hashable {
  var date = LocalDate.minimum
  /// The date as written; for a routine, its `Routine` word.
  var dateRange = ByteRange(start: 0, end: 0)
  var start: TimeSyntax? = nil
  var end: TimeSyntax? = nil
  /// The session's title, or the routine's name.
  var title: TextSyntax? = nil
  /// A routine's heading (`# Routine Lower A`), not a session's.
  var isRoutine = false
}

/// note-line = ">" text
struct NoteLineSyntax: Hashable {
  var text: TextSyntax
}

/// One amount of a set: reps, a duration, a distance, or a combination
/// (`5km 25:30`).
struct AmountSyntax: Hashable {
  var range = ByteRange(start: 0, end: 0)
  var reps: Int? = nil
  /// The top of a rep range (`8–12`: reps 8, maxReps 12); routines only.
  var maxReps: Int? = nil
  var seconds: DecimalValue? = nil
  var distance: Distance? = nil
  /// `5+`: as many reps as possible, at least `reps`.
  var amrap = false
}

/// load = weight | bodyweight
struct LoadSyntax: Hashable {
  var range: ByteRange
  var value: Load
}

/// set = [ kind ] [ load times ] amounts marks, and the two shorthands
/// (`80kg × 10, 10, 8` and `100kg 3×5`).
struct SetSyntax: Hashable {
  var range = ByteRange(start: 0, end: 0)
  var kind: SetKind? = nil
  var load: LoadSyntax? = nil
  /// A routine's load as a percentage of the training max (`85%`), instead
  /// of `load`, and where it is written.
  var percent: DecimalValue? = nil
  var percentRange: ByteRange? = nil
  /// The `N` of the sets-times-reps shorthand `N×M`, when written.
  var setCount: Int? = nil
  /// The first amount; a list shorthand keeps the rest in `moreAmounts`.
  var amount = AmountSyntax()
  /// Indices into the amounts array given with the line, for `× 10, 10, 8`.
  var moreAmounts: Range<Int> = 0..<0
  var status: SetStatus? = nil
  /// The marks with a value (`@8`, `rest 2:00`).
  var marks = SetMarks()
  /// Where the status mark (`✓`, `done`, `✗`, …) and the RPE (`@8`) are
  /// written, for an editor's highlighting.
  var statusRange: ByteRange? = nil
  var rpeRange: ByteRange? = nil
  /// A routine's step (`+2.5kg`): the load added once earned.
  var step: Weight? = nil
  var note: TextSyntax? = nil
  /// `85%+5lb`: the weight added to the percentage.
  var percentPlus: Weight? = nil
  /// A routine line's other groups, stages and rules (`4×3, 1×3+ → 5×2,
  /// 1×2+  +10lb then 85% of 5RM`), when it writes any.
  var program: ProgramLineSyntax? = nil

  /// How many sets this syntax stands for once the shorthands are expanded.
  var expandedCount: Int {
    if let n = setCount { return n }
    return 1 + moreAmounts.count
  }
}

/// One group of a routine's line after the first (`, 1×3+`, `, 67% 1×5`):
/// its own kind, load and RPE target.
struct GroupSyntax: Hashable {
  var kind: SetKind? = nil
  var load: Load? = nil
  /// Where the load (or the percentage) and the RPE target are written.
  var loadRange: ByteRange? = nil
  var rpeRange: ByteRange? = nil
  var percent: DecimalValue? = nil
  var percentPlus: Weight? = nil
  var setCount = 1
  var amount = AmountSyntax()
  /// The RPE target (`@8`).
  var marks = SetMarks()
}

/// program-line = groups [ stages ] rules: what a routine's line writes
/// beyond one prescription (Grammar/unit.ebnf).
struct ProgramLineSyntax: Hashable {
  /// The groups after the first, each joined to the line.
  var groups: [GroupSyntax] = []
  /// The stages and rules, as the model holds them.
  var progression = Progression()
  /// True when the line writes a rule (stages, steps by reps, a failure,
  /// `TM`, …): the progression is the line's.
  var hasRules = false
}

/// bodyweight-line = bodyweight-word weight (`Bodyweight 82.4kg`)
struct BodyweightLineSyntax: Hashable {
  /// The word (or two) that open the line.
  var word = ByteRange(start: 0, end: 0)
  /// The weight as written (`82.4kg`), and its value.
  var range = ByteRange(start: 0, end: 0)
  var value = Weight(.zero, .kg)
}

/// training-max = "TM" load [ step ] [ "round" weight ], after an exercise's name.
struct TrainingMaxSyntax: Hashable {
  /// The `TM` word, and the whole from it to the line's end.
  var word: ByteRange
  var range: ByteRange
  var load: LoadSyntax
  var step: Weight? = nil
  var round: Weight? = nil

  var value: TrainingMax { TrainingMax(load: load.value, step: step, round: round) }
}

/// exercise-line = [ superset-label ] name [ ":" ] [ set ]
struct ExerciseLineSyntax: Hashable {
  /// The letters and digits of a superset label (`A1` of `A1.`), when the
  /// line opens with one.
  var label: ByteRange?
  var name: TextSyntax
  /// True when the name was closed by `:`.
  var hasColon: Bool
  /// True when a set follows the name on the line (short form); the set is in
  /// the line's `set`.
  var hasSet: Bool
  /// The training max written after the name (`Squat TM 140kg`), instead of a set.
  var trainingMax: TrainingMaxSyntax? = nil
}

/// declaration-line = name ":" muscle-groups, in the muscles section
/// (`Zercher Squat: quadriceps, glutes; secondary: adductors`). The groups
/// are read again from their bytes when the line is lowered
/// (`MuscleList.read`), so that no line carries an array.
struct DeclarationSyntax: Hashable {
  var name = TextSyntax(range: ByteRange(start: 0, end: 0), hasBackslash: false)
  /// From the first group (after the colon) to the line's end.
  var groups = ByteRange(start: 0, end: 0)
}

/// What one physical line of the notebook is.
enum LineKind: Hashable {
  case blank
  /// A line holding only a comment.
  case comment
  /// note-line: see `LineSyntax.note`.
  case note
  /// heading-line: see `LineSyntax.heading`.
  case heading
  /// exercise-line: see `LineSyntax.exercise` (and `set` for the short form).
  case exercise
  /// set-line = [ bullet ] set: see `LineSyntax.set`.
  case set
  /// bodyweight-line: see `LineSyntax.bodyweight`.
  case bodyweight
  /// section-line = "##" { "#" } name, in a routine: see `LineSyntax.section`.
  case section
  /// muscles-line = "#" { "#" } muscles-word: the muscles section's heading.
  case muscles
  /// declaration-line, under the muscles heading: see `LineSyntax.declaration`.
  case declaration
  /// A line that could not be parsed; the diagnostics say why.
  case invalid
}

/// One physical line: where it is, its indentation, its trailing comment, and
/// the syntax of its content. The node fields hold meaning only for the line's
/// `kind`; they are plain data, so one record can be refilled line after line
/// without allocating.
struct LineSyntax: Hashable {
  /// 1-based line number.
  var number = 0
  /// The line's bytes, without the line ending.
  var range = ByteRange(start: 0, end: 0)
  /// Width of the leading spaces and tabs, in bytes.
  var indent = 0
  /// The `//` comment on the line, from the slashes to the end of the line.
  var comment: ByteRange? = nil
  var kind = LineKind.invalid
  /// A list bullet (`- `, `* `, `+ `) opened the line.
  var hasBullet = false
  /// The scanner's `Line.mayHide`: the line's names are looked at for
  /// characters that do not show as written.
  var mayHide = false
  var heading = HeadingSyntax()
  var note = NoteLineSyntax(text: TextSyntax(range: ByteRange(start: 0, end: 0), hasBackslash: false))
  var exercise = ExerciseLineSyntax(
    label: nil, name: TextSyntax(range: ByteRange(start: 0, end: 0), hasBackslash: false), hasColon: false,
    hasSet: false)
  var set = SetSyntax()
  var bodyweight = BodyweightLineSyntax()
  /// A section line's name (`Week 1 Squat` of `## Week 1 Squat`).
  var section = TextSyntax(range: ByteRange(start: 0, end: 0), hasBackslash: false)
  /// A declaration of what an exercise trains.
  var declaration = DeclarationSyntax()

  /// Whether the line holds a set: a set line, or an exercise's line with one.
  var holdsSet: Bool { kind == .set || (kind == .exercise && exercise.hasSet) }
}

/// A run of lines: the preamble before the first heading, or one session from
/// its heading to the line before the next heading.
struct ChunkSyntax {
  var lines: [LineSyntax] = []
  /// Amounts after the first of a list shorthand, referenced by `SetSyntax.moreAmounts`.
  var extraAmounts: [AmountSyntax] = []

  mutating func removeAll() {
    lines.reuse()
    extraAmounts.reuse()
  }
}

/// notebook = preamble { session }: the whole file as lines, lossless.
struct NotebookSyntax {
  var preamble: ChunkSyntax
  var sessions: [ChunkSyntax]
}
