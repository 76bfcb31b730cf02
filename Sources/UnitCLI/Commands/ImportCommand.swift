import UnitNotebook

/// `unit import [--from FORMAT] [--unit kg|lb] [--into NOTEBOOK] [--dry-run]
/// [--map MAPFILE] [-o OUT] FILE`
enum ImportCommand: Command {
  static let about = """
    Turns Unit's own JSON or CSV (what unit export writes) back into a
    notebook, or a workout app's export: Strong (every CSV layout, in English,
    French, German or Portuguese), Hevy, FitNotes, Fitbod and StrongLifts CSV
    exports, and workouts that Strong or Hevy share as text. The format is
    recognised from the file's content.
    App exports come out oldest first, every set done (✓). Whatever the
    notebook cannot hold is listed as a warning with its row.
    """

  static let details = """
    FILE - reads standard input. A malformed row stops the import with
    FILE:ROW:COLUMN: error: and nothing is written; warnings go to standard
    error as FILE:ROW:COLUMN: warning:. docs/import.md describes every
    format and column.
    """

  struct Options: CommandOptions {
    /// The export to import (`-` for standard input).
    var path: String
    /// The export's format, when named.
    var format: ImportFormat?
    var unit: WeightUnit?
    /// The notebook to append to.
    var into: String?
    var dryRun: Bool
    var map: String?
    /// The file to write, or nil for standard output.
    var output: String?

    init(_ arguments: Arguments) throws(OptionProblem) {
      guard arguments.operands.count == 1, let path = arguments.operands.first else {
        throw OptionProblem(
          arguments.operands.isEmpty
            ? "name the export to import (or - for standard input)" : "import one export at a time",
          showsHelp: true)
      }
      self.path = path
      into = try arguments.value(Commands.Import.into)
      let output = try arguments.value(Commands.Import.output)
      if into != nil && output != nil {
        throw OptionProblem("--into writes the notebook it names: -o cannot be used with it")
      }
      self.output = WritePlan.file(output)
      dryRun = arguments.has(Commands.Import.dryRun)
      map = try arguments.value(Commands.Import.map)
      unit = try arguments.value(Commands.Import.unit)
      format = try arguments.value(Commands.Import.from)
    }
  }

  static func status<C: Console>(_ given: Options, console: inout C) -> CLI.Status {
    let dryRun = given.dryRun
    let path = given.path
    let into = given.into
    let out = given.output
    let writes = WritePlan(
      outputs: out.map { [("-o", $0)] } ?? [], rewrites: into.map { [("--into", $0)] } ?? [],
      inputs: [path] + (given.map.map { [$0] } ?? []))
    guard writes.check(command: "import", console: &console) else { return .failure }
    var options = ImportOptions()
    options.unit = given.unit
    let format = given.format
    if let mapPath = given.map {
      guard let map = Input.read([mapPath], command: "import", console: &console)?.first else { return .failure }
      let (names, problems) = ExerciseNameMap.parse(map.bytes)
      console.report(problems, for: map)
      if !problems.isEmpty { return .failure }
      options.exerciseNames = names
    }
    guard let input = Input.read([path], command: "import", console: &console)?.first else { return .failure }

    let bytes = input.data.buffer
    guard let chosen = format ?? NotebookImporter.detect(buffer: bytes) else {
      if let close = NotebookImporter.unrecognised(buffer: bytes) {
        console.writeError(
          DiagnosticRenderer(fileName: input.name, color: console.errorIsColorTerminal).render([close]))
        return .failure
      }
      console.writeError(
        "\(input.name): error: cannot tell which app wrote this file: expected the header row of a Strong, Hevy, FitNotes, Fitbod or StrongLifts CSV export, or a workout shared as text by Strong or Hevy (name the format with --from)\n"
      )
      return .failure
    }
    // A large export straight to text is printed while it is read.
    var printed: StreamingImport.Printed? = nil
    let result: ImportResult
    if into == nil && !dryRun && bytes.count >= StreamingImport.threshold {
      (result, printed) = StreamingImport.read(bytes, as: chosen, options: options)
    } else {
      result = NotebookImporter.read(buffer: bytes, as: chosen, options: options)
    }
    let renderer = DiagnosticRenderer(fileName: input.name, color: console.errorIsColorTerminal)
    // Warnings first, errors last: what stopped the import is what the eye meets.
    let errors = result.diagnostics.filter { $0.severity == .error }
    if errors.isEmpty {
      console.writeError(renderer.render(result.diagnostics))
    } else {
      console.writeError(renderer.render(errors))
    }
    guard let notebook = result.notebook, errors.isEmpty else { return .failure }
    let warnings = result.diagnostics.count

    if let into {
      return merge(notebook, from: input.name, into: into, dryRun: dryRun, warnings: warnings, console: &console)
    }
    if dryRun {
      console.writeOutput(Array(summary(notebook.sessions, skipped: 0, warnings: warnings, target: nil).utf8))
      return .ok
    }
    if let printed {
      return write(printed, to: out, console: &console)
    }
    let parts = ParallelPrint.canonical(notebook)
    // The process ends right after this: freeing millions of small objects
    // first would only cost time.
    UntilExit.keep(notebook)
    if let out {
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
    let existingBytes: [UInt8]
    do {
      existingBytes = try FileSystem.readIfPresent(path)
    } catch {
      console.writeError("unit import: error: \(error)\n")
      return .failure
    }
    let notebookInput = Input(name: path, path: path, bytes: existingBytes)
    let parsed = Notebook.parse(utf8: existingBytes)
    if parsed.hasErrors {
      console.report(parsed.diagnostics, for: notebookInput)
      console.writeError("unit import: error: \(path) has errors: fix them first (nothing was imported)\n")
      return .failure
    }
    let (sessions, skipped) = NotebookMerge.newSessions(imported, notIn: parsed.notebook)
    let leftOut = leftOut(of: imported, notIn: parsed.notebook, from: name, into: path)
    if !leftOut.isEmpty { console.writeError(leftOut) }
    if dryRun {
      console.writeOutput(Array(summary(sessions, skipped: skipped, warnings: warnings, target: path).utf8))
      return .ok
    }
    if sessions.isEmpty {
      console.writeError("unit import: nothing to add: \(path) already has all \(skipped) sessions\n")
      return .ok
    }
    let merged = NotebookMerge.append(sessions, to: existingBytes)
    guard let output = merged.output else {
      // The notebook parsed above: what does not read back is an imported
      // session, which the notebook has no line for.
      console.writeError(unreadable(sessions, from: name, into: path))
      return .failure
    }
    guard let rewrite, rewrite.replace(output, command: "import", console: &console) else { return .failure }
    let sets = sessions.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
    console.writeError(
      "unit import: added \(plural(sessions.count, "session")) (\(plural(sets, "set"))) to \(path)"
        + (skipped > 0 ? "; \(skipped) \(skipped == 1 ? "was" : "were") already there" : "") + "\n")
    return .ok
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

  /// `--into` adds sessions only: the warnings for the routines and the
  /// notebook notes of `imported` (Unit's own JSON and CSV may hold them)
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
