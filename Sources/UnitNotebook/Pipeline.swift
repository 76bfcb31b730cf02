/// Runs the stages over a buffer, one chunk at a time: scan and parse a chunk,
/// lower it, hand it on. Only one chunk's syntax is alive at a time, so memory
/// stays flat however long the notebook is.
enum Pipeline {
  enum Chunk {
    case preamble(notes: [String], comments: CommentTable)
    case session(Session, comments: CommentTable)
  }

  static func run(
    _ bytes: UnsafeBufferPointer<UInt8>, sink: inout DiagnosticSink, _ body: (Chunk, _ hasErrors: Bool) -> Void
  ) {
    var parser = Parser(bytes)
    var lowering = Lowering(bytes)
    var chunk = ChunkSyntax()
    var first = true
    while true {
      let isPreamble = first && !parser.scanner.nextLineIsHeading()
      first = false
      guard parser.parseChunk(into: &chunk, sink: &sink) else {
        if isPreamble { body(.preamble(notes: [], comments: CommentTable()), sink.hasErrors) }
        break
      }
      lowering.atEndOfInput = parser.scanner.isAtEnd
      if isPreamble {
        let lowered = lowering.lowerPreamble(chunk, sink: &sink)
        body(.preamble(notes: lowered.notebookNotes, comments: lowered.comments), sink.hasErrors)
      } else {
        let lowered = lowering.lowerSession(chunk, sink: &sink)
        if let s = lowered.session { body(.session(s, comments: lowered.comments), sink.hasErrors) }
      }
    }
  }
}
