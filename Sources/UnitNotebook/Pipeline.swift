/// Runs the stages over a buffer, line by line: the scanner finds a line, the
/// parser makes its syntax node, the lowering folds it into the chunk being
/// built, and each finished chunk (the preamble, then one session at a time)
/// goes to `body`. No line's syntax outlives its turn, so memory stays flat
/// however long the notebook is.
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
    var extra: [AmountSyntax] = []
    var line = LineSyntax()
    var inPreamble = true
    lowering.beginPreamble()
    while let scanned = parser.scanner.nextLine() {
      extra.removeAll(keepingCapacity: true)
      parser.parseLine(scanned, into: &line, extra: &extra, sink: &sink)
      if scanned.contentStart < scanned.range.end, bytes[scanned.contentStart] == UInt8(ascii: "#") {
        emit(lowering.finish(), preamble: inPreamble, sink.hasErrors, body)
        inPreamble = false
        lowering.beginSession(line)
      } else {
        lowering.lower(line, extra: extra, sink: &sink)
      }
    }
    lowering.atEndOfInput = true
    emit(lowering.finish(), preamble: inPreamble, sink.hasErrors, body)
  }

  private static func emit(
    _ lowered: LoweredChunk, preamble: Bool, _ hasErrors: Bool, _ body: (Chunk, _ hasErrors: Bool) -> Void
  ) {
    if preamble {
      body(.preamble(notes: lowered.notebookNotes, comments: lowered.comments), hasErrors)
    } else if let s = lowered.session {
      body(.session(s, comments: lowered.comments), hasErrors)
    }
  }
}
