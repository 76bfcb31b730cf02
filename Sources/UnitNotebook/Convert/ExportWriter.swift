/// JSON or CSV written a part at a time, for a caller that produces the
/// sessions itself (the command line reads them on one thread and writes
/// them on another). The apps' formats need each session's lines for their
/// warnings and go through `NotebookExport.export` instead. Package access:
/// not part of the library's API; the façade makes one for a format
/// (`ExportWriter(format, capacity:)`, Conversions.swift).
package struct ExportWriter {
  private var json: JSONWriter?
  private var csv: CSVWriter?

  /// Unit's JSON when `json`, else Unit's CSV.
  init(json: Bool, capacity: Int) {
    if json {
      self.json = JSONWriter(capacity: capacity)
    } else {
      csv = CSVWriter(capacity: capacity)
    }
  }

  package mutating func begin(notes: [String], muscles: [MuscleDeclaration]) {
    json?.begin(notes: notes, muscles: muscles)
    csv?.begin(notes: notes, muscles: muscles)
  }

  package mutating func write(_ session: Session) {
    json?.write(session)
    csv?.write(session)
  }

  /// A routine, after the sessions written so far.
  package mutating func write(_ routine: Routine) {
    json?.write(routine)
    csv?.write(routine)
  }

  package mutating func write(_ part: NotebookPart) {
    switch part {
    case .session(let s): write(s)
    case .routine(let r): write(r)
    }
  }

  package mutating func finish() {
    json?.finish()
    csv?.finish()
  }

  /// How many bytes are waiting.
  package var pending: Int { json?.out.count ?? csv?.out.count ?? 0 }

  /// Hands the waiting bytes to `body` and forgets them.
  package mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if json != nil {
      json?.out.withUnsafeBufferPointer(body)
      json?.out.removeAll()
    } else {
      csv?.out.withUnsafeBufferPointer(body)
      csv?.out.removeAll()
    }
  }
}

extension PartRecord {
  /// Reads a text session by session and routine by routine, handing each
  /// to `body` in the order written, as its record, before the model is made
  /// of it (`PartMaker` makes it): the command line reads on one thread and
  /// writes on another, and making the model on the writing thread shares
  /// the work between the two. Sessions whose heading does not parse are
  /// left out; a caller that must not write on error checks the text first.
  /// Each part says where its text ends (`PartRecord.end`): the texts of a
  /// part are read when its model is made, so the caller gives back the
  /// pages of a text only behind the parts it has made. Returns the
  /// diagnostics.
  static func forEach(in buffer: UnsafeBufferPointer<UInt8>, _ body: (PartRecord) -> Void) -> [Diagnostic] {
    var sink = DiagnosticSink()
    // A part's end is known when the next chunk begins (or the text ends).
    var waiting: PartRecord? = nil
    withoutActuallyEscaping(body) { body in
      _ = Pipeline.runRecords(
        buffer, sink: &sink,
        consumed: { offset in
          if var part = waiting {
            part.end = offset
            body(part)
            waiting = nil
          }
        }
      ) { chunk, record, _, _ in
        // What `Pipeline.run` hands on: valid sessions and routines, no preamble.
        guard !chunk.isPreamble, chunk.isValid else { return }
        waiting = PartRecord(record: record.compacted(), end: buffer.count)
      }
    }
    if let part = waiting { body(part) }
    return sink.sorted
  }
}

/// A session or a routine of a notebook, as they come in its text. Package
/// access: not part of the library's API.
package enum NotebookPart: Sendable {
  case session(Session)
  case routine(Routine)
}

/// A session or a routine as read, before the model is made of it: plain
/// data whose texts are byte ranges of the text it was read from. Package
/// access: not part of the library's API.
package struct PartRecord: Sendable {
  fileprivate let record: SessionRecord
  /// Where the part's text ends (the next heading, or the text's end).
  package fileprivate(set) var end: Int
}

/// Makes the model of the parts read from one text (`forEachPartRecord`),
/// on whichever thread holds it.
package struct PartMaker {
  private var texts: TextReader

  /// `buffer`: the text the parts were read from, which must outlive this.
  package init(_ buffer: UnsafeBufferPointer<UInt8>) {
    texts = TextReader(buffer)
  }

  package mutating func part(_ p: PartRecord) -> NotebookPart {
    p.record.isRoutine ? .routine(p.record.routine(texts: &texts)) : .session(p.record.session(texts: &texts))
  }
}
