import UnitNotebook

/// `unit fmt [--check | -w] [FILE...]`
enum FmtCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> CLI.Status {
    guard let parsed = Arguments(args, error: { console.writeError("unit fmt: error: \($0)\n") }) else {
      return .failure
    }
    var check = false
    var write = false
    for f in parsed.flags {
      switch f {
      case "--check": check = true
      case "-w", "--write": write = true
      case "-h", "--help":
        console.writeOutput(Array(Help.fmt.utf8))
        return .ok
      default:
        console.writeError("unit fmt: error: unknown option '\(f)'\n\n" + Help.fmt)
        return .failure
      }
    }
    if check && write {
      console.writeError("unit fmt: error: --check and -w cannot be used together\n")
      return .failure
    }
    if write && (parsed.operands.isEmpty || parsed.operands.contains("-")) {
      console.writeError("unit fmt: error: -w rewrites files: name the files to rewrite\n")
      return .failure
    }
    guard let inputs = Input.read(parsed.operands, console: &console) else { return .failure }

    // Format everything first: when any input has errors, nothing is written.
    var results: [(Input, ByteBuffer)] = []
    var failed = false
    for input in inputs {
      let data = input.data
      // Pages of a mapped file the formatter is done with go back to the
      // system, so formatting a large file holds about one copy of it.
      let (output, diagnostics) = NotebookFormatter.formatIntoBuffer(data.buffer) { data.release(upTo: $0) }
      console.report(diagnostics, for: input)
      if let out = output {
        results.append((input, out))
      } else {
        failed = true
      }
    }
    if failed { return .failure }

    if check {
      var changed = false
      for (input, out) in results where !out.withUnsafeBufferPointer({ input.data.equals($0) }) {
        changed = true
        console.writeOutput(Array((input.name + "\n").utf8))
      }
      return changed ? .changes : .ok
    }
    if write {
      for (input, out) in results where !out.withUnsafeBufferPointer({ input.data.equals($0) }) {
        guard let path = input.path else { continue }
        let failure = out.withUnsafeBufferPointer { b -> FileError? in
          do throws(FileError) {
            try FileSystem.writeAtomically(path, b)
            return nil
          } catch {
            return error
          }
        }
        if let failure {
          console.writeError("unit fmt: error: \(failure)\n")
          return .failure
        }
      }
      return .ok
    }
    for (_, out) in results { out.withUnsafeBufferPointer { console.writeOutput(buffer: $0) } }
    return .ok
  }
}

/// `unit check [FILE...]`
enum CheckCommand {
  static func run<C: Console>(_ args: [String], console: inout C) -> CLI.Status {
    guard let parsed = Arguments(args, error: { console.writeError("unit check: error: \($0)\n") }) else {
      return .failure
    }
    for f in parsed.flags {
      switch f {
      case "-h", "--help":
        console.writeOutput(Array(Help.check.utf8))
        return .ok
      default:
        console.writeError("unit check: error: unknown option '\(f)'\n\n" + Help.check)
        return .failure
      }
    }
    guard let inputs = Input.read(parsed.operands, console: &console) else { return .failure }
    var failed = false
    for input in inputs {
      let diagnostics = NotebookFormatter.check(buffer: input.data.buffer)
      console.report(diagnostics, for: input)
      if diagnostics.contains(where: { $0.severity == .error }) { failed = true }
    }
    return failed ? .failure : .ok
  }
}
