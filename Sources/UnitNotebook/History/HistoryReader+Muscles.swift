extension HistoryReader {
  /// The muscles section of a preamble's record, each declaration with the
  /// line and column of its name: `buffer` is the run the record was read
  /// from, `lines` the line feeds of the file before it.
  static func written(
    _ record: SessionRecord, texts: inout TextReader, in buffer: UnsafeBufferPointer<UInt8>, lines: Int32
  ) -> [WrittenDeclaration] {
    let declarations = record.muscles(texts: &texts)
    var out: [WrittenDeclaration] = []
    out.reserveCapacity(declarations.count)
    // The declarations come in the order written: the lines are counted
    // once, from the start of the run.
    var (i, line, lineStart) = (0, Int(lines) + 1, 0)
    for (d, r) in zip(declarations, record.declarations) {
      let at = r.name.start
      guard !r.name.isOwned, at >= i, at <= buffer.count else {
        out.append(WrittenDeclaration(d))
        continue
      }
      while i < at {
        if buffer[i] == 0x0A { (line, lineStart) = (line + 1, i + 1) }
        i += 1
      }
      out.append(WrittenDeclaration(d, line: line, column: Scanner.column(of: at, lineStart: lineStart, in: buffer)))
    }
    return out
  }

  /// The muscles section of a notebook's text, each declaration with its
  /// line and column: what an editor shows of the workspace's sections
  /// (`text` is best the preamble alone: the rest is read for nothing).
  package static func declarations(in text: UnsafeBufferPointer<UInt8>) -> [WrittenDeclaration] {
    var sink = DiagnosticSink()
    var found: [WrittenDeclaration] = []
    Pipeline.runRecords(text, sink: &sink) { chunk, record, texts, _ in
      guard chunk.isPreamble, !record.declarations.isEmpty else { return }
      found = written(record, texts: &texts, in: text, lines: 0)
    }
    return found
  }
}
