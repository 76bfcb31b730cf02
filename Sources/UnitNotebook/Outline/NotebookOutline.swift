/// A notebook as an editor sees it: each session and exercise with the lines
/// it spans, so an editor can show an outline, jump to an exercise, or tell
/// what the line under the cursor means.
public struct NotebookOutline: Sendable, Hashable {
  /// An exercise and where it is written.
  public struct ExerciseEntry: Sendable, Hashable {
    public var exercise: Exercise
    /// 1-based lines from its name to its last set or note.
    public var lines: ClosedRange<Int>
    /// The 1-based line of each set, parallel to `exercise.sets`.
    public var setLines: [Int]
    /// Where the name is written on its first line, as byte offsets into the
    /// text (escapes included, as written).
    public var nameBytes: Range<Int>
  }

  /// A session and where it is written.
  public struct SessionEntry: Sendable, Hashable {
    public var session: Session
    /// 1-based lines from its heading to its last line with content.
    public var lines: ClosedRange<Int>
    public var exercises: [ExerciseEntry]
    /// Where the title is written in the heading, as byte offsets into the
    /// text; nil for a heading without a title.
    public var titleBytes: Range<Int>?
  }

  /// An exercise of a routine and where it is written.
  public struct RoutineExerciseEntry: Sendable, Hashable {
    public var exercise: RoutineExercise
    /// 1-based lines from its first prescription (or name) to its last.
    public var lines: ClosedRange<Int>
    /// Where the name is written on its first line, as byte offsets.
    public var nameBytes: Range<Int>
  }

  /// A routine and where it is written.
  public struct RoutineEntry: Sendable, Hashable {
    public var routine: Routine
    /// 1-based lines from its heading to its last line with content.
    public var lines: ClosedRange<Int>
    public var exercises: [RoutineExerciseEntry]
    /// Where the name is written in the heading, as byte offsets into the text.
    public var nameBytes: Range<Int>?
  }

  public var sessions: [SessionEntry]
  /// The routines, in the order written.
  public var routines: [RoutineEntry]
  /// What `unit check` says about the text.
  public var diagnostics: [Diagnostic]

  /// Builds the outline of UTF-8 notebook text. Sessions whose heading does
  /// not parse are left out; everything else is there, errors or not.
  public init(utf8 bytes: [UInt8]) {
    var sink = DiagnosticSink()
    self.init(bytes, sink: &sink, routine: { _ in })
    diagnostics = sink.sorted
  }

  /// The outline, with what was found reported into `sink`; `routine`
  /// hears each routine whose heading parsed (`NotebookOutline+Chunks`).
  init(_ bytes: [UInt8], sink: inout DiagnosticSink, routine heard: (RoutineHeading) -> Void) {
    var sessions: [SessionEntry] = []
    var routines: [RoutineEntry] = []
    bytes.withUnsafeBufferPointer { b in
      _ = Pipeline.runRecords(b, sink: &sink, tracksLines: true) { chunk, record, texts, _ in
        guard !chunk.isPreamble, chunk.isValid else { return }
        if chunk.isRoutine {
          var routine = record.routine(texts: &texts)
          routine.sessionsBefore = sessions.count
          var entries: [RoutineExerciseEntry] = []
          for (e, exercise) in routine.exercises.enumerated() {
            let x = record.exercises[e]
            let lines = e < record.exerciseLines.count ? record.exerciseLines[e] : record.lines
            let name = x.name.isOwned ? 0..<0 : x.name.start..<x.name.end
            entries.append(RoutineExerciseEntry(exercise: exercise, lines: lines, nameBytes: name))
          }
          let name = record.title.flatMap { $0.isOwned ? nil : $0.start..<$0.end }
          routines.append(RoutineEntry(routine: routine, lines: record.lines, exercises: entries, nameBytes: name))
          if let title = record.title {
            heard(RoutineHeading(title, line: record.lines.lowerBound, in: b, record: record, texts: &texts))
          }
          return
        }
        let session = record.session(texts: &texts)
        var entries: [ExerciseEntry] = []
        for (e, exercise) in session.exercises.enumerated() {
          let x = record.exercises[e]
          let lines = e < record.exerciseLines.count ? record.exerciseLines[e] : record.lines
          let setLines = x.sets.map { $0 < record.setLines.count ? record.setLines[$0] : lines.lowerBound }
          let name = x.name.isOwned ? 0..<0 : x.name.start..<x.name.end
          entries.append(ExerciseEntry(exercise: exercise, lines: lines, setLines: setLines, nameBytes: name))
        }
        let title = record.title.flatMap { $0.isOwned ? nil : $0.start..<$0.end }
        sessions.append(SessionEntry(session: session, lines: record.lines, exercises: entries, titleBytes: title))
      }
    }
    self.sessions = sessions
    self.routines = routines
    self.diagnostics = []
  }

  /// The exercise written on a line, and the index of the set on it, if any.
  public func exercise(atLine line: Int) -> (exercise: ExerciseEntry, set: Int?)? {
    for s in sessions where s.lines.contains(line) {
      for x in s.exercises where x.lines.contains(line) {
        return (x, x.setLines.firstIndex(of: line))
      }
    }
    return nil
  }

  /// Every exercise name used, in order of first use (in the sessions,
  /// then in the routines).
  public var exerciseNames: [String] {
    var seen = Set<String>()
    var names: [String] = []
    for s in sessions {
      for x in s.exercises where seen.insert(x.exercise.name).inserted {
        names.append(x.exercise.name)
      }
    }
    for r in routines {
      for x in r.routine.exercises where seen.insert(x.name).inserted {
        names.append(x.name)
      }
    }
    return names
  }

  /// The routine whose lines hold `line`, if any.
  public func routine(atLine line: Int) -> RoutineEntry? {
    routines.first { $0.lines.contains(line) }
  }
}
