import UnitNotebook

/// `unit export --to json|csv [-o OUT] [FILE...]`
///
/// Several files are exported as one notebook: the notebook notes of every
/// file first, then the sessions of every file, in the order named. When any
/// file has errors they are reported as `unit check` reports them, nothing is
/// written, and the status is 2.
enum ExportCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> CLI.Status {
    let valued: Set<String> = ["--to", "-o", "--output"]
    guard
      let parsed = Arguments(args, valued: valued, error: { console.writeError("unit export: error: \($0)\n") })
    else {
      return .failure
    }
    for f in parsed.flags {
      switch f {
      case "-h", "--help":
        console.writeOutput(Array(Help.export.utf8))
        return .ok
      default:
        console.writeError("unit export: error: unknown option '\(f)'\n\n" + Help.export)
        return .failure
      }
    }
    guard let to = parsed.values["--to"] else {
      console.writeError("unit export: error: say which format to write: --to json or --to csv\n")
      return .failure
    }
    guard let format = NotebookExport.Format(rawValue: to) else {
      console.writeError("unit export: error: unknown format '\(to)': expected json or csv\n")
      return .failure
    }
    let outputPath = parsed.values["-o"] ?? parsed.values["--output"]
    if let out = outputPath, parsed.operands.contains(out) {
      console.writeError("unit export: error: -o \(out) would overwrite a notebook being exported\n")
      return .failure
    }
    guard let inputs = Input.read(parsed.operands, console: &console) else { return .failure }

    // First check every input: on any error, nothing is written. Then export
    // as a stream, so the output is never held whole in memory.
    guard console.checkAll(inputs) else { return .failure }

    var file: AtomicFile? = nil
    if let path = outputPath {
      do throws(FileError) {
        file = try AtomicFile(path)
      } catch {
        console.writeError("unit export: error: \(error)\n")
        return .failure
      }
    }
    var writeError: FileError? = nil
    let data = inputs.map(\.data)
    var released = data.map { _ in 0 }
    _ = NotebookExport.export(
      buffers: data.map(\.buffer), to: format,
      consumed: { k, offset in released[k] = data[k].release(range: released[k]..<offset) }
    ) { chunk in
      guard writeError == nil else { return }
      if file != nil {
        do throws(FileError) {
          try file?.write(chunk)
        } catch {
          writeError = error
        }
      } else {
        console.writeOutput(chunk)
      }
    }
    if var f = file {
      do throws(FileError) {
        if let e = writeError { throw e }
        try f.commit()
      } catch {
        f.discard()
        console.writeError("unit export: error: \(error)\n")
        return .failure
      }
    }
    return .ok
  }
}
