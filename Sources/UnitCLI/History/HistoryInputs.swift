import UnitNotebook

/// Reading notebooks into a history for the history commands: every input
/// checked first (errors as `unit check` reports them, exit 2), a large file
/// folded in pieces on two cores (`ParallelFormat.balancedPieces`).
enum HistoryInputs {
  /// The aliases of `--map F`, or nil after reporting why they cannot be read.
  static func aliases<C: Console>(_ path: String?, command: String, console: inout C) -> ExerciseAliases? {
    guard let path else { return ExerciseAliases() }
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try InputBytes(path: path).array
    } catch {
      console.writeError("unit \(command): error: cannot read the --map file: \(error)\n")
      return nil
    }
    let (aliases, diagnostics) = ExerciseAliases.parse(bytes)
    guard diagnostics.isEmpty else {
      let renderer = DiagnosticRenderer(fileName: PathBytes.shown(path), color: console.errorIsColorTerminal)
      console.writeError(renderer.render(diagnostics, source: bytes))
      return nil
    }
    return aliases
  }

  /// The history of the files named (standard input when none), read for
  /// the questions `asking` names (of `only` exercise, an identity key,
  /// when given), or nil when an input cannot be read or has errors
  /// (reported). With
  /// `problems`, an input with errors is read all the same (its lines with
  /// errors left out) and `problems` hears each input's diagnostics.
  static func load<C: Console>(
    _ paths: [String], aliases: ExerciseAliases, asking questions: [HistoryQuestion], only: String? = nil,
    command: String, console: inout C, problems: ((_ file: String, [Diagnostic]) -> Void)? = nil
  ) -> TrainingHistory? {
    guard let inputs = Input.read(paths, command: command, console: &console) else { return nil }
    return fold(inputs, aliases: aliases, asking: questions, only: only, console: &console, problems: problems)
  }

  /// The history of inputs already read, as `load` reads it; the
  /// diagnostics of the first `reported` inputs are reported (every
  /// input's when nil), the others having been reported when they were
  /// read.
  static func fold<C: Console>(
    _ inputs: [Input], aliases: ExerciseAliases, asking questions: [HistoryQuestion], only: String? = nil,
    reported: Int? = nil, console: inout C, problems: ((_ file: String, [Diagnostic]) -> Void)? = nil
  ) -> TrainingHistory? {
    let reader = HistoryReader(names: inputs.map(\.name), aliases: aliases, asking: questions, only: only)
    var parts: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
    var clean = true
    // The body weight the files so far end with: the next one starts at it.
    var inEffect: Weight? = nil
    for (k, input) in inputs.enumerated() {
      let data = input.data
      let buffer = data.buffer
      let carried = inEffect
      // Warnings too need every piece: no piece stops the others.
      if let folded = ParallelFormat.inPieces(
        data,
        { range, piece, consumed in
          // A later piece starts at the body weight the text before it records.
          let seed =
            range.lowerBound == 0 ? carried : reader.bodyweight(before: range.lowerBound, in: buffer) ?? carried
          return (
            reader.fold(
              piece, file: k, isFirst: k == 0 && range.lowerBound == 0, bodyweight: seed, consumed: consumed),
            stop: false
          )
        })
      {
        if folded.contains(where: { !$0.result.diagnostics.isEmpty }) {
          // Report exactly what one pass reports.
          let diagnostics = NotebookFormatter.check(buffer: buffer)
          if k < reported ?? inputs.count { console.report(diagnostics, for: input) }
          problems?(input.name, diagnostics)
          if diagnostics.contains(where: { $0.severity == .error }) { clean = false }
        }
        var lines: Int32 = 0
        for (range, part) in folded {
          parts.append((part, lines, range.lowerBound))
          lines &+= part.lines
          inEffect = part.lastBodyweight ?? inEffect
        }
      } else {
        var released = 0
        let part = reader.fold(buffer, file: k, isFirst: k == 0, bodyweight: carried) {
          released = data.release(range: released..<$0)
        }
        inEffect = part.lastBodyweight ?? inEffect
        if k < reported ?? inputs.count { console.report(part.diagnostics, for: input) }
        problems?(input.name, part.diagnostics)
        if part.diagnostics.contains(where: { $0.severity == .error }) { clean = false }
        parts.append((part, 0, 0))
      }
    }
    guard clean || problems != nil else { return nil }
    // The history reads sessions back (last times, the records' columns,
    // the plans' sessions) from the mapped files, which it holds. The parts
    // are handed over, not shared: the finishing lets each exercise's
    // records go as it makes them.
    for input in inputs { input.data.adviseRandomReads() }
    let held = HeldTexts(inputs.map(\.data.buffer), owners: inputs.map(\.data))
    return reader.finish(consume parts, sources: .held(held))
  }

  /// Reports an exercise no notebook names, with the nearest names.
  static func unknown<C: Console>(_ name: String, in history: TrainingHistory, command: String, console: inout C) {
    let near = history.nearestNames(to: name)
    var line = "unit \(command): error: no exercise named \(Excerpt.quoted(name)) in the notebooks"
    line += near.isEmpty ? " (they hold none)" : "; nearest: " + near.map(Excerpt.cut).joined(separator: ", ")
    console.writeError(line + "\n")
  }

  /// The identity key of an exercise name, aliases included.
  static func key(_ name: String, _ aliases: ExerciseAliases) -> String {
    ExerciseAliases.key(aliases.resolve(name))
  }
}

/// `--since DATE` and `--until DATE`: the days a history command looks at,
/// both ends included (nil: open).
struct HistoryPeriod {
  var since: LocalDate?
  var until: LocalDate?

  /// The period the two options give; a `since` after `until` is an error.
  init(_ arguments: Arguments, since: Option<LocalDate>, until: Option<LocalDate>) throws(OptionProblem) {
    self.since = try arguments.value(since)
    self.until = try arguments.value(until)
    if let s = self.since, let u = self.until, u < s {
      throw OptionProblem("\(since.name) \(s) is after \(until.name) \(u): nothing is between them")
    }
  }
}
