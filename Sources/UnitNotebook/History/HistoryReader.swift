/// A part of the history folded from a piece of text: a whole file, or a
/// part of one that starts at a heading (a half of a large file, an
/// editor's piece).
package struct HistoryPart: Sendable {
  var fold: HistoryFold
  /// What `unit check` says about the piece (positions within the piece).
  package var diagnostics: [Diagnostic]
  /// Lines the piece holds (counting its last line even without a line feed).
  package var lines: Int32

  /// The latest body weight the piece records (nil when none): what the
  /// next piece or file starts with (`HistoryReader.fold(bodyweight:)`).
  package var lastBodyweight: Weight? { fold.bodyweights.own }

  /// Whether the piece was folded at `bodyweight` as far as it matters: it
  /// starts the history, has no bodyweight set before its own first
  /// weigh-in, or was told that body weight (joined after parts that end
  /// with another, it is folded again: `joinsInOrder`).
  package func startsAt(_ bodyweight: Weight?) -> Bool {
    fold.startsHistory || fold.bodyweights.blindSets == 0 || fold.bodyweights.seed == bodyweight
  }
}

/// Reads texts into a history with the trackers a command asks for: folds
/// pieces, joins them in order, and folds them again in order if need be.
package struct HistoryReader: Sendable {
  let names: [String]
  let aliases: ExerciseAliases
  /// The trackers, as they are before any session (each part starts with them).
  let trackers: [any HistoryTracker]
  /// The one exercise followed (`HistoryFold.only`).
  let only: String?

  /// A reader for the questions `asking` names (of `only` exercise, an
  /// identity key, when given).
  package init(names: [String], aliases: ExerciseAliases, asking questions: [HistoryQuestion], only: String? = nil) {
    self.names = names
    self.aliases = aliases
    trackers = questions.map(\.tracker)
    self.only = only
  }

  /// Folds a piece of file `file` (`consumed` hears, as with the formatter,
  /// how much of it is behind the reader for good), at `bodyweight`, the
  /// body weight believed in effect at its start (`bodyweight(before:in:)`).
  package func fold(
    _ buffer: UnsafeBufferPointer<UInt8>, file: Int, isFirst: Bool, bodyweight: Weight? = nil,
    consumed: ((Int) -> Void)? = nil
  ) -> HistoryPart {
    var sink = DiagnosticSink()
    var fold = start(isFirst: isFirst, bodyweight: bodyweight)
    foldRun(buffer, into: &fold, sink: &sink, file: file, offset: 0, lines: 0, consumed: consumed)
    // The lines of the piece: those before its last session, and the line
    // feeds from there on.
    var lines = 0
    var from = 0
    if fold.lastKey != nil, fold.lastLine > 0 {
      lines = Int(fold.lastLine) - 1
      from = Swift.min(Swift.max(fold.lastStart, 0), buffer.count)
    }
    for i in from..<buffer.count where buffer[i] == 0x0A { lines += 1 }
    return HistoryPart(fold: fold, diagnostics: sink.sorted, lines: Int32(clamping: lines))
  }

  /// The same part as `fold` gives for runs of text joined, without
  /// joining them (an editor keeps a notebook in sessions): `runs` hands
  /// each run in order, with its byte offset and the line feeds before it;
  /// every run but the first starts at a heading. No diagnostics are kept.
  package func fold(
    file: Int, isFirst: Bool, bodyweight: Weight? = nil,
    runs: (_ fold: (_ run: UnsafeBufferPointer<UInt8>, _ offset: Int, _ lines: Int) -> Void) -> Void
  ) -> HistoryPart {
    var sink = DiagnosticSink()
    var fold = start(isFirst: isFirst, bodyweight: bodyweight)
    var lines = 0
    runs { run, offset, before in
      foldRun(run, into: &fold, sink: &sink, file: file, offset: offset, lines: before, consumed: nil)
      sink = DiagnosticSink()
      lines = before
      for i in run.indices where run[i] == 0x0A { lines += 1 }
    }
    return HistoryPart(fold: fold, diagnostics: [], lines: Int32(clamping: lines))
  }

  /// A fold of a piece: at `bodyweight`, the body weight believed in
  /// effect at its start, unless it starts the history.
  private func start(isFirst: Bool, bodyweight: Weight?) -> HistoryFold {
    var fold = HistoryFold(aliases: aliases, only: only, trackers: trackers, startsHistory: isFirst)
    if !isFirst { fold.bodyweights = BodyweightsInEffect(seed: bodyweight) }
    return fold
  }

  /// Folds a run of text: the run starts `offset` bytes and `lines` line
  /// feeds into the text the fold's places count from.
  private func foldRun(
    _ buffer: UnsafeBufferPointer<UInt8>, into fold: inout HistoryFold, sink: inout DiagnosticSink, file: Int,
    offset: Int, lines: Int, consumed: ((Int) -> Void)?
  ) {
    var start = 0
    let base = Int32(clamping: lines)
    fold.lineBase = base
    Pipeline.runRecords(
      buffer, sink: &sink, tracksSetLines: true,
      consumed: { x in
        start = x
        consumed?(x)
      }
    ) { chunk, record, texts, _ in
      if chunk.isPreamble, !record.declarations.isEmpty {
        fold.declarations.append((HistoryReader.written(record, texts: &texts, in: buffer, lines: base), Int32(file)))
      }
      guard !chunk.isPreamble, chunk.isValid else { return }
      guard !chunk.isRoutine else {
        fold.routines.append((record.routine(texts: &texts), SessionPlace(file: Int32(file), offset: offset + start)))
        return
      }
      fold.add(
        record, texts: texts, file: Int32(file), offset: offset + start, line: Int32(record.lines.lowerBound) + base)
    }
    fold.lineBase = 0
  }

  /// Whether the parts, joined in this order (as `finish` takes them),
  /// hold their sessions in the history's order and no bodyweight set
  /// missed an earlier part's body weight: `finish` then reads no text again.
  package func joinsInOrder(_ parts: [(part: HistoryPart, lines: Int32, bytes: Int)]) -> Bool {
    var last: SessionKey? = nil
    var inEffect: Weight? = nil
    for (k, p) in parts.enumerated() {
      let fold = p.part.fold
      guard fold.isSorted, HistoryFold.follows(last, fold.firstKey, moved: p.bytes) else { return false }
      // Bodyweight sets folded at another body weight than the one in effect.
      let b = fold.bodyweights
      guard k == 0 || b.blindSets == 0 || b.seed == inEffect else { return false }
      inEffect = b.own ?? inEffect
      if let l = fold.lastKey { last = l.moved(p.bytes) }
    }
    return true
  }

  /// Whether every session of the parts `later` comes after every session
  /// of the parts `earlier` in the history's order (each part with the
  /// bytes of its file before it; a part not in order itself is taken not
  /// to): joined after them, they keep the order.
  package func follow(
    _ later: [(part: HistoryPart, lines: Int32, bytes: Int)],
    _ earlier: [(part: HistoryPart, lines: Int32, bytes: Int)]
  ) -> Bool {
    var last: SessionKey? = nil
    for p in earlier {
      guard p.part.fold.isSorted else { return false }
      if let l = p.part.fold.lastKey?.moved(p.bytes), last.map({ $0 < l }) ?? true { last = l }
    }
    return later.allSatisfy { HistoryFold.follows(last, $0.part.fold.firstKey, moved: $0.bytes) }
  }

  /// Joins the parts in order (each with the lines and bytes of its file
  /// before it) and finishes the history, read back from `sources`.
  package func finish(
    _ given: consuming [(part: HistoryPart, lines: Int32, bytes: Int)], sources: HistorySources
  ) -> TrainingHistory {
    TrainingHistory(fold(joining: given, sources: sources), files: names, sources: sources)
  }

  /// The parts joined in order (each with the lines and bytes of its file
  /// before it), folded again in date order from `sources` when they do not
  /// hold their sessions so: one part that starts the history, its places
  /// those of the files, which later parts join as the parts themselves
  /// would have (an editor keeps the notebooks it is not typing in so, and
  /// joins the piece typed in to it: `finish` with it first, at 0 and 0).
  package func joined(
    _ given: consuming [(part: HistoryPart, lines: Int32, bytes: Int)], sources: HistorySources
  ) -> HistoryPart {
    HistoryPart(fold: fold(joining: given, sources: sources), diagnostics: [], lines: 0)
  }

  /// The fold of the parts joined (`joined`), handed on whole: shared with
  /// a part, the history's first change would copy every exercise.
  private func fold(
    joining given: consuming [(part: HistoryPart, lines: Int32, bytes: Int)], sources: HistorySources
  ) -> HistoryFold {
    var parts = consume given
    var whole = HistoryFold(aliases: aliases, only: only, trackers: trackers, startsHistory: true)
    let empty = whole
    for k in parts.indices {
      let (lines, bytes) = (parts[k].lines, parts[k].bytes)
      // The part's fold taken out, so that the whole holds it alone
      // (shared, the whole's first change copied every exercise).
      var fold = empty
      swap(&fold, &parts[k].part.fold)
      if k == 0 && lines == 0 && bytes == 0 {
        whole = consume fold
        whole.startsHistory = true
      } else {
        whole.join(consume fold, lines: lines, bytes: bytes)
      }
    }
    if whole.needsRefold {
      let (sessions, routines, declarations) = (whole.sessions, whole.routines, whole.declarations)
      whole = sources.withAccess { refold(sessions, routines: routines, declarations: declarations, $0) }
    }
    return whole
  }

  /// Folds every session again, in date order, from its text.
  func refold(
    _ sessions: [SessionEntry], routines: [(routine: Routine, place: SessionPlace)],
    declarations: [(list: [WrittenDeclaration], file: Int32)], _ access: HistoryAccess
  ) -> HistoryFold {
    var fold = HistoryFold(aliases: aliases, only: only, trackers: trackers, startsHistory: true)
    fold.routines = routines
    fold.declarations = declarations
    for entry in sessions.sorted(by: { $0.key < $1.key }) {
      let file = Int(entry.key.file)
      guard file < access.texts.count else { continue }
      let b = access.texts[file]
      let lower = Swift.min(Swift.max(entry.start, 0), b.count)
      fold.lineBase = entry.line - 1
      HistoryAccess.readSession(b, from: lower, tracksSetLines: true) { record, texts in
        fold.add(record, texts: texts, file: Int32(file), offset: lower, line: entry.line)
      }
    }
    fold.lineBase = 0
    return fold
  }
}
