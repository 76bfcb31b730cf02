/// A notebook read a chunk at a time, for an editor that reads again only
/// what an edit touched (`unit lsp`, docs/lsp.md). A chunk is what the
/// pipeline reads as one: the lines before the first heading, or a heading
/// (a session's or a routine's) and the lines up to the next one. Nothing a
/// chunk says depends on the text around it but two things, which
/// `diagnostics(ofChunks:)` puts back: where it stands (its lines and bytes
/// are counted from its own start), and whether an earlier routine has the
/// name of its routine (a warning only the whole text can give).
extension NotebookOutline {
  /// What `unit check` finds in a chunk read alone, kept so that the
  /// chunks' diagnostics can be put together as one reading gives them.
  package struct ChunkDiagnostics: Sendable, Hashable {
    /// In the order they were found, at most `DiagnosticSink.limit`;
    /// lines and bytes counted from the chunk's start.
    var reported: [Diagnostic] = []
    /// Those found past the limit: how many, and the first of them.
    var dropped = 0
    var firstDropped: Diagnostic? = nil
    /// The chunk's routines (at most one: a chunk has one heading), for the
    /// warning of a later routine named alike.
    var routines: [RoutineHeading] = []

    /// Nothing to report, and no routine.
    package var isEmpty: Bool { reported.isEmpty && dropped == 0 && routines.isEmpty }

    /// A chunk with nothing to report.
    package static let none = ChunkDiagnostics()
  }

  /// The outline of one chunk's text and its diagnostics, both with lines
  /// from 1 and bytes from 0 at the chunk's start (`reported`, not yet in
  /// `diagnostics`: `diagnostics(ofChunks:)` gives those).
  package static func read(chunk bytes: [UInt8]) -> (outline: NotebookOutline, diagnostics: ChunkDiagnostics) {
    var sink = DiagnosticSink()
    var routines: [RoutineHeading] = []
    let outline = NotebookOutline(bytes, sink: &sink, routine: { routines.append($0) })
    let (dropped, first) = sink.overflow
    return (outline, ChunkDiagnostics(reported: sink.items, dropped: dropped, firstDropped: first, routines: routines))
  }

  /// The diagnostics of a text read chunk by chunk, each chunk given with
  /// the lines and bytes before it: exactly those of one reading of the
  /// whole (`unit check`), in order, the same at most `DiagnosticSink.limit`
  /// kept, with the warning for each routine whose name an earlier one has.
  package static func diagnostics(ofChunks chunks: some Sequence<(ChunkDiagnostics, lines: Int, bytes: Int)>)
    -> [Diagnostic]
  {
    var sink = DiagnosticSink()
    var firstRoutine: [String: Int] = [:]
    for (chunk, lines, bytes) in chunks {
      // A routine's warning was reported right after its heading line's own.
      var warnings: [(after: Int, Diagnostic)] = []
      for r in chunk.routines {
        var moved = r
        moved.line += lines
        moved.offset += bytes
        if let first = firstRoutine[r.key] {
          warnings.append((moved.line, moved.duplicate(firstLine: first)))
        } else {
          firstRoutine[r.key] = moved.line
        }
      }
      var w = 0
      for d in chunk.reported {
        let m = d.moved(lines: lines, bytes: bytes)
        while w < warnings.count, m.line > warnings[w].after {
          sink.report(warnings[w].1)
          w += 1
        }
        sink.report(m)
      }
      for (_, d) in warnings[w...] { sink.report(d) }
      sink.reportOverflow(chunk.dropped, first: chunk.firstDropped?.moved(lines: lines, bytes: bytes))
    }
    return sink.sorted
  }

  /// Where the chunks of a text start, as the pipeline cuts them: at 0, and
  /// at each heading line after a line feed. (A byte-order mark and the
  /// heading after it stay in the first chunk, which the pipeline reads
  /// alike.)
  package static func chunkStarts(_ b: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    var i = 0
    while i < b.count {
      if b[i] == 0x0A, i + 1 < b.count, Lexicon.isHeadingLine(b, i + 1, b.count) { starts.append(i + 1) }
      i += 1
    }
    return starts
  }
}

extension RoutineHeading {
  /// The heading of a routine whose name (`title`) the pipeline just read.
  init(_ title: TextRef, line: Int, in b: UnsafeBufferPointer<UInt8>, record: SessionRecord, texts: inout TextReader) {
    var lineStart = title.start
    while lineStart > 0, b[lineStart - 1] != 0x0A { lineStart -= 1 }
    if lineStart == 0 { lineStart = Lexicon.byteOrderMarkLength(b) }
    self.init(
      key: Lowering.nameKey(texts.string(title, in: record)), name: ByteRange(start: title.start, end: title.end),
      line: line, lineStart: lineStart, in: b)
  }
}

extension Diagnostic {
  /// The same diagnostic in a text where `lines` lines and `bytes` bytes
  /// come before it.
  package func moved(lines: Int, bytes: Int) -> Diagnostic {
    var d = self
    d.line += lines
    d.offset = offset.map { $0 + bytes }
    return d
  }
}

extension NotebookOutline {
  /// The same outline in a text where `lines` lines and `bytes` bytes come
  /// before it (a chunk's, at its place in the whole).
  package func moved(lines: Int, bytes: Int) -> NotebookOutline {
    guard lines != 0 || bytes != 0 else { return self }
    func move(_ r: ClosedRange<Int>) -> ClosedRange<Int> { (r.lowerBound + lines)...(r.upperBound + lines) }
    func move(_ r: Range<Int>) -> Range<Int> { r.isEmpty ? r : (r.lowerBound + bytes)..<(r.upperBound + bytes) }
    var o = self
    for s in o.sessions.indices {
      o.sessions[s].lines = move(o.sessions[s].lines)
      o.sessions[s].titleBytes = o.sessions[s].titleBytes.map(move)
      for x in o.sessions[s].exercises.indices {
        o.sessions[s].exercises[x].lines = move(o.sessions[s].exercises[x].lines)
        o.sessions[s].exercises[x].setLines = o.sessions[s].exercises[x].setLines.map { $0 + lines }
        o.sessions[s].exercises[x].nameBytes = move(o.sessions[s].exercises[x].nameBytes)
      }
    }
    for r in o.routines.indices {
      o.routines[r].lines = move(o.routines[r].lines)
      o.routines[r].nameBytes = o.routines[r].nameBytes.map(move)
      for x in o.routines[r].exercises.indices {
        o.routines[r].exercises[x].lines = move(o.routines[r].exercises[x].lines)
        o.routines[r].exercises[x].nameBytes = move(o.routines[r].exercises[x].nameBytes)
      }
    }
    o.diagnostics = diagnostics.map { $0.moved(lines: lines, bytes: bytes) }
    return o
  }
}
