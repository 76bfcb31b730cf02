import UnitNotebook

/// What the server knows from the history of every open notebook (one
/// history, as `unit prs` reads several files): last time and records on
/// hover, `PR …` inlay hints after the sets that were records, completion
/// of an exercise with last time's sets planned, and code actions that
/// mark a set done or failed.
extension LanguageServer {
  /// The history of every notebook, read once after each change (when the
  /// server is idle after its answers, or when a request needs it): the
  /// pieces a change touched are folded again on two threads, those it
  /// left are kept from the last reading, and all are joined
  /// (`PendingHistory`). The workspace's files are read the first time.
  mutating func refreshHistory() {
    loadWorkspace()
    guard history == nil else { return }
    (history, folded, settled, historyWork) = PendingHistory(files: historyFiles(), kept: folded, settled: settled)
      .finish()
  }

  /// Lets the history go after a change, to be read again when needed.
  mutating func forgetHistory() {
    history = nil
    planning = nil
    musclesRead = nil
  }

  /// The notebooks of the history, in the order of their URIs: the
  /// workspace's files, each open document's text in place of its file
  /// (unless it is out of step), and the open documents outside the
  /// workspace. Every chunk read, and the pieces marked.
  func historyFiles() -> [(uri: String, text: DocumentText)] {
    // By path, so that an open document is its file however the editor
    // spells its URI.
    var texts: [String: (uri: String, text: DocumentText)] = [:]
    for (path, file) in workspace.files { texts[path] = (file.uri, file.text) }
    // In the order they were opened: of two URIs of one file, the last opened stands for it.
    for uri in openOrder {
      guard let d = documents[uri], !d.isOutOfStep else { continue }
      texts[Workspace.documentKey(uri)] = (uri, d.text)
    }
    return texts.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The last times of exercises before a date (the latest of all when
  /// nil), as `TrainingHistory.lastTime(of:before:)` gives them: for each,
  /// the latest session of the history before the date with a set of it
  /// that counts, found in the chunks' readings, and read back from its
  /// chunk. (The history keeps no digests of the sessions.)
  func lastTimes(of wanted: [String], before date: LocalDate?) -> [LastTime?] {
    let numbers = wanted.map { names.identityNumber(of: $0) }
    var asked = [Bool](repeating: false, count: names.identityCount)
    for case let n? in numbers where Int(n) < asked.count { asked[Int(n)] = true }
    guard asked.contains(true) else { return wanted.map { _ in nil } }
    let before = date.map { Int32(clamping: $0.daysSinceEpoch) }
    // The latest session of each identity: its day, start, file and place,
    // by identity number. Every chunk of every file is visited, so the
    // visit reads the chunks in place, without a dictionary.
    var best = [(day: Int32, start: Int32, file: Int, offset: Int, chunk: Int)?](
      repeating: nil, count: asked.count)
    let files = historyFiles()
    let identities = names.identities
    for (f, file) in files.enumerated() {
      let starts = file.text.byteStarts
      file.text.chunks.withUnsafeBufferPointer { chunks in
        for k in chunks.indices {
          guard let r = chunks[k].reading, r.kind == .session, before.map({ r.day < $0 }) ?? true else {
            continue
          }
          let here = (day: r.day, start: r.start, file: f, offset: k < starts.count ? starts[k] : 0, chunk: k)
          for x in r.exercises where x.counts && Int(x.name) < identities.count {
            let id = Int(identities[Int(x.name)])
            guard id < asked.count, asked[id] else { continue }
            if let b = best[id], (b.day, b.start, b.file, b.offset) >= (here.day, here.start, here.file, here.offset) {
              continue
            }
            best[id] = here
          }
        }
      }
    }
    // Each session read back once, for all the names last done in it.
    var bySession: [Int: [Int]] = [:]  // chunk's place in `places` → indices into `wanted`
    var places: [(file: Int, chunk: Int)] = []
    var placeIndex: [Int: [Int: Int]] = [:]
    for (i, n) in numbers.enumerated() {
      guard let n, Int(n) < best.count, let b = best[Int(n)] else { continue }
      let p: Int
      if let known = placeIndex[b.file]?[b.chunk] {
        p = known
      } else {
        p = places.count
        places.append((b.file, b.chunk))
        placeIndex[b.file, default: [:]][b.chunk] = p
      }
      bySession[p, default: []].append(i)
    }
    var out = [LastTime?](repeating: nil, count: wanted.count)
    for (p, indices) in bySession {
      let (f, k) = places[p]
      let text = files[f].text
      let outline = NotebookOutline.read(chunk: text.chunks[k].bytes).outline
        .moved(lines: text.lineStarts[k], bytes: text.byteStarts[k])
      guard let entry = outline.sessions.first else { continue }
      let found = TrainingHistory.lastTimes(
        of: indices.map { (wanted[$0], history?.exercise(named: wanted[$0])?.name ?? wanted[$0]) },
        in: entry.session, exerciseLines: entry.exercises.map(\.lines.lowerBound), file: files[f].uri,
        aliases: NameTable.aliases)
      for (i, last) in zip(indices, found) { out[i] = last }
    }
    return out
  }

  /// The notebooks the next session is planned from (`nextSession`,
  /// `sectionSession`, `nextSets`, `trainingMax`): every notebook's text,
  /// read whole once when asked; kept until the next change.
  mutating func trainingPlans() -> TrainingPlans {
    if let planning { return planning }
    let p = TrainingHistory.read(
      historyFiles().map { ($0.uri, $0.text.bytes) }, aliases: NameTable.aliases, asking: [.plans]
    ).history.plans()
    planning = p
    return p
  }

  /// Hover paragraphs for an exercise: last time before its session, and
  /// its current records.
  func historyParagraphs(_ name: String, before date: LocalDate?) -> [String] {
    guard let history, history.exercise(named: name) != nil else { return [] }
    var out: [String] = []
    if let last = lastTimes(of: [name], before: date).first ?? nil { out.append(LanguageServer.lastTimeText(last)) }
    let shown: [RecordKind] = [
      .heaviest, .e1rm, .mostReps, .bestSet, .bestSession, .longest, .farthest, .leastAssistance,
    ]
    let records = history.records(of: name).filter { shown.contains($0.kind) }
    if !records.isEmpty {
      out.append("Records: " + records.map { "\($0.kind.label) \($0.value) (\($0.set.date))" }.joined(separator: " · "))
    }
    return out
  }

  /// `100kg × 5 ✓ @8`, `warmup 60kg × 5 ✓`.
  static func setText(_ s: WorkoutSet) -> String {
    var t = (s.kind == .normal ? "" : s.kind.rawValue + " ") + HistoryText.set(s)
    if s.status != .planned { t += s.status == .done ? " ✓" : " ✗" }
    if let rpe = s.rpe { t += " @\(rpe)" }
    return t
  }

  /// Each exercise's block as last time, every set planned: what
  /// completion inserts (no marks, RPE or notes: the plan is ticked as it
  /// is done). The last times are found together, each session read back
  /// once (one at a time, a notebook of n names cost n²).
  func plannedBlocks(_ names: [String], before date: LocalDate?) -> [String?] {
    guard history != nil else { return names.map { _ in nil } }
    return zip(names, lastTimes(of: names, before: date)).map { name, last in
      last.flatMap { LanguageServer.plannedBlock(name, $0) }
    }
  }

  /// An exercise's block of a last time, every set planned.
  static func plannedBlock(_ name: String, _ last: LastTime) -> String? {
    var sets: [WorkoutSet] = []
    for x in last.session.exercises {
      for s in x.sets {
        var p = s
        p.status = .planned
        p.rpe = nil
        p.note = nil
        sets.append(p)
      }
    }
    let exercise = Exercise(name: name, sets: sets)
    let text = Notebook(sessions: [Session(date: last.session.date, exercises: [exercise])]).canonicalText
    guard let body = text.firstRange(of: "\n\n").map({ text[$0.upperBound...] }) else { return nil }
    var block = String(body)
    while block.hasSuffix("\n") { block.removeLast() }
    return block
  }

  /// `PR e1RM` after each set that was a record when it was done.
  func inlayHints(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    guard let history else { return [] }
    var first = 0
    var last = Int.max
    if params.optional(["range"]) != nil {
      first = try params.position("range", "start").line
      last = try params.position("range", "end").line
    }
    var hints: [JSONValue] = []
    var seen = Set<String>()
    // Each chunk measured once for the events in it.
    let lines = NotebookText(document)
    for e in history.events() where e.record.set.file == document.uri {
      guard let line = e.record.set.line else { continue }
      let offset = lines.notebookLine(line).upperBound
      let position = lines.position(of: offset)
      guard position.line >= first, position.line <= last else { continue }
      let label = "PR " + LanguageServer.hintWord(e.record)
      guard seen.insert("\(line) \(label)").inserted else { continue }
      hints.append([
        "position": position.json, "label": .string(label), "paddingLeft": true,
        "tooltip": .string(e.description),
      ])
    }
    return .array(hints)
  }

  /// `e1RM`, `heaviest`, `reps at 100kg`, `session`.
  static func hintWord(_ r: PersonalRecord) -> String {
    switch r.kind {
    case .bestSession: return "session"
    case .mostReps: return "reps"
    case .leastAssistance: return "assistance"
    default: return HistoryText.title(r)
    }
  }

  /// On a set line: mark it done ✓, or failed ✗ (whichever it is not).
  /// On the heading of an empty session, or an exercise line without sets:
  /// fill it in from last time (`planningActions`).
  mutating func codeActions(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    let start = try params.position("range", "start")
    guard let offset = document.text.offset(of: Position(line: start.line, character: 0)) else { return [] }
    let number = document.text.notebookLineNumber(of: offset)
    let range = document.text.notebookLine(number)
    let line = document.text[range]
    var actions: [JSONValue] = planningActions(document, line: number)
    for (status, title) in [(SetStatus.done, "Mark done ✓"), (.failed, "Mark failed ✗")] {
      guard let edit = SetMarkEdit.edit(line, to: status) else { continue }
      let bytes = (range.lowerBound + edit.range.lowerBound)..<(range.lowerBound + edit.range.upperBound)
      actions.append([
        "title": .string(title), "kind": "quickfix",
        "edit": [
          "changes": .object([
            JSONMember(
              key: document.uri,
              value: [["range": document.text.range(bytes).json, "newText": .string(edit.text)]])
          ])
        ],
      ])
    }
    return .array(actions)
  }
}
