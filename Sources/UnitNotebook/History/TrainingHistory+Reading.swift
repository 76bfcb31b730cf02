extension TrainingHistory {
  /// The history of notebook texts (UTF-8), each with the name it is
  /// reported by, and each text's diagnostics (as `unit check` gives
  /// them). Lines with errors are left out; the rest still counts.
  public static func read(
    _ texts: [(name: String, text: [UInt8])], aliases: ExerciseAliases = ExerciseAliases()
  ) -> (history: TrainingHistory, diagnostics: [[Diagnostic]]) {
    let arrays = texts.map(\.text)
    return TrainingHistory.withBuffers(arrays[...], []) { buffers in
      let reader = HistoryReader(names: texts.map(\.name), aliases: aliases, plan: HistoryPlan())
      let parts = buffers.indices.map { reader.fold(buffers[$0], file: $0, isFirst: $0 == 0) }
      let history = reader.finish(parts.map { ($0, 0, 0) }, buffers: buffers, sources: .texts(arrays))
      return (history, parts.map(\.diagnostics))
    }
  }

  /// The history of notebooks, each with the name it is reported by. Sets
  /// have no line or column (a notebook value does not know its text).
  public init(notebooks: [(name: String, notebook: Notebook)], aliases: ExerciseAliases = ExerciseAliases()) {
    var order: [(key: SessionKey, file: Int, index: Int)] = []
    for (f, n) in notebooks.enumerated() {
      for (i, s) in n.notebook.sessions.enumerated() {
        let key = SessionKey(
          day: Int32(s.date.daysSinceEpoch), start: s.start.map { Int32($0.secondsSinceMidnight) } ?? -1,
          file: Int32(f), offset: i)
        order.append((key, f, i))
      }
    }
    order.sort { $0.key < $1.key }
    var segment = HistorySegment(plan: HistoryPlan(), aliases: aliases, isFirst: true)
    var record = SessionRecord()
    var texts = TextReader.forModel
    for o in order {
      record.fill(from: notebooks[o.file].notebook.sessions[o.index])
      segment.add(record, texts: &texts, file: Int32(o.file), range: o.index..<o.index, line: 0)
    }
    let models = notebooks.map(\.notebook)
    self.init(
      segment, files: notebooks.map(\.name), access: HistoryAccess(texts: [], notebooks: models),
      sources: .notebooks(models))
  }

  /// The last session before `date` (or the very last, when nil) in which
  /// the exercise had a counted set, with its block as logged. A history
  /// built with a cut-off date for last times (the command line's `last
  /// --before`) answers for that date only.
  public func lastTime(of name: String, before date: LocalDate? = nil) -> LastTime? {
    guard let id = id(of: name) else { return nil }
    if date == nil || date == plannedLastTimeBefore { return latest[Int(id)] }
    let mine = exerciseDigests.filter { x in x.exercise == id && x.counted > 0 && (date.map { x.work.date < $0 } ?? true) }
    guard let best = mine.max(by: { $0.session.key < $1.session.key }) else { return nil }
    var access = HistoryAccess()
    switch sources {
    case .notebooks(let n): access.notebooks = n
    case .texts(let t):
      return TrainingHistory.withBuffers(t[...], []) { buffers in
        access.texts = buffers
        return lastTime(id, best.session, access)
      }
    case .none: return nil
    }
    return lastTime(id, best.session, access)
  }

  private func lastTime(_ id: Int32, _ entry: SessionEntry, _ access: HistoryAccess) -> LastTime? {
    guard let found = access.session(entry) else { return nil }
    let key = ids.first { $0.value == id }?.key ?? ""
    var x = ExerciseState(key: key, nameEntry: -1, nameKey: entry.key, keepsDigest: false)
    x.name = summaries[Int(id)].name
    return TrainingHistory.lastTime(x, found, entry, aliases: aliases, files: files)
  }

  static func withBuffers<R>(
    _ arrays: ArraySlice<[UInt8]>, _ done: [UnsafeBufferPointer<UInt8>], _ body: ([UnsafeBufferPointer<UInt8>]) -> R
  ) -> R {
    guard let first = arrays.first else { return body(done) }
    return first.withUnsafeBufferPointer { withBuffers(arrays.dropFirst(), done + [$0], body) }
  }
}

