/// The columns of a Strong export, found once from its header: its
/// language (`StrongLanguage`), where each column is, and the units the
/// header (or the options) give.
struct StrongColumns {
  var number = -1, date = -1, title = -1, exercise = -1, order = -1
  var weight = -1, weightUnit = -1, reps = -1, rpe = -1
  var distance = -1, distanceUnit = -1, seconds = -1
  var notes = -1, workoutNotes = -1
  var duration = -1, durationSeconds = -1
  /// The unit of every weight, when the header or the options give it.
  var fixedUnit: WeightUnit?
  var fixedDistanceUnit: DistanceUnit?
  /// True when the distance unit is a guess from the weight unit (1A).
  var distanceUnitGuessed = false
  /// The header's language, in `StrongLanguage.all`. Only its Set Order
  /// words are kept here, so the columns hold no reference and cost nothing
  /// to copy on every row.
  private let languageIndex: Int
  let warmup: StaticString?, rest: StaticString?, drop: StaticString?, failure: StaticString?, note: StaticString?
  let warmupInferred: Bool

  /// The header's language, for messages.
  var language: StrongLanguage { StrongLanguage.all[languageIndex] }

  init(_ table: inout CSVTable, options: ImportOptions, builder: inout ImportBuilder) throws(ReadError) {
    let (index, decided) = try StrongColumns.language(of: table)
    languageIndex = index
    let l = StrongLanguage.all[index]
    (warmup, rest, drop, failure, note) = (l.warmup, l.rest, l.drop, l.failure, l.note)
    warmupInferred = l.warmupInferred
    number = table.column(l.names(.workoutNumber))
    date = table.column(l.names(.date))
    title = table.column(l.names(.title))
    exercise = table.column(l.names(.exercise))
    order = table.column(l.names(.order))
    weightUnit = table.column(l.names(.weightUnit))
    reps = table.column(l.names(.reps))
    rpe = table.column(l.names(.rpe))
    distanceUnit = table.column(l.names(.distanceUnit))
    seconds = table.column(l.names(.seconds))
    notes = table.column(l.names(.notes))
    workoutNotes = table.column(l.names(.workoutNotes))
    duration = table.column(l.names(.duration))
    durationSeconds = table.column(l.names(.durationSeconds))
    for (name, col) in [(StrongColumn.date, date), (.exercise, exercise), (.order, order)] where col < 0 {
      let others = StrongLanguage.all.filter { $0.name != l.name }.map { $0.names(name)[0] }
      throw ReadError(
        .importMissingColumn,
        row: 1, column: 1,
        decided
          ? "this Strong export in \(l.name) has no \(l.names(name)[0]) column"
          : "this Strong export has no \(l.names(name)[0]) column (nor \(others.joined(separator: ", ")))")
    }
    try findWeight(&table)
    try findDistance(&table)
    if fixedUnit == nil && weightUnit < 0 {
      guard let u = options.unit else {
        let layout = l.name == "English" ? "the iPhone layout" : "in \(l.name)"
        throw ReadError(
          .weightUnitNeeded,
          row: 1, column: max(weight, 0) + 1,
          "this Strong export (\(layout)) does not say whether its weights are kg or lb: give the unit (unit import --unit kg or --unit lb)"
        )
      }
      fixedUnit = u
      if distanceUnit < 0 && fixedDistanceUnit == nil {
        fixedDistanceUnit = u.appDistanceUnit
        distanceUnitGuessed = true
      }
    } else if let u = options.unit {
      builder.warn(
        .importUnitNotUsed,
        row: 1, column: max(weight, weightUnit) + 1,
        "this export says its weight unit itself; the unit given for the import (\(u.rawValue)) is not used")
    }
  }

  /// The weight column: the language's `Weight`, a `Weight (kg)` (the unit
  /// in the header), or a column named for its unit (`kg`, `lb`: 2016).
  private mutating func findWeight(_ table: inout CSVTable) throws(ReadError) {
    let language = self.language
    weight = table.column(language.names(.weight))
    guard weight < 0 else { return }
    for prefix in language.withUnit[.weight] ?? [] {
      guard let (i, name) = table.column(prefix: prefix) else { continue }
      weight = i
      guard let u = ImportUnits.inParentheses(name).flatMap(ImportUnits.weight) else {
        throw ReadError(
          .importBadHeader, row: 1, column: i + 1, "expected the unit in \(table.name(i)) to be kg or lbs")
      }
      fixedUnit = u
      return
    }
    if let i = table.header.indices.first(where: { !table.isRead($0) && ImportUnits.weight(table.header[$0]) != nil }) {
      weight = i
      fixedUnit = ImportUnits.weight(table.header[i])
      table.markRead(i)
    }
  }

  /// The distance column, found as the weight's is (`Distance (meters)`, `km`).
  private mutating func findDistance(_ table: inout CSVTable) throws(ReadError) {
    let language = self.language
    distance = table.column(language.names(.distance))
    guard distance < 0 else { return }
    for prefix in language.withUnit[.distance] ?? [] {
      guard let (i, name) = table.column(prefix: prefix) else { continue }
      distance = i
      guard let u = ImportUnits.inParentheses(name).flatMap(ImportUnits.distance) else {
        throw ReadError(
          .importBadHeader, row: 1, column: i + 1, "expected the unit in \(table.name(i)) to be meters, km or miles")
      }
      fixedDistanceUnit = u
      return
    }
    if let i = table.header.indices.first(where: { !table.isRead($0) && ImportUnits.distance(table.header[$0]) != nil })
    {
      distance = i
      fixedDistanceUnit = ImportUnits.distance(table.header[i])
      table.markRead(i)
    }
  }

  /// The language of a header: the one every column name it knows belongs
  /// to (English when none tells). `decided` is false when no column told.
  /// Names of two languages are an error at the first column that does not
  /// fit the ones before it.
  static func language(of table: CSVTable) throws(ReadError) -> (index: Int, decided: Bool) {
    let all = StrongLanguage.all
    var candidates = Array(all.indices)
    var decidedBy = -1
    for (i, name) in table.header.enumerated() {
      guard let speaking = StrongLanguage.speakers[name.lowercased()] else { continue }
      let both = candidates.filter(speaking.contains)
      if both.isEmpty {
        throw ReadError(
          .importBadHeader,
          row: 1, column: i + 1,
          "this header mixes languages: \(quoted(table, i)) is a \(list(speaking)) column name, but \(quoted(table, decidedBy)) is \(list(candidates)): expected the header of one export, in one language"
        )
      }
      if both.count < candidates.count { decidedBy = i }
      candidates = both
    }
    return (candidates.first ?? 0, decidedBy >= 0)
  }

  private static func quoted(_ table: CSVTable, _ i: Int) -> String {
    "'\(table.name(i))' (column \(i + 1))"
  }

  /// `French`, `English or French`.
  private static func list(_ languages: [Int]) -> String {
    let names = languages.map { StrongLanguage.all[$0].name }
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
  }
}
