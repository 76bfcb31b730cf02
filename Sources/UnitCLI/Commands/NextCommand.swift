import UnitNotebook

/// `unit next NAME [--date DATE] [--map F] [--into NOTEBOOK [--force] | -o OUT] [--dry-run] [--quiet] [FILE...]`
enum NextCommand: Command {
  static let about = """
    Plans the next session of the routine NAME (matched as exercise names
    are) from the routine and last time, and prints it as a dated session,
    every set planned, in the canonical form: last time's numbers, moved on
    by the routine's step where they were earned (docs/planning.md). When no
    routine has that name but one has a section so titled ("GZCLP A2"),
    that section is planned; with neither, the last session with that title
    is repeated, each exercise with the sets of its own last time. A routine
    with sections plans the section after the last one done; percentages are of
    the exercise's training max in effect, written on its line when it
    changed. An RPE target (Deadlift 3 @9) plans its load from the best
    e1RM of last time's sets, read by their RPE, and is written on the
    planned sets. Each change of load is explained on standard error, one
    line each.
    """

  static let details = """
    The notebook given to --into is read as history too (with the FILEs;
    standard input only when neither is given). It must parse: otherwise it
    is left untouched, and so is one that already has a session of that
    title on that date (--force adds the plan anyway). A DATE before the
    last session of that name is allowed, with a warning.
    """

  struct Options: CommandOptions {
    /// The routine's name, a section's title, or a session title to repeat.
    var name: String
    var date: LocalDate?
    var map: String?
    /// The notebook to append to.
    var into: String?
    /// Add the plan to `into` even when it has a session of that title on that date.
    var force: Bool
    /// The file to write, or nil for standard output.
    var output: String?
    var dryRun: Bool
    var quiet: Bool
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      (name, files) = try arguments.leadingOperand("name the routine, as in unit next \"Lower A\" log.unit")
      into = try arguments.value(Commands.Next.into)
      force = arguments.has(Commands.Next.force)
      let output = try arguments.value(Commands.Next.output)
      if into != nil && output != nil {
        throw OptionProblem("--into writes the notebook it names: -o cannot be used with it")
      }
      self.output = WritePlan.file(output)
      date = try arguments.value(Commands.Next.date)
      map = try arguments.value(Commands.map)
      dryRun = arguments.has(Commands.Next.dryRun)
      quiet = arguments.has(Commands.Next.quiet)
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let into = options.into
    let named = options.files
    // The --into notebook may be among the FILEs (it is read once); the
    // output of -o may not, nor standard input when that is read.
    let writes = WritePlan(
      outputs: options.output.map { [("-o", $0)] } ?? [], rewrites: into.map { [("--into", $0)] } ?? [],
      inputs: (into == nil ? (named.isEmpty ? ["-"] : named) : []) + (options.map.map { [$0] } ?? []))
    guard writes.check(command: "next", console: &console) else { return .failure }
    guard let aliases = HistoryInputs.aliases(options.map, command: "next", console: &console) else {
      return .failure
    }
    // The notebook to append to is held under its lock from before it is
    // read until the session is appended (a dry run only reads).
    var rewrite: Rewrite? = nil
    defer { rewrite?.end() }
    if let into, !options.dryRun {
      guard let r = Rewrite.begin(into, command: "next", console: &console) else { return .failure }
      rewrite = r
    }
    // The history's other notebooks, each once (a notebook read twice would
    // hold each session twice); the --into notebook is read by each attempt.
    var seen = Set(into.map { [FileSystem.resolved($0) ?? $0] } ?? [])
    let paths = named.filter { p in
      p == "-" || seen.insert(FileSystem.resolved(p) ?? p).inserted
    }
    var files: [Input] = []
    if !paths.isEmpty || into == nil {
      guard let read = Input.read(paths, command: "next", console: &console) else { return .failure }
      files = read
    }
    let given = Given(
      options: options, aliases: aliases, files: files, rewrite: rewrite, date: options.date ?? Clock.today())
    return Rewrite.retrying(rewrite, command: "next", console: &console, gaveUp: .failure) { held in
      attempt(given, console: &held)
    }
  }

  /// What every attempt of `status` plans from.
  struct Given {
    let options: Options
    let aliases: ExerciseAliases
    /// The FILEs read.
    let files: [Input]
    let rewrite: Rewrite?
    let date: LocalDate
  }

