/// LiftMark's JSON export (docs/import.md): its sessions
/// (`liftmark_workouts_….json`, `{"exportedAt", "appVersion", "sessions": […]}`),
/// one session (`workout-….json`, `"session": {…}`), or everything
/// (`liftmark_export_….json`, with `plans`, read as routines).
///
///     {"name": "Push Day", "date": "2026-02-20", "startTime": "2026-02-20T10:00:00Z", …,
///      "exercises": [{"exerciseName": "Bench Press", "sets": [{"status": "completed",
///        "actualWeight": 135, "actualWeightUnit": "lbs", "actualReps": 10, "targetReps": 10, …}]}]}
///
/// `date` is the local day; the times are UTC, read by the import's rule.
/// A completed set is done, a failed one ✗; skipped and pending sets were not
/// done and are not imported (a warning counts them).
struct LiftMarkImporter {
  var builder: ImportBuilder
  let lines: LineIndex
  /// Keys not read, each warned about once: `what.key`.
  var unknown: Set<String> = []
  var traits = LoadRules.Traits()
  var bodyweightEquipment = false

  static func read(_ bytes: UnsafeBufferPointer<UInt8>, options: ImportOptions) throws(ReadError) -> ImportResult {
    let root = try ImportJSON.parse(bytes)
    var importer = LiftMarkImporter(builder: ImportBuilder(options: options), lines: LineIndex(bytes))
    importer.keys(
      root, ["exportedAt", "appVersion", "formatVersion", "sessions", "session", "plans", "gyms", "settings"],
      "the export")
    var sessions = root["sessions"]?.items ?? []
    if let one = root["session"] { sessions.append(one) }
    for name in ["gyms", "settings"] {
      if let v = root[name] {
        importer.warn(.importNotImported, v, "\(name) is not imported: a notebook has no place for the app's \(name)")
      }
    }
    for s in sessions { try importer.session(s) }
    let plans = LiftMarkPlans(options: options)
    var routines: [Routine] = []
    for p in root["plans"]?.items ?? [] { routines.append(try plans.routine(p, &importer)) }
    guard !sessions.isEmpty || !routines.isEmpty else {
      throw importer.fail(root, "expected LiftMark's export: its sessions (\"sessions\": […]) or its plans")
    }
    var result = importer.builder.finish()
    result.notebook?.routines = routines
    return result
  }

  func place(_ node: ImportJSON) -> (line: Int, column: Int) { lines.location(of: node.offset) }

  func fail(_ node: ImportJSON, _ message: String) -> ReadError {
    let (line, column) = place(node)
    return ReadError(.importBadValue, row: line, column: column, message)
  }

  mutating func warn(_ code: Diagnostic.Code, _ node: ImportJSON, _ message: String) {
    let (line, column) = place(node)
    builder.warn(code, row: line, column: column, message)
  }

  mutating func warnOnce(_ code: Diagnostic.Code, _ key: String, _ node: ImportJSON, _ message: String) {
    let (line, column) = place(node)
    builder.warnOnce(code, key, row: line, column: column, message, counting: "places")
  }

  /// Warns once for each key of `node` that is not in `known`.
  mutating func keys(_ node: ImportJSON, _ known: Set<String>, _ what: String) {
    for (key, value) in node.members where !known.contains(key) && !unknown.contains(what + "." + key) {
      unknown.insert(what + "." + key)
      warn(
        .importNotImported, value,
        "\(Excerpt.quoted(key)) of \(what) is not one the LiftMark importer reads: not imported")
    }
  }

  /// A text member (nil when absent or null); another type stops the import.
  func text(_ node: ImportJSON, _ key: String) throws(ReadError) -> String? {
    guard let v = node[key], !v.isNull else { return nil }
    guard let s = v.string else { throw fail(v, "expected text in \"\(key)\", found \(v.kind)") }
    return s
  }

  /// A number member within the notebook's limits (nil when absent or null).
  func number(_ node: ImportJSON, _ key: String) throws(ReadError) -> DecimalValue? {
    guard let v = node[key], !v.isNull else { return nil }
    switch v.number {
    case .value(let d, _)?: return d
    case .tooLarge?: throw fail(v, "\"\(key)\" has more digits than a notebook number holds (15)")
    default: throw fail(v, "expected a number in \"\(key)\", found \(v.kind)")
    }
  }

  /// A whole number of 0 or more (reps, seconds).
  func count(_ node: ImportJSON, _ key: String) throws(ReadError) -> Int? {
    guard let d = try number(node, key) else { return nil }
    guard let n = ImportNumber.count(d), Validation.problem(reps: n) == nil else {
      throw fail(node[key] ?? node, "expected a whole number of 0 or more in \"\(key)\", found \(d)")
    }
    return n
  }

  /// `lbs` or `kg` in `key`; nil when absent.
  func unit(_ node: ImportJSON, _ key: String) throws(ReadError) -> WeightUnit? {
    guard let t = try text(node, key) else { return nil }
    guard let u = ImportUnits.weight(t) else {
      throw fail(node[key] ?? node, "expected lbs or kg in \"\(key)\", found \(Excerpt.quoted(t))")
    }
    return u
  }
}
