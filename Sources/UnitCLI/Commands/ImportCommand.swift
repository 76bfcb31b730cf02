import UnitNotebook

/// `unit import [--from FORMAT] [--unit kg|lb] [--utc-offset ±HH:MM]
/// [--into NOTEBOOK] [--dry-run] [--map MAPFILE] [-o OUT] FILE...`
enum ImportCommand: Command {
  static let about = """
    Turns Unit's own JSON or CSV (what unit export writes) back into a
    notebook, or a workout app's export: Strong (every CSV layout, in English,
    French, German or Portuguese), Hevy, FitNotes, Fitbod, StrongLifts, JEFIT
    and Liftosaur exports, workouts that Strong or Hevy share as text,
    Liftosaur's workout text, LiftMark's JSON export and lift.md plans
    (as routines), syntax.fitness Markdown files and Fitdown notes. The
    format is recognised from each file's content; several files are one
    history (syntax.fitness keeps one file a workout).
    App exports come out oldest first, every set done (✓) unless the app
    says otherwise. Whatever the notebook cannot hold is listed as a
    warning with its row.
    """

  static let details = """
    FILE - reads standard input. A malformed row stops the import with
    FILE:ROW:COLUMN: error: and nothing is written; warnings go to standard
    error as FILE:ROW:COLUMN: warning:. Times an export writes only in UTC
    (Liftosaur, LiftMark, JEFIT) are read in the machine's time zone (TZ),
    or at --utc-offset. docs/import.md describes every format and column.
    """

  struct Options: CommandOptions {
    /// The exports to import (`-` for standard input).
    var paths: [String]
    /// The exports' format, when named.
    var format: ImportFormat?
    var unit: WeightUnit?
    /// Seconds east of UTC to read UTC times at, when given.
    var utcOffset: Int?
    /// The notebook to append to.
    var into: String?
    var dryRun: Bool
    var map: String?
    /// The file to write, or nil for standard output.
    var output: String?

    init(_ arguments: Arguments) throws(OptionProblem) {
      guard !arguments.operands.isEmpty else {
        throw OptionProblem("name the export to import (or - for standard input)", showsHelp: true)
      }
      guard arguments.operands.filter({ $0 == "-" }).count <= 1 else {
        throw OptionProblem("standard input (-) can be named once")
      }
      paths = arguments.operands
      into = try arguments.value(Commands.Import.into)
      let output = try arguments.value(Commands.Import.output)
      if into != nil && output != nil {
        throw OptionProblem("--into writes the notebook it names: -o cannot be used with it")
      }
      self.output = WritePlan.file(output)
      dryRun = arguments.has(Commands.Import.dryRun)
      map = try arguments.value(Commands.Import.map)
      unit = try arguments.value(Commands.Import.unit)
      utcOffset = try arguments.value(Commands.Import.utcOffset)
      format = try arguments.value(Commands.Import.from)
    }
  }

  static func status<C: Console>(_ given: Options, console: inout C) -> CLI.Status {
    let writes = WritePlan(
      outputs: given.output.map { [("-o", $0)] } ?? [], rewrites: given.into.map { [("--into", $0)] } ?? [],
      inputs: given.paths + (given.map.map { [$0] } ?? []))
    guard writes.check(command: "import", console: &console) else { return .failure }
    var options = ImportOptions()
    options.unit = given.unit
    options.localTime = given.utcOffset.map { LocalTimeRule.fixed(secondsEast: $0) } ?? Clock.localTimeRule()
    if let mapPath = given.map {
      guard let map = Input.read([mapPath], command: "import", console: &console)?.first else { return .failure }
      let (names, problems) = ExerciseNameMap.parse(map.bytes)
      console.report(problems, for: map)
      if !problems.isEmpty { return .failure }
      options.exerciseNames = names
    }
    guard let inputs = Input.read(given.paths, command: "import", console: &console) else { return .failure }
    // One large export straight to text is printed while it is read.
    let streams = inputs.count == 1 && given.into == nil && !given.dryRun
    var read: [(input: Input, notebook: Notebook)] = []
    var warnings = 0
    var failed = false
    for input in inputs {
      guard let (result, printed) = importOne(input, given.format, options, streams: streams, console: &console),
        let notebook = result.notebook
      else {
        failed = true
        continue
      }
      warnings += result.diagnostics.count
      if let printed { return write(printed, to: given.output, console: &console) }
      read.append((input, notebook))
    }
    guard !failed, let first = read.first else { return .failure }
    let notebook = combined(read, console: &console)
    return finish(notebook, from: first.input.name, given, warnings: warnings, console: &console)
  }

