// The laws the fuzz targets check on every input, in one place: the libFuzzer
// targets in Tests/Fuzz call them (.ci/fuzz.sh compiles this file into each
// target with -D UNIT_FUZZ, together with the library's sources), and
// FuzzRegressionTests runs every kept finding through them in `swift test`.
// Each law returns nil when it holds, or what broke.
#if !UNIT_FUZZ
  @testable import UnitNotebook
#endif

enum FuzzOracle {
  /// The most bytes a diagnostic's message may hold. Messages quote at most
  /// a bounded slice of the input (40 bytes of a value), so no input, however
  /// long its values, can make a message longer than this.
  static let messageLimit = 600

  /// The oracle of a fuzz target, by the target's name (the name of its
  /// file in Tests/Fuzz and of its folder of findings in Fixtures/fuzz).
  static func law(ofTarget name: String) -> (([UInt8]) -> String?)? {
    switch name {
    case "NotebookTextFuzz": return notebookText
    case "JSONReaderFuzz": return jsonReader
    case "CSVReaderFuzz": return csvReader
    case "ImporterFuzz": return importers
    case "HistoryFuzz": return history
    default: return nil
    }
  }

  // MARK: - The targets

  /// Notebook text: when it parses, `fmt` is idempotent, its output parses
  /// without errors to the same model, (without comments) printing the model
  /// gives the same text, the model goes through JSON and CSV and back
  /// unchanged, its exports to Strong and Hevy keep `appExport`'s law, and
  /// the next sessions it plans keep `planned`'s.
  static func notebookText(_ bytes: [UInt8]) -> String? {
    let first = NotebookFormatter.format(utf8: bytes)
    let parsed = Notebook.parse(utf8: bytes)
    if let p = unfit(first.diagnostics) ?? unfit(parsed.diagnostics) { return p }
    guard let out = first.output else {
      return parsed.hasErrors ? nil : "fmt refused input that parses"
    }
    if parsed.hasErrors { return "fmt formatted input that does not parse" }
    if NotebookFormatter.format(utf8: out).output != out { return "fmt is not idempotent" }
    let reparsed = Notebook.parse(utf8: out)
    if reparsed.hasErrors { return "fmt output has errors" }
    if reparsed.notebook != parsed.notebook { return "fmt changed the meaning" }
    if !hasComment(out), parsed.notebook.canonicalUTF8 != out { return "printing the model differs from fmt" }
    // text → JSON → text and text → CSV → text (routines and rests too).
    if let p = accepted(parsed.notebook) { return "the notebook read: " + p }
    if let p = planned(bytes) { return "planning: " + p }
    return appExport(out, parsed.notebook)
  }

  /// An export to an app's layout (docs/export.md) of a notebook without
  /// errors: only warnings; it imports back without errors; and when no
  /// warning says something was lost, it imports back to the same sessions.
  static func appExport(_ text: [UInt8], _ notebook: Notebook) -> String? {
    for (format, importer) in [(NotebookExport.Format.strong, ImportFormat.strong), (.hevy, .hevy)] {
      var file: [UInt8] = []
      let diagnostics = NotebookExport.export([text], to: format) { file += $0 }.first ?? []
      if diagnostics.contains(where: { $0.severity == .error }) {
        return "\(format) export of a clean notebook has errors"
      }
      if let p = unfit(diagnostics) { return p }
      let units = text.withUnsafeBufferPointer { AppExportStream.firstUnits([$0]) }
      let unit = units.0 ?? (units.1 == .mi ? .lb : .kg)
      let back = NotebookImporter.read(file, as: importer, options: ImportOptions(unit: format == .strong ? unit : nil))
      if back.hasErrors { return "\(format) export does not import back: \(back.diagnostics.prefix(1))" }
      let lost = diagnostics.contains { !$0.message.hasPrefix("Strong's layout does not say its weight unit") }
      if !lost, back.notebook != Notebook(sessions: notebook.sessions) {
        return "\(format) export without a warning imports back differently"
      }
    }
    return nil
  }

