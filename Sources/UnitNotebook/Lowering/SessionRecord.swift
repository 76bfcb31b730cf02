/// A piece of free text (a name, title, label or note): either still in the
/// source bytes, as written (escapes not yet removed), or a `String` held by
/// the record. Plain data, so records copy without reference counting.
struct TextRef: Hashable {
  /// Source: byte offsets. Owned: `start` is the index in `SessionRecord.strings`.
  var start: Int
  var end: Int
  var flags: UInt8

  static let owned: UInt8 = 1
  static let hasBackslash: UInt8 = 2
  /// The text is a superset label written in any case: print it upper-cased.
  static let label: UInt8 = 4

  static func source(_ t: TextSyntax) -> TextRef {
    TextRef(start: t.range.start, end: t.range.end, flags: t.hasBackslash ? hasBackslash : 0)
  }

  var isOwned: Bool { flags & TextRef.owned != 0 }
}

/// One set, as plain data.
struct SetRecord: Hashable {
  var kind: SetKind = .normal
  var load: Load? = nil
  var reps: Int? = nil
  var seconds: DecimalValue? = nil
  var distance: Distance? = nil
  var status: SetStatus = .planned
  var note: TextRef? = nil
  var marks = SetMarks()
  /// `5+`: reps as many as possible, at least `reps`.
  var amrap = false
}

/// One prescription of a routine, as plain data.
struct PrescriptionRecord: Hashable {
  var kind: SetKind = .normal
  var load: Load? = nil
  /// `85%` of the training max, instead of `load`.
  var percent: DecimalValue? = nil
  var sets = 1
  var reps: Int? = nil
  var maxReps: Int? = nil
  var seconds: DecimalValue? = nil
  var distance: Distance? = nil
  var step: Weight? = nil
  var note: TextRef? = nil
  /// The RPE target (`@8`) and the rest after each set.
  var marks = SetMarks()
  /// `5+`: reps as many as possible, at least `reps`.
  var amrap = false
  /// `85%+5lb`: the weight added to the percentage.
  var percentPlus: Weight? = nil
  /// A group after a comma on the line of the prescription before it.
  var joined = false
  /// The line's rules, on its first prescription.
  var progression: Progression? = nil
}

/// One exercise: its name, label, and where its sets and notes are.
struct ExerciseRecord: Hashable {
  var name: TextRef
  var label: TextRef?
  /// Indices into `SessionRecord.sets`, or for a routine's exercise into
  /// `SessionRecord.prescriptions`.
  var sets: Range<Int>
  /// Indices into `SessionRecord.exerciseNotes`.
  var notes: Range<Int>
  /// The training max written on the exercise's line (`Squat TM 140kg`).
  var trainingMax: TrainingMax? = nil
}

/// A section of a routine (`## Week 1 Squat`): its name, and the number of
/// the routine's exercises written before it.
struct SectionRecord: Hashable, Sendable {
  var name: TextRef
  var exercisesBefore: Int
}

/// A declaration of the muscles section (`Zercher Squat: quadriceps,
/// glutes; secondary: adductors`). Its arrays are made once a line; the
/// section is a few lines at the top of a notebook.
struct DeclarationRecord: Hashable, Sendable {
  var name: TextRef
  var primary: [MuscleGroup]
  var secondary: [MuscleGroup]
}

/// A session (or, for the preamble, the notebook notes and the muscles
/// section's declarations; or a routine) as
/// flat arrays that are reused from one session to the next: the form the
/// lowering builds and the printer reads. Building it allocates nothing once
/// the arrays have grown, and reading it costs no reference counting; the
/// public `Session` is made from it only when someone asks for the model.
struct SessionRecord: Sendable {
  /// A routine's record: `title` is its name, its exercises' sets are in
  /// `prescriptions`, and the date and times mean nothing.
  var isRoutine = false
  var date = LocalDate.minimum
  var start: TimeOfDay? = nil
  var end: TimeOfDay? = nil
  var title: TextRef? = nil
  /// Session notes, or the notebook notes for the preamble.
  var notes: [TextRef] = []
  /// The session's body weight (`Bodyweight 82.4kg`), and its line (0 when
  /// made from the model).
  var bodyweight: Weight? = nil
  var bodyweightLine = 0
  var exercises: [ExerciseRecord] = []
  var sets: [SetRecord] = []
  var prescriptions: [PrescriptionRecord] = []
  var exerciseNotes: [TextRef] = []
  /// A routine's sections, in order.
  var sections: [SectionRecord] = []
  /// The preamble's muscles section, in order (none: no section).
  var declarations: [DeclarationRecord] = []
  /// Texts that are not in the source (records made from the model).
  var strings: [String] = []
  /// Kept only when the lowering tracks lines (for editors): the 1-based line
  /// of each set (parallel to `sets`), each exercise's first and last line
  /// (parallel to `exercises`), and the session's first and last line.
  var setLines: [Int] = []
  var exerciseLines: [ClosedRange<Int>] = []
  var lines: ClosedRange<Int> = 1...1

