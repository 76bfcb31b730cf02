import UnitNotebook

/// `unit fmt [--check | -w] [FILE...]`
enum FmtCommand: Command {
  static let about = """
    Prints each notebook in the canonical form: aligned set columns, canonical
    symbols and units, shorthands expanded, comments kept where they were.
    Input with errors is reported and never formatted.
    """

  static let details = """
    With no FILE (or -), reads standard input and writes standard output, so an
    editor can pipe a buffer through it. When any input has errors, nothing is
    written.
    """

  struct Options: CommandOptions {
    /// What to do with the canonical form: print it, list the files it
    /// differs from (`--check`), or rewrite them (`-w`).
    enum Mode { case print, check, write }
    var mode: Mode
    var files: [String]

    init(_ arguments: Arguments) throws(OptionProblem) {
      let check = arguments.has(Commands.Fmt.check)
      let write = arguments.has(Commands.Fmt.write)
      files = arguments.operands
      if check && write { throw OptionProblem("--check and -w cannot be used together") }
      if write && (files.isEmpty || files.contains("-")) {
        throw OptionProblem("-w rewrites files: name the files to rewrite")
      }
      mode = check ? .check : write ? .write : .print
    }
  }

  static func status<C: Console>(_ options: Options, console: inout C) -> CLI.Status {
    let check = options.mode == .check
    let write = options.mode == .write
    let writes = WritePlan(rewrites: write ? options.files.map { ("-w", $0) } : [])
    guard writes.check(command: "fmt", console: &console) else { return .failure }
    guard let inputs = Input.read(options.files, command: "fmt", console: &console) else { return .failure }

    // Format everything first: when any input has errors, nothing is written.
    var results: [(Input, [ByteBuffer])] = []
    var failed = false
    for input in inputs {
      let (parts, diagnostics) = ParallelFormat.format(input.data)
      console.report(diagnostics, for: input)
      if let parts {
        results.append((input, parts))
      } else {
        failed = true
      }
    }
    if failed { return .failure }

    if check {
      var changed = false
      for (input, parts) in results where !input.data.equals(parts) {
        changed = true
        // The file's own bytes, so that a script can name it again.
        console.writeOutput(PathBytes.bytes(input.path ?? input.name) + [0x0A])
      }
      return changed ? .changes : .ok
    }
    if write {
      for (input, parts) in results where !input.data.equals(parts) {
        guard let path = input.path else { continue }
        guard rewrite(path, read: input, as: parts, console: &console) else { return .failure }
      }
      return .ok
    }
    for (_, parts) in results {
      for part in parts { part.withUnsafeBufferPointer { console.writeOutput(buffer: $0) } }
    }
    return .ok
  }
}

extension FmtCommand {
  /// Rewrites one file under its lock (`Rewrite`) with `parts`, its
  /// canonical form as first read. When another writer changed the file
  /// meanwhile, what is there now is formatted instead, so no change is
  /// written over; with errors now, it is reported and left as it is.
  static func rewrite<C: Console>(_ path: String, read first: Input, as parts: [ByteBuffer], console: inout C) -> Bool {
    guard let rewrite = Rewrite.begin(path, command: "fmt", console: &console) else { return false }
    defer { rewrite.end() }
    var parts = parts
    let now: Input
    do throws(FileError) {
      now = try Input(name: first.name, path: path)
    } catch {
      console.writeError("unit fmt: error: \(error)\n")
      return false
    }
    if !now.data.equals(first.data.buffer) {
      let (formatted, diagnostics) = ParallelFormat.format(now.data)
      console.report(diagnostics, for: now)
      guard let formatted else {
        console.writeError(
          "unit fmt: error: \(path) changed while it was formatted, and has errors now: it was left as it is\n")
        return false
      }
      if now.data.equals(formatted) { return true }
      parts = formatted
    }
    return rewrite.replace(parts, command: "fmt", console: &console)
  }
}
