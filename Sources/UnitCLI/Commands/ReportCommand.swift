import UnitNotebook

/// `unit report [FILE...] [-o OUT.html [--watch]] [--since DATE] [--until DATE] [--map F] [--unit kg|lb]`
enum ReportCommand: Command {
  static let about = """
    Writes the training log as one self-contained HTML page, in the Lab
    Notebook's design, that leads with what changed: the period's numbers
    and the records that fell most recently; then the strength of the most
    trained exercises (e1RM charts), the sets and volume of each week (as
    unit stats), each exercise in a row that opens onto its records (as
    unit prs), its chart and its last sessions, the sets per muscle of the
    last twelve weeks (as unit stats --muscles), conditioning, a calendar
    of the days trained, each routine's next session (as unit next) and
    every problem of the notebooks. No script and nothing fetched: it opens
    from a file anywhere, and prints.
    """

  static let details = """
    With no FILE, reads standard input. The period is --since to --until
    (the whole log without them); records are current, and those that fell
    in the period (beat an earlier one) are marked PR. A notebook with
    errors still gets its page: the lines with errors are left out and
    listed under Problems.

    With --watch (and -o), the page is written again whenever a notebook
    (or the --map file) changes, until interrupted; the page open in a
    browser from OUT.html looks at OUT.html.watch.js, written beside it,
    and reloads itself within a second or two, keeping the reader's place.
    A page written without --watch has no script.
    """

  struct Options: CommandOptions {
    var unit: WeightUnit?
    /// The file to write, or nil for standard output.
    var output: String?
    var period: HistoryPeriod
    var map: String?
    var files: [String]
    var watch: Bool

    init(_ arguments: Arguments) throws(OptionProblem) {
      unit = try arguments.value(Commands.Report.unit)
      output = WritePlan.file(try arguments.value(Commands.Report.output))
      watch = arguments.has(Commands.Report.watch)
      if watch && output == nil {
        throw OptionProblem("--watch rewrites a file: name it with -o OUT.html")
      }
      if watch && (arguments.operands.isEmpty || arguments.operands.contains("-")) {
        throw OptionProblem("--watch follows files: name the notebooks (standard input cannot be watched)")
      }
      period = try HistoryPeriod(arguments, since: Commands.Report.since, until: Commands.Report.until)
      map = try arguments.value(Commands.map)
      files = arguments.operands
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let writes = WritePlan(
      outputs: options.output.map { [("-o", $0)] } ?? [],
      inputs: (options.files.isEmpty ? ["-"] : options.files) + (options.map.map { [$0] } ?? []))
    guard writes.check(command: "report", console: &console) else { return .failure }
    guard options.watch, let out = options.output else { return write(options, console: &console) }
    return watch(options, out, console: &console)
  }

  /// Writes the page once: the history read, the content made, the page
  /// written (and, when watching, its sidecar after it).
  static func write<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let (since, until) = (options.period.since, options.period.until)
    guard let aliases = HistoryInputs.aliases(options.map, command: "report", console: &console) else {
      return .failure
    }
    var problems: [(file: String, diagnostics: [Diagnostic])] = []
    guard
      let history = HistoryInputs.load(
        options.files, aliases: aliases,
        asking: [.records, .work, .series, .plans, .lastTimes, .muscles], command: "report",
        console: &console,
        problems: { problems.append(($0, $1)) })
    else { return .failure }
    MuscleOutput.warnConflicts(history, console: &console)
    for (file, d) in history.muscleConflictWarnings where file < history.files.count {
      problems.append((history.files[file], [d]))
    }
    // Every routine's next session (most of a large notebook's page),
    // planned and written on a thread of its own while the rest is read.
    let next = BackgroundWork { ReportNext.section(history, until: until) }
    let content = ReportContent(
      history, files: history.files, since: since, until: until, unit: options.unit, problems: problems)
    let sidecar = options.output.map(ReportWatch.sidecar)
    let base = sidecar.map { FileSystem.split($0).base }
    let html = ReportPage.html(content, next: next.join(), watch: options.watch ? base : nil)
    let page = Array(html.text.utf8)
    if let out = options.output {
      do throws(FileError) {
        try FileSystem.writeAtomically(out, page)
        if let sidecar, let version = html.version {
          try FileSystem.writeAtomically(sidecar, Array(ReportWatch.sidecarText(version: version).utf8))
        }
      } catch {
        console.writeError("unit report: error: \(error)\n")
        return .failure
      }
    } else {
      console.writeOutput(page)
    }
    // The process ends right after this: freeing the history piece by
    // piece would only cost time. A watch frees each page's history
    // before the next.
    if !options.watch {
      UntilExit.keep(history)
      UntilExit.keep(content)
    }
    return content.hasErrors ? .changes : .ok
  }

  /// Writes the page, then again whenever an input changes, until the
  /// process is interrupted. An input that is being written is read once
  /// its stamp has held still for a moment.
  static func watch<C: Console>(_ options: Options, _ out: String, console: inout C) -> CLI.Status {
    let inputs = options.files + (options.map.map { [$0] } ?? [])
    var stamps = FileSignature.of(inputs)
    // A watch that cannot write its first page does not start; a later
    // failure (a notebook gone for a moment) is said, and the watch goes on.
    guard write(options, console: &console) != .failure else { return .failure }
    console.writeError(
      "unit report: watching \(inputs.map(PathBytes.shown).joined(separator: ", ")); \(out) follows them (Ctrl-C stops)\n"
    )
    while true {
      Pause.milliseconds(150)
      var now = FileSignature.of(inputs)
      guard now != stamps else { continue }
      for _ in 0..<20 {
        Pause.milliseconds(40)
        let again = FileSignature.of(inputs)
        if again == now { break }
        now = again
      }
      stamps = now
      switch write(options, console: &console) {
      case .ok: console.writeError("unit report: \(out) written again\n")
      case .changes: console.writeError("unit report: \(out) written again; the notebooks have errors\n")
      case .failure: console.writeError("unit report: \(out) not written; still watching\n")
      }
    }
  }
}
