import UnitNotebook

/// What reading one chunk found, kept until an edit touches the chunk: its
/// diagnostics, and in numbers what the server asks of every chunk at once
/// (the names it uses, for completion; the day of a session and the
/// exercises it counts a set of, for last time). Anything else is read
/// from the chunk again when asked (`TextDocument.outline(ofChunk:)`): a
/// chunk is a session, read in microseconds, and its model is several
/// times its text.
final class ChunkReading: Sendable {
  enum Kind: Sendable {
    /// The preamble, or a heading that does not parse.
    case none
    case session
    case routine
  }

  /// An exercise, in the order written.
  struct Entry: Sendable {
    /// Its name's number in the server's `NameTable`.
    var name: Int32
    /// The 1-based lines of its first and last line, within the chunk.
    var first: Int32
    var last: Int32
    /// It has a set that counts (done, not a warm-up): the session is a
    /// last time of the exercise.
    var counts: Bool
  }

  private let problems: Problems?
  let kind: Kind
  /// A session's day and start (seconds since midnight, or -1), which
  /// order it in the history.
  let day: Int32
  let start: Int32
  /// The session's (or routine's) 1-based lines within the chunk: its
  /// heading to its last line with content.
  let first: Int32
  let last: Int32
  /// A session's title, or a routine's name (workspace symbols).
  let title: String?
  /// A session with exercises and no set done or failed yet: a plan, whose
  /// exercises show last time (code lenses).
  let isPlanned: Bool
  let exercises: [Entry]

  /// The diagnostics, kept apart: most chunks have none.
  private final class Problems: Sendable {
    let diagnostics: NotebookOutline.ChunkDiagnostics
    init(_ d: NotebookOutline.ChunkDiagnostics) { diagnostics = d }
  }

  var diagnostics: NotebookOutline.ChunkDiagnostics { problems?.diagnostics ?? .none }
  var hasDiagnostics: Bool { problems != nil }

  init(_ bytes: [UInt8], names: inout NameTable) {
    let (outline, diagnostics) = NotebookOutline.read(chunk: bytes)
    problems = diagnostics.isEmpty ? nil : Problems(diagnostics)
    func entry(_ name: String, _ lines: ClosedRange<Int>, counts: Bool) -> Entry {
      Entry(
        name: names.number(name), first: Int32(clamping: lines.lowerBound), last: Int32(clamping: lines.upperBound),
        counts: counts)
    }
    if let s = outline.sessions.first {
      kind = .session
      day = Int32(clamping: s.session.date.daysSinceEpoch)
      start = s.session.start.map { Int32($0.secondsSinceMidnight) } ?? -1
      (first, last) = (Int32(clamping: s.lines.lowerBound), Int32(clamping: s.lines.upperBound))
      title = s.session.title
      let sets = s.session.exercises.lazy.flatMap(\.sets)
      isPlanned = !s.exercises.isEmpty && sets.allSatisfy { $0.status == .planned }
      exercises = s.exercises.map {
        entry($0.exercise.name, $0.lines, counts: $0.exercise.sets.contains(where: \.counts))
      }
    } else if let r = outline.routines.first {
      kind = .routine
      (day, start) = (0, -1)
      (first, last) = (Int32(clamping: r.lines.lowerBound), Int32(clamping: r.lines.upperBound))
      title = r.routine.name
      isPlanned = false
      exercises = r.exercises.map { entry($0.exercise.name, $0.lines, counts: false) }
    } else {
      kind = .none
      (day, start, first, last) = (0, -1, 0, 0)
      title = nil
      isPlanned = false
      exercises = []
    }
  }

  /// A session's date.
  var date: LocalDate? {
    LocalDate.minimum.adding(days: Int(day) - LocalDate.minimum.daysSinceEpoch)
  }
}

/// Every exercise name the server has read, as written, by number (a
/// chunk keeps the names it uses as numbers), and each name's identity
/// (the name as the history matches names: `Bench press` and `bench
/// Press` are one exercise), by number too.
struct NameTable {
  private var numbers: [String: Int32] = [:]
  private(set) var names: [String] = []
  /// The number of each name's identity, by the name's number.
  private(set) var identities: [Int32] = []
  private var identityNumbers: [String: Int32] = [:]

  /// The names' aliases: none, in the editor.
  static let aliases = ExerciseAliases()

  var identityCount: Int { identityNumbers.count }

  mutating func number(_ name: String) -> Int32 {
    if let n = numbers[name] { return n }
    let n = Int32(names.count)
    numbers[name] = n
    names.append(name)
    let key = NameTable.identity(name)
    let i = identityNumbers[key] ?? Int32(identityNumbers.count)
    identityNumbers[key] = i
    identities.append(i)
    return n
  }

  /// The number of a name's identity, if any name read has it.
  func identityNumber(of name: String) -> Int32? { identityNumbers[NameTable.identity(name)] }

  /// A name as the history matches it.
  static func identity(_ name: String) -> String { ExerciseAliases.key(aliases.resolve(name)) }
}
