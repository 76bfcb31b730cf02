import UnitNotebook

/// `unit last [--before DATE] [--map F] EXERCISE [FILE...]`
enum LastCommand: Command {
  static let about = """
    Prints the last session in which EXERCISE had a counted set (done, not a
    warm-up): its heading and the exercise's block as logged, in the
    canonical form, ready to paste. Sessions are taken in date order, then
    start time, wherever they stand in the files; several files are one
    history. Names match after lower-casing and collapsing blanks.
    """

  static let details = ""

  struct Options: CommandOptions {
    var exercise: String
    var before: LocalDate?
    var map: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      (exercise, files) = try arguments.leadingOperand("name the exercise, as in unit last Squat week.unit")
      before = try arguments.value(Commands.Last.before)
      map = try arguments.value(Commands.map)
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let name = options.exercise
    let before = options.before
    guard let aliases = HistoryInputs.aliases(options.map, command: "last", console: &console) else {
      return .failure
    }
    guard
      let history = HistoryInputs.load(
        options.files, aliases: aliases, asking: [.lastTimes], only: HistoryInputs.key(name, aliases),
        command: "last", console: &console)
    else { return .failure }
    guard let exercise = history.exercise(named: name) else {
      HistoryInputs.unknown(name, in: history, command: "last", console: &console)
      return .failure
    }
    guard let last = history.lastTime(of: name, before: before) else {
      let when = before.map { " before \($0)" } ?? ""
      console.writeError(
        "unit last: \(Excerpt.cut(exercise.name)) has no counted set\(when) (only warm-ups, ✗ or planned sets)\n")
      return .changes
    }
    console.writeOutput(Notebook(sessions: [last.session]).canonicalUTF8)
    return .ok
  }
}
