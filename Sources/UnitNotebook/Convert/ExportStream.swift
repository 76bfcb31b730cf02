/// A writer of a derived format that takes a notebook a part at a time: the
/// notebook's notes and muscles section first, then each session and routine in written order,
/// then the end. A routine stands after the sessions written before it (its
/// own `sessionsBefore` is not read).
protocol NotebookStreamWriter {
  var out: ByteBuffer { get set }
  mutating func begin(notes: [String], muscles: [MuscleDeclaration])
  mutating func write(_ session: Session)
  mutating func write(_ routine: Routine)
  mutating func finish()
}

extension NotebookStreamWriter {
  /// Writes a whole notebook, its routines among its sessions.
  mutating func write(notebook: Notebook) {
    begin(notes: notebook.notes, muscles: notebook.muscles)
    var routine = 0
    for (k, s) in notebook.sessions.enumerated() {
      while routine < notebook.routines.count, notebook.routines[routine].sessionsBefore <= k {
        write(notebook.routines[routine])
        routine += 1
      }
      write(s)
    }
    for r in notebook.routines[routine...] { write(r) }
    finish()
  }
}

/// Converts notebook text to JSON or CSV while it is parsed: each session is
/// written as soon as the pipeline has lowered it, and the output is handed
/// on in chunks, so neither the whole model nor the whole output need be held.
enum ExportStream {
  /// Exports `texts` as one notebook: the notebook notes of every text
  /// first, in order, then the sessions and routines of every text, in
  /// order.
  ///
  /// Chunks of about `chunkSize` bytes go to `output` while no error has been
  /// found; after the first error no more output is made (the texts are still
  /// read to the end, so every error is reported). Returns the diagnostics of
  /// each text.
  static func run<W: NotebookStreamWriter>(
    _ texts: [UnsafeBufferPointer<UInt8>], writer: inout W, chunkSize: Int,
    consumed: ((_ text: Int, _ offset: Int) -> Void)? = nil, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    var notes: [String] = []
    var muscles: [MuscleDeclaration] = []
    for t in texts {
      let preamble = Pipeline.preamble(t)
      notes += preamble.notes
      muscles += preamble.muscles
    }
    writer.begin(notes: notes, muscles: muscles)
    var failed = false
    var all: [[Diagnostic]] = []
    for (k, t) in texts.enumerated() {
      var sink = DiagnosticSink()
      Pipeline.run(t, sink: &sink, consumed: consumed.map { f in { f(k, $0) } }) { chunk, hasErrors in
        guard !hasErrors, !failed else { return }
        switch chunk {
        case .session(let s, _): writer.write(s)
        case .routine(let r, _): writer.write(r)
        case .preamble: return
        }
        if writer.out.count >= chunkSize {
          output(writer.out.bytes)
          writer.out.removeAll()
        }
      }
      if sink.hasErrors { failed = true }
      all.append(sink.sorted)
    }
    if !failed {
      writer.finish()
      output(writer.out.bytes)
      writer.out.removeAll()
    }
    return all
  }
}

extension Pipeline {
  /// The notebook notes and the muscles section of a text: only its first
  /// chunk is read. Its errors are left for the full run to report.
  static func preamble(_ bytes: UnsafeBufferPointer<UInt8>) -> (notes: [String], muscles: [MuscleDeclaration]) {
    var parser = Parser(bytes)
    var sink = DiagnosticSink()
    var lowering = Lowering(bytes)
    var line = LineSyntax()
    var extra: [AmountSyntax] = []
    lowering.beginPreamble()
    while !parser.scanner.nextLineIsHeading(), let scanned = parser.scanner.nextLine() {
      extra.reuse()
      parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      lowering.lower(&line, extra: extra, sink: &sink)
    }
    _ = lowering.finish(&sink)
    var texts = TextReader(bytes)
    return (lowering.record.notebookNotes(texts: &texts), lowering.record.muscles(texts: &texts))
  }
}
