/// The rows of the muscles section (docs/csv.md): no date and no routine,
/// the exercise's name and its groups in primary_muscles and
/// secondary_muscles, one row a declaration, in order.
extension CSVNotebookReader {
  static let muscleCells: [CSVColumn] = [.primaryMuscles, .secondaryMuscles]

  /// A declaration's row.
  mutating func readDeclarationRow() {
    let own: [CSVColumn] = [.exercise] + CSVNotebookReader.muscleCells
    for column in CSVColumn.allCases where !own.contains(column) && !isEmpty(column) {
      report(
        .csvMisplacedCell,
        "expected an empty cell: a row without a date or a routine that names an exercise declares what it trains "
          + "(in exercise, primary_muscles and secondary_muscles)", column: column)
      return
    }
    let errorsBefore = sink.errorCount
    if isEmpty(.exercise) {
      report(.csvMissingValue, "expected the name of the exercise whose muscles the row declares", column: .exercise)
    }
    let name = text(.exercise, role: .name)
    let primary = groups(.primaryMuscles)
    let secondary = groups(.secondaryMuscles)
    if primary?.isEmpty == true {
      report(
        .csvMissingValue, "expected one muscle group or more (for example quadriceps, glutes)", column: .primaryMuscles)
    }
    guard sink.errorCount == errorsBefore, let name, let primary, let secondary else { return }
    let d = MuscleDeclaration(exercise: name, primary: primary, secondary: secondary)
    for (key, problem) in Validation.problems(in: d) {
      report(.csvInvalidValue, problem, column: key.hasPrefix("primary") ? .primaryMuscles : .secondaryMuscles)
    }
    guard sink.errorCount == errorsBefore else { return }
    notebook.muscles.append(d)
  }

  /// A session's or a routine's row leaves the muscle cells empty.
  mutating func noMuscleCells() -> Bool {
    for c in CSVNotebookReader.muscleCells where !isEmpty(c) {
      report(
        .csvMisplacedCell,
        "expected an empty cell: muscle groups go on a declaration's row (no date, no routine; the exercise named)",
        column: c)
      return false
    }
    return true
  }

  /// Groups parted by commas (`quadriceps, glutes`), read as the notebook
  /// reads them; an empty cell is none. Nil when one names no group.
  mutating func groups(_ c: CSVColumn) -> [MuscleGroup]? {
    guard !isEmpty(c) else { return [] }
    guard isUTF8(c) else { return nil }
    var value = csv.string(fields[c.rawValue])
    if value.utf8.first == FormulaGuard.mark { value.removeFirst() }
    var found: [MuscleGroup] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      var text = String(item)
      guard let group = text.withUTF8({ MuscleList.group($0, 0, $0.count) }) else {
        let word = text.withUTF8 { MuscleList.folded($0, 0, $0.count) }
        let message =
          word.isEmpty
          ? "expected a muscle group between the commas"
          : Message.unknownMuscleGroup(Excerpt.cut(word), nearest: MuscleList.nearest(to: word)).text
        report(.csvWrongType, message, column: c)
        return nil
      }
      found.append(group)
    }
    return found
  }
}