  /// The next session of each routine and a few session titles: a
  /// canonical session that reads back as the plan, every set planned.
  static func planned(_ bytes: [UInt8]) -> String? {
    let (history, _) = TrainingHistory.read([(name: "fuzz.unit", text: bytes)])
    let names = (history.routines.map(\.name) + history.planNames(nearest: "", limit: 4)).prefix(6)
    for name in names {
      guard let plan = history.nextSession(for: name, on: LocalDate.minimum.adding(days: 800_000) ?? LocalDate.minimum)
      else {
        if history.routines.contains(where: { ExerciseAliases.key($0.name) == ExerciseAliases.key(name) }) {
          return "no plan for the routine \(name)"
        }
        continue
      }
      if plan.session.exercises.contains(where: { $0.sets.contains { $0.status != .planned } }) {
        return "a set is not planned"
      }
      let text = Notebook(sessions: [plan.session]).canonicalUTF8
      let back = Notebook.parse(utf8: text)
      if back.hasErrors { return "the plan of \(name) does not parse" }
      if back.notebook.sessions != [plan.session] { return "the plan of \(name) reads back otherwise" }
    }
    return nil
  }

  /// A history read in pieces (cut before every session heading, and
  /// every second), as the command line reads a large file on two cores,
  /// answers every question as the history read whole: exercises,
  /// records, events, stats by week and of each exercise by month, every
  /// metric's series by session and by month, the days trained, the last
  /// times and the next sessions. Nil when so, else what differs.
  static func history(_ bytes: [UInt8]) -> String? {
    let whole = FuzzOracle.read(bytes, every: 0)
    let names = whole.exercises.map(\.name)
    for every in [1, 2] {
      let pieces = FuzzOracle.read(bytes, every: every)
      if let different = FuzzOracle.differs(pieces, whole, names) { return "pieces every \(every): \(different)" }
    }
    return nil
  }

  /// What `pieces` answers otherwise than `whole`, if anything.
  static func differs(_ pieces: TrainingHistory, _ whole: TrainingHistory, _ names: [String]) -> String? {
    if pieces.exercises != whole.exercises { return "the exercises" }
    if pieces.events() != whole.events() { return "the events" }
    if pieces.stats(by: .week) != whole.stats(by: .week) { return "the stats by week" }
    let stats = { (h: TrainingHistory) in names.map { h.stats(by: .month, exercise: $0) } }
    if stats(pieces) != stats(whole) { return "the stats of each" }
    if pieces.trainingDays() != whole.trainingDays() { return "the days trained" }
    if pieces.muscleSets(by: .week) != whole.muscleSets(by: .week) { return "the sets per muscle" }
    if pieces.muscleCoverage() != whole.muscleCoverage() { return "the muscles' coverage" }
    if pieces.lastTimes(of: names, before: nil) != whole.lastTimes(of: names, before: nil) { return "the last times" }
    for name in names {
      if pieces.records(of: name) != whole.records(of: name) { return "the records of \(name)" }
      for metric in HistoryMetric.allCases {
        for grouping in [HistoryGrouping.session, .month]
        where pieces.series(of: name, metric: metric, by: grouping)
          != whole.series(of: name, metric: metric, by: grouping)
        {
          return "the \(metric) of \(name) by \(grouping)"
        }
      }
    }
    if let day = whole.dayAfterLastTraining(), pieces.nextSessions(on: day) != whole.nextSessions(on: day) {
      return "the next sessions"
    }
    return nil
  }

  /// The text read whole (`every` 0) or cut before every `every`-th
  /// session heading (`cuts`), each piece folded with the body weight read
  /// back before it, as the command line reads a large file; for the
  /// questions of `trackers` (every one by default).
  static func read(
    _ text: [UInt8], asking questions: [HistoryQuestion] = HistoryQuestion.all, every: Int
  ) -> TrainingHistory {
    let reader = HistoryReader(names: ["g.unit"], aliases: ExerciseAliases(), asking: questions)
    return text.withUnsafeBufferPointer { b in
      let cuts = every > 0 ? FuzzOracle.cuts(b, every: every) : []
      var parts: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
      var lines: Int32 = 0
      for (lower, upper) in zip([0] + cuts, cuts + [b.count]) {
        let part = reader.fold(
          UnsafeBufferPointer(rebasing: b[lower..<upper]), file: 0, isFirst: lower == 0,
          bodyweight: lower == 0 ? nil : reader.bodyweight(before: lower, in: b))
        parts.append((part, lines, lower))
        lines += part.lines
      }
      return reader.finish(parts, sources: .texts([text]))
    }
  }

  /// Where to cut notebook text: before every `every`-th session heading
  /// (`# ` and a digit at a line's start, after a blank line).
  static func cuts(_ b: UnsafeBufferPointer<UInt8>, every: Int) -> [Int] {
    var out: [Int] = []
    var seen = 0
    var i = 2
    while i + 2 < b.count {
      if b[i - 2] == 0x0A, b[i - 1] == 0x0A, b[i] == UInt8(ascii: "#"), b[i + 1] == 0x20,
        (0x30...0x39).contains(b[i + 2])
      {
        seen += 1
        if seen % every == 0 { out.append(i) }
      }
      i += 1
    }
    return out
  }

