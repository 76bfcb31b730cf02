/// What an app's writer does: a session at a time into `out`, its warnings
/// in `warnings` (each at the notebook line it is about).
protocol AppWriter {
  var out: ByteBuffer { get set }
  var warnings: ExportWarnings { get set }
  /// The app, as the warnings name it.
  var name: String { get }
  /// Writes what comes before the first session (a header row).
  mutating func begin()
  mutating func write(_ s: Session, at p: SessionLines)
}

/// `unit export --to strong|hevy|liftosaur`: notebook texts to an app's
/// format, a session at a time (docs/export.md). A first pass reads the
/// units (Strong's and Hevy's files have one weight unit and one distance
/// unit, their first set's); the second writes, with the lines of each
/// session known, so every warning points at the set, exercise or session
/// it is about.
enum AppExportStream {
  enum Format {
    case strong
    case hevy
    case liftosaur
  }

  /// Exports `texts` as one file. Chunks of about `chunkSize` bytes go to
  /// `output` while no text has an error; after one, nothing more is
  /// output. Returns each text's diagnostics: its errors, or the export's
  /// warnings about it. `localTime` gives the offset Liftosaur's text writes.
  static func run(
    _ texts: [UnsafeBufferPointer<UInt8>], format: Format, chunkSize: Int, localTime: LocalTimeRule? = nil,
    consumed: ((_ text: Int, _ offset: Int) -> Void)? = nil, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    switch format {
    case .strong, .hevy:
      let (weight, distance) = firstUnits(texts)
      if format == .strong {
        var w = StrongCSVWriter(weight: weight ?? (distance == .mi ? .lb : .kg))
        return run(texts, writer: &w, chunkSize: chunkSize, consumed: consumed, output: output)
      }
      var w = HevyCSVWriter(weight: weight ?? .kg, distance: distance ?? .km)
      return run(texts, writer: &w, chunkSize: chunkSize, consumed: consumed, output: output)
    case .liftosaur:
      var w = LiftosaurTextWriter(localTime: localTime)
      return run(texts, writer: &w, chunkSize: chunkSize, consumed: consumed, output: output)
    }
  }

  static func run<W: AppWriter>(
    _ texts: [UnsafeBufferPointer<UInt8>], writer: inout W, chunkSize: Int,
    consumed: ((_ text: Int, _ offset: Int) -> Void)?, output: ([UInt8]) -> Void
  ) -> [[Diagnostic]] {
    writer.begin()
    let name = writer.name
    var failed = false
    var all: [[Diagnostic]] = []
    for (k, t) in texts.enumerated() {
      var sink = DiagnosticSink()
      var warnings = notebookWarnings(t, format: name)
      swap(&warnings, &writer.warnings)
      Pipeline.runRecords(t, sink: &sink, tracksLines: true, consumed: consumed.map { f in { f(k, $0) } }) {
        chunk, record, texts, hasErrors in
        guard !hasErrors, !failed, !chunk.isPreamble, chunk.isValid else { return }
        if chunk.isRoutine {
          // A routine is a plan; the apps' workout exports hold only workouts.
          writer.warnings.add(
            .exportNotWritten,
            "routine", line: record.lines.lowerBound, counting: "routines",
            "routines are not written: \(name)'s workout export has no place for them (only sessions are)")
          return
        }
        writer.write(record.session(texts: &texts), at: SessionLines(record))
        if writer.out.count >= chunkSize {
          output(writer.out.bytes)
          writer.out.removeAll()
        }
      }
      swap(&warnings, &writer.warnings)
      if sink.hasErrors { failed = true }
      all.append(sink.hasErrors ? sink.sorted : DiagnosticSink.capped(warnings.diagnostics))
    }
    if !failed { output(writer.out.bytes) }
    return all
  }

  /// The unit of the first weight and of the first distance in the texts.
  static func firstUnits(_ texts: [UnsafeBufferPointer<UInt8>]) -> (WeightUnit?, DistanceUnit?) {
    var weight: WeightUnit? = nil
    var distance: DistanceUnit? = nil
    for t in texts {
      var sink = DiagnosticSink()
      Pipeline.runRecords(t, sink: &sink) { _, record, _, _ in
        for s in record.sets where weight == nil || distance == nil {
          if weight == nil, let l = s.load {
            switch l {
            case .weight(let w): weight = w.unit
            case .bodyweight(let a): weight = a?.unit
            }
          }
          if distance == nil { distance = s.distance?.unit }
        }
      }
      if weight != nil && distance != nil { break }
    }
    return (weight, distance)
  }

  /// What no app's layout holds of a notebook as a whole: its comments, its
  /// notebook notes (the notes before the first session) and its muscles
  /// section.
  static func notebookWarnings(_ bytes: UnsafeBufferPointer<UInt8>, format: String) -> ExportWarnings {
    var warnings = ExportWarnings()
    var scanner = Scanner(bytes)
    var beforeFirstSession = true
    while let line = scanner.nextLine() {
      if line.contentStart < line.contentEnd {
        switch Lexicon.lineOpener(bytes[line.contentStart]) {
        case .heading where Lexicon.isMusclesLine(bytes, line.contentStart, line.contentEnd):
          warnings.add(
            .exportNotWritten,
            "muscles", line: line.number, counting: "muscles sections",
            "the muscles section is not written: \(format)'s layout has no place for what an exercise trains")
        case .heading: beforeFirstSession = false
        case .note where beforeFirstSession:
          warnings.add(
            .exportNotWritten,
            "notebook-note", line: line.number, counting: "notes",
            "notes before the first session are not written: \(format)'s layout has no place for them")
        default: break
        }
      }
      if let c = line.comment {
        warnings.add(
          .exportNotWritten,
          "comment", line: line.number, column: Scanner.column(of: c.start, lineStart: line.range.start, in: bytes),
          counting: "comments", "comments are not written: \(format)'s layout has no place for them")
      }
    }
    return warnings
  }
}
