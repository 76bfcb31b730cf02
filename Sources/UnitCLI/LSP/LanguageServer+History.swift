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
    let open = openOrder.compactMap { documents[$0] }.filter { !$0.isOutOfStep }
    let texts = open.map { (name: $0.uri, text: $0.text.bytes) }
    history = PendingHistory(names: texts.map(\.name), arrays: texts.map(\.text), pieceSize: historyPieceSize).finish()
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

  /// Each exercise's block as last time, every set planned: what
  /// completion inserts (no marks, RPE or notes: the plan is ticked as it
  /// is done). The last times are found together, each session read back
  /// once (one at a time, a notebook of n names cost n²).
  func plannedBlocks(_ names: [String], before date: LocalDate?) -> [String?] {
    guard let history else { return names.map { _ in nil } }
    return zip(names, history.lastTimes(of: names, before: date)).map { name, last in
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
    for e in history.events() where e.record.set.file == document.uri {
      guard let line = e.record.set.line else { continue }
      let offset = document.text.notebookLine(line).upperBound
      let position = document.text.position(of: offset)
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

/// The history of the open documents being read after an open or a change,
/// in pieces joined in order as one pass reads them (`LSPTwoThreadsTests`).
/// Each document is cut at session headings into pieces of about 256 KB.
/// A second thread folds pieces from the first on, from the start; once
/// the diagnostics are out, the server's thread folds pieces from the last
/// back (`finish`), until the two meet. However busy the machine keeps
/// either thread, the server waits at most for the piece the other thread
/// is on, and then for the joining.
final class PendingHistory {
  /// A piece of a document: its index among the texts and its bytes.
  struct Piece: Sendable {
    let file: Int
    let range: Range<Int>
  }

  /// About the size of a piece: a tenth of a 2.5 MB notebook, folded in a
  /// few milliseconds.
  static let pieceSize = 1 << 18

  let names: [String]
  let arrays: [[UInt8]]
  let pieces: [Piece]
  let claims: WorkClaims
  let reader: HistoryReader
  let background: BackgroundWork<[(Int, HistoryPart)]>

  /// Everything but the columns of the records' sets and the sessions'
  /// best sets: the editor places its hints by line (reading each set's
  /// line back for its column was half the joining of a 5 MB history),
  /// and it charts nothing (keeping every session's best sets was a third
  /// of the fold).
  static var plan: HistoryPlan {
    var p = HistoryPlan()
    p.readsColumns = false
    p.keepsSessionBests = false
    return p
  }

  init(names: [String], arrays: [[UInt8]], pieceSize: Int = PendingHistory.pieceSize) {
    let reader = HistoryReader(names: names, aliases: ExerciseAliases(), plan: PendingHistory.plan)
    let pieces = arrays.indices.flatMap { f in PendingHistory.pieces(of: arrays[f], file: f, size: pieceSize) }
    let claims = WorkClaims(count: pieces.count)
    self.names = names
    self.arrays = arrays
    self.pieces = pieces
    self.claims = claims
    self.reader = reader
    background = BackgroundWork {
      var done: [(Int, HistoryPart)] = []
      while let k = claims.takeFront() { done.append((k, PendingHistory.fold(pieces[k], arrays, reader, first: k == 0))) }
      return done
    }
  }

  deinit {
    // A history no longer wanted (the text changed again): the other
    // thread stops after its piece.
    claims.close()
  }

  /// A document cut at session headings (where the formatter cuts), every
  /// piece but the last at least `size` long.
  static func pieces(of text: [UInt8], file: Int, size: Int) -> [Piece] {
    text.withUnsafeBufferPointer { b in ParallelFormat.pieces(b, size: size).map { Piece(file: file, range: $0) } }
  }

  /// The history of one piece; the first piece of the first document
  /// starts the history.
  static func fold(_ piece: Piece, _ arrays: [[UInt8]], _ reader: HistoryReader, first: Bool) -> HistoryPart {
    arrays[piece.file].withUnsafeBufferPointer { b in
      reader.fold(UnsafeBufferPointer(rebasing: b[piece.range]), file: piece.file, isFirst: first)
    }
  }

  /// Folds pieces from the last back until they meet the other thread's,
  /// waits for that thread, and joins every piece in order.
  func finish() -> TrainingHistory {
    var parts = [HistoryPart?](repeating: nil, count: pieces.count)
    while let k = claims.takeBack() { parts[k] = PendingHistory.fold(pieces[k], arrays, reader, first: k == 0) }
    for (k, part) in background.join() where k < parts.count { parts[k] = part }
    var joined: [(part: HistoryPart, lines: Int32, bytes: Int)] = []
    var lines: Int32 = 0
    for (k, piece) in pieces.enumerated() {
      let part = parts[k] ?? PendingHistory.fold(piece, arrays, reader, first: k == 0)
      if piece.range.lowerBound == 0 { lines = 0 }
      joined.append((part, lines, piece.range.lowerBound))
      lines &+= part.lines
    }
    // Handed over, not shared (the finishing lets each exercise's records
    // go as it makes them).
    var handed = Optional(consume joined)
    return TrainingHistory.withBuffers(arrays[...], []) { buffers in
      reader.finish(handed.take() ?? [], buffers: buffers, sources: .texts(arrays))
    }
  }
}
