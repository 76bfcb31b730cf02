extension TrainingHistory {
  /// The last times of several exercises (`lastTime(of:before:)`, each nil
  /// when there is none), in one pass over the digests, each session read
  /// back once however many of them it is the last time of (an editor
  /// completes every name of a notebook at once).
  package func lastTimes(of names: [String], before date: LocalDate?) -> [LastTime?] {
    let found = names.map { id(of: $0) }
    if date == nil || date == plannedLastTimeBefore { return found.map { $0.flatMap { latest[$0] } } }
    // The latest session before the date with a counted set, of each exercise asked for.
    var best = [SessionEntry?](repeating: nil, count: summaries.count)
    var asked = [Bool](repeating: false, count: summaries.count)
    for case let id? in found { asked[Int(id)] = true }
    for x in exerciseDigests where asked[Int(x.exercise)] && x.counted > 0 && (date.map { x.work.date < $0 } ?? true) {
      if best[Int(x.exercise)].map({ $0.key < x.session.key }) ?? true { best[Int(x.exercise)] = x.session }
    }
    let wanted = found.map { id in
      id.map { LastTimeQuery(entry: best[Int($0)], key: keys[Int($0)], name: summaries[Int($0)].name) }
        ?? LastTimeQuery(entry: nil, key: "", name: "")
    }
    var access = HistoryAccess()
    switch sources {
    case .notebooks(let n): access.notebooks = n
    case .texts(let t):
      return TrainingHistory.withBuffers(t[...], []) { buffers in
        access.texts = buffers
        return TrainingHistory.lastTimes(wanted, access, aliases: aliases, files: files)
      }
    case .none: return names.map { _ in nil }
    }
    return TrainingHistory.lastTimes(wanted, access, aliases: aliases, files: files)
  }

  /// The history a plan needs (`nextSession`, `planNames`): the texts, for
  /// the planner to read its sessions and routines from, and nothing
  /// folded (no exercise, record or digest: the planner keeps its own);
  /// with each text's diagnostics, as `unit check` gives them.
  package static func readForPlanning(
    _ texts: [(name: String, text: [UInt8])], aliases: ExerciseAliases
  ) -> (history: TrainingHistory, diagnostics: [[Diagnostic]]) {
    var plan = HistoryPlan()
    plan.keepsDigests = false
    plan.readsColumns = false
    plan.tracksRecords = false
    plan.readsLastTimes = false
    let diagnostics = texts.map { t in t.text.withUnsafeBufferPointer { Pipeline.check($0).diagnostics } }
    return (forPlanning(texts, aliases: aliases), diagnostics)
  }

  /// The history a plan needs, as `readForPlanning` gives it, without the
  /// diagnostics (an editor has them already).
  package static func forPlanning(_ texts: [(name: String, text: [UInt8])], aliases: ExerciseAliases) -> TrainingHistory
  {
    var plan = HistoryPlan()
    plan.keepsDigests = false
    plan.readsColumns = false
    plan.tracksRecords = false
    plan.readsLastTimes = false
    return TrainingHistory(
      HistorySegment(plan: plan, aliases: aliases, isFirst: true), files: texts.map(\.name), access: HistoryAccess(),
      sources: .texts(texts.map(\.text)))
  }

  /// The last times of exercises taken from one session an editor found
  /// itself (it keeps its own index of the sessions that hold each
  /// exercise: `lastTime(of:before:)` reads the history's digests, which an
  /// editor does not keep): for each name, the session's blocks of the
  /// exercise, with its heading, as `lastTime(of:before:)` gives them.
  /// `shownAs` is the name the history shows; `exerciseLines` the 1-based
  /// line of each exercise of the session (empty when unknown). The session
  /// is grouped by exercise once, for all the names (once a name, a session
  /// of n exercises cost n²).
  package static func lastTimes(
    of names: [(name: String, shownAs: String)], in session: Session, exerciseLines: [Int], file: String,
    aliases: ExerciseAliases
  ) -> [LastTime?] {
    let read = ReadBackSession((session, exerciseLines), aliases: aliases)
    let entry = SessionEntry(key: SessionKey(day: 0, start: 0, file: 0, offset: 0), line: 0)
    return names.map { n in
      let query = LastTimeQuery(entry: entry, key: ExerciseAliases.key(aliases.resolve(n.name)), name: n.shownAs)
      return read.lastTime(of: query, entry, files: [file])
    }
  }

  /// The same for one exercise.
  package static func lastTime(
    of name: String, shownAs: String, in session: Session, exerciseLines: [Int], file: String,
    aliases: ExerciseAliases
  ) -> LastTime? {
    lastTimes(of: [(name, shownAs)], in: session, exerciseLines: exerciseLines, file: file, aliases: aliases)
      .first ?? nil
  }

  /// Whether a set counts toward the history (done, and not a warm-up):
  /// a session is an exercise's last time when it holds one.
  package static func counts(_ s: WorkoutSet) -> Bool { Planner.counts(s) }

  /// Runs `body` with the arrays' bytes in place.
  package static func withBuffers<R>(
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

  /// The latest body weight the piece records (nil when none): what the
  /// next piece or file starts with (`HistoryReader.fold(bodyweight:)`).
  package var lastBodyweight: Weight? { segment.ownBodyweight }
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
  /// `bodyweight` is the body weight believed in effect at the piece's
  /// start (`bodyweight(before:in:)`, the last of the files before): its
  /// bodyweight sets before its own first weigh-in count it, and the join
  /// folds again in order when it was not the one in effect.
  package func fold(
    _ buffer: UnsafeBufferPointer<UInt8>, file: Int, isFirst: Bool, bodyweight: Weight? = nil,
    consumed: ((Int) -> Void)? = nil
  ) -> HistoryPart {
    var sink = DiagnosticSink()
    var segment = startSegment(isFirst: isFirst, bodyweight: bodyweight, bytes: buffer.count)
    foldRun(buffer, into: &segment, sink: &sink, file: file, offset: 0, lines: 0, consumed: consumed)
    // The lines of the piece: those before its last session, and the line
    // feeds from there on.
    var lines = 0
    var from = 0
    if segment.lastKey != nil, segment.lastLine > 0 {
      lines = Int(segment.lastLine) - 1
      from = Swift.min(Swift.max(segment.lastStart, 0), buffer.count)
    }
    for i in from..<buffer.count where buffer[i] == 0x0A { lines += 1 }
    return HistoryPart(segment: segment, diagnostics: sink.sorted, lines: Int32(clamping: lines))
  }

  /// Folds a piece kept in runs of text rather than whole (an editor keeps
  /// a notebook in sessions): the same part as `fold` gives for the runs
  /// joined, without joining them. `runs` hands each run, in order, to the
  /// function it is given, with where the run starts in the piece (its
  /// byte offset and the line feeds before it); every run but the first
  /// starts at a heading. Its diagnostics are not kept (an editor has them).
  package func fold(
    file: Int, isFirst: Bool, bodyweight: Weight? = nil,
    runs: (_ fold: (_ run: UnsafeBufferPointer<UInt8>, _ offset: Int, _ lines: Int) -> Void) -> Void
  ) -> HistoryPart {
    var sink = DiagnosticSink()
    // Its size is not known ahead: no room is reserved (an editor keeps no session bests).
    var segment = startSegment(isFirst: isFirst, bodyweight: bodyweight, bytes: 0)
    var lines = 0
    runs { run, offset, before in
      foldRun(run, into: &segment, sink: &sink, file: file, offset: offset, lines: before, consumed: nil)
      sink = DiagnosticSink()
      lines = before
      for i in run.indices where run[i] == 0x0A { lines += 1 }
    }
    return HistoryPart(segment: segment, diagnostics: [], lines: Int32(clamping: lines))
  }

  /// A segment to fold a piece into: at `bodyweight`, the body weight
  /// believed in effect at its start, unless it starts the history; with
  /// room for what a piece of `bytes` keeps.
  private func startSegment(isFirst: Bool, bodyweight: Weight?, bytes: Int) -> HistorySegment {
    var segment = HistorySegment(plan: plan, aliases: aliases, isFirst: isFirst)
    segment.reserve(forBytes: bytes)
    if !isFirst {
      segment.bodyweight = bodyweight
      segment.seed = bodyweight
    }
    return segment
  }

  /// Folds a run of text into a segment: the run starts `offset` bytes and
  /// `lines` line feeds into the text the segment's places count from.
  private func foldRun(
    _ buffer: UnsafeBufferPointer<UInt8>, into segment: inout HistorySegment, sink: inout DiagnosticSink, file: Int,
    offset: Int, lines: Int, consumed: ((Int) -> Void)?
  ) {
    var start = 0
    let base = Int32(clamping: lines)
    segment.lineBase = base
    Pipeline.runRecords(
      buffer, sink: &sink, tracksSetLines: plan.tracksRecords,
      consumed: { x in
        start = x
        consumed?(x)
      }
    ) { chunk, record, texts, _ in
      guard !chunk.isPreamble, chunk.isValid else { return }
      guard !chunk.isRoutine else {
        if plan.plansNext { segment.routines.append(record.routine(texts: &texts)) }
        return
      }
      let at = offset + start
      segment.add(
        record, texts: &texts, file: Int32(file), range: at..<at, line: Int32(record.lines.lowerBound) + base)
    }
    segment.lineBase = 0
  }

  /// Whether the parts, joined in this order (each with the lines and bytes
  /// of its file before it, as `finish` takes them), hold their sessions in
  /// the history's order (and no bodyweight set missed an earlier part's
  /// body weight): `finish` then reads no text again, and needs no
  /// `buffers`.
  package func joinsInOrder(_ parts: [(part: HistoryPart, lines: Int32, bytes: Int)]) -> Bool {
    var last: SessionKey? = nil
    var inEffect: Weight? = nil
    for (k, p) in parts.enumerated() {
      let segment = p.part.segment
      guard segment.isSorted, HistorySegment.follows(last, segment.firstKey, moved: p.bytes) else { return false }
      // Bodyweight sets folded at another body weight than the one in effect.
      guard k == 0 || segment.blindBodyweightSets == 0 || segment.seed == inEffect else { return false }
      inEffect = segment.ownBodyweight ?? inEffect
      if let l = segment.lastKey { last = l.moved(p.bytes) }
    }
    return true
  }

  /// Joins the parts in order (each with the lines and bytes of its file
  /// before it) and finishes the history; `buffers` are the files.
  package func finish(
    _ given: consuming [(part: HistoryPart, lines: Int32, bytes: Int)], buffers: [UnsafeBufferPointer<UInt8>],
    sources: HistorySources = .none
  ) -> TrainingHistory {
    var parts = consume given
    var whole = HistorySegment(plan: plan, aliases: aliases, isFirst: true)
    let empty = whole
    for k in parts.indices {
      let (lines, bytes) = (parts[k].lines, parts[k].bytes)
      // The part's tables taken out, so that the whole holds them alone
      // (shared, the whole's first change copied every exercise); its
      // sessions stay for a refold.
      var segment = empty
      swap(&segment, &parts[k].part.segment)
      parts[k].part.segment.sessions = segment.sessions
      if k == 0 && lines == 0 && bytes == 0 {
        whole = consume segment
        whole.isFirst = true
      } else {
        whole.absorb(consume segment, lines: lines, bytes: bytes)
      }
    }
    if (!whole.isSorted && plan.needsOrder) || whole.needsBodyweightRefold {
      // A plan that needs no order kept no sessions (`unit stats`): they
      // are found again, only when body weights ask for it.
      let all =
        plan.needsOrder
        ? parts.flatMap { p in p.part.segment.sessions.map { $0.moved(lines: p.lines, bytes: p.bytes) } }
        : sessionEntries(of: buffers)
      // The refold reads sessions again; the routines and title dates are
      // the whole's already.
      var refolded = refold(all, buffers: buffers)
      refolded.routines = whole.routines
      refolded.titleDates = whole.titleDates
      whole = refolded
    }
    return TrainingHistory(consume whole, files: names, access: HistoryAccess(texts: buffers), sources: sources)
  }

  /// Every session of the files, where it stands (a fold that keeps
  /// nothing else).
  func sessionEntries(of buffers: [UnsafeBufferPointer<UInt8>]) -> [SessionEntry] {
    var p = HistoryPlan()
    p.keepsDigests = false
    p.tracksRecords = false
    p.readsColumns = false
    p.readsLastTimes = false
    p.keepsSessionBests = false
    p.keepsSessions = true
    let reader = HistoryReader(names: names, aliases: aliases, plan: p)
    return buffers.indices.flatMap { reader.fold(buffers[$0], file: $0, isFirst: $0 == 0).segment.sessions }
  }

  /// Folds every session again, in date order, from its text.
  func refold(_ sessions: [SessionEntry], buffers: [UnsafeBufferPointer<UInt8>]) -> HistorySegment {
    var segment = HistorySegment(plan: plan, aliases: aliases, isFirst: true)
    for entry in sessions.sorted(by: { $0.key < $1.key }) {
      let file = Int(entry.key.file)
      guard file < buffers.count else { continue }
      let b = buffers[file]
      let lower = Swift.min(Swift.max(entry.start, 0), b.count)
      let upper = HistoryAccess.sessionEnd(b, from: lower)
      var sink = DiagnosticSink()
      segment.lineBase = entry.line - 1
      Pipeline.runRecords(UnsafeBufferPointer(rebasing: b[lower..<upper]), sink: &sink, tracksSetLines: true) {
        chunk, record, texts, _ in
        guard !chunk.isPreamble, !chunk.isRoutine, chunk.isValid else { return }
        segment.add(record, texts: &texts, file: Int32(file), range: lower..<upper, line: entry.line)
      }
    }
    segment.lineBase = 0
    return segment
  }
}