  /// Reads the --into notebook (when one is given), plans from it and the
  /// FILEs, and writes the plan: `.changed` when the notebook changed
  /// before it could be replaced.
  static func attempt<C: Console>(_ given: Given, console: inout C) -> Rewrite.Attempt<CLI.Status> {
    var target: Input? = nil
    if let into = given.options.into {
      guard let read = readTarget(into, given.rewrite, console: &console) else { return .done(.failure) }
      target = read
    }
    var inputs = given.files
    if let target { inputs.append(target) }
    // Every FILE's errors are reported, as unit check reports them (the
    // --into notebook's were when it was read).
    guard
      let history = HistoryInputs.fold(
        inputs, aliases: given.aliases, asking: [.plans], reported: given.files.count, console: &console),
      let plan = plan(history, given, target: target, inputs: inputs, console: &console)
    else {
      return .done(.failure)
    }
    let text = Notebook(sessions: [plan.session]).canonicalUTF8
    let title = plan.session.title ?? given.options.name
    return write(text, title: title, given, target: target, console: &console)
  }

  /// The --into notebook, which must parse (its errors reported); nil
  /// when it cannot be read or has errors.
  static func readTarget<C: Console>(_ into: String, _ rewrite: Rewrite?, console: inout C) -> Input? {
    let bytes: [UInt8]
    do {
      bytes = try rewrite?.read() ?? FileSystem.readIfPresent(into)
    } catch {
      console.writeError("unit next: error: \(error)\n")
      return nil
    }
    let input = Input(name: into, path: into, bytes: bytes)
    let diagnostics = NotebookFormatter.check(utf8: bytes)
    console.report(diagnostics, for: input)
    if diagnostics.contains(where: { $0.severity == .error }) {
      console.writeError(
        "unit next: error: \(PathBytes.shown(into)) has errors: fix them first (nothing was written)\n")
      return nil
    }
    return input
  }

  /// The plan, its warnings and explanations said; nil (reported) when
  /// there is none, it has problems, or the --into notebook already has it.
  static func plan<C: Console>(
    _ history: TrainingHistory, _ given: Given, target: Input?, inputs: [Input], console: inout C
  ) -> SessionPlan? {
    let (name, date) = (given.options.name, given.date)
    guard let plan = history.nextSession(for: name, on: date) else {
      noPlan(history, name: name, date: date, console: &console)
      return nil
    }
    // A plan that cannot be made is not written: each problem said.
    guard plan.problems.isEmpty else {
      for problem in plan.problems { console.writeError("unit next: error: \(problem)\n") }
      console.writeError("unit next: error: nothing was written\n")
      return nil
    }
    let title = plan.session.title ?? name
    // A session of that title on that date in the --into notebook is
    // likely this plan added before: refused unless --force says otherwise.
    if let target, !given.options.force, let there = Places([target]).session(titled: title, on: date) {
      Places([target]).warn(
        "\(target.name) already has a \(Excerpt.cut(title)) session on \(date): nothing was written (--force adds another)",
        at: there, severity: .error, console: &console)
      return nil
    }
    explain(plan, title: title, date: date, inputs: inputs, quiet: given.options.quiet, console: &console)
    return plan
  }

  /// The error of a name that no routine or session has: every name
  /// there is, nearest first (the first ten, and how many more).
  static func noPlan<C: Console>(_ history: TrainingHistory, name: String, date: LocalDate, console: inout C) {
    let near = history.planNames(nearest: name, limit: .max)
    if let known = near.first(where: { ExerciseAliases.key($0) == ExerciseAliases.key(name) }) {
      // Only sessions after the date have that title: nothing to repeat yet.
      console.writeError(
        "unit next: error: no routine is named \(Excerpt.quoted(known)), and no session with that title is on or before \(date) to repeat\n"
      )
      return
    }
    var line = "unit next: error: no routine or session named \(Excerpt.quoted(name)) in the notebooks"
    line +=
      near.isEmpty ? " (they hold none)" : "; they have: " + near.prefix(10).map(Excerpt.cut).joined(separator: ", ")
    if near.count > 10 { line += ", … (\(near.count - 10) more)" }
    console.writeError(line + "\n")
  }

  /// The plan's warnings (at the lines they are about) and, unless quiet,
  /// its explanations.
  static func explain<C: Console>(
    _ plan: SessionPlan, title: String, date: LocalDate, inputs: [Input], quiet: Bool, console: inout C
  ) {
    // Where warnings point (the outlines are read only when one is due).
    let warns = plan.lastDate.map { date < $0 } ?? false || plan.explanations.contains(where: \.isWarning)
    let places = Places(warns ? inputs : [])
    if let last = plan.lastDate, date < last {
      let message =
        "\(date) is before the last \(Excerpt.cut(title)) session, on \(last): planned from the sessions up to \(date)"
      places.warn(message, at: places.session(titled: title, on: last), console: &console)
    }
    for e in plan.explanations {
      if e.isWarning {
        let routine: String? = if case .routine(let r) = plan.source { r } else { nil }
        places.warn("\(e)", at: routine.flatMap { places.prescription(e.exercise, in: $0) }, console: &console)
      } else if !quiet {
        console.writeError("\(e)\n")
      }
    }
  }