/// A part of the history folded from a piece of text: a whole file, or a
/// part of one that starts at a heading (the command line folds the two
/// halves of a large file on two cores and joins them).
package struct HistoryPart: Sendable {
  var segment: HistorySegment
  /// What `unit check` says about the piece (positions within the piece).
  package var diagnostics: [Diagnostic]
  /// Lines the piece holds (counting its last line even without a line feed).
  package var lines: Int32
}

/// Reads texts into a history: folds pieces, joins them in order, and
/// folds the sessions again in date order when the text did not hold them
/// so.
package struct HistoryReader: Sendable {
  let names: [String]
  let aliases: ExerciseAliases
  let plan: HistoryPlan

  package init(names: [String], aliases: ExerciseAliases, plan: HistoryPlan) {
    self.names = names
    self.aliases = aliases
    self.plan = plan
  }

  /// Folds a piece of file `file`. `consumed` hears, as with the
  /// formatter, how much of the piece is behind the reader for good.
  package func fold(
    _ buffer: UnsafeBufferPointer<UInt8>, file: Int, isFirst: Bool, consumed: ((Int) -> Void)? = nil
  ) -> HistoryPart {
    var sink = DiagnosticSink()
    var segment = HistorySegment(plan: plan, aliases: aliases, isFirst: isFirst)
    var start = 0
    Pipeline.runRecords(
      buffer, sink: &sink, tracksLines: true,
      consumed: { x in
        start = x
        consumed?(x)
      }
    ) { chunk, record, texts, _ in
      guard !chunk.isPreamble, chunk.isValid else { return }
      segment.add(record, texts: &texts, file: Int32(file), range: start..<start, line: Int32(record.lines.lowerBound))
    }
    // The lines of the piece: those before its last session, and the line
    // feeds from there on.
    var lines = 0
    var from = 0
    if let last = segment.sessions.last, last.line > 0 {
      lines = Int(last.line) - 1
      from = last.range.lowerBound
    }
    for i in from..<buffer.count where buffer[i] == 0x0A { lines += 1 }
    return HistoryPart(segment: segment, diagnostics: sink.sorted, lines: Int32(clamping: lines))
  }

  /// Joins the parts in order (each with the lines and bytes of its file
  /// before it) and finishes the history; `buffers` are the files.
  package func finish(
    _ parts: [(part: HistoryPart, lines: Int32, bytes: Int)], buffers: [UnsafeBufferPointer<UInt8>],
    sources: HistorySources = .none
  ) -> TrainingHistory {
    var whole = HistorySegment(plan: plan, aliases: aliases, isFirst: true)
    for (k, p) in parts.enumerated() {
      if k == 0 && p.lines == 0 && p.bytes == 0 {
        whole = p.part.segment
        whole.isFirst = true
      } else {
        whole.absorb(p.part.segment, lines: p.lines, bytes: p.bytes)
      }
    }
    if !whole.isSorted { whole = refold(whole.sessions, buffers: buffers) }
    return TrainingHistory(whole, files: names, access: HistoryAccess(texts: buffers), sources: sources)
  }

  /// Folds every session again, in date order, from its text.
  func refold(_ sessions: [SessionEntry], buffers: [UnsafeBufferPointer<UInt8>]) -> HistorySegment {
    var segment = HistorySegment(plan: plan, aliases: aliases, isFirst: true)
    for entry in sessions.sorted(by: { $0.key < $1.key }) {
      let file = Int(entry.key.file)
      guard file < buffers.count else { continue }
      let b = buffers[file]
      let lower = Swift.min(Swift.max(entry.range.lowerBound, 0), b.count)
      let upper = HistoryAccess.sessionEnd(b, from: lower)
      var sink = DiagnosticSink()
      segment.lineBase = entry.line - 1
      Pipeline.runRecords(UnsafeBufferPointer(rebasing: b[lower..<upper]), sink: &sink, tracksLines: true) {
        chunk, record, texts, _ in
        guard !chunk.isPreamble, chunk.isValid else { return }
        segment.add(record, texts: &texts, file: Int32(file), range: lower..<upper, line: entry.line)
      }
    }
    segment.lineBase = 0
    return segment
  }
}