  /// A copy whose arrays are new and hold just their elements: one to hand
  /// to another thread, while the lowering keeps reusing its own arrays
  /// (a copy sharing them would make it allocate anew at the next chunk,
  /// as large as they had grown).
  func compacted() -> SessionRecord {
    var copy = self
    copy.notes = SessionRecord.exact(notes)
    copy.exercises = SessionRecord.exact(exercises)
    copy.sets = SessionRecord.exact(sets)
    copy.prescriptions = SessionRecord.exact(prescriptions)
    copy.exerciseNotes = SessionRecord.exact(exerciseNotes)
    copy.sections = SessionRecord.exact(sections)
    copy.declarations = SessionRecord.exact(declarations)
    copy.strings = SessionRecord.exact(strings)
    copy.setLines = SessionRecord.exact(setLines)
    copy.exerciseLines = SessionRecord.exact(exerciseLines)
    return copy
  }

  private static func exact<T>(_ a: [T]) -> [T] {
    a.isEmpty ? [] : a.withUnsafeBufferPointer { Array($0) }
  }

  mutating func removeAll() {
    isRoutine = false
    date = LocalDate.minimum
    start = nil
    end = nil
    title = nil
    bodyweight = nil
    bodyweightLine = 0
    notes.reuse()
    exercises.reuse()
    sets.reuse()
    prescriptions.reuse()
    exerciseNotes.reuse()
    sections.reuse()
    declarations.reuse()
    strings.reuse()
    setLines.reuse()
    exerciseLines.reuse()
    lines = 1...1
  }
}

/// Reads the texts of records: from the source bytes (unescaping on the way)
/// or from a record's own strings.
struct TextReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Room to unescape source text into.
  private var scratch: [UInt8] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// A reader for records filled from the model, whose texts are all the
  /// record's own strings: there are no source bytes.
  static var forModel: TextReader { TextReader(UnsafeBufferPointer(start: nil, count: 0)) }

  /// Calls `body` with the text's decoded UTF-8 bytes.
  mutating func withBytes<R>(
    _ t: TextRef, in record: SessionRecord, _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    if t.isOwned {
      var s = record.strings[t.start]
      return s.withUTF8 { body($0) }
    }
    if t.flags & (TextRef.hasBackslash | TextRef.label) == 0 {
      return body(UnsafeBufferPointer(rebasing: bytes[t.start..<t.end]))
    }
    scratch.reuse()
    if t.flags & TextRef.label != 0 {
      for i in t.start..<t.end {
        let c = bytes[i]
        scratch.append(Lexicon.isLetter(c) ? c & ~0x20 : c)
      }
    } else {
      TextReader.unescape(bytes, t.start, t.end, into: &scratch)
    }
    return scratch.withUnsafeBufferPointer { body($0) }
  }

  /// The text as a `String`.
  mutating func string(_ t: TextRef, in record: SessionRecord) -> String {
    if t.isOwned { return record.strings[t.start] }
    return withBytes(t, in: record) { String(decoding: $0, as: UTF8.self) }
  }

  /// Do two texts of a record read the same?
  mutating func equal(_ a: TextRef, _ b: TextRef, in record: SessionRecord) -> Bool {
    if !a.isOwned, !b.isOwned, a.flags == b.flags, a.flags & (TextRef.hasBackslash | TextRef.label) == 0 {
      let n = a.end - a.start
      guard n == b.end - b.start else { return false }
      var i = 0
      while i < n {
        if bytes[a.start + i] != bytes[b.start + i] { return false }
        i += 1
      }
      return true
    }
    let first = withBytes(a, in: record) { Array($0) }
    return withBytes(b, in: record) { $0.elementsEqual(first) }
  }

  /// Removes the escaping backslashes of source text.
  static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into out: inout [UInt8]) {
    var i = start
    while i < end {
      let c = bytes[i]
      if c == 0x5C {
        let n = Lexicon.escapableLength(bytes, at: i + 1, end: end)
        if n > 0 {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<(i + 1 + n)]))
          i += 1 + n
          continue
        }
      }
      out.append(c)
      i += 1
    }
  }
}