  /// Reads one export with the format given or recognised, and reports its
  /// warnings (or its errors); nil when it has errors or is not recognised.
  static func importOne<C: Console>(
    _ input: Input, _ format: ImportFormat?, _ options: ImportOptions, streams: Bool, console: inout C
  ) -> (ImportResult, StreamingImport.Printed?)? {
    let bytes = input.data.buffer
    guard let chosen = format ?? NotebookImporter.detect(buffer: bytes) else {
      if let close = NotebookImporter.unrecognised(buffer: bytes) {
        console.writeError(
          DiagnosticRenderer(fileName: input.name, color: console.errorIsColorTerminal).render([close]))
        return nil
      }
      console.writeError(
        "\(input.name): error: cannot tell which app wrote this file: expected the header row of a Strong, Hevy, FitNotes, Fitbod, StrongLifts or Liftosaur CSV export, a JEFIT export, a workout shared as text by Strong or Hevy, Liftosaur's workout text, LiftMark's JSON export, a lift.md plan, a syntax.fitness Markdown file or Fitdown notes (name the format with --from)\n"
      )
      return nil
    }
    var printed: StreamingImport.Printed? = nil
    let result: ImportResult
    if streams && bytes.count >= StreamingImport.threshold {
      (result, printed) = StreamingImport.read(bytes, as: chosen, options: options)
    } else {
      result = NotebookImporter.read(buffer: bytes, as: chosen, options: options)
    }
    let renderer = DiagnosticRenderer(fileName: input.name, color: console.errorIsColorTerminal)
    // Warnings first, errors last: what stopped the import is what the eye meets.
    let errors = result.diagnostics.filter { $0.severity == .error }
    console.writeError(renderer.render(errors.isEmpty ? result.diagnostics : errors))
    guard result.notebook != nil, errors.isEmpty else { return nil }
    return (result, printed)
  }

  /// Several exports as one history: their sessions in chronological order
  /// (a stable sort: the order of the files, then of each file, on a tie),
  /// a session an earlier file already had (the same date, start and
  /// exercises) left out with a warning; their routines and notes in order.
  static func combined<C: Console>(_ read: [(input: Input, notebook: Notebook)], console: inout C) -> Notebook {
    guard read.count > 1, let first = read.first else { return read.first?.notebook ?? Notebook() }
    var all = first.notebook
    for (input, n) in read.dropFirst() {
      let (fresh, repeated) = NotebookMerge.newSessions(n, notIn: all)
      if repeated > 0 {
        console.writeError(
          "\(input.name): warning: \(plural(repeated, "session")) \(repeated == 1 ? "was" : "were") read from an earlier file already (the same date, start and exercises): not added twice\n"
        )
      }
      all.sessions += fresh
      all.routines += n.routines
      all.notes += n.notes.filter { !all.notes.contains($0) }
    }
    let keys = all.sessions.map { ($0.date, $0.start?.secondsSinceMidnight ?? -1) }
    let order = keys.indices.sorted { (keys[$0].0, keys[$0].1, $0) < (keys[$1].0, keys[$1].1, $1) }
    all.sessions = order.map { all.sessions[$0] }
    return all
  }

