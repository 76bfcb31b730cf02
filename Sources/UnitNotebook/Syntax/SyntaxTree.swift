// The lossless syntax tree. Every node keeps the byte ranges of what it was
// parsed from, so the original spelling of each part (`60 kgs`, `x`, `done`)
// stays available; the values it carries are already decoded. Node names match
// the productions of Grammar/unit.ebnf.

/// A half-open range of byte offsets into the source.
struct ByteRange: Hashable {
  var start: Int
  var end: Int

  var isEmpty: Bool { start >= end }
  var count: Int { end - start }
}

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

/// heading-line = "#" date [ time [ dash time ] ] [ title ]
struct HeadingSyntax: Hashable {
  var date: LocalDate
  var dateRange: ByteRange
  var start: TimeSyntax?
  var end: TimeSyntax?
  var title: TextSyntax?
}

/// note-line = ">" text
struct NoteLineSyntax: Hashable {
  var text: TextSyntax
}

/// One amount of a set: reps, a duration, a distance, or a combination
/// (`5km 25:30`).
struct AmountSyntax: Hashable {
  var range: ByteRange
  var reps: Int?
  var seconds: DecimalValue?
  var distance: Distance?
}

/// load = weight | bodyweight
struct LoadSyntax: Hashable {
  var range: ByteRange
  var value: Load
}

/// set = [ kind ] [ load times ] amounts marks, and the two shorthands
/// (`80kg × 10, 10, 8` and `100kg 3×5`).
struct SetSyntax: Hashable {
  var range: ByteRange
  var kind: SetKind?
  var load: LoadSyntax?
  /// The `N` of the sets-times-reps shorthand `N×M`, when written.
  var setCount: Int?
  /// The first amount; a list shorthand keeps the rest in `moreAmounts`.
  var amount: AmountSyntax
  /// Indices into the chunk's `extraAmounts` for `× 10, 10, 8`.
  var moreAmounts: Range<Int>
  var status: SetStatus?
  var rpe: DecimalValue?
  var note: TextSyntax?

  /// How many sets this syntax stands for once the shorthands are expanded.
  var expandedCount: Int {
    if let n = setCount { return n }
    return 1 + moreAmounts.count
  }
}

/// exercise-line = [ superset-label ] name [ ":" ] [ set ]
struct ExerciseLineSyntax: Hashable {
  /// `A1`, normalised to upper case, when the line opens with a superset label.
  var label: String?
  var name: TextSyntax
  /// True when the name was closed by `:`.
  var hasColon: Bool
  var set: SetSyntax?
}

/// set-line = [ bullet ] set
struct SetLineSyntax: Hashable {
  var hasBullet: Bool
  var set: SetSyntax
}

/// What one physical line of the notebook is.
enum LineNode: Hashable {
  case blank
  /// A line holding only a comment.
  case comment
  case note(NoteLineSyntax)
  case heading(HeadingSyntax)
  case exercise(ExerciseLineSyntax)
  case set(SetLineSyntax)
  /// A line that could not be parsed; the diagnostics say why.
  case invalid
}

/// One physical line: where it is, its indentation, its trailing comment.
struct LineSyntax: Hashable {
  /// 1-based line number.
  var number: Int
  /// The line's bytes, without the line ending.
  var range: ByteRange
  /// Width of the leading spaces and tabs, in bytes.
  var indent: Int
  /// The `//` comment on the line, from the slashes to the end of the line.
  var comment: ByteRange?
  var node: LineNode
}

/// A run of lines: the preamble before the first heading, or one session from
/// its heading to the line before the next heading.
struct ChunkSyntax {
  var lines: [LineSyntax] = []
  /// Amounts after the first of a list shorthand, referenced by `SetSyntax.moreAmounts`.
  var extraAmounts: [AmountSyntax] = []

  mutating func removeAll() {
    lines.removeAll(keepingCapacity: true)
    extraAmounts.removeAll(keepingCapacity: true)
  }
}

/// notebook = preamble { session }: the whole file as lines, lossless.
struct NotebookSyntax {
  var preamble: ChunkSyntax
  var sessions: [ChunkSyntax]
}