  /// Unit's JSON: never a crash; what is accepted keeps the model's
  /// invariants and converts back to the same model.
  static func jsonReader(_ bytes: [UInt8]) -> String? {
    reader(NotebookJSON.read(bytes))
  }

  /// Unit's CSV: as the JSON.
  static func csvReader(_ bytes: [UInt8]) -> String? {
    reader(NotebookCSV.read(bytes))
  }

  /// Every importer (and `detect`) on the same bytes: never a crash; what an
  /// importer accepts keeps the model's invariants, formats idempotently and
  /// parses back to the same model. The weight unit given depends on the
  /// input's length, so the fuzzer tries the three choices.
  static func importers(_ bytes: [UInt8]) -> String? {
    _ = NotebookImporter.detect(bytes)
    let units: [WeightUnit?] = [nil, .kg, .lb]
    let options = ImportOptions(unit: units[bytes.count % units.count])
    for format in ImportFormat.allCases {
      if let p = imported(NotebookImporter.read(bytes, as: format, options: options)) {
        return format.rawValue + ": " + p
      }
    }
    return mapFile(bytes)
  }

  // MARK: - Laws shared by the targets

  /// A reader of Unit's own formats: no warnings; a refusal says why.
  static func reader(_ result: ImportResult) -> String? {
    if let p = unfit(result.diagnostics) { return p }
    guard let notebook = result.notebook else {
      return result.diagnostics.contains { $0.severity == .error } ? nil : "refused without an error"
    }
    if !result.diagnostics.isEmpty { return "accepted with diagnostics: \(result.diagnostics[0])" }
    return accepted(notebook)
  }

  /// An importer: a refusal says why; an import may carry warnings.
  static func imported(_ result: ImportResult) -> String? {
    if let p = unfit(result.diagnostics) { return p }
    guard let notebook = result.notebook else {
      return result.diagnostics.contains { $0.severity == .error } ? nil : "refused without an error"
    }
    if result.diagnostics.contains(where: { $0.severity == .error }) { return "accepted with an error" }
    return accepted(notebook)
  }

  /// A notebook a reader accepted: it keeps the model's invariants, its
  /// canonical text is canonical and parses back to it, and it survives
  /// JSON and CSV both ways.
  static func accepted(_ notebook: Notebook) -> String? {
    if let p = notebook.invariants.first { return "accepted what a notebook cannot hold: \(p)" }
    let text = notebook.canonicalUTF8
    let parsed = Notebook.parse(utf8: text)
    if parsed.hasErrors { return "the canonical text has errors: \(parsed.diagnostics[0])" }
    if parsed.notebook != notebook { return "the canonical text reads back differently" }
    if NotebookFormatter.format(utf8: text).output != text { return "the canonical text is not canonical" }
    let json = NotebookJSON.read(NotebookJSON.write(notebook))
    if json.notebook != notebook || !json.diagnostics.isEmpty { return "JSON write → read changed the notebook" }
    let csv = NotebookCSV.read(NotebookCSV.write(notebook))
    if csv.notebook != notebook || !csv.diagnostics.isEmpty { return "CSV write → read changed the notebook" }
    return nil
  }

  /// The `--map` file: every name it gives can be an exercise's name.
  static func mapFile(_ bytes: [UInt8]) -> String? {
    let map = ExerciseNameMap.parse(bytes)
    if let p = unfit(map.diagnostics) { return "map: " + p }
    for (_, name) in map.names where Validation.problem(text: name, role: .name) != nil {
      return "map: gives a name a notebook cannot hold"
    }
    return nil
  }

  /// A diagnostic without its code (docs/diagnostics.md), or a message
  /// longer than `messageLimit`, if any.
  static func unfit(_ diagnostics: [Diagnostic]) -> String? {
    if let d = diagnostics.first(where: { $0.code == nil }) {
      return "a diagnostic has no code: \(d.message.prefix(120))"
    }
    guard let d = diagnostics.first(where: { $0.message.utf8.count > messageLimit }) else { return nil }
    return "a message echoes too much input (\(d.message.utf8.count) bytes): \(d.message.prefix(120))…"
  }

  static func hasComment(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { b in
      var scanner = Scanner(b)
      while let line = scanner.nextLine() {
        if line.comment != nil { return true }
      }
      return false
    }
  }
}