  /// The notebook read: merged `--into` a notebook, listed (`--dry-run`),
  /// or written to `-o OUT` or standard output.
  static func finish<C: Console>(
    _ notebook: Notebook, from name: String, _ given: Options, warnings: Int, console: inout C
  ) -> CLI.Status {
    if let into = given.into {
      return merge(notebook, from: name, into: into, dryRun: given.dryRun, warnings: warnings, console: &console)
    }
    if given.dryRun {
      console.writeOutput(Array(summary(notebook.sessions, skipped: 0, warnings: warnings, target: nil).utf8))
      return .ok
    }
    let parts = ParallelPrint.canonical(notebook)
    // The process ends right after this: freeing millions of small objects
    // first would only cost time.
    UntilExit.keep(notebook)
    if let out = given.output {
      do {
        try FileSystem.writeAtomically(out, chunks: parts)
      } catch {
        console.writeError("unit import: error: \(error)\n")
        return .failure
      }
      return .ok
    }
    for p in parts { console.writeOutput(p) }
    return .ok
  }

  /// Writes a notebook printed while it was read, to `out` (atomically) or
  /// to standard output.
  static func write<C: Console>(_ printed: StreamingImport.Printed, to out: String?, console: inout C) -> CLI.Status {
    guard let out else {
      printed.write {
        console.writeOutput(buffer: $0)
        return console.outputFailure == nil
      }
      return .ok
    }
    do throws(FileError) {
      try FileSystem.writeAtomically(out, pieces: printed.write)
    } catch {
      console.writeError("unit import: error: \(error)\n")
      return .failure
    }
    return .ok
  }

  /// `--into NOTEBOOK`: appends the sessions the notebook does not have.
  static func merge<C: Console>(
    _ imported: Notebook, from name: String, into path: String, dryRun: Bool, warnings: Int, console: inout C
  ) -> CLI.Status {
    // Held from before the notebook is read until it is replaced: another
    // import meanwhile would otherwise be written over. A dry run only reads.
    var rewrite: Rewrite? = nil
    if !dryRun {
      guard let r = Rewrite.begin(path, command: "import", console: &console) else { return .failure }
      rewrite = r
    }
    defer { rewrite?.end() }
    return Rewrite.retrying(rewrite, command: "import", console: &console, gaveUp: .failure) { held in
      mergeOnce(imported, from: name, into: path, rewrite: rewrite, warnings: warnings, console: &held)
    }
  }

  /// Reads the notebook and appends the sessions it does not have (only
  /// over the text read: `.changed` when an editor saved it meanwhile); a
  /// dry run (no `rewrite`) says what it would add.
  static func mergeOnce<C: Console>(
    _ imported: Notebook, from name: String, into path: String, rewrite: Rewrite?, warnings: Int,
    console: inout C
  ) -> Rewrite.Attempt<CLI.Status> {
    let existingBytes: [UInt8]
    do {
      existingBytes = try rewrite?.read() ?? FileSystem.readIfPresent(path)
    } catch {
      console.writeError("unit import: error: \(error)\n")
      return .done(.failure)
    }
    let parsed = Notebook.parse(utf8: existingBytes)
    if parsed.hasErrors {
      console.report(parsed.diagnostics, for: Input(name: path, path: path, bytes: existingBytes))
      console.writeError(
        "unit import: error: \(PathBytes.shown(path)) has errors: fix them first (nothing was imported)\n")
      return .done(.failure)
    }
    let (sessions, skipped) = NotebookMerge.newSessions(imported, notIn: parsed.notebook)
    let leftOut = leftOut(of: imported, notIn: parsed.notebook, from: name, into: path)
    if !leftOut.isEmpty { console.writeError(leftOut) }
    guard let rewrite else {
      console.writeOutput(Array(summary(sessions, skipped: skipped, warnings: warnings, target: path).utf8))
      return .done(.ok)
    }
    if sessions.isEmpty {
      console.writeError(
        skipped == 0
          ? "unit import: nothing to add: \(PathBytes.shown(name)) has no sessions\n"
          : "unit import: nothing to add: \(PathBytes.shown(path)) already has all \(skipped) sessions\n")
      return .done(.ok)
    }
    let merged = NotebookMerge.append(sessions, to: existingBytes)
    guard let output = merged.output else {
      // The notebook parsed above: what does not read back is an imported
      // session, which the notebook has no line for.
      console.writeError(unreadable(sessions, from: name, into: path))
      return .done(.failure)
    }
    switch rewrite.replaceIfUnchanged(output, command: "import", console: &console) {
    case .changed: return .changed
    case .failed: return .done(.failure)
    case .written: break
    }
    let sets = sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
    console.writeError(
      "unit import: added \(plural(sessions.count, "session")) (\(plural(sets, "set"))) to \(PathBytes.shown(path))"
        + (skipped > 0 ? "; \(skipped) \(skipped == 1 ? "was" : "were") already there" : "") + "\n")
    return .done(.ok)
  }