  /// The planned session's text, appended to the --into notebook (only
  /// over the text read), written to -o, or printed.
  static func write<C: Console>(
    _ text: [UInt8], title: String, _ given: Given, target: Input?, console: inout C
  ) -> Rewrite.Attempt<CLI.Status> {
    if let target, let path = target.path {
      guard let rewrite = given.rewrite else {
        console.writeOutput(text)  // a dry run
        return .done(.ok)
      }
      switch rewrite.replaceIfUnchanged(NextCommand.append(text, to: target.bytes), command: "next", console: &console)
      {
      case .changed: return .changed
      case .failed: return .done(.failure)
      case .written: break
      }
      if !given.options.quiet {
        console.writeError("unit next: added \(given.date) \(Excerpt.cut(title)) to \(PathBytes.shown(path))\n")
      }
      return .done(.ok)
    }
    if let out = given.options.output, !given.options.dryRun {
      do {
        try FileSystem.writeAtomically(out, text)
      } catch {
        console.writeError("unit next: error: \(error)\n")
        return .done(.failure)
      }
      return .done(.ok)
    }
    console.writeOutput(text)
    return .done(.ok)
  }

  /// The notebook's text with the session after it: the text kept as it
  /// is up to its last line that is not blank, then one blank line. A
  /// notebook written with CRLF line ends gets the session with CRLF too.
  static func append(_ session: [UInt8], to text: [UInt8]) -> [UInt8] {
    let blank: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A]
    guard let lastContent = text.lastIndex(where: { !blank.contains($0) }) else { return session }
    var end = lastContent + 1
    while end < text.count, text[end] != 0x0A, text[end] != 0x0D { end += 1 }
    let crlf = text.firstIndex(of: 0x0A).map { $0 > 0 && text[$0 - 1] == 0x0D } ?? false
    let lineEnd: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
    var out = Array(text[0..<end])
    out += lineEnd + lineEnd
    for b in session {
      if b == 0x0A { out += lineEnd } else { out.append(b) }
    }
    return out
  }
}

/// Where the notebooks write a session or a routine's exercise, so that a
/// warning names FILE:LINE:COL and shows the line, as diagnostics do.
struct Places {
  let inputs: [Input]
  let outlines: [NotebookOutline]

  init(_ inputs: [Input]) {
    self.inputs = inputs
    outlines = inputs.map { NotebookOutline(utf8: $0.bytes) }
  }

  /// The input and 1-based line of the last session with that title on that date.
  func session(titled title: String, on date: LocalDate) -> (Int, Int)? {
    let key = ExerciseAliases.key(title)
    for k in outlines.indices.reversed() {
      if let s = outlines[k].sessions.last(where: {
        $0.session.date == date && $0.session.title.map(ExerciseAliases.key) == key
      }) {
        return (k, s.lines.lowerBound)
      }
    }
    return nil
  }

  /// The input and line of an exercise of the routine written last with that name.
  func prescription(_ exercise: String, in routine: String) -> (Int, Int)? {
    let key = ExerciseAliases.key(routine)
    for k in outlines.indices.reversed() {
      guard let r = outlines[k].routines.last(where: { ExerciseAliases.key($0.routine.name) == key }) else { continue }
      let x = r.exercises.first { ExerciseAliases.key($0.exercise.name) == ExerciseAliases.key(exercise) }
      return x.map { (k, $0.lines.lowerBound) }
    }
    return nil
  }

  /// `FILE:LINE:1: warning: …` with the line, or `unit next: warning: …`
  /// (or an error).
  func warn<C: Console>(
    _ message: String, at place: (Int, Int)?, severity: Diagnostic.Severity = .warning, console: inout C
  ) {
    guard let (k, line) = place else {
      console.writeError("unit next: \(severity == .error ? "error" : "warning"): \(message)\n")
      return
    }
    let bytes = inputs[k].bytes
    // The offset of the line's start, for the excerpt under the message.
    var offset = 0
    var seen = 1
    while seen < line, offset < bytes.count {
      if bytes[offset] == 0x0A { seen += 1 }
      offset += 1
    }
    let renderer = DiagnosticRenderer(fileName: inputs[k].name, color: console.errorIsColorTerminal)
    let d = Diagnostic(severity: severity, message: message, line: line, column: 1, offset: offset)
    console.writeError(renderer.render(d, source: bytes))
  }
}
