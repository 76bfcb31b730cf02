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

    // Keep the output until every input has been read: on error, nothing is written.
    var output: [UInt8] = []
    output.reserveCapacity(inputs.reduce(0) { $0 + $1.bytes.count } * 3)
    let diagnostics = NotebookExport.export(inputs.map(\.bytes), to: format) { output.append(contentsOf: $0) }
    var failed = false
    for (input, list) in zip(inputs, diagnostics) {
      console.report(list, for: input)
      if list.contains(where: { $0.severity == .error }) { failed = true }
    }
    if failed { return .failure }
    if let path = outputPath {
      do {
        try FileSystem.writeAtomically(path, output)
      } catch {
        console.writeError("unit export: error: \(error)\n")
        return .failure
      }
      return .ok
    }
    console.writeOutput(output)
    return .ok
  }
}
