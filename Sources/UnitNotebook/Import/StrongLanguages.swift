/// What a column of a Strong export holds, whatever the language of its name.
enum StrongColumn: CaseIterable, Hashable {
  case workoutNumber, date, title, duration, durationSeconds, exercise, order
  case weight, weightUnit, reps, rpe, distance, distanceUnit, seconds, notes, workoutNotes
}

/// What a Set Order value that is not a number means.
enum StrongOrderWord: CaseIterable, Hashable {
  case warmup, drop, failure, rest, note

  /// How a message names it.
  var meaning: String {
    switch self {
    case .warmup: return "warm-up"
    case .drop: return "drop set"
    case .failure: return "failure"
    case .rest: return "rest timer row"
    case .note: return "note row"
    }
  }
}

/// Strong writes its CSV header, and some values, in the app's language
/// (docs/import.md, "Strong in other languages"). This is every word known
/// for each language, in one place: adding a language is one entry of
/// `all`. A word no export has shown is nil, and the importer refuses the
/// value rather than guess it.
struct StrongLanguage: Sendable {
  /// The language, as a message names it: `French`.
  let name: String
  /// The columns that every language's header has a name for.
  let date: String, title: String, duration: String, exercise: String, order: String
  let weight: String, reps: String, distance: String, seconds: String
  let notes: String, workoutNotes: String, rpe: String
  /// Set Order values: the rest-timer row, the set letters, the note row
  /// (static, so a row is matched against them without reference counting).
  let rest: StaticString?, warmup: StaticString?, drop: StaticString?, failure: StaticString?, note: StaticString?
  /// True when the warm-up letter's meaning is inferred, not seen.
  var warmupInferred = false
  /// Columns of other layouts, known only in this language (1B, 1C).
  var more: [StrongColumn: [String]] = [:]
  /// Columns that carry their unit in parentheses, by the start of their
  /// name (1C's `Weight (kg)`, `Distance (meters)`).
  var withUnit: [StrongColumn: [String]] = [:]

  static let all: [StrongLanguage] = [
    StrongLanguage(
      name: "English", date: "Date", title: "Workout Name", duration: "Duration", exercise: "Exercise Name",
      order: "Set Order", weight: "Weight", reps: "Reps", distance: "Distance", seconds: "Seconds", notes: "Notes",
      workoutNotes: "Workout Notes", rpe: "RPE", rest: "Rest Timer", warmup: "W", drop: "D", failure: "F",
      note: "Note",
      more: [
        .workoutNumber: ["Workout #"], .duration: ["Workout Duration"],
        .durationSeconds: ["Duration (sec)", "Duration (seconds)"], .weightUnit: ["Weight Unit"],
        .distanceUnit: ["Distance Unit"],
      ],
      withUnit: [.weight: ["Weight (", "Weight("], .distance: ["Distance (", "Distance("]]),
    StrongLanguage(
      name: "French", date: "Date", title: "Nom de l'entraînement", duration: "Durée", exercise: "Nom de l'exercice",
      order: "Ordre de la série", weight: "Poids", reps: "Réps", distance: "Distance", seconds: "Secondes",
      notes: "Notes", workoutNotes: "Notes d'entraînement", rpe: "RPE", rest: "Minuteur de repos", warmup: "É",
      drop: nil, failure: nil, note: nil),
    StrongLanguage(
      name: "German", date: "Datum", title: "Workout-Name", duration: "Dauer", exercise: "Name der Übung",
      order: "Reihenfolge festlegen", weight: "Gewicht", reps: "Wiederh.", distance: "Entfernung",
      seconds: "Sekunden", notes: "Notizen", workoutNotes: "Workout-Notizen", rpe: "RPE", rest: "Ruhezeit",
      warmup: "W", drop: "D", failure: nil, note: nil),
    StrongLanguage(
      name: "Portuguese", date: "Data", title: "Nome do treino", duration: "Duração", exercise: "Nome do exercício",
      order: "Ordem da série", weight: "Peso", reps: "Reps", distance: "Distância", seconds: "Segundos",
      notes: "Notas", workoutNotes: "Notas do treino", rpe: "RPE", rest: nil, warmup: "A", drop: "D", failure: "F",
      note: nil, warmupInferred: true),
  ]

  /// The names this language gives a column (the first is the 1A layout's).
  func names(_ column: StrongColumn) -> [String] {
    var base: [String]
    switch column {
    case .date: base = [date]
    case .title: base = [title]
    case .duration: base = [duration]
    case .exercise: base = [exercise]
    case .order: base = [order]
    case .weight: base = [weight]
    case .reps: base = [reps]
    case .distance: base = [distance]
    case .seconds: base = [seconds]
    case .notes: base = [notes]
    case .workoutNotes: base = [workoutNotes]
    case .rpe: base = [rpe]
    case .workoutNumber, .durationSeconds, .weightUnit, .distanceUnit: base = []
    }
    return base + (more[column] ?? [])
  }

  /// The Set Order word for `w`, when known.
  func word(_ w: StrongOrderWord) -> StaticString? {
    switch w {
    case .warmup: return warmup
    case .drop: return drop
    case .failure: return failure
    case .rest: return rest
    case .note: return note
    }
  }

  /// Every column name of every language, lowercased → the languages (by
  /// index in `all`) that use it: one lookup a header cell, however long the
  /// header.
  static let speakers: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (i, l) in all.enumerated() {
      for c in StrongColumn.allCases {
        for n in l.names(c) where !(table[n.lowercased()]?.contains(i) ?? false) {
          table[n.lowercased(), default: []].append(i)
        }
      }
    }
    return table
  }()

  /// True when a header (its cells lowercased and trimmed) is a Strong
  /// export's: a date, an exercise name and a set order, each in some
  /// language (a header that mixes languages is the importer's to refuse,
  /// at its column).
  static func opensHeader(_ cells: Set<String>) -> Bool {
    [StrongColumn.date, .exercise, .order].allSatisfy { c in
      all.contains { $0.names(c).contains { cells.contains($0.lowercased()) } }
    }
  }

  /// The languages that write `value` for `w`, as a message lists them:
  /// `English, German and Portuguese`.
  static func languages(writing value: String, for w: StrongOrderWord) -> String? {
    let names = all.filter { $0.word(w).map { $0.description.lowercased() == value.lowercased() } ?? false }.map(\.name)
    guard let last = names.last else { return nil }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
