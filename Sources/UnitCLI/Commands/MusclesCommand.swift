import UnitNotebook

/// `unit muscles [--since DATE] [--until DATE] [--json] [--map F] [FILE...]`
enum MusclesCommand: Command {
  static let about = """
    Lists the exercises whose muscles Unit does not know, each with its
    counted sets (done, not warm-ups), most first, after how many of the
    notebooks' counted sets resolve to muscle groups: what to declare in a
    notebook's # Muscles section so that unit stats --muscles and the
    report count them.
    """

  static let details = """
    With no FILE, reads standard input. What an exercise trains comes from
    the notebooks' # Muscles sections (a later notebook's declaration of an
    exercise wins, with a warning), then Unit's catalogue and the names
    lifters and apps write (docs/muscles.md).
    """

  struct Options: CommandOptions {
    var period: HistoryPeriod
    var json: Bool
    var map: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      period = try HistoryPeriod(arguments, since: Commands.Muscles.since, until: Commands.Muscles.until)
      json = arguments.has(Commands.json)
      map = try arguments.value(Commands.map)
      files = arguments.operands
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    guard let aliases = HistoryInputs.aliases(options.map, command: "muscles", console: &console),
      let history = HistoryInputs.load(
        options.files, aliases: aliases, asking: [.muscles], command: "muscles", console: &console)
    else {
      return .failure
    }
    MuscleOutput.warnConflicts(history, console: &console)
    let coverage = history.muscleCoverage(since: options.period.since, until: options.period.until)
    console.writeOutput(Array((options.json ? MuscleOutput.json(coverage) : MuscleOutput.coverage(coverage)).utf8))
    return .ok
  }
}