  /// The error when imported sessions would not read back from the
  /// notebook (the importers check every value at its row, so this is a
  /// bug): the first such session, by its date and title, and why; never a
  /// line of the notebook, which has none of them.
  static func unreadable(_ sessions: [Session], from name: String, into path: String) -> String {
    for s in sessions {
      let problems = NotebookFormatter.check(utf8: Notebook(sessions: [s]).canonicalUTF8)
      guard let problem = problems.first(where: { $0.severity == .error }) else { continue }
      return
        "\(name): error: the imported session \(label(s)) would not read back from \(path): \(problem.message) (nothing was written)\n"
    }
    return "\(name): error: the imported sessions would not read back from \(path) (nothing was written)\n"
  }

  /// `2026-11-29 07:15–08:20 Lower A`, the title cut as messages quote values.
  static func label(_ s: Session) -> String {
    var line = "\(s.date)"
    if let start = s.start {
      line += " \(start)"
      if let end = s.end { line += "–\(end)" }
    }
    if let title = s.title { line += " \(Excerpt.cut(title))" }
    return line
  }

  /// `--into` adds sessions only: the warnings for the routines, the
  /// notebook notes and the muscles section's declarations of `imported`
  /// (Unit's own JSON and CSV may hold them)
  /// that the notebook does not have, so none is left out unsaid.
  static func leftOut(of imported: Notebook, notIn notebook: Notebook, from name: String, into path: String) -> String {
    var text = ""
    let have = Set(notebook.routines.map { $0.name.lowercased() })
    let missing = imported.routines.filter { !have.contains($0.name.lowercased()) }
    if !missing.isEmpty {
      let names =
        missing.prefix(5).map { "\"\(Excerpt.cut($0.name))\"" }.joined(separator: ", ")
        + (missing.count > 5 ? ", …" : "")
      text +=
        "\(name): warning: --into adds sessions only: \(plural(missing.count, "routine")) (\(names)) not added to \(path); import without --into and paste \(missing.count == 1 ? "it" : "them") in\n"
    }
    let notes = imported.notes.filter { !notebook.notes.contains($0) }
    if !notes.isEmpty {
      text +=
        "\(name): warning: --into adds sessions only: \(plural(notes.count, "notebook note")) (the notes before the first session) not added to \(path)\n"
    }
    let declarations = imported.muscles.filter { !notebook.muscles.contains($0) }
    if !declarations.isEmpty {
      text +=
        "\(name): warning: --into adds sessions only: \(plural(declarations.count, "declaration")) of the muscles section not added to \(path)\n"
    }
    return text
  }

  /// What a dry run prints: the sessions that would be added, one a line.
  static func summary(_ sessions: [Session], skipped: Int, warnings: Int, target: String?) -> String {
    let sets = sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
    var text = "would add \(plural(sessions.count, "session")) (\(plural(sets, "set")))"
    if let target { text += " to \(target)" }
    if skipped > 0 { text += "; \(skipped) already there" }
    if warnings > 0 { text += "; \(plural(warnings, "warning")) (on standard error)" }
    text += sessions.isEmpty ? "\n" : ":\n"
    for s in sessions {
      let n = s.exercises.reduce(0) { $0 + $1.sets.count }
      text += "  \(label(s)): \(plural(s.exercises.count, "exercise")), \(plural(n, "set"))\n"
    }
    return text
  }

  static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
