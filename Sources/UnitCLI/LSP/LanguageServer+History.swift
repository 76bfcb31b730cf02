import UnitNotebook

/// What the server knows from the history of every open notebook (one
/// history, as `unit prs` reads several files): last time and records on
/// hover, `PR …` inlay hints after the sets that were records, completion
/// of an exercise with last time's sets planned, and code actions that
/// mark a set done or failed.
extension LanguageServer {
  /// The history of the open documents, read once after each change: the
  /// reading an open or change started is finished, or after a close the
  /// documents are read here.
  mutating func refreshHistory() {
    guard history == nil else { return }
    if let p = pending {
      pending = nil
      history = p.finish()
      return
    }
    let order = openOrder.filter { documents[$0] != nil }
    let texts = order.compactMap { uri in documents[uri].map { (name: uri, text: $0.bytes) } }
    history = PendingHistory(names: texts.map(\.name), arrays: texts.map(\.text), changed: nil).finish()
  }

  /// The session holding a 1-based line of a document, if any.
  func session(of document: TextDocument, atLine line: Int) -> NotebookOutline.SessionEntry? {
    document.outline.sessions.last { $0.lines.lowerBound <= line }
  }

  /// Hover paragraphs for an exercise: last time before its session, and
  /// its current records.
  func historyParagraphs(_ name: String, before date: LocalDate?) -> [String] {
    guard let history, history.exercise(named: name) != nil else { return [] }
    var out: [String] = []
    if let last = history.lastTime(of: name, before: date) {
      let sets = last.session.exercises.flatMap(\.sets).map(LanguageServer.setText)
      out.append("Last time, \(last.session.date): " + sets.joined(separator: ", "))
    }
    let shown: [RecordKind] = [.heaviest, .e1rm, .mostReps, .bestSet, .bestSession, .longest, .farthest, .leastAssistance]
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

  /// The exercise's block as last time, every set planned: what completion
  /// inserts (no marks, RPE or notes: the plan is ticked as it is done).
  func plannedBlock(_ name: String, before date: LocalDate?) -> String? {
    guard let history, let last = history.lastTime(of: name, before: date) else { return nil }
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
    for e in history.events() where e.record.set.file == document.uri {
      guard let line = e.record.set.line else { continue }
      let offset = document.positions.notebookLine(line).upperBound
      let position = document.positions.position(of: offset)
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
  func codeActions(_ params: Params) throws(RPCError) -> JSONValue {
    let document = try document(params)
    let start = try params.position("range", "start")
    guard let offset = document.positions.offset(of: Position(line: start.line, character: 0)) else { return [] }
    let number = document.positions.notebookLineNumber(of: offset)
    let range = document.positions.notebookLine(number)
    let line = Array(document.bytes[range])
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
              value: [["range": document.positions.range(bytes).json, "newText": .string(edit.text)]])
          ])
        ],
      ])
    }
    return .array(actions)
  }
}

/// The history of the open documents being read after an open or a change,
/// in parts joined in order as one pass reads them (`LSPTwoThreadsTests`):
/// the changed document's text up to a session heading about 80% in, and
/// the other documents, on a thread of their own from the start; the rest
/// on the server's thread in `finish`.
final class PendingHistory {
  let names: [String]
  let arrays: [[UInt8]]
  /// The document that changed (its part of the text is cut), if any.
  let changed: Int?
  let cut: Int?
  let reader: HistoryReader
  let background: BackgroundWork<[HistoryPart]>

  /// Everything but the columns of the records' sets: the editor places
  /// its hints by line, and reading each set's line back for its column was
  /// half the joining of a 5 MB history.
  static var plan: HistoryPlan {
    var p = HistoryPlan()
    p.readsColumns = false
    return p
  }

  init(names: [String], arrays: [[UInt8]], changed: Int?) {
    let reader = HistoryReader(names: names, aliases: ExerciseAliases(), plan: PendingHistory.plan)
    let text = changed.flatMap { arrays.indices.contains($0) ? arrays[$0] : nil } ?? []
    // The server's thread takes the last 20% once the diagnostics are out;
    // the second thread the rest from the start. (Joining moves the later
    // part's sets to their places in the file, so the later part is the
    // smaller.)
    let cut =
      text.count >= 1 << 16 ? text.withUnsafeBufferPointer { ParallelFormat.cutPoint($0, from: $0.count * 8 / 10) } : nil
    self.names = names
    self.arrays = arrays
    self.changed = changed
    self.cut = cut
    self.reader = reader
    background = BackgroundWork {
      arrays.indices.map { f in
        arrays[f].withUnsafeBufferPointer { b in
          guard f == changed, let c = cut else { return reader.fold(b, file: f, isFirst: f == 0) }
          return reader.fold(UnsafeBufferPointer(rebasing: b[0..<c]), file: f, isFirst: f == 0)
        }
      }
    }
  }

  /// Folds the last part here, waits for the rest, and joins them.
  func finish() -> TrainingHistory {
    var last: HistoryPart? = nil
    if let c = cut, let k = changed {
      last = arrays[k].withUnsafeBufferPointer {
        reader.fold(UnsafeBufferPointer(rebasing: $0[c...]), file: k, isFirst: false)
      }
    }
    let theirs = background.join()
    var parts: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
    for (f, part) in theirs.enumerated() {
      parts.append((part, 0, 0))
      if f == changed, let tail = last, let c = cut { parts.append((tail, part.lines, c)) }
    }
    return TrainingHistory.withBuffers(arrays[...], []) { buffers in
      reader.finish(parts, buffers: buffers, sources: .texts(arrays))
    }
  }
}
