import UnitNotebook

/// `unit report [FILE...] [-o OUT.html] [--since DATE] [--until DATE] [--map F] [--unit kg|lb]`
enum ReportCommand: Command {
  static let about = """
    Writes the training log as one self-contained HTML page, in the Lab
    Notebook's design: the period's numbers, the records (as unit prs), the
    strength of the most trained exercises (e1RM charts), the work of each
    week (as unit stats) and of each exercise, conditioning, a calendar of
    the days trained, each routine's next session (as unit next) and every
    problem of the notebooks. No script and nothing fetched: it opens from a
    file anywhere, and prints.
    """

  static let details = """
    With no FILE, reads standard input. The period is --since to --until
    (the whole log without them); records are current, and those set in the
    period are marked PR. A notebook with errors still gets its page: the
    lines with errors are left out and listed under Problems.
    """

  struct Options: CommandOptions {
    var unit: WeightUnit?
    /// The file to write, or nil for standard output.
    var output: String?
    var period: HistoryPeriod
    var map: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      unit = try arguments.value(Commands.Report.unit)
      output = WritePlan.file(try arguments.value(Commands.Report.output))
      period = try HistoryPeriod(arguments, since: Commands.Report.since, until: Commands.Report.until)
      map = try arguments.value(Commands.map)
      files = arguments.operands
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let (since, until) = (options.period.since, options.period.until)
    let writes = WritePlan(
      outputs: options.output.map { [("-o", $0)] } ?? [],
      inputs: (options.files.isEmpty ? ["-"] : options.files) + (options.map.map { [$0] } ?? []))
    guard writes.check(command: "report", console: &console) else { return .failure }
    guard let aliases = HistoryInputs.aliases(options.map, command: "report", console: &console) else {
      return .failure
    }
    var problems: [(file: String, diagnostics: [Diagnostic])] = []
    guard
      let history = HistoryInputs.load(
        options.files, aliases: aliases,
        asking: [.records, .work, .series, .plans], command: "report",
        console: &console,
        problems: { problems.append(($0, $1)) })
    else { return .failure }
    // Every routine's next session (most of a large notebook's page),
    // planned and written on a thread of its own while the rest is read.
    let next = BackgroundWork { ReportNext.section(history, until: until) }
    let content = ReportContent(
      history, files: history.files, since: since, until: until, unit: options.unit, problems: problems)
    let page = Array(ReportPage.html(content, next: next.join()).utf8)
    if let out = options.output {
      do throws(FileError) {
        try FileSystem.writeAtomically(out, page)
      } catch {
        console.writeError("unit report: error: \(error)\n")
        return .failure
      }
    } else {
      console.writeOutput(page)
    }
    // The process ends right after this: freeing the history piece by
    // piece would only cost time.
    UntilExit.keep(history)
    UntilExit.keep(content)
    return content.hasErrors ? .changes : .ok
  }
}
