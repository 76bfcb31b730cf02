import UnitNotebook

/// `unit export --to json|csv|strong|hevy|liftosaur [-o OUT] [FILE...]`
///
/// Several files are exported as one notebook: the notebook notes of every
/// file first, then the sessions of every file, in the order named. When any
/// file has errors they are reported as `unit check` reports them, nothing is
/// written, and the status is 2. To an app's format, what it cannot hold is
/// reported as warnings at their lines (docs/export.md); the status is 0.
enum ExportCommand: Command {
  /// How much output is gathered before it is written.
  static let chunkSize = 1 << 20

  static let about = """
    Writes notebooks as Unit's JSON (docs/json.md) or CSV (docs/csv.md), without
    loss: unit import reads either back to the same notebook. Comments are for
    the person and are not exported.

    --to strong writes Strong's CSV (the iPhone layout, which Hevy imports
    too), --to hevy Hevy's and --to liftosaur Liftosaur's workout text (a
    record a session, each start at the machine's offset from UTC), to take
    a notebook back to an app: done sets only, with warnings for what the
    app's format cannot hold (supersets, comments, set notes, planned sets,
    …). docs/export.md lists the columns.
    """

  static let details = """
    With no FILE (or -), reads standard input. Several files are exported as
    one notebook: the notebook notes of every file first, then the sessions of
    every file, in the order named. When any input has errors, they are
    reported and nothing is written.
    """

  struct Options: CommandOptions {
    var format: NotebookExport.Format
    /// The file to write, or nil for standard output.
    var output: String?
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      guard let to = try arguments.value(Commands.Export.to) else {
        throw OptionProblem("say which format to write: --to json, csv, strong, hevy or liftosaur")
      }
      format = to
      output = WritePlan.file(try arguments.value(Commands.Export.output))
      files = arguments.operands
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let format = options.format
    let outputPath = options.output
    let writes = WritePlan(
      outputs: outputPath.map { [("-o", $0)] } ?? [], inputs: options.files.isEmpty ? ["-"] : options.files)
    guard writes.check(command: "export", console: &console) else { return .failure }
    guard let inputs = Input.read(options.files, command: "export", console: &console) else { return .failure }

    // First check every input: on any error, nothing is written. Then export
    // as a stream, so the output is never held whole in memory.
    guard console.checkAll(inputs) else { return .failure }

    var output = ExportOutput()
    if let path = outputPath {
      do throws(FileError) {
        output.file = try AtomicFile(path)
      } catch {
        console.writeError("unit export: error: \(error)\n")
        return .failure
      }
    }
    guard var writer = ExportWriter(format, capacity: chunkSize + 65536) else {
      return toApp(format, inputs, output, console: &console)
    }
    let data = inputs.map(\.data)
    let preambles = data.map { NotebookExport.notebookPreamble($0.buffer) }
    writer.begin(notes: preambles.flatMap(\.notes), muscles: preambles.flatMap(\.muscles))
    func flush(_ writer: inout ExportWriter) {
      writer.drain { output.write($0, console: &console) }
    }
    // One thread reads the notebooks session by session (and routine by
    // routine) and hands over each one's record, with which input it came
    // from; this one makes the model of it and writes it, so the two share
    // the work about evenly. The queue between them is short, so memory
    // stays flat; the inputs were checked above, so nothing fails midway.
    // The parts' texts are read here, so an input's pages are given back
    // behind the parts written, not behind the reading.
    let handOver = HandOver<(input: Int, part: PartRecord)>(capacity: 4)
    var makers = data.map { PartMaker($0.buffer) }
    var released = data.map { _ in 0 }
    _ = TwoThreads.run(
      {
        handOver.forEach { item in
          // Once a write has failed, the rest is not written: the reading
          // thread is told to stop handing sessions over.
          guard !output.stopped(console) else {
            handOver.stop()
            return
          }
          let k = item.input
          writer.write(makers[k].part(item.part))
          released[k] = data[k].release(range: released[k]..<item.part.end)
          if writer.pending >= chunkSize { flush(&writer) }
        }
      },
      {
        for (k, d) in data.enumerated() {
          _ = NotebookExport.forEachPartRecord(d.buffer) { handOver.add((k, $0)) }
        }
        handOver.finish()
      })
    writer.finish()
    flush(&writer)
    return output.commit(console: &console)
  }

  /// An app's format: one thread, the library's export, then its warnings.
  static func toApp<C: Console>(
    _ format: NotebookExport.Format, _ inputs: [Input], _ output: ExportOutput, console: inout C
  ) -> CLI.Status {
    var output = output
    let diagnostics = NotebookExport.export(
      buffers: inputs.map(\.data.buffer), to: format, chunkSize: chunkSize, localTime: Clock.localTimeRule()
    ) { chunk in chunk.withUnsafeBufferPointer { output.write($0, console: &console) } }
    for (input, d) in zip(inputs, diagnostics) { console.report(d, for: input) }
    return output.commit(console: &console)
  }
}

/// Where an export's chunks go: the `-o` file (put in place only at the
/// end) or standard output. After the first failed write the rest is not
/// written.
struct ExportOutput {
  var file: AtomicFile? = nil
  private var writeError: FileError? = nil

  /// Whether a write has failed, here or on standard output.
  func stopped<C: Console>(_ console: C) -> Bool { writeError != nil || console.outputFailure != nil }

  mutating func write<C: Console>(_ chunk: UnsafeBufferPointer<UInt8>, console: inout C) {
    guard !stopped(console) else { return }
    guard file != nil else { return console.writeOutput(buffer: chunk) }
    do throws(FileError) {
      try file?.write(chunk)
    } catch {
      writeError = error
    }
  }

  /// `-o OUT`: the file put in place once everything was written, or
  /// discarded (the old one untouched) when a write failed. Standard output
  /// needs nothing more.
  func commit<C: Console>(console: inout C) -> CLI.Status {
    guard var f = file else { return .ok }
    do throws(FileError) {
      if let e = writeError { throw e }
      try f.commit()
    } catch {
      f.discard()
      console.writeError("unit export: error: \(error)\n")
      return .failure
    }
    return .ok
  }
}
